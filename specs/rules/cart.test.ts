import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { cartBadgeText } from '../../core/src/cart/index.ts'

describe('cart badge', () => {
  it('CART-4: 998 → "998", 999 → "999", 1000 → "999"', () => {
    expect(cartBadgeText(998)).toBe('998')
    expect(cartBadgeText(999)).toBe('999')
    expect(cartBadgeText(1000)).toBe('999')
    expect(cartBadgeText(1_000_000)).toBe('999')
  })

  it('CART-4: an empty cart shows no badge (0 → ""), 1 → "1"', () => {
    expect(cartBadgeText(0)).toBe('')
    expect(cartBadgeText(-3)).toBe('')
    expect(cartBadgeText(1)).toBe('1')
  })

  it('CART-4: a count that is not a finite number shows no badge; a fraction shows its whole part', () => {
    expect(cartBadgeText(Number.NaN)).toBe('')
    expect(cartBadgeText(Number.POSITIVE_INFINITY)).toBe('')
    expect(cartBadgeText(2.7)).toBe('2')
    expect(cartBadgeText(0.5)).toBe('')
  })

  test.prop([fc.integer({ min: -1_000_000, max: 1_000_000_000 })])('CART-4: the badge never reads above 999', (count) => {
    const text = cartBadgeText(count)
    if (count <= 0) {
      expect(text).toBe('')
    } else {
      expect(text).toMatch(/^[1-9][0-9]{0,2}$/)
      expect(Number(text)).toBeLessThanOrEqual(999)
      expect(Number(text)).toBe(count < 999 ? count : 999)
    }
  })
})
