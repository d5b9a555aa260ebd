import { type AnyEndpoint, type EndpointName, IDEMPOTENCY_HEADER, contract, inputError } from '@partfront/core/contract'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { handlers } from '../../api/handlers/index.ts'
import { KEY_IN_FLIGHT_MESSAGE, KEY_REUSED_MESSAGE } from '../../api/handlers/orders.idempotency.ts'
import { memoryLogSink } from '../../api/log.ts'
import { createApiRouter, hashToken } from '../../api/router.ts'
import type { Services } from '../../api/services.ts'
import { readServerConfig } from '../../config.ts'
import { memoryMail } from '../../mail/memory-mail.ts'
import { fakePaymentProvider } from '../../payments/fake-provider.ts'
import type { Store, StoreFactory } from '../store.ts'
import { ADDRESS, AT, addCartRow, createMember, seedCatalog, storeOpener } from './fixtures.ts'

/**
 * The API over each engine's store (issue 14): what the store must never see (a NUL in text, which
 * PostgreSQL refuses with a 500) and what it must keep once (one pending payment per order and method, one
 * order per idempotency key). These run the real router and handlers over the engine's store, so SQLite and
 * PostgreSQL answer alike.
 */

const ORIGIN = 'http://partfront.test'
const TOKEN = 'api-input-suite-token-0123456789abcdef'
const NUL = 'a\u0000b'

/**
 * A valid body for every JSON-body endpoint, every optional text field given, so replacing any one text
 * value with a NUL leaves that field the only wrong one. Ids point at nothing: the body is refused before a
 * handler reads them.
 */
const SAMPLES: Partial<Record<EndpointName, unknown>> = {
  authEmailCode: { email: 'ada@example.com', purpose: 'register', captchaId: 'c'.repeat(32), captchaCode: 'ABCD' },
  authRegister: { email: 'ada@example.com', password: 'secret12', confirmPassword: 'secret12', code: '123456', agree: true },
  authLogin: { account: 'ada@example.com', password: 'secret12', captchaId: 'c'.repeat(32), captchaCode: 'ABCD' },
  authResetPassword: { email: 'ada@example.com', code: '123456', password: 'secret12', confirmPassword: 'secret12' },
  accountUpdate: { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', country: 'UK', mobile: '+44 7700 900000', tel: '+44 20 7946 0000' },
  accountPassword: { oldPassword: 'secret12', password: 'secret34', confirmPassword: 'secret34' },
  addressAdd: { ...ADDRESS, isDefault: true },
  addressEdit: { id: 1, ...ADDRESS },
  addressDelete: { id: 1 },
  addressDefault: { id: 1 },
  quoteSubmit: {
    model: 'LM358DR',
    manufacturer: 'TI',
    package: 'SOIC-8',
    targetPrice: 100,
    description: 'Two lines\nof text',
    qty: 10,
    option: 'Original only',
    productId: 1,
    contact: { name: 'Ada', email: 'ada@example.com', company: 'Engines', tel: '+44 20 7946 0000' },
  },
  quoteRfqList: {
    items: [{ intID: 1, model: 'LM358DR', purchaseQuantity: 10, targetPrice: 100 }],
    contact: { name: 'Ada', email: 'ada@example.com', company: 'Engines', tel: '+44 20 7946 0000' },
    remark: 'Please quote',
  },
  bomMapping: { id: 1, sheet: 'Sheet1', headerRow: 1, mapping: [{ column: 0, field: null }] },
  bomToCart: { id: 1, boards: 1 },
  bomToRfq: { id: 1, boards: 1 },
  bomPicks: { id: 1, boards: 1, picks: [{ row: 2, productId: 1 }] },
  orderCreate: { addressId: 1, carrier: 'DHL', remark: 'Dock 4', cartItemIds: [1] },
  orderCancel: { id: 1 },
  orderReturn: { id: 1, kind: 'refund', description: 'Broken\non arrival' },
  paymentSubmit: { orderId: 1, method: 'wire' },
  paymentNotify: { paymentId: 1, providerReference: 'chk_1', status: 'succeeded', signature: 'sig' },
  cartAdd: [{ productId: 1, productCount: 1 }],
  favouriteAdd: { productId: 1 },
  favouriteRemove: { productId: 1 },
  favouriteMerge: { productIds: [1] },
  contactSubmit: { name: 'Ada', company: 'Engines', tel: '+44 20 7946 0000', email: 'ada@example.com', remark: 'Hello\nthere' },
}

/** Passwords are hashed, never stored or compared as text: any character a member chose stays theirs. */
const PASSWORD_FIELDS = new Set(['password', 'oldPassword', 'confirmPassword'])

/** Every string value of `value` with its path as the contract's errors write it (`items[0].model`). */
function textLeaves(value: unknown, path = ''): Array<{ path: string; set: (text: string) => unknown }> {
  if (typeof value === 'string') return [{ path, set: (text) => text }]
  if (Array.isArray(value)) {
    const items: ReadonlyArray<unknown> = value
    return items.flatMap((item, index) =>
      textLeaves(item, `${path}[${index}]`).map((leaf) => ({
        path: leaf.path,
        set: (text: string): unknown => items.map((other, at) => (at === index ? leaf.set(text) : other)),
      })),
    )
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, field]) =>
      textLeaves(field, path === '' ? key : `${path}.${key}`).map((leaf) => ({
        path: leaf.path,
        set: (text: string) => ({ ...value, [key]: leaf.set(text) }),
      })),
    )
  }
  return []
}

