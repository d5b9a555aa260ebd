import type { Address } from '../contract/address.ts'
import type { AddressId, CartItemId } from '../contract/common.ts'
import type { Carrier, DeliveryPreference, OrderCreateBody } from '../contract/order.ts'
import { type CartLineView, backorderProductIds } from './checkout.rules.ts'

/**
 * The order the checkout places (issue 17): which address it starts on, and the `orderCreate` body from the
 * buyer's choices, the lines as the buyer saw them and the terms typed.
 */

/** What the checkout says when the buyer places an order with no shipping address chosen. */
export const NO_ADDRESS = 'Please choose a shipping address or add one'

/** The buyer's own terms as typed: purchase-order number, VAT / tax ID, remark (`''` when left out). */
export interface OrderTerms {
  readonly poNumber: string
  readonly vatId: string
  readonly remark: string
}

/** The address the checkout starts on: the member's default, else the first; `null` when there is none. */
export function startingAddressId(addresses: ReadonlyArray<Address>): number | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null
}

/**
 * The `orderCreate` body: every line shown, the terms trimmed and left out when empty, and as `backorder` the
 * products of the lines shown short, which the buyer accepts to wait for (a line that fell short after the page
 * loaded is not among them, and the server refuses it by name).
 */
export function checkoutOrderBody(choice: {
  readonly addressId: number
  readonly carrier: Carrier
  readonly delivery: DeliveryPreference
  readonly lines: ReadonlyArray<CartLineView>
  readonly terms: OrderTerms
}): OrderCreateBody {
  const backorder = backorderProductIds(choice.lines)
  const poNumber = choice.terms.poNumber.trim()
  const vatId = choice.terms.vatId.trim()
  const remark = choice.terms.remark.trim()
  return {
    addressId: choice.addressId as AddressId,
    carrier: choice.carrier,
    cartItemIds: choice.lines.map((line) => line.id as CartItemId),
    deliveryPreference: choice.delivery,
    ...(backorder.length === 0 ? {} : { backorder }),
    ...(poNumber === '' ? {} : { poNumber }),
    ...(vatId === '' ? {} : { vatId }),
    ...(remark === '' ? {} : { remark }),
  }
}
