import { CARRIERS } from '../constants.ts'
import type { CartItem } from '../contract/cart.ts'
import type { Money, ProductId } from '../contract/common.ts'
import type { Carrier, DeliveryPreference, OrderStatus } from '../contract/order.ts'
import type { PaymentStatus } from '../contract/payment.ts'
import { cheaperQuantity, priceAt, type CheaperQuantity, type QuantityPrice } from '../pricing/pricing.rules.ts'
import { formatCount, formatUnitPrice, stockText } from '../search/search-results.rules.ts'

/**
 * The cart page, the checkout and the payment pages as they word things (issue 17): a cart row priced at its
 * quantity from core's pricing (the server prices the order with the same `priceLine`), the cart's subtotal,
 * the carriers and what shipping costs, which line a refused order names, and a proforma's pay-by date.
 */

/** A cart row as the cart and checkout pages show it. */
export interface CartLineView {
  readonly id: number
  readonly productId: ProductId
  readonly model: string
  readonly brandName: string
  readonly packageName: string
  readonly quantity: number
  readonly customerReference: string
  /** `9,988 in stock` or `Out of stock`. */
  readonly stockText: string
  /** When the row asks for more than is in stock, what is there and when the rest ships (`shortStockText`); `null` otherwise. */
  readonly shortText: string | null
  /** The unit and extended price at the quantity; `null` when it cannot be priced (price on request, below the minimum). */
  readonly price: QuantityPrice | null
  readonly unitPriceText: string
  readonly extendedPriceText: string
  /** "Buy N more and pay less in total", when the next break makes it so. */
  readonly cheaper: CheaperQuantity | null
}

/** A cart row, worded and priced at its quantity. */
export function cartLineView(item: CartItem): CartLineView {
  const part = item.productDetailEntity
  const price = priceAt(part, item.productCount)
  const short = stockReservation(item.productCount, part.stock, false) === null
  return {
    id: item.id,
    productId: item.productId,
    model: part.model,
    brandName: part.brandName,
    packageName: part.packageName,
    quantity: item.productCount,
    customerReference: item.customerReference,
    stockText: stockText(part.stock),
    shortText: short ? shortStockText(part.stock, item.leadTimeDays) : null,
    price,
    unitPriceText: price === null ? 'Price on request' : formatUnitPrice(price.unitPrice),
    extendedPriceText: price === null ? '—' : formatUnitPrice(price.extendedPrice),
    cheaper: cheaperQuantity(part, item.productCount),
  }
}

/**
 * Issue 17: what a cart line asking for more than the `stock` says, with the product's lead time:
 * `Only 1,200 in stock; the rest ships in about 14 days.`; out of stock (the stock column says so already)
 * `Ships in about 14 days.`; when the lead time is not known (`null`), that it is confirmed with the order.
 * Ours: the spec shows no wording.
 */
export function shortStockText(stock: number, leadTimeDays: number | null): string {
  const when = leadTimeDays === null ? null : leadTimeDays <= 1 ? 'within a day' : `in about ${formatCount(leadTimeDays)} days`
  if (stock === 0) return when === null ? 'Lead time not known yet; we confirm it with your order.' : `Ships ${when}.`
  const only = `Only ${formatCount(stock)} in stock`
  return when === null ? `${only}; lead time for the rest not known yet, we confirm it with your order.` : `${only}; the rest ships ${when}.`
}

/**
 * Issue 17, backorder: how many pieces of an order line of `quantity` are taken from `stock` when the order is
 * placed. A line stock covers takes all of it; a short line takes what there is (`min(stock, quantity)`, the
 * rest backordered) when the buyer accepted to wait (`backordered`), and otherwise cannot be ordered: `null`,
 * the order is refused. The server reserves by it; the checkout flags a short line by it.
 */
export function stockReservation(quantity: number, stock: number, backordered: boolean): number | null {
  if (stock >= quantity) return quantity
  return backordered ? Math.max(0, stock) : null
}

/**
 * The products of the checkout's short lines (`shortText` set), sent as the order's `backorder`: the buyer
 * saw them short and, placing the order, accepts to wait for the rest. Empty when no line is short.
 */
export function backorderProductIds(lines: ReadonlyArray<CartLineView>): ProductId[] {
  return lines.filter((line) => line.shortText !== null).map((line) => line.productId)
}

/**
 * Issue 17: what a placed order line of `quantity`, `reserved` of them taken from stock, says about when it
 * ships; `null` when stock covered it. With partial delivery: `1,200 ship now, 800 later (backordered).`;
 * with complete delivery the order waits for the rest: `1,200 reserved, 800 backordered: the order ships
 * complete when they arrive.` Ours: the spec shows no wording.
 */
export function backorderText(quantity: number, reserved: number, preference: DeliveryPreference): string | null {
  const later = quantity - reserved
  if (later <= 0) return null
  const rest = `${formatCount(later)} backordered`
  if (preference === 'complete') {
    return reserved === 0
      ? `All ${formatCount(quantity)} backordered: the order ships complete when they arrive.`
      : `${formatCount(reserved)} reserved, ${rest}: the order ships complete when they arrive.`
  }
  return reserved === 0
    ? `All ${formatCount(quantity)} backordered: they ship when they arrive.`
    : `${formatCount(reserved)} ship now, ${formatCount(later)} later (backordered).`
}

