import type { Payment, PaymentMethod, PaymentOptions } from '../contract/payment.ts'

/**
 * The payment page's rules (issue 17): which method is chosen first, whether there is anything to pay, and
 * whether an answer sends the buyer to the provider's page.
 */

/** The first method the server offers as available for the order; `null` when none is. */
export function firstPaymentMethod(options: PaymentOptions): PaymentMethod | null {
  return options.methods.find((option) => option.available)?.method ?? null
}

/** Only an order pending payment can be paid. */
export function isPayable(options: PaymentOptions): boolean {
  return options.orderStatus === 'pending_payment'
}

/**
 * Where the buyer goes to pay: the provider's page of a card or PayPal payment. A wire transfer stays on the
 * page with its proforma, whatever URL it carries; `null` when there is nowhere to go.
 */
export function providerRedirect(payment: Payment): string | null {
  return payment.method === 'wire' ? null : payment.redirectUrl
}
