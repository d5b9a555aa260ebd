import { Pool, type QueryResultRow, types } from 'pg'

/** Where a PostgreSQL store lives. */
export interface PostgresLocation {
  /** `postgres://user:password@host:5432/database` */
  readonly url: string
  /**
   * The schema that holds Partfront's tables, created when missing; unset keeps the connection's default
   * search path (`"$user", public`). Lower-case letters, digits and `_` only.
   */
  readonly schema?: string
  /** The most connections the pool opens. @default 10 */
  readonly maxConnections?: number
}

const INT8 = 20
const DATE = 1082
const TIMESTAMPTZ = 1184

/**
 * How values come back: `BIGINT` as a number (ids, money and counts stay within 2^53: money totals are
 * checked safe integers before they are written), `TIMESTAMPTZ` as the ISO 8601 UTC string the port speaks
 * (`2026-01-15T09:00:00.000Z`) whatever the session's time zone, and `DATE` as its `2026-01-15` text (pg's
 * default makes it a local midnight).
 */
const parseTimestamp = types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) => {
    if (oid === INT8) return (value) => Number(value)
    if (oid === TIMESTAMPTZ) return (value) => parseTimestamp(value).toISOString()
    if (oid === DATE) return (value) => value
    return types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown
  }) as typeof types.getTypeParser,
}

/** Whether `schema` is a plain lower-case identifier (it goes into SQL and a connection option unquoted). */
function isSchemaName(schema: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/u.test(schema)
}

/**
 * A connection pool on `location`. With a schema, every connection searches it first (`public` after it,
 * where extensions such as pg_trgm usually live), so the areas' SQL names tables unqualified.
 */
export function createPool(location: PostgresLocation): Pool {
  const { schema } = location
  if (schema !== undefined && !isSchemaName(schema)) {
    throw new Error(`The PostgreSQL schema must be lower-case letters, digits and "_", got "${schema}"`)
  }
  const pool = new Pool({
    connectionString: location.url,
    max: location.maxConnections ?? 10,
    types: typeParsers,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
  })
  // An idle connection the server dropped (a restart, a failover) is taken out of the pool, and the next query
  // opens another; unheard, the pool's 'error' event would end the process.
  pool.on('error', () => undefined)
  return pool
}

/** The rows of a query. */
export async function rows<R extends QueryResultRow>(db: Pool, sql: string, values: unknown[] = []): Promise<R[]> {
  return (await db.query<R>(sql, values)).rows
}
