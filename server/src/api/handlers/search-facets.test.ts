import type { BrandId, CategoryId, Facet, SearchResult } from '@partfront/core/contract'
import { categoryAttributes } from '@partfront/core/parametric'
import { describe, expect, it } from 'vitest'
import type { AttributePart } from '../../store/attributes.port.ts'
import { allPages } from '../../store/suite/part-search.suite.ts'
import { CATEGORIES } from '../../demo/index.ts'
import { demoCatalogApi, demoCategory, facetOf, statusOf } from './parametric.fixtures.ts'

/**
 * Issue 29 through the API: a part search confined to a category takes the category's attribute filters and
 * counts its results per attribute as the category page does (every filter but the facet's own), against the
 * real app on the demo catalog; the brute force reads the keyword's results through the store's own search and
 * the values as the seed stored them.
 */

const api = demoCatalogApi()

const RESISTORS = demoCategory('chip-resistors')

interface Asked {
  readonly keyWord: string
  readonly categoryId?: CategoryId
  readonly attributes?: string
  readonly inStock?: boolean
  readonly page?: number
}

function search(asked: Asked): Promise<SearchResult> {
  return api().client().searchList({ query: { pageSize: 100, ...asked } })
}

const call = (path: string) => statusOf(api(), path)

const facet = (answer: SearchResult, key: string): Facet => facetOf(answer.parametric?.facets, key)

const valueOf = (part: AttributePart, key: string) => part.values.find((value) => value.key === key)?.canonical ?? null

/** The keyword's results in the category (its whole match, through the store), with their stored values. */
async function results(keyword: string): Promise<AttributePart[]> {
  const hits = await allPages(api().store.search, { keyword, page: 1, pageSize: 100, categoryId: RESISTORS })
  const ids = new Set(hits.map((hit) => hit.product.intID as number))
  return (await api().store.attributes.categoryAttributeRows(RESISTORS)).parts.filter((part) => ids.has(part.productId))
}

/** Counts by value of `key` over `parts`, the zero counts left out. */
function counted(parts: readonly AttributePart[], key: string): Map<string | null, number> {
  const counts = new Map<string | null, number>()
  for (const part of parts) counts.set(valueOf(part, key), (counts.get(valueOf(part, key)) ?? 0) + 1)
  return counts
}

const positive = (values: Facet['values']) => new Map(values.filter((item) => item.count > 0).map((item) => [item.value, item.count]))

/** A keyword matching some of the demo's chip resistors but not all: the first part number's first four characters. */
async function keywordOfSome(): Promise<{ keyword: string; parts: AttributePart[] }> {
  const all = await search({ keyWord: 'resistor', categoryId: RESISTORS })
  const model = all.list[0]?.product.model
  if (model === undefined) throw new Error('No chip resistor found for "resistor"')
  const keyword = model.slice(0, 4)
  return { keyword, parts: await results(keyword) }
}

/**
 * A keyword all of whose results are chip resistors, more than one: the shortest start of a chip resistor's part
 * number (six characters or more) whose unconfined search lists that one category.
 */
async function keywordOfResistorsOnly(): Promise<{ keyword: string; parts: AttributePart[] }> {
  const all = await search({ keyWord: 'resistor', categoryId: RESISTORS })
  for (const hit of all.list) {
    for (let length = 6; length <= hit.product.model.length; length++) {
      const keyword = hit.product.model.slice(0, length)
      const answer = await search({ keyWord: keyword })
      if (answer.total > 1 && answer.facets.categories.length === 1 && answer.facets.categories[0]?.id === RESISTORS) return { keyword, parts: await results(keyword) }
    }
  }
  throw new Error('No keyword finds chip resistors only')
}

