import { LIMITS, MONEY } from '../constants.ts'
import type { Money } from '../contract/common.ts'
import type { PriceBreak } from '../contract/product.ts'
import { formatCount, formatUnitPrice } from '../search/search-results.rules.ts'

/**
 * Prices at a quantity: the one place the storefront turns a product's price ladder, minimum order and
 * standard pack into what a quantity costs. The server prices cart lines and orders with it; the search
 * results, the product page and the cart show what it says. Ours (the spec shows only the ladder, §3
 * `priceLadder`): a quantity is sold from the minimum order up, in multiples of the standard pack, and a buyer
 * is told when a few more parts cost less in total (the next break's price times its quantity is below what
 * they would pay now), which no distributor shows though buyers round up by hand.
 */

/** What a product's pricing needs: the ladder (ascending quantities), the minimum order and the pack. */
export interface PricedPart {
  readonly priceLadder: ReadonlyArray<PriceBreak>
  /** Minimum order quantity. */
  readonly moq: number
  /** Standard pack quantity: orders go in multiples of it. */
  readonly spq: number
}

/** How a cart line prices, or why it cannot be ordered. */
export type LinePrice =
  | { readonly ok: true; readonly unitPrice: Money; readonly lineTotal: Money }
  | { readonly ok: false; readonly reason: 'price-on-request' }
  | { readonly ok: false; readonly reason: 'below-minimum'; readonly minimum: number }
  | { readonly ok: false; readonly reason: 'too-large' }

/**
 * The unit price of `quantity` pieces: the price of the break with the largest quantity at or below it.
 * `undefined` below the first break (or for an empty ladder).
 */
export function unitPriceAt(ladder: ReadonlyArray<PriceBreak>, quantity: number): Money | undefined {
  let price: Money | undefined
  for (const step of ladder) {
    if (step.quantity > quantity) break
    price = step.unitPrice
  }
  return price
}

/** The smallest quantity a part is sold in: its minimum order, never below the ladder's first break. */
export function minimumQuantity(part: Pick<PricedPart, 'priceLadder' | 'moq'>): number {
  return Math.max(1, part.moq, part.priceLadder[0]?.quantity ?? 1)
}

/**
 * An amount to charge: whole cents, half a cent and more rounding up (75 × $0.1469 = $11.0175 → $11.02), as
 * distributors' extended prices do and card providers require.
 */
export function chargeable(amount: number): Money {
  return (Math.round(amount / MONEY.unitsPerCent) * MONEY.unitsPerCent) as Money
}

/** What a price break's own quantity costs (the ladder's "Extended" column): whole cents, as a line is charged. */
export function breakTotal(step: PriceBreak): Money {
  return chargeable(step.unitPrice * step.quantity)
}

/**
 * Prices `quantity` pieces of a product. A quantity below the minimum order quantity (the product's MOQ, and
 * never below the ladder's first break) is refused rather than priced at the first break, so the buyer sees
 * the minimum before agreeing to a total; an empty ladder is price on request (quote it). The line's total is
 * the unit price times the quantity in whole cents (`chargeable`): what the order charges and every page shows.
 */
export function priceLine(ladder: ReadonlyArray<PriceBreak>, moq: number, quantity: number): LinePrice {
  if (ladder.length === 0) return { ok: false, reason: 'price-on-request' }
  const minimum = minimumQuantity({ priceLadder: ladder, moq })
  const unitPrice = unitPriceAt(ladder, quantity)
  if (quantity < minimum || unitPrice === undefined) return { ok: false, reason: 'below-minimum', minimum }
  const exact = unitPrice * quantity
  if (!Number.isSafeInteger(exact)) return { ok: false, reason: 'too-large' }
  return { ok: true, unitPrice, lineTotal: chargeable(exact) }
}

/** Why a wanted quantity became another: raised to the minimum order, or up to a whole number of packs. */
export type QuantityAdjustment = 'minimum' | 'pack' | 'limit'

/** A quantity a buyer may order, and what was done to the one they typed. */
export interface OrderQuantity {
  readonly quantity: number
  /** `null` when the wanted quantity was already orderable. */
  readonly adjustment: QuantityAdjustment | null
  /** The visible note for the adjustment (`''` when none). */
  readonly note: string
}

function roundUpTo(quantity: number, multiple: number): number {
  return Math.ceil(quantity / multiple) * multiple
}

/**
 * The orderable quantity nearest above `wanted`: at least the minimum order, in multiples of the standard
 * pack, at most `LIMITS.maxQuantity` (the largest multiple of the pack within it). A wanted quantity that is
 * not a positive whole number is read as the minimum. The note says what moved and why:
 * `Minimum order is 10; quantity raised to 10.`, `Sold in packs of 2,500; quantity rounded up to 5,000.`
 */
