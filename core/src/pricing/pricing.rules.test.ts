import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants.ts'
import type { Money } from '../contract/common.ts'
import type { PriceBreak } from '../contract/product.ts'
import { breakTotal, chargeable, cheaperQuantity, ladderRows, minimumQuantity, orderQuantity, priceAt, priceLine, sortUnitPrice, unitPriceAt, type PricedPart } from './pricing.rules.ts'

const ladder: PriceBreak[] = [
  { quantity: 10, unitPrice: 300_000 as Money },
  { quantity: 100, unitPrice: 200_000 as Money },
  { quantity: 1000, unitPrice: 100_000 as Money },
]
const part: PricedPart = { priceLadder: ladder, moq: 10, spq: 1 }

describe('prices at a quantity (PAGE-1 price ladder)', () => {
  it('takes the break at or below the quantity, nothing below the first break', () => {
    expect([9, 10, 99, 100, 999, 1000, 5000].map((quantity) => unitPriceAt(ladder, quantity))).toEqual([
      undefined, 300_000, 300_000, 200_000, 200_000, 100_000, 100_000,
    ])
  })

  it('refuses a line below the minimum order and prices it from the minimum', () => {
    expect(priceLine(ladder, 20, 19)).toEqual({ ok: false, reason: 'below-minimum', minimum: 20 })
    expect(priceLine(ladder, 20, 20)).toEqual({ ok: true, unitPrice: 300_000, lineTotal: 6_000_000 })
    expect(priceLine(ladder, 1, 9)).toEqual({ ok: false, reason: 'below-minimum', minimum: 10 })
    expect(priceLine([], 1, 5)).toEqual({ ok: false, reason: 'price-on-request' })
    expect(priceLine([{ quantity: 1, unitPrice: Number.MAX_SAFE_INTEGER as Money }], 1, 2)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('charges a line in whole cents, half a cent rounding up: 75 × $0.1469 = $11.02, 99 × $0.00005 = $0.00, 100 × $0.00005 = $0.01', () => {
    const cheap = [{ quantity: 1, unitPrice: 146_900 as Money }]
    expect(priceLine(cheap, 1, 75)).toEqual({ ok: true, unitPrice: 146_900, lineTotal: 11_020_000 })
    const tiny = [{ quantity: 1, unitPrice: 50 as Money }]
    expect(priceLine(tiny, 1, 99)).toEqual({ ok: true, unitPrice: 50, lineTotal: 0 })
    expect(priceLine(tiny, 1, 100)).toEqual({ ok: true, unitPrice: 50, lineTotal: 10_000 })
    expect([4_999, 5_000, 14_999, 15_000].map(chargeable)).toEqual([0, 10_000, 10_000, 20_000])
    // The ladder's Extended column: 10 × $0.0021 is charged $0.02, as the line would be.
    expect(breakTotal({ quantity: 10, unitPrice: 2_100 as Money })).toBe(20_000)
    expect(breakTotal({ quantity: 10, unitPrice: 2_500 as Money })).toBe(30_000)
  })

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 })])(
    'a line total is whole cents within half a cent of unit price × quantity',
    (unitPrice, quantity) => {
      const line = priceLine([{ quantity: 1, unitPrice: unitPrice as Money }], 1, quantity)
      if (!line.ok) throw new Error('a small line must price')
      expect(line.lineTotal % 10_000).toBe(0)
      expect(Math.abs(line.lineTotal - unitPrice * quantity)).toBeLessThanOrEqual(5_000)
    },
  )

  it('the minimum is the MOQ, never below the first break', () => {
    expect(minimumQuantity({ priceLadder: ladder, moq: 1 })).toBe(10)
    expect(minimumQuantity({ priceLadder: ladder, moq: 25 })).toBe(25)
    expect(minimumQuantity({ priceLadder: [], moq: 0 })).toBe(1)
  })
})

describe('the orderable quantity', () => {
  it('keeps a quantity that is already orderable, with no note', () => {
    expect(orderQuantity(part, 10)).toEqual({ quantity: 10, adjustment: null, note: '' })
  })

  it('raises a quantity below the minimum to it, saying so (9 → 10, 10 kept)', () => {
    expect(orderQuantity(part, 9)).toEqual({ quantity: 10, adjustment: 'minimum', note: 'Minimum order is 10; quantity raised to 10.' })
  })

  it('rounds up to whole packs, saying so (2,501 → 5,000; 2,500 kept)', () => {
    const reel = { priceLadder: ladder, moq: 2500, spq: 2500 }
    expect(orderQuantity(reel, 2500).adjustment).toBeNull()
    expect(orderQuantity(reel, 2501)).toEqual({
      quantity: 5000,
      adjustment: 'pack',
      note: 'Sold in packs of 2,500; quantity rounded up to 5,000.',
    })
  })

  it('names the pack when the minimum is raised past it', () => {
    expect(orderQuantity({ priceLadder: ladder, moq: 10, spq: 4 }, 3)).toEqual({
      quantity: 12,
      adjustment: 'minimum',
      note: 'Minimum order is 10, in packs of 4; quantity raised to 12.',
    })
  })

  it('reads a non-number or a fraction as an orderable quantity', () => {
    expect(orderQuantity(part, Number.NaN).quantity).toBe(10)
    expect(orderQuantity(part, 0).quantity).toBe(10)
    expect(orderQuantity(part, 10.2).quantity).toBe(11)
  })

  it('lowers a quantity past the largest line to the largest whole number of packs', () => {
    const packs = { priceLadder: ladder, moq: 1, spq: 3 }
    const capped = orderQuantity(packs, LIMITS.maxQuantity + 1)
    expect(capped.quantity).toBe(Math.floor(LIMITS.maxQuantity / 3) * 3)
    expect(capped.adjustment).toBe('limit')
  })

  test.prop([fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 100_000 })])(
    'is at least the wanted quantity and the minimum, a whole number of packs, and the smallest such',
    (moq, spq, wanted) => {
      const target = { priceLadder: ladder, moq, spq }
      const { quantity } = orderQuantity(target, wanted)
      expect(quantity).toBeGreaterThanOrEqual(Math.max(wanted, minimumQuantity(target)))
      expect(quantity % spq).toBe(0)
      expect(quantity - spq).toBeLessThan(Math.max(wanted, minimumQuantity(target)))
    },
  )
})

