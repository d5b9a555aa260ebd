import type { BrandId, CategoryId, PriceBreak, ProductId, ProductSummary } from '@partfront/core/contract'

/**
 * A product as both engines read it for a list (joined to its maker and category), turned into the contract's
 * summary in one place. The engines differ only in how the price ladder arrives: JSON text from SQLite,
 * already parsed from PostgreSQL's `JSONB`.
 */

/** A JSON column's value: parsed when it arrives as text (SQLite), as it is when the driver parsed it. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/** The columns of a listed product. */
export interface ProductSummaryRow {
  id: number
  part_number: string
  brand_name: string
  manufacturer_id: number
  category_id: number
  category_name: string
  description: string
  package: string
  image: string | null
  stock: number
  /** Micro-dollars already: JSON text or parsed. */
  price_ladder: unknown
  moq: number
  spq: number
}

export function productSummaryOf(row: ProductSummaryRow): ProductSummary {
  return {
    intID: row.id as ProductId,
    model: row.part_number,
    brandName: row.brand_name,
    brandId: row.manufacturer_id as BrandId,
    categoryId: row.category_id as CategoryId,
    categoryName: row.category_name,
    description: row.description,
    packageName: row.package,
    image: row.image,
    stock: row.stock,
    priceLadder: jsonColumn<PriceBreak[]>(row.price_ladder),
    moq: row.moq,
    spq: row.spq,
  }
}
