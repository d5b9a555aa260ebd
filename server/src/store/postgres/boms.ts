import type { BomLineDraft, ColumnChoice, ValueUnit } from '@partfront/core/bom'
import type { BomId, BomPick, UserId } from '@partfront/core/contract'
import type { Pool, PoolClient } from 'pg'
import { catalogValue, passiveUnitOfCategory } from '../../bom/catalog-values.ts'
import type { BomReadingRecord, BomRecord, BomStatusChange, BomStore, CatalogPart, PartRange, ValueQuery } from '../boms.port.ts'
import {
  type BackOfficeRow,
  type BomRow,
  type CodedRow,
  type LineRow,
  type PartRow,
  backOfficeBomOf,
  codedPartOf,
  contactOf,
  lineColumns,
  lineOf,
  partOf,
  readingColumns,
  readingOf,
  summaryOf,
} from '../rows/boms.ts'
import { type Queryable, changes, firstRow, rows, withTransaction } from './pool.ts'
import { likeText } from './search-match.ts'

/** The columns of `PartRow`; `p` is the product, joined to its maker `m` and category `c`. */
const PART_COLUMNS = `p.id, p.part_number, m.name AS brand_name, p.manufacturer_id, p.category_id, c.name AS category_name,
  p.description, p.package, p.image, p.stock, p.price_ladder, p.normalized, p.base_normalized, p.moq, p.spq`
const PART_JOINS = 'JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

const SUMMARY_COLUMNS = 'id, file_name, status, line_count, model_count, created_at, updated_at'
const BACK_OFFICE_COLUMNS = `b.id, b.file_name, b.status, b.line_count, b.model_count, b.created_at, b.updated_at, b.user_id,
  u.email, b.contact_name`

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

/** The reading's columns of `boms`, `$n` from `from` on, in `readingColumns` order, lists cast to `JSONB`. */
const READING_VALUES = (from: number) =>
  [
    'sheet',
    'sheets::jsonb',
    'header_row',
    'header::jsonb',
    'header_signature',
    'mapping::jsonb',
    'mapping_choice::jsonb',
    'warnings::jsonb',
    'line_count',
    'model_count',
  ].map((column, i) => {
    const [name, cast] = column.split('::')
    return { name: name ?? column, value: `$${from + i}${cast === undefined ? '' : `::${cast}`}` }
  })

function readingValues(reading: BomReadingRecord, lineCount: number, modelCount: number): unknown[] {
  const columns = readingColumns(reading, lineCount, modelCount)
  return [
    columns.sheet,
    columns.sheets,
    columns.headerRow,
    columns.header,
    columns.headerSignature,
    columns.mapping,
    columns.mappingChoice,
    columns.warnings,
    columns.lineCount,
    columns.modelCount,
  ]
}

/** Writes a BOM's lines in one statement. */
async function writeLines(client: PoolClient, bomId: number, lines: ReadonlyArray<BomLineDraft>): Promise<void> {
  if (lines.length === 0) return
  const records = lines.map((line, position) => ({ position, ...lineColumns(line), fitted: line.fitted }))
  await client.query(
    `INSERT INTO bom_lines (bom_id, position, row, designators, quantity, mpn, manufacturer, alternates, distributor_parts,
       value, description, footprint, fitted, warnings)
     SELECT $1, l.position, l.row, l."designators"::jsonb, l.quantity, l.mpn, l.manufacturer, l.alternates::jsonb,
       l."distributorParts"::jsonb, l.value, l.description, l.footprint, l.fitted, l.warnings::jsonb
     FROM jsonb_to_recordset($2::jsonb) AS l(position INTEGER, row INTEGER, designators TEXT, quantity DOUBLE PRECISION,
       mpn TEXT, manufacturer TEXT, alternates TEXT, "distributorParts" TEXT, value TEXT, description TEXT, footprint TEXT,
       fitted BOOLEAN, warnings TEXT)`,
    [bomId, JSON.stringify(records)],
  )
}

