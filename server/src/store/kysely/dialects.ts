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
    return Promise.resolve(this.executeNow<R>(compiled))
  }

  /** `executeQuery`, its result at once. */
  executeNow<R>(compiled: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(compiled.sql)
    const parameters = compiled.parameters as unknown[]
    if (statement.reader) return { rows: statement.all(...parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(...parameters)
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream queries')
  }
}

/**
 * The hold on a SQLite store's one connection: Kysely's driver takes it for each query or transaction, and the
 * store's other users of the connection (SQLite's part search and BOM lookups, the hot reads) for each call, so nothing runs
 * between two statements of a transaction. A call made while the connection is free runs at once, with no
 * promise to wait for (the hold's cost is then a few property reads).
 */
export class ConnectionHold {
  #held: Promise<void> | undefined
  #release: (() => void) | undefined

  /** Waits until the connection is free, then holds it until `release`. */
  async acquire(): Promise<void> {
    while (this.#held !== undefined) await this.#held
    this.#take()
  }

  release(): void {
    const release = this.#release
    this.#held = undefined
    this.#release = undefined
    release?.()
  }

  /**
   * Runs `work`, which does all it does at once (no promise), holding the connection: with nothing to hold it
   * for when the connection is free.
   */
  runNow<T>(work: () => T): Promise<T> {
    if (this.#held === undefined) {
      try {
        return Promise.resolve(work())
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    return this.acquire().then(() => {
      try {
        return work()
      } finally {
        this.release()
      }
    })
  }

  #take(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve
    })
  }
}

/**
 * Kysely's driver for SQLite, but for two things: a transaction starts with `BEGIN IMMEDIATE`, so it takes the
 * write lock at once (a deferred `BEGIN` that reads and then writes fails with SQLITE_BUSY when another process
 * wrote meanwhile, instead of waiting its busy timeout), and statements are prepared once (`SqliteConnection`).
 * One connection behind a hold, as Kysely's own: inside a transaction, only the transaction's handle may run
 * queries (the outer handle waits for the hold the transaction has, forever).
 */
function storeSqliteDriver(db: Database.Database, connection: SqliteConnection, hold: ConnectionHold): Driver {
  const run = async (on: DatabaseConnection, statement: string) => {
    await on.executeQuery(CompiledQuery.raw(statement))
  }
  return {
    init: () => Promise.resolve(),
    acquireConnection: async () => {
      await hold.acquire()
      return connection
    },
    releaseConnection: () => Promise.resolve(hold.release()),
    beginTransaction: (on) => run(on, 'BEGIN IMMEDIATE'),
    commitTransaction: (on) => run(on, 'COMMIT'),
    rollbackTransaction: (on) => run(on, 'ROLLBACK'),
    destroy: () => {
      if (db.open) db.close()
      return Promise.resolve()
    },
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

/**
 * Runs a compiled query at once on a SQLite store's connection when it is free (`compiledOnce`'s hot reads):
 * Kysely's executor, with its connection provider and plugins, costs more than a small read.
 */
export type DirectRun = <R>(compiled: CompiledQuery<R>) => Promise<QueryResult<R>>

const direct = new WeakMap<StoreDb, DirectRun>()
const holds = new WeakMap<StoreDb, ConnectionHold>()

/** The store's database over a better-sqlite3 connection (`sqlite/database.ts` sets it up). */
export function sqliteDb(db: Database.Database): StoreDb {
  const connection = new SqliteConnection(db)
  const hold = new ConnectionHold()
  // Kysely's SQLite dialect with the store's driver and adapter.
  const sqlite = new SqliteDialect({ database: db })
  const kysely = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new StoreSqliteAdapter(),
      createDriver: () => storeSqliteDriver(db, connection, hold),
      createIntrospector: (on) => sqlite.createIntrospector(on),
      createQueryCompiler: () => sqlite.createQueryCompiler(),
    },
  })
  direct.set(kysely, (compiled) => hold.runNow(() => connection.executeNow(compiled)))
  holds.set(kysely, hold)
  return kysely
}

/** How to run a compiled query at once on `db`'s connection, when `db` is a SQLite store's (not a transaction). */
export function directRun(db: StoreDb): DirectRun | undefined {
  return direct.get(db)
}

/** The hold on `db`'s connection, when `db` is a SQLite store's. */
export function connectionHold(db: StoreDb): ConnectionHold | undefined {
  return holds.get(db)
}

/** The store's database over a pg pool (`postgres/pool.ts` sets up its type parsers). */
export function postgresDb(pool: Pool): StoreDb {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
}
