/**
 * Numeric ids carried in route paths (ROUTE-2) and the BOM/order detail kind (ROUTE-3).
 *
 * `/product/lm358-dr-12345` → 12345, `/news/list_1` → 1, `/member/detail/bom_77` → BOM 77. A route that
 * carries no usable id is a 404 with the message `IntId is invalid` (spec §8); these functions return that
 * as a value and never throw, so a route loader decides how to raise it.
 */

/** The message of the 404 for a route id that is not a number (ROUTE-2, spec §8). */
export const INT_ID_INVALID = 'IntId is invalid'

/** A route that carries no usable id: what the error page shows (ROUTE-2). */
export interface InvalidRouteId {
  readonly ok: false
  readonly status: 404
  readonly message: typeof INT_ID_INVALID
}

/** The outcome of reading a route id: a non-negative safe integer, or the 404 (ROUTE-2). */
export type RouteIdResult = { readonly ok: true; readonly id: number } | InvalidRouteId

/** The two member detail pages, told apart by the prefix of their last segment (ROUTE-3). */
export const MEMBER_DETAIL_KINDS = ['bom', 'order'] as const
export type MemberDetailKind = (typeof MEMBER_DETAIL_KINDS)[number]

/** A member detail route that names no known kind: an unmatched route (ROUTE-3, ROUTE-4). */
export interface UnknownMemberDetail {
  readonly ok: false
  readonly status: 404
  /** `Page not found: {path}`, as for any unmatched route (ROUTE-4). */
  readonly message: string
}

/** The outcome of reading `/member/detail/{kind}_{id}` (ROUTE-3). */
export type MemberDetailResult =
  | { readonly ok: true; readonly kind: MemberDetailKind; readonly id: number }
  | InvalidRouteId
  | UnknownMemberDetail

const INVALID: InvalidRouteId = { ok: false, status: 404, message: INT_ID_INVALID }

/**
 * ROUTE-2: the id of a route path or of a single segment: the last segment's part after its last underscore or
 * dash (the whole segment when it has neither), with every character other than `[A-Za-z0-9]` removed, read
 * as a decimal integer.
 *
 * Ours (the spec is silent): a query string or fragment and trailing slashes are ignored (`/news/list_1/` is
 * `/news/list_1`); leading zeros are allowed (`007` → 7); an id past `Number.MAX_SAFE_INTEGER` is invalid,
 * because it could not name one record exactly.
 */
export function routeId(path: string): RouteIdResult {
  const segment = lastSegment(path)
  const tail = segment.slice(Math.max(segment.lastIndexOf('_'), segment.lastIndexOf('-')) + 1)
  const digits = tail.replace(/[^A-Za-z0-9]/g, '')
  if (!/^[0-9]+$/.test(digits)) return INVALID
  const id = Number(digits)
  return Number.isSafeInteger(id) ? { ok: true, id } : INVALID
}

/**
 * ROUTE-3: `/member/detail/bom_{id}` and `/member/detail/order_{id}`: the part of the last segment before its
 * last underscore picks the kind, the part after it is the id (as ROUTE-2 reads it).
 *
 * Ours (the spec is silent): the prefix is matched without regard to case (`BOM_77` is BOM 77, as access
 * checks lower-case paths too, ROUTE-5); a prefix other than `bom` or `order` is an unmatched route, a 404
 * with `Page not found: {path}` (ROUTE-4), checked before the id.
 */
export function memberDetail(path: string): MemberDetailResult {
  const segment = lastSegment(path)
  const separator = segment.lastIndexOf('_')
  const prefix = segment.slice(0, Math.max(separator, 0)).toLowerCase()
  const kind = MEMBER_DETAIL_KINDS.find((known) => known === prefix)
  if (kind === undefined) return { ok: false, status: 404, message: `Page not found: ${path}` }
  const parsed = routeId(segment.slice(separator + 1))
  return parsed.ok ? { ok: true, kind, id: parsed.id } : parsed
}

/** The last non-empty path segment, ignoring any query string or fragment. */
function lastSegment(path: string): string {
  const pathname = path.replace(/[?#][\s\S]*$/, '')
  const segments = pathname.split('/').filter((segment) => segment !== '')
  return segments.at(-1) ?? ''
}

/** ROUTE-3: the detail page of an order or a BOM: `/member/detail/order_12`, `/member/detail/bom_3`. */
export function memberDetailPath(kind: MemberDetailKind, id: number): string {
  return `/member/detail/${kind}_${id}`
}
