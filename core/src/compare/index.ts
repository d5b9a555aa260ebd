/** Compare (issue 29): up to four parts side by side; the list, its rules, its machine. */
export {
  COMPARE_FULL_MESSAGE,
  COMPARE_IDS_MAX_LENGTH,
  COMPARE_LIMIT,
  COMPARE_LIST_KEY,
  COMPARE_PATH,
  addToCompare,
  canAddToCompare,
  cellsDiffer,
  compareAttributes,
  compareHref,
  comparePrices,
  compareRows,
  isProductId,
  differenceText,
  parseCompareIds,
  parseCompareList,
  removeFromCompare,
  serializeCompareList,
  specificationRows,
  type CompareAdd,
  type CompareAttribute,
  type CompareIds,
  type ComparePrice,
  type CompareRow,
  type ComparedPart,
} from './compare.rules.ts'
export { compareMachine } from './compare.machine.ts'
export { canCompare, compareIds, compareLink, compareRefusal, isCompared } from './compare.selectors.ts'
export type { CompareClearEvent, CompareContext, CompareEmitted, CompareEvent, CompareInput, CompareOpenEvent, CompareRemoveEvent, CompareToggleEvent } from './compare.types.ts'
export { similarAttributes, similarReason, type SimilarMatch } from './similar.rules.ts'
