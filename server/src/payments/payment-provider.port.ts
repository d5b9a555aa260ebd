/**
 * The payment-provider port: card and PayPal payments go through a provider (a fake one in tests and the
 * demo); wire transfer needs none. The orders and payments work fills this in.
 */
export interface PaymentProvider {
  /** The provider's name, shown in logs and stored with each payment. */
  readonly name: string
}
