import { describe, expect, it } from 'vitest'
import type { Money, ProductId } from '../contract/common.ts'
import {
  COMPARE_FULL_MESSAGE,
  COMPARE_LIMIT,
  addToCompare,
  canAddToCompare,
  cellsDiffer,
  compareAttributes,
  compareHref,
  comparePrices,
  compareRows,
  differenceText,
  parseCompareIds,
  parseCompareList,
  removeFromCompare,
  serializeCompareList,
  specificationRows,
  type ComparedPart,
} from './compare.rules.ts'
import { similarAttributes, similarReason } from './similar.rules.ts'

const id = (n: number) => n as ProductId
const money = (n: number) => n as Money

describe('the compare list (issue 29)', () => {
  it('adds parts in the order ticked, each once, and refuses a fifth saying why', () => {
    let list: readonly ProductId[] = []
    for (const n of [1, 2, 2, 3, 4]) {
      const added = addToCompare(list, id(n))
      expect(added.ok).toBe(true)
      list = added.list
    }
    expect(list).toEqual([1, 2, 3, 4])
    expect(COMPARE_LIMIT).toBe(4)
    const fifth = addToCompare(list, id(5))
    expect(fifth).toEqual({ ok: false, list: [1, 2, 3, 4], message: COMPARE_FULL_MESSAGE })
    expect(COMPARE_FULL_MESSAGE).toMatch(/at most 4 parts/)
    expect(canAddToCompare(list, id(5))).toBe(false)
    expect(canAddToCompare(list, id(3))).toBe(true)
    expect(removeFromCompare(list, id(2))).toEqual([1, 3, 4])
    expect(list).toEqual([1, 2, 3, 4])
  })

  it('reads a stored list structurally: ids only, each once, at most four; garbage reads as empty', () => {
    expect(parseCompareList(serializeCompareList([id(7), id(8)]))).toEqual([7, 8])
    expect(parseCompareList('[1,"2",1,-3,2.5,0,4,5,6,7]')).toEqual([1, 4, 5, 6])
    expect(parseCompareList('{"a":1}')).toEqual([])
    expect(parseCompareList('not json')).toEqual([])
    expect(parseCompareList(null)).toEqual([])
  })

  it('builds the shareable address', () => {
    expect(compareHref([id(3), id(1)])).toBe('/compare?ids=3,1')
    expect(compareHref([])).toBe('/compare')
  })
})

describe('compare ids in a URL (issue 29)', () => {
  it('reads comma-separated ids, dropping repeats; empty is none', () => {
    expect(parseCompareIds('1,2,3')).toEqual({ ok: true, ids: [1, 2, 3] })
    expect(parseCompareIds(' 4 , 4,9')).toEqual({ ok: true, ids: [4, 9] })
    expect(parseCompareIds('')).toEqual({ ok: true, ids: [] })
  })

  it('refuses a bad id naming it, more than four parts saying so, and an oversized text', () => {
    expect(parseCompareIds('1,abc')).toEqual({ ok: false, message: 'ids: "abc" is not a product id' })
    expect(parseCompareIds('1,-2')).toMatchObject({ ok: false, message: expect.stringContaining('"-2"') as string })
    expect(parseCompareIds('0')).toMatchObject({ ok: false })
    expect(parseCompareIds('1.5')).toMatchObject({ ok: false })
    expect(parseCompareIds('1,,2')).toMatchObject({ ok: false, message: 'ids: "" is not a product id' })
    expect(parseCompareIds('1,2,3,4,5')).toEqual({ ok: false, message: 'ids: at most 4 parts can be compared, not 5' })
    expect(parseCompareIds('</script>')).toMatchObject({ ok: false })
    expect(parseCompareIds('1,'.repeat(100))).toMatchObject({ ok: false, message: expect.stringContaining('too long') as string })
  })
})

const part = (over: Partial<ComparedPart>): ComparedPart => ({
  brandName: 'Yageo',
  packageName: '0603',
  stock: 100,
  priceLadder: [
    { quantity: 10, unitPrice: money(20_000) },
    { quantity: 100, unitPrice: money(10_000) },
  ],
  moq: 10,
  spq: 10,
  values: [],
  ...over,
})

