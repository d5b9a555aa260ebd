import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../client/api-error.ts'
import type { OrderId } from '../contract/common.ts'
import type { Payment, PaymentMethod, PaymentOptions } from '../contract/payment.ts'
import { type PaymentDeps, type PaymentEmitted, createPaymentMachine } from './payment.machine.ts'
import { providerRedirect } from './payment.rules.ts'

const ORDER_ID = 31 as OrderId

const OPTIONS: PaymentOptions = {
  orderId: ORDER_ID,
  orderNo: 'PF2601150001',
  orderStatus: 'pending_payment',
  amount: 27_000_000,
  currency: 'USD',
  methods: [
    { method: 'paypal', label: 'PayPal', available: false },
    { method: 'wire', label: 'Bank transfer (proforma invoice)', available: true },
    { method: 'card', label: 'Credit or debit card', available: true },
  ],
} as unknown as PaymentOptions

const payment = (method: PaymentMethod, redirectUrl: string | null): Payment =>
  ({ id: 8, orderId: ORDER_ID, method, status: 'pending', redirectUrl, proforma: null }) as unknown as Payment

/** A deferred answer, so a test can look at the machine while the call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function start(submit: PaymentDeps['submit'], options: PaymentOptions = OPTIONS) {
  const sent: Array<{ orderId: OrderId; method: PaymentMethod }> = []
  const emitted: PaymentEmitted[] = []
  const actor = createActor(
    createPaymentMachine({
      submit: (body) => {
        sent.push({ ...body })
        return submit(body)
      },
    }),
    { input: { orderId: ORDER_ID, options } },
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, sent, emitted }
}

describe('payment machine (issue 17)', () => {
  it('starts on the first available method, and takes only a method the server offers as available', () => {
    const { actor } = start(() => new Promise(() => {}))
    expect(actor.getSnapshot().context.method).toBe('wire')
    actor.send({ type: 'payment.choose', method: 'paypal' })
    expect(actor.getSnapshot().context.method).toBe('wire')
    actor.send({ type: 'payment.choose', method: 'card' })
    expect(actor.getSnapshot().context.method).toBe('card')
  })

  it('a wire transfer keeps the proforma on the page, sending once however often the buyer submits', async () => {
    const answer = deferred<Payment>()
    const { actor, sent, emitted } = start(() => answer.promise)
    actor.send({ type: 'payment.submit' })
    actor.send({ type: 'payment.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(sent).toEqual([{ orderId: ORDER_ID, method: 'wire' }])
    answer.resolve(payment('wire', 'https://provider.example/ignored'))
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
    expect(actor.getSnapshot().value).toBe('proforma')
    expect(actor.getSnapshot().context.payment?.method).toBe('wire')
    expect(emitted).toEqual([])
  })

  it('a card payment goes to the provider page the server answered', async () => {
    const { actor, emitted } = start(() => Promise.resolve(payment('card', 'https://sandbox.example/checkout/ab12')))
    actor.send({ type: 'payment.choose', method: 'card' })
    actor.send({ type: 'payment.submit' })
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'))
    expect(actor.getSnapshot().value).toBe('redirecting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(emitted).toEqual([{ type: 'payment.redirect', url: 'https://sandbox.example/checkout/ab12' }])
  })

  it('a refusal keeps the method and shows the server message; the next submit clears it', async () => {
    let calls = 0
    const { actor, emitted } = start(() => {
      calls++
      if (calls === 1) return Promise.reject(new ApiError({ kind: 'failure', endpoint: 'paymentSubmit', message: 'This order has been cancelled', code: 400 }))
      return new Promise<Payment>(() => {})
    })
    actor.send({ type: 'payment.choose', method: 'card' })
    actor.send({ type: 'payment.submit' })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context).toMatchObject({ method: 'card', failure: 'This order has been cancelled' })
    expect(emitted).toEqual([])
    actor.send({ type: 'payment.submit' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('API-3: a 403 shows its message and asks the page to end the session', async () => {
    const { actor, emitted } = start(() => Promise.reject(new ApiError({ kind: 'forbidden', endpoint: 'paymentSubmit', message: 'Please sign in again', code: 403 })))
    actor.send({ type: 'payment.submit' })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
    expect(actor.getSnapshot().context.failure).toBe('Please sign in again')
    expect(emitted).toEqual([{ type: 'auth.forbidden', message: 'Please sign in again' }])
  })

  it('no answer at all gives the fallback message', async () => {
    // The port's own error when no answer came (API-5): not an ApiError, and with no message to show.
    const { actor } = start(() => Promise.reject(Object.assign(new Error(''), { _tag: 'HttpError', reason: 'network' })))
    actor.send({ type: 'payment.submit' })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
    expect(actor.getSnapshot().context.failure).toBe('The payment could not be started, please try again')
  })

  it('an order no longer pending payment has nothing to pay: submitting sends nothing', () => {
    const { actor, sent } = start(() => Promise.resolve(payment('wire', null)), { ...OPTIONS, orderStatus: 'paid' } as unknown as PaymentOptions)
    expect(actor.getSnapshot().value).toBe('settled')
    actor.send({ type: 'payment.submit' })
    expect(sent).toEqual([])
  })

  it('with no method available there is nothing to submit', () => {
    const none = { ...OPTIONS, methods: OPTIONS.methods.map((option) => ({ ...option, available: false })) } as PaymentOptions
    const { actor, sent } = start(() => Promise.resolve(payment('wire', null)), none)
    expect(actor.getSnapshot().context.method).toBeNull()
    actor.send({ type: 'payment.submit' })
    expect(sent).toEqual([])
    expect(actor.getSnapshot().value).toBe('choosing')
  })

  it('only a card or PayPal answer leads away from the page', () => {
    expect(providerRedirect(payment('card', 'https://p.example/1'))).toBe('https://p.example/1')
    expect(providerRedirect(payment('paypal', 'https://p.example/2'))).toBe('https://p.example/2')
    expect(providerRedirect(payment('wire', 'https://p.example/3'))).toBeNull()
    expect(providerRedirect(payment('card', null))).toBeNull()
  })
})
