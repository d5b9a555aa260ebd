import { ftsPhrase, parseSearchQuery, queryPlan, type ParsedSearchQuery } from '@partfront/core/parts'
import { TEXT_COLUMNS } from './index-layout.ts'

/**
 * How the store answers one query (search issue #7): which index finds it, and the FTS5 expressions of its
 * result tiers. Pure: the SQL lives in the store.
 *
 * Ours, where the issue leaves a choice:
 * - The whole query read as one part number (its `partKey`, spaces ignored) gives the part-number matches:
 *   `BC847B 215` finds `BC847B,215`. A part key of one or two characters is a prefix range on the B-tree;
 *   three or more, the trigram index's `part` column.
 * - "Several words: each must match somewhere": each word of three or more characters must occur in the part
 *   number, the manufacturer's name, the category's (leaf or parent) or the description (the search keys of
 *   those texts, as core's `rankKeywordMatch` reads them); a word of one or two characters, which a trigram
 *   cannot find, must start the part number. A query made only of such short words is read as one part
 *   number.
 */

/** The manufacturers and categories whose name holds a word's search key (found in memory, not indexed). */
export interface NameMatcher {
  makers(key: string): readonly number[]
  categories(key: string): readonly number[]
}

/** Matches no name (a catalog without manufacturers or categories, and the tests of the plan alone). */
export const NO_NAMES: NameMatcher = { makers: () => [], categories: () => [] }

/** A prefix range on the normalised part number: `lower <= normalized < upper` (no upper: to the end). */
export interface PrefixRange {
  readonly lower: string
  readonly upper: string | undefined
}

/** The query's plan. */
export type SearchPlan =
  | { readonly kind: 'empty'; readonly parsed: ParsedSearchQuery }
  | {
      /** One or two characters: the B-tree prefix range only. */
      readonly kind: 'prefix'
      readonly parsed: ParsedSearchQuery
      readonly partKey: string
      readonly range: PrefixRange
    }
  | {
      /** Three or more characters: the trigram index. */
      readonly kind: 'index'
      readonly parsed: ParsedSearchQuery
      readonly partKey: string
      /** Every result: the words' phrases (or the part key's) over the text columns. */
      readonly match: string
      /** The part-number matches: the part key anywhere in the part number. */
      readonly partMatch: string
      /** The keyword matches (results whose part number does not hold the part key); none for one word of
       * a part number only. */
      readonly keywordMatch: string | undefined
      /** Short words next to long ones: each must start the part number of a keyword match. */
      readonly shortWords: readonly PrefixRange[]
      /** Whether every result is a part-number match (`match` is `partMatch`: no word of three characters). */
      readonly partOnly: boolean
    }

const TEXT = `{${TEXT_COLUMNS.join(' ')}}`

/**
 * The key anywhere in a product's searchable text: its part number or description, or the name of its
 * manufacturer or category (`{part description} : "KEY" OR {facets} : " M7 " OR …`).
 */
export function anywhere(key: string, names: NameMatcher): string {
  return [
    `${TEXT} : ${ftsPhrase(key)}`,
    ...names.makers(key).map((id) => facetPhrase('maker', id)),
    ...names.categories(key).map((id) => facetPhrase('category', id)),
  ].join(' OR ')
}

/** `{part} : "KEY"`: the key anywhere in the normalised part number. */
export function partPhrase(key: string): string {
  return `{part} : ${ftsPhrase(key)}`
}

/** The FTS5 phrase a filter adds: the product's maker or category (leaf or parent) id. */
export function facetPhrase(kind: 'maker' | 'category', id: number): string {
  return `{facets} : ${ftsPhrase(` ${kind === 'maker' ? 'M' : 'C'}${id} `)}`
}

/** `(a) AND (b) …` */
export function allOf(expressions: readonly string[]): string {
  return expressions.map((expression) => `(${expression})`).join(' AND ')
}

/** Plans a raw keyword; `names` finds the manufacturers and categories a word names. */
export function planSearch(keyword: string, names: NameMatcher = NO_NAMES): SearchPlan {
  const parsed = parseSearchQuery(keyword)
  const partKey = parsed.partKey
  if (partKey === '') return { kind: 'empty', parsed }
  const lookups = queryPlan(parsed.words)
  const long = lookups.filter((lookup) => lookup.index === 'trigram').map((lookup) => lookup.key)
  const short = lookups.flatMap((lookup) =>
    lookup.index === 'prefix-range' ? [{ lower: lookup.lower, upper: lookup.upper }] : [],
  )
  const [partLookup] = queryPlan([partKey])
  if (partLookup === undefined) return { kind: 'empty', parsed }
  if (partLookup.index === 'prefix-range') {
    return { kind: 'prefix', parsed, partKey, range: { lower: partLookup.lower, upper: partLookup.upper } }
  }
  const partMatch = partPhrase(partKey)
  if (long.length === 0) {
    return { kind: 'index', parsed, partKey, match: partMatch, partMatch, keywordMatch: undefined, shortWords: [], partOnly: true }
  }
  const match = allOf(long.map((key) => anywhere(key, names)))
  return {
    kind: 'index',
    parsed,
    partKey,
    match,
    partMatch,
    keywordMatch: `(${match}) NOT (${partMatch})`,
    shortWords: short,
    partOnly: false,
  }
}

/**
 * Whether a product with this normalised part number is a result of the plan, given that the index matched it:
 * with short words, either its part number holds the part key or every short word starts it.
 */
export function passesShortWords(plan: SearchPlan, normalized: string): boolean {
  if (plan.kind !== 'index' || plan.shortWords.length === 0) return true
  return normalized.includes(plan.partKey) || plan.shortWords.every((word) => normalized.startsWith(word.lower))
}
