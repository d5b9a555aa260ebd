import { LIMITS } from '@partfront/core/constants'
import type { PageNumber } from '@partfront/core/contract'

/**
 * A listing's `?page=` as the API takes it: a page from 1, or `undefined` (the first page) for anything else,
 * so a mistyped page shows the first page rather than an error.
 */
export function pageParam(value: unknown): PageNumber | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined
  // The contract's `PageNumber` (a safe integer from `LIMITS.firstPage`), read without effect's Schema: the
  // routes' search params are parsed on every page's first load (issue 13); the API decodes the call.
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= LIMITS.firstPage ? page : undefined
}

/** The path of page `page` of a listing at `path` (the first page without `?page=`). */
export function pagePath(path: string, page: number): string {
  if (page <= 1) return path
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`
}
