import type { RouterHistory } from '@tanstack/react-router'
import {
  createBrowserCookies,
  createBrowserNavigation,
  createConsoleLogger,
  createFetchHttp,
  createSessionStorage,
  createWebStorage,
  systemClock,
} from '@partfront/adapters'
import type { StoragePort } from '@partfront/core'
import { createStorefront, type Storefront } from '@partfront/core/storefront'
import { createAppRouter, type AppRouter } from './router.ts'

/** What a test may swap; the app takes the browser's defaults. */
export interface CreateAppOptions {
  /** @default the browser's history */
  readonly history?: RouterHistory
  /** Local storage (search history, cart count, …). @default `localStorage` through the adapter */
  readonly storage?: StoragePort
  /** Session storage (the reload guard). @default `sessionStorage` through the adapter */
  readonly sessionStore?: StoragePort
}

/** The app: the router, and the storefront wired to the browser through the adapters, started. */
export interface App {
  readonly router: AppRouter
  readonly storefront: Storefront
}

/**
 * The composition of the web app: the router first, then the storefront over the `adapters/` ports, its
 * soft navigations going through the router (the machines' `navigate`: search, paging, filters). Same-origin
 * API (`/api/…`).
 */
export function createApp(options: CreateAppOptions = {}): App {
  const router = createAppRouter(options.history === undefined ? {} : { history: options.history })
  const storefront = createStorefront({
    http: createFetchHttp(),
    cookies: createBrowserCookies(),
    storage: options.storage ?? createWebStorage(),
    sessionStore: options.sessionStore ?? createSessionStorage(),
    clock: systemClock,
    navigation: createBrowserNavigation({ navigate: (to) => void router.navigate({ href: to }) }),
    logger: createConsoleLogger(),
    config: { baseUrl: '', webDomain: globalThis.location.origin, pageWidth: globalThis.innerWidth },
  })
  storefront.start()
  return { router, storefront }
}
