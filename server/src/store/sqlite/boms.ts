import type { ValueUnit } from '@partfront/core/bom'
import { ftsPhrase } from '@partfront/core/parts'
import { catalogValue, passiveUnitOfCategory } from '../../bom/catalog-values.ts'
import { PARTS_INDEX } from '../../search/index-layout.ts'
import { ID_MASK } from '../../search/row-key.ts'
import type { BomLookups } from '../areas/boms.ts'
import type { CatalogPart, PartRange, ValueQuery } from '../boms.port.ts'
import { type CodedRow, type PartRow, codedPartOf, partOf } from '../rows/boms.ts'
import type { Db } from './database.ts'

/**
 * The value index's lookups (release migration 6 made them): dropped while a bulk rebuild fills the index, made
 * again after it.
 */
const VALUE_INDEXES_SQL = /* sql */ `
CREATE INDEX IF NOT EXISTS bom_value_index_chip ON bom_value_index(value_key, chip, stock DESC);
CREATE INDEX IF NOT EXISTS bom_value_index_value ON bom_value_index(value_key, stock DESC);
`
const DROP_VALUE_INDEXES_SQL = /* sql */ `
DROP INDEX IF EXISTS bom_value_index_chip;
DROP INDEX IF EXISTS bom_value_index_value;
`

/** The columns of `PartRow`; `p` is the product, joined to its maker `m` and category `c`. */
const PART_COLUMNS = `p.id, p.part_number, m.name AS brand_name, p.manufacturer_id, p.category_id, c.name AS category_name,
  p.description, p.package, p.image, p.stock, p.price_ladder, p.normalized, p.base_normalized, p.moq, p.spq`
const PART_JOINS = 'JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

/** Products looked at per query while the value index is brought up to date. */
const INDEX_BATCH = 5_000
/** New products past which the value index's lookups are dropped and rebuilt rather than kept up row by row. */
const BULK_INDEXING = 100_000

// ---------------------------------------------------------------------------------------------------------
// The store

