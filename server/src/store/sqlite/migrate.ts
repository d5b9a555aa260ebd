import type { Db } from './database.ts'

/** One schema change: applied once, in `version` order, inside a transaction. */
export interface Migration {
  /**
   * Ascending, each once. A gap is allowed: branches worked on side by side hold their numbers (10, 11, 12)
   * before all of them are merged, and a migration a database has not recorded is applied whatever its place.
   */
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
 * The migrations a database that recorded `applied` still needs, in version order: every one not recorded,
 * even below the highest recorded (a branch merged after another applied its later number). A recorded
 * version this code does not know means a newer Partfront wrote the database: refused rather than guessed at.
 */
export function pendingMigrations(migrations: ReadonlyArray<Migration>, applied: ReadonlyArray<number>): { from: number; known: number; pending: Migration[] } {
  checkOrder(migrations)
  const known = migrations.at(-1)?.version ?? 0
  const from = Math.max(0, ...applied)
  const versions = new Set(migrations.map((migration) => migration.version))
  const unknown = applied.filter((version) => !versions.has(version)).sort((a, b) => b - a)[0]
  if (unknown !== undefined) {
    const which = unknown > known ? `newer than this Partfront knows (${known})` : `one this Partfront does not have (another branch's)`
    throw new Error(`The database has schema version ${unknown}, ${which}: use a newer Partfront or another DATABASE_URL`)
  }
  const recorded = new Set(applied)
  return { from, known, pending: migrations.filter((migration) => !recorded.has(migration.version)) }
}

/**
 * Brings the database's schema up to date with `migrations`: each one not yet recorded in `schema_migrations`
 * runs in its own transaction with its record, so a failing migration leaves the schema as the previous one
 * left it. A database written by a newer Partfront (a version this code does not know) is refused.
 */
export function migrate(db: Db, migrations: ReadonlyArray<Migration>, now: () => Date = () => new Date()): MigrationReport {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`)
  const recorded = db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]
  const { from, known, pending } = pendingMigrations(migrations, recorded)
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const applied: string[] = []
  for (const migration of pending) {
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
    const before = migrations[index - 1]?.version ?? 0
    if (!Number.isInteger(migration.version) || migration.version <= before) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected a whole number above ${before}`)
    }
  })
}
