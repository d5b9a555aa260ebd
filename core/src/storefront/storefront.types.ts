import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate'
import type { authMachine } from '../auth/auth.machine.ts'
import type { cartMachine } from '../cart/cart.machine.ts'
import type { compareMachine } from '../compare/compare.machine.ts'
import type { ApiCaller, RandomPort } from '../client/api-client.ts'
import type { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine.ts'
import type { deploymentWatcherMachine } from '../deployment/deployment.machine.ts'
import type { favouritesMachine } from '../favourites/favourites.machine.ts'
import type { layoutMachine } from '../layout/layout.machine.ts'
import type { ClockPort } from '../ports/clock.ts'
import type { CookiePort } from '../ports/cookie.ts'
import type { HttpPort } from '../ports/http.ts'
import type { LoggerPort } from '../ports/logger.ts'
import type { NavigationPort } from '../ports/navigation.ts'
import type { StoragePort } from '../ports/storage.ts'
import type { reloadGuardMachine } from '../reload-guard/reload-guard.machine.ts'
import type { rfqMachine } from '../rfq/rfq.machine.ts'
import type { searchBoxMachine } from '../search/search-box.machine.ts'
import type { searchResultsMachine } from '../search/search-results.machine.ts'
import type { sidebarMachine } from '../sidebar/sidebar.machine.ts'
import type { toastMachine } from '../toast/toast.machine.ts'
import type { TrendingPart } from '../search/trending.rules.ts'

/** Where the storefront runs: what a renderer (or a test) configures. */
export interface StorefrontConfig {
  /** The API's base URL (`https://api.partfront.com`, or `''` for same-origin `/api/…`), API-1. */
  readonly baseUrl: string
  /** The storefront's web domain, the first part of the `referer-url` header (API-1). */
  readonly webDomain: string
  /**
   * The viewport width in CSS pixels when the page was built (SHELL-4). Left out (a server render, a test),
   * the layout starts as desktop.
   * @default undefined
   */
  readonly pageWidth?: number
  /** The vertical scroll offset at start (SHELL-2). @default 0 */
  readonly scrollY?: number
  /** The id of the build this page runs, when the web build embeds it (API-7). @default undefined */
  readonly buildId?: string
  /** Where the site's built files are served; `builds/latest.json` is polled under it (API-7). @default '/' */
  readonly assetBase?: string
  /** Milliseconds before an API call is given up (`HttpError` `timeout`). @default undefined (none) */
  readonly timeoutMs?: number
  /**
   * The TRENDING NOW parts already known when the storefront is built (a server render loaded them), so the
   * search box starts with them and asks for none (SEARCH-5: pages are not cached, so they are current); without
   * them its `loadTrending` call fetches them.
   * @default []
   */
  readonly trending?: readonly TrendingPart[]
}

/** XState's clock (its `Clock` type is not exported): `setTimeout`/`clearTimeout`, or a `SimulatedClock`. */
export type XStateClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>

/** Everything `createStorefront` reaches the world through (see `core/src/ports/`). */
export interface StorefrontPorts {
  readonly http: HttpPort
  readonly cookies: CookiePort
  /** Local storage: quoteList, cartNum, sidebarParams, searchList, compareList, userEmail, isLogin, captchaCodeId, … */
  readonly storage: StoragePort
  /** Session storage: the reload guard's records (ROUTE-9). */
  readonly sessionStore: StoragePort
  /** The time the reload guard and the deployment watcher read (`now()`). */
  readonly clock: ClockPort
  readonly navigation: NavigationPort
  readonly logger: LoggerPort
  /**
   * Cryptographic random bytes: the API client's idempotency keys for placing an order and submitting a
   * payment, so a retried request is not a second order. Left out, those calls go without a key.
   * @default undefined
   */
  readonly random?: RandomPort
  readonly config: StorefrontConfig
  /**
   * XState's clock for every delay of every machine (the system's scheduler). Tests pass a `SimulatedClock`
   * (usually also as `clock`) and move it with `increment`.
   * @default XState's real clock (`setTimeout`)
   */
  readonly xstateClock?: XStateClock
}

/** The running machines, one actor each, all in one XState system (their `systemId` is their key here). */
export interface StorefrontActors {
  readonly auth: ActorRefFrom<typeof authMachine>
  readonly cart: ActorRefFrom<typeof cartMachine>
  readonly rfq: ActorRefFrom<typeof rfqMachine>
  readonly favourites: ActorRefFrom<typeof favouritesMachine>
  /** The compare list (issue 29): up to four ticked parts, kept locally. */
  readonly compare: ActorRefFrom<typeof compareMachine>
  readonly sidebar: ActorRefFrom<typeof sidebarMachine>
  readonly searchBox: ActorRefFrom<typeof searchBoxMachine>
  /** The search results page (`/so`): idle until the page sends `results.sync` with the URL's params. */
  readonly searchResults: ActorRefFrom<typeof searchResultsMachine>
  readonly toast: ActorRefFrom<typeof toastMachine>
  readonly cookieConsent: ActorRefFrom<typeof cookieConsentMachine>
  readonly layout: ActorRefFrom<typeof layoutMachine>
  readonly reloadGuard: ActorRefFrom<typeof reloadGuardMachine>
  readonly deployment: ActorRefFrom<typeof deploymentWatcherMachine>
}

/** The name of one of the storefront's actors. */
export type StorefrontActorName = keyof StorefrontActors

/** The headless storefront: what a renderer draws from and sends to. */
export interface Storefront {
  /** Each machine's actor, to select from (`useSelector(storefront.actors.cart, badgeText)`). */
  readonly actors: StorefrontActors
  /**
   * Sends `event` to the actor owning its area (the part of `type` before the first `.`: `cart.add` → cart,
   * `search.submit` → searchBox, `results.page` → searchResults, `consent.accept` → cookieConsent, `chunk.failed` → reloadGuard). Events
   * `isSendableEvent` refuses, and events of no known area, are dropped: answers whether it was delivered.
   */
  readonly send: (event: unknown) => boolean
  /**
   * The typed API caller, with the session's token and referrer, for the pages' own queries:
   * `call(productDetail, { query })`. Endpoints are passed in, so a page bundles only the schemas it uses.
   */
  readonly call: ApiCaller
  /** Starts every actor (idempotent). Nothing runs, no call is made, before this. */
  readonly start: () => void
  /** Stops every actor and the forwarding to the ports. */
  readonly stop: () => void
}
