import { withSearchIndexDeferred } from '../../search/bulk-load.ts'
import { accountsArea } from '../areas/accounts.ts'
import { attributesArea } from '../areas/attributes.ts'
import { bomsArea } from '../areas/boms.ts'
import { catalogArea } from '../areas/catalog.ts'
import { ordersArea } from '../areas/orders.ts'
import { shoppingArea } from '../areas/shopping.ts'
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
 * A hand-written area (one not yet written once over Kysely) on the connection the Kysely areas share: each
 * method runs at once when the connection is free, and otherwise waits for Kysely's hold on it, so it never runs
 * inside a Kysely area's transaction (between two of its statements). The hand-written SQLite areas do all their
 * work synchronously (better-sqlite3), so nothing can come between their statements and there is nothing to hold
 * the connection for: a free connection costs no promise (`ConnectionHold.runNow`; holding it for every call,
 * `run`, cost the product page about a tenth of its requests: the README's figures). A synchronous throw
 * (better-sqlite3 throws where it fails) becomes a rejected promise, as the port promises.
 */
function handWritten<T extends object>(area: T, hold: ConnectionHold): T {
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
    search: handWritten(sqliteSearch(db), hold),
    boms: bomsArea(kysely, handWritten(sqliteBomLookups(db), hold)),
    bulkLoad: async (load) => (await withSearchIndexDeferred(db, load)).result,
    close: () => {
      if (db.open) db.close()
      return Promise.resolve()
    },
  }
}
