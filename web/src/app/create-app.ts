import type { RouterHistory } from '@tanstack/react-router'
import {
  createBrowserCookies,
  createBrowserNavigation,
  createConsoleLogger,
  cryptoRandom,
  createFetchHttp,
  createSessionStorage,
  createWebStorage,
  systemClock,
} from '@partfront/adapters'
import { AUTH_KEYS } from '@partfront/core/auth'
import { CART_NUM_KEY } from '@partfront/core/cart'
import { createLazyApiCaller } from '@partfront/core/client'
import { COOKIES } from '@partfront/core/constants'
import type { HttpPort, StoragePort } from '@partfront/core/ports'
import { createStorefront, REFERRER_KEY, type Storefront, type XStateClock } from '@partfront/core/storefront'
import { createAppRouter, type AppRouter } from './router.ts'
import type { ShellData } from './shell-data.ts'

/** What a test may swap; the page takes the browser's defaults. */
export interface CreateAppOptions {
  /** @default the browser's history */
  readonly history?: RouterHistory
  /** Local storage (search history, cart count, …). @default `localStorage` through the adapter */
  readonly storage?: StoragePort
  /** Session storage (the reload guard). @default `sessionStorage` through the adapter */
  readonly sessionStore?: StoragePort
  /** Render the whole document (`<html>`), as on a real page. Component tests render into a container. @default true */
  readonly document?: boolean
  /** The clock of every machine's delays: a test's `SimulatedClock`. @default XState's real clock */
  readonly xstateClock?: XStateClock
}

/** The page in the browser: its router, and its storefront once the root route has built it. */
export interface App {
  readonly router: AppRouter
  /** The storefront the root route built from the shell data; `undefined` until the first render. */
  readonly storefront: () => Storefront | undefined
}

/**
 * What the server rendered is the truth the machines start from (the member's email and cart count; the
 * stored values of another tab or an old session could differ and would not match the server's HTML).
 */
export function seedFromShell(storage: StoragePort, shell: ShellData): void {
  if (shell.member === null) return
  storage.setItem(AUTH_KEYS.userEmail, shell.member.email)
  storage.setItem(CART_NUM_KEY, String(shell.member.cartNum))
}

/**
 * The composition of the page in the browser: the router (its loaders call core's client over `fetch`,
 * same origin), and the storefront built by the root route from the dehydrated shell data, over the
 * `adapters/` ports, its soft navigations going through the router. The storefront starts after hydration
 * (the root route's effect); nothing runs during render.
 */
export function createApp(options: CreateAppOptions = {}): App {
  const http = createFetchHttp()
  const cookies = createBrowserCookies()
  const storage = options.storage ?? createWebStorage()
  const logger = createConsoleLogger()
  const webDomain = globalThis.location.origin
  const token = () => cookies.get(COOKIES.userToken.name)
  let built: Storefront | undefined

  // The client (and effect's Schema with it) loads with the first loader call, not with the page (issue 13).
  const callOver = (port: HttpPort) =>
    createLazyApiCaller({
      http: port,
      config: { baseUrl: '', webDomain },
      session: { token: () => token() ?? '', referrer: () => storage.getItem(REFERRER_KEY) },
      logger,
      random: cryptoRandom,
    })

  const router: AppRouter = createAppRouter({
    ...(options.history === undefined ? {} : { history: options.history }),
    context: {
      call: callOver(http),
      callOver,
      token,
      site: { origin: webDomain },
      onServer: false,
      document: options.document ?? true,
      storefrontFor: (shell) => {
        seedFromShell(storage, shell)
        built = createStorefront({
          http,
          cookies,
          storage,
          sessionStore: options.sessionStore ?? createSessionStorage(),
          clock: systemClock,
          navigation: createBrowserNavigation({ navigate: (to) => void router.navigate({ href: to }) }),
          logger,
          random: cryptoRandom,
          ...(options.xstateClock === undefined ? {} : { xstateClock: options.xstateClock }),
          // The scroll offset comes with LayoutEvents after hydration: the server rendered the top of the page.
          config: {
            baseUrl: '',
            webDomain,
            pageWidth: globalThis.innerWidth,
            trending: shell.trending,
            ...(import.meta.env.VITE_BUILD_ID === undefined ? {} : { buildId: import.meta.env.VITE_BUILD_ID }),
          },
        })
        return built
      },
    },
  })
  return { router, storefront: () => built }
}
