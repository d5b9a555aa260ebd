/**
 * The bounds that keep every search fast whatever it matches (search issue #7: "the candidate set for a common
 * 3-char query may be huge — cap candidate collection sensibly … and measure"). Chosen by `npm run
 * bench:search` on the 1,000,000-part catalog; tests pass smaller ones to reach the large-match paths on small
 * catalogs.
 */
export interface SearchLimits {
  /** A match of at most this many rows is counted, filtered and ordered exactly, in memory. @default 300 */
  readonly exactCap: number
  /** Rows of a sample read to estimate a larger match. @default 400 */
  readonly sampleCap: number
  /** Substring matches of a large match are ordered this many at a time. @default 40 */
  readonly partWindow: number
  /** Keyword matches are scored and ordered this many at a time (scoring reads every field). @default 30 */
  readonly keywordWindow: number
  /**
   * Prefix matches of a large match are read whole and sorted when there are at most this many; more are read
   * bucket by bucket off the prefix B-tree, already in order. @default 200
   */
  readonly prefixSortCap: number
  /** A large match sorted by stock or price is sorted this many at a time. @default 1000 */
  readonly sortWindow: number
  /** Results past this position are not served (the total still counts them). @default 10000 */
  readonly maxDepth: number
  /** Most products looked up as possibly named by the query (exact, variant, distributor code). @default 200 */
  readonly maxNamed: number
  /**
   * Answers kept in memory while the catalog stays as it is (`answer-cache.ts`); 0 keeps none. About 15 KB
   * each with a page of 20. @default 1000
   */
  readonly cachedAnswers: number
}

export const SEARCH_LIMITS: SearchLimits = {
  exactCap: 300,
  sampleCap: 400,
  partWindow: 40,
  keywordWindow: 30,
  prefixSortCap: 200,
  sortWindow: 1000,
  maxDepth: 10_000,
  maxNamed: 200,
  cachedAnswers: 1000,
}
