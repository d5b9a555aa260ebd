import type { EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A whole buyer's way through the API of the real `npm start` (first start on an empty database, so the demo
 * catalog is seeded), over a real socket: browse, register with the image captcha and the emailed code (read
 * from the mail outbox), cart, address, order, wire-transfer proforma, and the back office marking the order
 * paid with `npm run admin`.
 */
const dataDir = process.env.E2E_DATA_DIR ?? ''
const repo = fileURLToPath(new URL('../../..', import.meta.url))


async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }
  const response =
    method === 'GET'
      ? await request.get(path, { headers })
      : await request.post(path, { headers, ...(options.body === undefined ? {} : { data: options.body }) })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(response.status(), `${method} ${path}: ${envelope.message}`).toBe(envelope.code)
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200)
  return envelope
}

/** The characters the captcha picture shows, in order. */
function captchaAnswer(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
}

/** The 6-digit code of the newest mail in the outbox sent to `email`. */
function emailedCode(email: string): string {
  const outbox = join(dataDir, 'outbox')
  const mails = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
  // The body starts after the header block's blank line (the headers hold other digit runs: Message-ID).
  const body = (mails.at(-1) ?? '').split(/\r?\n\r?\n/u).slice(1).join('\n')
  const code = /\b(\d{6})\b/u.exec(body)?.[1]
  if (code === undefined) throw new Error(`No code mailed to ${email}`)
  return code
}

test.describe('a buyer through the API of npm start', () => {
  test('browses the seeded catalog with the security headers a storefront sends', async ({ request }) => {
    const response = await request.get('/api/config/detail?name=BaseConfig&type=1000')
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    const groups = await call<{ catalogEnName: string; childList: unknown[] }[]>(request, 'GET', '/api/catalog/group?type=1002')
    expect(groups.data.length).toBe(10)
    expect(groups.data.every((group) => group.childList.length > 0)).toBe(true)
    const index = await call<{ total: number }>(request, 'GET', '/api/product/index?key=L')
    expect(index.data.total).toBeGreaterThan(0)
    const openapi = await request.get('/api/openapi.json')
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/u)
  })

  test('registers, orders from the cart, gets a proforma, and sees the order paid after the back office marks it', async ({ request }) => {
    const email = `buyer-${Date.now()}@example.com`
    const captcha = await call<{ captchaId: string; svg: string }>(request, 'GET', '/api/auth/captcha')
    await call(request, 'POST', '/api/auth/emailcode', {
      body: { email, purpose: 'register', captchaId: captcha.data.captchaId, captchaCode: captchaAnswer(captcha.data.svg) },
    })
    const password = 'correct horse battery'
    const registered = await call<{ token: string; cartNum: number }>(request, 'POST', '/api/auth/register', {
      body: { email, password, confirmPassword: password, code: emailedCode(email), agree: true },
    })
    const token = registered.data.token
    expect(registered.data.cartNum).toBe(0)

    const page = await call<{ products: { list: { intID: number; stock: number; priceLadder: { quantity: number }[] }[] } }>(
      request,
      'GET',
      '/api/catalog/detail?id=101&pageSize=50',
    )
    const product = page.data.products.list.find((item) => item.stock >= 1000 && item.priceLadder.length > 0)
    if (product === undefined) throw new Error('no stocked, priced product in category 101')
    const quantity = product.priceLadder[0]?.quantity ?? 1
    const added = await call<{ cartNum: number }>(request, 'POST', '/api/cart/addcart?addup=true', {
      token,
      body: [{ productId: product.intID, productCount: quantity }],
    })
    expect(added.data.cartNum).toBe(1)

    const address = await call<{ id: number }>(request, 'POST', '/api/address/add', {
      token,
      body: { firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom', city: 'London', address: '12 St James’s Square', tel: '+44 20 7946 0000' },
    })
    const order = await call<{ id: number; status: string; total: number }>(request, 'POST', '/api/order/create', {
      token,
      body: { addressId: address.data.id, carrier: 'DHL' },
    })
    expect(order.data.status).toBe('pending_payment')
    expect((await call<number[]>(request, 'GET', '/api/cart/detail', { token })).data).toEqual([])

    const payment = await call<{ status: string; proforma: { amount: number } | null }>(request, 'POST', '/api/payment/submit', {
      token,
      body: { orderId: order.data.id, method: 'wire' },
    })
    expect(payment.data.status).toBe('pending')
    expect(payment.data.proforma?.amount).toBe(order.data.total)

    execFileSync('npx', ['tsx', 'scripts/admin.ts', 'order:status', String(order.data.id), 'paid'], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: join(dataDir, 'partfront.db') },
    })
    const detail = await call<{ status: string }>(request, 'GET', `/api/order/detail?id=${order.data.id}`, { token })
    expect(detail.data.status).toBe('paid')

    await call(request, 'POST', '/api/auth/logout', { token })
    const after = await request.get('/api/cart/sumcart?servers=true', { headers: { Authorization: `Bearer ${token}` } })
    expect(after.status()).toBe(403)
  })
})
