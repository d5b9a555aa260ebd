import { RETURNS } from '@partfront/core/constants'
import type {
  CartItemId,
  Carrier,
  DeliveryPreference,
  Currency,
  Money,
  OrderDetail,
  OrderId,
  OrderStatus,
  OrderSummary,
  Payment,
  PaymentId,
  PaymentMethod,
  PostalAddress,
  ProductId,
  Proforma,
  ReturnKind,
  UserId,
} from '@partfront/core/contract'

/**
 * Orders placed from the cart, their statuses, and their payments. Every method that takes a `userId` reads
 * or changes that member's rows only: another member's order or payment reads as missing. The back-office
 * methods (`listAllOrders`, `findAnyOrder`, `moveOrder`) see every member's orders; only `npm run admin`
 * calls them.
 *
 * The rules below the interface (pricing, the return window, the status moves) are the ones every engine
 * applies, so a PostgreSQL store prices and refuses exactly as the SQLite one does.
 */
export interface OrderStore {
  /**
   * Places an order from the member's cart rows (all of them, or `cartItemIds`) in one transaction: each
   * line priced from its product's ladder, stock reserved (core's `stockReservation`: the whole line, or
   * what there is of a short line in `backorder`, kept as the line's `reserved`), the order and its lines
   * written, the ordered rows deleted from the cart. A short line not in `backorder` refuses the order
   * (`out-of-stock`). A refusal, or any failure on the way, leaves everything as it was.
   */
  placeOrder(order: NewOrder): Promise<PlaceOrderOutcome>
  /** One page of the member's orders, newest first. */
  listOrders(userId: UserId, query: OrderListFilter): Promise<{ readonly list: ReadonlyArray<OrderSummary>; readonly total: number }>
  /** The member's order `id`; `undefined` when there is none or it is another member's. */
  findOrder(userId: UserId, id: OrderId): Promise<OrderDetail | undefined>
  /**
   * Cancels the member's order while it is pending payment: the stock its lines reserved goes back on the
   * shelf (each line's `reserved`, never its backordered rest) and its open payments are cancelled. `undefined` when it is not theirs or no longer pending payment.
   */
  cancelOrder(userId: UserId, id: OrderId, at: string): Promise<OrderDetail | undefined>
  /**
   * Records a return or compliance request on the member's order (the caller checks the window).
   * `undefined` when the order is not theirs or already has one.
   */
  requestReturn(userId: UserId, id: OrderId, request: ReturnRequestInput, at: string): Promise<OrderDetail | undefined>

  /**
   * Records a payment attempt, pending, unless the order already has a pending payment by that method: then
   * that one is answered, `opened: false` (one pending payment per order and method, kept by a unique index,
   * so concurrent submits open one).
   */
  createPayment(payment: NewPayment): Promise<OpenedPayment>
  /** Keeps the provider's checkout of a card or PayPal payment; `undefined` when there is no such payment. */
  attachCheckout(id: PaymentId, checkout: ProviderCheckout): Promise<Payment | undefined>
  /** Marks a pending payment failed (its provider refused to start it). */
  failPayment(id: PaymentId): Promise<void>
  /** The member's payment `id`; `undefined` when there is none or it is another member's. */
  findPayment(userId: UserId, id: PaymentId): Promise<Payment | undefined>
  /** The member's latest pending payment of the order by `method`, to answer again instead of opening another. */
  findPendingPayment(userId: UserId, orderId: OrderId, method: PaymentMethod): Promise<Payment | undefined>
  /** Any member's payment with what a provider notification is checked against (the notification names no member). */
  findPaymentRecord(id: PaymentId): Promise<PaymentRecord | undefined>
  /**
   * Applies a provider's confirmed notification once, in one transaction: the event is recorded under its
   * id, the payment settles, and a success marks the order paid (its other open payments cancelled).
   */
  settlePayment(settlement: PaymentSettlement): Promise<SettleOutcome>

