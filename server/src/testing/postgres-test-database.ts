import { randomBytes } from 'node:crypto'
import { Client, type Pool } from 'pg'
import { type PostgresStore, openPostgresStore } from '../store/postgres/postgres-store.ts'

/** The variable naming the PostgreSQL database the tests use. */
export const TEST_POSTGRES_VARIABLE = 'PARTFRONT_TEST_POSTGRES_URL'

/** The tests' database when the variable is unset: a local server with trust authentication. */
export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

/** A PostgreSQL database for tests: each store in a schema of its own, empty and migrated. */
export interface PostgresTestDatabase {
  readonly url: string
  /** A fresh, empty, migrated store in a schema `pf_test_<random>` no other open store uses. */
  readonly factory: () => Promise<PostgresStore>
  /** A name for a new schema (`pf_test_<random>`), for tests that open stores themselves. */
  newSchema(): string
  /** Drops every schema the stores used: call it after the tests, once every store is closed. */
  end(): Promise<void>
}

/** `url` without its password, for messages. */
function shown(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/u, '$1***@')
}

/** Runs `work` on a connection of its own to `url`. */
async function onConnection<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * The statements that empty a migrated schema as if new: every table's rows deleted (the newest tables first,
 * so rows go before the rows they name) and every identity restarted, the migrations' records kept
 * (`schema_migrations`, Kysely's `kysely_migration` and its lock). Deleting the
 * rows of a few dozen small tables takes milliseconds; creating the tables again takes a large part of a
 * second, which a suite of many small tests cannot spend on each.
 */
async function emptyingSql(pool: Pool): Promise<string> {
  const relations = await pool.query<{ name: string; kind: string }>(
    `SELECT relname AS name, relkind AS kind FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'S') AND relname NOT IN ('schema_migrations', 'kysely_migration', 'kysely_migration_lock')
     ORDER BY oid DESC`,
  )
  return relations.rows
    .map((relation) => (relation.kind === 'r' ? `DELETE FROM ${relation.name};` : `ALTER SEQUENCE ${relation.name} RESTART;`))
    .join('\n')
}

/**
 * The tests' database, from `PARTFRONT_TEST_POSTGRES_URL` (default: a local server, database `test`).
 *
 * The first store checks the connection and installs pg_trgm in the default schema, where every test schema
 * finds it; when the server cannot be reached, every store fails with a message naming the URL and the
 * variable, so a missing database fails the tests instead of skipping them.
 *
 * Each store gets a schema that no other open store uses. The first ones are created and migrated; a closed
 * store's schema is emptied as if new (rows deleted, identities restarted) and given to the next store, which
 * finds nothing to migrate. `end()` drops them all.
 */
export function postgresTestDatabase(env: NodeJS.ProcessEnv = process.env): PostgresTestDatabase {
  const url = env[TEST_POSTGRES_VARIABLE] ?? DEFAULT_TEST_POSTGRES_URL
  let ready: Promise<void> | undefined
  let emptying: Promise<string> | undefined
  const created = new Set<string>()
  const spare: string[] = []

  const prepare = () =>
    onConnection(url, async (client) => {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(
        `The PostgreSQL store tests need a database: ${shown(url)} cannot be used (${reason}). ` +
          `Start PostgreSQL there, or set ${TEST_POSTGRES_VARIABLE} to a database the tests may create schemas in.`,
      )
    })

  const newSchema = () => `pf_test_${randomBytes(6).toString('hex')}`

  return {
    url,
    newSchema,
    factory: async () => {
      ready ??= prepare()
      await ready
      const schema = spare.pop() ?? newSchema()
      created.add(schema)
      const store = await openPostgresStore({ url, schema, maxConnections: 4 })
      let closed = false
      return {
        ...store,
        close: async () => {
          if (closed) return
          closed = true
          try {
            emptying ??= emptyingSql(store.pool)
            await store.pool.query(`BEGIN;\n${await emptying}\nCOMMIT;`)
            spare.push(schema)
          } finally {
            await store.close()
          }
        },
      }
    },
    end: async () => {
      spare.length = 0
      if (created.size === 0) return
      const schemas = [...created]
      created.clear()
      await onConnection(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schemas.join(', ')} CASCADE`))
    },
  }
}