export function orderQuantity(part: PricedPart, wanted: number): OrderQuantity {
  const minimum = minimumQuantity(part)
  const pack = Math.max(1, Math.trunc(part.spq))
  const asked = Number.isFinite(wanted) && wanted >= 1 ? Math.ceil(wanted) : minimum
  const ceiling = Math.max(pack, Math.floor(LIMITS.maxQuantity / pack) * pack)
  const quantity = Math.min(roundUpTo(Math.max(asked, minimum), pack), ceiling)
  if (quantity === asked) return { quantity, adjustment: null, note: '' }
  if (quantity < asked) {
    return { quantity, adjustment: 'limit', note: `At most ${formatCount(quantity)} per line; quantity lowered to ${formatCount(quantity)}.` }
  }
  if (asked < minimum) {
    const packs = quantity === minimum ? '' : `, in packs of ${formatCount(pack)}`
    return {
      quantity,
      adjustment: 'minimum',
      note: `Minimum order is ${formatCount(minimum)}${packs}; quantity raised to ${formatCount(quantity)}.`,
    }
  }
  return {
    quantity,
    adjustment: 'pack',
    note: `Sold in packs of ${formatCount(pack)}; quantity rounded up to ${formatCount(quantity)}.`,
  }
}

/**
 * The unit price a part sorts by at `wanted` pieces (search's `sort: 'price'`, issue 15): the price of the
 * break that applies at the quantity its result row is priced at (`orderQuantity`: at least its minimum order,
 * whole packs); `wanted` `null` prices each part at its own minimum. `null` for a price on request (the part
 * sorts last). The PostgreSQL store orders by the same in SQL (`postgres/search-match.ts`, `SORT_PRICE_SQL`),
 * checked against this in the shared store suite.
 */
export function sortUnitPrice(part: PricedPart, wanted: number | null): Money | null {
  if (part.priceLadder.length === 0) return null
  const { quantity } = orderQuantity(part, wanted ?? minimumQuantity(part))
  return unitPriceAt(part.priceLadder, quantity) ?? null
}

/** A quantity's unit and extended price. */
export interface QuantityPrice {
  readonly quantity: number
  readonly unitPrice: Money
  readonly extendedPrice: Money
}

/** The unit and extended price of an orderable `quantity`, or `null` (price on request, below the minimum, too large). */
export function priceAt(part: PricedPart, quantity: number): QuantityPrice | null {
  const line = priceLine(part.priceLadder, part.moq, quantity)
  return line.ok ? { quantity, unitPrice: line.unitPrice, extendedPrice: line.lineTotal } : null
}

/** A larger quantity that costs less in total than the one chosen. */
export interface CheaperQuantity extends QuantityPrice {
  /** How many more parts than the chosen quantity. */
  readonly more: number
  /** What the buyer saves in total against the chosen quantity. */
  readonly saving: Money
  /** `Buy 3 more (100 in all) and pay $0.42 less in total.` */
  readonly text: string
}

/**
 * The hint "buy N more and pay less in total": among the ladder's breaks above `quantity` (each raised to a
 * whole number of packs), the one with the lowest total when that total is below the chosen quantity's;
 * `null` when none is (or the chosen quantity cannot be priced).
 */
export function cheaperQuantity(part: PricedPart, quantity: number): CheaperQuantity | null {
  const current = priceAt(part, quantity)
  if (current === null) return null
  const pack = Math.max(1, Math.trunc(part.spq))
  let best: QuantityPrice | null = null
  for (const step of part.priceLadder) {
    if (step.quantity <= quantity) continue
    const candidate = priceAt(part, roundUpTo(step.quantity, pack))
    if (candidate === null || candidate.extendedPrice >= current.extendedPrice) continue
    if (best === null || candidate.extendedPrice < best.extendedPrice) best = candidate
  }
  if (best === null) return null
  const more = best.quantity - quantity
  const saving = (current.extendedPrice - best.extendedPrice) as Money
  return {
    ...best,
    more,
    saving,
    text: `Buy ${formatCount(more)} more (${formatCount(best.quantity)} in all) and pay ${formatUnitPrice(saving)} less in total.`,
  }
}

/** One step of a product's price ladder as a product view draws it, the quantity's own break marked. */
export interface LadderRow {
  /** The break's quantity (`100`). */
  readonly quantity: number
  readonly unitPrice: Money
  /** What the break's own quantity costs, in whole cents (`breakTotal`). */
  readonly extendedPrice: Money
  /** The break `quantity` pieces are priced at (the last at or below it); none when it is below the first. */
  readonly active: boolean
}

/**
 * The price ladder with the break that prices `quantity` marked (PAGE-1: the product's prices at the buyer's
 * quantity). `quantity` is an orderable one (`orderQuantity(...).quantity`); every renderer marks the same step.
 */
export function ladderRows(ladder: ReadonlyArray<PriceBreak>, quantity: number): LadderRow[] {
  const active = ladder.findLast((step) => step.quantity <= quantity)?.quantity
  return ladder.map((step) => ({
    quantity: step.quantity,
    unitPrice: step.unitPrice,
    extendedPrice: breakTotal(step),
    active: step.quantity === active,
  }))
}
