/** Cart rules: the header badge (CART-4). */
export { cartBadgeText } from './cart.rules.ts'
