import type { EnvelopeOf } from '@partfront/core/contract'
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

/** Signs the browser in as `member`: the `user-token` cookie the storefront reads (AUTH-1). */
export async function signInBrowser(context: BrowserContext, baseURL: string, member: Member): Promise<void> {
  await context.addCookies([{ name: 'user-token', value: member.token, url: baseURL }])
}

/** Priced, stocked products of the demo catalog whose first break is below a later one (to cross a break). */
export async function stockedParts(request: APIRequestContext, count: number) {
  const page = await api<{
    products: { list: { intID: number; model: string; stock: number; moq: number; spq: number; priceLadder: { quantity: number; unitPrice: number }[] }[] }
  }>(request, 'GET', '/api/catalog/detail?id=101&pageSize=50')
  const parts = page.products.list.filter(
    (item) => item.stock >= 5000 && item.priceLadder.length >= 2 && item.spq === 1 && item.moq <= (item.priceLadder[0]?.quantity ?? 1),
  )
  if (parts.length < count) throw new Error(`only ${parts.length} stocked, priced parts in category 101`)
  return parts.slice(0, count)
}
