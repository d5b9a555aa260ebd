import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'

/**
 * Query values stay plain strings, as the spec writes its URLs (`/so?keyWord=358` is the text "358"): the
 * router's default would turn `358` into a number and JSON-quote strings that look like numbers.
 */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search))
}

function stringifySearch(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

/** The storefront's router. Tests pass a memory history; the app uses the browser's. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
