import { hasToken } from '../auth/token.rules.ts'
import { encodeComponent } from '../routing/uri-component.ts'

/**
 * What every API call carries (API-1): the configured base URL, a Bearer token when signed in, and the
 * `referer-url` header. The HTTP adapter builds its requests from these; nothing here does I/O.
 */

/** The inputs of `requestHeaders`. */
export interface RequestContext {
  /** The `user-token` cookie value; empty or missing means signed out. */
  readonly token?: string | null | undefined
  /** The storefront's web domain, e.g. `https://www.partfront.com`. */
  readonly webDomain: string
  /** The stored referrer value appended to the web domain. @default '' */
  readonly referrer?: string | null | undefined
}

/** A query value: `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined

/**
 * API-1: the headers of a call: `Authorization: Bearer {token}` only when a non-empty token exists, and
 * `referer-url` = web domain + stored referrer value.
 *
 * Ours (the spec is silent): a missing referrer counts as `''`; when domain and referrer are both empty the
 * `referer-url` header is left out rather than sent empty.
 */
export function requestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {}
  if (hasToken(context.token)) headers['Authorization'] = `Bearer ${context.token}`
  const refererUrl = `${context.webDomain}${context.referrer ?? ''}`
  if (refererUrl !== '') headers['referer-url'] = refererUrl
  return headers
}

/**
 * API-1: the URL of a call: the configured base URL and the path joined by exactly one `/`, then the query.
 *
 * Query keys keep the record's order; `undefined` and `null` values are skipped; keys and values are
 * percent-encoded (`encodeURIComponent`). A path that already has a query gets the rest after `&`. An empty
 * base URL gives a same-origin path (`/api/cart/detail`).
 */
export function requestUrl(baseUrl: string, path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const joined = `${base}/${path.replace(/^\/+/, '')}`
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [`${encodeComponent(key)}=${encodeComponent(String(value))}`],
  )
  if (pairs.length === 0) return joined
  const separator = !joined.includes('?') ? '?' : /[?&]$/.test(joined) ? '' : '&'
  return `${joined}${separator}${pairs.join('&')}`
}
