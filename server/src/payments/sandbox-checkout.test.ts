import type { OrderDetail } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { type World, addToCart, countRows, placeOrder, startWorld } from '../api/handlers/orders.fixtures.ts'
import { type FakePaymentProvider, fakePaymentProvider } from './fake-provider.ts'
import { SANDBOX_CHECKOUT_PATH, sandboxCheckout } from './sandbox-checkout.ts'

let opened: World | undefined
afterEach(async () => {
  await opened?.api.close()
  opened = undefined
})

const PUBLIC_URL = 'http://partfront.test'

/** The API with the sandbox provider whose payment page is `sandboxCheckout`, notifying the API in process. */
async function sandboxWorld(): Promise<World & { fake: FakePaymentProvider; page: (path: string, init?: RequestInit) => Promise<Response> }> {
  const fake = fakePaymentProvider({
    secret: 'sandbox-secret',
    checkoutPageUrl: (reference) => `${PUBLIC_URL}${SANDBOX_CHECKOUT_PATH}/${reference}`,
  })
  const w = await startWorld({ payments: fake, env: { PUBLIC_URL } })
  opened = w
  const routes = sandboxCheckout({
    provider: fake,
    notify: (body) =>
      Promise.resolve(
        w.api.app.request('/api/payment/notify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  })
  return { ...w, fake, page: (path, init) => Promise.resolve(routes.request(path, init)) }
}

async function cardPayment(w: World): Promise<{ order: OrderDetail; paymentId: number; redirectUrl: string }> {
  addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 200)
  const order = await placeOrder(w)
  const payment = await w.api.client(w.alice.token).paymentSubmit({ body: { orderId: order.id, method: 'card' } })
  return { order, paymentId: payment.id, redirectUrl: payment.redirectUrl ?? '' }
}

function choose(outcome: string): RequestInit {
  return { method: 'POST', body: new URLSearchParams({ outcome }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
}

describe('the sandbox payment page (npm start’s card and PayPal provider)', () => {
  it('is where a card payment sends the buyer: the order, the method and the amount, with Pay and Decline', async () => {
    const w = await sandboxWorld()
    const { order, paymentId, redirectUrl } = await cardPayment(w)
    const reference = w.fake.checkoutOf(paymentId as never)?.reference ?? ''
    expect(redirectUrl).toBe(`${PUBLIC_URL}${SANDBOX_CHECKOUT_PATH}/${reference}`)
    const response = await w.page(new URL(redirectUrl).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain(`Order ${order.orderNo}`)
    expect(html).toContain('Credit or debit card')
    expect(html).toContain('Pay $40.00 USD')
    expect(html).toContain('Decline the payment')
    expect(html).not.toContain('<script')
  })

  it('Pay sends the signed success to the API and the buyer back to the return URL: the order is paid', async () => {
    const w = await sandboxWorld()
    const { order, paymentId, redirectUrl } = await cardPayment(w)
    const response = await w.page(new URL(redirectUrl).pathname, choose('succeeded'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/payment/paysuccess?id=${paymentId}`)
    const client = w.api.client(w.alice.token)
    expect(await client.paymentResult({ query: { id: paymentId as never } })).toMatchObject({ status: 'succeeded', orderStatus: 'paid' })
    expect(await client.orderDetail({ query: { id: order.id } })).toMatchObject({ status: 'paid' })

    // A second Pay (the form posted twice) settles nothing more and still sends the buyer back.
    const again = await w.page(new URL(redirectUrl).pathname, choose('succeeded'))
    expect(again.status).toBe(303)
    expect(countRows(w.api.store, 'payment_events')).toBe(1)
  })

  it('Decline fails the payment and leaves the order pending payment, to pay another way', async () => {
    const w = await sandboxWorld()
    const { order, paymentId, redirectUrl } = await cardPayment(w)
    const response = await w.page(new URL(redirectUrl).pathname, choose('failed'))
    expect(response.status).toBe(303)
    const client = w.api.client(w.alice.token)
    expect(await client.paymentResult({ query: { id: paymentId as never } })).toMatchObject({ status: 'failed', orderStatus: 'pending_payment' })
    expect(await client.orderDetail({ query: { id: order.id } })).toMatchObject({ status: 'pending_payment' })
  })

  it('answers 404 for a checkout it never opened and 400 for an outcome that is neither Pay nor Decline, changing nothing', async () => {
    const w = await sandboxWorld()
    const { paymentId, redirectUrl } = await cardPayment(w)
    const unknown = await w.page(`${SANDBOX_CHECKOUT_PATH}/fake_not-a-checkout`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This sandbox checkout is not open')
    expect((await w.page(`${SANDBOX_CHECKOUT_PATH}/fake_not-a-checkout`, choose('succeeded'))).status).toBe(404)
    const crafted = await w.page(new URL(redirectUrl).pathname, choose('refunded'))
    expect(crafted.status).toBe(400)
    expect(await crafted.text()).toContain('Choose Pay or Decline.')
    expect(await w.api.client(w.alice.token).paymentResult({ query: { id: paymentId as never } })).toMatchObject({ status: 'pending' })
    expect(countRows(w.api.store, 'payment_events')).toBe(0)
  })

  it('escapes what it shows: an order description holding markup is text', async () => {
    const fake = fakePaymentProvider({ secret: 's', checkoutPageUrl: (reference) => `${PUBLIC_URL}${SANDBOX_CHECKOUT_PATH}/${reference}` })
    const checkout = await fake.createCheckout({
      paymentId: 9 as never,
      method: 'paypal',
      description: '</dd><script>alert(1)</script>',
      amount: 1_000_000 as never,
      currency: 'USD',
      returnUrl: `${PUBLIC_URL}/payment/paysuccess?id=9`,
    })
    const routes = sandboxCheckout({ provider: fake, notify: () => Promise.reject(new Error('not called')) })
    const html = await (await routes.request(new URL(checkout.redirectUrl).pathname)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;/dd&#62;&#60;script&#62;')
  })
})
