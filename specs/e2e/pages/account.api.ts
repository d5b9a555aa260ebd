import type { EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext, expect } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The journeys' way to the real server's API and back office: the mail outbox, the image captcha, a member
 * made through the API, an order placed through the API (the checkout pages are another issue's), and
 * `npm run admin` moving an order on.
 */
const dataDir = process.env.E2E_DATA_DIR ?? ''
const repo = fileURLToPath(new URL('../../..', import.meta.url))

export async function apiCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }
  const response =
    method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, ...(options.body === undefined ? {} : { data: options.body }) })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

/** The characters an image captcha's SVG shows, in order. */
export function captchaAnswer(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
}

/** The 6-digit code of the newest mail in the outbox sent to `email`, or `null` while none came. */
export function emailedCode(email: string): string | null {
  const outbox = join(dataDir, 'outbox')
  let names: string[]
  try {
    names = readdirSync(outbox).sort()
  } catch {
    return null
  }
  const mails = names.map((name) => readFileSync(join(outbox, name), 'utf8')).filter((mail) => mail.includes(`To: ${email}`))
  const body = (mails.at(-1) ?? '').split(/\r?\n\r?\n/u).slice(1).join('\n')
  return /\b(\d{6})\b/u.exec(body)?.[1] ?? null
}

/** How many mails went to `email`. */
export function mailCount(email: string): number {
  try {
    const outbox = join(dataDir, 'outbox')
    return readdirSync(outbox).filter((name) => readFileSync(join(outbox, name), 'utf8').includes(`To: ${email}`)).length
  } catch {
    return 0
  }
}

/** A new member made through the API: its email, password and session token. */
export async function registerByApi(request: APIRequestContext, email: string, password = 'journey-secret') {
  const captcha = await apiCall<{ captchaId: string; svg: string }>(request, 'GET', '/api/auth/captcha')
  await apiCall(request, 'POST', '/api/auth/emailcode', {
    body: { email, purpose: 'register', captchaId: captcha.captchaId, captchaCode: captchaAnswer(captcha.svg) },
  })
  const registered = await apiCall<{ token: string }>(request, 'POST', '/api/auth/register', {
    body: { email, password, confirmPassword: password, code: emailedCode(email), agree: true },
  })
  return { email, password, token: registered.token }
}

/** An order of two stocked parts of the seeded catalog, to the member's first address (made when none). */
export async function placeOrderByApi(request: APIRequestContext, token: string) {
  const addresses = await apiCall<{ id: number }[]>(request, 'GET', '/api/address/list', { token })
  const addressId =
    addresses[0]?.id ??
    (
      await apiCall<{ id: number }>(request, 'POST', '/api/address/add', {
        token,
        body: { firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom', city: 'London', address: '12 St James’s Square', tel: '+44 20 7946 0000' },
      })
    ).id
  const page = await apiCall<{ products: { list: { intID: number; model: string; stock: number; priceLadder: { quantity: number }[] }[] } }>(
    request,
    'GET',
    '/api/catalog/detail?id=101&pageSize=50',
  )
  const stocked = page.products.list.filter((item) => item.stock >= 1000 && item.priceLadder.length > 0).slice(0, 2)
  await apiCall(request, 'POST', '/api/cart/addcart?addup=true', {
    token,
    body: stocked.map((item) => ({ productId: item.intID, productCount: item.priceLadder[0]?.quantity ?? 1 })),
  })
  const order = await apiCall<{ id: number; orderNo: string }>(request, 'POST', '/api/order/create', { token, body: { addressId, carrier: 'DHL' } })
  return { ...order, models: stocked.map((item) => item.model) }
}

/** `npm run admin -- order:status ID STATUS [--tracking NO]` on the journeys' database. */
export function advanceOrder(id: number, status: string, tracking?: string) {
  execFileSync('npx', ['tsx', 'scripts/admin.ts', 'order:status', String(id), status, ...(tracking === undefined ? [] : ['--tracking', tracking])], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: join(dataDir, 'partfront.db') },
  })
}

/**
 * A BOM of the shared data uploaded through the API (Node's own `fetch` and `FormData`: the multipart body
 * Playwright's request context writes is not one the server's form reader takes).
 */
export async function uploadBomByApi(baseURL: string, token: string, email: string) {
  const file = join(repo, '..', 'shared', 'data', 'boms', 'tomu_bom-digikey.csv')
  const form = new FormData()
  form.append('file', new Blob([readFileSync(file)], { type: 'text/csv' }), 'tomu_bom-digikey.csv')
  form.append('name', 'Ada Lovelace')
  form.append('email', email)
  form.append('telephone', '+44 20 7946 0000')
  form.append('address', '12 St James’s Square, London')
  const response = await fetch(new URL('/api/bom/upload', baseURL), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  const envelope = (await response.json()) as EnvelopeOf<{ bom: { id: number } }>
  expect(envelope.code, envelope.message).toBe(200)
  return (envelope.data).bom.id
}
