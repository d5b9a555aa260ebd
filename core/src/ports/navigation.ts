/**
 * The navigation port: where the machines send the buyer. A soft navigation goes through the router
 * (`/login?redirect=…`, CART-1); a full one loads the page anew (`/` after logout, AUTH-3); a reload follows
 * a new build or a layout switch (API-7, SHELL-4, ROUTE-9). The default is the router plus `location` in
 * `adapters/`; `createMemoryNavigation` is its twin.
 */
export interface NavigationPort {
  /** The current path with its query string (`/product/lm358dr-12345?tab=2`), for `?redirect=`. */
  currentPath(): string
  /** Soft navigation to a site path through the router. */
  navigate(path: string): void
  /** Full navigation: the page is loaded anew from `url`. */
  assign(url: string): void
  /** Reloads the current page. */
  reload(): void
}

/** What the memory twin was asked to do, in order. */
export type NavigationRecord =
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'assign'; readonly url: string }
  | { readonly kind: 'reload' }

/** The in-memory twin: records every request, and follows soft and full navigations to a path. */
export interface MemoryNavigation extends NavigationPort {
  records(): ReadonlyArray<NavigationRecord>
}

/** An in-memory `NavigationPort` starting at `initialPath`. */
export function createMemoryNavigation(initialPath = '/'): MemoryNavigation {
  let path = initialPath
  const records: NavigationRecord[] = []
  return {
    currentPath: () => path,
    navigate: (to) => {
      records.push({ kind: 'navigate', path: to })
      path = to
    },
    assign: (url) => {
      records.push({ kind: 'assign', url })
      // A full navigation to a site path lands on it; an absolute URL leaves the site.
      if (url.startsWith('/')) path = url
    },
    reload: () => {
      records.push({ kind: 'reload' })
    },
    records: () => [...records],
  }
}
