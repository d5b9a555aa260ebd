import { foldPartNumber, type FoldedPartNumber } from './fold.ts'

/**
 * The search key of a part number (SEARCH-4, search issue #7: "case-insensitive; ignores `-`, `/`, `.`, `,`,
 * `#`, `_` and spaces inside part numbers"): what the store indexes (the normalised column, its B-tree and its
 * FTS5 trigram index) and what a query is reduced to before it is looked up there.
 */

/** A search key with, for each of its UTF-16 units, the stretch of the original string it came from. */
export interface NormalizedPartNumber {
  /** The search key, as `normalizePartNumber` gives it. */
  readonly normalized: string
  /**
   * For each unit of `normalized`, where its character starts in the original string. Non-decreasing, and
   * strictly increasing except inside one original character that folds to several (`ß` → `SS`, `ﬁ` → `FI`),
   * whose units all point at it.
   */
  readonly sourceIndex: readonly number[]
  /** For each unit of `normalized`, where its original character ends (exclusive). */
  readonly sourceEnd: readonly number[]
}

/**
 * The search key of `partNumber` with the original position of each of its characters, so a match found in
 * the key is highlighted on the part number as stored (`sourceIndex[a]` to `sourceEnd[b - 1]`).
 */
export function normalizeWithMap(partNumber: string): NormalizedPartNumber {
  return searchKeyOfFolded(foldPartNumber(partNumber))
}

/** The search key of an already folded part number (see `normalizeWithMap`). */
export function searchKeyOfFolded(folded: FoldedPartNumber): NormalizedPartNumber {
  let normalized = ''
  const sourceIndex: number[] = []
  const sourceEnd: number[] = []
  for (let unit = 0; unit < folded.text.length; unit++) {
    if (folded.role[unit] !== 'char') continue
    normalized += folded.text[unit]
    sourceIndex.push(folded.start[unit] ?? 0)
    sourceEnd.push(folded.end[unit] ?? 0)
  }
  return { normalized, sourceIndex, sourceEnd }
}

/**
 * SEARCH-4: the search key of a part number or a query word: upper case (`lm358` → `LM358`), with `-`, `/`,
 * `.`, `,`, `#`, `_` and all whitespace removed (`LM358-N` → `LM358N`, `l-m-3-5-8` → `LM358`).
 *
 * Ours, beyond the issue's list:
 * - Full-width forms and other compatibility characters fold first (NFKC: `ＬＭ３５８－Ｎ` → `LM358N`); any
 *   dash (`–`, `—`, `−`), invisible formatting (soft hyphen, zero-width space) and `"` count as separators
 *   (`"LM358"` is exact for `LM358`).
 * - Case folds upper-of-lower, character by character, so length may change (`ß` → `SS`).
 * - Any other ASCII punctuation (`(` `)` `+` `*` `%` `:` `=` `&` …) is dropped from the search key too:
 *   real part numbers carry it (`MMBT5551(RANGE:200-300)`, `MAX232ESE+T`, `25PK100MEFC 5*11`), buyers often
 *   leave it out, and none of it survives into an FTS5 query as syntax. It is not ignored for exactness:
 *   `exactPartKey` keeps it, so `MAX232ESET` finds `MAX232ESE+T` but never as exact.
 * - Everything else stays (`±`, `°`, `Ω`, `μ`, CJK): part of what some part numbers are.
 *
 * Idempotent: the key of a key is itself.
 */
export function normalizePartNumber(partNumber: string): string {
  return normalizeWithMap(partNumber).normalized
}
