import type { AccountStore } from './accounts.port.ts'
import type { AttributeStore } from './attributes.port.ts'
import type { BomStore } from './boms.port.ts'
import type { CatalogStore } from './catalog.port.ts'
import type { OrderStore } from './orders.port.ts'
import type { SearchStore } from './search.port.ts'
import type { ShoppingStore } from './shopping.port.ts'

/**
 * The store port: everything the handlers keep, by area. One implementation per engine (SQLite embedded by
 * default, `sqlite/`); each passes the one store suite. Methods return promises so an engine with a network
 * between it and the server fits the same port.
 */
export interface Store {
  readonly catalog: CatalogStore
  readonly accounts: AccountStore
  readonly shopping: ShoppingStore
  readonly orders: OrderStore
  readonly search: SearchStore
  readonly boms: BomStore
  /** Parametric search's values (issue 29). */
  readonly attributes: AttributeStore
  /**
   * Runs a large catalog load (the demo catalog at first start, `npm run seed`) with the search index built
   * once after it instead of row by row; resolves to what `load` resolved to. Nothing else may write the
   * catalog meanwhile. An engine whose indexes keep up cheaply just runs `load`.
   */
  bulkLoad<T>(load: () => Promise<T>): Promise<T>
  /** Closes the connection; the store is unusable afterwards. */
  close(): Promise<void>
}

/** Makes a fresh, empty, migrated store (the store suite's input). */
export type StoreFactory = () => Promise<Store>
