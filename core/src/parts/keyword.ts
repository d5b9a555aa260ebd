import { PART_SEARCH } from '../constants.ts'
import { normalizeWithMap, type NormalizedPartNumber } from './normalize.ts'
import { mergeRanges, sourceRange, type TextRange } from './ranges.ts'

/**
 * Keyword matches (SEARCH-4: "or keywords"; search issue #7: "then keyword matches in description,
 * manufacturer and category … Several words: each must match somewhere"), ranked after every part-number
 * match.
 */

/** The fields a keyword may match, in order of weight. */
export const KEYWORD_FIELDS = ['partNumber', 'manufacturer', 'category', 'description'] as const
export type KeywordField = (typeof KEYWORD_FIELDS)[number]


/** The texts of one part that keywords are matched against; a missing field matches nothing. */
export type KeywordFields = Partial<Record<KeywordField, string>>

/** Where one query word matched. */
export interface KeywordWordMatch {
  readonly word: string
  /** The fields it occurs in, in `KEYWORD_FIELDS` order; empty when it occurs nowhere. */
  readonly fields: readonly KeywordField[]
}

/** A part's keyword match. */
export interface KeywordMatch {
  /** Every word with a search key occurs in at least one field (and there is at least one such word). */
  readonly matched: boolean
  readonly words: readonly KeywordWordMatch[]
  /** Per field, the merged ranges of the field's text matched by any word. */
  readonly ranges: Readonly<Partial<Record<KeywordField, readonly TextRange[]>>>
  /** Sum over words of the weight of the best field each occurs in (`PART_SEARCH.keywordFieldWeight`). */
  readonly score: number
}

function find(key: string, text: NormalizedPartNumber): TextRange[] {
  const found: TextRange[] = []
  for (let at = text.normalized.indexOf(key); at >= 0; at = text.normalized.indexOf(key, at + 1)) {
    const range = sourceRange(text.sourceIndex, text.sourceEnd, at, at + key.length)
    if (range !== undefined) found.push(range)
  }
  return found
}

/**
 * Search issue #7: match query words against a part's fields. A word matches a field when its search key
 * (`normalizePartNumber`: case, separators and ASCII punctuation ignored) occurs in the field's, so `lm-358`
 * finds "LM358 op-amp" and `10k` finds "10KOhms". Each word must match somewhere for the part to match;
 * a word with no search key (`-`, `"`, `*`) asks for nothing and is left out. Ranges are on each field's text
 * as given, for highlighting.
 */
export function rankKeywordMatch(words: readonly string[], fields: KeywordFields): KeywordMatch {
  const mapped = new Map<KeywordField, NormalizedPartNumber>()
  for (const field of KEYWORD_FIELDS) {
    const text = fields[field]
    if (text !== undefined) mapped.set(field, normalizeWithMap(text))
  }
  const found: Partial<Record<KeywordField, TextRange[]>> = {}
  const results: KeywordWordMatch[] = []
  let score = 0
  let asked = 0
  let allFound = true
  for (const word of words) {
    const key = normalizeWithMap(word).normalized
    if (key === '') continue
    asked++
    const inFields: KeywordField[] = []
    for (const [field, text] of mapped) {
      const ranges = find(key, text)
      if (ranges.length === 0) continue
      inFields.push(field)
      ;(found[field] ??= []).push(...ranges)
    }
    const best = inFields[0]
    if (best === undefined) allFound = false
    else score += PART_SEARCH.keywordFieldWeight[best]
    results.push({ word, fields: inFields })
  }
  const ranges: Partial<Record<KeywordField, readonly TextRange[]>> = {}
  for (const field of KEYWORD_FIELDS) {
    const list = found[field]
    if (list !== undefined) ranges[field] = mergeRanges(list)
  }
  return { matched: asked > 0 && allFound, words: results, ranges, score }
}