/** The BOM area's catalog lookups and value index on SQLite (the member's BOMs: `areas/boms.ts`). */
export function sqliteBomLookups(db: Db): BomLookups {
  const byNumbers = db.prepare(`SELECT ${PART_COLUMNS} FROM products p ${PART_JOINS} WHERE p.normalized IN (SELECT value FROM json_each(?))`)
  const byBases = db.prepare(
    `SELECT * FROM (
       SELECT ${PART_COLUMNS}, row_number() OVER (PARTITION BY p.base_normalized ORDER BY p.stock DESC, p.id) AS rank
       FROM products p ${PART_JOINS} WHERE p.base_normalized IN (SELECT value FROM json_each(?))
     ) WHERE rank <= ?`,
  )
  const byCodes = db.prepare(
    `SELECT ${PART_COLUMNS}, pc.distributor, pc.code, pc.normalized AS code_key
     FROM product_codes pc JOIN products p ON p.id = pc.product_id ${PART_JOINS}
     WHERE pc.normalized IN (SELECT value FROM json_each(?))`,
  )
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
  // A fragment's products off the trigram index of part numbers (migration 005), in its row-key order:
  // shorter numbers, then those in stock, first.
  const containing = db.prepare(
    `SELECT ${PART_COLUMNS}
     FROM (SELECT rowid AS k FROM ${PARTS_INDEX} WHERE ${PARTS_INDEX} MATCH ? ORDER BY rowid LIMIT ?) AS s
     JOIN products p ON p.id = (s.k & ${ID_MASK}) ${PART_JOINS}
     ORDER BY s.k`,
  )
  const inRangesAscending = inRanges('ASC')
  const inRangesDescending = inRanges('DESC')
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
  const byValuesAndChip = byValues(true)
  const byValuesOnly = byValues(false)

  const indexState = db.prepare('SELECT through_id FROM bom_value_index_state WHERE id = 1').pluck()
  const lastProduct = db.prepare('SELECT coalesce(max(id), 0) FROM products').pluck()
  const allCategories = db.prepare('SELECT c.id, c.name, coalesce(parent.name, \'\') AS parent_name FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id')
  const newInCategory = db.prepare(
    `SELECT id, package, description, attributes, stock FROM products
     WHERE category_id = ? AND id > ? AND id <= ? ORDER BY id LIMIT ${INDEX_BATCH}`,
  )
  const staleProducts = db.prepare(
    `SELECT s.product_id AS id, p.category_id, p.package, p.description, p.attributes, p.stock
     FROM bom_value_index_stale s LEFT JOIN products p ON p.id = s.product_id LIMIT ${INDEX_BATCH}`,
  )
  const putValue = db.prepare('INSERT OR REPLACE INTO bom_value_index (product_id, value_key, chip, stock) VALUES (?, ?, ?, ?)')
  const dropValue = db.prepare('DELETE FROM bom_value_index WHERE product_id = ?')
  const dropStale = db.prepare('DELETE FROM bom_value_index_stale WHERE product_id = ?')
  const setThrough = db.prepare('UPDATE bom_value_index_state SET through_id = ? WHERE id = 1')

  /** The passive categories, by id, with the unit their parts' values are in. */
  const passiveCategories = (): Map<number, ValueUnit> => {
    const units = new Map<number, ValueUnit>()
    for (const row of allCategories.all() as { id: number; name: string; parent_name: string }[]) {
      const unit = passiveUnitOfCategory(row.name, row.parent_name)
      if (unit !== undefined) units.set(row.id, unit)
    }
    return units
  }

  /** A product's columns the value index is built from. */
  interface SourceRow {
    id: number
    package: string
    description: string
    attributes: string
    stock: number
  }

  const index = (row: SourceRow, unit: ValueUnit | undefined): boolean => {
    const value = unit === undefined ? undefined : catalogValue({ attributes: row.attributes, description: row.description, packageName: row.package }, unit)
    if (value === undefined) {
      dropValue.run(row.id)
      return false
    }
    putValue.run(row.id, value.valueKey, value.chip, row.stock)
    return true
  }

  const refresh = (): number => {
    const through = indexState.get() as number
    const last = lastProduct.get() as number
    let indexed = 0
    let units: Map<number, ValueUnit> | undefined
    if (last > through) {
      units = passiveCategories()
      const bulk = last - through > BULK_INDEXING
      if (bulk) db.exec(DROP_VALUE_INDEXES_SQL)
      try {
        for (const [categoryId, unit] of units) {
          for (let after = through; ; ) {
            const rows = newInCategory.all(categoryId, after, last) as SourceRow[]
            if (rows.length === 0) break
            db.transaction(() => {
              for (const row of rows) if (index(row, unit)) indexed++
            })()
            after = rows[rows.length - 1]?.id ?? last
          }
        }
      } finally {
        if (bulk) db.exec(VALUE_INDEXES_SQL)
      }
      setThrough.run(last)
    }
    for (;;) {
      const rows = staleProducts.all() as ({ category_id: number | null } & { [K in keyof SourceRow]: SourceRow[K] | null } & { id: number })[]
      if (rows.length === 0) break
      units ??= passiveCategories()
      const known = units
      db.transaction(() => {
        for (const row of rows) {
          dropStale.run(row.id)
          if (row.category_id === null) {
            dropValue.run(row.id)
            continue
          }
          const source = { id: row.id, package: row.package ?? '', description: row.description ?? '', attributes: row.attributes ?? '[]', stock: row.stock ?? 0 }
          if (index(source, known.get(row.category_id))) indexed++
        }
      })()
    }
    return indexed
  }

  const rangeLookup = (ranges: ReadonlyArray<PartRange>, limit: number, descending: boolean, into: CatalogPart[][]) => {
    const chosen = ranges.map((range, i) => ({ range, i })).filter(({ range }) => (range.descending === true) === descending)
    if (chosen.length === 0) return
    const statement = descending ? inRangesDescending : inRangesAscending
    const ranged = JSON.stringify(chosen.map(({ range }) => [range.from, range.to]))
    const rows = statement.all({ ranges: ranged, limit }) as (PartRow & { range_index: number })[]
    for (const row of rows) {
      const target = chosen[row.range_index]
      if (target !== undefined) into[target.i]?.push(partOf(row))
    }
  }

  return {
    partsByNumbers: (keys) => {
      if (keys.length === 0) return Promise.resolve([])
      return Promise.resolve((byNumbers.all(JSON.stringify([...new Set(keys)])) as PartRow[]).map(partOf))
    },

    partsByBases: (bases, perBase) => {
      if (bases.length === 0) return Promise.resolve([])
      return Promise.resolve((byBases.all(JSON.stringify([...new Set(bases)]), perBase) as PartRow[]).map(partOf))
    },

    partsByCodes: (codes) => {
      if (codes.length === 0) return Promise.resolve([])
      const rows = byCodes.all(JSON.stringify([...new Set(codes)])) as CodedRow[]
      return Promise.resolve(rows.map(codedPartOf))
    },

    partsInRanges: (ranges, limit) => {
      const found: CatalogPart[][] = ranges.map(() => [])
      rangeLookup(ranges, limit, false, found)
      rangeLookup(ranges, limit, true, found)
      return Promise.resolve(found)
    },

    partsContaining: (fragments, limit) =>
      Promise.resolve(
        fragments.map((fragment) =>
          fragment.length < 3 ? [] : (containing.all(`part : ${ftsPhrase(fragment)}`, limit) as PartRow[]).map(partOf),
        ),
      ),

    partsByValues: (queries: ReadonlyArray<ValueQuery>, limit) => {
      if (queries.length === 0) return Promise.resolve([])
      refresh()
      const found: CatalogPart[][] = queries.map(() => [])
      for (const withChip of [true, false]) {
        const asked = queries.map((query, i) => ({ query, i })).filter(({ query }) => (query.chip !== '') === withChip)
        if (asked.length === 0) continue
        const statement = withChip ? byValuesAndChip : byValuesOnly
        const rows = statement.all({ queries: JSON.stringify(asked.map(({ query }) => [query.valueKey, query.chip])), limit }) as (PartRow & {
          query_index: number
        })[]
        for (const row of rows) found[asked[row.query_index]?.i ?? -1]?.push(partOf(row))
      }
      return Promise.resolve(found)
    },

    refreshValueIndex: () => Promise.resolve({ indexed: refresh() }),
  }
}
