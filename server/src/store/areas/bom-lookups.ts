import type { ValueUnit } from '@partfront/core/bom'
import { type Selectable, type Transaction, sql } from 'kysely'
import { catalogValue, passiveUnitOfCategory } from '../../bom/catalog-values.ts'
import type { BomStore, CatalogPart, CodedPart } from '../boms.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { inTransaction, oneOf, takeTurns } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'
import { recordsOf } from '../kysely/records.ts'
import { isTrue } from '../kysely/values.ts'
import { type ProductSummaryRow, SUMMARY_COLUMNS, listed, productSummaryOf } from './products.ts'

type Trx = Transaction<Tables>

/**
 * The catalog lookups a BOM line is matched with, and the value index they read. Written once here: the lookups
 * by number, base and distributor code (a whole BOM's keys in one statement, `oneOf`), and bringing the value
 * index up to date. Per engine by nature (`sqlite/boms.ts`, `postgres/boms.ts`), given to `bomLookups`: the
 * neighbours of each range and the best-stocked parts of each value (a correlated subquery over a JSON table
 * against a `LATERAL` join over arrays), and the parts holding a fragment (FTS5 trigram against pg_trgm).
 */
export type BomLookups = Pick<BomStore, 'partsByNumbers' | 'partsByBases' | 'partsByCodes' | 'partsInRanges' | 'partsContaining' | 'partsByValues' | 'refreshValueIndex'>

/** What each engine looks up with SQL of its own; `partsByValues` reads the index `bomLookups` brought up to date. */
export type EngineBomLookups = Pick<BomStore, 'partsInRanges' | 'partsContaining' | 'partsByValues'>

/** A product joined to its maker and category, with the keys a BOM line is matched by. */
export type PartRow = ProductSummaryRow & { normalized: string; base_normalized: string }

/** The columns of `PartRow` in an engine's own SQL; `p` is the product, joined to its maker `m` and category `c`. */
export const PART_COLUMNS = [...SUMMARY_COLUMNS, 'p.normalized', 'p.base_normalized'].join(', ')
export const PART_JOINS = 'JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

export const partOf = recordsOf<PartRow, CatalogPart>()({ fields: ['normalized', 'baseNormalized'] }, productSummaryOf)

/**
 * For a whole BOM's `items` in one call: the items in two groups (`groupOf` true, then false), each group read
 * with one query (`read`), whose rows say the place of their item in the group (`at`, from 0); answers each
 * item's parts. Both reads are started before the first is awaited, so SQLite's (synchronous) run back to back.
 */
export async function byGroup<T, R extends PartRow>(
  items: ReadonlyArray<T>,
  groupOf: (item: T) => boolean,
  read: (asked: T[], group: boolean) => R[] | Promise<R[]>,
  at: (row: R) => number,
): Promise<CatalogPart[][]> {
  const groups = [true, false].map((group) => items.flatMap((item, i) => (groupOf(item) === group ? [{ item, i }] : [])))
  const answers = await Promise.all(groups.map(async (asked, g) => (asked.length === 0 ? [] : read(asked.map(({ item }) => item), g === 0))))
  const found: CatalogPart[][] = items.map(() => [])
  groups.forEach((asked, g) => {
    for (const row of answers[g] ?? []) found[asked[at(row)]?.i ?? -1]?.push(partOf(row))
  })
  return found
}

/** Products looked at per query while the value index is brought up to date; values written per statement. */
const INDEX_BATCH = 5_000
const VALUES_PER_INSERT = 1_000
/** New products past which SQLite's value index drops its lookups while it is filled, and makes them again after. */
const BULK_INDEXING = 100_000
/** Serialises bringing the value index up to date across PostgreSQL server processes ("PFBV"). */
const VALUE_INDEX_LOCK = 0x50_46_42_56

