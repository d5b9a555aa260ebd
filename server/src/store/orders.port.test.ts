import type { Money, PriceBreak } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { canMoveOrder, isWithinReturnWindow, orderNumber, priceLine, returnDeadline, unitPriceAt } from './orders.port.ts'

const ladder = [
  { quantity: 10, unitPrice: 300_000 as Money },
  { quantity: 500, unitPrice: 200_000 as Money },
] as PriceBreak[]

describe('the order rules', () => {
  it('prices at the break with the largest quantity at or below the ordered one', () => {
    expect([9, 10, 499, 500, 10_000].map((quantity) => unitPriceAt(ladder, quantity))).toEqual([undefined, 300_000, 300_000, 200_000, 200_000])
    expect(priceLine(ladder, 1, 500)).toEqual({ ok: true, unitPrice: 200_000, lineTotal: 100_000_000 })
  })

  it('refuses below the minimum (the larger of the MOQ and the first break), price on request, and a total past safe integers', () => {
    expect(priceLine(ladder, 1, 9)).toEqual({ ok: false, reason: 'below-minimum', minimum: 10 })
    expect(priceLine(ladder, 20, 19)).toEqual({ ok: false, reason: 'below-minimum', minimum: 20 })
    expect(priceLine(ladder, 20, 20)).toMatchObject({ ok: true, lineTotal: 6_000_000 })
    expect(priceLine([], 1, 5)).toEqual({ ok: false, reason: 'price-on-request' })
    expect(priceLine([{ quantity: 1, unitPrice: 1_000_000_000_000 as Money }] as PriceBreak[], 1, 10_000)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('PAGE-7: keeps the return window open to its last millisecond, 15 days after delivery', () => {
    const delivered = '2026-01-20T12:00:00.000Z'
    expect(returnDeadline(delivered)).toBe('2026-02-04T12:00:00.000Z')
    expect(isWithinReturnWindow(delivered, new Date('2026-02-04T12:00:00.000Z'))).toBe(true)
    expect(isWithinReturnWindow(delivered, new Date('2026-02-04T12:00:00.001Z'))).toBe(false)
  })

  it('moves orders only forward: pending → paid or cancelled, paid → shipped → delivered', () => {
    expect(canMoveOrder('pending_payment', 'paid')).toBe(true)
    expect(canMoveOrder('pending_payment', 'cancelled')).toBe(true)
    expect(canMoveOrder('paid', 'shipped')).toBe(true)
    expect(canMoveOrder('shipped', 'delivered')).toBe(true)
    expect(canMoveOrder('paid', 'cancelled')).toBe(false)
    expect(canMoveOrder('paid', 'delivered')).toBe(false)
    expect(canMoveOrder('delivered', 'shipped')).toBe(false)
    expect(canMoveOrder('cancelled', 'paid')).toBe(false)
  })

  it('numbers orders PF, the UTC day, and the day’s sequence', () => {
    expect(orderNumber('2026-01-05T23:59:59.999Z', 1)).toBe('PF2601050001')
    expect(orderNumber('2026-12-31T00:00:00.000Z', 12_345)).toBe('PF26123112345')
  })
})
