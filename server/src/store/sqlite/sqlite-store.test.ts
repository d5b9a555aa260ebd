import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { storeSuite } from '../suite/store.suite.ts'
import { openFreshSqliteStore } from '../../testing/fresh-sqlite.ts'
import { openSqliteStore } from './sqlite-store.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-store-suite-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let stores = 0
storeSuite('sqlite', () => openFreshSqliteStore(join(folder, `store-${++stores}.db`)))

describe('SQLite store: areas written once beside hand-written ones (issue 26)', () => {
  it('runs a hand-written area’s write after a Kysely transaction in progress, never inside it', async () => {
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
