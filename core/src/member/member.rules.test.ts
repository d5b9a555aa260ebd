import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../contract/order.ts'
import {
  BOM_SALES_PROCESS,
  MEMBER_MENU,
  BOM_STATUS_LABELS,
  formatDate,
  formatDateTime,
  orderActions,
  orderTimeline,
  pageCount,
  orderListPath,
  bomListPath,
  addressLine,
  memberName,
  bomSentText,
} from './member.rules.ts'
import { memberDetailPath } from '../routing/route-id.rules.ts'
import { ORDER_STATUS_FILTERS, ORDER_STATUS_LABELS, orderStatusParam } from './order-status.rules.ts'

const order = (patch: Partial<OrderDetail>): OrderDetail =>
  ({
    id: 7,
    orderNo: 'PF1',
    status: 'pending_payment',
    itemCount: 1,
    total: 1_000_000,
    createdAt: '2026-05-01T10:00:00.000Z',
    lines: [],
    subtotal: 1_000_000,
    shipping: 0,
    carrier: 'DHL',
    trackingNumber: null,
    remark: '',
    address: {} as OrderDetail['address'],
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    returnDeadline: null,
    returnRequest: null,
    ...patch,
  }) as OrderDetail

describe('member rules', () => {
  it('PAGE-2: the personal centre menu is Basic Information, Bom List, Order list, Address, Change Password', () => {
    expect(MEMBER_MENU.map((item) => item.label)).toEqual(['Basic Information', 'Bom List', 'Order list', 'Address', 'Change Password'])
  })

  it('PAGE-6: the sales process runs from upload to delivery and receipt, its first steps the BOM statuses', () => {
    expect(BOM_SALES_PROCESS.slice(0, 5)).toEqual(Object.values(BOM_STATUS_LABELS))
    expect(BOM_SALES_PROCESS).toEqual([
      'Upload BOM',
      'System distribution',
      'Customer service verification',
      'Customer contact for confirmation',
      'Select material to order',
      'Payment',
      'Delivery and receipt',
    ])
  })

  it('the order filter offers All and the five statuses; a bad ?status= is all', () => {
    expect(ORDER_STATUS_FILTERS.map((filter) => filter.status)).toEqual([null, 'pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'])
    expect(ORDER_STATUS_FILTERS.slice(1).map((filter) => filter.label)).toEqual(ORDER_STATUS_FILTERS.slice(1).map((filter) => ORDER_STATUS_LABELS[filter.status ?? 'paid']))
    expect(orderStatusParam('shipped')).toBe('shipped')
    expect(orderStatusParam('toString')).toBeNull()
    expect(orderStatusParam(3)).toBeNull()
  })

  it('dates print in UTC without a locale', () => {
    expect(formatDate('2026-05-01T23:59:00.000Z')).toBe('2026-05-01')
    expect(formatDateTime('2026-05-01T23:59:00.000Z')).toBe('2026-05-01 23:59 UTC')
  })

  it('ROUTE-3: detail paths carry the kind as prefix', () => {
    expect(memberDetailPath('order', 12)).toBe('/member/detail/order_12')
    expect(memberDetailPath('bom', 3)).toBe('/member/detail/bom_3')
  })

  it('a pending order can be paid and cancelled, not returned', () => {
    expect(orderActions(order({}), '2026-05-02T00:00:00.000Z')).toEqual({ pay: true, cancel: true, requestReturn: false })
  })

  it('PAGE-7: a delivered order can be returned until its deadline, once', () => {
    const delivered = order({ status: 'delivered', deliveredAt: '2026-05-01T00:00:00.000Z', returnDeadline: '2026-05-16T00:00:00.000Z' })
    expect(orderActions(delivered, '2026-05-16T00:00:00.000Z').requestReturn).toBe(true)
    expect(orderActions(delivered, '2026-05-16T00:00:00.001Z').requestReturn).toBe(false)
    const requested = { ...delivered, returnRequest: { kind: 'refund', description: 'x', status: 'requested', createdAt: '2026-05-02T00:00:00.000Z' } } as OrderDetail
    expect(orderActions(requested, '2026-05-03T00:00:00.000Z')).toEqual({ pay: false, cancel: false, requestReturn: false })
    expect(orderTimeline(requested).at(-1)).toEqual({ label: 'Refund requested', at: '2026-05-02T00:00:00.000Z' })
  })

  it('a timeline lists placed, paid, shipped, delivered; a cancelled one ends with the cancellation', () => {
    expect(orderTimeline(order({ paidAt: '2026-05-01T11:00:00.000Z' })).map((step) => [step.label, step.at !== null])).toEqual([
      ['Order placed', true],
      ['Paid', true],
      ['Shipped', false],
      ['Delivered', false],
    ])
    expect(orderTimeline(order({ status: 'cancelled', cancelledAt: '2026-05-01T12:00:00.000Z' })).map((step) => step.label)).toEqual([
      'Order placed',
      'Cancelled',
    ])
  })

  it('a listing has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(41, 20)).toBe(3)
  })

  it('list URLs keep the filter and the page', () => {
    expect(orderListPath(null)).toBe('/member/order')
    expect(orderListPath('paid', 2)).toBe('/member/order?status=paid&page=2')
    expect(bomListPath(1)).toBe('/member/bom')
    expect(bomListPath(3)).toBe('/member/bom?page=3')
  })

  it('names and addresses read on one line', () => {
    expect(memberName({ firstName: ' ', lastName: '', email: 'a@b.co' })).toBe('a@b.co')
    expect(memberName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co' })).toBe('Ada Lovelace')
    expect(addressLine({ address: '1 Way', city: 'London', state: '', postcode: 'N1', country: 'UK' })).toBe('1 Way, London, N1, UK')
  })

  it('PAGE-6: what a BOM send did reads as one sentence', () => {
    expect(bomSentText({ sent: [1, 2], pieces: 1200, leftOut: [1] }, 'cart')).toBe('2 parts (1,200 pieces) added to your cart; 1 line left out.')
    expect(bomSentText({ sent: [1], pieces: 1, leftOut: [], quote: { id: 9 } }, 'rfq')).toBe('1 part (1 piece) sent as quote request #9.')
  })
})
