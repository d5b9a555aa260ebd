import { type Compilable, type CompiledQuery, type Expression, type QueryResult, type SqlBool, type Transaction, sql } from 'kysely'
import { DatabaseError } from 'pg'
import { type Engine, type StoreDb, directRun } from './dialects.ts'
import type { PageOf, Paging } from '../catalog.port.ts'
import type { Tables } from './tables.ts'

/**
 * What an area written once needs to know of its engine: the few places the engines really differ, each named
 * here and listed with its reason in the store's README. Everything else in an area is the same SQL on both.
 */

/** SQLSTATEs after which a PostgreSQL transaction may simply run again: a deadlock, a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001'])
const ATTEMPTS = 3

/**
 * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. On SQLite the
 * transaction takes the write lock at once (`BEGIN IMMEDIATE`, the store's driver); on PostgreSQL a deadlock
 * between two servers' transactions runs the loser again, up to three times in all, so `work` must do nothing
 * outside the database. Inside, run every query on `trx`: the outer handle waits for the connection the
 * transaction holds (on SQLite, forever).
 */
export async function inTransaction<T>(db: StoreDb, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      if (attempt < ATTEMPTS && error instanceof DatabaseError && RETRYABLE.has(error.code ?? '')) continue
      throw error
    }
  }
}

/**
 * `email = value` without regard to case. SQLite's `email` columns are `COLLATE NOCASE`, so a plain comparison
 * is one and uses their unique index; PostgreSQL's are `COLLATE "C"` with unique indexes on `lower(email)`, which
 * `lower(email) = lower(value)` uses.
 */
export function sameEmail(engine: Engine, value: string): Expression<SqlBool> {
  return engine === 'sqlite' ? sql<SqlBool>`email = ${value}` : sql<SqlBool>`lower(email) = lower(${value}::text COLLATE "C")`
}

/**
 * A name column equal to `value` without regard to case (a maker's or category's name, as an import names it):
 * SQLite's `COLLATE NOCASE` (the manufacturers' column is, so its unique index answers), PostgreSQL's `lower` under
 * `COLLATE "C"`, which folds the same letters (ASCII).
 */
export function sameName(engine: Engine, column: string, value: string): Expression<SqlBool> {
  return engine === 'sqlite' ? sql<SqlBool>`${sql.ref(column)} = ${value} COLLATE NOCASE` : sql<SqlBool>`lower(${sql.ref(column)}) = lower(${value}::text COLLATE "C")`
}

/**
 * `column` is one of `values`, in one statement whatever their number: SQLite reads them from JSON text
 * (`json_each`), PostgreSQL from an array (`= ANY`), so the SQL, and SQLite's prepared statement, is the same for
 * a BOM of any length.
 */
export function oneOf(engine: Engine, column: string, values: ReadonlyArray<string | number>, type: 'text' | 'bigint'): Expression<SqlBool> {
  return engine === 'sqlite'
    ? sql<SqlBool>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`
    : sql<SqlBool>`${sql.ref(column)} = ANY(${values}::${sql.raw(type)}[])`
}

/** The conflict target of an email's unique key (with `more` columns): `email` on SQLite, `(lower(email))` on PostgreSQL. */
export function emailKey(engine: Engine, ...more: string[]): Expression<unknown> {
  const email = engine === 'sqlite' ? sql`email` : sql`(lower(email))`
  return sql.join([email, ...more.map((column) => sql.ref(column))])
}

/**
 * Locks the rows a read in a transaction selected until the transaction ends, on PostgreSQL (`FOR UPDATE`, or
 * `FOR NO KEY UPDATE` where rows that name the row may still be written meanwhile). SQLite has no row locks and
 * needs none: a store transaction holds the database's write lock from its start (`BEGIN IMMEDIATE`).
 */
export function locking<Q extends { forUpdate(): Q; forNoKeyUpdate(): Q }>(engine: Engine, query: Q, strength: 'update' | 'no key update' = 'update'): Q {
  if (engine === 'sqlite') return query
  return strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()
}

/**
 * Makes the transactions that name `key` in lock class `lockClass` take turns until each ends, where a count
 * and a write that depends on it must not interleave (anonymous submissions by address): PostgreSQL's
 * transaction-scoped advisory lock. On SQLite the store transaction's write lock already does it.
 */
export async function takeTurns(trx: Transaction<Tables>, engine: Engine, lockClass: number, key: string): Promise<void> {
  if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`.execute(trx)
}

/** Thrown inside a transaction to roll it back and answer the refusal (`refusable`). */
export class Refused<R> extends Error {
  constructor(readonly refusal: R) {
    super('refused')
  }
}

/**
 * Runs `work` in a transaction and answers `ok` of what it resolved to; a `Refused` thrown inside rolls it back and
 * comes out as `{ ok: false, …refusal }` (`R`, the port's refusals, taken from where the answer goes).
 */
export async function refusable<T, O, R extends object>(
  db: StoreDb,
  work: (trx: Transaction<Tables>) => Promise<T>,
  ok: (value: T) => O,
): Promise<O | ({ readonly ok: false } & R)> {
  try {
    return ok(await inTransaction(db, work))
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...(error.refusal as R) }
    throw error
  }
}

/** The first row of a page: rows before it are skipped. */
export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize
}

/** A page: the total first, so a page past the end costs no row query. */
export async function pageOf<T>(total: { count: number } | undefined, paging: Paging, list: () => Promise<ReadonlyArray<T>>): Promise<PageOf<T>> {
  const count = total?.count ?? 0
  return { total: count, list: offsetOf(paging) >= count ? [] : await list() }
}

/** Counts the rows: `count(*)`, read as a number on both engines. */
export const COUNT = sql<number>`count(*)`.as('count')

/**
 * A hot read built and compiled once, then run with each call's values (see the README's figures: building
 * and compiling a query costs several times what running a small one does). `build` gets markers in place of
 * its arguments; the compiled statement's parameters are the markers' places, filled at each call.
 */
export function compiledOnce<A extends readonly unknown[], R>(db: StoreDb, arity: A['length'], build: (...args: A) => Compilable<R>): (...args: A) => Promise<R[]> {
  const bind = binder(arity, build)
  const run = directRun(db) ?? ((query: CompiledQuery<R>) => db.executeQuery(query))
  return async (...args) => (await run(bind(args))).rows
}

/**
 * `compiledOnce` for a statement a transaction runs again and again (placing an order): built and compiled once
 * on `db`, run on the transaction's handle with each call's values; answers the whole result (affected rows too).
 */
export function compiledForTransaction<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (...args: A) => Compilable<R>,
): (trx: Transaction<Tables>, ...args: A) => Promise<QueryResult<R>> {
  const bind = binder(arity, build)
  return (trx, ...args) => trx.executeQuery(bind(args))
}

/** Compiles `build` once with markers for its arguments; answers how to fill the markers' places with values. */
function binder<A extends readonly unknown[], R>(arity: A['length'], build: (...args: A) => Compilable<R>): (args: A) => CompiledQuery<R> {
  const markers = Array.from({ length: arity }, (_, index) => `\u0000compiled-once-${index}`)
  const compiled: CompiledQuery<R> = build(...(markers as unknown as A)).compile()
  const places = compiled.parameters.map((parameter) => (typeof parameter === 'string' ? markers.indexOf(parameter) : -1))
  return (args) => ({
    ...compiled,
    parameters: compiled.parameters.map((parameter, index) => {
      const place = places[index] ?? -1
      return place === -1 ? parameter : args[place]
    }),
  })
}
