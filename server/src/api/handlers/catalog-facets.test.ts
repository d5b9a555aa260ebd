import type { BrandId, CatalogDetail, CategoryId, Facet } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import type { AttributePart } from '../../store/attributes.port.ts'
import { CATEGORIES } from '../../demo/index.ts'
import { demoCatalogApi, demoCategory, facetOf, statusOf } from './parametric.fixtures.ts'

/**
 * Issue 29 through the API: a category page narrowed by attributes (several values, a from/to range typed with
 * units, "no value"), with maker and stock, and its counts per attribute; against the real app on the demo
 * catalog, its values as the seed stored them.
 */

const api = demoCatalogApi()

const RESISTORS = demoCategory('chip-resistors')
const MLCC = demoCategory('mlcc')

function detail(id: CategoryId, attributes?: string, more: { brandId?: BrandId; inStock?: boolean; package?: string; sort?: string } = {}): Promise<CatalogDetail> {
  return api().client().catalogDetail({ query: { id, pageSize: 100, ...more, ...(attributes === undefined ? {} : { attributes }) } })
}

const call = (path: string) => statusOf(api(), path)

const facet = (answer: CatalogDetail, key: string): Facet => facetOf(answer.facets, key)

/** The category's parts as stored: the brute force's input. */
async function stored(id: CategoryId): Promise<readonly AttributePart[]> {
  return (await api().store.attributes.categoryAttributeRows(id)).parts
}

const valueOf = (part: AttributePart, key: string) => part.values.find((value) => value.key === key)

