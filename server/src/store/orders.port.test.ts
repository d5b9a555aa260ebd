import { describe, expect, it } from 'vitest'
import { canMoveOrder, isWithinReturnWindow, orderNumber, returnDeadline } from './orders.port.ts'

describe('the order rules', () => {
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
