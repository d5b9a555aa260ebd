import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { SearchMatchKind } from './match.ts'
import { compareResults, type RankedResult } from './rank.ts'

const result = (kind: SearchMatchKind, partNumber: string, stock = 1, extra: Partial<RankedResult> = {}) => ({
  kind,
  partNumber,
  stock,
  ...extra,
})

const sorted = (results: readonly RankedResult[]) => results.toSorted(compareResults).map((r) => r.partNumber)

describe('compareResults', () => {
  it('SEARCH-4: exact before variant before prefix before substring before keyword', () => {
    expect(
      sorted([
        result('keyword', 'A1'),
        result('substring', 'B2'),
        result('prefix', 'C3'),
        result('variant', 'D4'),
        result('exact', 'E5'),
      ]),
    ).toEqual(['E5', 'D4', 'C3', 'B2', 'A1'])
  })

  it('SEARCH-4: shorter part numbers first among prefix and substring matches (ours)', () => {
    expect(sorted([result('prefix', 'LM358DRG4'), result('prefix', 'LM358-DR'), result('prefix', 'LM358')])).toEqual(
      ['LM358', 'LM358-DR', 'LM358DRG4'],
    )
    // Not for variants: those order by stock, then part number.
    expect(sorted([result('variant', 'LM358DRG4'), result('variant', 'LM358D')])).toEqual(['LM358D', 'LM358DRG4'])
    expect(sorted([result('variant', 'LM358D', 0), result('variant', 'LM358DRG4', 5)])).toEqual([
      'LM358DRG4',
      'LM358D',
    ])
  })

  it('SEARCH-4: in stock first, then the part number; keyword results by score first', () => {
    const stocked = [result('exact', 'A', 0), result('exact', 'B', 10), result('exact', 'C', 1)]
    expect(sorted(stocked)).toEqual(['B', 'C', 'A'])
    expect(
      sorted([
        result('keyword', 'A', 1, { keywordScore: 1 }),
        result('keyword', 'B', 0, { keywordScore: 8 }),
        result('keyword', 'C', 1, { keywordScore: 8 }),
      ]),
    ).toEqual(['C', 'B', 'A'])
  })

  const ranked = fc.record({
    kind: fc.constantFrom<SearchMatchKind>('exact', 'variant', 'prefix', 'substring', 'keyword'),
    partNumber: fc.constantFrom('LM358', 'lm-358', 'LM358DR', 'A', 'a', '1.5SMC6.8CA', '1.5SMC68CA', 'B'),
    stock: fc.constantFrom(0, 1, 50, -1, Number.NaN),
    keywordScore: fc.option(fc.constantFrom(0, 1, 8, Number.NaN), { nil: undefined }),
    id: fc.option(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('x', 'y')), { nil: undefined }),
  })
  const sign = (n: number) => Math.sign(n) + 0

  test.prop([ranked, ranked, ranked])('SEARCH-4: the order is antisymmetric, reflexive and transitive', (a, b, c) => {
    expect(compareResults(a, a)).toBe(0)
    expect(sign(compareResults(a, b)) + sign(compareResults(b, a))).toBe(0)
    if (compareResults(a, b) <= 0 && compareResults(b, c) <= 0) expect(compareResults(a, c)).toBeLessThanOrEqual(0)
    if (compareResults(a, b) === 0) expect(sign(compareResults(a, c))).toBe(sign(compareResults(b, c)))
  })

  test.prop([fc.array(ranked, { maxLength: 12 }), fc.array(fc.nat())])(
    'SEARCH-4: sorting is deterministic whatever the input order',
    (results, shuffle) => {
      const shuffled = [...results]
      shuffle.forEach((n, i) => {
        const j = n % shuffled.length
        const k = i % shuffled.length
        const [x, y] = [shuffled[j], shuffled[k]]
        if (x === undefined || y === undefined) return
        shuffled[j] = y
        shuffled[k] = x
      })
      // The same order whatever the input order, up to results the order cannot tell apart.
      const once = results.toSorted(compareResults)
      const again = shuffled.toSorted(compareResults)
      once.forEach((r, i) => expect(compareResults(r, again[i] ?? r)).toBe(0))
    },
  )
})
