import type { ProductId } from '@partfront/core/contract'
import { type Insertable, type Transaction, sql } from 'kysely'
import type {
  AttributePart,
  AttributeStore,
  AttributeValueInput,
  CategoryAttributeRows,
  ProductAttributesInput,
  StoredAttributeValue,
} from '../attributes.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { inTransaction } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'

/**
 * Parametric search's values, written once for both engines (issue 29; migration `0002-product-attributes`).
 * A load replaces each product's values: its rows are deleted and the new ones inserted, in slices small enough
 * for SQLite's parameter limit, all in one transaction.
 */

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

function storedOf(row: { attribute: string; text: string; canonical: string | null; base: number | null; base_to: number | null }): StoredAttributeValue {
  return { key: row.attribute, text: row.text, canonical: row.canonical, base: row.base, baseTo: row.base_to }
}

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

/** The attribute area on either engine. */
export function attributesArea(db: StoreDb, engine: Engine): AttributeStore {
  return {
    putProductAttributes: (products) =>
      inTransaction(db, async (trx) => {
        await putProductAttributes(trx, products)
        // SQLite's catalog version is moved by triggers on the catalog's tables; a load of values moves it once
        // (PostgreSQL's `catalog_changes` moves by its own triggers: migration 0002).
        if (engine === 'sqlite') await trx.updateTable('catalog_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute()
      }),

    catalogVersion: async () => {
      if (engine === 'sqlite') return (await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version
      const row = await sql<{ version: number }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END::float8 AS version FROM catalog_changes`.execute(db)
      return row.rows[0]?.version ?? 0
    },

    productAttributeValues: async (id) => {
      const rows = await db
        .selectFrom('product_attribute_values')
        .select(['attribute', 'text', 'canonical', 'base', 'base_to'])
        .where('product_id', '=', id)
        .execute()
      return rows.map(storedOf).sort(byKey)
    },

    attributeList: async (id) =>
      (await db.selectFrom('category_attribute_lists').select('list').where('category_id', '=', id).executeTakeFirst())?.list,

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
      // A part matches when it has every one of those values: one row per value it shares, counted per part.
      const rows = await db
        .selectFrom('product_attribute_values as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['p.id', 'p.manufacturer_id', 'p.package', 'p.stock'])
        .where('p.category_id', '=', own.category_id)
        .where('p.id', '!=', id)
        .where((eb) => eb.or([eb('p.manufacturer_id', '!=', own.manufacturer_id), eb('p.package', '!=', own.package)]))
        .where((eb) => eb.or(values.map((value) => eb.and([eb('v.attribute', '=', value.attribute), eb('v.canonical', '=', value.canonical)]))))
        .groupBy(['p.id', 'p.manufacturer_id', 'p.package', 'p.stock'])
        .having((eb) => eb.fn.countAll(), '=', values.length)
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
