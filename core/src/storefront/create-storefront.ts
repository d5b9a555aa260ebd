import { type AnyActorRef, type Subscription, createActor, fromPromise, setup } from 'xstate'
import { authMachine } from '../auth/auth.machine.ts'
import { AUTH_KEYS, startsSignedIn } from '../auth/auth.rules.ts'
import type { AuthInput } from '../auth/auth.types.ts'
import { cartMachine } from '../cart/cart.machine.ts'
import { CART_NUM_KEY } from '../cart/cart.rules.ts'
import type { AddCartInput, CartInput } from '../cart/cart.types.ts'
import type { ApiCaller } from '../client/api-client.ts'
import { createLazyApiCaller } from '../client/lazy-api-caller.ts'
import { compareMachine } from '../compare/compare.machine.ts'
import { COMPARE_LIST_KEY } from '../compare/compare.rules.ts'
import type { CompareInput } from '../compare/compare.types.ts'
import { COOKIES } from '../constants.ts'
import type { LoginBody, LoginResult } from '../contract/auth.ts'
import type { CartCount, CartItem, DeleteCartQuery, SumCartQuery } from '../contract/cart.ts'
import type { AnyEndpoint, RequestOf, ResponseOf } from '../contract/endpoint.ts'
import type { FavouriteBody, FavouriteCount, FavouriteList, FavouriteMergeBody } from '../contract/favourite.ts'
import type { SearchResult } from '../contract/search.ts'
import type { QuoteReceipt, RfqListBody } from '../contract/quote.ts'
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine.ts'
import { COOKIE_CONSENT_KEY } from '../cookie-consent/cookie-consent.rules.ts'
import type { CookieConsentInput } from '../cookie-consent/cookie-consent.types.ts'
import { deploymentWatcherMachine } from '../deployment/deployment.machine.ts'
import type { LatestBuild } from '../deployment/deployment.rules.ts'
import type { DeploymentWatcherInput, FetchLatestBuildInput } from '../deployment/deployment.types.ts'
import type { Effect, RelayedEvent, ToastRequest } from '../effects/effects.types.ts'
import { isSendableEvent } from '../effects/events.rules.ts'
import { favouritesMachine } from '../favourites/favourites.machine.ts'
import { FAVOURITE_LIST_KEY } from '../favourites/favourites.rules.ts'
import type { FavouritesInput } from '../favourites/favourites.types.ts'
import { layoutMachine } from '../layout/layout.machine.ts'
import type { LayoutInput } from '../layout/layout.types.ts'
import type { StoragePort } from '../ports/storage.ts'
import { reloadGuardMachine } from '../reload-guard/reload-guard.machine.ts'
import { RELOAD_GUARD_KEY } from '../reload-guard/reload-guard.rules.ts'
import type { ReloadGuardInput } from '../reload-guard/reload-guard.types.ts'
import { rfqMachine } from '../rfq/rfq.machine.ts'
import { RFQ_LIST_KEY } from '../rfq/rfq.rules.ts'
import type { RfqInput } from '../rfq/rfq.types.ts'
import { searchBoxMachine } from '../search/search-box.machine.ts'
import { searchResultsMachine } from '../search/search-results.machine.ts'
import type { SearchListInput } from '../search/search-results.types.ts'
import type { SearchBoxInput } from '../search/search-box.types.ts'
import { SEARCH_HISTORY_KEY } from '../search/search.rules.ts'
import type { TrendingPart } from '../search/trending.rules.ts'
import { sidebarMachine } from '../sidebar/sidebar.machine.ts'
import { SIDEBAR_PARAMS_KEY } from '../sidebar/sidebar.rules.ts'
import type { SidebarInput } from '../sidebar/sidebar.types.ts'
import { toastMachine } from '../toast/toast.machine.ts'
import { toToastRequest } from '../toast/toast.rules.ts'
import { REFERRER_KEY } from './referrer.ts'
import type { Storefront, StorefrontActorName, StorefrontActors, StorefrontPorts } from './storefront.types.ts'

