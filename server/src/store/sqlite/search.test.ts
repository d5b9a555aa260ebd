import { fc, test } from '@fast-check/vitest'
import type { BrandId, CategoryId, ProductId, SearchHit, SearchResult } from '@partfront/core/contract'
import { exactPartKey, matchRank, normalizePartNumber } from '@partfront/core/parts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { SEARCH_LIMITS, type SearchLimits } from '../../search/limits.ts'
import { CATEGORY, MAKER, PARTS, productInput, seedSearchCatalog, type PartName } from '../../search/search.fixtures.ts'
import type { SearchRequest, SearchStore } from '../search.port.ts'
import { sqliteSearch } from './search.ts'
import { openSqliteStore, type SqliteStore } from './sqlite-store.ts'

const folders: string[] = []
const opened: SqliteStore[] = []

/** A fresh store on a temporary file. */
function freshStore(): SqliteStore {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-search-'))
  folders.push(folder)
  const store = openSqliteStore(join(folder, 'search.db'))
  opened.push(store)
  return store
}

afterAll(async () => {
  for (const store of opened.splice(0)) await store.close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const ask = (keyword: string, fields: Partial<SearchRequest> = {}): SearchRequest => ({ keyword, page: 1, pageSize: 100, ...fields })
const models = (result: SearchResult) => result.list.map((hit) => hit.product.model)
const kinds = (result: SearchResult) => result.list.map((hit) => [hit.product.model, hit.match])

/** Every result of a query, page after page. */
async function allPages(search: SearchStore, request: SearchRequest): Promise<SearchHit[]> {
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    const result = await search.search({ ...request, page })
    hits.push(...result.list)
    if (result.list.length < request.pageSize) return hits
  }
}

describe('part search on the fixture catalog', () => {
  let store: SqliteStore
  let ids: Record<PartName, ProductId>
  beforeAll(async () => {
    store = freshStore()
    ids = await seedSearchCatalog(store)
  })

  it('SEARCH-4: ranks the exact part, then packaging variants, then prefix, substring and keyword matches', async () => {
    const result = await store.search.search(ask('LM358DR'))
    expect(kinds(result)).toEqual([
      ['LM358DR', 'exact'],
      ['LM358DRG4', 'variant'],
      ['LM358DT', 'variant'],
      ['LM358DRXQ9', 'prefix'],
      ['XLM358DR', 'substring'],
      ['OPA358', 'keyword'],
    ])
    expect(result.list.map((hit) => matchRank(hit.match))).toEqual([0, 1, 1, 2, 3, 4])
    expect(result).toMatchObject({ keyWord: 'LM358DR', total: 6, totalIsExact: true, page: 1, pageSize: 100 })
  })

  it('SEARCH-4: LM358-N style separators and case are ignored; the exact part is highlighted whole', async () => {
    const result = await store.search.search(ask(' lm358-dr '))
    expect(result.keyWord).toBe('lm358-dr')
    expect(result.list[0]).toMatchObject({ product: { model: 'LM358DR', intID: ids.lm358dr }, match: 'exact', highlights: [[0, 7]] })
    expect((await store.search.search(ask('b-c-8-4-7-b 215'))).list[0]).toMatchObject({ product: { model: 'BC847B,215' }, match: 'exact' })
  })

  it('SEARCH-4: a packaging variant is found either way round (TPS71725QDRV and TPS71725QDRVRQ1)', async () => {
    expect(kinds(await store.search.search(ask('TPS71725QDRV')))).toEqual([
      ['TPS71725QDRV', 'exact'],
      ['TPS71725QDRVRQ1', 'variant'],
    ])
    const longer = await store.search.search(ask('TPS71725QDRVRQ1'))
    expect(kinds(longer)).toEqual([
      ['TPS71725QDRVRQ1', 'exact'],
      ['TPS71725QDRV', 'variant'],
    ])
    expect(longer.total).toBe(2)
    expect(longer.facets.categories).toEqual([{ id: CATEGORY.regulators, name: 'Voltage Regulators', count: 2 }])
    expect(kinds(await store.search.search(ask('MCP6002-E/SN')))).toEqual([['MCP6002T-I/SN', 'variant']])
    expect(kinds(await store.search.search(ask('595-LM358DR'))).slice(0, 1)).toEqual([['LM358DR', 'variant']])
  })

  it('SEARCH-4: a near-miss that differs by a character (1.5SMC6.8CA for 1.5SMC68CA) is never exact', async () => {
    expect(kinds(await store.search.search(ask('1.5SMC68CA')))).toEqual([
      ['1.5SMC68CA', 'exact'],
      ['1.5SMC6.8CA', 'prefix'],
    ])
    expect(kinds(await store.search.search(ask('1.5SMC6.8CA')))).toEqual([
      ['1.5SMC6.8CA', 'exact'],
      ['1.5SMC68CA', 'prefix'],
    ])
    const loose = await store.search.search(ask('15SMC68CA'))
    expect(loose.list.map((hit) => hit.match)).toEqual(['prefix', 'prefix'])
    expect((await store.search.search(ask('MAX232ESET'))).list.map((hit) => hit.match)).toEqual(['prefix'])
  })

  it('SEARCH-4: a distributor number finds its part, as a variant with nothing highlighted (ours)', async () => {
    const { list } = await store.search.search(ask('c7950'))
    expect(list.map((hit) => [hit.product.model, hit.match, hit.highlights])).toEqual([['LM358DR', 'variant', []]])
  })

  it('SEARCH-4: several words must each match somewhere: part number, maker, category or description', async () => {
    expect(models(await store.search.search(ask('texas soic8'))).sort()).toEqual(['LM358DR', 'LM358DRG4', 'LM358DT'])
    expect(models(await store.search.search(ask('dual microchip')))).toEqual(['MCP6002T-I/SN'])
    expect(models(await store.search.search(ask('bidirectional littelfuse'))).sort()).toEqual(['1.5SMC6.8CA', '1.5SMC68CA'])
    expect(models(await store.search.search(ask('bipolar 45v')))).toEqual(['BC847B,215'])
    expect((await store.search.search(ask('texas tvs'))).total).toBe(0)
    const keyword = await store.search.search(ask('regulator automotive'))
    expect(keyword.list.map((hit) => [hit.product.model, hit.match, hit.highlights])).toEqual([['TPS71725QDRVRQ1', 'keyword', []]])
  })

  it('SEARCH-4: a word found in the part number is highlighted in a keyword match', async () => {
    const [hit] = (await store.search.search(ask('lm358 tape'))).list
    expect(hit).toMatchObject({ product: { model: 'LM358DT' }, match: 'keyword', highlights: [[0, 5]] })
  })

  it('SEARCH-4: one- and two-character queries are prefixes of the part number, shortest first', async () => {
    const one = await store.search.search(ask('l'))
    expect(models(one)).toEqual(['LM358', 'LM358DR', 'LM358DT', 'LM358DRG4', 'LM358DRXQ9'])
    expect(one.list.every((hit) => hit.match === 'prefix' && hit.highlights[0]?.[0] === 0)).toBe(true)
    const two = await store.search.search(ask('1.'))
    expect(models(two)).toEqual(['1.5SMC68CA', '1.5SMC6.8CA'])
    const x = (await store.search.search(ask('x'))).list
    expect(x.map((hit) => [hit.product.model, hit.match, hit.highlights])).toEqual([['XLM358DR', 'prefix', [[0, 1]]]])
    expect((await store.search.search(ask('zz'))).total).toBe(0)
  })

  it('SEARCH-4: FTS5 syntax in a query is text, never syntax', async () => {
    for (const query of ['"', '*', ':', '(', ')', 'NEAR', 'AND', 'OR NOT', '^', '{part}', 'part:LM358', '-', '+', '"LM358DR', 'NEAR(LM358DR, 2)', 'LM358*']) {
      const result = await store.search.search(ask(query))
      expect(result.total, query).toBeGreaterThanOrEqual(0)
    }
    expect(models(await store.search.search(ask('"LM358DR"'))).at(0)).toBe('LM358DR')
    expect(models(await store.search.search(ask('LM358DR*'))).at(0)).toBe('LM358DR')
    expect(models(await store.search.search(ask('near')))).toEqual(['ANT-NFC-25'])
    expect(models(await store.search.search(ask('and/or/not')))).toEqual(['ANT-NFC-25'])
    expect(models(await store.search.search(ask('(range:200')))).toEqual(['MMBT5551(RANGE:200-300)'])
    expect(kinds(await store.search.search(ask('mmbt5551(range:200-300)')))).toEqual([['MMBT5551(RANGE:200-300)', 'exact']])
    expect((await store.search.search(ask('"*:()'))).total).toBe(0)
  })

  it('filters by category (leaf or parent), manufacturer and stock, with facets of the whole query', async () => {
    const all = await store.search.search(ask('op-amp'))
    expect(all.total).toBe(8)
    expect(all.facets.manufacturers).toEqual([
      { id: MAKER.ti, name: 'Texas Instruments', count: 5 },
      { id: MAKER.generic, name: 'Generic Semiconductor Works', count: 2 },
      { id: MAKER.microchip, name: 'Microchip Technology', count: 1 },
    ])
    expect(all.facets.categories).toEqual([{ id: CATEGORY.amplifiers, name: 'Operational Amplifiers', count: 8 }])
    expect(all.facets.inStock).toBe(7)
    const ti = await store.search.search(ask('op-amp', { manufacturerId: MAKER.ti }))
    expect(ti.total).toBe(5)
    expect(ti.facets).toEqual(all.facets)
    expect((await store.search.search(ask('op-amp', { inStock: true }))).total).toBe(7)
    expect((await store.search.search(ask('op-amp', { categoryId: CATEGORY.ics }))).total).toBe(8)
    expect((await store.search.search(ask('op-amp', { categoryId: CATEGORY.discretes }))).total).toBe(0)
    expect((await store.search.search(ask('op-amp', { categoryId: 999 as CategoryId }))).list).toEqual([])
    expect((await store.search.search(ask('op-amp', { manufacturerId: 999 as BrandId }))).total).toBe(0)
    const both = await store.search.search(ask('lm358', { manufacturerId: MAKER.ti, inStock: true }))
    expect(models(both)).toEqual(['LM358', 'LM358DR', 'LM358DRG4', 'OPA358'])
  })

  it('sorts by stock (most first) and by price (lowest first, price on request last)', async () => {
    const byStock = await store.search.search(ask('lm358', { sort: 'stock' }))
    const stocks = byStock.list.map((hit) => hit.product.stock)
    expect(stocks).toEqual(stocks.toSorted((a, b) => b - a))
    expect(byStock.list.map((hit) => hit.product.model).at(0)).toBe('LM358DR')
    const byPrice = await store.search.search(ask('lm358', { sort: 'price' }))
    expect(byPrice.list.map((hit) => hit.product.model)).toEqual(['XLM358DR', 'LM358DT', 'LM358DR', 'LM358DRG4', 'LM358DRXQ9', 'OPA358', 'LM358'])
    expect(byPrice.list.at(-1)?.product.priceLadder).toEqual([])
  })

  it('pages: the same order cut into pages, an empty page past the end', async () => {
    const whole = models(await store.search.search(ask('lm358')))
    const pages = await allPages(store.search, ask('lm358', { pageSize: 3 }))
    expect(pages.map((hit) => hit.product.model)).toEqual(whole)
    const past = await store.search.search(ask('lm358', { page: 9, pageSize: 3 }))
    expect(past).toMatchObject({ list: [], total: whole.length, page: 9, pageSize: 3 })
  })
})

describe('the search index follows the catalog', () => {
  let store: SqliteStore
  let ids: Record<PartName, ProductId>
  beforeAll(async () => {
    store = freshStore()
    ids = await seedSearchCatalog(store)
  })

  it('finds a part loaded again with a new description, stock or category, and forgets what it no longer says', async () => {
    await store.catalog.upsertProducts([{ ...productInput(PARTS.tps), description: 'Low-noise LDO, 2.5 V', stock: 0, categoryId: CATEGORY.amplifiers }])
    expect((await store.search.search(ask('low noise'))).list.map((hit) => hit.product.intID)).toEqual([ids.tps])
    expect((await store.search.search(ask('TPS71725QDRV', { inStock: true }))).list.map((hit) => hit.product.intID)).toEqual([ids.tpsQ1])
    expect((await store.search.search(ask('wson'))).total).toBe(0)
    const amplifiers = await store.search.search(ask('tps71725', { categoryId: CATEGORY.amplifiers }))
    expect(amplifiers.list.map((hit) => hit.product.intID)).toEqual([ids.tps])
  })

  it('finds a new part at once, and loses a deleted one', async () => {
    await store.catalog.upsertProducts([{ ...productInput(PARTS.lm358), partNumber: 'LM358N/NOPB', stock: 7 }])
    expect(models(await store.search.search(ask('lm358n')))).toEqual(['LM358N/NOPB'])
    store.db.prepare('DELETE FROM product_codes WHERE product_id = ?').run(ids.lm358dr)
    store.db.prepare('DELETE FROM products WHERE id = ?').run(ids.lm358dr)
    expect(models(await store.search.search(ask('LM358DR'))).includes('LM358DR')).toBe(false)
    expect((await store.search.search(ask('c7950'))).total).toBe(0)
  })

  it('finds parts by their maker and category names as they are now', async () => {
    await store.catalog.upsertManufacturers([{ id: MAKER.littelfuse, name: 'Bourns-Littel', slug: 'bl', website: null, description: '' }])
    expect((await store.search.search(ask('bourns'))).total).toBe(2)
    expect((await store.search.search(ask('littelfuse'))).total).toBe(0)
    await store.catalog.upsertCategories([
      { id: CATEGORY.tvs, parentId: CATEGORY.rf, name: 'TVS Diodes', slug: 'tvs', description: '', sort: 1 },
    ])
    expect((await store.search.search(ask('1.5smc', { categoryId: CATEGORY.rf }))).total).toBe(2)
    expect((await store.search.search(ask('1.5smc', { categoryId: CATEGORY.discretes }))).total).toBe(0)
  })
})

describe('SEARCH-4 properties on the fixture catalog', () => {
  let store: SqliteStore
  beforeAll(async () => {
    store = freshStore()
    await seedSearchCatalog(store)
  })

  const SEPARATORS = ['-', '/', ',', '#', '_', '–', '\u00ad', ' ', '\u00a0']
  const WHITESPACE = /\s/u
  const partNumbers = Object.values(PARTS).map((part) => part.partNumber)
  const withSeparators = (text: string, insertions: readonly (readonly [number, string])[]) => {
    const characters = Array.from(text)
    for (const [at, separator] of insertions) characters.splice(at % (characters.length + 1), 0, separator)
    return characters.join('')
  }
  const query = fc
    .tuple(fc.constantFrom(...partNumbers), fc.nat(), fc.integer({ min: 1, max: 12 }))
    .map(([part, from, length]) => {
      const characters = Array.from(part)
      const start = from % characters.length
      return characters.slice(start, start + length).join('')
    })
    .filter((text) => normalizePartNumber(text) !== '')
  const separators = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SEPARATORS)), { maxLength: 4 })
  const caseOf = fc.constantFrom<(text: string) => string>((text) => text, (text) => text.toLowerCase(), (text) => text.toUpperCase())

  test.prop([query, separators, caseOf], { numRuns: 60 })(
    'SEARCH-4: inserting separators or changing case finds the same parts, matched the same way',
    async (text, insertions, change) => {
      const typed = withSeparators(change(text), insertions)
      const plain = await store.search.search(ask(text))
      const altered = await store.search.search(ask(typed))
      const found = (result: SearchResult, keyword: boolean) =>
        result.list.filter((hit) => keyword || hit.match !== 'keyword').map((hit) => `${hit.product.intID}:${hit.match}`).sort()
      // A space splits a query into words, and words are matched one by one as keywords: the part-number
      // matches stay the same, the keyword matches may grow.
      const spaced = WHITESPACE.test(typed.trim()) && !WHITESPACE.test(text.trim())
      expect(found(altered, !spaced)).toEqual(found(plain, !spaced))
      if (!spaced) expect(altered.total).toBe(plain.total)
    },
  )

  test.prop([query], { numRuns: 60 })(
    "SEARCH-4: highlight ranges lie inside the part number, in order, and cover the query's characters",
    async (text) => {
      const result = await store.search.search(ask(text))
      const key = normalizePartNumber(text)
      if (key.length >= 3) expect(result.total).toBeGreaterThan(0)
      for (const hit of result.list) {
        const model = hit.product.model
        let end = -1
        for (const [from, to] of hit.highlights) {
          expect(from).toBeGreaterThan(end)
          expect(to).toBeGreaterThan(from)
          expect(to).toBeLessThanOrEqual(model.length)
          end = to
        }
        if (hit.match === 'prefix' || hit.match === 'substring') {
          const marked = hit.highlights.map(([from, to]) => normalizePartNumber(model.slice(from, to)))
          expect(marked.some((stretch) => stretch.includes(key))).toBe(true)
        }
        if (hit.match === 'exact') expect(exactPartKey(model)).toBe(exactPartKey(text))
      }
    },
  )

  test.prop([fc.constantFrom(...partNumbers)], { numRuns: 20 })('SEARCH-4: a whole part number is its own first, exact result', async (part) => {
    const [first] = (await store.search.search(ask(part))).list
    expect(first).toMatchObject({ match: 'exact', product: { model: part } })
  })
})

