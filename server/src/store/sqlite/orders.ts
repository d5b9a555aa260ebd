import type { OrderStore } from '../orders.port.ts'
import type { Db } from './database.ts'

/** The orders area on SQLite. */
export function sqliteOrders(db: Db): OrderStore {
  void db
  return {}
}
