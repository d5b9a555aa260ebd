import type { ProductId, SearchResult } from '@partfront/core/contract'

/**
 * Trending parts (SEARCH-5: "a TRENDING NOW line with three sample part links"). Ours: a part trends when
 * buyers search for it by its number, so a search counts for the part it named (its first result was an exact
 * or packaging-variant match, on the first page) on the day it ran; the line shows the parts most searched in
 * the last `TRENDING_DAYS` days.
 */

/** How many days of searches the trending parts count. @default 7 */
export const TRENDING_DAYS = 7

/** How many trending parts the endpoint lists (the contract's "at most 10"). @default 10 */
export const TRENDING_LIMIT = 10

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Ours (SEARCH-5 does not say which parts): while fewer parts were searched than the line shows, it is topped
 * up with popular real parts: in stock, a part number of at least `CLASSIC_MIN_LENGTH` characters (a real
 * part number: `LM358D`, `SMBJ33A`, not a two-character code such as `M3`), the most stocked of the first
 * `CLASSIC_WINDOW` such parts in the search index's order (shortest part numbers first, then alphabetical).
 * The window bounds the read to one short index range on both engines, whatever the catalog's size; the
 * order is total (stock, then id), so every engine and every call answers the same parts.
 */
export const CLASSIC_MIN_LENGTH = 6

/** How many of the shortest in-stock part numbers the top-up ranks by stock. @default 200 */
export const CLASSIC_WINDOW = 200

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** The first day the trending parts count, as of `now`: the last `TRENDING_DAYS` days, today included. */
export function trendingSince(now: Date): string {
  return dayOf(new Date(now.getTime() - (TRENDING_DAYS - 1) * DAY_MS))
}

/** The part a search named: its first result on the first page, when that is an exact or variant match. */
export function namedPart(result: SearchResult): ProductId | undefined {
  const first = result.page === 1 ? result.list[0] : undefined
  return first !== undefined && (first.match === 'exact' || first.match === 'variant') ? first.product.intID : undefined
}

/** Search counts per day and part, kept in memory until written. */
export class HitCounts {
  private readonly counts = new Map<string, number>()
  private oldest: number | undefined

  /** Counts one search of `productId` on `day`; `at` is when (milliseconds), for `due`. */
  add(day: string, productId: number, at: number): void {
    const key = `${day} ${productId}`
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1)
    this.oldest ??= at
  }

  /** Whether the counts should be written: `maxEntries` kept, or the oldest waited `maxAgeMs`. */
  due(at: number, maxEntries: number, maxAgeMs: number): boolean {
    return this.counts.size >= maxEntries || (this.oldest !== undefined && at - this.oldest >= maxAgeMs)
  }

  /** Takes the counts out: `[day, productId, searches]`. */
  drain(): Array<readonly [day: string, productId: number, searches: number]> {
    const entries = [...this.counts].map(([key, searches]) => {
      const [day = '', id = '0'] = key.split(' ')
      return [day, Number(id), searches] as const
    })
    this.counts.clear()
    this.oldest = undefined
    return entries
  }
}