describe('the price a part sorts by at a quantity (issue 15)', () => {
  it('is the unit price at the quantity its row is priced at: raised to the minimum, whole packs', () => {
    expect([null, 1, 10, 99, 100, 5000].map((wanted) => sortUnitPrice(part, wanted))).toEqual([300_000, 300_000, 300_000, 300_000, 200_000, 100_000])
    // A minimum of 90 in packs of 20 orders 100: the 100 break.
    expect(sortUnitPrice({ priceLadder: ladder, moq: 90, spq: 20 }, null)).toBe(200_000)
    expect(sortUnitPrice({ priceLadder: [], moq: 1, spq: 1 }, 10)).toBeNull()
  })

  test.prop([fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 300 })])(
    'equals the unit price the row shows (priceAt at orderQuantity)',
    (wanted, moq, spq) => {
      const target = { priceLadder: ladder, moq, spq }
      const shown = priceAt(target, orderQuantity(target, wanted ?? minimumQuantity(target)).quantity)
      expect(sortUnitPrice(target, wanted)).toBe(shown?.unitPrice ?? null)
    },
  )
})

describe('buy more and pay less', () => {
  it('offers the next break when it costs less in total, at its boundary', () => {
    // 67 × $0.30 = $20.10 > 100 × $0.20 = $20.00; 66 × $0.30 = $19.80 is less.
    expect(cheaperQuantity(part, 66)).toBeNull()
    expect(cheaperQuantity(part, 67)).toEqual({
      quantity: 100,
      unitPrice: 200_000,
      extendedPrice: 20_000_000,
      more: 33,
      saving: 100_000,
      text: 'Buy 33 more (100 in all) and pay $0.10 less in total.',
    })
  })

  it('takes the cheapest break above, not only the next one', () => {
    const steep = { priceLadder: [...ladder.slice(0, 2), { quantity: 101, unitPrice: 10_000 as Money }], moq: 1, spq: 1 }
    expect(cheaperQuantity(steep, 90)?.quantity).toBe(101)
  })

  it('says nothing at or past the last break, or for a price on request', () => {
    expect(cheaperQuantity(part, 1000)).toBeNull()
    expect(cheaperQuantity({ priceLadder: [], moq: 1, spq: 1 }, 5)).toBeNull()
  })

  test.prop([fc.integer({ min: 10, max: 2000 })])('never offers a total that is not lower', (quantity) => {
    const hint = cheaperQuantity(part, quantity)
    const current = priceAt(part, quantity)
    if (hint !== null && current !== null) {
      expect(hint.quantity).toBeGreaterThan(quantity)
      expect(hint.extendedPrice).toBeLessThan(current.extendedPrice)
    }
  })
})

describe('the price ladder with the quantity\'s break marked', () => {
  const ladder: PriceBreak[] = [
    { quantity: 1, unitPrice: 250_000 as Money },
    { quantity: 100, unitPrice: 100_000 as Money },
    { quantity: 1000, unitPrice: 80_000 as Money },
  ]

  it('PAGE-1: marks the last break at or below the quantity, one step only', () => {
    expect(ladderRows(ladder, 100).map((row) => row.active)).toEqual([false, true, false])
    expect(ladderRows(ladder, 999).map((row) => row.active)).toEqual([false, true, false])
    expect(ladderRows(ladder, 5000).map((row) => row.active)).toEqual([false, false, true])
    expect(ladderRows(ladder, 1).map((row) => row.active)).toEqual([true, false, false])
  })

  it('PAGE-1: marks nothing below the first break, and gives each break its own extended price in whole cents', () => {
    const rows = ladderRows([{ quantity: 10, unitPrice: 146_900 as Money }, { quantity: 75, unitPrice: 146_900 as Money }], 5)
    expect(rows.map((row) => row.active)).toEqual([false, false])
    expect(rows[1]).toEqual({ quantity: 75, unitPrice: 146_900, extendedPrice: 11_020_000, active: false })
  })
})
