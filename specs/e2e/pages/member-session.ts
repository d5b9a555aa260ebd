import type { ProductSummary } from '@partfront/core/contract'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { apiCall, registerByApi } from './account.api.ts'

/**
 * A member made through the API of `npm start` (the image captcha, the code from the mail outbox, register),
 * signed in to the browser by the `user-token` cookie. The journeys of the cart pages sign in this way because
 * the login page is built elsewhere; what they check starts once the buyer is signed in.
 */
export interface Member {
  readonly email: string
  readonly token: string
}

/** Calls the API, failing the test on anything but a 200 envelope; answers `data`. */
export const api = apiCall

/** Registers a new member through the API, named after the journey (`cart-…@example.com`). */
export async function registerMember(request: APIRequestContext, name = 'buyer'): Promise<Member> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const { token } = await registerByApi(request, email, 'correct horse battery')
  return { email, token }
}

/**
 * Signs the browser in as `member`: the `user-token` cookie the storefront reads (AUTH-1), for the journeys'
 * origin and for `localhost` on its port, where the server's `PUBLIC_URL` sends a payment provider's buyer back.
 */
export async function signInBrowser(context: BrowserContext, baseURL: string, member: Member): Promise<void> {
  const local = new URL(baseURL)
  local.hostname = 'localhost'
  await context.addCookies([
    { name: 'user-token', value: member.token, url: baseURL },
    { name: 'user-token', value: member.token, url: local.origin },
  ])
}

/** A stocked, priced product of the demo catalog, as `catalog/detail` lists it. */
export type StockedPart = Pick<ProductSummary, 'intID' | 'model' | 'stock' | 'moq' | 'spq' | 'priceLadder'>

/**
 * Products of the demo catalog with stock for a few packs and a price break above one pack (so a quantity can
 * cross a break), from a category with many.
 */
export async function stockedParts(request: APIRequestContext, count: number): Promise<StockedPart[]> {
  const found: StockedPart[] = []
  for (const category of [101, 102, 103, 104, 201, 202, 203, 301, 302]) {
    const page = await api<{ products: { list: StockedPart[] } }>(request, 'GET', `/api/catalog/detail?id=${category}&pageSize=50`)
    found.push(
      ...page.products.list.filter(
        (item) => item.stock >= 4 * item.spq && item.moq <= item.spq && item.priceLadder.some((step) => step.quantity > item.spq && step.quantity <= 2 * item.spq),
      ),
    )
    if (found.length >= count) return found.slice(0, count)
  }
  throw new Error(`only ${found.length} stocked, priced parts found`)
}
