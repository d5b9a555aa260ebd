import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'

/** The storefront's router. Tests pass a memory history; the app uses the browser's. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Query values stay plain strings (`/so?keyWord=358` is the text "358", not a number), as the spec's
    // URLs are written; the router's default would JSON-encode and decode them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