/** The value index's lookups on SQLite (release migration 6 made them), dropped for a bulk rebuild. */
const VALUE_INDEXES = ['bom_value_index_chip ON bom_value_index(value_key, chip, stock DESC)', 'bom_value_index_value ON bom_value_index(value_key, stock DESC)']

/** A product's columns the value index is built from (nothing but its id for a product deleted since it went stale). */
type SourceRow = { id: number } & { [C in 'category_id' | 'package' | 'description' | 'attributes' | 'stock']: Selectable<Tables['products']>[C] | null }

/** The passive categories, by id, with the unit their parts' values are in. */
async function passiveCategories(trx: Trx): Promise<Map<number, ValueUnit>> {
  const categories = await trx
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'parent.name as parent_name'])
    .execute()
  const units = new Map<number, ValueUnit>()
  for (const category of categories) {
    const unit = passiveUnitOfCategory(category.name, category.parent_name ?? '')
    if (unit !== undefined) units.set(category.id, unit)
  }
  return units
}

/** Writes a batch's values (one statement a thousand); products that hold no value are taken out of the index. */
async function writeValues(trx: Trx, engine: Engine, batch: ReadonlyArray<SourceRow>, units: ReadonlyMap<number, ValueUnit>): Promise<number> {
  const kept: { product_id: number; value_key: string; chip: string; stock: number }[] = []
  const dropped: number[] = []
  for (const row of batch) {
    const unit = row.category_id === null ? undefined : units.get(row.category_id)
    const attributes = typeof row.attributes === 'string' ? row.attributes : JSON.stringify(row.attributes ?? [])
    const value = unit === undefined ? undefined : catalogValue({ attributes, description: row.description ?? '', packageName: row.package ?? '' }, unit)
    if (value === undefined) dropped.push(row.id)
    else kept.push({ product_id: row.id, value_key: value.valueKey, chip: value.chip, stock: row.stock ?? 0 })
  }
  if (dropped.length > 0) await trx.deleteFrom('bom_value_index').where(oneOf(engine, 'product_id', dropped, 'bigint')).execute()
  for (let from = 0; from < kept.length; from += VALUES_PER_INSERT) {
    await trx
      .insertInto('bom_value_index')
      .values(kept.slice(from, from + VALUES_PER_INSERT))
      .onConflict((oc) => oc.column('product_id').doUpdateSet((eb) => ({ value_key: eb.ref('excluded.value_key'), chip: eb.ref('excluded.chip'), stock: eb.ref('excluded.stock') })))
      .execute()
  }
  return kept.length
}

/** Where the value index stands: the last product it looked at, the catalog's last, and whether any went stale. */
async function indexState(db: StoreDb | Trx): Promise<{ through: number; last: number; stale: boolean }> {
  const { through, last, stale } = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('bom_value_index_state').select('through_id').where('id', '=', 1).as('through'),
      eb.selectFrom('products').select(sql<number>`coalesce(max(id), 0)`.as('last')).as('last'),
      eb.exists(eb.selectFrom('bom_value_index_stale').select('product_id')).as('stale'),
    ])
    .executeTakeFirstOrThrow()
  return { through: through ?? 0, last: last ?? 0, stale: isTrue(stale) }
}

/**
 * Looks at the products past the last one indexed in each passive category, and at the stale ones (changed or
 * deleted since: the release's triggers list them), in one transaction. A glance first, outside any transaction,
 * finds nothing to do most times (a product page's same-value parts ask each time). On PostgreSQL the work takes
 * turns under an advisory lock, so two server processes never index the same products twice.
 */
