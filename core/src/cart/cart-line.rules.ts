import * as Option from 'effect/Option'
import * as Schema from 'effect/Schema'
import { AddCartLine } from '../contract/cart.ts'
import { CartItemId } from '../contract/common.ts'

/**
 * The buyer's cart changes checked against the contract before a call (CART-2, CART-3). Apart from
 * `cart.rules.ts`: the cart machine loads this module when a change comes (a dynamic import), so effect's
 * Schema stays off a page's first load (issue 13).
 */

const decodeLine = Schema.decodeUnknownOption(AddCartLine)
const decodeRowId = Schema.decodeUnknownOption(CartItemId)

/** CART-2: the `addcart` line for `productId` × `quantity`, or `null` when either is not acceptable. */
export function addCartLine(productId: unknown, quantity: unknown): AddCartLine | null {
  return Option.getOrNull(decodeLine({ productId, productCount: quantity }))
}

/**
 * The `addcart` line that sets `productId` to `quantity` with an optional customer reference (ours, issue 17),
 * or `null` when one is not acceptable (the reference too long or holding control characters).
 */
export function updateCartLine(productId: unknown, quantity: unknown, customerReference?: unknown): AddCartLine | null {
  return Option.getOrNull(
    decodeLine(customerReference === undefined ? { productId, productCount: quantity } : { productId, productCount: quantity, customerReference }),
  )
}

/** CART-3: a cart row id (what `delcart?ids=` takes), or `null`. */
export function cartRowId(id: unknown): CartItemId | null {
  return Option.getOrNull(decodeRowId(id))
}