/** What the selected rows come to. */
export interface CartTotals {
  /** Rows selected. */
  readonly itemCount: number
  /** Pieces selected. */
  readonly pieces: number
  readonly subtotal: Money
  readonly subtotalText: string
  /** Selected rows that cannot be priced (they would be refused at checkout). */
  readonly unpriced: number
  /** Selected rows asking for more than is in stock (delivery: partial or complete). */
  readonly short: number
}

/** The subtotal and counts of the `selected` rows (all rows when `selected` is `undefined`). */
export function cartTotals(lines: ReadonlyArray<CartLineView>, selected?: ReadonlySet<number>): CartTotals {
  const chosen = selected === undefined ? lines : lines.filter((line) => selected.has(line.id))
  const subtotal = chosen.reduce((sum, line) => sum + (line.price?.extendedPrice ?? 0), 0)
  return {
    itemCount: chosen.length,
    pieces: chosen.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotal as Money,
    subtotalText: formatUnitPrice(subtotal),
    unpriced: chosen.filter((line) => line.price === null).length,
    short: chosen.filter((line) => line.shortText !== null).length,
  }
}

/** `1 item` / `3 items`. */
export function itemCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`
}

/** An amount of money as the pages show it (`$1,234.50`, `$0.1647`). */
export function moneyText(amount: number): string {
  return formatUnitPrice(amount)
}

/**
 * What the server charges for shipping on an order today: its `SHIPPING_CHARGE`, 0, because B2B orders ship
 * freight collect on the buyer's carrier account. The checkout shows it before the order exists; the order
 * detail shows the order's own `shipping`.
 */
export const CHECKOUT_SHIPPING = 0 as Money

/** The carriers a buyer can choose (spec §1), in the spec's order. */
export const CHECKOUT_CARRIERS: ReadonlyArray<Carrier> = CARRIERS

/**
 * What shipping costs as the checkout says it. The server charges the order's `shipping` (freight collect
 * today: 0, the carrier bills the buyer's own account), so the page says that rather than inventing a rate.
 */
export function shippingText(shipping: number, carrier: Carrier): string {
  return shipping === 0
    ? `Freight collect: ${carrier} bills shipping to your own account; $0.00 on this order.`
    : `${carrier} shipping: ${formatUnitPrice(shipping)}`
}

/** The delivery preferences and how they read. */
export const DELIVERY_PREFERENCES: ReadonlyArray<{ readonly value: DeliveryPreference; readonly label: string; readonly hint: string }> = [
  { value: 'complete', label: 'Complete delivery', hint: 'Hold the order until every line can ship together.' },
  { value: 'partial', label: 'Partial delivery', hint: 'Ship what is in stock now and the rest when it arrives.' },
]

/** The delivery preference as the order detail and proforma say it. */
export function deliveryText(preference: DeliveryPreference): string {
  return preference === 'partial' ? 'Partial delivery' : 'Complete delivery'
}

/**
 * The cart row a refused order names: the server's refusal names the part by its model (`LM358DR is out of
 * stock`, `Only 40 pieces of LM358DR are in stock; …`), so the row whose model the message names is the one
 * at fault; `null` when none is named. The longest model wins (`LM358` and `LM358DR` both appear in the
 * second's message).
 */
export function refusedLineId(message: string, lines: ReadonlyArray<{ readonly id: number; readonly model: string }>): number | null {
  let found: { readonly id: number; readonly model: string } | null = null
  for (const line of lines) {
    if (line.model !== '' && message.includes(line.model) && (found === null || line.model.length > found.model.length)) found = line
  }
  return found === null ? null : found.id
}

/** Days a proforma invoice is to be paid within. Ours (issue 17): the distributors' usual seven days. */
export const PROFORMA_PAY_WITHIN_DAYS = 7

/** The day a proforma issued at `issuedAt` (ISO) is to be paid by, `2026-01-22`; `''` for a date that is not one. */
export function payByDate(issuedAt: string): string {
  const issued = Date.parse(issuedAt)
  if (Number.isNaN(issued)) return ''
  return new Date(issued + PROFORMA_PAY_WITHIN_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** An ISO timestamp's day, `2026-01-15`. */
export function dayOf(at: string): string {
  return at.slice(0, 10)
}

const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** An order's status as the pages say it. */
export function orderStatusText(status: OrderStatus): string {
  return ORDER_STATUS_TEXT[status]
}

const PAYMENT_STATUS_TEXT: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending: we have not received the money yet.',
  succeeded: 'Payment received. Thank you!',
  failed: 'The payment failed. Nothing was charged; please try again or pay by bank transfer.',
  cancelled: 'The payment was cancelled.',
}

/** Where a payment stands, as `/payment/paysuccess` says it. */
export function paymentStatusText(status: PaymentStatus): string {
  return PAYMENT_STATUS_TEXT[status]
}
