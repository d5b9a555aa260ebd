import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { storeSuite } from '../suite/store.suite.ts'
import { openFreshSqliteStore } from '../../testing/fresh-sqlite.ts'
import { type SqliteStore, openSqliteStore } from './sqlite-store.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-store-suite-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let stores = 0
storeSuite('sqlite', () => openFreshSqliteStore(join(folder, `store-${++stores}.db`)))

describe('SQLite store: one connection shared by the areas and the part search (issue 26)', () => {
  /** In an area's transaction: a maker, a category and the product `partNumber`, left open until `end` resolves. */
  async function openTransaction(store: SqliteStore, partNumber: string, end: Promise<'commit' | 'rollback'>) {
    let entered!: () => void
    const inside = new Promise<void>((resolve) => {
      entered = resolve
    })
    const done = store.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('manufacturers').values({ id: 1, name: 'Texas Instruments', slug: 'ti' }).execute()
      await trx.insertInto('categories').values({ id: 1, name: 'Amplifiers', slug: 'amplifiers' }).execute()
      await trx
        .insertInto('products')
        .values({ part_number: partNumber, normalized: partNumber, base_normalized: partNumber, manufacturer_id: 1, category_id: 1, updated_at: new Date().toISOString() })
        .execute()
      entered()
      if ((await end) === 'rollback') throw new Error('roll back')
    })
    await inside
    return done
  }

  const search = (store: SqliteStore, keyword: string) => store.search.search({ keyword, page: 1, pageSize: 10 })

  it('a part search during an area’s open transaction waits for its end, not forever, and never sees its uncommitted rows', async () => {
    const store = await openSqliteStore(join(folder, 'search-during-transaction.db'))
    try {
      let end!: (how: 'commit' | 'rollback') => void
      const transaction = openTransaction(store, 'LM358DR', new Promise((resolve) => (end = resolve)))
      let settled = false
      const during = search(store, 'LM358DR').finally(() => (settled = true))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(settled).toBe(false)
      end('rollback')
      await expect(transaction).rejects.toThrow('roll back')
      const answer = await Promise.race([during, new Promise<'waited forever'>((resolve) => setTimeout(() => resolve('waited forever'), 5000))])
      expect(answer).not.toBe('waited forever')
      expect(answer === 'waited forever' ? undefined : answer.total).toBe(0)

      let endAgain!: (how: 'commit' | 'rollback') => void
      const committed = openTransaction(store, 'LM358DR', new Promise((resolve) => (endAgain = resolve)))
      const after = search(store, 'LM358DR')
      endAgain('commit')
      await committed
      expect((await after).list.map((hit) => hit.product.model)).toEqual(['LM358DR'])
    } finally {
      await store.close()
    }
  })

  it('runs an area’s write after another area’s transaction in progress, never inside it', async () => {
    const store = await openSqliteStore(join(folder, 'shared-connection.db'))
    try {
      let entered!: () => void
      const inside = new Promise<void>((resolve) => {
        entered = resolve
      })
      const rolledBack = store.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('configs').values({ name: 'rolled back', type: 1, value: '{}' }).execute()
        entered()
        await new Promise((resolve) => setTimeout(resolve, 20))
        throw new Error('roll back')
      })
      await inside
      // Called while the transaction is open: it waits for it, so the rollback does not take its row away.
      const kept = store.catalog.putConfig('kept', 1, { kept: true })
      await expect(rolledBack).rejects.toThrow('roll back')
      await kept
      expect(await store.catalog.findConfig('kept', 1)).toEqual({ kept: true })
      expect(await store.catalog.findConfig('rolled back', 1)).toBeUndefined()
    } finally {
      await store.close()
    }
  })
})
