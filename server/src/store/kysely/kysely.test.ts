import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresTestDatabase } from '../../testing/postgres-test-database.ts'
import { openDatabase } from '../sqlite/database.ts'
import { openSqliteStore } from '../sqlite/sqlite-store.ts'
import { type StoreDb, sqliteDb } from './dialects.ts'
import { flag, fromJson, isTrue, money } from './values.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-kysely-'))
const postgres = postgresTestDatabase()
afterAll(async () => {
  await postgres.end()
  rmSync(folder, { recursive: true, force: true })
})

describe('the SQLite dialect', () => {
  it('starts a transaction with BEGIN IMMEDIATE: it holds the write lock before its first write', async () => {
    const path = join(folder, 'immediate.db')
    const db = sqliteDb(openDatabase(path))
    const other = new Database(path, { timeout: 0 })
    try {
      await db.schema.createTable('t').addColumn('id', 'integer', (column) => column.primaryKey()).execute()
      let otherWrite: unknown
      await db.transaction().execute(() => {
        // No statement of the transaction has run yet: a deferred BEGIN would leave the database to the other writer.
        try {
          other.exec('INSERT INTO t (id) VALUES (1)')
        } catch (error) {
          otherWrite = error
        }
        return Promise.resolve()
      })
      expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' })
    } finally {
      other.close()
      await db.destroy()
    }
  })

  it('runs a statement it prepared before again, with new parameters, and after the schema changed', async () => {
    const db = sqliteDb(openDatabase(':memory:'))
    try {
      await db.schema.createTable('t').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('name', 'text').execute()
      const insert = (id: number, name: string) => sql`INSERT INTO t (id, name) VALUES (${id}, ${name})`.execute(db)
      const read = async () => (await sql`SELECT * FROM t ORDER BY id`.execute(db)).rows
      await insert(1, 'a')
      await insert(2, 'b')
      expect(await read()).toEqual([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      await db.schema.alterTable('t').addColumn('extra', 'integer', (column) => column.defaultTo(7)).execute()
      expect(await read()).toEqual([
        { id: 1, name: 'a', extra: 7 },
        { id: 2, name: 'b', extra: 7 },
      ])
    } finally {
      await db.destroy()
    }
  })
})

/** The value conventions, on each engine's migrated store. */
const engines: Array<[string, () => Promise<{ db: StoreDb; close: () => Promise<void> }>]> = [
  [
    'sqlite',
    async () => {
      const store = await openSqliteStore(':memory:')
      return { db: store.kysely, close: () => store.close() }
    },
  ],
  [
    'postgres',
    async () => {
      const store = await postgres.factory()
      return { db: store.kysely, close: () => store.close() }
    },
  ],
]

describe.each(engines)('the value conventions on %s', (_engine, open) => {
  it('reads back a flag, an instant, a count and money as the port speaks them', async () => {
    const { db, close } = await open()
    try {
      const at = '2026-01-15T09:00:00.000Z'
      await db
        .insertInto('users')
        .values({ email: 'a@example.com', password_hash: 'x', email_updates: flag(true), created_at: at, updated_at: at })
        .execute()
      await db
        .insertInto('users')
        .values({ email: 'b@example.com', password_hash: 'x', email_updates: flag(false), created_at: at, updated_at: at })
        .execute()
      const users = await db.selectFrom('users').select(['email_updates', 'created_at']).orderBy('id').execute()
      expect(users.map((user) => [isTrue(user.email_updates), user.created_at])).toEqual([
        [true, at],
        [false, at],
      ])
      const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      expect(count).toBe(2)
      const big = money(Number.MAX_SAFE_INTEGER)
      const [row] = await db
        .insertInto('categories')
        .values({ name: 'C', slug: 'c' })
        .returning('id')
        .execute()
      expect(typeof row?.id).toBe('number')
      await db.insertInto('configs').values({ name: 'big', type: 1, value: JSON.stringify({ total: big }) }).execute()
      const config = await db.selectFrom('configs').select('value').executeTakeFirstOrThrow()
      expect(fromJson(config.value)).toEqual({ total: big })
    } finally {
      await close()
    }
  })
})

describe('money', () => {
  it('refuses a sum that is not a safe integer of micro-dollars', () => {
    expect(money(1_500_000)).toBe(1_500_000)
    expect(() => money(0.5)).toThrow('A sum of money must be a safe integer of micro-dollars, got 0.5')
    expect(() => money(2 ** 53)).toThrow('safe integer')
  })
})
