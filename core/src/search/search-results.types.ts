import type { SearchQuery, SearchResult, SearchSort } from '../contract/search.ts'
import type { NavigateEffect } from '../effects/effects.types.ts'

/**
 * What the results page shows, as the URL says it (`/so?keyWord=…&page=…&categoryId=…&brandId=…&package=…
 * &inStock=…&sort=…&qty=…`, SEARCH-2, SEARCH-4). The URL is the source of truth: `readResultsParams` reads these from it and
 * `resultsPath` writes them back, so a shared link or the back button gives the same page.
 */
export interface SearchResultsParams {
  /** The keyword as searched, trimmed; `''` when the URL has none (nothing is searched, SEARCH-1). */
  readonly keyWord: string
  /** The page, from 1. @default 1 */
  readonly page: number
  /** Results per page. @default LIMITS.defaultPageSize (20) */
  readonly pageSize: number
  /** Only this category; `null` for all. @default null */
  readonly categoryId: number | null
  /** Only this manufacturer (the contract's `brandId`); `null` for all. @default null */
  readonly brandId: number | null
  /** Only this package, as shown (`package=SOIC-8`, issue 15); `null` for all. @default null */
  readonly packageName: string | null
  /** Only parts in stock now. @default false */
  readonly inStock: boolean
  /** @default 'relevance' */
  readonly sort: SearchSort
  /**
   * The quantity the buyer prices the rows at (`qty=`): each row shows its unit and extended price at it,
   * rounded up to the row's minimum order and pack; `null` prices each row at its own minimum. Sorting by
   * price orders the rows by that unit price (issue 15). @default null
   */
  readonly quantity: number | null
  /**
   * Issue 29: a confined search ordered by one of its category's main attributes instead of `sort` (`resistance`,
   * `-resistance` highest first), written in the URL's `sort` as on a category page (`&sort=-resistance`). Read
   * only with a category; `sort` is then `relevance`. @default null
   */
  readonly attributeSort: string | null
  /**
   * Issue 29: the attribute filters and makers of the category `categoryId` confines the search to, as the URL's
   * name and value pairs in its order (`[['resistance', '10k,4.7k'], ['manufacturer', '12']]`: the category page's
   * terms, `/so?keyWord=…&categoryId=…&resistance=10k,4.7k`). Read only with a category: without one the search
   * has no attribute list, and the URL's other names are left out. @default []
   */
  readonly attributes: readonly (readonly [string, string])[]
}

/** A change of filters: each key given replaces that filter (`null` / `false` clears it). */
export interface SearchResultsFilter {
  readonly categoryId?: number | null
  readonly brandId?: number | null
  readonly packageName?: string | null
  readonly inStock?: boolean
  /** Issue 29: the attribute filters and makers, as URL pairs (`SearchResultsParams.attributes`). Another category clears them. */
  readonly attributes?: readonly (readonly [string, string])[]
}

/** What the results machine starts from. */
export interface SearchResultsInput {
  /**
   * The URL's params when the page opens. Left out (the storefront's long-lived actor), the machine waits
   * idle for the first `results.sync`.
   * @default undefined
   */
  readonly params?: SearchResultsParams
}

export interface SearchResultsContext {
  /** What is searched, or was last asked for; `null` before the first params arrive. */
  readonly params: SearchResultsParams | null
  /**
   * The last answer. Kept while another page, filter or sort of the same keyword loads (the view dims it);
   * dropped when the keyword changes.
   */
  readonly result: SearchResult | null
  /** Why the last search failed, as shown; `null` unless failed. */
  readonly error: string | null
}

/**
 * The URL's params changed (the page opened, the buyer used back or forward, a link was followed): search
 * them unless they are what is already shown.
 */
export interface ResultsSyncEvent {
  readonly type: 'results.sync'
  readonly params: SearchResultsParams
}

/**
 * The page opens with the answer the server already rendered for `params` (the route's loader, dehydrated into
 * the page): the machine shows it as loaded instead of asking again. Taken only when nothing newer is shown.
 */
export interface ResultsRestoreEvent {
  readonly type: 'results.restore'
  readonly params: SearchResultsParams
  readonly result: SearchResult
}

/** The buyer picks a page. */
export interface ResultsPageEvent {
  readonly type: 'results.page'
  readonly page: number
}

/** The buyer narrows or widens the results by category, manufacturer or stock; back to page 1. */
export interface ResultsFilterEvent {
  readonly type: 'results.filter'
  readonly filter: SearchResultsFilter
}

/** The buyer orders the results by relevance, stock or price; back to page 1. */
export interface ResultsSortEvent {
  readonly type: 'results.sort'
  readonly sort: SearchSort
}

/** The buyer prices the rows at another quantity (`null`: each row at its minimum); kept in the URL, no new search. */
export interface ResultsQuantityEvent {
  readonly type: 'results.quantity'
  readonly quantity: number | null
}

/** The buyer asks again after a failure. */
export interface ResultsRetryEvent {
  readonly type: 'results.retry'
}

export type SearchResultsEvent =
  | ResultsSyncEvent
  | ResultsRestoreEvent
  | ResultsPageEvent
  | ResultsFilterEvent
  | ResultsSortEvent
  | ResultsQuantityEvent
  | ResultsRetryEvent

/** The results page asks only to move the URL: a soft navigation to the new params' path. */
export type SearchResultsEmitted = NavigateEffect

/** The `searchList` actor's input: the contract's query. */
export type SearchListInput = SearchQuery
