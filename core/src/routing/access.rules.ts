import { hasToken } from '../auth/token.rules.ts'
import { encodeComponent } from './uri-component.ts'

/**
 * Which paths need a signed-in member (ROUTE-5, ROUTE-6, ROUTE-7). A route guard calls `accessDecision`
 * with the requested path and the `user-token` cookie, and follows the redirect when there is one.
 */

/** The sign-in page every guarded path sends a visitor to. */
export const LOGIN_PATH = '/login'

/** What the guard does with a request: let it through, or send the visitor to sign in. */
export type AccessDecision =
  | { readonly kind: 'pass' }
  | { readonly kind: 'redirect'; readonly to: string }

const PASS: AccessDecision = { kind: 'pass' }

/**
 * ROUTE-5, ROUTE-6, ROUTE-7: the guard's decision for `path` given the `user-token` cookie value.
 *
 * - The path is lower-cased before the checks (ROUTE-5): `/Member/Order` is guarded like `/member/order`.
 * - A path with a `member` segment and no token goes to `/login` (ROUTE-6).
 * - A path with a `cart` segment and no token goes to `/login?redirect={path}` (ROUTE-7), the path kept as
 *   requested (case, query and all) and percent-encoded as one query value, so signing in returns the buyer
 *   to exactly where they were.
 * - An empty token is no token (logout blanks the cookie, AUTH-3).
 *
 * Ours (the spec says "any path containing /member" or "/cart"): we match whole segments anywhere in the path,
 * not substrings, so `/catalog/cartridge-fuses-12` or a product slug starting with "cart" stays public; a query
 * string or fragment is not part of the path checked. A path with both segments goes to `/login` (ROUTE-6 first).
 */
export function accessDecision(path: string, token: string | null | undefined): AccessDecision {
  if (hasToken(token)) return PASS
  const segments = path
    .toLowerCase()
    .replace(/[?#][\s\S]*$/, '')
    .split('/')
  if (segments.includes('member')) return { kind: 'redirect', to: LOGIN_PATH }
  if (segments.includes('cart')) return { kind: 'redirect', to: loginRedirectPath(path) }
  return PASS
}

/**
 * ROUTE-7 (and CART-1): `/login?redirect={path}`, the path percent-encoded as one query value so that its own
 * `?` and `&` survive the round trip.
 */
export function loginRedirectPath(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeComponent(path)}`
}

/**
 * Where to go after signing in, from the `redirect` query value of `/login` (ROUTE-7, AUTH-1).
 *
 * Ours (the spec is silent): only a path on this site is followed; anything else (missing, empty, an absolute
 * URL, a protocol-relative `//host` or `/\host` that browsers read as another host, control characters) goes to
 * `/`. Without this, `/login?redirect=https://evil.example` would be an open redirect.
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (typeof redirect !== 'string') return '/'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  const sameSite = /^\/(?![/\\])/.test(redirect) && !/[\u0000-\u001F\u007F]/.test(redirect)
  return sameSite ? redirect : '/'
}
