import type { Pool } from 'pg'
import { type EngineBomLookups, PART_COLUMNS, PART_JOINS, type PartRow, byGroup } from '../areas/bom-lookups.ts'
import { rows } from './pool.ts'
import { likeText } from './search-match.ts'

/** An engine's row of a BOM's item (`i`, from 1: `WITH ORDINALITY`). */
type ItemRow = PartRow & { i: number }

/**
 * Every item's products in one query: the items as arrays (`items`, an `unnest … WITH ORDINALITY AS x(…, i)`),
 * each joined to its first products by a `LATERAL` subquery (`first`, selecting their `id`), in `order` within an
 * item.
 */
function eachItem(pool: Pool, items: string, first: string, order: string, values: unknown[]): Promise<ItemRow[]> {
  return rows<ItemRow>(
    pool,
    `SELECT x.i, ${PART_COLUMNS} FROM ${items} CROSS JOIN LATERAL (${first}) AS s
     JOIN products p ON p.id = s.id ${PART_JOINS}
     ORDER BY x.i, ${order}`,
    values,
  )
}

/**
 * The BOM lookups PostgreSQL answers with SQL of its own (the rest: `areas/bom-lookups.ts`): a whole BOM's ranges,
 * fragments or values as arrays, each joined to its first products by a `LATERAL` subquery (`eachItem`); a
 * fragment's products by pg_trgm's index of part numbers.
 */
export function postgresBomLookups(pool: Pool): EngineBomLookups {
  return {
    partsInRanges: (ranges, limit) =>
      byGroup(
        ranges,
        (range) => range.descending === true,
        (asked, descending) =>
          eachItem(
            pool,
            'unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(lower, upper, i)',
            `SELECT q.id FROM products q WHERE q.normalized >= x.lower AND q.normalized < x.upper ORDER BY q.normalized ${descending ? 'DESC' : 'ASC'} LIMIT $3`,
            `p.normalized ${descending ? 'DESC' : 'ASC'}`,
            [asked.map((range) => range.from), asked.map((range) => range.to), limit],
          ),
        (row) => row.i - 1,
      ),

    // pg_trgm's index answers the LIKE (migration 005); the order is SQLite's row-key order.
    partsContaining: (fragments, limit) =>
      byGroup(
        fragments,
        (fragment) => fragment.length >= 3,
        (asked, long) =>
          long
            ? eachItem(
                pool,
                'unnest($1::text[]) WITH ORDINALITY AS x(pattern, i)',
                'SELECT q.id FROM products q WHERE q.normalized LIKE x.pattern ORDER BY least(length(q.normalized), 255), q.stock = 0, q.id LIMIT $2',
                'least(length(p.normalized), 255), p.stock = 0, p.id',
                [asked.map((fragment) => `%${likeText(fragment)}%`), limit],
              )
            : [],
        (row) => row.i - 1,
      ),

    partsByValues: (queries, limit) =>
      byGroup(
        queries,
        (query) => query.chip !== '',
        (asked, withChip) =>
          eachItem(
            pool,
            'unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(value_key, chip, i)',
            `SELECT v.product_id AS id FROM bom_value_index v WHERE v.value_key = x.value_key${withChip ? ' AND v.chip = x.chip' : ''} ORDER BY v.stock DESC LIMIT $3`,
            'p.stock DESC, p.id',
            [asked.map((query) => query.valueKey), asked.map((query) => query.chip), limit],
          ),
        (row) => row.i - 1,
      ),
  }
}
