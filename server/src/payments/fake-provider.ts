import type { Money, PaymentId, PaymentNotifyBody } from '@partfront/core/contract'
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { CheckoutRequest, PaymentProvider, ProviderEvent, ProviderMethod } from './payment-provider.port.ts'

/** A checkout the fake provider opened. */
export interface FakeCheckout extends CheckoutRequest {
  readonly reference: string
  /** What the fake reports as taken: the checkout's amount unless a test says otherwise (`capture`). */
  captured: Money
}

/**
 * A payment provider that runs in memory: the tests' and the demo's card and PayPal. Its "payment page" is
 * the return URL itself (the buyer approves at once); its notifications are signed like a real provider's
 * webhooks (HMAC-SHA256 with a shared secret), so `paymentNotify` is tested the way it runs.
 */
export interface FakePaymentProvider extends PaymentProvider {
  /** Every checkout opened, oldest first. */
  readonly checkouts: ReadonlyArray<FakeCheckout>
  /** The checkout of a payment. */
  checkoutOf(paymentId: PaymentId): FakeCheckout | undefined
  /** The notification the provider would send when a payment's checkout ends with `status`, signed. */
  notification(paymentId: PaymentId, status: PaymentNotifyBody['status']): PaymentNotifyBody
  /** Makes the provider report `amount` as taken for a payment (a buyer who paid a different amount). */
  capture(paymentId: PaymentId, amount: Money): void
}

export interface FakePaymentProviderOptions {
  /** The shared secret notifications are signed with. */
  readonly secret: string
  /** @default ['card', 'paypal'] */
  readonly methods?: ReadonlyArray<ProviderMethod>
  /**
   * The provider's payment page for a checkout (`npm start`'s sandbox page, `sandbox-checkout.ts`), where the
   * buyer approves or declines and the notification is sent. Without it the buyer goes straight back to the
   * return URL and the tests send the notification themselves.
   */
  readonly checkoutPageUrl?: (reference: string) => string
}

/** The signature of a notification's fields: HMAC-SHA256 of `paymentId.providerReference.status`, hex. */
export function signNotification(secret: string, fields: Omit<PaymentNotifyBody, 'signature'>): string {
  return createHmac('sha256', secret).update(`${fields.paymentId}.${fields.providerReference}.${fields.status}`).digest('hex')
}

/** Whether `signature` is the one `secret` gives the fields, compared in constant time. */
export function isSignedBy(secret: string, notification: PaymentNotifyBody): boolean {
  const expected = Buffer.from(signNotification(secret, notification), 'utf8')
  const given = Buffer.from(notification.signature, 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The in-memory provider. */
export function fakePaymentProvider(options: FakePaymentProviderOptions): FakePaymentProvider {
  const checkouts: FakeCheckout[] = []
  const byPayment = (paymentId: PaymentId) => checkouts.find((checkout) => checkout.paymentId === paymentId)

  return {
    name: 'fake',
    methods: options.methods ?? ['card', 'paypal'],
    checkouts,
    checkoutOf: byPayment,
    createCheckout: (request) => {
      const reference = `fake_${randomUUID()}`
      checkouts.push({ ...request, reference, captured: request.amount })
      const separator = request.returnUrl.includes('?') ? '&' : '?'
      const redirectUrl = options.checkoutPageUrl?.(reference) ?? `${request.returnUrl}${separator}checkout=${reference}`
      return Promise.resolve({ reference, redirectUrl })
    },
    confirmNotification: (notification) => {
      const checkout = checkouts.find((candidate) => candidate.reference === notification.providerReference)
      if (!isSignedBy(options.secret, notification) || checkout?.paymentId !== notification.paymentId) {
        return Promise.resolve(undefined)
      }
      const event: ProviderEvent = {
        eventId: `${checkout.reference}:${notification.status}`,
        paymentId: checkout.paymentId,
        reference: checkout.reference,
        status: notification.status,
        amount: checkout.captured,
        currency: checkout.currency,
      }
      return Promise.resolve(event)
    },
    notification: (paymentId, status) => {
      const checkout = byPayment(paymentId)
      if (checkout === undefined) throw new Error(`The fake provider opened no checkout for payment ${paymentId}`)
      const fields = { paymentId, providerReference: checkout.reference, status }
      return { ...fields, signature: signNotification(options.secret, fields) }
    },
    capture: (paymentId, amount) => {
      const checkout = byPayment(paymentId)
      if (checkout === undefined) throw new Error(`The fake provider opened no checkout for payment ${paymentId}`)
      checkout.captured = amount
    },
  }
}
