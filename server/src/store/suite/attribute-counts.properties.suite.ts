import { fc, test } from '@fast-check/vitest'
import type { BrandId, CategoryId, ProductId } from '@partfront/core/contract'
import {
  categoryAttribute,
  matchesFilter,
  parseAttributeFilter,
  readAttributeValue,
  type AttributeDefinition,
  type AttributeFilter,
  type AttributeValue,
} from '@partfront/core/parametric'
import { describe, expect, it } from 'vitest'
import { type CategoryFacets, CategoryFacetCache, categoryFacets, indexOfProduct, productIdsOf } from '../../parametric/category-facets.ts'
import { MAKER_KEY, PACKAGE_KEY, STOCK_KEY, type FacetQuery } from '../../parametric/facet-table.ts'
import type { AttributeValueInput } from '../attributes.port.ts'
import type { StoreFactory } from '../store.ts'
import { CATEGORY, MAKER, addCartRow, createMember, newOrder, placed, product, seedCatalog } from './fixtures.ts'
import { sharedStore } from './part-search.suite.ts'

const LIST = 'chip-resistors'

function attribute(key: string): AttributeDefinition {
  const found = categoryAttribute(LIST, key)
  if (found === undefined) throw new Error(`No attribute ${key} in ${LIST}`)
  return found
}

/** The attributes the random catalogs give values of, with texts written several ways (and one that does not read). */
const TEXTS: ReadonlyArray<readonly [AttributeDefinition, readonly string[]]> = [
  [attribute('resistance'), ['10k', '10 kOhms', '4k7', '4.7kΩ', '100R', '1M', 'about 5 ohms']],
  [attribute('tolerance'), ['±1%', '1%', '±5%']],
  [attribute('technology'), ['Thick Film Resistors', 'Thin film', 'Metal film']],
  [attribute('operating-temperature'), ['-55℃~+155℃', '-40 °C to 85 °C', '-40℃~+125℃']],
]
const RANGE_TERMS: Readonly<Record<string, readonly string[]>> = {
  resistance: ['1k..100k', '..10k', '10k..', '4.7k..4.7k'],
  tolerance: ['..1%', '2%..'],
  'operating-temperature': ['-40C..85C', '-55C..', '..125C'],
}
const MAKERS = [MAKER.ti, MAKER.adi] as const

/** A random part: its maker, package, stock and attribute texts (each maybe missing). */
interface RandomPart {
  readonly maker: BrandId
  readonly packageName: string
  readonly stock: number
  readonly texts: ReadonlyArray<string | null>
  /** The letter after the catalog's number in its part number (`R3B-7`): a keyword's prefix finds a group. */
  readonly group?: 'A' | 'B'
}

const part: fc.Arbitrary<RandomPart> = fc.record({
  maker: fc.constantFrom(...MAKERS),
  packageName: fc.constantFrom('', '0402', '0603'),
  stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  texts: fc.tuple(...TEXTS.map(([, texts]) => fc.option(fc.constantFrom(...texts)))),
})

const query: fc.Arbitrary<FacetQuery> = fc
  .record({
    terms: fc.tuple(
      ...TEXTS.map(([definition, texts]) =>
        fc.option(
          fc
            .tuple(fc.subarray([...texts.slice(0, -1)], { maxLength: 2 }), fc.option(fc.constantFrom(...(RANGE_TERMS[definition.key] ?? ['none']))), fc.boolean())
            .map(([values, range, none]) => [...values, ...(range === null ? [] : [range]), ...(none ? ['none'] : [])]),
        ),
      ),
    ),
    inStock: fc.boolean(),
    manufacturerIds: fc.subarray([...MAKERS] as number[]),
    packages: fc.subarray(['0402', '0603']),
  })
  .map(({ terms, inStock, manufacturerIds, packages }) => {
    const attributes: AttributeFilter[] = []
    terms.forEach((list, index) => {
      const definition = TEXTS[index]?.[0]
      if (list === null || list.length === 0 || definition === undefined) return
      const filter = parseAttributeFilter(definition, list)
      if (filter.ok) attributes.push(filter.value)
    })
    return { attributes, inStock, manufacturerIds, packages }
  })

/** A part's values as read by core: the brute force's view of it, independent of the store. */
function valuesOf(item: RandomPart): Record<string, AttributeValue | undefined> {
  const values: Record<string, AttributeValue | undefined> = {}
  item.texts.forEach((text, index) => {
    const definition = TEXTS[index]?.[0]
    if (text === null || definition === undefined) return
    const read = readAttributeValue(definition, text)
    if (read.ok) values[definition.key] = read.value
  })
  return values
}

function inputsOf(item: RandomPart): AttributeValueInput[] {
  return item.texts.flatMap((text, index) => {
    const definition = TEXTS[index]?.[0]
    if (text === null || definition === undefined) return []
    const read = readAttributeValue(definition, text)
    return [read.ok ? { key: definition.key, text, value: read.value } : { key: definition.key, text }]
  })
}

