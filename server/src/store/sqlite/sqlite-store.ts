import type { Store } from '../store.ts'
import { sqliteAccounts } from './accounts.ts'
import { sqliteBoms } from './boms.ts'
import { sqliteCatalog } from './catalog.ts'
import { type Db, openDatabase } from './database.ts'
import { type MigrationReport, migrate } from './migrate.ts'
import { MIGRATIONS } from './migrations/index.ts'
import { sqliteOrders } from './orders.ts'
import { sqliteSearch } from './search.ts'
import { sqliteShopping } from './shopping.ts'

/** A store on SQLite, with its connection for the few callers that need it (import, benchmarks). */
export interface SqliteStore extends Store {
  readonly db: Db
  readonly migration: MigrationReport
}

/**
 * Opens the SQLite store at `path` (`:memory:` for a throwaway one), applying any migration it lacks.
 * better-sqlite3 is synchronous: each method does its work at once and returns a settled promise.
 */
export function openSqliteStore(path: string): SqliteStore {
  const db = openDatabase(path)
  let migration: MigrationReport
  try {
    migration = migrate(db, MIGRATIONS)
  } catch (error) {
    db.close()
    throw error
  }
  return {
    db,
    migration,
    catalog: sqliteCatalog(db),
    accounts: sqliteAccounts(db),
    shopping: sqliteShopping(db),
    orders: sqliteOrders(db),
    search: sqliteSearch(db),
    boms: sqliteBoms(db),
    close: () => {
      if (db.open) db.close()
      return Promise.resolve()
    },
  }
}
