import type { OrderDetail, PaymentId } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakePaymentProvider, fakePaymentProvider, signNotification } from '../../payments/fake-provider.ts'
import { noPaymentProvider } from '../../payments/payment-provider.port.ts'
import type { TestApiOptions } from '../../testing/test-api.ts'
import { type World, addToCart, countRows, envelope, placeOrder, post, startWorld, usd } from './orders.fixtures.ts'

let opened: World | undefined
afterEach(async () => {
  await opened?.api.close()
  opened = undefined
})

const SECRET = 'provider-secret'

async function world(options: Omit<TestApiOptions, 'seed'> = {}): Promise<World & { fake: FakePaymentProvider }> {
  const fake = fakePaymentProvider({ secret: SECRET })
  // The buyer comes back from the provider to PUBLIC_URL (here the test origin), never to the request's Host.
  opened = await startWorld({ payments: fake, ...options, env: { PUBLIC_URL: 'http://partfront.test', ...options.env } })
  return { ...opened, fake }
}

/** Alice's order of 200 op-amps: $40.00. */
async function aliceOrder(w: World): Promise<OrderDetail> {
  addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 200)
  return placeOrder(w)
}

function notify(w: World, body: unknown): Promise<Response> {
  return post(w.api, '/api/payment/notify', undefined, body)
}

describe('paymentMethods', () => {
  it('offers wire transfer, card and PayPal for an order pending payment, with its amount', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const options = await w.api.client(w.alice.token).paymentMethods({ query: { orderId: order.id } })
    expect(options).toEqual({
      orderId: order.id,
      orderNo: 'PF2601150001',
      orderStatus: 'pending_payment',
      amount: usd(40),
      currency: 'USD',
      methods: [
        { method: 'wire', label: 'Bank transfer (proforma invoice)', available: true },
        { method: 'card', label: 'Credit or debit card', available: true },
        { method: 'paypal', label: 'PayPal', available: true },
      ],
    })
  })

  it('offers wire transfer only when no provider is configured, and nothing once the order is paid', async () => {
    const w = await world({ payments: noPaymentProvider() })
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const before = await client.paymentMethods({ query: { orderId: order.id } })
    expect(before.methods.map((entry) => [entry.method, entry.available])).toEqual([
      ['wire', true],
      ['card', false],
      ['paypal', false],
    ])
    await expect(client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })).rejects.toMatchObject({
      code: 400,
      message: 'Credit or debit card is not available; please pay by bank transfer',
    })
    await w.api.store.orders.moveOrder({ id: order.id, from: 'pending_payment', to: 'paid', at: '2026-01-16T00:00:00.000Z', source: 'test' })
    const after = await client.paymentMethods({ query: { orderId: order.id } })
    expect(after.orderStatus).toBe('paid')
    expect(after.methods.every((entry) => !entry.available)).toBe(true)
  })

  it('answers 404 for another member’s order, 400 naming the order id when it is missing, and 403 without a session', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    await expect(w.api.client(w.bob.token).paymentMethods({ query: { orderId: order.id } })).rejects.toMatchObject({ code: 404 })
    const missing = await w.api.fetch('/api/payment/methods', { headers: { Authorization: `Bearer ${w.alice.token}` } })
    expect(await envelope(missing)).toMatchObject({ code: 400, message: expect.stringContaining('orderId') as string })
    expect((await w.api.fetch(`/api/payment/methods?orderId=${order.id}`)).status).toBe(403)
  })
})

