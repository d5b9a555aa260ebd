import { fc, test } from '@fast-check/vitest'
import { compareResults, normalizePartNumber, type SearchMatchKind } from '@partfront/core/parts'
import { describe, expect, it } from 'vitest'
import { byKeywordMatch, byPartMatch, byPrice, byStock, type ScoredRow } from './order.ts'

/** Part numbers with distinct search keys: where the order's keys stop, core reads the part number as stored. */
const PARTS = ['LM358', 'LM358DR', 'LM358DRG4', 'lm358dt', 'XLM358', 'TPS717', 'A-1', 'B1', '1.5SMC68CA', 'BC847B,215', 'ab', 'Ω1k']

const row = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  partNumber: fc.constantFrom(...PARTS),
  stock: fc.constantFrom(0, 1, 500),
  keywordScore: fc.constantFrom(0, 1, 2, 4, 8, 12),
  unitPrice: fc.option(fc.constantFrom(1000, 2500, 99_000), { nil: null }),
})
interface Drawn {
  readonly partNumber: string
  readonly stock: number
  readonly keywordScore: number
  readonly unitPrice: number | null
}
const rows = fc.uniqueArray(row, { selector: (value) => value.partNumber, maxLength: PARTS.length })
const scored = (value: Drawn, index: number): ScoredRow & { readonly partNumber: string } => ({
  ...value,
  id: index + 1,
  key: 0,
  normalized: normalizePartNumber(value.partNumber),
  categoryId: 1,
  manufacturerId: 1,
  packageName: '',
})

describe('the orders of the store', () => {
  for (const kind of ['prefix', 'substring'] as const satisfies readonly SearchMatchKind[]) {
    test.prop([rows])(`SEARCH-4: ${kind} matches in the order core's compareResults gives them`, (values) => {
      const list = values.map(scored)
      const core = list.toSorted((a, b) => compareResults({ ...a, kind }, { ...b, kind }))
      expect(list.toSorted(byPartMatch).map((entry) => entry.id)).toEqual(core.map((entry) => entry.id))
    })
  }

  test.prop([rows])("SEARCH-4: keyword matches in the order core's compareResults gives them", (values) => {
    const list = values.map(scored)
    const core = list.toSorted((a, b) => compareResults({ ...a, kind: 'keyword' }, { ...b, kind: 'keyword' }))
    expect(list.toSorted(byKeywordMatch).map((entry) => entry.id)).toEqual(core.map((entry) => entry.id))
  })

  it('sorts by stock, most first, and by price, the lowest first and price on request last', () => {
    const list = [
      { partNumber: 'B', stock: 5, unitPrice: null },
      { partNumber: 'A', stock: 5, unitPrice: 2000 },
      { partNumber: 'C', stock: 90, unitPrice: 1000 },
    ].map((value, index) => scored({ ...value, keywordScore: 0 }, index))
    expect(list.toSorted(byStock).map((entry) => entry.partNumber)).toEqual(['C', 'A', 'B'])
    expect(list.toSorted(byPrice).map((entry) => entry.partNumber)).toEqual(['C', 'A', 'B'])
  })
})
