import * as Schema from 'effect/Schema'
import { CARRIERS, LIMITS, RETURNS, TEXT_LIMITS } from '../constants.ts'
import { PostalAddress } from './address.ts'
import {
  AddressId,
  CartItemId,
  Count,
  IsoDateTime,
  Money,
  OrderId,
  PagingQuery,
  ProductId,
  Quantity,
  freeText,
  idFromString,
  pageOf,
  requiredText,
} from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Orders (`/cart/buy`, `/member/order`, `/member/detail/order_{id}`; PAGE-2, PAGE-7). Ours: the spec names
 * the pages, the carriers (spec §1) and the 15-day return window, not the calls or the statuses.
 *
 * An order is made from cart rows, each priced from its product's ladder at the ordered quantity; it
 * moves pending_payment → paid → shipped → delivered, or pending_payment → cancelled. A return or
 * compliance request is accepted within `RETURNS.windowDays` (15) days of delivery.
 */

/** An order's status. */
export const OrderStatus = Schema.Literals(['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'])
export type OrderStatus = typeof OrderStatus.Type

/** A carrier an order ships with (spec §1). */
export const Carrier = Schema.Literals(CARRIERS).annotate({
  message: `Please choose a carrier: ${CARRIERS.join(', ')}`,
})
export type Carrier = typeof Carrier.Type

/**
 * When a short line ships (ours, issue 17): `complete` holds the order until every line can ship together,
 * `partial` ships what is in stock first and the rest when it arrives.
 */
export const DeliveryPreference = Schema.Literals(['complete', 'partial']).annotate({
  message: 'Please choose partial or complete delivery',
})
export type DeliveryPreference = typeof DeliveryPreference.Type

/**
 * The checkout form: where to ship, with whom, a remark; `cartItemIds` picks cart rows (all rows when left
 * out). The ordered rows leave the cart. Ours (issue 17): the buyer's purchase-order number and VAT / tax ID
 * (printed on the order and the proforma, `''` when left out), the delivery preference (`complete` when
 * left out), and `backorder`.
 */
export const OrderCreateBody = Schema.Struct({
  addressId: AddressId,
  carrier: Carrier,
  remark: Schema.optionalKey(freeText('remark', TEXT_LIMITS.remark, 'multi')),
  poNumber: Schema.optionalKey(freeText('the PO number', TEXT_LIMITS.reference)),
  vatId: Schema.optionalKey(freeText('the VAT / tax ID', TEXT_LIMITS.reference)),
  deliveryPreference: Schema.optionalKey(DeliveryPreference),
  /**
   * Ours (issue 17): the products whose lines the buyer saw short of stock at checkout and accepted to wait
   * for. Such a line is ordered whole: what stock there is is reserved for it now, the rest is backordered.
   * A line short of stock whose product is not listed here (the stock fell after the buyer saw it) refuses
   * the order, naming the line. Listing a product that is not short, or not ordered, changes nothing.
   * @default []
   */
  backorder: Schema.optionalKey(
    Schema.Array(ProductId)
      .annotate({ message: 'The backorder must be a list of product ids' })
      .check(
        Schema.isMaxLength(LIMITS.maxLinesPerRequest, {
          message: `The backorder may list at most ${LIMITS.maxLinesPerRequest} products`,
        }),
      )
      .annotate({
        description:
          'Products whose short lines the buyer accepted to wait for: what is in stock is reserved now, the rest is backordered.',
      }),
  ),
  cartItemIds: Schema.optionalKey(
    Schema.Array(CartItemId).check(
      Schema.isMinLength(1, { message: 'Please choose at least one product' }),
      Schema.isMaxLength(LIMITS.maxLinesPerRequest),
    ),
  ),
})
export type OrderCreateBody = typeof OrderCreateBody.Type

/** One line of an order, priced when it was placed. */
export const OrderLine = Schema.Struct({
  productId: ProductId,
  model: Schema.String,
  brandName: Schema.String,
  quantity: Quantity,
  unitPrice: Money,
  lineTotal: Money,
  /** The cart line's customer reference when the order was placed, `''` when none. */
  customerReference: Schema.String,
  /**
   * Ours (issue 17): the pieces taken from stock for the line when the order was placed: `quantity`, or less
   * on a backordered line (the buyer accepted to wait for the rest; `backorderText` words it).
   */
  reserved: Count,
})
export type OrderLine = typeof OrderLine.Type

/** The address an order ships to, copied when it was placed (editing the address book leaves it alone). */
export const OrderAddress = PostalAddress
export type OrderAddress = typeof OrderAddress.Type