describe('paymentSubmit by wire transfer', () => {
  it('issues a proforma with the configured bank details and the order total, and mails it to the member', async () => {
    const w = await world({ env: { BANK_NAME: 'First Test Bank', BANK_ACCOUNT_NAME: 'Partfront Ltd', BANK_IBAN: 'GB00 TEST 0000 0000 0001', BANK_SWIFT: 'TESTGB2L' } })
    const order = await aliceOrder(w)
    const payment = await w.api.client(w.alice.token).paymentSubmit({ body: { orderId: order.id, method: 'wire' } })
    expect(payment).toMatchObject({
      orderId: order.id,
      orderNo: 'PF2601150001',
      orderStatus: 'pending_payment',
      method: 'wire',
      status: 'pending',
      amount: usd(40),
      currency: 'USD',
      paidAt: null,
      redirectUrl: null,
      proforma: {
        number: 'PI-PF2601150001',
        issuedAt: '2026-01-15T09:00:00.000Z',
        amount: usd(40),
        currency: 'USD',
        reference: 'PF2601150001',
        bank: { beneficiary: 'Partfront Ltd', bankName: 'First Test Bank', accountNumber: 'GB00 TEST 0000 0000 0001', swift: 'TESTGB2L' },
      },
    })
    expect(w.api.mail).toHaveLength(1)
    const mail = w.api.mail[0]
    expect(mail).toMatchObject({ to: 'alice@example.com', subject: 'Proforma invoice PI-PF2601150001 for order PF2601150001' })
    for (const text of ['Total due: $40.00 USD', 'GB00 TEST 0000 0000 0001', 'TESTGB2L', 'Reference: PF2601150001', 'LM358DR (Texas Instruments): 200 × $0.20 = $40.00']) {
      expect(mail?.text).toContain(text)
    }
  })

  it('answers the same proforma when asked again, without mailing it twice', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const first = await client.paymentSubmit({ body: { orderId: order.id, method: 'wire' } })
    w.api.setNow(new Date('2026-01-15T10:00:00.000Z'))
    const again = await client.paymentSubmit({ body: { orderId: order.id, method: 'wire' } })
    expect(again).toEqual(first)
    expect(w.api.mail).toHaveLength(1)
    expect(countRows(w.api.store, 'payments')).toBe(1)
  })

  it('settles when the back office marks the order paid, and the order then takes no other payment', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const wire = await client.paymentSubmit({ body: { orderId: order.id, method: 'wire' } })
    const card = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    await w.api.store.orders.moveOrder({ id: order.id, from: 'pending_payment', to: 'paid', at: '2026-01-17T08:00:00.000Z', source: 'back office' })
    expect(await client.paymentResult({ query: { id: wire.id } })).toMatchObject({ status: 'succeeded', paidAt: '2026-01-17T08:00:00.000Z', orderStatus: 'paid' })
    expect(await client.paymentResult({ query: { id: card.id } })).toMatchObject({ status: 'cancelled', redirectUrl: null })
    await expect(client.paymentSubmit({ body: { orderId: order.id, method: 'wire' } })).rejects.toMatchObject({
      code: 409,
      message: 'Order PF2601150001 is paid: there is nothing to pay',
    })
  })
})

