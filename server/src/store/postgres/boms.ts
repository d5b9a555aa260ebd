import type { ValueUnit } from '@partfront/core/bom'
import type { Pool, PoolClient } from 'pg'
import { catalogValue, passiveUnitOfCategory } from '../../bom/catalog-values.ts'
import type { BomLookups } from '../areas/boms.ts'
import type { CatalogPart, PartRange, ValueQuery } from '../boms.port.ts'
import { type CodedRow, type PartRow, codedPartOf, partOf } from '../rows/boms.ts'
import { firstRow, rows, withTransaction } from './pool.ts'
import { likeText } from './search-match.ts'

/** The columns of `PartRow`; `p` is the product, joined to its maker `m` and category `c`. */
const PART_COLUMNS = `p.id, p.part_number, m.name AS brand_name, p.manufacturer_id, p.category_id, c.name AS category_name,
  p.description, p.package, p.image, p.stock, p.price_ladder, p.normalized, p.base_normalized, p.moq, p.spq`
const PART_JOINS = 'JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

/** Products looked at per query while the value index is brought up to date. */
const INDEX_BATCH = 5_000
/** Serialises bringing the value index up to date across server processes ("PFBV"). */
const VALUE_INDEX_LOCK = 0x50_46_42_56

/** A product's columns the value index is built from. */
interface SourceRow {
  id: number
  category_id: number | null
  package: string | null
  description: string | null
  attributes: string | null
  stock: number | null
}

/** Looks at the products past `through` in each passive category, and at the stale ones, for the value index. */
async function refreshValueIndex(client: PoolClient): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [VALUE_INDEX_LOCK])
  const through = (await firstRow<{ through_id: number }>(client, 'SELECT through_id FROM bom_value_index_state WHERE id = 1'))?.through_id ?? 0
  const last = (await firstRow<{ last: number }>(client, 'SELECT coalesce(max(id), 0)::bigint AS last FROM products'))?.last ?? 0
  let units: Map<number, ValueUnit> | undefined
  const passiveCategories = async () => {
    const found = new Map<number, ValueUnit>()
    const categories = await rows<{ id: number; name: string; parent_name: string }>(
      client,
      "SELECT c.id, c.name, coalesce(parent.name, '') AS parent_name FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id",
    )
    for (const category of categories) {
      const unit = passiveUnitOfCategory(category.name, category.parent_name)
      if (unit !== undefined) found.set(category.id, unit)
    }
    return found
  }
  let indexed = 0
  // Each batch's values go in with one statement; products that hold no value are taken out of the index.
  const write = async (batch: readonly SourceRow[], unitOf: (row: SourceRow) => ValueUnit | undefined) => {
    const kept: { id: number; valueKey: string; chip: string; stock: number }[] = []
    const dropped: number[] = []
    for (const row of batch) {
      const unit = row.category_id === null ? undefined : unitOf(row)
      const value =
        unit === undefined
          ? undefined
          : catalogValue({ attributes: row.attributes ?? '[]', description: row.description ?? '', packageName: row.package ?? '' }, unit)
      if (value === undefined) dropped.push(row.id)
      else kept.push({ id: row.id, valueKey: value.valueKey, chip: value.chip, stock: row.stock ?? 0 })
    }
    if (dropped.length > 0) await client.query('DELETE FROM bom_value_index WHERE product_id = ANY($1::bigint[])', [dropped])
    if (kept.length > 0) {
      await client.query(
        `INSERT INTO bom_value_index (product_id, value_key, chip, stock)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::integer[])
         ON CONFLICT (product_id) DO UPDATE SET value_key = excluded.value_key, chip = excluded.chip, stock = excluded.stock`,
        [kept.map((row) => row.id), kept.map((row) => row.valueKey), kept.map((row) => row.chip), kept.map((row) => row.stock)],
      )
    }
    indexed += kept.length
  }
  if (last > through) {
    units = await passiveCategories()
    for (const [categoryId, unit] of units) {
      for (let after = through; ; ) {
        const batch = await rows<SourceRow>(
          client,
          `SELECT id, category_id, package, description, attributes::text AS attributes, stock FROM products
           WHERE category_id = $1 AND id > $2 AND id <= $3 ORDER BY id LIMIT ${INDEX_BATCH}`,
          [categoryId, after, last],
        )
        if (batch.length === 0) break
        await write(batch, () => unit)
        after = batch[batch.length - 1]?.id ?? last
      }
    }
    // An upsert: the row is migration 8's, but a store emptied for reuse (the tests' schemas) has lost it.
    await client.query(
      'INSERT INTO bom_value_index_state (id, through_id) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET through_id = excluded.through_id',
      [last],
    )
  }
  for (;;) {
    const stale = await rows<SourceRow>(
      client,
      `DELETE FROM bom_value_index_stale s WHERE s.product_id IN (SELECT product_id FROM bom_value_index_stale LIMIT ${INDEX_BATCH})
       RETURNING s.product_id AS id,
         (SELECT category_id FROM products WHERE id = s.product_id) AS category_id,
         (SELECT package FROM products WHERE id = s.product_id) AS package,
         (SELECT description FROM products WHERE id = s.product_id) AS description,
         (SELECT attributes::text FROM products WHERE id = s.product_id) AS attributes,
         (SELECT stock FROM products WHERE id = s.product_id) AS stock`,
    )
    if (stale.length === 0) break
    units ??= await passiveCategories()
    const known = units
    await write(stale, (row) => (row.category_id === null ? undefined : known.get(row.category_id)))
  }
  return indexed
}

