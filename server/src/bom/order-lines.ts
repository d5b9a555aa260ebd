import type { AddCartLine, BomDetail, ProductId, RfqLine } from '@partfront/core/contract'

/**
 * The matched lines of a BOM as one cart call or one RFQ list (issue 8: "Matched lines go to the cart or the
 * RFQ list in one call"): the fitted lines with a catalog part, each part once with the pieces the build
 * needs (two lines of one part add up). Ours: close and by-value matches are left out until the buyer confirms
 * them (only exact, variant and distributor matches go), and at most 200 parts go in one call
 * (`LIMITS.maxLinesPerRequest`, BOM-2's limit).
 */

/** The match kinds sure enough to order without the buyer's confirmation. */
const SURE = new Set(['exact', 'variant', 'distributor'])

interface Wanted {
  readonly productId: ProductId
  readonly model: string
  readonly quantity: number
}

function wantedParts(detail: BomDetail): Wanted[] {
  const byProduct = new Map<number, Wanted>()
  for (const line of detail.lines) {
    const product = line.match.product
    if (!line.fitted || product === null || line.quantity === 0 || !SURE.has(line.match.kind)) continue
    const quantity = line.quantity * detail.boards
    const seen = byProduct.get(product.intID)
    byProduct.set(product.intID, { productId: product.intID, model: product.model, quantity: (seen?.quantity ?? 0) + quantity })
  }
  return [...byProduct.values()]
}

/** The `addcart` body of a BOM's matched lines (the pieces for `detail.boards` boards). */
export function bomCartLines(detail: BomDetail): AddCartLine[] {
  return wantedParts(detail).map((part) => ({ productId: part.productId, productCount: part.quantity }))
}

/** The RFQ list items of a BOM's matched lines, for `quoteRfqList`. */
export function bomRfqLines(detail: BomDetail): RfqLine[] {
  return wantedParts(detail).map((part) => ({ intID: part.productId, model: part.model, purchaseQuantity: part.quantity }))
}
