import type { EnvelopeOf, ProductSummary } from '@partfront/core/contract'
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

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
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { readonly body?: unknown; readonly token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }
  const response =
    method === 'GET'
      ? await request.get(path, { headers })
      : await request.post(path, { headers, ...(options.body === undefined ? {} : { data: options.body }) })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

function captchaAnswer(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
}

function emailedCode(outbox: string, email: string): string {
  const mails = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
  const body = (mails.at(-1) ?? '').split(/\r?\n\r?\n/u).slice(1).join('\n')
  const code = /\b(\d{6})\b/u.exec(body)?.[1]
  if (code === undefined) throw new Error(`No code mailed to ${email}`)
  return code
}

/** Registers a new member (outbox: the server's `MAIL_OUTBOX` folder). */
export async function registerMember(request: APIRequestContext, outbox: string, name = 'buyer'): Promise<Member> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const captcha = await api<{ captchaId: string; svg: string }>(request, 'GET', '/api/auth/captcha')
  await api(request, 'POST', '/api/auth/emailcode', {
    body: { email, purpose: 'register', captchaId: captcha.captchaId, captchaCode: captchaAnswer(captcha.svg) },
  })
  const password = 'correct horse battery'
  const registered = await api<{ token: string }>(request, 'POST', '/api/auth/register', {
    body: { email, password, confirmPassword: password, code: emailedCode(outbox, email), agree: true },
  })
  return { email, token: registered.token }
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
