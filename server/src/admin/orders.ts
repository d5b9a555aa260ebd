import { OrderStatus, type OrderId } from '@partfront/core/contract'
import { formatMoney } from '../payments/proforma.ts'
import { type BackOfficeOrderDetail, ORDER_MOVES, canMoveOrder } from '../store/orders.port.ts'
import type { Store } from '../store/store.ts'
import { AdminError } from './admin-error.ts'
import { formatInstant, formatTable } from './table.ts'

/**
 * The back office's order commands: list orders, show one, move one through its statuses. Each takes the
 * store and answers the text to print; bad input throws an `AdminError` with the message to show.
 */

const STATUSES = OrderStatus.literals

/** A status named on the command line, or an `AdminError` listing the ones there are. */
export function parseStatus(text: string): OrderStatus {
  const status = STATUSES.find((candidate) => candidate === text)
  if (status === undefined) throw new AdminError(`Unknown status "${text}": use one of ${STATUSES.join(', ')}`)
  return status
}

/** An order id named on the command line (digits), or an `AdminError`. */
export function parseOrderId(text: string | undefined): OrderId {
  if (text === undefined || !/^[1-9][0-9]{0,15}$/u.test(text)) {
    throw new AdminError(`Please give an order id (a number, as \`orders\` lists them)${text === undefined ? '' : `, not "${text}"`}`)
  }
  return Number(text) as OrderId
}

/** The newest orders, of one status when given. */
export async function listOrders(store: Store, filter: { readonly status?: OrderStatus; readonly limit: number }): Promise<string> {
  const orders = await store.orders.listAllOrders(filter)
  const rows = orders.map((order) => [
    String(order.id),
    order.orderNo,
    order.status,
    String(order.itemCount),
    formatMoney(order.total),
    order.carrier,
    formatInstant(order.createdAt),
    order.email,
  ])
  const columns = [
    { heading: 'ID', align: 'right' as const },
    { heading: 'Order no.' },
    { heading: 'Status' },
    { heading: 'Lines', align: 'right' as const },
    { heading: 'Total', align: 'right' as const },
    { heading: 'Carrier' },
    { heading: 'Placed (UTC)' },
    { heading: 'Buyer' },
  ]
  return formatTable(columns, rows, filter.status === undefined ? 'No orders yet.' : `No orders are ${filter.status}.`)
}

/** One order in full: who, where, what, how it was paid, and every status it took. */
export async function showOrder(store: Store, id: OrderId): Promise<string> {
  const order = await store.orders.findAnyOrder(id)
  if (order === undefined) throw new AdminError(`There is no order ${id}`)
  return describeOrder(order)
}

/** The text of an order in full. */
export function describeOrder(order: BackOfficeOrderDetail): string {
  const address = order.address
  const lines = formatTable(
    [
      { heading: 'Part' },
      { heading: 'Manufacturer' },
      { heading: 'Quantity', align: 'right' },
      { heading: 'Unit price', align: 'right' },
      { heading: 'Line total', align: 'right' },
    ],
    order.lines.map((line) => [
      line.model,
      line.brandName,
      line.quantity.toLocaleString('en-US'),
      formatMoney(line.unitPrice),
      formatMoney(line.lineTotal),
    ]),
    'No lines.',
  )
  const payments = formatTable(
    [{ heading: 'Payment', align: 'right' }, { heading: 'Method' }, { heading: 'Status' }, { heading: 'Amount', align: 'right' }, { heading: 'Opened' }, { heading: 'Paid' }],
    order.payments.map((payment) => [
      String(payment.id),
      payment.method,
      payment.status,
      formatMoney(payment.amount),
      formatInstant(payment.createdAt),
      formatInstant(payment.paidAt),
    ]),
    'No payment started yet.',
  )
  const history = formatTable(
    [{ heading: 'Status' }, { heading: 'At (UTC)' }, { heading: 'By' }],
    order.history.map((change) => [change.status, formatInstant(change.at), change.source]),
    'No history.',
  )
  const next = ORDER_MOVES[order.status]
  return [
    `Order ${order.orderNo} (id ${order.id}): ${order.status}`,
    `Buyer:     ${order.email}`,
    `Placed:    ${formatInstant(order.createdAt)} UTC`,
    `Carrier:   ${order.carrier}${order.trackingNumber === null ? '' : `, tracking ${order.trackingNumber}`}`,
    `Ship to:   ${[`${address.firstName} ${address.lastName}`, address.company, address.address, address.city, address.state, address.postcode, address.country].filter((part) => part.trim() !== '').join(', ')}`,
    `Phone:     ${address.tel}`,
    ...(order.remark === '' ? [] : [`Remark:    ${order.remark}`]),
    `Total:     ${formatMoney(order.total)} (subtotal ${formatMoney(order.subtotal)}, shipping ${formatMoney(order.shipping)})`,
    ...(order.returnRequest === null
      ? []
      : [`Return:    ${order.returnRequest.kind}, ${order.returnRequest.status}, ${formatInstant(order.returnRequest.createdAt)}: ${order.returnRequest.description}`]),
    `Next:      ${next.length === 0 ? 'nothing (final status)' : next.map((status) => `order:status ${order.id} ${status}`).join(' | ')}`,
    '',
    lines,
    '',
    payments,
    '',
    history,
  ].join('\n')
}

/**
 * Moves an order to `to` when its status allows it: pending_payment → paid (a wire transfer arrived) or
 * cancelled, paid → shipped (with the tracking number when given), shipped → delivered.
 */
export async function moveOrderStatus(
  store: Store,
  id: OrderId,
  to: OrderStatus,
  options: { readonly at: string; readonly trackingNumber?: string },
): Promise<string> {
  const order = await store.orders.findAnyOrder(id)
  if (order === undefined) throw new AdminError(`There is no order ${id}`)
  if (order.status === to) throw new AdminError(`Order ${order.orderNo} is already ${to}`)
  if (!canMoveOrder(order.status, to)) {
    const next = ORDER_MOVES[order.status]
    throw new AdminError(
      `Order ${order.orderNo} is ${order.status} and cannot move to ${to}: ${next.length === 0 ? `${order.status} is final` : `it can move to ${next.join(' or ')}`}`,
    )
  }
  if (options.trackingNumber !== undefined && to !== 'shipped') {
    throw new AdminError('--tracking goes with moving an order to shipped')
  }
  const moved = await store.orders.moveOrder({
    id,
    from: order.status,
    to,
    at: options.at,
    source: 'back office',
    ...(options.trackingNumber === undefined ? {} : { trackingNumber: options.trackingNumber }),
  })
  if (moved === undefined) throw new AdminError(`Order ${order.orderNo} changed while this ran; look at it again with \`order ${id}\``)
  return `Order ${moved.orderNo} moved from ${order.status} to ${moved.status}.`
}
