import type { CatalogStore } from '../catalog.port.ts'
import type { Db } from './database.ts'

/** The catalog area on SQLite. */
export function sqliteCatalog(db: Db): CatalogStore {
  void db
  return {}
}
