import { withSearchIndexDeferred } from '../../search/bulk-load.ts'
import { accountsArea } from '../areas/accounts.ts'
import { attributesArea } from '../areas/attributes.ts'
import { bomsArea } from '../areas/boms.ts'
import { catalogArea } from '../areas/catalog.ts'
import { ordersArea } from '../areas/orders.ts'
import { shoppingArea } from '../areas/shopping.ts'
import { trendingArea } from '../areas/trending.ts'
import type { Store } from '../store.ts'
import { sqliteBomLookups } from './boms.ts'
import { type ConnectionHold, type StoreDb, connectionHold, sqliteDb } from '../kysely/dialects.ts'
import { type MigrationReport, migrateStore } from '../migrations/migrate.ts'
import { type Db, openDatabase } from './database.ts'
import { sqliteSearch } from './search.ts'

/** A store on SQLite, with its connection for the few callers that need it (import, benchmarks). */
export interface SqliteStore extends Store {
  readonly db: Db
  /** The same connection through Kysely: the areas written once run on it. */
  readonly kysely: StoreDb
  readonly migration: MigrationReport
}

/**
 * SQLite's part search and BOM lookups (per engine by nature: FTS5, JSON table functions) on the one connection
 * the areas written once share through Kysely: each call runs at once when the connection is free, and otherwise
 * waits for the hold Kysely's driver has on it, so it never runs inside an area's open transaction, where it
 * would see (or, the value index's writes, be rolled back with) that transaction's uncommitted rows. It waits
 * for that transaction to end, never longer: the hold is released at commit or rollback. Their calls do all
 * their work synchronously (better-sqlite3), so nothing comes between their own statements and a free
 * connection needs no hold. A synchronous throw becomes a rejected promise, as the port promises.
 */
function whenFree<T extends object>(area: T, hold: ConnectionHold): T {
  const wrapped: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(area)) {
    wrapped[name] = typeof method === 'function' ? (...args: unknown[]): Promise<unknown> => hold.runNow(() => (method as (...a: unknown[]) => unknown)(...args)) : method
  }
  return wrapped as T
}

/**
 * Opens the SQLite store at `path` (`:memory:` for a throwaway one), applying any migration it lacks.
 * better-sqlite3 is synchronous: each method does its work at once and returns a settled promise.
 */
export async function openSqliteStore(path: string): Promise<SqliteStore> {
  const db = openDatabase(path)
  const kysely = sqliteDb(db)
  let migration: MigrationReport
  try {
    migration = await migrateStore(kysely, { engine: 'sqlite', db })
  } catch (error) {
    db.close()
    throw error
  }
  const hold = connectionHold(kysely)
  if (hold === undefined) throw new Error('A SQLite store has a hold on its connection')
  return {
    db,
    kysely,
    migration,
    catalog: catalogArea(kysely, 'sqlite'),
    accounts: accountsArea(kysely, 'sqlite'),
    shopping: shoppingArea(kysely, 'sqlite'),
    attributes: attributesArea(kysely, 'sqlite'),
    orders: ordersArea(kysely, 'sqlite'),
    search: { ...whenFree(sqliteSearch(db), hold), ...trendingArea(kysely, 'sqlite') },
    boms: bomsArea(kysely, 'sqlite', whenFree(sqliteBomLookups(db), hold)),
    bulkLoad: async (load) => (await withSearchIndexDeferred(db, load)).result,
    close: () => {
      if (db.open) db.close()
      return Promise.resolve()
    },
  }
}
