import type { Pool } from 'pg'
import { type EngineBomLookups, PART_COLUMNS, PART_JOINS, type PartRow, byGroup } from '../areas/bom-lookups.ts'
import { rows } from './pool.ts'
import { likeText } from './search-match.ts'

/** An engine's row of a BOM's item (`i`, from 1: `WITH ORDINALITY`). */
type ItemRow = PartRow & { i: number }

/**
 * The BOM lookups PostgreSQL answers with SQL of its own (the rest: `areas/bom-lookups.ts`): a whole BOM's ranges,
 * fragments or values as arrays (`unnest … WITH ORDINALITY`), each joined to its first products by a `LATERAL`
 * subquery; a fragment's products by pg_trgm's index of part numbers.
 */
export function postgresBomLookups(pool: Pool): EngineBomLookups {
  return {
    partsInRanges: (ranges, limit) =>
      byGroup(
        ranges,
        (range) => range.descending === true,
        (asked, descending) =>
          rows<ItemRow>(
            pool,
            `SELECT r.i, ${PART_COLUMNS}
             FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(lower, upper, i)
             CROSS JOIN LATERAL (
               SELECT q.id FROM products q WHERE q.normalized >= r.lower AND q.normalized < r.upper
               ORDER BY q.normalized ${descending ? 'DESC' : 'ASC'} LIMIT $3
             ) AS s
             JOIN products p ON p.id = s.id ${PART_JOINS}
             ORDER BY r.i, p.normalized ${descending ? 'DESC' : 'ASC'}`,
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
            ? rows<ItemRow>(
                pool,
                `SELECT f.i, ${PART_COLUMNS}
                 FROM unnest($1::text[]) WITH ORDINALITY AS f(pattern, i)
                 CROSS JOIN LATERAL (
                   SELECT q.id FROM products q WHERE q.normalized LIKE f.pattern
                   ORDER BY least(length(q.normalized), 255), q.stock = 0, q.id LIMIT $2
                 ) AS s
                 JOIN products p ON p.id = s.id ${PART_JOINS}
                 ORDER BY f.i, least(length(p.normalized), 255), p.stock = 0, p.id`,
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
          rows<ItemRow>(
            pool,
            `SELECT q.i, ${PART_COLUMNS}
             FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(value_key, chip, i)
             CROSS JOIN LATERAL (
               SELECT v.product_id FROM bom_value_index v
               WHERE v.value_key = q.value_key${withChip ? ' AND v.chip = q.chip' : ''}
               ORDER BY v.stock DESC LIMIT $3
             ) AS s
             JOIN products p ON p.id = s.product_id ${PART_JOINS}
             ORDER BY q.i, p.stock DESC, p.id`,
            [asked.map((query) => query.valueKey), asked.map((query) => query.chip), limit],
          ),
        (row) => row.i - 1,
      ),
  }
}
