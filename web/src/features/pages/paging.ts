import * as Schema from 'effect/Schema'
import { PageNumber } from '@partfront/core/contract'

/**
 * A listing's `?page=` as the API takes it: a page from 1, or `undefined` (the first page) for anything else,
 * so a mistyped page shows the first page rather than an error.
 */
export function pageParam(value: unknown): PageNumber | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined
  const decoded = Schema.decodeUnknownOption(PageNumber)(Number(value))
  return decoded._tag === 'Some' ? decoded.value : undefined
}

/** The path of page `page` of a listing at `path` (the first page without `?page=`). */
export function pagePath(path: string, page: number): string {
  if (page <= 1) return path
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`
}
