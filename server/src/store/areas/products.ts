import type { BrandId, ProductId, ProductSummary } from '@partfront/core/contract'
import type { Transaction } from 'kysely'
import type { StoreDb } from '../kysely/dialects.ts'
import type { Tables } from '../kysely/tables.ts'
import { recordsOf } from '../kysely/records.ts'

/**
 * The columns of a product as a list shows it, read by `productSummaryOf`: the product as `p`, joined to its
 * maker as `m` and its category as `c`.
 */
export const SUMMARY_COLUMNS = [
  'p.id',
  'p.part_number',
  'm.name as brand_name',
  'p.manufacturer_id',
  'p.category_id',
  'c.name as category_name',
  'p.description',
  'p.package',
  'p.image',
  'p.stock',
  'p.price_ladder',
  'p.moq',
  'p.spq',
] as const

/** Products as a list shows them, joined to their maker and category. */
export function listed(db: StoreDb | Transaction<Tables>) {
  return db
    .selectFrom('products as p')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(SUMMARY_COLUMNS)
}

/** The columns of a listed product (`SUMMARY_COLUMNS`). */
export type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>

/** A listed product as the contract's summary. */
export const productSummaryOf = recordsOf<ProductSummaryRow, ProductSummary>()(
  { fields: ['brandName', 'categoryId', 'categoryName', 'description', 'image', 'stock', 'moq', 'spq'], json: ['priceLadder'] },
  (row) => ({ intID: row.id as ProductId, model: row.part_number, brandId: row.manufacturer_id as BrandId, packageName: row.package }),
)
