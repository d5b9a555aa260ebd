import * as Schema from 'effect/Schema'
import { LIMITS, TEXT_LIMITS } from '../constants.ts'
import { BooleanFromString, CartItemId, Count, ProductId, Quantity, freeText, idListFromString } from './common.ts'
import { endpoint } from './endpoint.ts'
import { ProductSummary } from './product.ts'

/**
 * The cart (spec §3, §7; API-6; CART-2, CART-3, CART-5): the four calls of the spec with their exact paths
 * and shapes. Every cart call needs a member (spec §6: the cart is a member's).
 *
 * Decided where the spec says only "Response use: cartNum": `addcart`, `delcart` and `sumcart` answer
 * `{ cartNum }`, the number of rows in the member's cart after the call, which the badge shows (CART-4
 * caps the display at 999, not the number).
 */

/** A cart row (spec §3): its own id, the product's id and count, and the product (`productDetailEntity`). */
export const CartItem = Schema.Struct({
  /** The row's id, what `delcart?ids=` takes. */
  id: CartItemId,
  productId: ProductId,
  productCount: Quantity,
  /** The buyer's own reference for the line (their part number, a project), `''` when none; copied onto the order line. */
  customerReference: Schema.String,
  /** The product as listed: `model`, `intID`, `brandName` (spec §3) and the rest of `ProductSummary`. */
  productDetailEntity: ProductSummary,
  /**
   * Days to ship what stock does not cover (the product's `leadTimeDays`), `null` when not known. Ours
   * (issue 17): the cart says when the rest of a short line ships.
   */
  leadTimeDays: Schema.NullOr(Count),
})
export type CartItem = typeof CartItem.Type

/** The answer of the cart calls that change or count it. */
export const CartCount = Schema.Struct({ cartNum: Count })
export type CartCount = typeof CartCount.Type

/** `?addup=true|false`: `true` adds to the quantity already in the cart, `false` sets it. */
export const AddCartQuery = Schema.Struct({ addup: BooleanFromString })
export type AddCartQuery = typeof AddCartQuery.Type

/** The buyer's reference of a cart line (ours, issue 17): one line of plain text, `''` clears it. */
export const CustomerReference = freeText('the customer reference', TEXT_LIMITS.reference)
export type CustomerReference = typeof CustomerReference.Type

/**
 * One line of an `addcart` body (spec §7). Ours: `customerReference`, when given, replaces the line's
 * reference (the cart page sends it with `addup=false`); left out, the reference stays as it is.
 */
export const AddCartLine = Schema.Struct({
  productId: ProductId,
  productCount: Quantity,
  customerReference: Schema.optionalKey(CustomerReference),
})
export type AddCartLine = typeof AddCartLine.Type

/** The `addcart` body: 1 to `LIMITS.maxLinesPerRequest` lines (a whole matched BOM fits in one call). */
export const AddCartBody = Schema.Array(AddCartLine).check(
  Schema.isMinLength(1, { message: 'Please choose at least one product' }),
  Schema.isMaxLength(LIMITS.maxLinesPerRequest, {
    message: `At most ${LIMITS.maxLinesPerRequest} products can be added at once`,
  }),
)
export type AddCartBody = typeof AddCartBody.Type

/** `?ids=3,7`: the cart rows to delete (row ids, not product ids). */
export const DeleteCartQuery = Schema.Struct({ ids: idListFromString(CartItemId) })
export type DeleteCartQuery = typeof DeleteCartQuery.Type

/** `?servers=true`: count on the server (the only mode; the flag is kept as the spec shows it). */
export const SumCartQuery = Schema.Struct({ servers: BooleanFromString })
export type SumCartQuery = typeof SumCartQuery.Type

export const cartDetail = endpoint({
  name: 'cartDetail',
  method: 'GET',
  path: '/api/cart/detail',
  response: Schema.Array(CartItem),
  auth: 'member',
  summary: "The member's cart rows, oldest first (CART-5).",
})

export const cartAdd = endpoint({
  name: 'cartAdd',
  method: 'POST',
  path: '/api/cart/addcart',
  query: AddCartQuery,
  body: AddCartBody,
  response: CartCount,
  auth: 'member',
  summary: 'Adds products to the cart (addup=true adds to a listed quantity, false sets it); answers the new cartNum (CART-2).',
})

export const cartDelete = endpoint({
  name: 'cartDelete',
  method: 'GET',
  path: '/api/cart/delcart',
  query: DeleteCartQuery,
  response: CartCount,
  auth: 'member',
  summary: 'Deletes cart rows by row id; answers the new cartNum (CART-3).',
})

export const cartSum = endpoint({
  name: 'cartSum',
  method: 'GET',
  path: '/api/cart/sumcart',
  query: SumCartQuery,
  response: CartCount,
  auth: 'member',
  summary: "The number of rows in the member's cart, for the badge (CART-4).",
})