async function refreshValueIndex(db: StoreDb, engine: Engine): Promise<number> {
  const glance = await indexState(db)
  if (glance.last <= glance.through && !glance.stale) return 0
  return inTransaction(db, async (trx) => {
    await takeTurns(trx, engine, VALUE_INDEX_LOCK, 'value index')
    const { through, last } = await indexState(trx)
    let units: Map<number, ValueUnit> | undefined
    let indexed = 0
    if (last > through) {
      units = await passiveCategories(trx)
      const bulk = engine === 'sqlite' && last - through > BULK_INDEXING
      if (bulk) for (const index of VALUE_INDEXES) await sql`DROP INDEX IF EXISTS ${sql.raw(index.split(' ')[0] ?? '')}`.execute(trx)
      for (const categoryId of units.keys()) {
        for (let after = through; ; ) {
          const batch = await trx
            .selectFrom('products')
            .select(['id', 'category_id', 'package', 'description', 'attributes', 'stock'])
            .where('category_id', '=', categoryId)
            .where('id', '>', after)
            .where('id', '<=', last)
            .orderBy('id')
            .limit(INDEX_BATCH)
            .execute()
          if (batch.length === 0) break
          indexed += await writeValues(trx, engine, batch, units)
          after = batch[batch.length - 1]?.id ?? last
        }
      }
      if (bulk) for (const index of VALUE_INDEXES) await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(index)}`.execute(trx)
      // An upsert: the row is the release's, but a store emptied for reuse (the tests' PostgreSQL schemas) has lost it.
      await trx
        .insertInto('bom_value_index_state')
        .values({ id: 1, through_id: last })
        .onConflict((oc) => oc.column('id').doUpdateSet({ through_id: last }))
        .execute()
    }
    for (;;) {
      const stale = await trx
        .selectFrom('bom_value_index_stale as s')
        .leftJoin('products as p', 'p.id', 's.product_id')
        .select(['s.product_id as id', 'p.category_id', 'p.package', 'p.description', 'p.attributes', 'p.stock'])
        .limit(INDEX_BATCH)
        .execute()
      if (stale.length === 0) break
      await trx.deleteFrom('bom_value_index_stale').where(oneOf(engine, 'product_id', stale.map((row) => row.id), 'bigint')).execute()
      units ??= await passiveCategories(trx)
      indexed += await writeValues(trx, engine, stale, units)
    }
    return indexed
  })
}

/** The BOM area's catalog lookups and value index, beside the engine's own (`EngineBomLookups`). */
export function bomLookups(db: StoreDb, engine: Engine, own: EngineBomLookups): BomLookups {
  const parts = () => listed(db).select(['p.normalized', 'p.base_normalized'])
  return {
    partsByNumbers: async (keys) => (keys.length === 0 ? [] : (await parts().where(oneOf(engine, 'p.normalized', [...new Set(keys)], 'text')).execute()).map(partOf)),

    partsByBases: async (bases, perBase) => {
      if (bases.length === 0) return []
      const ranked = parts()
        .select(sql<number>`row_number() OVER (PARTITION BY p.base_normalized ORDER BY p.stock DESC, p.id)`.as('rank'))
        .where(oneOf(engine, 'p.base_normalized', [...new Set(bases)], 'text'))
      return (await db.selectFrom(ranked.as('ranked')).selectAll().where('rank', '<=', perBase).execute()).map(partOf)
    },

    partsByCodes: async (codes): Promise<CodedPart[]> => {
      if (codes.length === 0) return []
      const found = await parts()
        .innerJoin('product_codes as pc', 'pc.product_id', 'p.id')
        .select(['pc.distributor', 'pc.code', 'pc.normalized as code_key'])
        .where(oneOf(engine, 'pc.normalized', [...new Set(codes)], 'text'))
        .execute()
      return found.map((row) => ({ ...partOf(row), distributor: row.distributor, code: row.code, codeKey: row.code_key }))
    },

    partsInRanges: own.partsInRanges,
    partsContaining: own.partsContaining,

    partsByValues: async (queries, limit) => {
      if (queries.length === 0) return []
      await refreshValueIndex(db, engine)
      return own.partsByValues(queries, limit)
    },

    refreshValueIndex: async () => ({ indexed: await refreshValueIndex(db, engine) }),
  }
}
