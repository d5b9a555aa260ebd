import type { CartItem } from '../contract/cart.ts'
import { cartBadgeText } from './cart.rules.ts'
import type { CartContext } from './cart.types.ts'

/**
 * What the cart shows, read from any snapshot of its machine (`cart.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the cart. */
interface CartSnapshotLike {
  readonly context: CartContext
}

/** CART-4: the header badge's text (at most `999`; `''` for an empty cart). */
export function badgeText(snapshot: CartSnapshotLike): string {
  return cartBadgeText(snapshot.context.count)
}

/** The number of rows in the cart. */
export function cartCount(snapshot: CartSnapshotLike): number {
  return snapshot.context.count
}

/** CART-5, SIDE-3: the rows the drawer lists. */
export function cartItems(snapshot: CartSnapshotLike): readonly CartItem[] {
  return snapshot.context.items
}
