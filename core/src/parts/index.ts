/**
 * Part-number search rules (SEARCH-4, search issue #7): normalisation, exactness, packaging variants, match
 * kinds with highlight ranges, keyword matches, query plans and the relevance order. Pure: the store's index
 * and queries build on these, and the web app highlights with the same ranges.
 */
export { normalizePartNumber, normalizeWithMap, type NormalizedPartNumber } from './normalize.ts'
export { exactPartKey, isExactPartNumber } from './exact.ts'
export { manufacturerFamily, type ManufacturerFamily } from './manufacturer-family.ts'
export { sameSeries, seriesKeyword } from './series.ts'
export {
  descriptionValue,
  passiveOf,
  passiveUnitOfCategory,
  passiveValue,
  sameValueAndSize,
  type NamedValue,
  type PassivePart,
  type PassiveSource,
  type PassiveValue,
} from './passive.ts'
export { basePartNumber, isPackagingVariant, splitPartNumber, type PartSplit } from './variants.ts'
export {
  classifyMatch,
  highlightRanges,
  matchRank,
  type PartMatch,
  type PartMatchKind,
  type SearchMatchKind,
} from './match.ts'
export { mergeRanges, type TextRange } from './ranges.ts'
export { highlightSegments, type TextSegment } from './segments.ts'
export {
  KEYWORD_FIELDS,
  rankKeywordMatch,
  type KeywordField,
  type KeywordFields,
  type KeywordMatch,
  type KeywordWordMatch,
} from './keyword.ts'
export {
  ftsPhrase,
  parseSearchQuery,
  prefixUpperBound,
  queryPlan,
  type ParsedSearchQuery,
  type SearchQueryWord,
  type WordLookup,
} from './query.ts'
export { compareResults, type RankedResult } from './rank.ts'
