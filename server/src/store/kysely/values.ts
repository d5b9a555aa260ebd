import type { ColumnType, Generated, InsertType, SelectType, UpdateType } from 'kysely'

/**
 * The value conventions of the store, written once for both engines. Each type says what a column holds as
 * the store's code reads and writes it; the helpers below turn an engine's raw value into it where the two
 * engines answer differently.
 *
 * - Money: integer micro-dollars (core's `MONEY.unitsPerDollar`), a safe integer: `INTEGER` on SQLite, `BIGINT`
 *   on PostgreSQL. (The issue speaks of cents; Partfront has kept money in micro-dollars since its first
 *   migration, and the port speaks micro-dollars, so that unit stays.)
 * - Instants: ISO 8601 UTC text with milliseconds (`2026-01-15T09:00:00.000Z`): SQLite keeps that text, and
 *   PostgreSQL's `TIMESTAMPTZ` comes back as it (the pool's type parser, `postgres/pool.ts`), whatever the
 *   session's time zone. ISO text sorts as time does, so comparisons run in SQL on both.
 * - Booleans: written as `1` / `0`, which SQLite's `INTEGER CHECK (x IN (0, 1))` and PostgreSQL's `BOOLEAN`
 *   both take as a parameter; read back through `isTrue` (SQLite answers `1`, PostgreSQL `true`).
 * - Counts and ids: numbers. PostgreSQL's `BIGINT` and `count(*)` (int8) come back as numbers through the
 *   pool's type parser; every id and count stays below 2^53.
 * - JSON: written as its text (`JSON.stringify`); read through `fromJson` (SQLite answers the text,
 *   PostgreSQL's `JSON`/`JSONB` the parsed value).
 */

/** An id the database numbers. */
export type Id = Generated<number>

/** A column with a default: left out of an insert, the database fills it in. */
export type Default<T> = ColumnType<SelectType<T>, InsertType<T> | undefined, UpdateType<T>>

/** Integer micro-dollars. */
export type Money = number

/** ISO 8601 UTC, `2026-01-15T09:00:00.000Z`. */
export type Instant = string

/** A boolean column: `1`/`0` written, `1`/`0` (SQLite) or `true`/`false` (PostgreSQL) read. */
export type Flag = ColumnType<number | boolean, number, number>

/** A JSON column: its text written, the text (SQLite) or the parsed value (PostgreSQL) read. */
export type Json<T> = ColumnType<string | T, string, string>

/** A flag as the port's boolean. */
export function isTrue(value: number | boolean): boolean {
  return value === true || value === 1
}

/** A boolean as the flag both engines take. */
export function flag(value: boolean): number {
  return value ? 1 : 0
}

/** A JSON column's value, parsed when the engine answered its text. */
export function fromJson<T>(value: string | T): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}

/** A sum of money, refused when it is not a safe integer (it would lose cents on the way back). */
export function money(value: number): Money {
  if (!Number.isSafeInteger(value)) throw new RangeError(`A sum of money must be a safe integer of micro-dollars, got ${value}`)
  return value
}
