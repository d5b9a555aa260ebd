import type { Currency, Money, PaymentId, PaymentMethod, PaymentNotifyBody } from '@partfront/core/contract'

/**
 * The payment-provider port: card and PayPal payments go through a provider (the fake one in tests and the
 * demo, `fake-provider.ts`); a wire transfer needs none. The server opens a checkout, sends the buyer to the
 * provider's page, and learns the outcome from the provider's signed notification (`paymentNotify`), which
 * it has the provider confirm before anything changes.
 */
export interface PaymentProvider {
  /** The provider's name, shown in logs and stored with each payment and event. */
  readonly name: string
  /** The methods it takes; the payment page offers only these (besides wire transfer). */
  readonly methods: ReadonlyArray<ProviderMethod>
  /** Opens a checkout for a payment: where to send the buyer, and the provider's reference for it. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  /**
   * Checks a notification's signature and has the provider confirm what happened: the event with the amount
   * the provider actually took, or `undefined` when the notification is not the provider's (a bad signature,
   * a checkout it does not know).
   */
  confirmNotification(notification: PaymentNotifyBody): Promise<ProviderEvent | undefined>
}

/** A method a provider takes. */
export type ProviderMethod = Exclude<PaymentMethod, 'wire'>

/** What a checkout is for. */
export interface CheckoutRequest {
  readonly paymentId: PaymentId
  readonly method: ProviderMethod
  /** What the buyer sees on the provider's page (the order number). */
  readonly description: string
  readonly amount: Money
  readonly currency: Currency
  /** Where the provider sends the buyer back (`/payment/paysuccess?id=…`). */
  readonly returnUrl: string
}

/** An open checkout. */
export interface CheckoutSession {
  /** The provider's reference, which its notifications carry. */
  readonly reference: string
  /** The provider's page the buyer pays on: an `http(s)` URL. */
  readonly redirectUrl: string
}

/** A notification the provider confirmed. */
export interface ProviderEvent {
  /** The provider's id of this event: the same event notified twice carries the same id. */
  readonly eventId: string
  readonly paymentId: PaymentId
  readonly reference: string
  readonly status: 'succeeded' | 'failed'
  /** What the provider took (or tried to). */
  readonly amount: Money
  readonly currency: string
}

/** Whether `method` goes through a provider. */
export function isProviderMethod(method: PaymentMethod): method is ProviderMethod {
  return method !== 'wire'
}

/** A provider that takes nothing: the server offers wire transfer only. */
export function noPaymentProvider(): PaymentProvider {
  return {
    name: 'none',
    methods: [],
    createCheckout: () => Promise.reject(new Error('No payment provider is configured')),
    confirmNotification: () => Promise.resolve(undefined),
  }
}