/**
 * The composition root (issue 5): the storefront's machines as one XState system, wired to the ports.
 *
 * - One system: a root machine invokes every machine with a `systemId` equal to its name here, so they share
 *   one scheduler and one clock (`xstateClock`: a `SimulatedClock` in tests drives every delay of every
 *   machine at once), start and stop together, and are reachable as `system.get('cart')`. The root holds no
 *   behaviour: it is only the parent.
 * - Reading: each machine's `input` is read here, once, from the storage ports and the `user-token` cookie
 *   (spec §3: quoteList, cartNum, sidebarParams, searchList; userEmail, isLogin, captchaCodeId).
 * - Calls: each machine's invoked actors are provided from the typed API caller (`call(cartAdd, …)`, only the endpoints the machines use), the client and each endpoint's contract module loaded with the first call that needs them (a dynamic `import()`), so no page's first load carries effect's Schema for them; a
 *   call that fails with an answer rejects with an `ApiError`, which the machines' forbidden rule reads
 *   (API-3). The client reads the token from the session machine at every call, so a login or logout takes
 *   effect at once.
 * - Writing: every emitted request (`effects.types.ts`) is forwarded to its port, and every relayed event to
 *   the machines of the relay table below. Nothing else talks to a port.
 */
export function createStorefront(ports: StorefrontPorts): Storefront {
  const { http, cookies, storage, sessionStore, clock, navigation, logger, config } = ports

  // ---- What the machines start from (spec §3) -------------------------------------------------------------
  const token = cookies.get(COOKIES.userToken.name)
  const signedIn = startsSignedIn(token)
  const inputs: StorefrontInputs = {
    auth: {
      stored: {
        userEmail: storage.getItem(AUTH_KEYS.userEmail),
        isLogin: storage.getItem(AUTH_KEYS.isLogin),
        captchaCodeId: storage.getItem(AUTH_KEYS.captchaCodeId),
        account: storage.getItem(AUTH_KEYS.account),
      },
      token,
    },
    cart: { stored: storage.getItem(CART_NUM_KEY), signedIn },
    rfq: { stored: storage.getItem(RFQ_LIST_KEY), signedIn },
    favourites: { stored: storage.getItem(FAVOURITE_LIST_KEY), signedIn },
    compare: { stored: storage.getItem(COMPARE_LIST_KEY) },
    sidebar: { stored: storage.getItem(SIDEBAR_PARAMS_KEY) },
    searchBox: { stored: storage.getItem(SEARCH_HISTORY_KEY), ...(config.trending === undefined ? {} : { trending: config.trending }) },
    cookieConsent: { stored: storage.getItem(COOKIE_CONSENT_KEY) },
    // A width left out is not a number, which the layout reads as desktop (SHELL-4, layout.types.ts).
    layout: { width: config.pageWidth ?? Number.NaN, scrollY: config.scrollY ?? 0 },
    reloadGuard: { clock, stored: sessionStore.getItem(RELOAD_GUARD_KEY) },
    deployment: {
      clock,
      ...(config.buildId === undefined ? {} : { buildId: config.buildId }),
      ...(config.assetBase === undefined ? {} : { base: config.assetBase }),
    },
  }

  // ---- The API client: the session's token (from the session machine) and the stored referrer -------------
  // Loaded on the first call, not with the page (issue 13): the client and the contract's endpoints are built
  // with effect's Schema, which a page that calls nothing before it is interactive should not download.
  const call: ApiCaller = createLazyApiCaller({
    http,
    config: {
      baseUrl: config.baseUrl,
      webDomain: config.webDomain,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    },
    session: {
      // The session machine's token: the cookie's at start, the login's after it, `''` once it ended. No call
      // is made before `running` exists (the actors are created below, and call only once started).
      token: () => running.auth.getSnapshot().context.token,
      referrer: () => storage.getItem(REFERRER_KEY),
    },
    logger,
    ...(ports.random === undefined ? {} : { random: ports.random }),
  })
  /** `call` on an endpoint whose contract module is loaded with the call (`lazyCall(() => import(…).then(…), …)`). */
  const lazyCall = async <E extends AnyEndpoint>(endpoint: () => Promise<E>, request: RequestOf<E>): Promise<ResponseOf<E>> =>
    call(await endpoint(), request)
  const auth = () => import('../contract/auth.ts')
  const cart = () => import('../contract/cart.ts')
  const favourite = () => import('../contract/favourite.ts')
  const search = () => import('../contract/search.ts')
  const quote = () => import('../contract/quote.ts')

  // ---- The machines with their calls ------------------------------------------------------------------------
  const machines = {
    auth: authMachine.provide({
      actors: {
        login: fromPromise<LoginResult, LoginBody>(({ input }) => lazyCall(() => auth().then((m) => m.authLogin), { body: input })),
        logout: fromPromise<unknown>(() => lazyCall(() => auth().then((m) => m.authLogout), {})),
      },
    }),
    cart: cartMachine.provide({
      actors: {
        addCart: fromPromise<CartCount, AddCartInput>(({ input }) => lazyCall(() => cart().then((m) => m.cartAdd), input)),
        deleteCart: fromPromise<CartCount, DeleteCartQuery>(({ input }) => lazyCall(() => cart().then((m) => m.cartDelete), { query: input })),
        sumCart: fromPromise<CartCount, SumCartQuery>(({ input }) => lazyCall(() => cart().then((m) => m.cartSum), { query: input })),
        loadCart: fromPromise<readonly CartItem[]>(() => lazyCall(() => cart().then((m) => m.cartDetail), {})),
      },
    }),
    rfq: rfqMachine.provide({
      actors: {
        submitRfq: fromPromise<QuoteReceipt, RfqListBody>(({ input }) => lazyCall(() => quote().then((m) => m.quoteRfqList), { body: input })),
      },
    }),
    favourites: favouritesMachine.provide({
      actors: {
        listFavourites: fromPromise<FavouriteList>(() => lazyCall(() => favourite().then((m) => m.favouriteList), {})),
        addFavourite: fromPromise<FavouriteCount, FavouriteBody>(({ input }) => lazyCall(() => favourite().then((m) => m.favouriteAdd), { body: input })),
        removeFavourite: fromPromise<FavouriteCount, FavouriteBody>(({ input }) => lazyCall(() => favourite().then((m) => m.favouriteRemove), { body: input })),
        mergeFavourites: fromPromise<FavouriteList, FavouriteMergeBody>(({ input }) => lazyCall(() => favourite().then((m) => m.favouriteMerge), { body: input })),
      },
    }),
    compare: compareMachine,
    sidebar: sidebarMachine,
    // SEARCH-5: the parts a server render loaded are the current ones (pages are not cached); only a storefront
    // built without them asks. So a visitor's page makes no API call, and loads no API client, until they act.
    searchBox:
      (config.trending ?? []).length > 0
        ? searchBoxMachine
        : searchBoxMachine.provide({
            actors: {
              loadTrending: fromPromise<readonly TrendingPart[] | null>(() => lazyCall(() => search().then((m) => m.searchTrending), {})),
            },
          }),
    // Idle until the results page syncs the URL's params (`results.sync`).
    searchResults: searchResultsMachine.provide({
      actors: {
        searchList: fromPromise<SearchResult, SearchListInput>(({ input }) => lazyCall(() => search().then((m) => m.searchList), { query: input })),
      },
    }),
    toast: toastMachine,
    cookieConsent: cookieConsentMachine,
    layout: layoutMachine,
    reloadGuard: reloadGuardMachine,
    deployment: deploymentWatcherMachine.provide({
      actors: {
        fetchLatestBuild: fromPromise<LatestBuild, FetchLatestBuildInput>(({ input }) => fetchLatestBuild(input.url)),
      },
    }),
  }

  /**
   * API-7: the build manifest is a static file of the site, not an API call: no envelope, no session headers.
   * Whatever it holds is the watcher's to judge (`parseLatestBuild`); only an answer that is not a success
   * is refused here, so the watcher ignores that poll.
   */
  async function fetchLatestBuild(url: string): Promise<LatestBuild> {
    const response = await http.send({ method: 'GET', url, headers: {} })
    if (response.status < 200 || response.status > 299) throw new Error(`${url} answered HTTP ${response.status}`)
    return response.body as LatestBuild
  }

  // ---- One system: the root invokes each machine under its systemId ------------------------------------------
  const rootMachine = setup({
    types: { input: {} as StorefrontInputs, context: {} as StorefrontInputs },
    actors: machines,
  }).createMachine({
    id: 'storefront',
    context: ({ input }) => input,
    invoke: [
      { id: 'auth', systemId: 'auth', src: 'auth', input: ({ context }) => context.auth },
      { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.cart },
      { id: 'rfq', systemId: 'rfq', src: 'rfq', input: ({ context }) => context.rfq },
      { id: 'favourites', systemId: 'favourites', src: 'favourites', input: ({ context }) => context.favourites },
      { id: 'compare', systemId: 'compare', src: 'compare', input: ({ context }) => context.compare },
      { id: 'sidebar', systemId: 'sidebar', src: 'sidebar', input: ({ context }) => context.sidebar },
      { id: 'searchBox', systemId: 'searchBox', src: 'searchBox', input: ({ context }) => context.searchBox },
      { id: 'searchResults', systemId: 'searchResults', src: 'searchResults', input: {} },
      { id: 'toast', systemId: 'toast', src: 'toast' },
      { id: 'cookieConsent', systemId: 'cookieConsent', src: 'cookieConsent', input: ({ context }) => context.cookieConsent },
      { id: 'layout', systemId: 'layout', src: 'layout', input: ({ context }) => context.layout },
      { id: 'reloadGuard', systemId: 'reloadGuard', src: 'reloadGuard', input: ({ context }) => context.reloadGuard },
      { id: 'deployment', systemId: 'deployment', src: 'deployment', input: ({ context }) => context.deployment },
    ],
  })

  const root = createActor(rootMachine, {
    input: inputs,
    ...(ports.xstateClock === undefined ? {} : { clock: ports.xstateClock }),
  })
  // The invoked actors exist, not yet started, as soon as the root is created: the forwarding is attached
  // before any of them can emit.
  const children = root.getSnapshot().children as Record<string, AnyActorRef | undefined>
  const started = {} as Record<StorefrontActorName, AnyActorRef>
  for (const name of ACTOR_NAMES) {
    const child = children[name]
    if (child === undefined) throw new Error(`createStorefront: the ${name} actor was not created`)
    started[name] = child
  }
  const running = started as unknown as StorefrontActors

  // ---- Forwarding: emitted requests to the ports, relayed events to the machines -----------------------------
  const storageOf = (area: 'local' | 'session'): StoragePort => (area === 'session' ? sessionStore : storage)

  function forward(from: StorefrontActorName, request: Effect | RelayedEvent): void {
    switch (request.type) {
      case 'navigate':
        navigation.navigate(request.to)
        return
      case 'assign': {
        // A full navigation loads a new page: the toast shown now (AUTH-3's `Logout Success`) goes with it.
        const shown = running.toast.getSnapshot().context.current
        if (shown !== null) sessionStore.setItem(CARRIED_TOAST_KEY, JSON.stringify({ type: shown.type, message: shown.message }))
        navigation.assign(request.to)
        return
      }
      case 'reload':
        navigation.reload()
        return
      case 'persist':
        storageOf(request.storage).setItem(request.key, request.value)
        return
      case 'forget':
        storageOf(request.storage).removeItem(request.key)
        return
      case 'cookie':
        // AUTH-3 "blanks" the token: an empty value is set, as the spec says, not removed.
        cookies.set(request.name, request.value, { days: request.days, path: request.path })
        return
      case 'toast':
        running.toast.send({ type: 'toast.show', toast: request.toast })
        return
      default: {
        const targets: readonly StorefrontActorName[] | undefined = Object.hasOwn(RELAYS, request.type)
          ? RELAYS[request.type]
          : undefined
        if (targets === undefined) {
          logger.warn(`createStorefront: ${from} emitted ${String((request as { type: unknown }).type)}, which nothing handles`)
          return
        }
        for (const target of targets) (running[target] as AnyActorRef).send(request)
      }
    }
  }

  const subscriptions: Subscription[] = ACTOR_NAMES.map((name) =>
    (running[name] as AnyActorRef).on('*', (emitted: Effect | RelayedEvent) => forward(name, emitted)),
  )
  // A machine never fails on an event (tested per machine); should one fail all the same, it is logged, not
  // thrown into the renderer.
  subscriptions.push(
    ...ACTOR_NAMES.map((name) =>
      (running[name] as AnyActorRef).subscribe({
        error: (error: unknown) => logger.error(`createStorefront: the ${name} actor failed`, { error }),
      }),
    ),
  )

  let status: 'idle' | 'running' | 'stopped' = 'idle'
  return {
    actors: running,
    call,
    send: (event) => {
      if (!isSendableEvent(event)) return false
      const dot = event.type.indexOf('.')
      const area = dot === -1 ? '' : event.type.slice(0, dot)
      if (!Object.hasOwn(AREAS, area)) return false
      const target = AREAS[area as keyof typeof AREAS]
      ;(running[target] as AnyActorRef).send(event)
      return true
    },
    start: () => {
      if (status !== 'idle') return
      status = 'running'
      root.start()
      const carried = readCarriedToast(sessionStore)
      if (carried !== null) running.toast.send({ type: 'toast.show', toast: carried })
    },
    stop: () => {
      if (status === 'stopped') return
      status = 'stopped'
      for (const subscription of subscriptions) subscription.unsubscribe()
      root.stop()
    },
  }
}

