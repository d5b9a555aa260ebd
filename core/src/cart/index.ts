/** The cart: the badge (CART-4), count and row rules, and its machine (CART-1..5). */
export {
  CART_ADDED_MESSAGE,
  CART_DELETED_MESSAGE,
  CART_FAILED_MESSAGE,
  CART_NUM_KEY,
  withLine,
  cartBadgeText,
  parseCartNum,
  readCartCount,
  readCartItems,
  returnPath,
  serializeCartNum,
  withoutRow,
} from './cart.rules.ts'
export { addCartLine, cartRowId, updateCartLine } from './cart-line.rules.ts'
export { cartMachine } from './cart.machine.ts'
export { badgeText, cartCount, cartItems } from './cart.selectors.ts'
export type * from './cart.types.ts'
