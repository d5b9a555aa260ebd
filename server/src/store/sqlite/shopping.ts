import type { ShoppingStore } from '../shopping.port.ts'
import type { Db } from './database.ts'

/** The shopping area on SQLite. */
export function sqliteShopping(db: Db): ShoppingStore {
  void db
  return {}
}
