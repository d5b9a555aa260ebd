import type { Pool } from 'pg'
import { accountsArea } from '../areas/accounts.ts'
import { attributesArea } from '../areas/attributes.ts'
import { bomsArea } from '../areas/boms.ts'
import { catalogArea } from '../areas/catalog.ts'
import { ordersArea } from '../areas/orders.ts'
import { shoppingArea } from '../areas/shopping.ts'
import { trendingArea } from '../areas/trending.ts'
import { type StoreDb, postgresDb } from '../kysely/dialects.ts'
import { type MigrationReport, migrateStore } from '../migrations/migrate.ts'
import type { Store } from '../store.ts'
import { postgresBomLookups } from './boms.ts'
import { type PostgresLocation, createPool } from './pool.ts'
import { postgresSearch } from './search.ts'

/** A store on PostgreSQL, with its pool for the few callers that need it (tests, benchmarks). */
export interface PostgresStore extends Store {
  readonly pool: Pool
  /** The same pool through Kysely: the areas written once run on it. */
  readonly kysely: StoreDb
  readonly migration: MigrationReport
}

/**
 * Opens the store on the PostgreSQL database at `url` (in `schema` when given, created when missing), applying
 * any migration it lacks. The server keeps nothing in memory between requests (sessions are rows), so any
 * number of server processes may open the same database; they migrate one at a time.
 */
export async function openPostgresStore(location: PostgresLocation): Promise<PostgresStore> {
  const pool = createPool(location)
  const kysely = postgresDb(pool)
  let migration: MigrationReport
  try {
    // Kysely's migrator keeps its tables in the store's schema: the connection's own when none is named.
    const schema = location.schema ?? (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema
    migration = await migrateStore(kysely, { engine: 'postgres' }, schema)
  } catch (error) {
    await pool.end()
    throw error
  }
  let closed = false
  return {
    pool,
    kysely,
    migration,
    catalog: catalogArea(kysely, 'postgres'),
    accounts: accountsArea(kysely, 'postgres'),
    shopping: shoppingArea(kysely, 'postgres'),
    attributes: attributesArea(kysely, 'postgres'),
    orders: ordersArea(kysely, 'postgres'),
    search: { ...postgresSearch(pool), ...trendingArea(kysely, 'postgres') },
    boms: bomsArea(kysely, 'postgres', postgresBomLookups(pool)),
    // The GIN trigram indexes take rows as they come (their pending list batches the work).
    bulkLoad: (load) => load(),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
