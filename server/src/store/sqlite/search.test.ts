import type { CategoryId, ProductId, SearchResult } from '@partfront/core/contract'
import { matchRank } from '@partfront/core/parts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { SEARCH_LIMITS, type SearchLimits } from '../../search/limits.ts'
import { seedSearchCatalog, type PartName } from '../../search/search.fixtures.ts'
import type { EngineSearch } from '../search.port.ts'
import { allPages, ask } from '../suite/part-search.suite.ts'
import { sqliteSearch } from './search.ts'
import { openSqliteStore, type SqliteStore } from './sqlite-store.ts'

const folders: string[] = []
const opened: SqliteStore[] = []

/** A fresh store on a temporary file. */
async function freshStore(): Promise<SqliteStore> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-search-'))
  folders.push(folder)
  const store = await openSqliteStore(join(folder, 'search.db'))
  opened.push(store)
  return store
}

afterAll(async () => {
  for (const store of opened.splice(0)) await store.close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const models = (result: SearchResult) => result.list.map((hit) => hit.product.model)

// The part search's behaviour through the port is the store suite's (`../suite/part-search.suite.ts`), which
// both engines pass; these are the SQLite index's own: rows deleted behind the port, and the sampling limits.

describe('the search index follows the catalog', () => {
  let store: SqliteStore
  let ids: Record<PartName, ProductId>
  beforeAll(async () => {
    store = await freshStore()
    ids = await seedSearchCatalog(store)
  })

  it('loses a part and its distributor number deleted from the tables, by any writer', async () => {
    store.db.prepare('DELETE FROM product_codes WHERE product_id = ?').run(ids.lm358dr)
    store.db.prepare('DELETE FROM products WHERE id = ?').run(ids.lm358dr)
    expect(models(await store.search.search(ask('LM358DR'))).includes('LM358DR')).toBe(false)
    expect((await store.search.search(ask('c7950'))).total).toBe(0)
  })
})

describe('part search on a generated catalog', () => {
  let store: SqliteStore
  /** The catalog read with limits above its size: every count exact, every order exact. */
  let exact: EngineSearch
  /** The same catalog read with small limits: every large-match path on a small catalog. */
  let small: EngineSearch
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
    store = await freshStore()
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

  it('a large match filtered by package (issue 15): every page of only that package, the total near the count', async () => {
    for (const keyword of ['capacitor', 'R', '060']) {
      const all = await exact.search(ask(keyword))
      const [top] = all.facets.packages
      expect(top, keyword).toBeDefined()
      if (top === undefined) continue
      const every = await allPages(exact, ask(keyword, { packageName: top.name }))
      expect(every.length, keyword).toBe(top.count)
      const paged = await allPages(small, ask(keyword, { packageName: top.name, pageSize: 9 }))
      expect(paged.every((hit) => hit.product.packageName === top.name), keyword).toBe(true)
      const seen = paged.map((hit) => hit.product.intID)
      expect(new Set(seen).size, keyword).toBe(seen.length)
      if (every.length <= limits.maxDepth) expect(seen.toSorted(), keyword).toEqual(every.map((hit) => hit.product.intID).toSorted())
      const estimated = await small.search(ask(keyword, { packageName: top.name }))
      if (top.count > limits.exactCap) expect(estimated.totalIsExact, keyword).toBe(false)
      else expect(estimated, keyword).toMatchObject({ total: top.count, totalIsExact: true })
      // A sampled match's package counts are estimates (coarse with these limits), of the match's own packages.
      const sampled = (await small.search(ask(keyword))).facets.packages
      expect(sampled.length, keyword).toBeGreaterThan(0)
      const packages = new Set(all.facets.packages.map((facet) => facet.name))
      expect(sampled.every((facet) => packages.has(facet.name)), keyword).toBe(true)
    }
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