describe('paymentSubmit by card or PayPal, and paymentNotify', () => {
  it('opens a checkout with the provider for the order total and answers its redirect URL', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const payment = await w.api.client(w.alice.token).paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    const checkout = w.fake.checkoutOf(payment.id)
    expect(checkout).toMatchObject({ method: 'card', amount: usd(40), currency: 'USD', description: 'Order PF2601150001' })
    expect(checkout?.returnUrl).toBe(`http://partfront.test/payment/paysuccess?id=${payment.id}`)
    expect(payment).toMatchObject({ method: 'card', status: 'pending', amount: usd(40), proforma: null })
    expect(payment.redirectUrl).toBe(`http://partfront.test/payment/paysuccess?id=${payment.id}&checkout=${checkout?.reference}`)
    expect(await w.api.client(w.alice.token).paymentResult({ query: { id: payment.id } })).toEqual(payment)
  })

  it('marks the payment and the order paid on the provider’s signed success', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const payment = await client.paymentSubmit({ body: { orderId: order.id, method: 'paypal' } })
    w.api.setNow(new Date('2026-01-15T09:05:00.000Z'))
    const response = await notify(w, w.fake.notification(payment.id, 'succeeded'))
    expect(await envelope(response)).toEqual({ code: 200, data: null, message: 'OK' })
    expect(await client.paymentResult({ query: { id: payment.id } })).toMatchObject({
      status: 'succeeded',
      paidAt: '2026-01-15T09:05:00.000Z',
      orderStatus: 'paid',
      redirectUrl: null,
    })
    expect(await client.orderDetail({ query: { id: order.id } })).toMatchObject({ status: 'paid', paidAt: '2026-01-15T09:05:00.000Z' })
    const history = w.api.store.db.prepare('SELECT status, source FROM order_status_history WHERE order_id = ? ORDER BY id').all(order.id)
    expect(history).toEqual([
      { status: 'pending_payment', source: 'member' },
      { status: 'paid', source: `payment ${payment.id} (fake)` },
    ])
  })

  it('is idempotent: the same notification twice changes nothing the second time', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const payment = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    const body = w.fake.notification(payment.id, 'succeeded')
    expect((await notify(w, body)).status).toBe(200)
    const paidOnce = await client.orderDetail({ query: { id: order.id } })
    w.api.setNow(new Date('2026-01-16T09:00:00.000Z'))
    expect(await envelope(await notify(w, body))).toEqual({ code: 200, data: null, message: 'OK' })
    expect(await client.orderDetail({ query: { id: order.id } })).toEqual(paidOnce)
    expect((await client.paymentResult({ query: { id: payment.id } })).paidAt).toBe('2026-01-15T09:00:00.000Z')
    expect(countRows(w.api.store, 'payment_events')).toBe(1)
    expect(countRows(w.api.store, 'order_status_history')).toBe(2)
  })

  it('refuses a notification with a bad signature with 400, and nothing changes', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const payment = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    const genuine = w.fake.notification(payment.id, 'succeeded')
    const forged = { ...genuine, signature: signNotification('not-the-secret', genuine) }
    expect(await envelope(await notify(w, forged))).toEqual({ code: 400, data: null, message: 'The payment notification could not be verified' })
    const tampered = { ...genuine, status: 'failed' }
    expect((await notify(w, tampered)).status).toBe(400)
    expect((await client.paymentResult({ query: { id: payment.id } })).status).toBe('pending')
    expect((await client.orderDetail({ query: { id: order.id } })).status).toBe('pending_payment')
    expect(countRows(w.api.store, 'payment_events')).toBe(0)
  })

  it('refuses a success for an amount other than the order total with 400, and nothing changes', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const payment = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    w.fake.capture(payment.id, usd(39.99))
    expect(await envelope(await notify(w, w.fake.notification(payment.id, 'succeeded')))).toEqual({
      code: 400,
      data: null,
      message: 'The amount paid ($39.99 USD) is not the total of order PF2601150001 ($40.00 USD)',
    })
    expect((await client.paymentResult({ query: { id: payment.id } })).status).toBe('pending')
    expect((await client.orderDetail({ query: { id: order.id } })).status).toBe('pending_payment')
    expect(countRows(w.api.store, 'payment_events')).toBe(0)
  })

  it('marks a payment failed on the provider’s failure, and the order can still be paid', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const failed = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    expect((await notify(w, w.fake.notification(failed.id, 'failed'))).status).toBe(200)
    expect(await client.paymentResult({ query: { id: failed.id } })).toMatchObject({ status: 'failed', orderStatus: 'pending_payment', redirectUrl: null })
    const retry = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    expect(retry.id).not.toBe(failed.id)
    expect((await notify(w, w.fake.notification(retry.id, 'succeeded'))).status).toBe(200)
    expect((await client.orderDetail({ query: { id: order.id } })).status).toBe('paid')
    expect(await envelope(await notify(w, w.fake.notification(failed.id, 'succeeded')))).toEqual({
      code: 409,
      data: null,
      message: `Payment ${failed.id} has already settled`,
    })
  })

  it('never pays an order twice: a second checkout’s success after the first is refused with 409', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const card = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    const paypal = await client.paymentSubmit({ body: { orderId: order.id, method: 'paypal' } })
    expect((await notify(w, w.fake.notification(card.id, 'succeeded'))).status).toBe(200)
    w.api.setNow(new Date('2026-01-15T12:00:00.000Z'))
    expect((await notify(w, w.fake.notification(paypal.id, 'succeeded'))).status).toBe(409)
    expect(await client.paymentResult({ query: { id: paypal.id } })).toMatchObject({ status: 'cancelled', paidAt: null })
    expect((await client.orderDetail({ query: { id: order.id } })).paidAt).toBe('2026-01-15T09:00:00.000Z')
    const succeeded = w.api.store.db.prepare("SELECT COUNT(*) FROM payments WHERE status = 'succeeded'").pluck().get()
    expect(succeeded).toBe(1)
  })

  it('refuses to pay a cancelled order with 409', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const client = w.api.client(w.alice.token)
    const card = await client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })
    await client.orderCancel({ body: { id: order.id } })
    expect(await client.paymentResult({ query: { id: card.id } })).toMatchObject({ status: 'cancelled' })
    await expect(client.paymentSubmit({ body: { orderId: order.id, method: 'card' } })).rejects.toMatchObject({
      code: 409,
      message: 'Order PF2601150001 is cancelled: there is nothing to pay',
    })
    expect((await notify(w, w.fake.notification(card.id, 'succeeded'))).status).toBe(409)
    expect((await client.orderDetail({ query: { id: order.id } })).status).toBe('cancelled')
  })

  it('answers 502 when the provider does not open the checkout, and marks the attempt failed', async () => {
    const w = await world()
    const broken = { ...w.fake, createCheckout: () => Promise.reject(new Error('provider down')) }
    await w.api.close()
    opened = await startWorld({ payments: broken })
    const order = await aliceOrder(opened)
    await expect(opened.api.client(opened.alice.token).paymentSubmit({ body: { orderId: order.id, method: 'card' } })).rejects.toMatchObject({
      code: 502,
      message: 'The payment service did not answer; please try again or pay by bank transfer',
    })
    expect(opened.api.store.db.prepare('SELECT status FROM payments').pluck().all()).toEqual(['failed'])
  })

  it('answers 404 to another member paying or reading Alice’s order and payment, and hers stay as they were', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const payment = await w.api.client(w.alice.token).paymentSubmit({ body: { orderId: order.id, method: 'wire' } })
    const bob = w.api.client(w.bob.token)
    await expect(bob.paymentSubmit({ body: { orderId: order.id, method: 'card' } })).rejects.toMatchObject({
      code: 404,
      message: `Order ${order.id} was not found`,
    })
    await expect(bob.paymentResult({ query: { id: payment.id } })).rejects.toMatchObject({
      code: 404,
      message: `Payment ${payment.id} was not found`,
    })
    expect(countRows(w.api.store, 'payments')).toBe(1)
    expect(w.fake.checkouts).toHaveLength(0)
    expect((await w.api.client(w.alice.token).orderDetail({ query: { id: order.id } })).status).toBe('pending_payment')
  })

  it('answers 400 naming the field for a bad body, 404 for a payment that does not exist, and 403 without a session', async () => {
    const w = await world()
    const order = await aliceOrder(w)
    const method = await envelope(await post(w.api, '/api/payment/submit', w.alice.token, { orderId: order.id, method: 'cash' }))
    expect(method).toMatchObject({ code: 400, message: expect.stringContaining('Please choose a payment method') as string })
    const unsigned = await envelope(await notify(w, { paymentId: 1, providerReference: 'x', status: 'succeeded' }))
    expect(unsigned).toMatchObject({ code: 400, message: expect.stringContaining('signature') as string })
    await expect(w.api.client(w.alice.token).paymentResult({ query: { id: 999 as PaymentId } })).rejects.toMatchObject({ code: 404 })
    expect((await post(w.api, '/api/payment/submit', undefined, { orderId: order.id, method: 'wire' })).status).toBe(403)
    expect((await w.api.fetch('/api/payment/result?id=1')).status).toBe(403)
  })
})
