import { exactPartKey } from './exact.ts'
import { matchRank, type SearchMatchKind } from './match.ts'
import { normalizePartNumber } from './normalize.ts'

/**
 * The relevance order of search results (SEARCH-4; search issue #7: "exact before packaging variant before
 * prefix before substring before keyword").
 */

/** What the relevance order reads of a result. */
export interface RankedResult {
  readonly kind: SearchMatchKind
  /** The part number as stored. */
  readonly partNumber: string
  /** Pieces in stock now. */
  readonly stock: number
  /** For keyword results: `rankKeywordMatch(…).score`. @default 0 */
  readonly keywordScore?: number
  /** The product's id: the last tie-break, so two different products never compare equal. */
  readonly id?: number | string
}

/** A keyword score, with anything not a finite number read as 0 (NaN would break the order's laws). */
const scoreOf = (result: RankedResult) => (Number.isFinite(result.keywordScore) ? (result.keywordScore ?? 0) : 0)
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const compareNumbers = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0)

function compareIds(a: number | string | undefined, b: number | string | undefined): number {
  if (a === b) return 0
  if (a === undefined) return 1
  if (b === undefined) return -1
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1
  return typeof a === 'number' ? compareNumbers(a, b as number) : compareText(a, b as string)
}

/**
 * Search issue #7: the relevance order. Negative when `a` comes first. In turn:
 * 1. match kind: exact, variant, prefix, substring, keyword (`matchRank`);
 * 2. ours: for prefix and substring, the shorter part number (search key) first, since it is the closer
 *    match (`LM358` then `LM358DR` then `LM358DRG4`; a near-miss of the whole key leads its prefixes); for
 *    keyword matches, the higher score first;
 * 3. ours: in stock before out of stock (a buyer can order it now; the amount is not relevance);
 * 4. the part number: search key, then exact key, then as stored, by UTF-16 code units (never the locale's
 *    collation, so every server and browser sorts alike);
 * 5. the id.
 * A total order on results with distinct ids (without ids: on distinct part numbers); never reads the clock
 * or the locale, so sorting is deterministic.
 */
export function compareResults(a: RankedResult, b: RankedResult): number {
  const byKind = matchRank(a.kind) - matchRank(b.kind)
  if (byKind !== 0) return byKind
  const keyA = normalizePartNumber(a.partNumber)
  const keyB = normalizePartNumber(b.partNumber)
  if (a.kind === 'prefix' || a.kind === 'substring') {
    const byLength = keyA.length - keyB.length
    if (byLength !== 0) return byLength
  }
  if (a.kind === 'keyword') {
    const byScore = compareNumbers(scoreOf(b), scoreOf(a))
    if (byScore !== 0) return byScore
  }
  const byStock = Number(b.stock > 0) - Number(a.stock > 0)
  if (byStock !== 0) return byStock
  return (
    compareText(keyA, keyB) ||
    compareText(exactPartKey(a.partNumber), exactPartKey(b.partNumber)) ||
    compareText(a.partNumber, b.partNumber) ||
    compareIds(a.id, b.id)
  )
}
