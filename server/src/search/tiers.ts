import type { MatchRow } from './order.ts'

/**
 * Reading a page out of a match that may be far too large to sort (search issue #7: "the candidate set for a
 * common 3-char query may be huge"). Results come in tiers (named parts, prefix, substring, keyword matches),
 * each read lazily in the index's order, a stretch at a time, and ordered within windows of a fixed size; a
 * page takes what it needs from each tier in turn. The windows depend only on the query, never on the page
 * asked, so the pages of one query never overlap or skip a result. A tier small enough to be read whole is
 * one window: its order is exact.
 */

/** Reads more of a match after a row (from its start for `undefined`), at most `limit` rows, in index order. */
export type FetchRows = (after: MatchRow | undefined, limit: number) => MatchRow[]

/** Rows read from the index are fetched this many at a time (at least). */
const FETCH_CHUNK = 32

/**
 * The rows of one tier in the index's order: those already read (the query's first rows, which every search
 * reads to count it) and, when that was not all of them, more from `fetch`, keeping those `accept` takes.
 */
export class RowStream {
  private readonly rows: MatchRow[]
  private last: MatchRow | undefined
  private done: boolean
  /** Whether the rows given at the start were the whole tier: a property of the query, not of a page. */
  readonly knownWhole: boolean

  /**
   * @param known the first rows of the match, in order (`accept` is applied to them too)
   * @param complete whether `known` is the whole match
   */
  constructor(
    known: readonly MatchRow[],
    complete: boolean,
    private readonly fetch: FetchRows | undefined,
    private readonly accept: (row: MatchRow) => boolean,
  ) {
    this.rows = known.filter(accept)
    this.last = known.at(-1)
    this.done = complete || fetch === undefined
    this.knownWhole = this.done
  }

  /** The first `count` accepted rows (fewer when the tier has fewer). */
  first(count: number): readonly MatchRow[] {
    while (this.rows.length < count && !this.done && this.fetch !== undefined) {
      const limit = Math.max(FETCH_CHUNK, count - this.rows.length)
      const batch = this.fetch(this.last, limit)
      if (batch.length < limit) this.done = true
      for (const row of batch) if (this.accept(row)) this.rows.push(row)
      this.last = batch.at(-1) ?? this.last
    }
    return this.rows.length > count ? this.rows.slice(0, count) : this.rows
  }

}

/** One tier of results: how many it has (up to a bound) and its rows at given positions. */
export interface Tier<T> {
  /** How many rows the tier has, counting at most `limit`. */
  count(limit: number): number
  /** The rows at tier positions `[start, end)`, in the tier's order. */
  slice(start: number, end: number): readonly T[]
}

/** A tier whose rows are all known and sorted. */
export function listTier<T>(rows: readonly T[]): Tier<T> {
  return { count: (limit) => Math.min(limit, rows.length), slice: (start, end) => rows.slice(start, end) }
}

/** A tier read from a stream that is already in the tier's order (a B-tree range read bucket by bucket). */
export function streamTier(stream: RowStream): Tier<MatchRow> {
  return { count: (limit) => stream.first(limit).length, slice: (start, end) => stream.first(end).slice(start, end) }
}

/** How a windowed tier is cut. */
export interface Windows {
  /** Rows per window. */
  readonly size: number
  /** A tier known whole from the start with at most this many rows is one window. @default Infinity */
  readonly wholeUpTo?: number
}

/**
 * A tier read from a stream in windows, each ordered by `order` (which may also decorate the rows, such as
 * scoring keyword matches); `leading` rows come first, in the first window. A tier known whole from the start
 * (and small enough) is one window, so its order is exact.
 */
export function windowedTier<T>(
  stream: RowStream,
  windows: Windows,
  order: (window: readonly MatchRow[]) => readonly T[],
  leading: readonly MatchRow[] = [],
): Tier<T> {
  const rowsUpTo = (count: number) => [...leading, ...stream.first(Math.max(0, count - leading.length))]
  const wholeUpTo = windows.wholeUpTo ?? Number.POSITIVE_INFINITY
  const oneWindow = stream.knownWhole && rowsUpTo(wholeUpTo + 1).length <= wholeUpTo
  const windowSize = oneWindow ? Number.POSITIVE_INFINITY : windows.size
  return {
    count: (limit) => rowsUpTo(limit).length,
    slice: (start, end) => {
      const out: T[] = []
      if (end <= start) return out
      if (windowSize === Number.POSITIVE_INFINITY) return order(rowsUpTo(Number.MAX_SAFE_INTEGER)).slice(start, end)
      for (let from = Math.floor(start / windowSize) * windowSize; from < end; from += windowSize) {
        const rows = rowsUpTo(from + windowSize).slice(from, from + windowSize)
        if (rows.length === 0) break
        out.push(...order(rows).slice(Math.max(0, start - from), end - from))
      }
      return out
    },
  }
}

/**
 * The rows at positions `[offset, offset + size)` of the tiers read one after the other. Reads each tier only
 * as far as the page needs.
 */
export function pageOfTiers<T>(tiers: readonly Tier<T>[], offset: number, size: number): T[] {
  const end = offset + size
  const page: T[] = []
  let position = 0
  for (const tier of tiers) {
    if (position >= end) break
    const count = tier.count(end - position)
    const from = Math.max(0, offset - position)
    const to = Math.min(count, end - position)
    if (to > from) page.push(...tier.slice(from, to))
    position += count
  }
  return page
}
