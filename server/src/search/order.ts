import type { FacetRow } from './facets.ts'

/**
 * The orders results are read in. Relevance is core's `compareResults`; a page is always sorted with it. To
 * order the many rows a page is picked from without normalising every part number again on each comparison,
 * the comparators here read the same keys `compareResults` reads, computed once per row (`order.test.ts` checks
 * that they agree with it).
 */

/** A matched product as the store reads it from the index. */
export interface MatchRow extends FacetRow {
  /** The row key (`row-key.ts`) for an index match; the position in the B-tree for a prefix range. */
  readonly key: number
  readonly id: number
  /** The normalised part number (core's search key). */
  readonly normalized: string
  /** The first break's unit price as stored; when sorting by price, the price the row sorts by (`pages.ts`). */
  readonly unitPrice: number | null
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Prefix and substring matches, as `compareResults` orders two results of one of those kinds: the shorter
 * search key first, then in stock, then by key; the id last (where `compareResults` first reads the exact key
 * and the part number as stored, which differ only between part numbers of the same search key).
 */
export function byPartMatch(a: MatchRow, b: MatchRow): number {
  return (
    a.normalized.length - b.normalized.length ||
    Number(b.stock > 0) - Number(a.stock > 0) ||
    compareText(a.normalized, b.normalized) ||
    a.id - b.id
  )
}

/** A keyword match with its score (`rankKeywordMatch(…).score`). */
export interface ScoredRow extends MatchRow {
  readonly keywordScore: number
}

/** Keyword matches, as `compareResults` orders them: higher score, in stock, key, id. */
export function byKeywordMatch(a: ScoredRow, b: ScoredRow): number {
  return (
    b.keywordScore - a.keywordScore ||
    Number(b.stock > 0) - Number(a.stock > 0) ||
    compareText(a.normalized, b.normalized) ||
    a.id - b.id
  )
}

/** Sorting by stock (search issue #7): most pieces first, then by part number and id. */
export function byStock(a: MatchRow, b: MatchRow): number {
  return b.stock - a.stock || compareText(a.normalized, b.normalized) || a.id - b.id
}

/**
 * Sorting by price: the lowest `unitPrice` first (the price at the buyer's quantity, core's `sortUnitPrice`),
 * price on request last, then by part number and id.
 */
export function byPrice(a: MatchRow, b: MatchRow): number {
  if (a.unitPrice !== b.unitPrice) {
    if (a.unitPrice === null) return 1
    if (b.unitPrice === null) return -1
    return a.unitPrice - b.unitPrice
  }
  return compareText(a.normalized, b.normalized) || a.id - b.id
}