  /**
   * Claims a member's idempotency key for an endpoint: `claimed` when it is new (or older than `expiresBefore`,
   * then forgotten first), otherwise what the first request left: its body's hash and its answer (`null` while
   * it is still running). Keys older than `expiresBefore` are deleted on the way.
   */
  claimIdempotencyKey(claim: IdempotencyClaim): Promise<IdempotencyOutcome>
  /** Keeps the answer of a claimed key, to answer again. */
  completeIdempotencyKey(key: IdempotencyKeyRef, response: string): Promise<void>
  /** Forgets a claimed key whose request failed, so the same key may try again. */
  releaseIdempotencyKey(key: IdempotencyKeyRef): Promise<void>

  /** The newest orders of every member, for the back office. */
  listAllOrders(filter: { readonly status?: OrderStatus; readonly limit: number }): Promise<ReadonlyArray<BackOfficeOrder>>
  /** Any member's order with its status history and payments, for the back office. */
  findAnyOrder(id: OrderId): Promise<BackOfficeOrderDetail | undefined>
  /**
   * Moves an order from `from` to `to` (the caller checks `canMoveOrder`), stamping the time, in one
   * transaction: paid settles its pending wire transfer, cancelled puts the reserved stock back. `undefined` when
   * the order does not exist or is no longer `from`.
   */
  moveOrder(move: OrderMove): Promise<BackOfficeOrderDetail | undefined>
}

/** An order to place: where to, how, and which cart rows. */
export interface NewOrder {
  readonly userId: UserId
  /** The address book entry's postal fields, copied into the order. */
  readonly address: PostalAddress
  readonly carrier: Carrier
  readonly remark: string
  /** The buyer's purchase-order number and VAT / tax ID, `''` when none (issue 17). */
  readonly poNumber: string
  readonly vatId: string
  readonly deliveryPreference: DeliveryPreference
  /** The products whose short lines the buyer accepted to wait for (issue 17's backorder). */
  readonly backorder: ReadonlyArray<ProductId>
  /** The cart rows to order; the whole cart when `undefined`. */
  readonly cartItemIds: ReadonlyArray<CartItemId> | undefined
  readonly at: string
}

/** Why an order was not placed. Each names the part (by its model) where one is at fault. */
export type OrderRefusal =
  | { readonly reason: 'empty-cart' }
  | { readonly reason: 'unknown-cart-item'; readonly cartItemId: CartItemId }
  | { readonly reason: 'price-on-request'; readonly model: string }
  | { readonly reason: 'below-minimum'; readonly model: string; readonly minimum: number }
  | { readonly reason: 'too-large'; readonly model: string }
  | { readonly reason: 'out-of-stock'; readonly model: string; readonly requested: number; readonly available: number }

/** The placed order, or why not. */
export type PlaceOrderOutcome = { readonly ok: true; readonly order: OrderDetail } | ({ readonly ok: false } & OrderRefusal)

/** Which page of the member's orders, and of which status. */
export interface OrderListFilter {
  readonly status?: OrderStatus
  readonly page: number
  readonly pageSize: number
}

export interface ReturnRequestInput {
  readonly kind: ReturnKind
  readonly description: string
}

/** A payment attempt to record: a wire transfer with its proforma, or a provider's card or PayPal payment. */
export interface NewPayment {
  readonly userId: UserId
  readonly orderId: OrderId
  readonly method: PaymentMethod
  readonly amount: Money
  readonly currency: Currency
  /** The provider's name for card and PayPal; `null` for a wire transfer. */
  readonly provider: string | null
  /** The proforma of a wire transfer; `null` otherwise. */
  readonly proforma: Proforma | null
  readonly at: string
}

/** A payment attempt recorded, or the pending one of the same order and method answered instead. */
export interface OpenedPayment {
  readonly payment: Payment
  /** `true` when this call recorded it; `false` when it was already pending. */
  readonly opened: boolean
}

/** A member's idempotency key for one endpoint (`orderCreate`, `paymentSubmit`). */
export interface IdempotencyKeyRef {
  readonly userId: UserId
  readonly endpoint: string
  readonly key: string
}

