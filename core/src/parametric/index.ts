/**
 * Parametric search's value rules (issue 29): attribute kinds, quantities with units read exactly (`10k` =
 * `10 kΩ` = `10000`, `100n` = `0.1µF`), ranges, words from a set, and buyers' filters over them. Used by the
 * server's counts, the import, the pages' filter panel and URLs, so each rule lives here once.
 */
export {
  DECIMAL_DIGITS,
  compareDecimals,
  decimalOf,
  decimalToNumber,
  decimalsEqual,
  parseDecimal,
  plainDecimal,
  type Decimal,
} from './decimal.ts'
export {
  BINARY_PREFIXES,
  SI_PREFIXES,
  UNITS,
  type PrefixSystem,
  type UnitDefinition,
  type UnitId,
} from './units.ts'
export {
  compactQuantity,
  formatQuantity,
  parseQuantity,
  quantity,
  type FormatOptions,
  type QuantityOptions,
  type Read,
} from './quantity.rules.ts'
export { compactRange, compactValue, findWord, formatRange, parseRange, readAttributeValue } from './value.rules.ts'
export { NO_VALUE_TERM, filterTerms, matchesFilter, parseAttributeFilter } from './filter.rules.ts'
export type {
  AttributeDefinition,
  AttributeFilter,
  AttributeKind,
  AttributeValue,
  AttributeWord,
  FilterRange,
  QuantityAttribute,
  QuantityValue,
  RangeAttribute,
  RangeValue,
  WordAttribute,
  WordValue,
} from './parametric.types.ts'
export { CATEGORY_ATTRIBUTES, categoryAttribute, categoryAttributes, mainAttributes } from './category-attributes.ts'
export { parametricParams, parseParametricParams, readAttributeTexts } from './search-params.rules.ts'
export { LISTING_PARAM_NAMES, attributePairs, pairsQuery } from '../parametric-url/index.ts'
export {
  MAKER_TERM,
  NO_VALUE,
  activeFilterCount,
  baseNumberText,
  compareAttributeValues,
  filterChips,
  filterSearch,
  filterState,
  rangeText,
  readMakerTerms,
  readRangeBoxes,
  toggleFilterValue,
  toggleMaker,
  withFilterRange,
  type FilterChip,
  type FilterState,
} from './filter-panel.rules.ts'
