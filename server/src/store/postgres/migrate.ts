import type { Pool } from 'pg'
import { type Migration, type MigrationReport, pendingMigrations } from '../sqlite/migrate.ts'
import { withTransaction } from './pool.ts'

/**
 * The advisory lock class a Partfront server takes to migrate a schema: two processes starting at once on one
 * schema take turns (stores in different schemas migrate side by side).
 */
const MIGRATION_LOCK = 0x50_46_4d_47 // "PFMG"

/**
 * Brings the schema up to the last of `migrations`, in one transaction under an advisory lock: the schema
 * (when one is named) and `schema_migrations` are created when missing, and each migration not yet recorded
 * runs with its record (one below the highest recorded too: see `pendingMigrations`). Several servers starting at once wait for each other; the first migrates and the
 * others find nothing left to do. A failing migration leaves the schema as it was. A database written by a
 * newer Partfront (a version this code does not know) is refused rather than guessed at.
 */
export async function migratePostgres(
  pool: Pool,
  migrations: ReadonlyArray<Migration>,
  schema: string | undefined,
  now: () => Date = () => new Date(),
): Promise<MigrationReport> {
  pendingMigrations(migrations, [])
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MIGRATION_LOCK, schema ?? ''])
    if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL
    )`)
    const recorded = await client.query<{ version: number }>('SELECT version FROM schema_migrations')
    const { from, known, pending } = pendingMigrations(
      migrations,
      recorded.rows.map((row) => row.version),
    )
    const applied: string[] = []
    for (const migration of pending) {
      await client.query(migration.sql)
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        now().toISOString(),
      ])
      applied.push(`${migration.version}-${migration.name}`)
    }
    return { from, to: Math.max(from, known), applied }
  })
}
