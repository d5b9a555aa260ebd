import type { BomDetail, BomLine } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { bomCartLines, bomOrderPlan, bomRfqLines } from './order-lines.ts'

function line(row: number, kind: BomLine['match']['kind'], productId: number | null, quantity: number, fitted = true): BomLine {
  return {
    row,
    designators: [],
    quantity,
    mpn: '',
    manufacturer: '',
    alternates: [],
    value: '',
    description: '',
    footprint: '',
    fitted,
    match: { kind, product: productId === null ? null : ({ intID: productId, model: `P${productId}` } as BomLine['match']['product']), score: 1, reason: '' },
    unitPrice: null,
    extendedPrice: null,
  }
}

const DETAIL = {
  boards: 10,
  lines: [
    line(2, 'exact', 1, 2),
    line(3, 'variant', 2, 1),
    line(4, 'distributor', 1, 3),
    line(5, 'close', 3, 1),
    line(6, 'value', 4, 1),
    line(7, 'none', null, 1),
    line(8, 'exact', 5, 0, false),
  ],
} as unknown as BomDetail

describe('the matched lines of a BOM in one call', () => {
  it('goes to the cart as each sure part once, with the pieces for the build', () => {
    expect(bomCartLines(bomOrderPlan(DETAIL))).toEqual([
      { productId: 1, productCount: 50 },
      { productId: 2, productCount: 10 },
    ])
  })

  it('goes to the RFQ list the same way, with the part numbers', () => {
    expect(bomRfqLines(bomOrderPlan(DETAIL))).toEqual([
      { intID: 1, model: 'P1', purchaseQuantity: 50 },
      { intID: 2, model: 'P2', purchaseQuantity: 10 },
    ])
  })

  it('names every line left out with why, and the BOM rows each part stands for', () => {
    const plan = bomOrderPlan(DETAIL)
    expect(plan.parts.map((part) => [part.productId, part.quantity, part.rows])).toEqual([
      [1, 50, [2, 4]],
      [2, 10, [3]],
    ])
    expect(plan.pieces).toBe(60)
    expect(plan.leftOut.map((line) => [line.row, line.reason])).toEqual([
      [5, 'unconfirmed'],
      [6, 'unconfirmed'],
      [7, 'unmatched'],
      [8, 'not-fitted'],
    ])
    expect(plan.leftOut[0]?.message).toBe('Row 5 matched P3 close, not exact: confirm the part first.')
  })
})
