import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { Money, PriceBreak } from '../contract/index.ts'
import { LINES, LM358DR, TVS6V8, line } from './bom-tool.fixtures.ts'
import { breakPrice, formatTotal, isBoards, lineChoice, priceAt } from './bom-pricing.rules.ts'

const LADDER = LM358DR.priceLadder

describe('breakPrice (the one rule the server prices with too)', () => {
  it('takes the break with the largest quantity not above what is needed; below the first, the first', () => {
    expect(breakPrice(LADDER, 99)).toEqual({ unitPrice: 250_000, buy: 99 })
    expect(breakPrice(LADDER, 100)).toEqual({ unitPrice: 200_000, buy: 100 })
    expect(breakPrice(LADDER, 5000)).toEqual({ unitPrice: 150_000, buy: 5000 })
    expect(breakPrice([{ quantity: 100, unitPrice: 2_000 }] as PriceBreak[], 6)).toEqual({ unitPrice: 2_000, buy: 100 })
    expect(breakPrice(LADDER, 3, 10)).toEqual({ unitPrice: 250_000, buy: 10 })
    expect(breakPrice([], 10)).toBeUndefined()
  })

  test.prop([fc.integer({ min: 1, max: 1_000_000 })])('never prices fewer pieces than needed, and more pieces never cost more each', (needed) => {
    const here = breakPrice(LADDER, needed)
    const more = breakPrice(LADDER, needed + 1)
    expect(here?.buy).toBeGreaterThanOrEqual(needed)
    expect(more?.unitPrice).toBeLessThanOrEqual(here?.unitPrice ?? 0)
  })
})

describe('priceAt: a BOM at a build quantity', () => {
  it('re-prices every line across its price breaks: 10, 100 and 1,000 boards side by side', () => {
    const at = (boards: number) => priceAt(LINES, {}, boards)
    // LM358DR: 2 per board → 20 at $0.25, 200 at $0.20, 2,000 at $0.15; the resistor: 30 pieces priced as 100.
    expect(at(10).lines.get(2)).toMatchObject({ needed: 20, unitPrice: 250_000, extendedPrice: 5_000_000 })
    expect(at(100).lines.get(2)).toMatchObject({ needed: 200, unitPrice: 200_000, extendedPrice: 40_000_000 })
    expect(at(1000).lines.get(2)).toMatchObject({ needed: 2000, unitPrice: 150_000, extendedPrice: 300_000_000 })
    expect(at(10).lines.get(3)).toMatchObject({ needed: 30, buy: 100, unitPrice: 2_000, extendedPrice: 200_000 })
    // Totals: LM358DR + resistor + the close TVS at $0.50; the unmatched, do-not-fit and on-request lines add nothing.
    expect(at(10).total).toBe(5_000_000 + 200_000 + 5_000_000)
    expect(at(10).perBoard).toBe(1_020_000)
    expect(at(10).onRequestRows).toEqual([7])
  })

  it('leaves do-not-fit lines out of the pieces, and lists the lines short of stock for this build', () => {
    expect(priceAt(LINES, {}, 10).pieces).toBe(20 + 30 + 10 + 10 + 10)
    expect(priceAt(LINES, {}, 10).shortRows).toEqual([])
    expect(priceAt(LINES, {}, 100).shortRows).toEqual([4])
  })

  it('prices a picked part instead of the match, and ignores a pick the line does not offer', () => {
    expect(lineChoice(LINES[2] ?? line(0), { 4: TVS6V8.intID })).toMatchObject({ kind: 'close', product: TVS6V8, picked: true })
    expect(priceAt(LINES, { 4: TVS6V8.intID }, 100).lines.get(4)).toMatchObject({ unitPrice: 400_000, short: false })
    expect(lineChoice(LINES[2] ?? line(0), { 4: 999 })).toMatchObject({ product: { intID: 102 }, picked: false })
  })

  it('says a build is too large to price rather than round it', () => {
    const huge = line(9, { quantity: 10_000_000, match: { kind: 'exact', product: { ...LM358DR, priceLadder: [{ quantity: 1, unitPrice: 9_000_000_000 as Money }] }, score: 1, reason: '' } })
    const build = priceAt([huge], {}, 100_000)
    expect(build.total).toBeNull()
    expect(build.tooLarge).toContain('Please ask for fewer boards')
  })

  it('takes a whole number of boards from 1 to 100,000', () => {
    expect([isBoards(1), isBoards(100_000), isBoards(0), isBoards(1.5), isBoards(100_001)]).toEqual([true, true, false, false, false])
  })

  it('words totals in dollars and cents, rounded to the cent', () => {
    expect(formatTotal(10_200_000)).toBe('$10.20')
    expect(formatTotal(1_234_565_000)).toBe('$1,234.57')
    expect(formatTotal(4_999)).toBe('$0.00')
  })
})
