import type { OrderStatus } from '../contract/order.ts'

/**
 * The order statuses as the pages name them, and the order list's filter. A file of its own: the order
 * list's route reads `?status=` before its page's code loads, so this is all that goes into every page's
 * JavaScript.
 */

/** An order status as the pages name it. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** The order list's status filter, `All` first (`status` left out of the query). */
export const ORDER_STATUS_FILTERS: readonly { readonly status: OrderStatus | null; readonly label: string }[] = [
  { status: null, label: 'All' },
  { status: 'pending_payment', label: 'Pending payment' },
  { status: 'paid', label: 'Paid' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'cancelled', label: 'Cancelled' },
]

/** `?status=` of the order list: a known status, or `null` (all) for anything else. */
export function orderStatusParam(value: unknown): OrderStatus | null {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value) ? (value as OrderStatus) : null
}
