import type Database from 'better-sqlite3'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
} from 'kysely'
import type { Pool } from 'pg'
import type { Tables } from './tables.ts'

/** The store's database, on either engine. */
export type StoreDb = Kysely<Tables>

/** Which engine a store runs on, for the few places the engines really differ (see the store's README). */
export type Engine = 'sqlite' | 'postgres'

/** How many prepared statements one SQLite connection keeps, by SQL text (the store has a few hundred). */
const STATEMENT_CACHE = 1000

/**
 * The one connection of a SQLite store, through better-sqlite3: each statement prepared once and kept by its
 * SQL text (preparing costs more than running a small statement: see the README's figures), its parameters
 * bound as they come.
 */
class SqliteConnection implements DatabaseConnection {
  readonly #db: Database.Database
  readonly #statements = new Map<string, Database.Statement>()

  constructor(db: Database.Database) {
    this.#db = db
  }

  #prepare(sql: string): Database.Statement {
    let statement = this.#statements.get(sql)
    if (statement === undefined) {
      statement = this.#db.prepare(sql)
      if (this.#statements.size >= STATEMENT_CACHE) this.#statements.clear()
      this.#statements.set(sql, statement)
    }
    return statement
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiled.sql)
    const parameters = compiled.parameters as unknown[]
    if (statement.reader) return Promise.resolve({ rows: statement.all(...parameters) as R[] })
    const { changes, lastInsertRowid } = statement.run(...parameters)
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] })
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream queries')
  }
}

/**
 * Kysely's driver for SQLite, but for two things: a transaction starts with `BEGIN IMMEDIATE`, so it takes the
 * write lock at once (a deferred `BEGIN` that reads and then writes fails with SQLITE_BUSY when another process
 * wrote meanwhile, instead of waiting its busy timeout), and statements are prepared once (`SqliteConnection`).
 * One connection behind a lock, as Kysely's own: inside a transaction, only the transaction's handle may run
 * queries (the outer handle waits for the lock the transaction holds, forever).
 */
class StoreSqliteDriver implements Driver {
  readonly #db: Database.Database
  readonly #connection: SqliteConnection
  #held: Promise<void> | undefined
  #release: (() => void) | undefined

  constructor(db: Database.Database) {
    this.#db = db
    this.#connection = new SqliteConnection(db)
  }

  init(): Promise<void> {
    return Promise.resolve()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#held !== undefined) await this.#held
    this.#held = new Promise((resolve) => {
      this.#release = resolve
    })
    return this.#connection
  }

  releaseConnection(): Promise<void> {
    const release = this.#release
    this.#held = undefined
    this.#release = undefined
    release?.()
    return Promise.resolve()
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'))
  }

  destroy(): Promise<void> {
    if (this.#db.open) this.#db.close()
    return Promise.resolve()
  }
}

/**
 * Kysely's SQLite adapter, but for DDL in transactions: SQLite takes `CREATE`, `ALTER` and `DROP` inside one,
 * so the migrator runs the pending migrations in one transaction and a failing one leaves the schema as it was
 * (Kysely's own adapter says it cannot, and runs each statement by itself).
 */
class StoreSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

/** Kysely's SQLite dialect with the store's driver and adapter. */
class StoreSqliteDialect extends SqliteDialect {
  readonly #db: Database.Database

  constructor(db: Database.Database) {
    super({ database: db })
    this.#db = db
  }

  override createDriver(): Driver {
    return new StoreSqliteDriver(this.#db)
  }

  override createAdapter(): SqliteAdapter {
    return new StoreSqliteAdapter()
  }
}

/** The store's database over a better-sqlite3 connection (`sqlite/database.ts` sets it up). */
export function sqliteDb(db: Database.Database): StoreDb {
  return new Kysely<Tables>({ dialect: new StoreSqliteDialect(db) })
}

/** The store's database over a pg pool (`postgres/pool.ts` sets up its type parsers). */
export function postgresDb(pool: Pool): StoreDb {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
}
