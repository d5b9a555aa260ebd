import { type Kysely, sql } from 'kysely'
import { MIGRATIONS as SQLITE_RELEASE } from '../sqlite/migrations/index.ts'
import { migrate as migrateSqliteRelease, pendingMigrations } from '../sqlite/migrate.ts'
import { POSTGRES_MIGRATIONS as POSTGRES_RELEASE } from '../postgres/migrations/index.ts'
import type { MigrationTarget } from './migration.ts'

/**
 * The schema as the last release with two numbered migration lists left it (SQLite's 1–13, PostgreSQL's 1–13),
 * the first migration of the one list. Those lists are frozen: a change to the schema is a new migration of
 * the one list (`index.ts`), never a new number in them.
 *
 * A new database gets every numbered migration; a database that release (or an earlier one) made gets the
 * numbered ones its `schema_migrations` has not recorded, so it comes forward with its rows as they are.
 * The two lists are each engine's own DDL (FTS5 against pg_trgm, `STRICT` tables against `BIGINT` identities,
 * triggers against functions), so this migration is where the engines differ most, and it is written for each.
 * A recorded version neither list knows (a newer Partfront's) is refused.
 */
export async function releaseSchema(db: Kysely<unknown>, target: MigrationTarget): Promise<void> {
  if (target.engine === 'sqlite') {
    // Inside the migrator's transaction (the same connection): each numbered migration runs in a savepoint.
    migrateSqliteRelease(target.db, SQLITE_RELEASE)
    return
  }
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL
  )`.execute(db)
  const recorded = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db)
  const { pending } = pendingMigrations(
    POSTGRES_RELEASE,
    recorded.rows.map((row) => row.version),
  )
  for (const migration of pending) {
    // No parameters: pg sends the text as one simple query, several statements in it.
    await sql.raw(migration.sql).execute(db)
    await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(
      db,
    )
  }
}
