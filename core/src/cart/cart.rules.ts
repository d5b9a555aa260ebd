import { CART_BADGE_MAX } from '../constants.ts'

/**
 * CART-4: the text of the header's cart badge for `count` items: never more than `999`.
 *
 * Ours (the spec gives only the maximum): `''` (no badge) for 0 or less and for a count that is not a finite
 * number, the way distributors hide an empty cart's badge; a fractional count shows its whole part; 999 and
 * above show `'999'` (not `'999+'`: the spec's maximum is the number shown).
 */
export function cartBadgeText(count: number): string {
  if (!Number.isFinite(count)) return ''
  const whole = Math.trunc(count)
  if (whole <= 0) return ''
  return String(Math.min(whole, CART_BADGE_MAX))
}
