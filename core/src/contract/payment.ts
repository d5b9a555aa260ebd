import * as Schema from 'effect/Schema'
import { MONEY } from '../constants.ts'
import { IsoDateTime, Money, NoData, OrderId, PaymentId, Url, idFromString, plainText } from './common.ts'
import { endpoint } from './endpoint.ts'
import { OrderStatus } from './order.ts'

/**
 * Paying an order (`/payment/{id}`, `/payment/paysuccess`). Ours: the spec names the pages only. The
 * methods are what a B2B distributor offers: a wire transfer against a proforma invoice with the bank
 * details, or a card or PayPal through a payment provider (the page goes to `redirectUrl` and comes back
 * to `/payment/paysuccess`). Provider notifications are idempotent: the same one twice changes nothing.
 */

/** A payment method. */
export const PaymentMethod = Schema.Literals(['wire', 'card', 'paypal']).annotate({
  message: 'Please choose a payment method',
})
export type PaymentMethod = typeof PaymentMethod.Type

/** The one currency (`MONEY.currency`). */
export const Currency = Schema.Literal(MONEY.currency)
export type Currency = typeof Currency.Type

/** Where to wire the money (from the server's configuration). */
export const BankDetails = Schema.Struct({
  beneficiary: Schema.String,
  bankName: Schema.String,
  bankAddress: Schema.String,
  accountNumber: Schema.String,
  swift: Schema.String,
})
export type BankDetails = typeof BankDetails.Type

/** A proforma invoice for a wire transfer: what to pay, to whom, quoting which reference. */
export const Proforma = Schema.Struct({
  number: Schema.String,
  issuedAt: IsoDateTime,
  amount: Money,
  currency: Currency,
  /** What to write in the transfer's reference (the order number). */
  reference: Schema.String,
  bank: BankDetails,
})
export type Proforma = typeof Proforma.Type

/** `?orderId=`: the order to pay. */
export const PaymentOptionsQuery = Schema.Struct({ orderId: idFromString(OrderId) })
export type PaymentOptionsQuery = typeof PaymentOptionsQuery.Type

/** What the payment page offers for an order. */
export const PaymentOptions = Schema.Struct({
  orderId: OrderId,
  orderNo: Schema.String,
  orderStatus: OrderStatus,
  amount: Money,
  currency: Currency,
  methods: Schema.Array(Schema.Struct({ method: PaymentMethod, label: Schema.String, available: Schema.Boolean })),
})
export type PaymentOptions = typeof PaymentOptions.Type

/** Pays an order with a method. */
export const PaymentSubmitBody = Schema.Struct({ orderId: OrderId, method: PaymentMethod })
export type PaymentSubmitBody = typeof PaymentSubmitBody.Type

/** Where a payment stands. A wire transfer stays `pending` until the money arrives. */
export const PaymentStatus = Schema.Literals(['pending', 'succeeded', 'failed', 'cancelled'])
export type PaymentStatus = typeof PaymentStatus.Type

/**
 * A payment attempt. A wire transfer carries its `proforma`; a card or PayPal payment its provider's
 * `redirectUrl` until it is settled.
 */
export const Payment = Schema.Struct({
  id: PaymentId,
  orderId: OrderId,
  orderNo: Schema.String,
  orderStatus: OrderStatus,
  method: PaymentMethod,
  status: PaymentStatus,
  amount: Money,
  currency: Currency,
  createdAt: IsoDateTime,
  paidAt: Schema.NullOr(IsoDateTime),
  redirectUrl: Schema.NullOr(Url),
  proforma: Schema.NullOr(Proforma),
})
export type Payment = typeof Payment.Type

/** `?id=`: a payment (the provider's return URL carries it). */
export const PaymentResultQuery = Schema.Struct({ id: idFromString(PaymentId) })
export type PaymentResultQuery = typeof PaymentResultQuery.Type

/** A provider's notification that a payment settled, signed with the provider's secret. */
export const PaymentNotifyBody = Schema.Struct({
  paymentId: PaymentId,
  providerReference: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200), plainText('the provider reference')),
  status: Schema.Literals(['succeeded', 'failed']),
  signature: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(512), plainText('the signature')),
})
export type PaymentNotifyBody = typeof PaymentNotifyBody.Type

export const paymentMethods = endpoint({
  name: 'paymentMethods',
  method: 'GET',
  path: '/api/payment/methods',
  query: PaymentOptionsQuery,
  response: PaymentOptions,
  auth: 'member',
  summary: "The amount due on one of the member's orders and the payment methods offered.",
})

export const paymentSubmit = endpoint({
  name: 'paymentSubmit',
  method: 'POST',
  path: '/api/payment/submit',
  body: PaymentSubmitBody,
  response: Payment,
  auth: 'member',
  idempotent: true,
  summary: 'Starts paying an order pending payment: a proforma with bank details (wire) or a provider redirect (card, PayPal).',
})

export const paymentResult = endpoint({
  name: 'paymentResult',
  method: 'GET',
  path: '/api/payment/result',
  query: PaymentResultQuery,
  response: Payment,
  auth: 'member',
  summary: "Where one of the member's payments stands (/payment/paysuccess).",
})

export const paymentNotify = endpoint({
  name: 'paymentNotify',
  method: 'POST',
  path: '/api/payment/notify',
  body: PaymentNotifyBody,
  response: NoData,
  auth: 'none',
  summary: "The payment provider's signed notification; idempotent (the same one twice changes nothing); 400 on a bad signature.",
})
