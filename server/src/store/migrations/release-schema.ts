import { readFileSync } from 'node:fs'
import { type Kysely, sql } from 'kysely'
import type { Engine } from '../kysely/dialects.ts'
import type { MigrationTarget } from './migration.ts'

/**
 * The schema as the last release with two numbered migration lists left it (SQLite's 1–13, PostgreSQL's 1–13),
 * the first migration of the one list. That release's migrations are frozen as the SQL it ran, one file per
 * engine (`release-schema.sqlite.sql`, `release-schema.postgres.sql`: each engine's own DDL, FTS5 and triggers
 * against pg_trgm and functions); a change to the schema is a new migration of the one list (`index.ts`).
 *
 * A database is told by its `schema_migrations` rows: a new one gets every numbered migration, a database that
 * release (or an earlier one) made gets the ones it has not recorded, each with its row, as that release applied
 * them, so it comes forward with its rows as they are. A recorded version the file does not hold (a newer
 * Partfront's) is refused.
 */

/** One of the release's numbered migrations. */
export interface ReleaseMigration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

/** The line that starts each numbered migration in the release's files. */
const HEADING = /^-- release migration (\d+): (.+)$/gmu

/** The release's numbered migrations on `engine`, in version order, read from its file. */
export function releaseMigrations(engine: Engine): ReleaseMigration[] {
  const text = readFileSync(new URL(`./release-schema.${engine}.sql`, import.meta.url), 'utf8')
  const headings = [...text.matchAll(HEADING)]
  return headings.map((heading, index) => ({
    version: Number(heading[1]),
    name: heading[2] ?? '',
    sql: text.slice((heading.index ?? 0) + heading[0].length, headings[index + 1]?.index ?? text.length).trim(),
  }))
}

/**
 * The migrations a database that recorded `applied` still needs, in version order: every one not recorded, even
 * below the highest recorded (a branch merged after another applied its later number). A recorded version
 * this code does not know means a newer Partfront wrote the database: refused rather than guessed at.
 */
export function pendingMigrations(migrations: ReadonlyArray<ReleaseMigration>, applied: ReadonlyArray<number>): ReleaseMigration[] {
  const known = migrations.at(-1)?.version ?? 0
  const versions = new Set(migrations.map((migration) => migration.version))
  const unknown = applied.filter((version) => !versions.has(version)).sort((a, b) => b - a)[0]
  if (unknown !== undefined) {
    const which = unknown > known ? `newer than this Partfront knows (${known})` : `one this Partfront does not have (another branch's)`
    throw new Error(`The database has schema version ${unknown}, ${which}: use a newer Partfront or another DATABASE_URL`)
  }
  const recorded = new Set(applied)
  return migrations.filter((migration) => !recorded.has(migration.version))
}

/** Where the release recorded its migrations, in each engine's types. */
const RECORD_TABLE: Readonly<Record<Engine, string>> = {
  sqlite: 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT',
  postgres: 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
}

/** Brings the schema to the release's, inside the migrator's transaction (`db`). */
export async function releaseSchema(db: Kysely<unknown>, target: MigrationTarget, migrations = releaseMigrations(target.engine)): Promise<void> {
  // A migration is several statements: SQLite's through better-sqlite3's `exec` on the migrator's connection
  // (Kysely's SQLite driver runs one statement at a time), PostgreSQL's as one simple query (no parameters).
  const run = (text: string) => (target.engine === 'sqlite' ? Promise.resolve(target.db.exec(text)) : sql.raw(text).execute(db))
  await run(RECORD_TABLE[target.engine])
  const recorded = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db)
  for (const migration of pendingMigrations(
    migrations,
    recorded.rows.map((row) => row.version),
  )) {
    await run(migration.sql)
    await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(db)
  }
}
