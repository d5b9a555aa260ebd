import type { BrandId, CategoryId, PriceBreak, ProductAttribute, ProductId } from '@partfront/core/contract'

/**
 * Categories, manufacturers, products, news, pages, banners, industries and configs: what visitors browse.
 * The writes load catalogs (the demo generator, `npm run import`); the reads serve the catalog endpoints.
 */

/** A category to create or update, by id. */
export interface CategoryInput {
  readonly id: CategoryId
  readonly parentId: CategoryId | null
  readonly name: string
  readonly slug: string
  readonly description: string
  readonly sort: number
}

/** A manufacturer to create or update, by id. */
export interface ManufacturerInput {
  readonly id: BrandId
  readonly name: string
  readonly slug: string
  readonly website: string | null
  readonly description: string
}

/** A distributor's number for a product (LCSC `C2040`, Digi-Key `296-1395-1-ND`). */
export interface DistributorCode {
  readonly distributor: string
  readonly code: string
}

/**
 * A product to create or update. Its identity is manufacturer + part number: loading the same pair again
 * updates the row and keeps its id (a re-import loses nothing).
 */
export interface ProductInput {
  readonly partNumber: string
  readonly manufacturerId: BrandId
  readonly categoryId: CategoryId
  readonly description: string
  readonly packageName: string
  readonly datasheetUrl: string | null
  readonly image: string | null
  readonly stock: number
  readonly leadTimeDays: number | null
  readonly moq: number
  readonly spq: number
  readonly rohs: boolean
  /** Ascending quantities; empty for price on request. */
  readonly priceLadder: ReadonlyArray<PriceBreak>
  readonly attributes: ReadonlyArray<ProductAttribute>
  readonly codes: ReadonlyArray<DistributorCode>
}

/** What a product load did. */
export interface ProductLoadReport {
  readonly inserted: number
  readonly updated: number
  /** The id of each input, in order. */
  readonly ids: ReadonlyArray<ProductId>
}

export interface CatalogStore {
  upsertCategories(categories: ReadonlyArray<CategoryInput>): Promise<void>
  upsertManufacturers(manufacturers: ReadonlyArray<ManufacturerInput>): Promise<void>
  /** Loads products in one transaction: all of them, or none when one is refused. */
  upsertProducts(products: ReadonlyArray<ProductInput>): Promise<ProductLoadReport>
  /** How many products the catalog holds. */
  countProducts(): Promise<number>
}