describe('compare rows and differences (issue 29)', () => {
  it('lists the union of attributes in the categories\' order, then unknown keys by key', () => {
    const resistors = [
      { key: 'resistance', name: 'Resistance' },
      { key: 'tolerance', name: 'Tolerance' },
      { key: 'power', name: 'Power' },
    ]
    const other = [
      { key: 'power', name: 'Power' },
      { key: 'voltage', name: 'Voltage' },
    ]
    expect(compareAttributes([resistors, other], [['power', 'resistance'], ['voltage', 'zeta', 'alpha']])).toEqual([
      { key: 'resistance', name: 'Resistance' },
      { key: 'power', name: 'Power' },
      { key: 'voltage', name: 'Voltage' },
      { key: 'alpha', name: 'alpha' },
      { key: 'zeta', name: 'zeta' },
    ])
  })

  it("gives a product page's specification rows: its values in the category's order, then its own attributes not already named", () => {
    const list = [
      { key: 'resistance', name: 'Resistance' },
      { key: 'tolerance', name: 'Tolerance' },
      { key: 'power', name: 'Power' },
    ]
    const values = [
      { key: 'power', value: '100 mW' },
      { key: 'resistance', value: '10 kΩ' },
      { key: 'marking', value: '103' },
    ]
    const own = [
      { name: 'resistance', value: '10K' },
      { name: 'Composition', value: 'Thick film' },
    ]
    expect(specificationRows(list, values, own)).toEqual([
      { name: 'Resistance', value: '10 kΩ' },
      { name: 'Power', value: '100 mW' },
      { name: 'marking', value: '103' },
      { name: 'Composition', value: 'Thick film' },
    ])
    expect(specificationRows(list, [], own)).toEqual(own)
  })

  it('marks a row as differing when any cell differs, a missing value included; one part differs from nothing', () => {
    expect(cellsDiffer(['1 kΩ', '1 kΩ'])).toBe(false)
    expect(cellsDiffer(['1 kΩ', '2 kΩ'])).toBe(true)
    expect(cellsDiffer(['1 kΩ', null])).toBe(true)
    expect(cellsDiffer([null, null])).toBe(false)
    expect(cellsDiffer(['1 kΩ'])).toBe(false)
  })

  it('gives maker, package, stock and each attribute a row with its cells', () => {
    const rows = compareRows(
      [
        { key: 'resistance', name: 'Resistance' },
        { key: 'tolerance', name: 'Tolerance' },
      ],
      [
        part({ values: [{ key: 'resistance', value: '10 kΩ' }, { key: 'tolerance', value: '±1%' }] }),
        part({ brandName: 'Vishay', stock: 0, values: [{ key: 'resistance', value: '10 kΩ' }] }),
      ],
      (count) => `${count} pcs`,
    )
    expect(rows.map((row) => [row.key, row.cells, row.differs])).toEqual([
      ['maker', ['Yageo', 'Vishay'], true],
      ['package', ['0603', '0603'], false],
      ['stock', ['100 pcs', '0 pcs'], true],
      ['resistance', ['10 kΩ', '10 kΩ'], false],
      ['tolerance', ['±1%', null], true],
    ])
    expect(differenceText(rows)).toBe('3 of 5 rows differ')
  })

  it('prices each part at the chosen quantity by the ladder, rounded up to what it can be ordered in', () => {
    const cheap = part({})
    const packed = part({ spq: 250, moq: 250 })
    const onRequest = part({ priceLadder: [] })
    expect(comparePrices([cheap, packed, onRequest], 100)).toEqual([
      { quantity: 100, unitPrice: 10_000, extendedPrice: 1_000_000, note: '' },
      { quantity: 250, unitPrice: 10_000, extendedPrice: 2_500_000, note: expect.stringContaining('250') as string },
      { quantity: 100, unitPrice: null, extendedPrice: null, note: '' },
    ])
    expect(comparePrices([cheap], 10)[0]).toMatchObject({ quantity: 10, unitPrice: 20_000, extendedPrice: 200_000 })
  })
})

describe('similar parts (issue 29)', () => {
  it("compares a category's main attributes", () => {
    expect(similarAttributes('chip-resistors').map((attribute) => attribute.key)).toContain('resistance')
    expect(similarAttributes('chip-resistors').every((attribute) => attribute.main === true)).toBe(true)
    expect(similarAttributes('no-such-list')).toEqual([])
  })

  it('explains what matched and how the part differs', () => {
    expect(similarReason({ matched: ['Resistance', 'Tolerance', 'Power'], otherMaker: true, otherPackage: false })).toBe(
      'Same resistance, tolerance, power; other maker',
    )
    expect(similarReason({ matched: ['Capacitance'], otherMaker: false, otherPackage: true })).toBe('Same capacitance; other package')
    expect(similarReason({ matched: ['Capacitance'], otherMaker: true, otherPackage: true })).toBe('Same capacitance; other maker and package')
    expect(similarReason({ matched: ['DC resistance', 'B constant (25/50)', 'Gain-bandwidth product'], otherMaker: true, otherPackage: false })).toBe(
      'Same DC resistance, B constant (25/50), gain-bandwidth product; other maker',
    )
  })
})
