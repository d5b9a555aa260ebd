import type { CookieOptions, CookiePort } from '@partfront/core'
import Cookies from 'js-cookie'

/**
 * The cookie port over `js-cookie` (SHELL-9, AUTH-1, AUTH-3): `user-token` for 365 days on `/`, the language
 * and fingerprint cookies. Every cookie is `SameSite=Lax` (sent on top-level navigations from other sites,
 * not on their sub-requests) and `Secure` when the page is on https. The twin is core's
 * `createMemoryCookies`.
 */

/** The part of `js-cookie` the port uses; tests may pass their own. */
export type CookieJar = Pick<typeof Cookies, 'get' | 'set' | 'remove'>

/** What `createBrowserCookies` takes. */
export interface BrowserCookiesOptions {
  /** @default js-cookie's default instance */
  readonly jar?: CookieJar
  /**
   * Whether to mark cookies `Secure`.
   * @default true when `globalThis.location.protocol` is `https:`
   */
  readonly secure?: () => boolean
}

/** A `CookiePort` over `js-cookie`. */
export function createBrowserCookies(options: BrowserCookiesOptions = {}): CookiePort {
  const jar = options.jar ?? Cookies
  const secure = options.secure ?? (() => globalThis.location?.protocol === 'https:')
  return {
    get: (name) => jar.get(name),
    set: (name, value, cookieOptions?: CookieOptions) => {
      jar.set(name, value, {
        path: cookieOptions?.path ?? '/',
        sameSite: 'lax',
        secure: secure(),
        ...(cookieOptions?.days === undefined ? {} : { expires: cookieOptions.days }),
      })
    },
    remove: (name, removeOptions) => {
      jar.remove(name, { path: removeOptions?.path ?? '/' })
    },
  }
}
