import { Client } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { storeSuite } from '../suite/store.suite.ts'
import { MIGRATIONS } from '../migrations/index.ts'
import { releaseMigrations } from '../migrations/release-schema.ts'
import { openPostgresStore } from './postgres-store.ts'
import { TEST_POSTGRES_VARIABLE, postgresTestDatabase } from '../../testing/postgres-test-database.ts'

const database = postgresTestDatabase()
afterAll(() => database.end())

storeSuite('postgres', database.factory)

describe('PostgreSQL store: opening', () => {
  const latest = Object.keys(MIGRATIONS)
  const releaseVersions = releaseMigrations('postgres').map((migration) => migration.version)

  /** Runs `work` with the name of a schema that does not exist yet, and drops the schema after. */
  async function onNewSchema(work: (schema: string) => Promise<void>): Promise<void> {
    await (await database.factory()).close() // checks the connection and installs pg_trgm, as the suite's stores do
    const schema = database.newSchema()
    try {
      await work(schema)
    } finally {
      const client = new Client({ connectionString: database.url })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await client.end()
    }
  }

  it('migrates a new schema once when several servers start on it at the same moment', async () => {
    await onNewSchema(async (schema) => {
      const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore({ url: database.url, schema })))
      try {
        expect(stores.map((store) => store.migration.applied).sort((a, b) => b.length - a.length)).toEqual([latest, [], []])
        const recorded = await stores[0]?.pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
        expect(recorded?.rows.map((row) => row.version)).toEqual(releaseVersions)
      } finally {
        for (const store of stores) await store.close()
      }
    })
  })

  it('refuses a schema written by a newer Partfront, naming its migration', async () => {
    await onNewSchema(async (schema) => {
      const store = await openPostgresStore({ url: database.url, schema })
      await store.pool.query("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-future', '2026-01-15T09:00:00.000Z')")
      await store.close()
      await expect(openPostgresStore({ url: database.url, schema })).rejects.toThrow(
        'The database has migration 9999-future, one this Partfront does not know: use a newer Partfront or another DATABASE_URL',
      )
    })
  })

  it('refuses a schema a newer numbered release wrote, naming both versions', async () => {
    await onNewSchema(async (schema) => {
      const store = await openPostgresStore({ url: database.url, schema })
      await store.pool.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', now())")
      await store.pool.query('DELETE FROM kysely_migration')
      await store.close()
      await expect(openPostgresStore({ url: database.url, schema })).rejects.toThrow(
        `The database has schema version 99, newer than this Partfront knows (${releaseVersions.at(-1)})`,
      )
    })
  })

  it('refuses a schema name that is not a plain lower-case identifier', async () => {
    await expect(openPostgresStore({ url: database.url, schema: 'pf; DROP SCHEMA public' })).rejects.toThrow(
      'The PostgreSQL schema must be lower-case letters, digits and "_"',
    )
  })

  it("gives each test's store an empty schema, its ids from 1 again, though the schema served a store before", async () => {
    const user = { passwordHash: 'x', emailUpdates: false, createdAt: '2026-01-15T09:00:00.000Z' }
    const first = await database.factory()
    await first.accounts.createUser({ ...user, email: 'a@example.com' })
    const second = await first.accounts.createUser({ ...user, email: 'b@example.com' })
    await first.close()
    const next = await database.factory()
    try {
      expect(await next.accounts.findUserByEmail('b@example.com')).toBeUndefined()
      expect((await next.accounts.createUser({ ...user, email: 'c@example.com' }))?.id).toBe(1)
      expect(second?.id).toBe(2)
    } finally {
      await next.close()
    }
  })

  it('fails, never skips, when the test database cannot be reached, naming the URL and the variable', async () => {
    const unreachable = postgresTestDatabase({ [TEST_POSTGRES_VARIABLE]: 'postgres://tester:secret@127.0.0.1:1/none' })
    const failure = unreachable.factory()
    await expect(failure).rejects.toThrow('postgres://tester:***@127.0.0.1:1/none')
    await expect(failure).rejects.toThrow(TEST_POSTGRES_VARIABLE)
  })
})
