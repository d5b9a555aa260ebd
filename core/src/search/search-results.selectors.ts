import type { SearchResult } from '../contract/search.ts'
import {
  pagination,
  resultFacets,
  resultRow,
  resultsCountText,
  sameResultsParams,
  type Pagination,
  type ResultFacets,
  type ResultRow,
} from './search-results.rules.ts'
import type { SearchResultsContext, SearchResultsParams } from './search-results.types.ts'

/**
 * What the search results page shows, read from any snapshot of its machine (`search-results.machine.ts`).
 * Kept apart from the machine so a renderer can import them without XState or the machine (issue 13: the
 * first load).
 */

/** What the selectors read. */
export interface SearchResultsSnapshotLike {
  readonly context: SearchResultsContext
  hasTag(tag: 'loading' | 'loaded' | 'failed' | 'blank'): boolean
}

/** Which of its states the page is in. `idle`: no params yet. */
export type SearchResultsStatus = 'idle' | 'blank' | 'loading' | 'loaded' | 'failed'

export function resultsStatus(snapshot: SearchResultsSnapshotLike): SearchResultsStatus {
  for (const status of ['loading', 'loaded', 'failed', 'blank'] as const) if (snapshot.hasTag(status)) return status
  return 'idle'
}

/** The params searched (or being searched); `null` before any. */
export function resultsParams(snapshot: SearchResultsSnapshotLike): SearchResultsParams | null {
  return snapshot.context.params
}

/**
 * Whether the snapshot is about `params` (the URL's): until the page's `results.sync` is taken, the actor
 * still holds the previous search, which the page must not show as this one's.
 */
export function isShowing(snapshot: SearchResultsSnapshotLike, params: SearchResultsParams): boolean {
  return snapshot.context.params !== null && sameResultsParams(snapshot.context.params, params)
}

/** The count line: total, whether exact, and its words (`about 1,760 results`); `null` with no answer. */
export function resultsSummary(
  snapshot: SearchResultsSnapshotLike,
): { readonly keyWord: string; readonly total: number; readonly totalIsExact: boolean; readonly text: string } | null {
  const { result } = snapshot.context
  if (result === null) return null
  return { keyWord: result.keyWord, total: result.total, totalIsExact: result.totalIsExact, text: resultsCountText(result.total, result.totalIsExact) }
}

/** The rows of the shown page, best first (or in the chosen order); empty with no answer. */
export function resultRows(snapshot: SearchResultsSnapshotLike): ResultRow[] {
  return snapshot.context.result?.list.map(resultRow) ?? []
}

/** The filters with their counts and what is selected; `null` with no answer. */
export function resultsFacets(snapshot: SearchResultsSnapshotLike): ResultFacets | null {
  const { result, params } = snapshot.context
  return result === null || params === null ? null : resultFacets(result, params)
}

/**
 * Issue 29: the confined search's parametric part (the category's attribute list and its counts) when the shown
 * answer is confined to the category the params name; `null` otherwise (no category chosen, or one without an
 * attribute list).
 */
export function resultsParametric(
  snapshot: SearchResultsSnapshotLike,
  /**
   * The params it is drawn for: the URL's, where the page keeps drawing an earlier answer while the next loads.
   * An answer confined to one category is never drawn for another: its panel would send that category's terms
   * with the other's id. @default the snapshot's own
   */
  shownFor: SearchResultsParams | null = snapshot.context.params,
): NonNullable<SearchResult['parametric']> | null {
  const parametric = snapshot.context.result?.parametric
  const params = shownFor
  if (parametric === undefined || params === null) return null
  // Issue 29: the category the buyer chose, or, with none chosen, the one every result falls in.
  const confined = params.categoryId === null ? parametric.confinedBy === 'results' : parametric.categoryId === params.categoryId
  return confined ? parametric : null
}

/** The pager; `null` with no answer. */
export function resultsPagination(snapshot: SearchResultsSnapshotLike): Pagination | null {
  const { result, params } = snapshot.context
  return result === null || params === null ? null : pagination(params, result.total)
}

/** Why the last search failed; `null` unless it did. */
export function resultsError(snapshot: SearchResultsSnapshotLike): string | null {
  return snapshot.context.error
}

/**
 * The snapshot of a page that opens on the answer the server rendered (`results.restore`), before the page's
 * own actor has taken it: the server renders from it, and the browser's first render matches the server's.
 */
export function restoredResults(params: SearchResultsParams, result: SearchResult): SearchResultsSnapshotLike {
  return { context: { params, result, error: null }, hasTag: (tag) => tag === 'loaded' }
}

/**
 * What the results page draws for the URL's `params`, from the server's answer (`restored`, until the actor has
 * taken it) and the actor's snapshot (`live`):
 * - `shown`: the snapshot showing these params (the actor's once it shows them, else the server's), whose status
 *   and error the page reports; `null` while they load;
 * - `drawn`: what the results, filters and pager are drawn from: `shown`, or while these params load the actor's
 *   answer of the same keyword (kept, dimmed), so the filters under the buyer's hand, the sheet they are in and
 *   their focus stay put (a buyer's change reaches the actor before the URL); `null` when nothing of this keyword
 *   is there to draw.
 */
export function drawnResults(
  restored: SearchResultsSnapshotLike | null,
  live: SearchResultsSnapshotLike | null,
  params: SearchResultsParams,
): { readonly shown: SearchResultsSnapshotLike | null; readonly drawn: SearchResultsSnapshotLike | null } {
  const liveShowing = live !== null && isShowing(live, params)
  const shown = liveShowing ? live : restored !== null && isShowing(restored, params) ? restored : null
  if (shown !== null) return { shown, drawn: shown }
  const sameKeyword = live !== null && live.context.result !== null && live.context.params?.keyWord === params.keyWord
  return { shown: null, drawn: sameKeyword ? live : null }
}

/**
 * Whether the results show the manufacturer facet's radios (one maker at a time, `brandId`): not while a confined
 * search's maker group (several makers, counted Digi-Key's way) stands in for them, unless a maker is already
 * fixed by `brandId`.
 */
export function showsMakerRadios(confined: NonNullable<SearchResult['parametric']> | null, params: SearchResultsParams): boolean {
  return confined === null || params.brandId !== null
}
