import { CART_BADGE_MAX } from '../constants.ts'
import type { AddCartLine, CartItem } from '../contract/cart.ts'

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

/** CART-4, spec §3: the storage key of the cart count. */
export const CART_NUM_KEY = 'cartNum'

/** CART-2: the toast after adding, word for word. */
export const CART_ADDED_MESSAGE = 'Added successfully, please check cart first'

/** CART-3: the toast after deleting a row, word for word. */
export const CART_DELETED_MESSAGE = 'Deleted successfully'

/** Ours: what a failed cart call shows when the server gives no message. */
export const CART_FAILED_MESSAGE = 'The cart could not be updated, please try again'

/**
 * A count as the machine keeps it: a non-negative safe integer. A structural check of what is stored or
 * relayed, not the contract's `Count` (effect's Schema stays off a page's first load, issue 13): the answers
 * the count comes from were decoded with `CartCount` by the client.
 */
function isCountValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** CART-4: the stored cart count; anything but a non-negative whole number reads 0. */
export function parseCartNum(stored: string | null | undefined): number {
  if (typeof stored !== 'string' || !/^\d+$/.test(stored.trim())) return 0
  const count = Number(stored.trim())
  return isCountValue(count) ? count : 0
}

/** CART-4: a cart count as stored. */
export function serializeCartNum(count: number): string {
  return String(count)
}

/** The rows with `line` applied to its product's row: its quantity set, its reference replaced when it carries one. */
export function withLine(items: readonly CartItem[], line: AddCartLine): readonly CartItem[] {
  return items.map((item) =>
    item.productId === line.productId
      ? { ...item, productCount: line.productCount, customerReference: line.customerReference ?? item.customerReference }
      : item,
  )
}

/**
 * CART-2, CART-3, CART-4: the new count a cart call answered, or `null` when it carries none. The client
 * decoded the answer with the contract's `CartCount`; only its shape is read here.
 */
export function readCartCount(output: unknown): number | null {
  if (typeof output !== 'object' || output === null) return null
  const { cartNum } = output as { readonly cartNum?: unknown }
  return isCountValue(cartNum) ? cartNum : null
}

/**
 * CART-5: the rows the cart call answered, or `null` when the answer is not a list. The client decoded the
 * rows with the contract's `CartItem`; only the shape is read here.
 */
export function readCartItems(output: unknown): readonly CartItem[] | null {
  return Array.isArray(output) ? (output as readonly CartItem[]) : null
}

/** CART-3: the rows without row `id`. */
export function withoutRow(items: readonly CartItem[], id: number): readonly CartItem[] {
  return items.filter((item) => item.id !== id)
}

/** CART-1: the page to come back to after signing in: the path given, or `/` when it is not text. */
export function returnPath(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/') ? path : '/'
}
