import { RETURNS } from '../constants.ts'
import { formatCount } from '../search/search-results.rules.ts'
import type { BomStatus } from '../contract/bom.ts'
import type { OrderDetail, OrderStatus, ReturnKind, ReturnRequest } from '../contract/order.ts'

/**
 * The member area's wording and decisions (PAGE-2, PAGE-6, PAGE-7): status names, the order's timeline, what
 * an order allows now, dates as the pages print them. The spec names the pages, not these words: ours.
 */

/** PAGE-2: the personal centre's menu, in order (spec §2; Change Password is a section of Basic Information). */
export const MEMBER_MENU = [
  { to: '/member/information', label: 'Basic Information' },
  { to: '/member/bom', label: 'Bom List' },
  { to: '/member/order', label: 'Order list' },
  { to: '/member/address', label: 'Address' },
  { to: '/member/information#change-password', label: 'Change Password' },
] as const

/** PAGE-6: the sales process a BOM goes through, as the BOM pages show it, one step per status. */
export const BOM_STATUS_LABELS: Readonly<Record<BomStatus, string>> = {
  uploaded: 'Upload BOM',
  distributed: 'System distribution',
  verifying: 'Customer service verification',
  confirmed: 'Customer contact for confirmation',
  ordered: 'Select material to order',
}

/** PAGE-6: the whole sales process, the BOM statuses then the order's payment and delivery. */
export { BOM_SALES_PROCESS } from '../constants.ts'

/** PAGE-7: what a return request is for, as the form offers it. */
export const RETURN_KIND_LABELS: Readonly<Record<ReturnKind, string>> = {
  refund: 'Refund',
  replacement: 'Replacement',
  compliance: 'Compliance question',
}

/** PAGE-7: a return request's status as the order shows it. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnRequest['status'], string>> = {
  requested: 'Requested',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
}

/** PAGE-7: the return policy in one sentence. */
export const RETURN_POLICY = /* @__PURE__ */ returnPolicy(RETURNS.windowDays)

function returnPolicy(days: number): string {
  return `Returns and compliance requests are accepted within ${days} days of receipt, the item in its original state.`
}

/** `2026-05-01T10:20:00.000Z` → `2026-05-01` (UTC, locale-free, so the server and every browser agree). */
export function formatDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/u.exec(iso)?.[0] ?? iso
}

/** `2026-05-01T10:20:00.000Z` → `2026-05-01 10:20 UTC`. */
export function formatDateTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/u.exec(iso)
  return match === null ? iso : `${match[1]} ${match[2]} UTC`
}

/** One step of an order's timeline: its name, and when it happened (`null`: not (yet)). */
export interface TimelineStep {
  readonly label: string
  readonly at: string | null
}

/**
 * An order's status timeline with dates: placed, paid, shipped, delivered; a cancelled order ends with its
 * cancellation instead; a return request adds its own step.
 */
export function orderTimeline(order: OrderDetail): readonly TimelineStep[] {
  const placed = { label: 'Order placed', at: order.createdAt }
  const steps: TimelineStep[] =
    order.status === 'cancelled'
      ? [placed, { label: 'Cancelled', at: order.cancelledAt }]
      : [
          placed,
          { label: 'Paid', at: order.paidAt },
          { label: 'Shipped', at: order.shippedAt },
          { label: 'Delivered', at: order.deliveredAt },
        ]
  if (order.returnRequest !== null) {
    steps.push({
      label: `${RETURN_KIND_LABELS[order.returnRequest.kind]} requested`,
      at: order.returnRequest.createdAt,
    })
  }
  return steps
}

/** What the order detail offers now. */
export interface OrderActions {
  /** Pay now, to `/payment/{id}`: while pending payment. */
  readonly pay: boolean
  /** Cancel, after a confirmation: while pending payment. */
  readonly cancel: boolean
  /** PAGE-7: a return request: delivered, none made yet, and `now` not past the deadline. */
  readonly requestReturn: boolean
}

/** The order's actions at `now` (an ISO date-time). */
export function orderActions(order: OrderDetail, now: string): OrderActions {
  const pending = order.status === 'pending_payment'
  const inWindow = order.returnDeadline !== null && Date.parse(now) <= Date.parse(order.returnDeadline)
  return {
    pay: pending,
    cancel: pending,
    requestReturn: order.status === 'delivered' && order.returnRequest === null && inWindow,
  }
}

/** The payment page of an order. */
export function paymentPath(orderId: number): string {
  return `/payment/${orderId}`
}

/** The number of pages of a listing (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/** The order list's URL for a status filter (`null`: all) and a page (the first without `page=`). */
export function orderListPath(status: OrderStatus | null, page = 1): string {
  const query = [status === null ? null : `status=${status}`, page > 1 ? `page=${page}` : null].filter((part) => part !== null)
  return `/member/order${query.length === 0 ? '' : `?${query.join('&')}`}`
}

/** The BOM list's URL for a page. */
export function bomListPath(page = 1): string {
  return page > 1 ? `/member/bom?page=${page}` : '/member/bom'
}

/** `Page 2 of 5`. */
export function pageOfText(page: number, pages: number): string {
  return `Page ${page} of ${pages}`
}

/** A member's name as the pages greet them: first and last name, else the email. */
export function memberName(member: { readonly firstName: string; readonly lastName: string; readonly email: string }): string {
  const name = `${member.firstName} ${member.lastName}`.trim()
  return name === '' ? member.email : name
}

/** An address on one line: street, city, state, postcode, country. */
export function addressLine(address: {
  readonly address: string
  readonly city: string
  readonly state: string
  readonly postcode: string
  readonly country: string
}): string {
  return [address.address, address.city, address.state, address.postcode, address.country].filter((part) => part.trim() !== '').join(', ')
}

/** What sending a BOM's matched lines did, in words: `3 parts (1,200 pieces) added to your cart; 1 line left out.` */
export function bomSentText(
  result: { readonly sent: readonly unknown[]; readonly pieces: number; readonly leftOut: readonly unknown[]; readonly quote?: { readonly id: number } },
  where: 'cart' | 'rfq',
): string {
  const count = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`
  const target = where === 'cart' ? 'added to your cart' : `sent as quote request #${result.quote?.id ?? ''}`
  const left = result.leftOut.length === 0 ? '' : `; ${count(result.leftOut.length, 'line')} left out`
  return `${count(result.sent.length, 'part')} (${count(result.pieces, 'piece')}) ${target}${left}.`
}
