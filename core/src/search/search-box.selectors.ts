import type { SearchBoxContext } from './search-box.types.ts'
import { pickTrending, trendingLink, type TrendingLink } from './trending.rules.ts'

/**
 * What the search box shows, read from any snapshot of its machine (`search-box.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the search box. */
interface SearchBoxSnapshotLike {
  readonly context: SearchBoxContext
}

/** SEARCH-3: the history entries to list, newest first. */
export function searchHistory(snapshot: SearchBoxSnapshotLike): readonly string[] {
  return snapshot.context.history
}

/** SEARCH-3: the index of the history entry the arrow keys highlight, `null` for none. */
export function activeHistoryIndex(snapshot: SearchBoxSnapshotLike): number | null {
  return snapshot.context.active
}

/** What the box holds. */
export function searchText(snapshot: SearchBoxSnapshotLike): string {
  return snapshot.context.text
}

/** SEARCH-5: the TRENDING NOW links, at most three. */
export function trendingLinks(snapshot: SearchBoxSnapshotLike): TrendingLink[] {
  return snapshot.context.trending.map(trendingLink)
}

/**
 * SEARCH-5: the TRENDING NOW links the box starts with from the server's trending parts (the machine's
 * `input.trending`), as a page shows them before the machine runs.
 */
export function startingTrendingLinks(trending: unknown): TrendingLink[] {
  return (pickTrending(trending) ?? []).map(trendingLink)
}
