import { type Kysely, Migrator, sql } from 'kysely'
import type { StoreDb } from '../kysely/dialects.ts'
import { MIGRATIONS } from './index.ts'
import type { MigrationTarget, StoreMigration } from './migration.ts'

/** What `migrateStore` did: the names of the migrations it applied, in order. */
export interface MigrationReport {
  readonly applied: ReadonlyArray<string>
}

/** The table where Kysely's migrator records the migrations a database has. */
const MIGRATION_TABLE = 'kysely_migration'

/**
 * The migrations a database recorded that `migrations` does not hold: a newer Partfront's (or another branch's)
 * migration wrote it, and this code cannot know what that changed. An empty list when none.
 */
async function unknownMigrations(db: Kysely<unknown>, migrations: Readonly<Record<string, StoreMigration>>, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  if (!tables.some((table) => table.name === MIGRATION_TABLE && (schema === undefined || table.schema === schema))) return []
  const table = schema === undefined ? sql.table(MIGRATION_TABLE) : sql.table(`${schema}.${MIGRATION_TABLE}`)
  const recorded = await sql<{ name: string }>`SELECT name FROM ${table}`.execute(db)
  return recorded.rows.map((row) => row.name).filter((name) => !(name in migrations))
}

/**
 * Brings the store's schema up to date with `migrations` (the one list, `index.ts`) through Kysely's migrator:
 * every pending migration in one transaction (a failing one leaves the schema as it was), under the migrator's
 * lock, so several servers starting at once on one database take turns and the later ones find nothing to do.
 * On PostgreSQL, `schema` is where the migrator's tables live (created when missing; the store's tables follow
 * the connection's search path, which names it first). A database that recorded a migration this code does not
 * know is refused rather than guessed at.
 */
export async function migrateStore(
  db: StoreDb,
  target: MigrationTarget,
  schema?: string,
  migrations: Readonly<Record<string, StoreMigration>> = MIGRATIONS,
): Promise<MigrationReport> {
  const unknown = await unknownMigrations(db as Kysely<unknown>, migrations, schema)
  if (unknown.length > 0) {
    throw new Error(`The database has migration ${unknown.join(', ')}, ${unknown.length === 1 ? 'one' : 'ones'} this Partfront does not know: use a newer Partfront or another DATABASE_URL`)
  }
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: () =>
        Promise.resolve(Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [name, { up: (trx: Kysely<unknown>) => migration.up(trx, target) }]))),
    },
    allowUnorderedMigrations: true,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) throw error instanceof Error ? error : new Error(`Migrating the store failed: ${JSON.stringify(error)}`)
  return { applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName) }
}
