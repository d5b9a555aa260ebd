import { TRENDING_PARTS_MAX } from '../constants.ts'
import { searchPath } from './search.rules.ts'

/**
 * The TRENDING NOW line under the search box (SEARCH-5): three sample part links. Which parts trend is the
 * server's business; these rules only keep the list well-formed.
 */

/** A part shown as a TRENDING NOW link: its model name and product id. */
export interface TrendingPart {
  readonly model: string
  readonly id: number
}

/** A TRENDING NOW link as the renderer draws it. */
export interface TrendingLink {
  readonly model: string
  /** The part's search results, `/so?keyWord={model}` (SEARCH-2). */
  readonly href: string
}

/**
 * SEARCH-5: `value` as the trending parts to show, or `null` when it is not a list at all. Entries that are
 * not parts (a blank model, an id that is not a non-negative safe integer) are skipped, and at most
 * `TRENDING_PARTS_MAX` (3) are kept, in the given order.
 */
export function pickTrending(value: unknown): TrendingPart[] | null {
  if (!Array.isArray(value)) return null
  const parts: TrendingPart[] = []
  for (const entry of value as unknown[]) {
    if (parts.length === TRENDING_PARTS_MAX) break
    if (typeof entry !== 'object' || entry === null) continue
    const { model, id } = entry as { model?: unknown; id?: unknown }
    if (typeof model !== 'string' || model.trim() === '') continue
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) continue
    parts.push({ model: model.trim(), id })
  }
  return parts
}

/**
 * SEARCH-5: a trending part's link: its search results, `/so?keyWord={model}`, where the part comes first as
 * the exact match, with its variants and relatives after it and a link on to its product page. Ours: the spec
 * says only "sample part links"; a search also gives a short trending number (`M1`) its context.
 */
export function trendingLink(part: TrendingPart): TrendingLink {
  return { model: part.model, href: searchPath(part.model) }
}
