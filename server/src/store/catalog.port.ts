import type { BANNER } from '@partfront/core/constants'
import type {
  BannerClass,
  BannerId,
  BrandId,
  BrandSummary,
  CategoryCount,
  CategoryId,
  ModelIndexEntry,
  NewsCategory,
  NewsCategoryId,
  NewsId,
  NewsLink,
  NewsSummary,
  PriceBreak,
  ProductAttribute,
  ProductId,
  ProductSummary,
  Seo,
} from '@partfront/core/contract'

/**
 * Categories, manufacturers, products, news, pages, banners, industries and configs: what visitors browse.
 * The writes load catalogs (the demo generator, `npm run import`); the reads serve the catalog endpoints.
 */

// ---------------------------------------------------------------------------------------------------------
// Writes

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

/** A news category (the tabs of `/news/list_{id}`), by id. */
export interface NewsCategoryInput {
  readonly id: NewsCategoryId
  readonly name: string
  readonly sort: number
}

/** A news item, by id. `html` is trusted markup (written by staff, sanitised before it gets here). */
export interface NewsInput {
  readonly id: NewsId
  readonly categoryId: NewsCategoryId
  readonly title: string
  readonly summary: string
  readonly html: string
  readonly image: string | null
  /** ISO 8601 UTC with milliseconds. */
  readonly publishedAt: string
}

/** A content page (about, policies, FAQ, quality, applications), by name. `html` as for news. */
export interface ContentPageInput {
  readonly name: string
  readonly title: string
  readonly html: string
  readonly seo: Seo | null
  readonly updatedAt: string
}

/** Where a banner shows: a key of `BANNER.type` (the query's `type` number names one). */
export type BannerPlacement = keyof typeof BANNER.type

/** A banner, by id. */
export interface BannerInput {
  readonly id: BannerId
  readonly placement: BannerPlacement
  readonly classes: BannerClass
  readonly title: string
  readonly image: string
  readonly link: string | null
  readonly sort: number
}

/** One of the industry applications (PAGE-4), by slug; its page is the content page `application-{slug}`. */
export interface IndustryInput {
  readonly name: string
  readonly slug: string
  readonly summary: string
  readonly image: string | null
  readonly sort: number
}

/** Ids by lower-cased name (or category path key), and the names created. */
export interface NamedIds<Id> {
  readonly ids: ReadonlyMap<string, Id>
  readonly created: readonly string[]
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/** Which page of a listing: `page` from 1, `pageSize` rows a page. */
export interface Paging {
  readonly page: number
  readonly pageSize: number
}

/** One page of rows and how many there are on all pages (a page past the end is empty, with the total). */
export interface PageOf<T> {
  readonly list: ReadonlyArray<T>
  readonly total: number
}

/** A category as stored: its SEO block when staff wrote one. */
export interface CategoryRecord {
  readonly id: CategoryId
  readonly parentId: CategoryId | null
  readonly name: string
  readonly description: string
  readonly image: string | null
  readonly seo: Seo | null
}

/** What narrows a category's products: one brand, only those in stock. */
export interface ProductFilter {
  readonly brandId?: BrandId
  readonly inStock?: boolean
}

/** A product with everything its detail page shows that the store keeps (terms and SEO are the handler's). */
export interface ProductRecord extends ProductSummary {
  readonly datasheetUrl: string | null
  readonly moq: number
  readonly spq: number
  readonly leadTimeDays: number | null
  readonly rohs: boolean
  readonly attributes: ReadonlyArray<ProductAttribute>
}

/** A manufacturer with its page's text and how many products it has. */
export interface BrandRecord extends BrandSummary {
  readonly website: string | null
  readonly description: string
}

/** A news item with its body and its neighbours in its category by publication (older, newer). */
export interface NewsRecord extends NewsSummary {
  readonly html: string
  readonly previous: NewsLink | null
  readonly next: NewsLink | null
}

/** Ids from `from` (included) to `to` (excluded). */
export interface IdRange {
  readonly from: number
  readonly to: number
}

/** A product as a sitemap lists it: its page's slug is made from the part number and id. */
export interface ProductLink {
  readonly id: ProductId
  readonly partNumber: string
  /** When the product was last loaded: ISO 8601 UTC with milliseconds. */
  readonly updatedAt: string
}

/** A content page as stored. */
export type ContentPageRecord = ContentPageInput

/** A banner as stored (its placement is what it was read by). */
export type BannerRecord = Omit<BannerInput, 'placement'>

/** An industry application as stored, in its order. */
export type IndustryRecord = Omit<IndustryInput, 'sort'>

export interface CatalogStore {
  upsertCategories(categories: ReadonlyArray<CategoryInput>): Promise<void>
  upsertManufacturers(manufacturers: ReadonlyArray<ManufacturerInput>): Promise<void>
  /** Loads products in one transaction: all of them, or none when one is refused. */
  upsertProducts(products: ReadonlyArray<ProductInput>): Promise<ProductLoadReport>
  /** How many products the catalog holds. */
  countProducts(): Promise<number>
  /** Every manufacturer's name, as written (an import resolves other spellings of them). */
  manufacturerNames(): Promise<ReadonlyArray<string>>
  /** The manufacturers named (any case), as ids by lower-cased name, creating the missing ones (an import). */
  ensureManufacturers(names: ReadonlyArray<string>): Promise<NamedIds<BrandId>>
  /**
   * The leaf categories of the paths named (`[top, sub]`, `[top]`, `[]`), as ids by their key (the names, lower
   * case, joined by ` / `), creating what is missing (an import; see `areas/catalog.ts`).
   */
  ensureCategories(paths: ReadonlyArray<ReadonlyArray<string>>): Promise<NamedIds<CategoryId>>

