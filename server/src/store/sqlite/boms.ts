import type { BomStore } from '../boms.port.ts'
import type { Db } from './database.ts'

/** The BOM area on SQLite. */
export function sqliteBoms(db: Db): BomStore {
  void db
  return {}
}
