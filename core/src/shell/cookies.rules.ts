import { COOKIES, LOCALE } from '../constants.ts'

/**
 * The storefront's cookies (SHELL-9, ROUTE-10, AUTH-1) as attribute objects: the cookie adapter writes them;
 * nothing here touches `document.cookie`.
 */

/** A cookie to write: name, value, lifetime in days from now, and path. */
export interface CookieSpec {
  readonly name: string
  readonly value: string
  readonly expiresDays: number
  readonly path: string
}

/**
 * SHELL-9, AUTH-1: the `user-token` cookie, 365 days on path `/`. Logout writes it with `''` (AUTH-3: the cookie
 * is blanked, and an empty token reads as signed out).
 */
export function userTokenCookie(token: string): CookieSpec {
  return { name: COOKIES.userToken.name, value: token, expiresDays: COOKIES.userToken.days, path: COOKIES.userToken.path }
}

/** SHELL-9, ROUTE-10: the language cookie: always `en-US` (the only locale), 365 days on path `/`. */
export function languageCookie(): CookieSpec {
  return { name: COOKIES.language.name, value: LOCALE, expiresDays: COOKIES.language.days, path: COOKIES.language.path }
}

/** SHELL-9: the visitor fingerprint cookie holding `id`, 7 days on path `/`. */
export function fingerprintCookie(id: string): CookieSpec {
  return {
    name: COOKIES.fingerprint.name,
    value: id,
    expiresDays: COOKIES.fingerprint.days,
    path: COOKIES.fingerprint.path,
  }
}

/**
 * SHELL-9: a new visitor fingerprint id, shaped as a version-4 UUID (`xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`,
 * lower-case hex), from `random`, a source of numbers in [0, 1) such as `Math.random` or, better, one backed
 * by `crypto.getRandomValues`. Taking the source as a parameter keeps core free of globals and tests
 * deterministic.
 *
 * Ours (the spec shows only that the cookie holds "an id"): the UUID shape is widely recognised and
 * cookie-safe. A source that returns something outside [0, 1) is clamped into it, so the result is always
 * well-formed.
 */
export function fingerprintId(random: () => number): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(unit(random()) * 256))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // RFC 4122 variant
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function unit(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0
  return value >= 1 ? 1 - Number.EPSILON : value
}
