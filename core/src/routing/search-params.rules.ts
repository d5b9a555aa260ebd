import { LIMITS, MODEL_INDEX_KEYS } from '../constants.ts'
import type { PageNumber } from '../contract/common.ts'

/**
 * A listing's `?page=` and the brand list's `?letter=` as the API takes them, read without effect's Schema: the
 * routes' search params are parsed on every page's first load (issue 13); the API decodes the call.
 */

/**
 * A listing's `?page=` as the API takes it: a page from 1, or `undefined` (the first page) for anything else,
 * so a mistyped page shows the first page rather than an error.
 */
export function pageParam(value: unknown): PageNumber | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined
  // The contract's `PageNumber`: a safe integer from `LIMITS.firstPage`.
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= LIMITS.firstPage ? page : undefined
}

/** PAGE-4: the brand list's `?letter=` as the API takes it (one of A-Z, 0-9, upper-cased), or all brands. */
export function letterParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const letter = value.toUpperCase()
  // `MODEL_INDEX_KEYS`, the keys the contract's `ModelIndexKey` names.
  return MODEL_INDEX_KEYS.includes(letter) ? letter : undefined
}