describe('part search on a generated catalog', () => {
  let store: SqliteStore
  /** The catalog read with limits above its size: every count exact, every order exact. */
  let exact: SearchStore
  /** The same catalog read with small limits: every large-match path on a small catalog. */
  let small: SearchStore
  const limits: SearchLimits = {
    ...SEARCH_LIMITS,
    exactCap: 40,
    sampleCap: 40,
    partWindow: 7,
    keywordWindow: 5,
    prefixSortCap: 20,
    sortWindow: 11,
    maxDepth: 400,
  }
  beforeAll(async () => {
    store = freshStore()
    await seedDemoCatalog(store, { parts: 3000 })
    exact = sqliteSearch(store.db, { ...SEARCH_LIMITS, exactCap: 5000, sampleCap: 5000 })
    small = sqliteSearch(store.db, limits)
  })

  /** Queries with matches of every size: prefixes, substrings, keywords, several words. */
  const QUERIES = ['0603', 'RC0', '060', 'capacitor', 'texas', 'LM', 'R', 'mosfet sot', 'ceramic 100', 'STM32']

  it('filters and facet counts agree with the results', async () => {
    for (const keyword of QUERIES) {
      const all = await exact.search(ask(keyword))
      expect(all.totalIsExact, keyword).toBe(true)
      expect(all.facets.categories.reduce((sum, facet) => sum + facet.count, 0), keyword).toBe(all.total)
      expect(all.facets.manufacturers.reduce((sum, facet) => sum + facet.count, 0), keyword).toBe(all.total)
      for (const facet of all.facets.categories) {
        const hits = await allPages(exact, ask(keyword, { categoryId: facet.id }))
        expect(hits.length, `${keyword} in ${facet.name}`).toBe(facet.count)
        expect(hits.every((hit) => hit.product.categoryId === facet.id)).toBe(true)
      }
      for (const facet of all.facets.manufacturers) {
        const filtered = await exact.search(ask(keyword, { manufacturerId: facet.id }))
        expect(filtered.total, `${keyword} by ${facet.name}`).toBe(facet.count)
        expect(filtered.list.every((hit) => hit.product.brandId === facet.id)).toBe(true)
      }
      const inStock = await allPages(exact, ask(keyword, { inStock: true }))
      expect(inStock.length, `${keyword} in stock`).toBe(all.facets.inStock)
      expect(inStock.every((hit) => hit.product.stock > 0)).toBe(true)
    }
  })

  it('a parent category counts the results of its children', async () => {
    const all = await exact.search(ask('capacitor'))
    const passives = await exact.search(ask('capacitor', { categoryId: 3 as CategoryId }))
    const children = all.facets.categories.filter((facet) => Math.floor(facet.id / 100) === 3)
    expect(passives.total).toBe(children.reduce((sum, facet) => sum + facet.count, 0))
  })

  it('SEARCH-4: results of every tier come in core order, each hit matching the query', async () => {
    for (const keyword of QUERIES) {
      const hits = await allPages(exact, ask(keyword))
      const ranks = hits.map((hit) => matchRank(hit.match))
      expect(ranks, keyword).toEqual(ranks.toSorted((a, b) => a - b))
      const key = normalizePartNumber(keyword)
      for (const hit of hits) {
        if (hit.match === 'prefix') expect(normalizePartNumber(hit.product.model).startsWith(key)).toBe(true)
        if (hit.match === 'substring') expect(normalizePartNumber(hit.product.model).includes(key)).toBe(true)
      }
    }
  })

  it('a large match: counted on a sample, paged without overlap or gap, every result found', async () => {
    for (const keyword of QUERIES) {
      const every = await allPages(exact, ask(keyword))
      const estimated = await small.search(ask(keyword, { pageSize: 9 }))
      if (every.length <= limits.exactCap) {
        expect(estimated.totalIsExact, keyword).toBe(true)
        expect(estimated.total).toBe(every.length)
        continue
      }
      expect(estimated.totalIsExact, keyword).toBe(false)
      expect(estimated.total, keyword).toBeGreaterThan(limits.exactCap)
      const paged = await allPages(small, ask(keyword, { pageSize: 9 }))
      const seen = paged.map((hit) => hit.product.intID)
      expect(new Set(seen).size, keyword).toBe(seen.length)
      const expected = every.slice(0, limits.maxDepth).map((hit) => hit.product.intID)
      if (every.length <= limits.maxDepth) expect(seen.toSorted(), keyword).toEqual(expected.toSorted())
      else expect(seen.length, keyword).toBeGreaterThanOrEqual(limits.maxDepth)
      const ranks = paged.map((hit) => matchRank(hit.match))
      expect(ranks, keyword).toEqual(ranks.toSorted((a, b) => a - b))
    }
  })

  it('a large match sorted by stock or price: windows of the index order, each sorted', async () => {
    const byStock = await allPages(small, ask('capacitor', { sort: 'stock', pageSize: 11 }))
    const all = await exact.search(ask('capacitor'))
    expect(new Set(byStock.map((hit) => hit.product.intID)).size).toBe(Math.min(all.total, limits.maxDepth))
    for (let window = 0; window < byStock.length; window += limits.sortWindow) {
      const stocks = byStock.slice(window, window + limits.sortWindow).map((hit) => hit.product.stock)
      expect(stocks).toEqual(stocks.toSorted((a, b) => b - a))
    }
  })

  it('a large match filtered: the filtered total, and only matching parts', async () => {
    const all = await small.search(ask('capacitor'))
    const [top] = all.facets.categories
    expect(top).toBeDefined()
    if (top === undefined) return
    const filtered = await small.search(ask('capacitor', { categoryId: top.id, inStock: true, pageSize: 50 }))
    expect(filtered.list.every((hit) => hit.product.categoryId === top.id && hit.product.stock > 0)).toBe(true)
    const counted = await exact.search(ask('capacitor', { categoryId: top.id, inStock: true }))
    if (counted.total <= limits.exactCap) expect(filtered).toMatchObject({ total: counted.total, totalIsExact: true })
    else expect(filtered.totalIsExact).toBe(false)
  })

  it('a large match counted on a sample: about right, and said to be an estimate', async () => {
    for (const keyword of ['capacitor', 'R', '060']) {
      const counted = await exact.search(ask(keyword))
      const estimated = await store.search.search(ask(keyword))
      expect(counted.totalIsExact).toBe(true)
      if (counted.total <= SEARCH_LIMITS.exactCap) continue
      expect(estimated.totalIsExact, keyword).toBe(false)
      expect(estimated.total / counted.total, keyword).toBeGreaterThan(0.5)
      expect(estimated.total / counted.total, keyword).toBeLessThan(2)
      expect(estimated.list.map((hit) => hit.product.intID), keyword).toEqual(counted.list.map((hit) => hit.product.intID))
    }
  })

  it('pages past the deepest served result are empty, the total still counts', async () => {
    const result = await small.search(ask('R', { page: limits.maxDepth / 10 + 1, pageSize: 10 }))
    expect(result.list).toEqual([])
    expect(result.total).toBeGreaterThan(0)
  })
})

describe('trending parts', () => {
  let store: SqliteStore
  let ids: Record<PartName, ProductId>
  beforeAll(async () => {
    store = freshStore()
    ids = await seedSearchCatalog(store)
  })

  it('SEARCH-5: the most searched parts of the window first, then the shortest part numbers in stock', async () => {
    await store.search.recordSearchHit(ids.tps, '2026-01-10')
    await store.search.recordSearchHit(ids.bc847, '2026-01-14')
    await store.search.recordSearchHit(ids.bc847, '2026-01-15')
    await store.search.recordSearchHit(ids.tps, '2026-01-01')
    const trending = await store.search.trending('2026-01-09', 4)
    expect(trending.slice(0, 2)).toEqual([
      { id: ids.bc847, model: 'BC847B,215' },
      { id: ids.tps, model: 'TPS71725QDRV' },
    ])
    expect(trending.slice(2).map((part) => part.model)).toEqual(['LM358', 'OPA358'])
    expect(new Set(trending.map((part) => part.id)).size).toBe(4)
  })
})
