import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqliteStore, type SqliteStore } from '../store/sqlite/sqlite-store.ts'
import { MAKER, PARTS, productInput, seedSearchCatalog } from './search.fixtures.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-answers-'))
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
const ask = (keyword: string) => ({ keyword, page: 1, pageSize: 10 })
const first = async (store: SqliteStore, keyword: string) => (await store.search.search(ask(keyword))).list[0]?.product

describe('search answers kept while the catalog stays as it is', () => {
  it('SEARCH-4: answers a repeated search from memory, and a write elsewhere (sessions, trending counts) keeps it', async () => {
    const store = await open('kept')
    const ids = await seedSearchCatalog(store)
    const answer = await store.search.search(ask('lm358'))
    expect(await store.search.search(ask('lm358'))).toBe(answer)
    expect(await store.search.search(ask('LM358'))).not.toBe(answer)
    expect(await store.search.search({ ...ask('lm358'), inStock: true })).not.toBe(answer)
    expect(await store.search.search({ ...ask('lm358'), packageName: 'SOIC-8' })).not.toBe(answer)
    await store.search.recordSearchHit(ids.lm358dr, '2026-11-24')
    await store.search.trending('2026-11-01', 5)
    expect(await store.search.search(ask('lm358'))).toBe(answer)
  })

  it('SEARCH-4: keeps answers apart by package and, when sorting by price, by quantity (issue 15)', async () => {
    const store = await open('keys')
    await seedSearchCatalog(store)
    const soic = await store.search.search({ ...ask('lm358'), packageName: 'SOIC-8' })
    expect(await store.search.search({ ...ask('lm358'), packageName: 'SOIC-8' })).toBe(soic)
    expect(await store.search.search({ ...ask('lm358'), packageName: 'DIP-8' })).not.toBe(soic)
    const byPrice = await store.search.search({ ...ask('lm358'), sort: 'price', quantity: 10 })
    expect(await store.search.search({ ...ask('lm358'), sort: 'price', quantity: 10 })).toBe(byPrice)
    expect(await store.search.search({ ...ask('lm358'), sort: 'price', quantity: 1000 })).not.toBe(byPrice)
    // Another sort is not priced: the quantity does not make another answer.
    const byStock = await store.search.search({ ...ask('lm358'), sort: 'stock', quantity: 10 })
    expect(await store.search.search({ ...ask('lm358'), sort: 'stock', quantity: 1000 })).toBe(byStock)
  })

  it('SEARCH-4: shows a part’s new stock, price and description as soon as they change', async () => {
    const store = await open('stock')
    await seedSearchCatalog(store)
    expect(await first(store, 'LM358DR')).toMatchObject({ model: 'LM358DR', stock: 5000 })
    await store.catalog.upsertProducts([{ ...productInput(PARTS.lm358dr), stock: 4321, description: 'Dual op-amp, restocked' }])
    expect(await first(store, 'LM358DR')).toMatchObject({ stock: 4321, description: 'Dual op-amp, restocked' })
  })

  it('SEARCH-4: sees another connection’s change (an import or the back office in another process)', async () => {
    const store = await open('shared')
    await seedSearchCatalog(store)
    expect(await first(store, 'TPS71725QDRV')).toMatchObject({ stock: 2500 })
    const other = await openSqliteStore(join(folder, 'shared.db'))
    stores.push(other)
    await other.catalog.upsertProducts([{ ...productInput(PARTS.tps), stock: 7 }])
    expect(await first(store, 'TPS71725QDRV')).toMatchObject({ stock: 7 })
    await other.catalog.upsertManufacturers([{ id: MAKER.ti, name: 'Texas Instruments Inc', slug: 'ti', website: null, description: '' }])
    expect(await first(store, 'TPS71725QDRV')).toMatchObject({ brandName: 'Texas Instruments Inc' })
    await other.catalog.upsertProducts([productInput({ ...PARTS.tps, partNumber: 'TPS71725QDRVT' })])
    expect((await store.search.search(ask('TPS71725QDRVT'))).list[0]).toMatchObject({ match: 'exact', product: { model: 'TPS71725QDRVT' } })
  })
})
