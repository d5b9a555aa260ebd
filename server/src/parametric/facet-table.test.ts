import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  matchesFilter,
  parseAttributeFilter,
  readAttributeValue,
  type AttributeDefinition,
  type AttributeFilter,
  type AttributeValue,
} from '@partfront/core/parametric'
import { FacetTableBuilder, MAKER_KEY, PACKAGE_KEY, STOCK_KEY, type FacetAnswer, type FacetPart, type FacetQuery } from './facet-table.ts'

const RESISTANCE: AttributeDefinition = { kind: 'quantity', key: 'resistance', name: 'Resistance', unit: 'ohm' }
const TEMPERATURE: AttributeDefinition = { kind: 'range', key: 'operating-temperature', name: 'Operating temperature', unit: 'celsius' }
const DIELECTRIC: AttributeDefinition = { kind: 'word', key: 'dielectric', name: 'Dielectric', words: [{ value: 'X7R' }, { value: 'X5R' }, { value: 'C0G', aliases: ['NP0'] }] }
const ATTRIBUTES = [RESISTANCE, TEMPERATURE, DIELECTRIC]

const TEXTS: Readonly<Record<string, readonly string[]>> = {
  resistance: ['10', '4k7', '4.7 kΩ', '10k', '100k', '1M'],
  'operating-temperature': ['-55℃~+155℃', '-40 °C to 85 °C', '0 °C to 70 °C', '-40 °C to 125 °C'],
  dielectric: ['X7R', 'X5R', 'NP0', 'C0G'],
}
const RANGE_TERMS: Readonly<Record<string, readonly string[]>> = {
  resistance: ['1k..100k', '..10k', '10k..', '4.7k..4.7k'],
  'operating-temperature': ['-40C..85C', '-55C..', '..125C'],
}

function read(attribute: AttributeDefinition, text: string): AttributeValue {
  const value = readAttributeValue(attribute, text)
  if (!value.ok) throw new Error(value.problem)
  return value.value
}

const part: fc.Arbitrary<FacetPart> = fc
  .record({
    resistance: fc.option(fc.constantFrom(...(TEXTS.resistance ?? []))),
    temperature: fc.option(fc.constantFrom(...(TEXTS['operating-temperature'] ?? []))),
    dielectric: fc.option(fc.constantFrom(...(TEXTS.dielectric ?? []))),
    manufacturerId: fc.integer({ min: 1, max: 3 }),
    packageName: fc.constantFrom('', '0402', '0603'),
    stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
  })
  .map((row) => ({
    attributes: {
      resistance: row.resistance === null ? undefined : read(RESISTANCE, row.resistance),
      'operating-temperature': row.temperature === null ? undefined : read(TEMPERATURE, row.temperature),
      dielectric: row.dielectric === null ? undefined : read(DIELECTRIC, row.dielectric),
    },
    manufacturerId: row.manufacturerId,
    packageName: row.packageName,
    stock: row.stock,
  }))

/** Terms of one attribute's filter: some values, maybe a range, maybe "none". */
const termsOf = (attribute: AttributeDefinition): fc.Arbitrary<string[]> =>
  fc
    .tuple(
      fc.subarray([...(TEXTS[attribute.key] ?? [])], { maxLength: 2 }),
      fc.option(fc.constantFrom(...(RANGE_TERMS[attribute.key] ?? ['none']))),
      fc.boolean(),
    )
    .map(([values, range, none]) => [...values, ...(range === null ? [] : [range]), ...(none ? ['none'] : [])])

const query: fc.Arbitrary<FacetQuery> = fc
  .record({
    terms: fc.tuple(...ATTRIBUTES.map((attribute) => fc.option(termsOf(attribute)))),
    inStock: fc.boolean(),
    manufacturerIds: fc.subarray([1, 2, 3, 4]),
    packages: fc.subarray(['0402', '0603', 'SOT-23']),
  })
  .map(({ terms, inStock, manufacturerIds, packages }) => {
    const attributes: AttributeFilter[] = []
    terms.forEach((list, index) => {
      const attribute = ATTRIBUTES[index]
      if (list === null || list.length === 0 || attribute === undefined) return
      const filter = parseAttributeFilter(attribute, list)
      if (!filter.ok) throw new Error(filter.problem)
      attributes.push(filter.value)
    })
    return { attributes, inStock, manufacturerIds, packages }
  })

/** Whether the part passes every filter of the query but those of `except`. */
function passes(item: FacetPart, q: FacetQuery, except: string): boolean {
  for (const filter of q.attributes ?? []) if (filter.key !== except && !matchesFilter(filter, item.attributes[filter.key])) return false
  if (except !== STOCK_KEY && q.inStock === true && item.stock <= 0) return false
  if (except !== MAKER_KEY && (q.manufacturerIds?.length ?? 0) > 0 && !(q.manufacturerIds ?? []).includes(item.manufacturerId)) return false
  if (except !== PACKAGE_KEY && (q.packages?.length ?? 0) > 0 && !(q.packages ?? []).includes(item.packageName)) return false
  return true
}

function labelOf(item: FacetPart, key: string): string | null {
  if (key === MAKER_KEY) return String(item.manufacturerId)
  if (key === PACKAGE_KEY) return item.packageName === '' ? null : item.packageName
  if (key === STOCK_KEY) return item.stock > 0 ? 'in stock' : 'no stock'
  return item.attributes[key]?.canonical ?? null
}

