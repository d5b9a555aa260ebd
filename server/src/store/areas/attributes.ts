import type { ProductId } from '@partfront/core/contract'
import { type Insertable, type Transaction, sql } from 'kysely'
import type {
  AttributePart,
  AttributeStore,
  AttributeValueInput,
  CategoryAttributeRows,
  FacetState,
  ProductAttributesInput,
  StoredAttributeValue,
} from '../attributes.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { compiledOnce, inTransaction } from '../kysely/engine.ts'
import { recordsOf } from '../kysely/records.ts'
import type { Tables } from '../kysely/tables.ts'

/**
 * Parametric search's values, written once for both engines (issue 29; migration `0002-product-attributes`).
 * A load replaces each product's values: its rows are deleted and the new ones inserted, in slices small enough
 * for SQLite's parameter limit, all in one transaction.
 */

/**
 * On PostgreSQL, stock numbers before the one asked from that `facetState` sends again: a number is taken as its
 * row is written, before the transaction commits, so a commit overtaken by others shows a number below one
 * already read. An order's transaction is overtaken by a few at most; 64 rows by the index cost little.
 */
export const STOCK_SLACK = 64

/** Products whose old values one statement deletes; value rows one insert writes (6 parameters each). */
const DELETE_SLICE = 1_000
const INSERT_SLICE = 1_000

type ValueRow = Insertable<Tables['product_attribute_values']>

/** The row a product's value is kept as. */
export function valueRow(productId: number, input: AttributeValueInput): ValueRow {
  const value = input.value
  const row = { product_id: productId, attribute: input.key, text: input.text }
  if (value === undefined) return { ...row, canonical: null, base: null, base_to: null }
  if (value.kind === 'quantity') return { ...row, canonical: value.canonical, base: value.base, base_to: null }
  if (value.kind === 'range') return { ...row, canonical: value.canonical, base: value.fromBase, base_to: value.toBase }
  return { ...row, canonical: value.canonical, base: null, base_to: null }
}

const storedOf = recordsOf<Omit<Tables['product_attribute_values'], 'product_id'>, StoredAttributeValue>()(
  { fields: ['text', 'canonical', 'base', 'baseTo'] },
  (row) => ({ key: row.attribute }),
)

/** A category's product while its rows are read (`AttributePart`, its values still being added). */
type PartBeingRead = AttributePart & { values: StoredAttributeValue[] }

/** Values in the order of their keys' code units: the same on both engines, whatever a column's collation. */
function byKey(a: StoredAttributeValue, b: StoredAttributeValue): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

async function putProductAttributes(trx: Transaction<Tables>, products: ReadonlyArray<ProductAttributesInput>): Promise<void> {
  const ids = [...new Set(products.map((product) => product.productId))]
  for (let start = 0; start < ids.length; start += DELETE_SLICE) {
    await trx.deleteFrom('product_attribute_values').where('product_id', 'in', ids.slice(start, start + DELETE_SLICE)).execute()
  }
  // A product named twice keeps its last values (as a second load would leave it).
  const last = new Map(products.map((product) => [product.productId, product]))
  const rows = [...last.values()].flatMap((product) => product.values.map((value) => valueRow(product.productId, value)))
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    await trx.insertInto('product_attribute_values').values(rows.slice(start, start + INSERT_SLICE)).execute()
  }
  const lists = new Map(products.map((product) => [product.categoryId as number, product.list]))
  if (lists.size === 0) return
  await trx
    .insertInto('category_attribute_lists')
    .values([...lists].map(([category_id, list]) => ({ category_id, list })))
    .onConflict((conflict) => conflict.column('category_id').doUpdateSet((eb) => ({ list: eb.ref('excluded.list') })))
    .execute()
}

/** A facet state from its numbers and the changed rows read (one more than `limit` when there are more). */
function stateOf(version: number, latest: number, rows: ReadonlyArray<{ id: number; stock: number; stock_seq: number }>, limit: number): FacetState {
  const changes = rows.slice(0, limit).map((row) => ({ productId: row.id as ProductId, stock: row.stock, seq: Number(row.stock_seq) }))
  return { version: Number(version), latestStock: Number(latest), changes, complete: rows.length <= limit }
}