/**
 * The BOM area's catalog lookups and value index on PostgreSQL (the member's BOMs: `areas/boms.ts`). The value
 * index is brought up to date under an advisory lock, so two server processes never index the same products twice.
 */
export function postgresBomLookups(pool: Pool): BomLookups {
  const rangeLookup = async (ranges: ReadonlyArray<PartRange>, limit: number, descending: boolean, into: CatalogPart[][]) => {
    const chosen = ranges.map((range, i) => ({ range, i })).filter(({ range }) => (range.descending === true) === descending)
    if (chosen.length === 0) return
    const order = descending ? 'DESC' : 'ASC'
    const found = await rows<PartRow & { range_index: number }>(
      pool,
      `SELECT r.i AS range_index, ${PART_COLUMNS}
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(lower, upper, i)
       CROSS JOIN LATERAL (
         SELECT q.id FROM products q WHERE q.normalized >= r.lower AND q.normalized < r.upper
         ORDER BY q.normalized ${order} LIMIT $3
       ) AS s
       JOIN products p ON p.id = s.id ${PART_JOINS}
       ORDER BY r.i, p.normalized ${order}`,
      [chosen.map(({ range }) => range.from), chosen.map(({ range }) => range.to), limit],
    )
    for (const row of found) into[chosen[row.range_index - 1]?.i ?? -1]?.push(partOf(row))
  }

  return {
    partsByNumbers: async (keys) => {
      if (keys.length === 0) return []
      const found = await rows<PartRow>(pool, `SELECT ${PART_COLUMNS} FROM products p ${PART_JOINS} WHERE p.normalized = ANY($1::text[])`, [
        [...new Set(keys)],
      ])
      return found.map(partOf)
    },

    partsByBases: async (bases, perBase) => {
      if (bases.length === 0) return []
      const found = await rows<PartRow>(
        pool,
        `SELECT * FROM (
           SELECT ${PART_COLUMNS}, row_number() OVER (PARTITION BY p.base_normalized ORDER BY p.stock DESC, p.id) AS rank
           FROM products p ${PART_JOINS} WHERE p.base_normalized = ANY($1::text[])
         ) AS ranked WHERE rank <= $2`,
        [[...new Set(bases)], perBase],
      )
      return found.map(partOf)
    },

    partsByCodes: async (codes) => {
      if (codes.length === 0) return []
      const found = await rows<CodedRow>(
        pool,
        `SELECT ${PART_COLUMNS}, pc.distributor, pc.code, pc.normalized AS code_key
         FROM product_codes pc JOIN products p ON p.id = pc.product_id ${PART_JOINS}
         WHERE pc.normalized = ANY($1::text[])`,
        [[...new Set(codes)]],
      )
      return found.map(codedPartOf)
    },

    partsInRanges: async (ranges, limit) => {
      const found: CatalogPart[][] = ranges.map(() => [])
      await rangeLookup(ranges, limit, false, found)
      await rangeLookup(ranges, limit, true, found)
      return found
    },

    partsContaining: async (fragments, limit) => {
      const found: CatalogPart[][] = fragments.map(() => [])
      const asked = fragments.map((fragment, i) => ({ fragment, i })).filter(({ fragment }) => fragment.length >= 3)
      if (asked.length === 0) return found
      // pg_trgm's index answers the LIKE (migration 005); the order is SQLite's row-key order.
      const matched = await rows<PartRow & { fragment_index: number }>(
        pool,
        `SELECT f.i AS fragment_index, ${PART_COLUMNS}
         FROM unnest($1::text[]) WITH ORDINALITY AS f(pattern, i)
         CROSS JOIN LATERAL (
           SELECT q.id FROM products q WHERE q.normalized LIKE f.pattern
           ORDER BY least(length(q.normalized), 255), q.stock = 0, q.id LIMIT $2
         ) AS s
         JOIN products p ON p.id = s.id ${PART_JOINS}
         ORDER BY f.i, least(length(p.normalized), 255), p.stock = 0, p.id`,
        [asked.map(({ fragment }) => `%${likeText(fragment)}%`), limit],
      )
      for (const row of matched) found[asked[row.fragment_index - 1]?.i ?? -1]?.push(partOf(row))
      return found
    },

    partsByValues: async (queries: ReadonlyArray<ValueQuery>, limit) => {
      if (queries.length === 0) return []
      await withTransaction(pool, refreshValueIndex)
      const found: CatalogPart[][] = queries.map(() => [])
      for (const withChip of [true, false]) {
        const asked = queries.map((query, i) => ({ query, i })).filter(({ query }) => (query.chip !== '') === withChip)
        if (asked.length === 0) continue
        const matched = await rows<PartRow & { query_index: number }>(
          pool,
          `SELECT q.i AS query_index, ${PART_COLUMNS}
           FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(value_key, chip, i)
           CROSS JOIN LATERAL (
             SELECT v.product_id FROM bom_value_index v
             WHERE v.value_key = q.value_key${withChip ? ' AND v.chip = q.chip' : ''}
             ORDER BY v.stock DESC LIMIT $3
           ) AS s
           JOIN products p ON p.id = s.product_id ${PART_JOINS}
           ORDER BY q.i, p.stock DESC, p.id`,
          [asked.map(({ query }) => query.valueKey), asked.map(({ query }) => query.chip), limit],
        )
        for (const row of matched) found[asked[row.query_index - 1]?.i ?? -1]?.push(partOf(row))
      }
      return found
    },

    refreshValueIndex: async () => ({ indexed: await withTransaction(pool, refreshValueIndex) }),
  }
}
