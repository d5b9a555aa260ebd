import type { BrandId, CategoryId } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../demo/seed.ts'
import { openSqliteStore, type SqliteStore } from '../store/sqlite/sqlite-store.ts'
import { withSearchIndexDeferred } from './bulk-load.ts'
import { PARTS, productInput, seedSearchNames } from './search.fixtures.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-bulk-'))
const stores: SqliteStore[] = []
afterAll(async () => {
  for (const store of stores) await store.close()
  rmSync(folder, { recursive: true, force: true })
})
const open = async (name: string) => {
  const store = await openSqliteStore(join(folder, `${name}.db`))
  stores.push(store)
  return store
}
const schema = (store: SqliteStore) =>
  store.db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name LIKE '%search%' ORDER BY name").all()
const QUERIES = ['0603', 'capacitor', 'LM', 'R', 'texas 0805', 'STM32F1']

describe('loading with the search index deferred', () => {
  it('SEARCH-4: finds what a row-by-row load finds, and keeps the index current afterwards', async () => {
    const rowByRow = await open('row-by-row')
    await seedDemoCatalog(rowByRow, { parts: 1500 })
    const deferred = await open('deferred')
    const before = schema(deferred)
    const load = await withSearchIndexDeferred(deferred.db, () => seedDemoCatalog(deferred, { parts: 1500 }))
    expect(load.result.products).toBe(1500)
    expect(schema(deferred)).toEqual(before)
    for (const keyword of QUERIES) {
      const request = { keyword, page: 1, pageSize: 50 }
      expect(await deferred.search.search(request), keyword).toEqual(await rowByRow.search.search(request))
    }
    const [leaf] = deferred.db.prepare('SELECT id FROM categories WHERE parent_id IS NOT NULL LIMIT 1').pluck().all() as CategoryId[]
    await deferred.catalog.upsertProducts([{ ...productInput(PARTS.tps), manufacturerId: 1 as BrandId, categoryId: leaf ?? (101 as CategoryId) }])
    expect((await deferred.search.search({ keyword: 'TPS71725QDRV', page: 1, pageSize: 5 })).list[0]?.match).toBe('exact')
  })

  it('rebuilds the index when the load fails, keeping what was loaded', async () => {
    const store = await open('failed')
    await seedSearchNames(store)
    const failing = withSearchIndexDeferred(store.db, async () => {
      await store.catalog.upsertProducts([productInput(PARTS.lm358dr)])
      throw new Error('the file ended early')
    })
    await expect(failing).rejects.toThrow('the file ended early')
    expect((await store.search.search({ keyword: 'lm358dr', page: 1, pageSize: 5 })).total).toBe(1)
    await store.catalog.upsertProducts([productInput(PARTS.bc847)])
    expect((await store.search.search({ keyword: 'bc847', page: 1, pageSize: 5 })).total).toBe(1)
  })
})
