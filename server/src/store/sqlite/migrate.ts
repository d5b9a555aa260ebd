import type { Db } from './database.ts'

/** One schema change: applied once, in `version` order, inside a transaction. */
export interface Migration {
  /** 1, 2, 3…: gapless and ascending. */
  readonly version: number
  /** A short name for the log and the `schema_migrations` table. */
  readonly name: string
  readonly sql: string
}

/** What `migrate` did. */
export interface MigrationReport {
  readonly from: number
  readonly to: number
  readonly applied: ReadonlyArray<string>
}

/**
 * Brings the database's schema up to the last of `migrations`: each one not yet recorded in
 * `schema_migrations` runs in its own transaction with its record, so a failing migration leaves the schema
 * as the previous one left it. A database written by a newer Partfront (a version this code does not know)
 * is refused rather than guessed at.
 */
export function migrate(db: Db, migrations: ReadonlyArray<Migration>, now: () => Date = () => new Date()): MigrationReport {
  checkOrder(migrations)
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`)
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }
  const from = row.version ?? 0
  const known = migrations.at(-1)?.version ?? 0
  if (from > known) {
    throw new Error(
      `The database has schema version ${from}, newer than this Partfront knows (${known}): use a newer Partfront or another DATABASE_URL`,
    )
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const applied: string[] = []
  for (const migration of migrations) {
    if (migration.version <= from) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, now().toISOString())
    })()
    applied.push(`${migration.version}-${migration.name}`)
  }
  return { from, to: Math.max(from, known), applied }
}

function checkOrder(migrations: ReadonlyArray<Migration>): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}`)
    }
  })
}