  upsertNewsCategories(categories: ReadonlyArray<NewsCategoryInput>): Promise<void>
  upsertNews(news: ReadonlyArray<NewsInput>): Promise<void>
  upsertContentPages(pages: ReadonlyArray<ContentPageInput>): Promise<void>
  upsertBanners(banners: ReadonlyArray<BannerInput>): Promise<void>
  upsertIndustries(industries: ReadonlyArray<IndustryInput>): Promise<void>
  /** Stores a configuration under its name and type; `value` is kept as JSON. */
  putConfig(name: string, type: number, value: unknown): Promise<void>

  /** Every category, parents before children, each level in its display order. */
  listCategories(): Promise<ReadonlyArray<CategoryRecord>>
  findCategory(id: CategoryId): Promise<CategoryRecord | undefined>
  /** The category's ancestors from the top level down to its parent (empty for a top-level one). */
  categoryPath(id: CategoryId): Promise<ReadonlyArray<CategoryRecord>>
  /**
   * The category's children in display order, each with how many of its products (its own and its children's:
   * the catalog is two levels) pass `filter`.
   */
  childCategories(id: CategoryId, filter: ProductFilter): Promise<ReadonlyArray<CategoryCount>>
  /**
   * One page of the products of a category and its subcategories passing `filter`, grouped by subcategory,
   * oldest first within one.
   */
  categoryProducts(id: CategoryId, filter: ProductFilter, paging: Paging): Promise<PageOf<ProductSummary>>

  findProduct(id: ProductId): Promise<ProductRecord | undefined>
  /**
   * Up to `limit` other products like this one, always the same ones: the same category and maker first, then
   * the same category, then the same maker, each taken from the ids that follow this one (wrapping around).
   * `undefined` when there is no such product.
   */
  relatedProducts(id: ProductId, limit: number): Promise<ReadonlyArray<ProductSummary> | undefined>
  /** One page of the products whose normalised part number starts with `key` (`A`-`Z`, `0`-`9`), by it. */
  productsByModelPrefix(key: string, paging: Paging): Promise<PageOf<ModelIndexEntry>>
  /**
   * Up to `limit` products with ids in `range`, by id: what a sitemap's links need. Read along the primary key
   * (no `OFFSET`), so the last slice of a million-part catalog costs what the first does.
   */
  productLinks(range: IdRange, limit: number): Promise<ReadonlyArray<ProductLink>>

  /** One page of the manufacturers by name, those whose name starts with `letter` when given. */
  listBrands(letter: string | undefined, paging: Paging): Promise<PageOf<BrandSummary>>
  findBrand(id: BrandId): Promise<BrandRecord | undefined>
  /** The names of the manufacturers `ids` that exist, in one read (a maker facet's labels; no product counts). */
  brandNames(ids: ReadonlyArray<BrandId>): Promise<ReadonlyMap<BrandId, string>>
  /** The categories a manufacturer has products in, the most products first. */
  brandCategories(id: BrandId): Promise<ReadonlyArray<CategoryCount>>
  /** One page of a manufacturer's products, oldest first. */
  brandProducts(id: BrandId, paging: Paging): Promise<PageOf<ProductSummary>>

  /** The news categories in display order. */
  listNewsCategories(): Promise<ReadonlyArray<NewsCategory>>
  /** One page of a news category's items, newest first. */
  newsPage(categoryId: NewsCategoryId, paging: Paging): Promise<PageOf<NewsSummary>>
  findNews(id: NewsId): Promise<NewsRecord | undefined>

  findContentPage(name: string): Promise<ContentPageRecord | undefined>
  /** Every content page's name and title, by name. */
  listContentPages(): Promise<ReadonlyArray<{ readonly name: string; readonly title: string }>>
  /** The banners of a placement in display order, of one layout when `classes` is given. */
  listBanners(placement: BannerPlacement, classes: BannerClass | undefined): Promise<ReadonlyArray<BannerRecord>>
  listIndustries(): Promise<ReadonlyArray<IndustryRecord>>
  /** A configuration's JSON value, parsed; `undefined` when there is none under that name and type. */
  findConfig(name: string, type: number): Promise<unknown>
}

/** Where a product goes when its file names no category, and the child of a top-level category named alone. */
export const UNCATEGORISED = 'Other'

/**
 * The names a key of the model index or brand list spans, as a half-open range `[from, to)`: `A` → `[A, B)`,
 * `9` → `[9, :)`. `lower` for a column compared without case (NOCASE folds to lower case).
 */
export function prefixRange(key: string, lower = false): { readonly from: string; readonly to: string } {
  const from = lower ? key.toLowerCase() : key.toUpperCase()
  return { from, to: String.fromCharCode(from.charCodeAt(0) + 1) }
}
