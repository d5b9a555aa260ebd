import { SEARCH_HISTORY_MAX } from '../constants.ts'
import { parseStoredArray } from '../effects/stored.rules.ts'
import { encodeComponent } from '../routing/uri-component.ts'

/**
 * The header search box's rules (SEARCH-1, SEARCH-2): checking the keyword, keeping the history, and the
 * results path. The machine and the view call these; they hold no state.
 */

/** The warning for an empty keyword (SEARCH-1). */
export const EMPTY_KEYWORD_WARNING = 'Please enter the Keyword.'

/** A checked keyword, or the warning to show instead of searching (SEARCH-1). */
export type KeywordCheck =
  | { readonly ok: true; readonly keyword: string }
  | { readonly ok: false; readonly warning: typeof EMPTY_KEYWORD_WARNING }

/**
 * SEARCH-1: an empty or whitespace-only keyword gives the warning `Please enter the Keyword.` and no search;
 * anything else is the keyword with surrounding whitespace trimmed.
 */
export function checkKeyword(raw: string): KeywordCheck {
  const keyword = raw.trim()
  return keyword === '' ? { ok: false, warning: EMPTY_KEYWORD_WARNING } : { ok: true, keyword }
}

/**
 * SEARCH-2: the history after searching `keyword`: unchanged (same entries, same order) when it is already
 * there, otherwise the keyword added. Always a new array; the input is not modified.
 *
 * Ours (the spec says only "added if not already there"): a new keyword goes to the front, as the newest, the
 * way large distributors list recent searches; an existing one keeps its place rather than moving up, which
 * is what "not added again" means; the list keeps at most `SEARCH_HISTORY_MAX` (10) entries, dropping the
 * oldest. Keywords are compared exactly after trimming (`LM358` and `lm358` are two entries, as typed); a
 * blank keyword changes nothing.
 */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const entry = keyword.trim()
  if (entry === '' || history.includes(entry)) return [...history]
  return [entry, ...history].slice(0, SEARCH_HISTORY_MAX)
}

/** The search results route (SEARCH-2). */
export const SEARCH_PATH = '/so'

/**
 * SEARCH-2: the results path for a keyword, `/so?keyWord={keyword}`, the keyword percent-encoded as one query
 * value (`LM358 & 10k` → `/so?keyWord=LM358%20%26%2010k`).
 */
export function searchPath(keyword: string): string {
  return `${SEARCH_PATH}?keyWord=${encodeComponent(keyword)}`
}

/**
 * SEARCH-2: the local-storage key the history is saved under (spec §3 lists `searchList` among the values
 * that persist in local storage).
 */
export const SEARCH_HISTORY_KEY = 'searchList'

/**
 * SEARCH-2: the history as saved: a JSON array of keywords, newest first. The format is ours (the spec shows
 * only the key).
 */
export function serializeHistory(history: readonly string[]): string {
  return JSON.stringify(history)
}

/**
 * SEARCH-2: the saved history read back. Whatever storage holds (nothing, broken JSON, a value written by an
 * older version) gives a valid history: only non-blank strings, trimmed, each once (its first, newest place
 * kept), at most `SEARCH_HISTORY_MAX`, the newest (first) ones kept.
 */
export function parseHistory(raw: string | null | undefined): string[] {
  const history: string[] = []
  for (const entry of parseStoredArray(raw)) {
    if (history.length === SEARCH_HISTORY_MAX) break
    const keyword = typeof entry === 'string' ? entry.trim() : ''
    if (keyword !== '' && !history.includes(keyword)) history.push(keyword)
  }
  return history
}

/** Which way the arrow keys move through the history list (SEARCH-3). */
export type HistoryDirection = 'next' | 'previous'

/**
 * SEARCH-3, ours (the spec names the dropdown only; this is the WAI-ARIA combobox pattern): the history
 * entry highlighted after an arrow key, from `active` (`null`: none) in a list of `length` entries. Down from
 * none goes to the first, up from none to the last; past either end it wraps. An empty list highlights
 * nothing.
 */
export function moveActive(active: number | null, length: number, direction: HistoryDirection): number | null {
  if (length <= 0) return null
  if (active === null || active < 0 || active >= length) return direction === 'next' ? 0 : length - 1
  return direction === 'next' ? (active + 1) % length : (active - 1 + length) % length
}