/** The whole record of a BOM row. */
async function recordOf(db: Queryable, row: BomRow): Promise<BomRecord> {
  const [lines, history, picks] = await Promise.all([
    rows<LineRow>(
      db,
      `SELECT row, designators, quantity, mpn, manufacturer, alternates, distributor_parts, value, description, footprint,
         fitted, warnings
       FROM bom_lines WHERE bom_id = $1 ORDER BY position`,
      [row.id],
    ),
    rows<BomStatusChange>(db, 'SELECT status, at, source FROM bom_status_history WHERE bom_id = $1 ORDER BY id', [row.id]),
    rows<{ row: number; product_id: string | number }>(db, 'SELECT row, product_id FROM bom_picks WHERE bom_id = $1 ORDER BY row', [row.id]),
  ])
  return {
    ...summaryOf(row),
    userId: row.user_id as UserId,
    contact: contactOf(row),
    reading: readingOf(row),
    bomLines: lines.map(lineOf),
    picks: picks.map((pick) => ({ row: pick.row, productId: Number(pick.product_id) }) as BomPick),
    history: history.map((change) => ({ status: change.status, at: change.at, source: change.source })),
  }
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
 * The BOM area on PostgreSQL: the same behaviour as `sqlite/boms.ts`, through the rows of `rows/boms.ts`. A
 * BOM's writes are one transaction each; a status move's `WHERE status = from` takes the row's lock, so of two
 * back-office moves at once only one happens. The value index is brought up to date under an advisory lock, so
 * two server processes never index the same products twice.
 */
export function postgresBoms(pool: Pool): BomStore {
  const findOwn = (userId: UserId, id: BomId) => firstRow<BomRow>(pool, 'SELECT * FROM boms WHERE id = $1 AND user_id = $2', [id, userId])
  const findAny = (db: Queryable, id: number) => firstRow<BomRow>(db, 'SELECT * FROM boms WHERE id = $1', [id])

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

    createBom: (bom) =>
      withTransaction(pool, async (client) => {
        const reading = READING_VALUES(9)
        const inserted = await firstRow<{ id: number }>(
          client,
          `INSERT INTO boms (user_id, file_name, status, contact_name, contact_email, contact_telephone, contact_address,
             created_at, updated_at, ${reading.map((column) => column.name).join(', ')})
           VALUES ($1, $2, 'uploaded', $3, $4, $5, $6, $7, $8, ${reading.map((column) => column.value).join(', ')})
           RETURNING id`,
          [
            bom.userId,
            bom.fileName,
            bom.contact.name,
            bom.contact.email,
            bom.contact.telephone,
            bom.contact.address,
            bom.at,
            bom.at,
            ...readingValues(bom.reading, bom.lines.length, bom.modelCount),
          ],
        )
        const id = inserted?.id ?? 0
        await client.query('INSERT INTO bom_files (bom_id, bytes) VALUES ($1, $2)', [id, Buffer.from(bom.bytes)])
        await writeLines(client, id, bom.lines)
        await client.query("INSERT INTO bom_status_history (bom_id, status, at, source) VALUES ($1, 'uploaded', $2, 'member')", [id, bom.at])
        const row = await findAny(client, id)
        if (row === undefined) throw new Error(`BOM ${id} was not saved`)
        return recordOf(client, row)
      }),

    listBoms: async (userId, filter) => {
      const offset = (filter.page - 1) * filter.pageSize
      const byStatus = filter.status === undefined ? '' : 'AND status = $2'
      const values: unknown[] = filter.status === undefined ? [userId] : [userId, filter.status]
      const total = (await firstRow<{ total: number }>(pool, `SELECT count(*)::bigint AS total FROM boms WHERE user_id = $1 ${byStatus}`, values))?.total ?? 0
      if (offset >= total) return { list: [], total }
      const page = await rows<BomRow>(
        pool,
        `SELECT ${SUMMARY_COLUMNS} FROM boms WHERE user_id = $1 ${byStatus}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, filter.pageSize, offset],
      )
      return { list: page.map(summaryOf), total }
    },

    findBom: async (userId, id) => {
      const row = await findOwn(userId, id)
      return row === undefined ? undefined : recordOf(pool, row)
    },

    findBomFile: async (userId, id) => {
      const row = await firstRow<{ file_name: string; bytes: Buffer }>(
        pool,
        'SELECT b.file_name, f.bytes FROM boms b JOIN bom_files f ON f.bom_id = b.id WHERE b.id = $1 AND b.user_id = $2',
        [id, userId],
      )
      return row === undefined ? undefined : { fileName: row.file_name, bytes: new Uint8Array(row.bytes) }
    },

    replaceBomReading: (userId, id, reading, lines, modelCount, at) =>
      withTransaction(pool, async (client) => {
        const columns = READING_VALUES(4)
        const changed = await changes(
          client,
          `UPDATE boms SET updated_at = $3, ${columns.map((column) => `${column.name} = ${column.value}`).join(', ')}
           WHERE id = $1 AND user_id = $2`,
          [id, userId, at, ...readingValues(reading, lines.length, modelCount)],
        )
        if (changed === 0) return undefined
        await client.query('DELETE FROM bom_lines WHERE bom_id = $1', [id])
        await client.query('DELETE FROM bom_picks WHERE bom_id = $1', [id])
        await writeLines(client, id, lines)
        const row = await findAny(client, id)
        return row === undefined ? undefined : recordOf(client, row)
      }),

    replaceBomPicks: (userId, id, picks, at) =>
      withTransaction(pool, async (client) => {
        const changed = await changes(client, 'UPDATE boms SET updated_at = $3 WHERE id = $1 AND user_id = $2', [id, userId, at])
        if (changed === 0) return undefined
        await client.query('DELETE FROM bom_picks WHERE bom_id = $1', [id])
        if (picks.length > 0) {
          await client.query(
            `INSERT INTO bom_picks (bom_id, row, product_id, picked_at)
             SELECT $1, (p ->> 'row')::integer, (p ->> 'productId')::bigint, $3 FROM jsonb_array_elements($2::jsonb) AS p`,
            [id, JSON.stringify(picks), at],
          )
        }
        const row = await findAny(client, id)
        return row === undefined ? undefined : recordOf(client, row)
      }),

    findHeaderMapping: async (userId, signature) => {
      const row = await firstRow<{ mapping: ColumnChoice[] }>(
        pool,
        'SELECT mapping FROM bom_header_mappings WHERE user_id = $1 AND signature = $2',
        [userId, signature],
      )
      return row?.mapping
    },

    saveHeaderMapping: async (userId, signature, mapping, at) => {
      await pool.query(
        `INSERT INTO bom_header_mappings (user_id, signature, mapping, updated_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, signature) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`,
        [userId, signature, JSON.stringify(mapping), at],
      )
    },

    listAllBoms: async (filter) => {
      const found =
        filter.status === undefined
          ? await rows<BackOfficeRow>(
              pool,
              `SELECT ${BACK_OFFICE_COLUMNS} FROM boms b JOIN users u ON u.id = b.user_id ORDER BY b.created_at DESC, b.id DESC LIMIT $1`,
              [filter.limit],
            )
          : await rows<BackOfficeRow>(
              pool,
              `SELECT ${BACK_OFFICE_COLUMNS} FROM boms b JOIN users u ON u.id = b.user_id WHERE b.status = $1
               ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
              [filter.status, filter.limit],
            )
      return found.map(backOfficeBomOf)
    },

    findAnyBom: async (id) => {
      const row = await findAny(pool, id)
      return row === undefined ? undefined : recordOf(pool, row)
    },

    moveBom: (change) =>
      withTransaction(pool, async (client) => {
        const moved = await changes(client, 'UPDATE boms SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4', [
          change.to,
          change.at,
          change.id,
          change.from,
        ])
        if (moved === 0) return undefined
        await client.query('INSERT INTO bom_status_history (bom_id, status, at, source) VALUES ($1, $2, $3, $4)', [
          change.id,
          change.to,
          change.at,
          change.source,
        ])
        const row = await findAny(client, change.id)
        return row === undefined ? undefined : recordOf(client, row)
      }),
  }
}