/** The query a sample request needs (`cart/add?addup=`). */
const QUERIES: Partial<Record<EndpointName, string>> = { cartAdd: '?addup=true' }

/** The app over `store`, with a signed-in member whose token is `TOKEN`, and the services it runs with. */
async function appOver(store: Store) {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-api-suite-'))
  const config = readServerConfig({ DEMO_PARTS: '0', MAIL_OUTBOX: join(folder, 'outbox') })
  const services: Services = {
    store,
    mail: memoryMail(),
    payments: fakePaymentProvider({ secret: 'test-payment-secret' }),
    config,
    log: memoryLogSink(),
    now: () => new Date(AT),
  }
  const parts = await seedCatalog(store)
  const userId = await createMember(store, 'ada')
  await store.accounts.createSession({ tokenHash: hashToken(TOKEN), userId, createdAt: AT, expiresAt: '2026-12-31T00:00:00.000Z' })
  const api = createApiRouter(services, handlers)
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await api.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { code: number; message: string; data: unknown } }
  }
  return { api, services, parts, userId, post, close: () => rmSync(folder, { recursive: true, force: true }) }
}

export function apiInputSuite(factory: StoreFactory): void {
  const open = storeOpener(factory)
  const folders: Array<() => void> = []
  afterEach(() => {
    for (const close of folders.splice(0)) close()
  })
  async function world() {
    const app = await appOver(await open())
    folders.push(app.close)
    return app
  }

  describe('API input: control characters in text', () => {
    it('has a sample body for every endpoint with a JSON body', () => {
      const withBody = (Object.values(contract) as AnyEndpoint[]).filter((endpoint) => endpoint.body !== undefined && endpoint.bodyEncoding === 'json')
      expect(withBody.map((endpoint) => endpoint.name).filter((name) => !(name in SAMPLES))).toEqual([])
    })

    it('answers 400 naming the field for a NUL in any text field of any body, and the store sees none', async () => {
      const w = await world()
      const refusals: string[] = []
      for (const [name, sample] of Object.entries(SAMPLES) as Array<[EndpointName, unknown]>) {
        const endpoint = contract[name] as AnyEndpoint
        const schema = endpoint.body as Schema.Codec<unknown, unknown>
        expect(Result.isSuccess(Schema.decodeUnknownResult(schema)(sample)), `${name}'s sample decodes`).toBe(true)
        for (const leaf of textLeaves(sample)) {
          const body = leaf.set(NUL)
          const answer = await w.post(`${endpoint.path}${QUERIES[name] ?? ''}`, body)
          const field = leaf.path.split('.').pop()?.replace(/\[\d+\]$/u, '') ?? ''
          if (PASSWORD_FIELDS.has(field)) {
            expect(answer.status, `${name} ${leaf.path}`).toBeLessThan(500)
            continue
          }
          expect(answer.body.code, `${name} ${leaf.path}: ${answer.body.message}`).toBe(400)
          const decoded = Schema.decodeUnknownResult(schema)(body, { errors: 'all' })
          if (Result.isSuccess(decoded)) throw new Error(`${name} ${leaf.path} decoded with a NUL`)
          const problems = inputError(decoded.failure.issue).problems
          expect([...new Set(problems.map((problem) => problem.path))], `${name} ${leaf.path}`).toEqual([leaf.path])
          expect(answer.body.message).toBe(problems[0]?.message)
          refusals.push(`${name} ${leaf.path}: ${answer.body.message}`)
        }
      }
      // The free-text fields say what is wrong in their own words (literal fields name the choices instead).
      expect(refusals.filter((line) => /must not contain control characters/u.test(line)).length).toBeGreaterThanOrEqual(40)
      expect(refusals).toContain('accountUpdate firstName: First name must not contain control characters')
      expect(refusals).toContain('quoteRfqList items[0].model: The part number must not contain control characters')
      expect(refusals).toContain('contactSubmit remark: Your message must not contain control characters')
      expect(refusals).toContain('quoteSubmit contact.email: Email address must not contain control characters')
    })

    it('keeps line breaks and tabs in multi-line fields, and refuses them in one-line fields', async () => {
      const w = await world()
      const sample = SAMPLES.contactSubmit as Record<string, string>
      const multi = await w.post('/api/contact/submit', { ...sample, remark: 'Line one\r\n\tline two' })
      expect(multi.body.code).toBe(200)
      const oneLine = await w.post('/api/contact/submit', { ...sample, name: 'Ada\nLovelace' })
      expect(oneLine.body).toMatchObject({ code: 400, message: 'Your name must not contain control characters' })
      const c1 = await w.post('/api/account/update', { company: 'Engines\u0085Ltd' })
      expect(c1.body).toMatchObject({ code: 400, message: 'Company must not contain control characters' })
    })

    it('answers 400 naming the field for a NUL in a BOM upload’s file name or contact fields', async () => {
      const w = await world()
      const fields = { name: 'Ada', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '1 Main St' }
      const upload = async (fileName: string, extra: Record<string, string> = {}) => {
        const form = new FormData()
        form.append('file', new File(['MPN,Qty\nLM358DR,1\n'], fileName, { type: 'text/csv' }))
        for (const [key, value] of Object.entries({ ...fields, ...extra })) form.append(key, value)
        const response = await w.api.request(`${ORIGIN}/api/bom/upload`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: form })
        return (await response.json()) as { code: number; message: string }
      }
      expect(await upload('bom\u0000.csv')).toMatchObject({ code: 400, message: 'The file name must not contain control characters' })
      expect(await upload('bom.csv', { address: NUL })).toMatchObject({ code: 400, message: 'Address must not contain control characters' })
      expect(await upload('bom.csv', { name: NUL })).toMatchObject({ code: 400, message: 'Your name must not contain control characters' })
    })
  })

  describe('API: one pending payment per order, one order per idempotency key', () => {
    /** Ada's cart with one line and a saved address; answers the address id. */
    async function readyToOrder(w: Awaited<ReturnType<typeof world>>) {
      await addCartRow(w.services.store, w.userId, w.parts.opAmp, 150)
      const added = await w.services.store.accounts.addAddress(w.userId, { fields: ADDRESS, makeDefault: true, createdAt: AT }, 10)
      if (!added.ok) throw new Error('address not added')
      return added.address.id
    }

    it('ten concurrent payment submits for one order open one pending payment per method', async () => {
      const w = await world()
      const addressId = await readyToOrder(w)
      const order = (await w.post('/api/order/create', { addressId, carrier: 'DHL' })).body.data as { id: number }
      for (const method of ['card', 'wire'] as const) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => w.post('/api/payment/submit', { orderId: order.id, method })))
        expect(answers.every((answer) => answer.status < 500)).toBe(true)
        const paid = answers.filter((answer) => answer.body.code === 200).map((answer) => (answer.body.data as { id: number }).id)
        expect(new Set(paid).size).toBe(1)
      }
      const detail = await w.services.store.orders.findAnyOrder(order.id as never)
      expect(detail?.payments.filter((payment) => payment.status === 'pending').map((payment) => payment.method).sort()).toEqual(['card', 'wire'])
    })

    it('answers the first order again for the same Idempotency-Key, refuses it with another body, and orders again with a new key', async () => {
      const w = await world()
      const addressId = await readyToOrder(w)
      const key = { [IDEMPOTENCY_HEADER]: 'order-key-0001' }
      const body = { addressId, carrier: 'DHL', remark: 'Dock 4' }
      const first = await w.post('/api/order/create', body, key)
      expect(first.body.code).toBe(200)
      // The answer was lost; the retry with the same key (and keys in another order) answers the same order.
      const again = await w.post('/api/order/create', { remark: 'Dock 4', carrier: 'DHL', addressId }, key)
      expect(again.body).toEqual(first.body)
      const other = await w.post('/api/order/create', { ...body, remark: 'Dock 5' }, key)
      expect(other.body).toMatchObject({ code: 422, message: KEY_REUSED_MESSAGE })
      expect((await w.services.store.orders.listOrders(w.userId, { page: 1, pageSize: 10 })).total).toBe(1)
      // A new key is a new order.
      await addCartRow(w.services.store, w.userId, w.parts.opAmp, 150)
      const second = await w.post('/api/order/create', body, { [IDEMPOTENCY_HEADER]: 'order-key-0002' })
      expect(second.body.code).toBe(200)
      expect((second.body.data as { id: number }).id).not.toBe((first.body.data as { id: number }).id)
      expect((await w.services.store.orders.listOrders(w.userId, { page: 1, pageSize: 10 })).total).toBe(2)
      // Concurrent retries with one key place one order.
      await addCartRow(w.services.store, w.userId, w.parts.opAmp, 150)
      const burst = await Promise.all(Array.from({ length: 8 }, () => w.post('/api/order/create', body, { [IDEMPOTENCY_HEADER]: 'order-key-0003' })))
      expect(burst.every((answer) => [200, 409].includes(answer.body.code))).toBe(true)
      expect(burst.filter((answer) => answer.body.code === 409).every((answer) => answer.body.message === KEY_IN_FLIGHT_MESSAGE)).toBe(true)
      expect(new Set(burst.filter((answer) => answer.body.code === 200).map((answer) => (answer.body.data as { id: number }).id)).size).toBe(1)
      expect((await w.services.store.orders.listOrders(w.userId, { page: 1, pageSize: 10 })).total).toBe(3)
    })

    it('answers the first payment again for the same key, forgets a key whose request failed, and refuses a malformed key', async () => {
      const w = await world()
      const addressId = await readyToOrder(w)
      const order = (await w.post('/api/order/create', { addressId, carrier: 'DHL' })).body.data as { id: number }
      const key = { [IDEMPOTENCY_HEADER]: 'pay-key-0001' }
      const wrong = await w.post('/api/payment/submit', { orderId: 999_999, method: 'wire' }, key)
      expect(wrong.body.code).toBe(404)
      // The failed request left the key free: the same key with another body runs.
      const first = await w.post('/api/payment/submit', { orderId: order.id, method: 'wire' }, key)
      expect(first.body.code).toBe(200)
      expect(await w.post('/api/payment/submit', { orderId: order.id, method: 'wire' }, key)).toEqual(first)
      expect((await w.post('/api/payment/submit', { orderId: order.id, method: 'card' }, key)).body.code).toBe(422)
      expect((await w.post('/api/payment/submit', { orderId: order.id, method: 'wire' }, { [IDEMPOTENCY_HEADER]: 'short' })).body).toMatchObject({
        code: 400,
        message: `${IDEMPOTENCY_HEADER} must be 8 to 128 of A-Z, a-z, 0-9, _ and -`,
      })
      const detail = await w.services.store.orders.findAnyOrder(order.id as never)
      expect(detail?.payments).toHaveLength(1)
    })
  })
}
