import type { Kysely } from 'kysely'
import type { Db } from '../sqlite/database.ts'

/**
 * What a migration runs on: the engine, for a migration whose DDL differs between them, and on SQLite the
 * better-sqlite3 connection under the migrator's transaction, for SQL of several statements (Kysely runs one
 * statement at a time).
 */
export type MigrationTarget = { readonly engine: 'sqlite'; readonly db: Db } | { readonly engine: 'postgres' }

/**
 * One change to the schema, for both engines: written with Kysely's schema builder where the engines take the
 * same DDL, with `target.engine` where they do not. `db` is the migrator's transaction.
 */
export interface StoreMigration {
  up(db: Kysely<unknown>, target: MigrationTarget): Promise<void>
}
