import type { NavigationPort } from '@partfront/core'

/**
 * The navigation port in the browser: soft navigation through the router (CART-1's `/login?redirect=…`),
 * full navigation and reload through `location` (AUTH-3's `/`, API-7, SHELL-4, ROUTE-9). The twin is core's
 * `createMemoryNavigation`.
 */

/** The part of `Location` the port uses; tests pass a plain object. */
export type NavigationLocation = Pick<Location, 'pathname' | 'search' | 'assign' | 'reload'>

/** What `createBrowserNavigation` takes. */
export interface BrowserNavigationOptions {
  /** The router's navigate, for soft navigations to a site path. */
  readonly navigate: (to: string) => void
  /**
   * Where full navigations and reloads go, and the current path is read from. Read at each call when left
   * out.
   * @default globalThis.location
   */
  readonly location?: NavigationLocation
}

/** A `NavigationPort` over a router and `location`. */
export function createBrowserNavigation(options: BrowserNavigationOptions): NavigationPort {
  const location = (): NavigationLocation => options.location ?? globalThis.location
  return {
    currentPath: () => {
      const { pathname, search } = location()
      return `${pathname}${search}`
    },
    navigate: (to) => options.navigate(to),
    assign: (url) => location().assign(url),
    reload: () => location().reload(),
  }
}
