/**
 * The cookie port (SHELL-9, AUTH-1, AUTH-3): the `user-token`, language and fingerprint cookies. The default
 * wraps `js-cookie` in `adapters/`; `createMemoryCookies` is its twin for tests and non-browser renderers.
 */

/** Where and for how long a cookie is kept. */
export interface CookieOptions {
  /** Lifetime in days (`COOKIES.userToken.days` is 365); a session cookie when left out. */
  readonly days?: number
  /** @default '/' */
  readonly path?: string
}

export interface CookiePort {
  /** The cookie's value, or `undefined` when it is not set. */
  get(name: string): string | undefined
  /** Sets the cookie (an empty value still sets it: AUTH-3 "blanks" the token cookie). */
  set(name: string, value: string, options?: CookieOptions): void
  /** Removes the cookie from `path`. */
  remove(name: string, options?: { readonly path?: string }): void
}

/** A cookie the memory twin holds, with the options it was set with. */
export interface MemoryCookie {
  readonly value: string
  readonly days: number | undefined
  readonly path: string
}

/** The in-memory twin: a `CookiePort` whose cookies a test can read back with their days and path. */
export interface MemoryCookies extends CookiePort {
  /** Every cookie set, by name. */
  entries(): ReadonlyMap<string, MemoryCookie>
}

/**
 * An in-memory `CookiePort`. Cookies never expire on their own (a test checks `days` instead); a cookie is
 * one per name, whatever its path, as the storefront uses only `/`.
 */
export function createMemoryCookies(initial: Readonly<Record<string, string>> = {}): MemoryCookies {
  const cookies = new Map<string, MemoryCookie>(
    Object.entries(initial).map(([name, value]) => [name, { value, days: undefined, path: '/' }]),
  )
  return {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => {
      cookies.set(name, { value, days: options?.days, path: options?.path ?? '/' })
    },
    remove: (name) => {
      cookies.delete(name)
    },
    entries: () => new Map(cookies),
  }
}
