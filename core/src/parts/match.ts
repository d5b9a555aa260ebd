import { exactPartKey } from './exact.ts'
import { normalizeWithMap, searchKeyOfFolded, type NormalizedPartNumber } from './normalize.ts'
import { mergeRanges, sourceRange, type TextRange } from './ranges.ts'
import { matchVariant, splitPartNumber, type PartSplit } from './variants.ts'

/**
 * How a query matches one part number, and where (SEARCH-4: "search finds full or partial part numbers";
 * search issue #7: "every result says which kind of match it is … each result carries the matched character
 * ranges of its original part number").
 */

/** How a query matches a part number, best first; `none` when it does not. */
export type PartMatchKind = 'exact' | 'variant' | 'prefix' | 'substring' | 'none'

/** Why a search result matched, best first: the contract's `MatchKind`. */
export type SearchMatchKind = 'exact' | 'variant' | 'prefix' | 'substring' | 'keyword'

/** A query's match on one part number. */
export interface PartMatch {
  readonly kind: PartMatchKind
  /** Merged, sorted, disjoint ranges of the part number as given; empty for `none`. */
  readonly ranges: readonly TextRange[]
}

const RANK: Readonly<Record<SearchMatchKind | 'none', number>> = {
  exact: 0,
  variant: 1,
  prefix: 2,
  substring: 3,
  keyword: 4,
  none: 5,
}

/**
 * Search issue #7's ranking: exact (0) before packaging variant (1) before prefix (2) before substring (3)
 * before keyword (4); `none` (5) last. Lower is better.
 */
export function matchRank(kind: SearchMatchKind | 'none'): number {
  return RANK[kind]
}

/** Every occurrence of `key` in the mapped part number, as original ranges, merged. */
function occurrences(key: string, part: NormalizedPartNumber): TextRange[] {
  const found: TextRange[] = []
  if (key === '') return found
  for (let at = part.normalized.indexOf(key); at >= 0; at = part.normalized.indexOf(key, at + 1)) {
    const range = sourceRange(part.sourceIndex, part.sourceEnd, at, at + key.length)
    if (range !== undefined) found.push(range)
  }
  return mergeRanges(found)
}

/**
 * SEARCH-4: the ranges of `partNumber` matched by `query`: every place where the query's search key occurs in
 * the part number's (`normalize.ts`), each from its first character to its last, separators inside included
 * (`lm358n` on `LM358-N` → `[[0, 7]]`). Merged, sorted and disjoint, inside `[0, partNumber.length]`; empty
 * when the query does not occur (or is only separators).
 */
export function highlightRanges(query: string, partNumber: string): TextRange[] {
  return occurrences(normalizeWithMap(query).normalized, normalizeWithMap(partNumber))
}

/** The highlight of a variant: the part's base, and as much past the head as the query spells too. */
function variantRanges(queryKey: string, mouserLength: number, split: PartSplit): TextRange[] {
  const { exact } = split
  const [headStart, headEnd] = split.head
  const spelled = queryKey.slice(mouserLength)
  let common = 0
  while (common < spelled.length && spelled[common] === exact.key[headStart + common]) common++
  const ranges = [
    sourceRange(exact.sourceIndex, exact.sourceEnd, headStart, Math.max(headEnd, headStart + common)),
    sourceRange(exact.sourceIndex, exact.sourceEnd, ...split.tail),
  ]
  return mergeRanges(ranges.filter((range) => range !== undefined))
}

/**
 * SEARCH-4 and search issue #7: how `query` matches `partNumber` (of `manufacturer`, whose numbering scheme
 * the variant rules may know), and the ranges of `partNumber` to highlight.
 *
 * - `exact`: the same exact key (`exact.ts`): case and the separators ignored, a decimal point between
 *   digits and other punctuation kept. `LM358-N` for `LM358N`, `l-m-3-5-8` for `LM358`. The whole part
 *   number is highlighted (leading and trailing separators aside).
 * - `variant`: the part's base with another packaging or grade suffix, or a distributor's number for it
 *   (`variants.ts`): `TPS71725QDRV` for `TPS71725QDRVRQ1`, `LM358DR-ND` for `LM358DR`. The base is highlighted.
 * - `prefix`: the part's search key starts with the query's; `substring`: contains it. Every occurrence is
 *   highlighted.
 * - `none`: none of these, or the query has no search key.
 *
 * A near-miss whose search key is the part's whole search key but not its exact key (`1.5SMC68CA` for
 * `1.5SMC6.8CA`, `MAX232ESET` for `MAX232ESE+T`) is a `prefix` match (ours): found, never exact, ranked first
 * among prefixes by `compareResults` (shortest part first), and honest: it matches from the start with
 * separators and punctuation ignored, which is all a prefix match promises.
 *
 * The query is read only through its search and exact keys, so inserting separators other than `.` or
 * changing its case never changes the result; a `.` changes it only where it makes a new decimal point
 * (between two digits with none between them yet).
 */
export function classifyMatch(query: string, partNumber: string, manufacturer?: string): PartMatch {
  const queryKey = normalizeWithMap(query).normalized
  if (queryKey === '') return { kind: 'none', ranges: [] }
  const queryExact = exactPartKey(query)
  const split = splitPartNumber(partNumber, manufacturer)
  const { exact } = split
  if (queryExact === exact.key) {
    const whole = sourceRange(exact.sourceIndex, exact.sourceEnd, 0, exact.key.length)
    return { kind: 'exact', ranges: whole === undefined ? [] : [whole] }
  }
  const variant = matchVariant(queryExact, split)
  if (variant !== undefined) {
    return { kind: 'variant', ranges: variantRanges(queryExact, variant.mouserLength, split) }
  }
  const part = searchKeyOfFolded(split.folded)
  if (!part.normalized.includes(queryKey)) return { kind: 'none', ranges: [] }
  return {
    kind: part.normalized.startsWith(queryKey) ? 'prefix' : 'substring',
    ranges: occurrences(queryKey, part),
  }
}
