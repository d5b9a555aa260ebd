import { LIMITS, PART_SEARCH } from '../constants.ts'
import { exactPartKey } from './exact.ts'
import { normalizePartNumber } from './normalize.ts'

/**
 * A search query taken apart for the store (SEARCH-4; search issue #7: "queries of one or two characters use
 * a prefix range on a B-tree over the normalised column; three and more use SQLite FTS5 with the trigram
 * tokenizer … Several words: each must match somewhere", and FTS syntax characters "handled as text").
 */

/** One word of a query. */
export interface SearchQueryWord {
  /** The word as typed. */
  readonly raw: string
  /** Its search key (`normalizePartNumber`); `''` for a word of separators or punctuation only. */
  readonly key: string
}

/** A parsed query. */
export interface ParsedSearchQuery {
  /** The query trimmed and cut to `LIMITS.maxKeywordLength` UTF-16 units (never inside a character). */
  readonly text: string
  /** Its words (split at whitespace), in order. */
  readonly words: readonly SearchQueryWord[]
  /** The whole query as one part number: its search key (spaces inside a part number are ignored too). */
  readonly partKey: string
  /** The whole query's exact key (`exact.ts`), for the exact and variant checks. */
  readonly exactKey: string
  /** One word whose search key holds both a letter and a digit (`LM358`, `2N7002`, `C0805`). */
  readonly looksLikePartNumber: boolean
  /**
   * The query's LCSC number (`C` and digits, `C7955`) when it is shaped like one, else `undefined`. Ours: a hint
   * to also look up the distributor number; such a query is still searched as a part number (`C1815` is a
   * transistor too).
   */
  readonly lcsc: string | undefined
}

const LETTER = /\p{L}/u
const DIGIT = /\p{N}/u
const LCSC = /^C\d{1,9}$/

/** Cuts `text` to at most `max` UTF-16 units without splitting a surrogate pair. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/**
 * SEARCH-4: parse a raw query: trimmed, capped at `LIMITS.maxKeywordLength` (the contract's limit, so a longer
 * one from elsewhere is cut, not refused), split at whitespace into words, each with its search key.
 */
export function parseSearchQuery(raw: string): ParsedSearchQuery {
  const text = cap(raw.trim(), LIMITS.maxKeywordLength).trim()
  const words = text === '' ? [] : text.split(/\s+/u).map((word) => ({ raw: word, key: normalizePartNumber(word) }))
  const partKey = normalizePartNumber(text)
  const only = words.length === 1 ? words[0] : undefined
  const looksLikePartNumber = only !== undefined && LETTER.test(only.key) && DIGIT.test(only.key)
  return {
    text,
    words,
    partKey,
    exactKey: exactPartKey(text),
    looksLikePartNumber,
    lcsc: LCSC.test(partKey) ? partKey : undefined,
  }
}

/**
 * Search issue #7: `text` as one FTS5 phrase: in double quotes, each `"` doubled. Inside a phrase FTS5 reads
 * nothing as syntax, so `*`, `:`, `(`, `^`, `-`, `+` and the words `NEAR`, `AND`, `OR`, `NOT` are plain text
 * (see the FTS5 documentation, "FTS5 Strings").
 */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/** How the store finds one word's part numbers. */
export type WordLookup =
  | {
      /** One or two characters: a range on the B-tree over the normalised column, `lower <= key < upper`. */
      readonly index: 'prefix-range'
      readonly key: string
      readonly lower: string
      /** The least string above every string starting with `lower`; `undefined`: no upper bound. */
      readonly upper: string | undefined
    }
  | {
      /** Three characters or more: an FTS5 trigram `MATCH` of the phrase (any substring). */
      readonly index: 'trigram'
      readonly key: string
      readonly match: string
    }

const MAX_CODE_POINT = 0x10ffff

/**
 * The least string greater than every string that starts with `prefix`, in code-point order (the order of
 * SQLite's BINARY collation on UTF-8): the last character incremented, dropping characters already at the
 * top; `undefined` when there is none.
 */
export function prefixUpperBound(prefix: string): string | undefined {
  // Issue 14: walked from the end, one code point at a time, and the kept head sliced, never spread into
  // arguments (a 1,000,000-character prefix overflowed the stack) nor copied per step.
  let end = prefix.length
  while (end > 0) {
    let start = end - 1
    const unit = prefix.charCodeAt(start)
    if (unit >= 0xdc00 && unit <= 0xdfff && start > 0) {
      const high = prefix.charCodeAt(start - 1)
      if (high >= 0xd800 && high <= 0xdbff) start--
    }
    const last = prefix.codePointAt(start) ?? 0
    if (last < MAX_CODE_POINT) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1
      return prefix.slice(0, start) + String.fromCodePoint(next)
    }
    end = start
  }
  return undefined
}

/**
 * Search issue #7: for each word's search key, how the store looks it up: a key of one or two characters
 * (code points) by a prefix range on the B-tree; three or more by the FTS5 trigram index, quoted as a phrase.
 * Keys that are empty ask for nothing and are left out (a query of only such words finds nothing).
 */
export function queryPlan(words: readonly (string | SearchQueryWord)[]): WordLookup[] {
  const plan: WordLookup[] = []
  for (const word of words) {
    const key = typeof word === 'string' ? normalizePartNumber(word) : word.key
    if (key === '') continue
    if (Array.from(key).length < PART_SEARCH.trigramMinLength) {
      plan.push({ index: 'prefix-range', key, lower: key, upper: prefixUpperBound(key) })
    } else {
      plan.push({ index: 'trigram', key, match: ftsPhrase(key) })
    }
  }
  return plan
}
