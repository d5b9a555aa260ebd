import type { RouterHistory } from '@tanstack/react-router'
import { createBrowserCookies, createConsoleLogger, cryptoRandom, createFetchHttp, createWebStorage } from '@partfront/adapters'
import { createLazyApiCaller } from '@partfront/core/client'
import { COOKIES } from '@partfront/core/constants'
import type { HttpPort, StoragePort } from '@partfront/core/ports'
import { createDeferredStorefront, REFERRER_KEY, type DeferredStorefront, type Storefront, type XStateClock } from '@partfront/core/storefront'
import { createAppRouter, type AppRouter } from './router.ts'

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
  readonly storefront: () => DeferredStorefront | undefined
}

/**
 * The composition of the page in the browser: the router (its loaders call core's client over `fetch`,
 * same origin), and the storefront the root route builds from the dehydrated shell data. That storefront is
 * core's `DeferredStorefront`: the root route starts it after hydration, which loads `build-storefront.ts`
 * (XState, the machines, the `adapters/` ports they need) and starts the machines, their soft navigations
 * going through the router (issue 13: none of it is in a page's first load). Nothing runs during render.
 */
export function createApp(options: CreateAppOptions = {}): App {
  const http = createFetchHttp()
  const cookies = createBrowserCookies()
  const storage = options.storage ?? createWebStorage()
  const logger = createConsoleLogger()
  const webDomain = globalThis.location.origin
  const token = () => cookies.get(COOKIES.userToken.name)
  let built: DeferredStorefront | undefined

  // The client (and effect's Schema with it) loads with the first call, not with the page (issue 13).
  const callOver = (port: HttpPort) =>
    createLazyApiCaller({
      http: port,
      config: { baseUrl: '', webDomain },
      session: { token: () => token() ?? '', referrer: () => storage.getItem(REFERRER_KEY) },
      logger,
      random: cryptoRandom,
    })
  const call = callOver(http)

  const router: AppRouter = createAppRouter({
    ...(options.history === undefined ? {} : { history: options.history }),
    context: {
      call,
      callOver,
      token,
      site: { origin: webDomain },
      onServer: false,
      document: options.document ?? true,
      storefrontFor: (shell) => {
        built = createDeferredStorefront({
          call,
          load: async (): Promise<Storefront> =>
            (await import('./build-storefront.ts')).buildStorefront({
              shell,
              http,
              cookies,
              storage,
              sessionStore: options.sessionStore,
              logger,
              navigate: (to) => void router.navigate({ href: to }),
              xstateClock: options.xstateClock,
            }),
        })
        return built
      },
    },
  })
  return { router, storefront: () => built }
}
