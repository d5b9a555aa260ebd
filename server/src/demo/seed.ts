import type { BrandId, CategoryId, Money, Quantity } from '@partfront/core/contract'
import { MONEY } from '@partfront/core/constants'
import type { ProductInput } from '../store/catalog.port.ts'
import type { Store } from '../store/store.ts'
import { CATEGORIES } from './categories.ts'
import { MANUFACTURERS } from './manufacturers.ts'
import { type DemoProduct, generateProducts } from './products.ts'

/** The seed of the demo catalog: the same every time, so the demo and the benchmarks are repeatable. */
export const DEMO_SEED = 20_260_101

/** Products written per transaction: large enough to be fast, small enough to report progress. */
const BATCH = 5_000

export interface SeedOptions {
  /** How many products to generate. */
  readonly parts: number
  /** @default DEMO_SEED */
  readonly seed?: number
  /** Called after each batch with the products written so far. */
  readonly onProgress?: (written: number, total: number) => void
}

/**
 * Fills a store with the demo catalog: categories, manufacturers and `parts` generated products. Running it
 * again updates the same rows (products are keyed by manufacturer and part number).
 */
export async function seedDemoCatalog(store: Store, options: SeedOptions): Promise<{ readonly products: number }> {
  await store.catalog.upsertCategories(
    CATEGORIES.map((category, index) => ({
      id: category.id as CategoryId,
      parentId: category.parentId as CategoryId | null,
      name: category.name,
      slug: category.slug,
      description: category.description,
      sort: index,
    })),
  )
  await store.catalog.upsertManufacturers(
    MANUFACTURERS.map((manufacturer) => ({
      id: manufacturer.id as BrandId,
      name: manufacturer.name,
      slug: manufacturer.slug,
      website: manufacturer.website,
      description: manufacturer.description,
    })),
  )
  let batch: ProductInput[] = []
  let written = 0
  for (const product of generateProducts({ seed: options.seed ?? DEMO_SEED, count: options.parts })) {
    batch.push(productInput(product))
    if (batch.length === BATCH) {
      written += (await store.catalog.upsertProducts(batch)).ids.length
      options.onProgress?.(written, options.parts)
      batch = []
    }
  }
  if (batch.length > 0) {
    written += (await store.catalog.upsertProducts(batch)).ids.length
    options.onProgress?.(written, options.parts)
  }
  return { products: written }
}

/** A generated product as the store takes it: prices in micro-dollars, lead time in days. */
export function productInput(product: DemoProduct): ProductInput {
  return {
    partNumber: product.partNumber,
    manufacturerId: product.manufacturerId as BrandId,
    categoryId: product.categoryId as CategoryId,
    description: product.description,
    packageName: product.package,
    datasheetUrl: product.datasheetUrl,
    image: null,
    stock: product.stock,
    leadTimeDays: product.leadTimeWeeks * 7,
    moq: product.moq,
    spq: product.spq,
    rohs: product.rohs,
    priceLadder: product.priceBreaks.map((step) => ({
      quantity: step.quantity as Quantity,
      unitPrice: Math.round(step.unitPrice * MONEY.unitsPerDollar) as Money,
    })),
    attributes: product.attributes,
    codes: [],
  }
}