/** An order as listed. */
export const OrderSummary = Schema.Struct({
  id: OrderId,
  /** The number the buyer quotes (on the proforma, in emails), e.g. `PF2405010001`. */
  orderNo: Schema.String,
  status: OrderStatus,
  itemCount: Count,
  total: Money,
  createdAt: IsoDateTime,
})
export type OrderSummary = typeof OrderSummary.Type

/** What a return request is for (PAGE-7): a refund, a replacement, or a compliance question. */
export const ReturnKind = Schema.Literals(['refund', 'replacement', 'compliance'])
export type ReturnKind = typeof ReturnKind.Type

/** A return or compliance request and where it stands. */
export const ReturnRequest = Schema.Struct({
  kind: ReturnKind,
  description: Schema.String,
  status: Schema.Literals(['requested', 'accepted', 'rejected', 'completed']),
  createdAt: IsoDateTime,
})
export type ReturnRequest = typeof ReturnRequest.Type

/** An order with everything the detail page shows. */
export const OrderDetail = Schema.Struct({
  ...OrderSummary.fields,
  lines: Schema.Array(OrderLine),
  subtotal: Money,
  shipping: Money,
  carrier: Carrier,
  trackingNumber: Schema.NullOr(Schema.String),
  remark: Schema.String,
  /** The buyer's purchase-order number, `''` when none. */
  poNumber: Schema.String,
  /** The buyer's VAT / tax ID, `''` when none. */
  vatId: Schema.String,
  deliveryPreference: DeliveryPreference,
  address: OrderAddress,
  paidAt: Schema.NullOr(IsoDateTime),
  shippedAt: Schema.NullOr(IsoDateTime),
  deliveredAt: Schema.NullOr(IsoDateTime),
  cancelledAt: Schema.NullOr(IsoDateTime),
  /** Delivery plus `RETURNS.windowDays` days: the last moment for a return request; `null` until delivered. */
  returnDeadline: Schema.NullOr(IsoDateTime),
  returnRequest: Schema.NullOr(ReturnRequest),
})
export type OrderDetail = typeof OrderDetail.Type

/** `?page&pageSize&status`: the member's orders, newest first. */
export const OrderListQuery = Schema.Struct({ ...PagingQuery.fields, status: Schema.optionalKey(OrderStatus) })
export type OrderListQuery = typeof OrderListQuery.Type

export const OrderPage = pageOf(OrderSummary)
export type OrderPage = typeof OrderPage.Type

/** `?id=` of an order. */
export const OrderQuery = Schema.Struct({ id: idFromString(OrderId) })
export type OrderQuery = typeof OrderQuery.Type

/** Which order. */
export const OrderIdBody = Schema.Struct({ id: OrderId })
export type OrderIdBody = typeof OrderIdBody.Type

/** A return or compliance request (PAGE-7): what for, and why. */
export const OrderReturnBody = Schema.Struct({
  id: OrderId,
  kind: ReturnKind,
  description: requiredText('the reason', TEXT_LIMITS.remark, 'multi'),
})
export type OrderReturnBody = typeof OrderReturnBody.Type

export const orderCreate = endpoint({
  name: 'orderCreate',
  method: 'POST',
  path: '/api/order/create',
  body: OrderCreateBody,
  response: OrderDetail,
  auth: 'member',
  idempotent: true,
  summary: 'Places an order from cart rows in one transaction (stock reserved, rows leave the cart); answers it, pending payment.',
})

export const orderList = endpoint({
  name: 'orderList',
  method: 'GET',
  path: '/api/order/list',
  query: OrderListQuery,
  response: OrderPage,
  auth: 'member',
  summary: "One page of the member's orders (PAGE-2 Order list).",
})

export const orderDetail = endpoint({
  name: 'orderDetail',
  method: 'GET',
  path: '/api/order/detail',
  query: OrderQuery,
  response: OrderDetail,
  auth: 'member',
  summary: "One of the member's orders; 404 when it is not theirs.",
})

export const orderCancel = endpoint({
  name: 'orderCancel',
  method: 'POST',
  path: '/api/order/cancel',
  body: OrderIdBody,
  response: OrderDetail,
  auth: 'member',
  summary: 'Cancels an order while it is pending payment (stock released); 400 otherwise.',
})

export const orderReturn = endpoint({
  name: 'orderReturn',
  method: 'POST',
  path: '/api/order/return',
  body: OrderReturnBody,
  response: OrderDetail,
  auth: 'member',
  summary: `Requests a return or compliance check within ${RETURNS.windowDays} days of delivery (PAGE-7); 400 after.`,
})
