import { isSureKind } from '@partfront/core/bom-tool'
import type { AddCartLine, BomDetail, BomLine, BomLineLeftOut, BomPartSent, RfqLine } from '@partfront/core/contract'

/**
 * The matched lines of a BOM as one cart call or one RFQ list (issue 8: "Matched lines go to the cart or the
 * RFQ list in one call"): the fitted lines with a catalog part, each part once with the pieces the build
 * needs (two lines of one part add up). Ours: close and by-value matches are left out until the buyer confirms
 * them (only exact, variant and distributor matches go), and every line left out is named with why, so the
 * buyer sees what still needs them.
 */


/** What a BOM sends: each sure part once, the pieces in all, and the lines left out with why. */
export interface BomOrderPlan {
  readonly parts: BomPartSent[]
  readonly pieces: number
  readonly leftOut: BomLineLeftOut[]
}

/** Why `line` is left out, or `undefined` when it goes. */
function leftOutOf(line: BomLine, confirmed: ReadonlySet<number>): BomLineLeftOut | undefined {
  const named = line.mpn === '' ? (line.value === '' ? `Row ${line.row}` : `Row ${line.row} (${line.value})`) : `Row ${line.row} (${line.mpn})`
  if (!line.fitted || line.quantity === 0) {
    return { row: line.row, mpn: line.mpn, reason: 'not-fitted', message: `${named} is marked do-not-fit: nothing to buy.` }
  }
  if (line.match.product === null || line.match.kind === 'none') {
    return { row: line.row, mpn: line.mpn, reason: 'unmatched', message: `${named} matched no catalog part.` }
  }
  if (!isSureKind(line.match.kind) && !confirmed.has(line.row)) {
    const kind = line.match.kind === 'value' ? 'by value' : 'close, not exact'
    return {
      row: line.row,
      mpn: line.mpn,
      reason: 'unconfirmed',
      message: `${named} matched ${line.match.product.model} ${kind}: confirm the part first.`,
    }
  }
  return undefined
}

/** The plan of a BOM priced for `detail.boards` boards: what goes and what is left out, in row order. */
export function bomOrderPlan(detail: BomDetail, confirmed: ReadonlySet<number> = new Set()): BomOrderPlan {
  const byProduct = new Map<number, BomPartSent>()
  const leftOut: BomLineLeftOut[] = []
  for (const line of detail.lines) {
    const left = leftOutOf(line, confirmed)
    const product = line.match.product
    if (left !== undefined || product === null) {
      if (left !== undefined) leftOut.push(left)
      continue
    }
    const seen = byProduct.get(product.intID)
    byProduct.set(product.intID, {
      productId: product.intID,
      model: product.model,
      quantity: (seen?.quantity ?? 0) + line.quantity * detail.boards,
      rows: [...(seen?.rows ?? []), line.row],
    })
  }
  const parts = [...byProduct.values()]
  return { parts, pieces: parts.reduce((sum, part) => sum + part.quantity, 0), leftOut }
}

/** The `addcart` body of a BOM's plan (the pieces for `detail.boards` boards). */
export function bomCartLines(plan: BomOrderPlan): AddCartLine[] {
  return plan.parts.map((part) => ({ productId: part.productId, productCount: part.quantity }))
}

/** The RFQ list items of a BOM's plan, for `quoteRfqList`. */
export function bomRfqLines(plan: BomOrderPlan): RfqLine[] {
  return plan.parts.map((part) => ({ intID: part.productId, model: part.model, purchaseQuantity: part.quantity }))
}