describe('catalog/detail narrowed by attributes (issue 29)', () => {
  it('issue 29: a category page carries every attribute with its values counted (the most common first), min/max of quantities; products as before', async () => {
    const answer = await detail(RESISTORS)
    const parts = await stored(RESISTORS)
    expect(answer.products.total).toBe(parts.length)
    const resistance = facet(answer, 'resistance')
    expect(resistance.name).toBe('Resistance')
    expect(resistance.values.reduce((sum, item) => sum + item.count, 0)).toBe(parts.length)
    expect(resistance.values.map((item) => item.count)).toEqual(resistance.values.map((item) => item.count).sort((a, b) => b - a))
    const bases = parts.flatMap((part) => {
      const base = valueOf(part, 'resistance')?.base
      return base === undefined || base === null ? [] : [base]
    })
    expect([resistance.min, resistance.max]).toEqual([Math.min(...bases), Math.max(...bases)])
    expect(answer.facets?.map((item) => item.key)).toEqual(expect.arrayContaining(['tolerance', 'power', 'manufacturer', 'package', 'stock']))
  })

  it('issue 29: several values of one attribute narrow to the parts having one of them; its own counts stay those of the whole category', async () => {
    const all = facet(await detail(RESISTORS), 'resistance')
    const [first, second] = all.values.filter((item) => item.value !== null)
    if (first === undefined || second === undefined) throw new Error('The demo resistors have two resistances at least')
    const terms = `resistance=${encodeURIComponent(first.value ?? '')}&resistance=${encodeURIComponent(second.value ?? '')}`
    const answer = await detail(RESISTORS, terms)
    expect(answer.products.total).toBe(first.count + second.count)
    expect(answer.products.total).toBeLessThan((await stored(RESISTORS)).length)
    const byId = new Map((await stored(RESISTORS)).map((part) => [part.productId as number, part]))
    for (const product of answer.products.list) {
      expect([first.value, second.value]).toContain(valueOf(byId.get(product.intID) as AttributePart, 'resistance')?.canonical)
    }
    expect(facet(answer, 'resistance').values).toEqual(all.values)
  })

  it('issue 29: a from/to range typed with units ("50V..") on MLCCs, combined with stock and maker, counts as a brute force does', async () => {
    const parts = await stored(MLCC)
    const maker = parts[0]?.manufacturerId as BrandId
    const answer = await detail(MLCC, 'rated-voltage=50V..', { inStock: true, brandId: maker })
    const passes = (part: AttributePart) => (valueOf(part, 'rated-voltage')?.base ?? -1) >= 50 && part.stock > 0 && part.manufacturerId === maker
    expect(answer.products.total).toBe(parts.filter(passes).length)
    expect(answer.products.list.map((product) => product.intID)).toEqual(parts.filter(passes).slice(0, 100).map((part) => part.productId))
    // The rated voltage's own counts: every filter but its own (maker and stock).
    const own = parts.filter((part) => part.stock > 0 && part.manufacturerId === maker)
    expect(facet(answer, 'rated-voltage').values.reduce((sum, item) => sum + item.count, 0)).toBe(own.length)
    const low = await detail(MLCC, 'rated-voltage=..16V')
    expect(low.products.total).toBe(parts.filter((part) => (valueOf(part, 'rated-voltage')?.base ?? Infinity) <= 16).length)
  })

  it('issue 29: the package narrows a subcategory with its attributes, counted as a brute force does; a top-level category refuses it', async () => {
    const parts = await stored(RESISTORS)
    const packages = facet(await detail(RESISTORS), 'package').values
    const chip = packages[0]?.value as string
    const tolerance = facet(await detail(RESISTORS), 'tolerance').values.find((item) => item.value !== null)?.value as string
    const answer = await detail(RESISTORS, `tolerance=${encodeURIComponent(tolerance)}`, { package: chip })
    const passes = (part: AttributePart) => part.packageName === chip && valueOf(part, 'tolerance')?.canonical === tolerance
    expect(answer.products.total).toBe(parts.filter(passes).length)
    expect(answer.products.list.every((product) => product.packageName === chip)).toBe(true)
    // The package's own counts: every filter but its own (the tolerance).
    const own = parts.filter((part) => valueOf(part, 'tolerance')?.canonical === tolerance)
    expect(facet(answer, 'package').values.find((item) => item.value === chip)?.count).toBe(own.filter((part) => part.packageName === chip).length)
    const packageOnly = await detail(RESISTORS, undefined, { package: chip })
    expect(packageOnly.products.total).toBe(packages[0]?.count)
    const top = CATEGORIES.find((category) => category.parentId === null)?.id as CategoryId
    const refused = await call(`/api/catalog/detail?id=${top}&package=0603`)
    expect(refused).toEqual({ status: 400, message: 'The package filter takes a subcategory, not a top-level category' })
  })

  it("issue 29: the maker group's term (manufacturer=id,id) narrows to those makers, named in the manufacturer facet; with brandId both narrow; a term that is no id answers 400 naming it", async () => {
    const makers = facet(await detail(RESISTORS), 'manufacturer').values.filter((item) => item.value !== null && item.count > 0)
    const [a, b] = makers
    if (a?.value == null || b?.value == null) throw new Error('The demo resistors have two makers at least')
    for (const item of makers) expect(item.label).toBe((await api().store.catalog.findBrand(Number(item.value) as BrandId))?.name)
    const answer = await detail(RESISTORS, `manufacturer=${a.value},${b.value}`)
    expect(answer.products.total).toBe(a.count + b.count)
    expect(answer.products.list.every((product) => [a.value, b.value].includes(String(product.brandId)))).toBe(true)
    // The maker facet's own counts are the whole category's (every filter but its own).
    expect(facet(answer, 'manufacturer').values.find((item) => item.value === a.value)?.count).toBe(a.count)
    expect((await detail(RESISTORS, `manufacturer=${a.value}`, { brandId: Number(b.value) as BrandId })).products.total).toBe(0)
    expect((await detail(RESISTORS, `manufacturer=${a.value},${b.value}`, { brandId: Number(b.value) as BrandId })).products.total).toBe(b.count)
    const refused = await call(`/api/catalog/detail?id=${RESISTORS}&attributes=${encodeURIComponent('manufacturer=yageo&colour=red')}`)
    expect(refused).toEqual({ status: 400, message: 'No attribute "colour" in this category; Manufacturer: "yageo" is not a maker id' })
  })

  it('issue 29: "none" finds the parts with no value of an attribute', async () => {
    const parts = await stored(RESISTORS)
    const answer = await detail(RESISTORS, 'temperature-coefficient=none')
    expect(answer.products.total).toBe(parts.filter((part) => valueOf(part, 'temperature-coefficient')?.canonical == null).length)
  })

  it('issue 29: answers 400 naming an unknown attribute, an unreadable value and a range that does not read', async () => {
    const path = (attributes: string) => `/api/catalog/detail?id=${RESISTORS}&attributes=${encodeURIComponent(attributes)}`
    const unknown = await call(path('colour=red'))
    expect(unknown).toMatchObject({ status: 400 })
    expect(unknown.message).toContain('"colour"')
    const value = await call(path('resistance=banana'))
    expect(value.status).toBe(400)
    expect(value.message).toContain('banana')
    const range = await call(path('resistance=10k..1k'))
    expect(range.status).toBe(400)
    expect(range.message).toContain('10k..1k')
  })

  it('issue 29: a category without an attribute list answers as before, and refuses an attribute filter', async () => {
    const top = CATEGORIES.find((category) => category.parentId === null)?.id as CategoryId
    expect(await detail(top)).not.toHaveProperty('facets')
    const refused = await call(`/api/catalog/detail?id=${top}&attributes=${encodeURIComponent('resistance=10k')}`)
    expect(refused.status).toBe(400)
    expect(refused.message).toContain('"resistance"')
  })

  it('issue 29: a page names its attribute list and its rows\' main values (the results table\'s columns)', async () => {
    const answer = await detail(RESISTORS)
    expect(answer.attributeList).toBe('chip-resistors')
    const byId = new Map((await stored(RESISTORS)).map((part) => [part.productId as number, part]))
    expect(Object.keys(answer.productValues ?? {})).toHaveLength(answer.products.list.length)
    for (const product of answer.products.list) {
      const part = byId.get(product.intID) as AttributePart
      expect(answer.productValues?.[String(product.intID)]?.resistance).toBe(valueOf(part, 'resistance')?.canonical ?? undefined)
      // Only the main attributes: the technology is not a column.
      expect(answer.productValues?.[String(product.intID)]).not.toHaveProperty('technology')
    }
  })

  it('issue 29: sorting by a main quantity orders by its number, not its text, either way, no value last; other keys answer 400', async () => {
    const parts = await stored(RESISTORS)
    const numbers = (answer: CatalogDetail) => answer.products.list.map((product) => answer.productValues?.[String(product.intID)]?.resistance ?? null)
    const bases = parts.flatMap((part) => {
      const base = valueOf(part, 'resistance')?.base
      return base === undefined || base === null ? [] : [base]
    })
    const up = await detail(RESISTORS, undefined, { sort: 'resistance' })
    expect(up.products.total).toBe(parts.length)
    const firstBase = (await stored(RESISTORS)).find((part) => valueOf(part, 'resistance')?.canonical === numbers(up)[0])
    expect(valueOf(firstBase as AttributePart, 'resistance')?.base).toBe(Math.min(...bases))
    const down = await detail(RESISTORS, 'tolerance=1%25', { sort: '-resistance' })
    const baseOf = new Map(parts.map((part) => [valueOf(part, 'resistance')?.canonical, valueOf(part, 'resistance')?.base]))
    const downBases = numbers(down).filter((text) => text !== null).map((text) => baseOf.get(text) as number)
    expect(downBases).toEqual([...downBases].sort((a, b) => b - a))
    expect(down.products.list.every((product) => down.productValues?.[String(product.intID)]?.tolerance === '±1%')).toBe(true)
    const refused = await call(`/api/catalog/detail?id=${RESISTORS}&sort=technology`)
    expect(refused).toEqual({ status: 400, message: 'No column "technology" to sort this category by (resistance, tolerance, power, temperature-coefficient)' })
  })
})
