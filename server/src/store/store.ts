import type { AccountStore } from './accounts.port.ts'

/**
 * The store port: everything the handlers keep, by area. One implementation per engine (SQLite embedded by
 * default, `sqlite/`); each passes the one store suite (`store.suite.ts`). Methods return promises so an
 * engine with a network between it and the server fits the same port.
 */
export interface Store {
  readonly accounts: AccountStore
  /** Closes the connection; the store is unusable afterwards. */
  close(): Promise<void>
}

/** Makes a fresh, empty, migrated store (the store suite's input). */
export type StoreFactory = () => Promise<Store>
