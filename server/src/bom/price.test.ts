import type { BomLineDraft } from '@partfront/core/bom'
import type { PriceBreak } from '@partfront/core/contract'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { CatalogPart } from '../store/boms.port.ts'
import { usd } from './bom.fixtures.ts'
import type { LineMatch } from './match.ts'
import { BomPriceRefusal, breakPrice, priceBom } from './price.ts'

const LADDER = [
  { quantity: 10, unitPrice: usd(0.3) },
  { quantity: 100, unitPrice: usd(0.2) },
  { quantity: 1000, unitPrice: usd(0.1) },
] as PriceBreak[]

function line(fields: Partial<BomLineDraft>): BomLineDraft {
  return {
    row: 2,
    designators: ['U1'],
    quantity: 1,
    mpn: 'X',
    manufacturer: '',
    alternates: [],
    distributorParts: [],
    value: '',
    description: '',
    footprint: '',
    fitted: true,
    warnings: [],
    ...fields,
  }
}

function matched(fields: Partial<CatalogPart> = {}): LineMatch {
  const part = {
    intID: 7,
    model: 'NE555DR',
    brandName: 'Texas Instruments',
    brandId: 1,
    categoryId: 2,
    categoryName: 'Timers',
    description: '',
    packageName: 'SOIC-8',
    image: null,
    stock: 5000,
    priceLadder: LADDER,
    normalized: 'NE555DR',
    baseNormalized: 'NE555D',
    moq: 1,
    ...fields,
  } as CatalogPart
  return { kind: 'exact', part, score: 1, reason: 'Exact.', warnings: [], others: [] }
}

const NONE: LineMatch = { kind: 'none', part: null, score: 0, reason: 'Not in the catalog.', warnings: [], others: [] }

describe('breakPrice', () => {
  it('takes the break with the largest quantity not above what is needed', () => {
    expect(breakPrice(LADDER, 10)).toEqual({ unitPrice: usd(0.3), buy: 10 })
    expect(breakPrice(LADDER, 99)).toEqual({ unitPrice: usd(0.3), buy: 99 })
    expect(breakPrice(LADDER, 100)).toEqual({ unitPrice: usd(0.2), buy: 100 })
    expect(breakPrice(LADDER, 5000)).toEqual({ unitPrice: usd(0.1), buy: 5000 })
  })

  it('prices below the first break at the first break, for its quantity; an empty ladder is on request', () => {
    expect(breakPrice(LADDER, 3)).toEqual({ unitPrice: usd(0.3), buy: 10 })
    expect(breakPrice(LADDER, 3, 150)).toEqual({ unitPrice: usd(0.2), buy: 150 })
    expect(breakPrice([], 3)).toBeUndefined()
  })

  test.prop([fc.integer({ min: 1, max: 1_000_000 })])('never prices more than the pieces needed allow, nor fewer pieces', (needed) => {
    const price = breakPrice(LADDER, needed)
    expect(price?.buy).toBeGreaterThanOrEqual(needed)
    expect(LADDER.some((step) => step.unitPrice === price?.unitPrice && step.quantity <= (price?.buy ?? 0))).toBe(true)
  })
})