describe('search/list confined to a category, narrowed by attributes (issue 29)', () => {
  it("issue 29: a search confined to a category counts its results per attribute, maker, package and stock; an unconfined one over several categories carries none", async () => {
    const { keyword, parts } = await keywordOfSome()
    expect(parts.length).toBeGreaterThan(0)
    expect(parts.length).toBeLessThan((await api().store.attributes.categoryAttributeRows(RESISTORS)).parts.length)
    const answer = await search({ keyWord: keyword, categoryId: RESISTORS })
    expect(answer.parametric?.categoryId).toBe(RESISTORS)
    expect(answer.total).toBe(parts.length)
    for (const key of ['resistance', 'tolerance', 'power']) expect(positive(facet(answer, key).values), key).toEqual(counted(parts, key))
    expect(facet(answer, 'stock').values.find((item) => item.value === 'in stock')?.count).toBe(parts.filter((part) => part.stock > 0).length)
    expect(facet(answer, 'resistance').name).toBe('Resistance')
    expect(answer.parametric?.confinedBy).toBe('categoryId')
    const spread = await search({ keyWord: 'resistor' })
    expect(spread.facets.categories.length).toBeGreaterThan(1)
    expect(spread.parametric).toBeUndefined()
  })

  it("issue 29: an unconfined search whose results all fall in one category with an attribute list carries that category's counts, as if confined (confinedBy: results)", async () => {
    const { keyword } = await keywordOfResistorsOnly()
    const unconfined = await search({ keyWord: keyword })
    expect(unconfined.facets.categories.map((item) => item.id)).toEqual([RESISTORS])
    const confined = await search({ keyWord: keyword, categoryId: RESISTORS })
    expect(unconfined.parametric).toEqual({ ...confined.parametric, confinedBy: 'results' })
    expect(unconfined.total).toBe(confined.total)
    // Its filters with stock are the keyword's still: counted with them, and attribute filters still take the category.
    const stocked = await search({ keyWord: keyword, inStock: true })
    expect(stocked.parametric?.facets).toEqual((await search({ keyWord: keyword, categoryId: RESISTORS, inStock: true })).parametric?.facets)
    expect((await call(`/api/search/list?keyWord=${keyword}&attributes=${encodeURIComponent('resistance=10k')}`)).status).toBe(400)
  })

  it("issue 29: a confined search carries the listed results' values of the category's main attributes, as stored, by product id", async () => {
    const { keyword, parts } = await keywordOfResistorsOnly()
    const main = categoryAttributes('chip-resistors').filter((attribute) => attribute.main === true).map((attribute) => attribute.key)
    expect(main.length).toBeGreaterThan(0)
    for (const answer of [await search({ keyWord: keyword, categoryId: RESISTORS }), await search({ keyWord: keyword })]) {
      const values = answer.parametric?.productValues ?? {}
      expect(Object.keys(values).sort()).toEqual(answer.list.map((hit) => String(hit.product.intID)).sort())
      for (const hit of answer.list) {
        const part = parts.find((item) => item.productId === hit.product.intID)
        const stored = Object.fromEntries(main.flatMap((key) => (part === undefined || valueOf(part, key) === null ? [] : [[key, valueOf(part, key)]])))
        expect(values[String(hit.product.intID)], hit.product.model).toEqual(stored)
      }
    }
  })

  it('issue 29: attribute filters with stock narrow the results to the parts passing all; each facet counts with every filter but its own', async () => {
    const { keyword, parts } = await keywordOfResistorsOnly()
    const value = [...counted(parts, 'resistance')].find(([canonical]) => canonical !== null)?.[0]
    if (value === undefined || value === null) throw new Error('The results have no resistance')
    const attributes = `resistance=${encodeURIComponent(value)}`
    const passes = (part: AttributePart) => valueOf(part, 'resistance') === value && part.stock > 0
    const answer = await search({ keyWord: keyword, categoryId: RESISTORS, attributes, inStock: true })
    expect(answer.total).toBe(parts.filter(passes).length)
    const listed = [...answer.list]
    for (let page = 2; listed.length < answer.total; page++) listed.push(...(await search({ keyWord: keyword, categoryId: RESISTORS, attributes, inStock: true, page })).list)
    expect(listed.map((hit) => hit.product.intID).sort((a, b) => a - b)).toEqual(parts.filter(passes).map((part) => part.productId))
    // Resistance's own counts: the results in stock; stock's own: the results of that resistance.
    expect(positive(facet(answer, 'resistance').values)).toEqual(counted(parts.filter((part) => part.stock > 0), 'resistance'))
    expect(facet(answer, 'stock').values.find((item) => item.value === 'no stock')?.count ?? 0).toBe(
      parts.filter((part) => valueOf(part, 'resistance') === value && part.stock === 0).length,
    )
    const tolerance = facet(answer, 'tolerance')
    expect(positive(tolerance.values)).toEqual(counted(parts.filter(passes), 'tolerance'))
  })

  it("issue 29: a confined search names its attribute list, and the maker group's term narrows it to those makers, named", async () => {
    const confined = await search({ keyWord: 'resistor', categoryId: RESISTORS })
    expect(confined.parametric?.attributeList).toBe('chip-resistors')
    const maker = facet(confined, 'manufacturer').values.find((item) => item.value !== null && item.count > 0)
    if (maker?.value == null) throw new Error('No maker among the chip resistors found for "resistor"')
    expect(maker.label).toBe((await api().store.catalog.findBrand(Number(maker.value) as BrandId))?.name)
    const narrowed = await search({ keyWord: 'resistor', categoryId: RESISTORS, attributes: `manufacturer=${maker.value}` })
    expect(narrowed.total).toBe(maker.count)
    expect(narrowed.list.every((hit) => String(hit.product.brandId) === maker.value)).toBe(true)
  })

  it('issue 29: a from/to range narrows a confined search, and the min/max of a quantity are those of the results counted', async () => {
    const { keyword, parts } = await keywordOfResistorsOnly()
    const answer = await search({ keyWord: keyword, categoryId: RESISTORS, attributes: 'resistance=1k..100k' })
    const base = (part: AttributePart) => part.values.find((item) => item.key === 'resistance')?.base ?? null
    expect(answer.total).toBe(parts.filter((part) => (base(part) ?? -1) >= 1000 && (base(part) ?? Infinity) <= 100_000).length)
    const bases = parts.flatMap((part) => (base(part) === null ? [] : [base(part) as number]))
    expect([facet(answer, 'resistance').min, facet(answer, 'resistance').max]).toEqual([Math.min(...bases), Math.max(...bases)])
  })

  it('issue 29: a confined search sorts by a main attribute by number, page after page, no value last; 400 for another key or without a category', async () => {
    const { keyword, parts } = await keywordOfSome()
    const base = (id: number) => parts.find((part) => part.productId === id)?.values.find((value) => value.key === 'resistance')?.base ?? null
    const listed = async (attributeSort: string) => {
      const ids: number[] = []
      for (let page = 1; ; page++) {
        const answer = await api().client().searchList({ query: { keyWord: keyword, categoryId: RESISTORS, attributeSort, pageSize: 7, page } })
        expect(answer.total).toBe(parts.length)
        expect(Object.keys(answer.parametric?.productValues ?? {}).sort()).toEqual(answer.list.map((hit) => String(hit.product.intID)).sort())
        ids.push(...answer.list.map((hit) => hit.product.intID as number))
        if (answer.list.length < 7) return ids
      }
    }
    const rising = await listed('resistance')
    expect([...rising].sort((a, b) => a - b)).toEqual(parts.map((part) => part.productId).sort((a, b) => a - b))
    const bases = rising.map(base)
    const valued = bases.filter((value): value is number => value !== null)
    expect(valued).toEqual([...valued].sort((a, b) => a - b))
    expect(bases.slice(valued.length).every((value) => value === null)).toBe(true)
    const falling = (await listed('-resistance')).map(base).filter((value): value is number => value !== null)
    expect(falling).toEqual([...valued].sort((a, b) => b - a))
    const other = await call(`/api/search/list?keyWord=${keyword}&categoryId=${RESISTORS}&attributeSort=colour`)
    expect(other.status).toBe(400)
    expect(other.message).toContain('"colour"')
    expect(await call(`/api/search/list?keyWord=${keyword}&attributeSort=resistance`)).toEqual({
      status: 400,
      message: 'Sorting by an attribute takes a category: give categoryId',
    })
  })

  it('issue 29: answers 400 naming an unknown attribute, an unreadable value, a range that does not read, and filters without a category', async () => {
    const path = (attributes: string, category: string = `&categoryId=${RESISTORS}`) =>
      `/api/search/list?keyWord=resistor${category}&attributes=${encodeURIComponent(attributes)}`
    const unknown = await call(path('colour=red'))
    expect(unknown.status).toBe(400)
    expect(unknown.message).toContain('"colour"')
    const value = await call(path('resistance=banana'))
    expect(value.status).toBe(400)
    expect(value.message).toContain('banana')
    const range = await call(path('resistance=10k..1k'))
    expect(range.status).toBe(400)
    expect(range.message).toContain('10k..1k')
    expect(await call(path('resistance=10k', ''))).toEqual({ status: 400, message: 'Attribute filters take a category: give categoryId' })
    const parent = CATEGORIES.find((category) => category.parentId === null)?.id as CategoryId
    const onParent = await call(path('resistance=10k', `&categoryId=${parent}`))
    expect(onParent.status).toBe(400)
    expect(onParent.message).toContain('"resistance"')
    const long = await call(path(`resistance=${'1'.repeat(4001)}`))
    expect(long.status).toBe(400)
  })
})
