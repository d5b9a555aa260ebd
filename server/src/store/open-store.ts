import type { DatabaseLocation } from '../config.ts'
import { openPostgresStore } from './postgres/postgres-store.ts'
import { openSqliteStore } from './sqlite/sqlite-store.ts'
import type { Store } from './store.ts'

/**
 * Opens the store `DATABASE_URL` names, migrated: the embedded SQLite file by default, PostgreSQL for a
 * `postgres://` URL (several server processes behind a load balancer share one).
 */
export async function openStore(location: DatabaseLocation): Promise<Store> {
  return location.engine === 'postgres' ? openPostgresStore({ url: location.url }) : openSqliteStore(location.path)
}