describe('priceBom', () => {
  it('needs quantity × boards pieces of each fitted line, at the break that reaches', () => {
    const priced = priceBom([line({ quantity: 2 })], [matched()], 50)
    expect(priced.lines[0]).toMatchObject({ quantity: 2, needed: 100, buy: 100, unitPrice: usd(0.2), extendedPrice: usd(20), warnings: [] })
    expect(priced.totals).toEqual({ lines: 1, quantity: 100, matched: 1, price: usd(20), unmatched: [], short: [], onRequest: [] })
  })

  it('says the minimum when the build needs fewer pieces than the part is sold in', () => {
    const [first] = priceBom([line({ quantity: 3 })], [matched()], 1).lines
    expect(first).toMatchObject({ needed: 3, buy: 10, extendedPrice: usd(3) })
    expect(first?.warnings).toEqual(['NE555DR is sold from 10 pieces: priced for 10, 3 needed.'])
  })

  it('keeps a do-not-fit line at quantity 0 and no price, out of the totals to buy', () => {
    const priced = priceBom([line({ quantity: 4, fitted: false }), line({ row: 3, quantity: 10 })], [matched(), matched()], 1)
    expect(priced.lines[0]).toMatchObject({ quantity: 0, needed: 0, unitPrice: null, extendedPrice: null })
    expect(priced.totals).toMatchObject({ lines: 2, quantity: 10, matched: 2, price: usd(3) })
  })

  it('lists the lines not matched, short in stock and priced on request', () => {
    const priced = priceBom(
      [line({ row: 2, quantity: 1 }), line({ row: 3, quantity: 20 }), line({ row: 4 }), line({ row: 5, fitted: false })],
      [NONE, matched({ stock: 15 }), matched({ priceLadder: [] }), NONE],
      1,
    )
    expect(priced.totals.unmatched).toEqual([2])
    expect(priced.totals.short).toEqual([{ row: 3, model: 'NE555DR', needed: 20, stock: 15 }])
    expect(priced.totals.onRequest).toEqual([4])
    expect(priced.totals.matched).toBe(2)
    expect(priced.lines[1]?.warnings).toEqual(['Short in stock: 20 needed, 15 in stock.'])
    expect(priced.lines[2]?.warnings).toEqual(['NE555DR is priced on request.'])
  })

  it('rounds a fractional quantity per board up to whole pieces', () => {
    const [first] = priceBom([line({ quantity: 0.5 })], [matched()], 3).lines
    expect(first).toMatchObject({ quantity: 1, needed: 3 })
  })

  test.prop([fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 50 }), fitted: fc.boolean() }), { maxLength: 30 }), fc.integer({ min: 1, max: 100 })])(
    'the totals are the sums of the lines',
    (drafts, boards) => {
      const lines = drafts.map((d, i) => line({ row: i + 2, ...d }))
      const priced = priceBom(lines, lines.map(() => matched()), boards)
      expect(priced.totals.quantity).toBe(drafts.reduce((sum, d) => sum + (d.fitted ? d.quantity * boards : 0), 0))
      expect(priced.totals.price).toBe(priced.lines.reduce((sum, p) => sum + (p.extendedPrice ?? 0), 0))
    },
  )

  describe('issue 14: a price is exact or refused with a message, never past the money type', () => {
    const MOST = Number.MAX_SAFE_INTEGER
    const dear = (dollars: number) => matched({ priceLadder: [{ quantity: 1, unitPrice: usd(dollars) }] as PriceBreak[] })

    it('refuses a line whose price passes the money type, naming it, instead of answering a number no schema takes', () => {
      // The most pieces a line may have, for the most boards, at a micro-dollar: priced exactly.
      const priced = priceBom([line({ quantity: 10_000_000 })], [dear(0.000_001)], 100_000)
      expect(priced.lines[0]).toMatchObject({ needed: 1_000_000_000_000, extendedPrice: 1_000_000_000_000 })
      expect(priced.totals).toMatchObject({ quantity: 1_000_000_000_000, price: 1_000_000_000_000 })
      expect(() => priceBom([line({ quantity: 10_000_000, mpn: 'XCVU19P' })], [dear(5_000)], 1)).toThrow(
        new BomPriceRefusal('Row 2 (XCVU19P) comes to $50,000,000,000 for 1 board, more than the $9,007,199,254 one price may be. Please ask for fewer boards, or a quote.'),
      )
    })

    it('refuses a total past the money type though every line fits in it', () => {
      const lines = [line({ quantity: 9_000_000 }), line({ row: 3, quantity: 9_000_000 })]
      const each = priceBom([lines[0] ?? line({})], [dear(1_000)], 1).totals.price
      expect(each).toBeLessThanOrEqual(MOST)
      expect(() => priceBom(lines, [dear(1_000), dear(1_000)], 1)).toThrow(
        'This BOM comes to $18,000,000,000 for 1 board, more than the $9,007,199,254 one price may be. Please ask for fewer boards, or a quote.',
      )
    })

    it('refuses a stored line past the quantity cap (10^12, 2^53 + 1, 1e300) and boards out of range, with a message', () => {
      for (const quantity of [1_000_000_000_000, Number('9007199254740993'), 1e300, Number.POSITIVE_INFINITY, -5]) {
        expect(() => priceBom([line({ quantity })], [matched()], 1), String(quantity)).toThrow(BomPriceRefusal)
      }
      expect(() => priceBom([line({ quantity: 1_000_000_000_000 })], [matched()], 1)).toThrow(
        'Row 2 (X) asks for 1000000000000 pieces per board, more than the 10,000,000 one line may have. Correct the file and upload it again, or confirm its columns again to read it with these limits.',
      )
      for (const boards of [0, 1.5, 100_001, 10_000_000]) {
        expect(() => priceBom([line({})], [matched()], boards), String(boards)).toThrow('Boards must be a whole number from 1 to 100,000.')
      }
      // A do-not-fit line buys nothing, whatever it says.
      expect(priceBom([line({ quantity: 1e300, fitted: false })], [matched()], 1).totals.quantity).toBe(0)
    })

    test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: MOST })])(
      'any line within the limits is priced exactly or refused, never inexact',
      (quantity, boards, unitPrice) => {
        const part = matched({ priceLadder: [{ quantity: 1, unitPrice }] as PriceBreak[] })
        const exact = BigInt(unitPrice) * BigInt(quantity * boards)
        try {
          const priced = priceBom([line({ quantity })], [part], boards)
          expect(BigInt(priced.totals.price)).toBe(quantity === 0 ? 0n : exact)
          expect(Number.isSafeInteger(priced.totals.price)).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BomPriceRefusal)
          expect(exact > BigInt(MOST)).toBe(true)
        }
      },
    )
  })
})