function passes(item: RandomPart, q: FacetQuery, except: string): boolean {
  const values = valuesOf(item)
  for (const filter of q.attributes ?? []) if (filter.key !== except && !matchesFilter(filter, values[filter.key])) return false
  if (except !== STOCK_KEY && q.inStock === true && item.stock <= 0) return false
  if (except !== MAKER_KEY && (q.manufacturerIds?.length ?? 0) > 0 && !(q.manufacturerIds ?? []).includes(item.maker)) return false
  if (except !== PACKAGE_KEY && (q.packages?.length ?? 0) > 0 && !(q.packages ?? []).includes(item.packageName)) return false
  return true
}

function labelOf(item: RandomPart, key: string): string | null {
  if (key === MAKER_KEY) return String(item.maker)
  if (key === PACKAGE_KEY) return item.packageName === '' ? null : item.packageName
  if (key === STOCK_KEY) return item.stock > 0 ? 'in stock' : 'no stock'
  return valuesOf(item)[key]?.canonical ?? null
}

const positive = (values: readonly { value: string | null; count: number }[]): Map<string | null, number> =>
  new Map(values.filter((item) => item.count > 0).map((item) => [item.value, item.count]))

/** Parametric counts from the store's rows (issue 29): both engines count alike, and as a brute force does. */
export function attributeCountsSuite(factory: StoreFactory): void {
  describe('parametric counts over stored values (issue 29)', () => {
    const shared = sharedStore(factory, seedCatalog)
    let catalogs = 0

    /** A new leaf category holding `parts`, with their values stored; its products' ids in the parts' order. */
    async function load(parts: readonly RandomPart[]): Promise<{ category: CategoryId; ids: number[] }> {
      const { store } = shared()
      const category = (1_000 + ++catalogs) as CategoryId
      await store.catalog.upsertCategories([{ id: category, parentId: CATEGORY.top, name: `Random ${catalogs}`, slug: `random-${catalogs}`, description: '', sort: 0 }])
      const report = await store.catalog.upsertProducts(
        parts.map((item, index) =>
          product(`R${catalogs}${item.group ?? ''}-${index}`, { categoryId: category, manufacturerId: item.maker, packageName: item.packageName, stock: item.stock }),
        ),
      )
      await store.attributes.putProductAttributes(report.ids.map((productId, index) => ({ productId, categoryId: category, list: LIST, values: inputsOf(parts[index] as RandomPart) })))
      return { category, ids: [...report.ids] }
    }

    test.prop([fc.array(part, { minLength: 1, maxLength: 24 }), fc.array(query, { minLength: 1, maxLength: 3 })], { numRuns: 25 })(
      "issue 29: each attribute's counts (every filter applied but its own), min/max and the matching parts equal a brute force over the same rows",
      async (parts, queries) => {
        const { store } = shared()
        const { category, ids } = await load(parts)
        const facets = categoryFacets(await store.attributes.categoryAttributeRows(category))
        expect(facets.list).toBe(LIST)
        for (const q of queries) {
          const result = facets.table.answer(q, { matches: true })
          if (!result.ok) throw new Error(result.problem)
          const got = result.answer
          expect(got.total).toBe(parts.filter((item) => passes(item, q, '')).length)
          expect(productIdsOf(facets, got.matches ?? new Int32Array())).toEqual(ids.filter((_, index) => passes(parts[index] as RandomPart, q, '')))
          for (const facet of got.facets) {
            const counted = parts.filter((item) => passes(item, q, facet.key))
            const expected = new Map<string | null, number>()
            for (const item of counted) expected.set(labelOf(item, facet.key), (expected.get(labelOf(item, facet.key)) ?? 0) + 1)
            expect(positive(facet.values), facet.key).toEqual(positive([...expected].map(([value, count]) => ({ value, count }))))
            if (facet.key === 'resistance' || facet.key === 'tolerance') {
              const numbers = counted.flatMap((item) => {
                const value = valuesOf(item)[facet.key]
                return value?.kind === 'quantity' ? [value.base] : []
              })
              expect([facet.min, facet.max], facet.key).toEqual(numbers.length === 0 ? [null, null] : [Math.min(...numbers), Math.max(...numbers)])
            }
          }
        }
      },
    )

    test.prop(
      [fc.array(fc.record({ item: part, group: fc.constantFrom('A' as const, 'B' as const) }), { minLength: 1, maxLength: 24 }), fc.array(query, { minLength: 1, maxLength: 3 })],
      { numRuns: 15 },
    )(
      "issue 29: a search confined to the category counts its results (the keyword's, resultIds) as a brute force over them does, every filter but the facet's own",
      async (drawn, queries) => {
        const { store } = shared()
        const parts = drawn.map(({ item, group }): RandomPart => ({ ...item, group }))
        const { category, ids } = await load(parts)
        const keyword = `R${catalogs}B`
        const results = await store.search.resultIds({ keyword, categoryId: category }, 1_000)
        expect(results.complete).toBe(true)
        const inResults = parts.map((item) => item.group === 'B')
        expect([...results.ids].sort((a, b) => a - b)).toEqual(ids.filter((_, index) => inResults[index]))
        const facets = categoryFacets(await store.attributes.categoryAttributeRows(category))
        const within = new Uint8Array(facets.table.size)
        for (const id of results.ids) within[indexOfProduct(facets, id)] = 1
        for (const q of queries) {
          const result = facets.table.answer(q, { matches: true, within })
          if (!result.ok) throw new Error(result.problem)
          const kept = (index: number, except: string) => inResults[index] === true && passes(parts[index] as RandomPart, q, except)
          expect(productIdsOf(facets, result.answer.matches ?? new Int32Array())).toEqual(ids.filter((_, index) => kept(index, '')))
          for (const facet of result.answer.facets) {
            const expected = new Map<string | null, number>()
            parts.forEach((item, index) => {
              if (kept(index, facet.key)) expected.set(labelOf(item, facet.key), (expected.get(labelOf(item, facet.key)) ?? 0) + 1)
            })
            expect(positive(facet.values), facet.key).toEqual(positive([...expected].map(([value, count]) => ({ value, count }))))
          }
          // The store's search narrowed to those parts lists them, and counts them.
          const matches = new Set(productIdsOf(facets, result.answer.matches ?? new Int32Array()))
          const listed = await store.search.search({ keyword, categoryId: category, page: 1, pageSize: 100, productIds: matches })
          expect(listed.list.map((hit) => hit.product.intID).sort((a, b) => a - b)).toEqual([...matches].sort((a, b) => a - b))
          expect(listed.total).toBe(matches.size)
        }
      },
    )

    it("issue 29: keeps a category's table while the catalog stays; an order reserving stock sets the in-stock counts in place; a new value builds it again", async () => {
      const { store } = shared()
      const parts: RandomPart[] = [
        { maker: MAKER.ti, packageName: '0603', stock: 10, texts: ['10k', '±1%', null, null] },
        { maker: MAKER.adi, packageName: '0603', stock: 0, texts: ['4k7', '±5%', null, null] },
        { maker: MAKER.adi, packageName: '0402', stock: 3, texts: ['4k7', '±1%', null, null] },
      ]
      const { category, ids } = await load(parts)
      const cache = new CategoryFacetCache(store.attributes)
      const first = await cache.facets(category)
      expect(await cache.facets(category)).toBe(first)
      expect(cache.builds).toBe(1)
      const inStock = (facets: CategoryFacets, q: FacetQuery = {}): number => {
        const result = facets.table.answer({ ...q, inStock: true })
        return result.ok ? result.answer.total : -1
      }
      const stockFacet = (facets: CategoryFacets) => {
        const result = facets.table.answer({})
        return result.ok ? positive(result.answer.facets.find((facet) => facet.key === STOCK_KEY)?.values ?? []) : undefined
      }
      expect(inStock(first)).toBe(2)

      // A re-import restocks the second part; a member orders all three pieces of the third (the order reserves them).
      await store.catalog.upsertProducts([product(`R${catalogs}-1`, { categoryId: category, manufacturerId: MAKER.adi, packageName: '0603', stock: 25 })])
      const member = await createMember(store, `facets-${catalogs}`)
      await addCartRow(store, member, ids[2] as ProductId, 3)
      placed(await store.orders.placeOrder(newOrder(member)))
      const afterStock = await cache.facets(category)
      expect(afterStock).toBe(first)
      expect(cache.builds).toBe(1)
      expect(inStock(afterStock)).toBe(2)
      expect(stockFacet(afterStock)).toEqual(new Map([['in stock', 2], ['no stock', 1]]))
      const fourKSeven = parseAttributeFilter(attribute('resistance'), ['4k7'])
      if (!fourKSeven.ok) throw new Error(fourKSeven.problem)
      expect(inStock(afterStock, { attributes: [fourKSeven.value] })).toBe(1)
      // Nothing stale: a table built from the rows now counts the same.
      const fresh = categoryFacets(await store.attributes.categoryAttributeRows(category))
      expect(stockFacet(fresh)).toEqual(stockFacet(afterStock))

      await store.attributes.putProductAttributes([{ productId: ids[1] as ProductId, categoryId: category, list: LIST, values: inputsOf({ ...(parts[1] as RandomPart), texts: ['10 kOhms', null, null, null] }) }])
      const afterValues = await cache.facets(category)
      expect(afterValues).not.toBe(afterStock)
      expect(cache.builds).toBe(2)
      const all = afterValues.table.answer({})
      expect(all.ok && all.answer.facets.find((facet) => facet.key === 'resistance')?.values).toEqual([
        { value: '10 kΩ', count: 2 },
        { value: '4.7 kΩ', count: 1 },
      ])
      expect(stockFacet(afterValues)).toEqual(stockFacet(fresh))

      // A stock change after the build is applied to the new table too.
      await store.catalog.upsertProducts([product(`R${catalogs}-0`, { categoryId: category, manufacturerId: MAKER.ti, packageName: '0603', stock: 0 })])
      const afterSecond = await cache.facets(category)
      expect(afterSecond).toBe(afterValues)
      expect(cache.builds).toBe(2)
      expect(stockFacet(afterSecond)).toEqual(new Map([['in stock', 1], ['no stock', 2]]))
    })
  })
}
