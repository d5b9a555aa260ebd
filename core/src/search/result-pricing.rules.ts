import { cheaperQuantity, minimumQuantity, orderQuantity, priceAt, type PricedPart } from '../pricing/pricing.rules.ts'
import { formatCount, formatUnitPrice } from './search-results.rules.ts'

/**
 * A result row priced at the buyer's quantity (`/so?qty=`, the category and brand listings): the quantity it
 * can be ordered in (raised to the minimum order, rounded up to the pack, with the visible note), its unit and
 * extended price there, and the "buy N more and pay less in total" hint. All from core's pricing rules.
 */
export interface RowPricing {
  /** The orderable quantity the row is priced at (what add to cart and add to RFQ send). */
  readonly quantity: number
  /** Why the quantity differs from the one asked (`''` when it does not). */
  readonly note: string
  /** The MOQ column: the minimum order, with the standard pack when over one (`10 (pack 2,500)`). */
  readonly moqText: string
  /** `$0.1647`, or `null` (price on request). */
  readonly unitText: string | null
  /** `$16.47` for the whole quantity, or `null` (price on request). */
  readonly extendedText: string | null
  /** `Buy 3 more (100 in all) and pay $0.42 less in total.`, or `null`. */
  readonly cheaperText: string | null
}

/** The row's pricing at `wanted` pieces (`null`: at its minimum order). */
export function rowPricing(part: PricedPart, wanted: number | null): RowPricing {
  const minimum = minimumQuantity(part)
  const ordered = orderQuantity(part, wanted ?? minimum)
  const price = priceAt(part, ordered.quantity)
  return {
    quantity: ordered.quantity,
    note: wanted === null ? '' : ordered.note,
    moqText: part.spq > 1 ? `${formatCount(minimum)} (pack ${formatCount(part.spq)})` : formatCount(minimum),
    unitText: price === null ? null : formatUnitPrice(price.unitPrice),
    extendedText: price === null ? null : formatUnitPrice(price.extendedPrice),
    cheaperText: cheaperQuantity(part, ordered.quantity)?.text ?? null,
  }
}
