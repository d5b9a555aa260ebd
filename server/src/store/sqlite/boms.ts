import { ftsPhrase } from '@partfront/core/parts'
import { PARTS_INDEX } from '../../search/index-layout.ts'
import { ID_MASK } from '../../search/row-key.ts'
import { type EngineBomLookups, PART_COLUMNS, PART_JOINS, type PartRow, byGroup, partOf } from '../areas/bom-lookups.ts'
import type { Db } from './database.ts'

type RangeRow = PartRow & { range_index: number }
type ValueRow = PartRow & { query_index: number }

/**
 * The BOM lookups SQLite answers with SQL of its own (the rest: `areas/bom-lookups.ts`): a whole BOM's ranges or
 * values as one JSON table (`json_each`), each joined to its first products by a correlated subquery; a
 * fragment's products off FTS5's trigram index of part numbers.
 */
export function sqliteBomLookups(db: Db): EngineBomLookups {
  // One query for every range of a BOM: each range's first products by the normalised part number's B-tree.
  const inRanges = (order: 'ASC' | 'DESC') =>
    db.prepare(
      `SELECT r.key AS range_index, ${PART_COLUMNS}
       FROM json_each(@ranges) r
       JOIN products p ON p.id IN (
         SELECT q.id FROM products q
         WHERE q.normalized >= r.value ->> '$[0]' AND q.normalized < r.value ->> '$[1]'
         ORDER BY q.normalized ${order} LIMIT @limit
       )
       ${PART_JOINS}
       ORDER BY r.key, p.normalized ${order}`,
    )
  const inRangesByOrder = { ASC: inRanges('ASC'), DESC: inRanges('DESC') }
  // A fragment's products off the trigram index of part numbers (migration 005), in its row-key order:
  // shorter numbers, then those in stock, first.
  const containing = db.prepare(
    `SELECT ${PART_COLUMNS}
     FROM (SELECT rowid AS k FROM ${PARTS_INDEX} WHERE ${PARTS_INDEX} MATCH ? ORDER BY rowid LIMIT ?) AS s
     JOIN products p ON p.id = (s.k & ${ID_MASK}) ${PART_JOINS}
     ORDER BY s.k`,
  )
  // Passives of each value (and chip size, when asked): the best-stocked entries of the index, read from the
  // index alone, then their products.
  const byValues = (withChip: boolean) =>
    db.prepare(
      `SELECT q.key AS query_index, ${PART_COLUMNS}
       FROM json_each(@queries) q
       JOIN products p ON p.id IN (
         SELECT v.product_id FROM bom_value_index v
         WHERE v.value_key = q.value ->> '$[0]'${withChip ? " AND v.chip = q.value ->> '$[1]'" : ''}
         ORDER BY v.stock DESC LIMIT @limit
       )
       ${PART_JOINS}
       ORDER BY q.key, p.stock DESC, p.id`,
    )
  const byValuesWithChip = { true: byValues(true), false: byValues(false) }

  return {
    partsInRanges: (ranges, limit) =>
      byGroup(
        ranges,
        (range) => range.descending === true,
        (asked, descending) => inRangesByOrder[descending ? 'DESC' : 'ASC'].all({ ranges: JSON.stringify(asked.map((range) => [range.from, range.to])), limit }) as RangeRow[],
        (row) => row.range_index,
      ),

    partsContaining: (fragments, limit) =>
      Promise.resolve(fragments.map((fragment) => (fragment.length < 3 ? [] : (containing.all(`part : ${ftsPhrase(fragment)}`, limit) as PartRow[]).map(partOf)))),

    partsByValues: (queries, limit) =>
      byGroup(
        queries,
        (query) => query.chip !== '',
        (asked, withChip) => byValuesWithChip[`${withChip}`].all({ queries: JSON.stringify(asked.map((query) => [query.valueKey, query.chip])), limit }) as ValueRow[],
        (row) => row.query_index,
      ),
  }
}
