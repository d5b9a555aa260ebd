import type { BrandId, CategoryId, ProductId, SearchResult, SearchSort, TrendingProduct } from '@partfront/core/contract'

/**
 * Part search over the catalog (SEARCH-4, SEARCH-5; search issue #7): exact, variant, prefix, substring and
 * keyword matches ranked by core's rules, facet counts, and the parts buyers search most.
 */

/** One search, as the search page asks it. */
export interface SearchRequest {
  /** The keyword as typed (trimmed, 1 to `LIMITS.maxKeywordLength` characters). */
  readonly keyword: string
  /** From 1. */
  readonly page: number
  readonly pageSize: number
  /** A leaf category or a parent (a parent takes in its children). */
  readonly categoryId?: CategoryId
  readonly manufacturerId?: BrandId
  /** Only parts in this package, as shown (`SOIC-8`; issue 15). */
  readonly packageName?: string
  /** Only parts with stock now. */
  readonly inStock?: boolean
  /** @default 'relevance' */
  readonly sort?: SearchSort
  /**
   * The quantity `sort: 'price'` prices each part at (core's `sortUnitPrice`); other sorts ignore it.
   * @default each part's minimum order
   */
  readonly quantity?: number
  /**
   * Only these products (issue 29: the parts of a confined search that pass its attribute filters, worked out on
   * the category's table): a filter as the others are, in the list and the total.
   */
  readonly productIds?: ReadonlySet<ProductId>
}

/** The ids of a search's results (`SearchStore.resultIds`). */
export interface ResultIds {
  /** At most the cap asked for, in no useful order. */
  readonly ids: readonly ProductId[]
  /** Whether they are every result (else the match held more than the cap). */
  readonly complete: boolean
}

/** What each engine searches with code of its own (the trending parts are written once: `areas/trending.ts`). */
export type EngineSearch = Pick<SearchStore, 'search' | 'resultIds'>

export interface SearchStore {
  /**
   * One page of results in the requested order, each with its match kind and the highlight ranges of its part
   * number; the total of the filtered query and the facet counts of the unfiltered one. Very large matches are
   * not counted whole (`totalIsExact: false`): SQLite estimates them from samples of the catalog, PostgreSQL
   * counts up to a cap; pages past the first 10,000 results are empty.
   */
  search(request: SearchRequest): Promise<SearchResult>
  /**
   * The ids of every result of the request (its keyword and filters; page, sort and quantity aside), at most
   * `cap`: the parts a confined search counts its attribute facets over (issue 29).
   */
  resultIds(request: Omit<SearchRequest, 'page' | 'pageSize'>, cap: number): Promise<ResultIds>
  /**
   * Counts one search that named a part (its first result was an exact or variant match) on `day`
   * (`YYYY-MM-DD`, UTC), for the trending parts. Cheap: counts are kept in memory and written in batches.
   */
  recordSearchHit(productId: ProductId, day: string): Promise<void>
  /**
   * Up to `limit` parts, the most searched from `since` (`YYYY-MM-DD`) on first (ties: the latest searched,
   * then by id); when fewer were searched, popular real parts fill the list (in stock, the most stocked of
   * the shortest real part numbers: `search/trending.ts`), none twice.
   */
  trending(since: string, limit: number): Promise<TrendingProduct[]>
}