/** The attribute area on either engine. */
export function attributesArea(db: StoreDb, engine: Engine): AttributeStore {
  // A product page's two reads (its values and its category's list), compiled once: hot, and a few µs to run.
  const valuesOf = compiledOnce(db, 1, (id: number) =>
    db.selectFrom('product_attribute_values').select(['attribute', 'text', 'canonical', 'base', 'base_to']).where('product_id', '=', id),
  )
  const listOf = compiledOnce(db, 1, (id: number) => db.selectFrom('category_attribute_lists').select('list').where('category_id', '=', id))
  return {
    putProductAttributes: (products) =>
      inTransaction(db, async (trx) => {
        await putProductAttributes(trx, products)
        // SQLite's catalog version is moved by triggers on the catalog's tables; a load of values moves it once
        // (PostgreSQL's `catalog_changes` moves by its own triggers: migration 0002).
        if (engine === 'sqlite') {
          await trx.updateTable('catalog_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute()
          await trx.updateTable('facet_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute()
        }
      }),

    facetState: async (since, limit) => {
      // `stock_seq > 0` written out: the partial index `products_stock_seq` answers only a query that says so.
      if (engine === 'sqlite') {
        // SQLite's one writer stamps numbers in commit order: no slack. The version is read before the changes:
        // a change made in between is read again next time.
        const numbers = await sql<{ version: number; latest: number }>`SELECT (SELECT version FROM facet_version WHERE id = 1) AS version,
            (SELECT version FROM stock_version WHERE id = 1) AS latest`.execute(db)
        const { version, latest } = numbers.rows[0] ?? { version: 0, latest: 0 }
        if (since >= latest) return { version, latestStock: latest, changes: [], complete: true }
        const rows = await sql<{ id: number; stock: number; stock_seq: number }>`SELECT id, stock, stock_seq FROM products
            WHERE stock_seq > 0 AND stock_seq > ${since} ORDER BY stock_seq LIMIT ${limit + 1}`.execute(db)
        return stateOf(version, latest, rows.rows, limit)
      }
      // One round trip: the numbers, and the changes from `STOCK_SLACK` numbers before `since`.
      const rows = await sql<{ version: number; latest: number; id: number | null; stock: number | null; stock_seq: number | null }>`
        SELECT n.version, n.latest, c.id, c.stock, c.stock_seq::float8 AS stock_seq
        FROM (SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM facet_changes)::float8 AS version,
                     (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM stock_changes)::float8 AS latest) AS n
        LEFT JOIN LATERAL (SELECT id, stock, stock_seq FROM products WHERE stock_seq > 0 AND stock_seq > ${Math.max(0, since - STOCK_SLACK)}
                           ORDER BY stock_seq LIMIT ${limit + 1}) AS c ON n.latest > ${since - STOCK_SLACK}
        ORDER BY c.stock_seq`.execute(db)
      const first = rows.rows[0]
      const changes = rows.rows.flatMap((row) => (row.id === null || row.stock === null || row.stock_seq === null ? [] : [{ id: row.id, stock: row.stock, stock_seq: row.stock_seq }]))
      return stateOf(first?.version ?? 0, first?.latest ?? 0, changes, limit)
    },

    catalogVersion: async () => {
      if (engine === 'sqlite') return (await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version
      const row = await sql<{ version: number }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END::float8 AS version FROM catalog_changes`.execute(db)
      return row.rows[0]?.version ?? 0
    },

    productAttributeValues: async (id) => (await valuesOf(id)).map(storedOf).sort(byKey),

    attributeList: async (id) => (await listOf(id))[0]?.list,

    similarProducts: async (id, keys, limit) => {
      const none = { matched: [], parts: [] }
      if (keys.length === 0) return none
      const own = await db.selectFrom('products').select(['category_id', 'manufacturer_id', 'package']).where('id', '=', id).executeTakeFirst()
      if (own === undefined) return none
      const values = await db
        .selectFrom('product_attribute_values')
        .select(['attribute', 'canonical'])
        .where('product_id', '=', id)
        .where('attribute', 'in', [...keys])
        .where('canonical', 'is not', null)
        .execute()
      if (values.length === 0) return none
      // A part matches when it has every one of those values: the parts of each value, by the value index
      // (migration 0004: a range of (attribute, canonical, product_id)), intersected, then joined to products.
      const partsOf = (value: (typeof values)[number]) =>
        db.selectFrom('product_attribute_values').select('product_id').where('attribute', '=', value.attribute).where('canonical', '=', value.canonical)
      const [first, ...rest] = values
      if (first === undefined) return none
      const shared = rest.reduce((query, value) => query.intersect(partsOf(value)), partsOf(first))
      const rows = await db
        .with('shared', () => shared)
        .selectFrom('shared')
        .innerJoin('products as p', 'p.id', 'shared.product_id')
        .select(['p.id', 'p.manufacturer_id', 'p.package', 'p.stock'])
        .where('p.category_id', '=', own.category_id)
        .where('p.id', '!=', id)
        .where((eb) => eb.or([eb('p.manufacturer_id', '!=', own.manufacturer_id), eb('p.package', '!=', own.package)]))
        .orderBy(sql`CASE WHEN p.stock > 0 THEN 0 ELSE 1 END`)
        .orderBy('p.stock', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute()
      return {
        matched: keys.filter((key) => values.some((value) => value.attribute === key)),
        parts: rows.map((row) => ({
          productId: row.id as ProductId,
          otherMaker: row.manufacturer_id !== own.manufacturer_id,
          otherPackage: row.package !== own.package,
        })),
      }
    },

    categoryAttributeRows: async (id) => {
      const list = await db.selectFrom('category_attribute_lists').select('list').where('category_id', '=', id).executeTakeFirst()
      // One statement, so the products and their values come from one state of the catalog on both engines.
      const rows = await db
        .selectFrom('products as p')
        .leftJoin('product_attribute_values as v', 'v.product_id', 'p.id')
        .select(['p.id', 'p.manufacturer_id', 'p.package', 'p.stock', 'v.attribute', 'v.text', 'v.canonical', 'v.base', 'v.base_to'])
        .where('p.category_id', '=', id)
        .orderBy('p.id')
        .execute()
      const parts: PartBeingRead[] = []
      let part: PartBeingRead | undefined
      for (const row of rows) {
        if (part?.productId !== row.id) {
          part = { productId: row.id as ProductId, manufacturerId: row.manufacturer_id, packageName: row.package, stock: row.stock, values: [] }
          parts.push(part)
        }
        if (row.attribute !== null && row.text !== null) {
          part.values.push(storedOf({ attribute: row.attribute, text: row.text, canonical: row.canonical, base: row.base, base_to: row.base_to }))
        }
      }
      for (const each of parts) each.values.sort(byKey)
      return { list: list?.list, parts } satisfies CategoryAttributeRows
    },
  }
}