/** A key to claim, with the hash of the body it came with. */
export interface IdempotencyClaim extends IdempotencyKeyRef {
  readonly bodyHash: string
  readonly at: string
  /** Keys created before this instant are forgotten. */
  readonly expiresBefore: string
}

/** What claiming a key found. */
export type IdempotencyOutcome =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'seen'; readonly bodyHash: string; readonly response: string | null }

/** Where the provider took the buyer to pay, and how it names that checkout. */
export interface ProviderCheckout {
  readonly reference: string
  readonly redirectUrl: string
}

/** A payment with what a notification is checked against. */
export interface PaymentRecord extends Payment {
  readonly userId: UserId
  readonly provider: string | null
  readonly providerReference: string | null
  /** The order's total now. */
  readonly orderTotal: Money
}

/** A provider event, confirmed, to apply to a payment. */
export interface PaymentSettlement {
  readonly provider: string
  /** The provider's id of the event: the same event again changes nothing. */
  readonly eventId: string
  readonly paymentId: PaymentId
  readonly status: 'succeeded' | 'failed'
  readonly amount: Money
  readonly at: string
}

/**
 * What a settlement did: `settled`; `duplicate` (this event was applied before: nothing changed);
 * `payment-closed` (the payment had already settled otherwise); `order-not-payable` (the order was paid by
 * another payment or cancelled).
 */
export type SettleOutcome = 'settled' | 'duplicate' | 'payment-closed' | 'order-not-payable'

/** An order as the back office lists it. */
export interface BackOfficeOrder extends OrderSummary {
  readonly userId: UserId
  readonly email: string
  readonly carrier: Carrier
}

/** One status an order took. */
export interface StatusChange {
  readonly status: OrderStatus
  readonly at: string
  /** What moved it: `member`, `back office`, `payment 12 (fake)`. */
  readonly source: string
}

/** An order with everything the back office shows. */
export interface BackOfficeOrderDetail extends OrderDetail {
  readonly userId: UserId
  readonly email: string
  readonly history: ReadonlyArray<StatusChange>
  readonly payments: ReadonlyArray<Payment>
}

/** A back-office status change. */
export interface OrderMove {
  readonly id: OrderId
  readonly from: OrderStatus
  readonly to: OrderStatus
  readonly at: string
  readonly source: string
  /** The carrier's tracking number, kept when shipping. */
  readonly trackingNumber?: string
}

// ---------------------------------------------------------------------------------------------------------
// Rules every engine applies

/**
 * Shipping charged on an order. Ours (the spec shows no shipping costs): B2B orders ship on the buyer's
 * carrier account (freight collect), so the order charges none; the field stays for a future rate table.
 */
export const SHIPPING_CHARGE = 0 as Money

const DAY_MS = 24 * 60 * 60 * 1000

/** The last instant a return may be requested: delivery plus `RETURNS.windowDays` days (PAGE-7). */
export function returnDeadline(deliveredAt: string): string {
  return new Date(Date.parse(deliveredAt) + RETURNS.windowDays * DAY_MS).toISOString()
}

/** Whether `now` is within the return window of a delivery at `deliveredAt`, its last instant included. */
export function isWithinReturnWindow(deliveredAt: string, now: Date): boolean {
  return now.getTime() <= Date.parse(returnDeadline(deliveredAt))
}

/**
 * Where an order may go from each status. A member cancels while pending payment; payment (a provider's
 * notification, or the back office on a wire transfer's arrival) makes it paid; the back office ships and
 * delivers it.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

/** Whether an order may move from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to)
}

/** An order's number: `PF`, the UTC date as yymmdd, the day's sequence from 0001 (`PF2601150001`). */
export function orderNumber(at: string, sequence: number): string {
  return `${orderNumberPrefix(at)}${String(sequence).padStart(4, '0')}`
}

/** The part of an order number the day shares (`PF260115`). */
export function orderNumberPrefix(at: string): string {
  return `PF${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}`
}
