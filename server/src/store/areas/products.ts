import type { BrandId, CategoryId, PriceBreak, ProductId, ProductSummary } from '@partfront/core/contract'
import { fromJson } from '../kysely/values.ts'

/**
 * The columns of a product as a list shows it (`ProductSummary`), read by `summaryOf`: the product as `p`,
 * joined to its maker as `m` and its category as `c`.
 */
export const SUMMARY_COLUMNS = [
  'p.id as product_id',
  'p.part_number as model',
  'm.name as brand_name',
  'p.manufacturer_id as brand_id',
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

/** A product summary's row as `SUMMARY_COLUMNS` read it. */
export interface SummaryRecord {
  product_id: number
  model: string
  brand_name: string
  brand_id: number
  category_id: number
  category_name: string
  description: string
  package: string
  image: string | null
  stock: number
  price_ladder: string | unknown[]
  moq: number
  spq: number
}

/** A product as listed, its ladder read from its JSON column. */
export function summaryOf(record: SummaryRecord): ProductSummary {
  return {
    intID: record.product_id as ProductId,
    model: record.model,
    brandName: record.brand_name,
    brandId: record.brand_id as BrandId,
    categoryId: record.category_id as CategoryId,
    categoryName: record.category_name,
    description: record.description,
    packageName: record.package,
    image: record.image,
    stock: record.stock,
    priceLadder: fromJson(record.price_ladder) as PriceBreak[],
    moq: record.moq,
    spq: record.spq,
  }
}
