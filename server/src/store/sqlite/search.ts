import type { SearchStore } from '../search.port.ts'
import type { Db } from './database.ts'

/** The search area on SQLite. */
export function sqliteSearch(db: Db): SearchStore {
  void db
  return {}
}