/** What each machine starts from, read once by the root. */
interface StorefrontInputs {
  readonly auth: AuthInput
  readonly cart: CartInput
  readonly rfq: RfqInput
  readonly favourites: FavouritesInput
  readonly compare: CompareInput
  readonly sidebar: SidebarInput
  readonly searchBox: SearchBoxInput
  readonly cookieConsent: CookieConsentInput
  readonly layout: LayoutInput
  readonly reloadGuard: ReloadGuardInput
  readonly deployment: DeploymentWatcherInput
}

const ACTOR_NAMES: readonly StorefrontActorName[] = [
  'auth',
  'cart',
  'rfq',
  'favourites',
  'compare',
  'sidebar',
  'searchBox',
  'searchResults',
  'toast',
  'cookieConsent',
  'layout',
  'reloadGuard',
  'deployment',
]

/**
 * The relay table of `effects.types.ts`: which machines hear an event another machine emits. A machine
 * never hears its own emission back.
 */
export const RELAYS = {
  'auth.signedIn': ['cart', 'rfq', 'favourites'],
  'auth.signedOut': ['cart', 'rfq', 'favourites'],
  'auth.forbidden': ['auth'],
  'sidebar.open': ['sidebar'],
  'cart.load': ['cart'],
} as const satisfies Record<RelayedEvent['type'], readonly StorefrontActorName[]>

/** The area of an event type (before its first `.`) and the actor that owns it. */
export const AREAS = {
  auth: 'auth',
  cart: 'cart',
  rfq: 'rfq',
  favourites: 'favourites',
  compare: 'compare',
  sidebar: 'sidebar',
  search: 'searchBox',
  results: 'searchResults',
  toast: 'toast',
  consent: 'cookieConsent',
  layout: 'layout',
  chunk: 'reloadGuard',
  deployment: 'deployment',
} as const satisfies Record<string, StorefrontActorName>

/**
 * AUTH-3: the session-storage key of a toast carried over a full navigation (`Logout Success` is said as `/`
 * loads). Ours: the spec says the toast shows and the page loads `/`, not how one outlives the other.
 */
export const CARRIED_TOAST_KEY = 'carriedToast'

/** The carried toast, taken (removed) from session storage; `null` when none or unreadable. */
function readCarriedToast(sessionStore: StoragePort): ToastRequest | null {
  const stored = sessionStore.getItem(CARRIED_TOAST_KEY)
  if (stored === null) return null
  sessionStore.removeItem(CARRIED_TOAST_KEY)
  try {
    return toToastRequest(JSON.parse(stored))
  } catch {
    return null
  }
}