function answer(parts: readonly FacetPart[], q: FacetQuery): FacetAnswer {
  const builder = new FacetTableBuilder(ATTRIBUTES)
  for (const item of parts) builder.add(item)
  const result = builder.build().answer(q, { matches: true })
  if (!result.ok) throw new Error(result.problem)
  return result.answer
}

const positive = (values: readonly { value: string | null; count: number }[]): Map<string | null, number> =>
  new Map(values.filter((item) => item.count > 0).map((item) => [item.value, item.count]))

describe('parametric counts (issue 29)', () => {
  test.prop([fc.array(part, { maxLength: 40 }), query], { numRuns: 300 })(
    "issue 29: each attribute's counts equal a brute-force count with every filter applied but its own; min/max and matches too",
    (parts, q) => {
      const got = answer(parts, q)
      expect(got.total).toBe(parts.filter((item) => passes(item, q, '')).length)
      expect([...(got.matches ?? [])]).toEqual(parts.flatMap((item, index) => (passes(item, q, '') ? [index] : [])))
      for (const facet of got.facets) {
        const counted = parts.filter((item) => passes(item, q, facet.key))
        const expected = new Map<string | null, number>()
        for (const item of counted) expected.set(labelOf(item, facet.key), (expected.get(labelOf(item, facet.key)) ?? 0) + 1)
        expect(positive(facet.values), facet.key).toEqual(positive([...expected].map(([value, count]) => ({ value, count }))))
        // Every value the category has is listed (greyed at 0), the most common first.
        const present =
          facet.key === STOCK_KEY
            ? new Set(['in stock', 'no stock'])
            : new Set(parts.map((item) => labelOf(item, facet.key)).filter((label) => label !== null))
        expect(new Set(facet.values.map((item) => item.value).filter((label) => label !== null)), facet.key).toEqual(present)
        expect(facet.values.map((item) => item.count)).toEqual(facet.values.map((item) => item.count).sort((a, b) => b - a))
        if (facet.key === 'resistance') {
          const numbers = counted.flatMap((item) => {
            const value = item.attributes.resistance
            return value?.kind === 'quantity' ? [value.base] : []
          })
          expect([facet.min, facet.max]).toEqual(numbers.length === 0 ? [null, null] : [Math.min(...numbers), Math.max(...numbers)])
        }
      }
    },
  )

  test.prop(
    [fc.array(fc.record({ item: part, inside: fc.boolean(), restock: fc.option(fc.integer({ min: 0, max: 3 })) }), { maxLength: 40 }), query],
    { numRuns: 200 },
  )(
    "issue 29: a table whose in-stock bits were set in place (stock changes) answers as one built from the new stock; within a subset (a search's results), as a brute force over the subset",
    (rows, q) => {
      const builder = new FacetTableBuilder(ATTRIBUTES)
      for (const { item } of rows) builder.add(item)
      const table = builder.build()
      const now = rows.map(({ item, restock }) => (restock === null ? item : { ...item, stock: restock }))
      now.forEach((item, index) => table.setInStock(index, item.stock > 0))
      const within = Uint8Array.from(rows, ({ inside }) => (inside ? 1 : 0))
      const result = table.answer(q, { matches: true, within })
      if (!result.ok) throw new Error(result.problem)
      const kept = (index: number, except: string) => within[index] === 1 && passes(now[index] as FacetPart, q, except)
      expect([...(result.answer.matches ?? [])]).toEqual(now.flatMap((_, index) => (kept(index, '') ? [index] : [])))
      expect(result.answer.total).toBe(now.filter((_, index) => kept(index, '')).length)
      for (const facet of result.answer.facets) {
        const expected = new Map<string | null, number>()
        now.forEach((item, index) => {
          if (kept(index, facet.key)) expected.set(labelOf(item, facet.key), (expected.get(labelOf(item, facet.key)) ?? 0) + 1)
        })
        expect(positive(facet.values), facet.key).toEqual(positive([...expected].map(([value, count]) => ({ value, count }))))
      }
      const fresh = answer(now, q)
      const unrestricted = table.answer(q, { matches: true })
      expect(unrestricted.ok && unrestricted.answer.facets).toEqual(fresh.facets)
    },
  )

  it('issue 29: 4k7 and 4.7 kΩ count as one value; "no value" is counted and filterable', () => {
    const parts = ['4k7', '4.7 kΩ', '10k', null].map((text) => ({
      attributes: { resistance: text === null ? undefined : read(RESISTANCE, text) },
      manufacturerId: 1,
      packageName: '0603',
      stock: 5,
    }))
    const all = answer(parts, {})
    expect(all.facets.find((facet) => facet.key === 'resistance')?.values).toEqual([
      { value: '4.7 kΩ', count: 2 },
      { value: null, count: 1 },
      { value: '10 kΩ', count: 1 },
    ])
    const none = parseAttributeFilter(RESISTANCE, ['none'])
    if (!none.ok) throw new Error(none.problem)
    expect(answer(parts, { attributes: [none.value] }).total).toBe(1)
  })

  it('issue 29: an unknown attribute is refused, naming it', () => {
    const builder = new FacetTableBuilder(ATTRIBUTES)
    expect(builder.build().answer({ attributes: [{ key: 'colour', values: ['Red'], none: false }] })).toEqual({
      ok: false,
      problem: 'No attribute "colour" in this category',
    })
  })
})
