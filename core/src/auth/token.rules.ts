/**
 * Whether a stored `user-token` value means "signed in" (ROUTE-6, ROUTE-7, API-1).
 *
 * Logout blanks the cookie rather than deleting it (AUTH-3), so an empty value must read as absent. A value of
 * only whitespace is treated the same: no server issues one, and sending `Bearer  ` would only earn a 403.
 */
export function hasToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== ''
}
