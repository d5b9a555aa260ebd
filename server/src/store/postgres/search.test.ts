import type { SearchResult } from '@partfront/core/contract'
import { matchRank } from '@partfront/core/parts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { SEARCH_LIMITS } from '../../search/limits.ts'
import { PARTS, productInput, seedSearchCatalog } from '../../search/search.fixtures.ts'
import { textKey } from '../../search/text-key.ts'
import type { EngineSearch } from '../search.port.ts'
import { allPages, ask } from '../suite/part-search.suite.ts'
import type { PostgresStore } from './postgres-store.ts'
import { postgresSearch } from './search.ts'
import { postgresTestDatabase } from '../../testing/postgres-test-database.ts'

// The part search's behaviour through the port is the store suite's (`../suite/part-search.suite.ts`), which
// both engines pass; these are PostgreSQL's own: counts bounded by a cap, rows deleted behind the port, the
// description key of migration 007.

const database = postgresTestDatabase()
afterAll(() => database.end())

const ids = (result: SearchResult) => result.list.map((hit) => hit.product.intID)

describe('part search on PostgreSQL: a generated catalog, counted up to a cap', () => {
  let store: PostgresStore
  /** Every match counted exactly. */
  let exact: EngineSearch
  /** Matches past 40 rows counted as "more than 40"; results served down to 400. */
  let capped: EngineSearch
  const CAP = 40
  const DEPTH = 400
  beforeAll(async () => {
    store = await database.factory()
    await seedDemoCatalog(store, { parts: 3000 })
    exact = postgresSearch(store.pool, { countCap: 100_000 })
    capped = postgresSearch(store.pool, { limits: { ...SEARCH_LIMITS, maxDepth: DEPTH }, countCap: CAP })
  }, 120_000)
  afterAll(() => store.close())

  const QUERIES = ['0603', 'RC0', '060', 'capacitor', 'texas', 'LM', 'R', 'mosfet sot', 'ceramic 100', 'STM32']

  it('counts a match exactly up to the cap; past it, the rows counted, said not to be exact', async () => {
    let past = 0
    for (const keyword of QUERIES) {
      const counted = await exact.search(ask(keyword))
      const bounded = await capped.search(ask(keyword))
      expect(counted.totalIsExact, keyword).toBe(true)
      if (counted.total <= CAP) {
        expect(bounded, keyword).toMatchObject({ total: counted.total, totalIsExact: true })
        continue
      }
      past++
      expect(bounded.totalIsExact, keyword).toBe(false)
      expect(bounded.total, keyword).toBeGreaterThan(CAP)
      expect(bounded.total, keyword).toBeLessThanOrEqual(counted.total)
      expect(bounded.facets.categories.reduce((sum, facet) => sum + facet.count, 0), keyword).toBe(bounded.total)
      expect(ids(bounded), keyword).toEqual(ids(counted))
    }
    expect(past).toBeGreaterThan(3)
  })

  it('pages a large match in the same order however it was counted, without overlap or gap, down to the served depth', { timeout: 60_000 }, async () => {
    for (const keyword of ['capacitor', 'R', '060']) {
      // A page is sorted whole by core's order (`search/hits.ts`), so both read pages of one size.
      const every = await allPages(exact, ask(keyword, { pageSize: 9 }))
      const paged = await allPages(capped, ask(keyword, { pageSize: 9 }))
      expect(paged.map((hit) => hit.product.intID), keyword).toEqual(every.slice(0, DEPTH).map((hit) => hit.product.intID))
      const ranks = paged.map((hit) => matchRank(hit.match))
      expect(ranks, keyword).toEqual(ranks.toSorted((a, b) => a - b))
      const past = await capped.search(ask(keyword, { page: DEPTH / 10 + 1, pageSize: 10 }))
      expect(past.list, keyword).toEqual([])
      expect(past.total, keyword).toBeGreaterThan(0)
    }
  })

  it('a large match filtered or sorted: only matching parts, the filtered total bounded too', async () => {
    const all = await exact.search(ask('capacitor'))
    const [top] = all.facets.categories
    if (top === undefined) throw new Error('capacitor matched no category')
    const filtered = await capped.search(ask('capacitor', { categoryId: top.id, inStock: true, pageSize: 50 }))
    expect(filtered.list.every((hit) => hit.product.categoryId === top.id && hit.product.stock > 0)).toBe(true)
    const counted = await exact.search(ask('capacitor', { categoryId: top.id, inStock: true }))
    if (counted.total <= CAP) expect(filtered).toMatchObject({ total: counted.total, totalIsExact: true })
    else expect(filtered).toMatchObject({ total: CAP + 1, totalIsExact: false })
    const byStock = await allPages(capped, ask('capacitor', { sort: 'stock', pageSize: 50 }))
    const stocks = byStock.map((hit) => hit.product.stock)
    expect(stocks).toEqual(stocks.toSorted((a, b) => b - a))
    expect(byStock.length).toBe(Math.min(all.total, DEPTH))
  })
})

describe('part search on PostgreSQL: the fixture catalog', () => {
  it('loses a part and its distributor number deleted from the tables, by any writer', async () => {
    const store = await database.factory()
    try {
      const parts = await seedSearchCatalog(store)
      await store.pool.query('DELETE FROM product_codes WHERE product_id = $1', [parts.lm358dr])
      await store.pool.query('DELETE FROM products WHERE id = $1', [parts.lm358dr])
      expect((await store.search.search(ask('LM358DR'))).list.map((hit) => hit.product.model)).not.toContain('LM358DR')
      expect((await store.search.search(ask('c7950'))).total).toBe(0)
    } finally {
      await store.close()
    }
  })

  it("keeps each description's key as core reads catalog text: separators dropped, compatibility characters folded", async () => {
    const store = await database.factory()
    try {
      const parts = await seedSearchCatalog(store)
      const description = 'Cap 10 µF ±20 %, 25 ℃ – X7R (0805) “MLCC”'
      await store.catalog.upsertProducts([{ ...productInput(PARTS.bc847), description }])
      const { rows } = await store.pool.query<{ key: string }>('SELECT description_key AS key FROM products WHERE id = $1', [parts.bc847])
      expect(rows[0]?.key).toBe(textKey(description).toUpperCase())
      for (const words of ['10μf', '25°c', 'x7r0805', 'mlcc']) {
        expect(ids(await store.search.search(ask(words))), words).toEqual([parts.bc847])
      }
    } finally {
      await store.close()
    }
  })
})
