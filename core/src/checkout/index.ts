/** The cart page, checkout and payment pages' wording and sums (issue 17). */
export {
  CHECKOUT_CARRIERS,
  CHECKOUT_SHIPPING,
  DELIVERY_PREFERENCES,
  PROFORMA_PAY_WITHIN_DAYS,
  backorderProductIds,
  backorderText,
  cartLineView,
  cartTotals,
  dayOf,
  deliveryText,
  itemCountText,
  moneyText,
  orderStatusText,
  payByDate,
  paymentStatusText,
  refusedLineId,
  shippingText,
  shortStockText,
  stockReservation,
  type CartLineView,
  type CartTotals,
} from './checkout.rules.ts'
export { addressFormBody } from './address-form.rules.ts'
export { firstPaymentMethod, isPayable, providerRedirect } from './payment.rules.ts'
export {
  createPaymentMachine,
  type PaymentActor,
  type PaymentContext,
  type PaymentDeps,
  type PaymentEmitted,
  type PaymentEvent,
  type PaymentInput,
  type PaymentMachine,
  type PaymentSnapshot,
} from './payment.machine.ts'
export { NO_ADDRESS, checkoutOrderBody, startingAddressId, type OrderTerms } from './checkout-order.rules.ts'
export {
  createCheckoutMachine,
  type CheckoutActor,
  type CheckoutContext,
  type CheckoutDeps,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutMachine,
  type CheckoutSnapshot,
} from './checkout.machine.ts'
