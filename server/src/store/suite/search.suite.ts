import type { ProductId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import type { Store, StoreFactory } from '../store.ts'
import { product, seedCatalog, storeOpener } from './fixtures.ts'
import { partSearchPropertiesSuite } from './part-search.properties.suite.ts'
import { partSearchSuite } from './part-search.suite.ts'
import { realPartsSearchSuite } from './real-parts-search.suite.ts'

/** Counts `times` searches naming `productId` on `day`. */
async function searched(store: Store, productId: ProductId, day: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await store.search.recordSearchHit(productId, day)
}

/**
 * The search area: part search (SEARCH-4: match kinds and order, highlights, filters and facets, sorting and
 * paging, its laws, the real parts files) and the trending parts (SEARCH-5).
 */
export function searchSuite(factory: StoreFactory): void {
  partSearchSuite(factory)
  partSearchPropertiesSuite(factory)
  realPartsSearchSuite(factory)

  describe('search: trending parts', () => {
    const open = storeOpener(factory)

    it('SEARCH-5: lists the parts most searched since a day, ties to the latest searched, then by id', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      await searched(store, parts.regulator, '2026-01-01', 5)
      await searched(store, parts.timer, '2026-01-14', 3)
      await searched(store, parts.dear, '2026-01-14', 2)
      await searched(store, parts.opAmp, '2026-01-15', 2)
      await searched(store, 999_999 as ProductId, '2026-01-15', 9)
      expect(await store.search.trending('2026-01-09', 3)).toEqual([
        { id: parts.timer, model: 'NE555DR' },
        { id: parts.opAmp, model: 'LM358DR' },
        { id: parts.dear, model: 'AD8221ARZ' },
      ])
      expect((await store.search.trending('2026-01-09', 1)).map((part) => part.id)).toEqual([parts.timer])
      expect((await store.search.trending('2026-01-01', 1)).map((part) => part.id)).toEqual([parts.regulator])
    })

    it('SEARCH-5: fills a short list with popular real parts: in stock, the most stocked first, none twice', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      await searched(store, parts.timer, '2026-01-15', 1)
      // Stock: LM358DR 5,000, TPS5430DDAR 100, NE555DR 50, AD8221ARZ 10.
      expect((await store.search.trending('2026-01-09', 4)).map((part) => part.id)).toEqual([parts.timer, parts.opAmp, parts.regulator, parts.dear])
      expect((await store.search.trending('2026-01-16', 3)).map((part) => part.id)).toEqual([parts.opAmp, parts.regulator, parts.timer])
    })

    it('SEARCH-5: the fill skips parts out of stock and codes too short to be part numbers (a fresh catalog shows no M1 M2 M3)', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      await store.catalog.upsertProducts([
        product('M1', { stock: 900_000 }),
        product('M2', { stock: 800_000 }),
        product('BAT54', { stock: 700_000 }),
        product('OPA2134PA', { stock: 0 }),
      ])
      expect(await store.search.trending('2026-01-09', 3)).toEqual([
        { id: parts.opAmp, model: 'LM358DR' },
        { id: parts.regulator, model: 'TPS5430DDAR' },
        { id: parts.timer, model: 'NE555DR' },
      ])
    })
  })
}
