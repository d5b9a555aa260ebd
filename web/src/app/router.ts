import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { NotFound, RouteError } from './route-errors.tsx'
import type { RouterContext } from './router-context.ts'
import { createScrollRestorationPolicy, keepScrollTracked } from './scroll-restoration.ts'

/**
 * Query values stay plain strings, as the spec writes its URLs (`/so?keyWord=358` is the text "358"): the
 * router's default would turn `358` into a number and JSON-quote strings that look like numbers.
 */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search))
}

// Commas stay as written (`?resistance=10k,4.7k`, issue 29): legal in a query and easier to read than `%2C`.
function stringifySearch(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)).replace(/%2C/g, ',')}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

export interface AppRouterOptions {
  readonly context: RouterContext
  /** The browser's by default; the server's request path (set by `createRequestHandler`) or a memory history in tests. */
  readonly history?: RouterHistory
  /** The CSP nonce of this response, put on every inline and module script the router writes (server only). */
  readonly nonce?: string
}

/**
 * The storefront's router, created per request on the server and once per page in the browser. Route
 * preloading on hover or focus (`intent`) is capped by the router itself; loaders' data is dehydrated into
 * the page and reused at hydration.
 */
export function createAppRouter(options: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: options.context,
    ...(options.history ? { history: options.history } : {}),
    ...(options.nonce === undefined ? {} : { ssr: { nonce: options.nonce } }),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // Client navigations and back/forward only: a page scrolled while it loads keeps its scroll (issue 28).
    scrollRestoration: createScrollRestorationPolicy(),
    parseSearch,
    stringifySearch,
  })
  if (typeof window !== 'undefined') keepScrollTracked(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
