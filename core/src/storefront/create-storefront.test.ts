import { SimulatedClock } from 'xstate'
import { beforeAll, describe, expect, it } from 'vitest'
import { authHeader, logoutDialog, rememberedAccount, sessionToken } from '../auth/auth.selectors.ts'
import { cartCount, cartItems } from '../cart/cart.selectors.ts'
import type { HttpPort, HttpRequest, HttpResponse } from '../ports/http.ts'
import { createMemoryCookies, type MemoryCookies } from '../ports/cookie.ts'
import { createMemoryLogger } from '../ports/logger.ts'
import { createMemoryNavigation, type MemoryNavigation } from '../ports/navigation.ts'
import { createMemoryStorage, type MemoryStorage } from '../ports/storage.ts'
import { rfqList } from '../rfq/rfq.selectors.ts'
import { searchHistory, trendingLinks } from '../search/search-box.selectors.ts'
import type { TrendingPart } from '../search/trending.rules.ts'
import { openDrawer } from '../sidebar/sidebar.selectors.ts'
import { currentToast, queuedCount } from '../toast/toast.selectors.ts'
import { createStorefront } from './create-storefront.ts'
import type { Storefront } from './storefront.types.ts'

/**
 * The composition root end to end (issue 5, "Done means"): the real machines, the real API client and the
 * in-memory ports, over a fake `HttpPort` that plays a small server. No DOM, no Node APIs, no timers: every
 * delay runs on one `SimulatedClock`.
 */

// ---------------------------------------------------------------------------------------------------------
// A small server behind the HttpPort: one member, their cart, logout, RFQ submit; everything else fails loudly.

const BASE_URL = 'https://api.partfront.test'
const MEMBER = { account: 'buyer@example.com', password: 'secret1', token: 'tok-ada' }
const LM358 = { id: 12345, model: 'LM358DR' }

interface Row {
  readonly id: number
  readonly productId: number
  productCount: number
}

function product(id: number) {
  return {
    intID: id,
    model: id === LM358.id ? LM358.model : `M${id}`,
    brandName: 'TI',
    brandId: 1,
    categoryId: 2,
    categoryName: 'Amplifiers',
    description: '',
    packageName: 'SOIC-8',
    image: null,
    stock: 100,
    priceLadder: [],
    moq: 1,
    spq: 1,
  }
}

function fakeServer() {
  const rows: Row[] = [
    { id: 101, productId: 200, productCount: 1 },
    { id: 102, productId: 201, productCount: 5 },
  ]
  let nextRowId = 103
  let tokenValid = true
  const requests: HttpRequest[] = []
  const unexpected: string[] = []

  const ok = (data: unknown): HttpResponse => ({ status: 200, body: { code: 200, data, message: '' } })
  const refuse = (code: number, message: string): HttpResponse => ({ status: 200, body: { code, data: null, message } })

  function route(request: HttpRequest): HttpResponse {
    const [address = '', search = ''] = request.url.split('?')
    const path = address.startsWith(BASE_URL) ? address.slice(BASE_URL.length) : address
    const query = new Map(
      search
        .split('&')
        .filter((pair) => pair !== '')
        .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]),
    )
    const body = request.body?.kind === 'json' ? request.body.value : undefined
    const member = tokenValid && request.headers['Authorization'] === `Bearer ${MEMBER.token}`
    const cartNum = () => ({ cartNum: rows.length })
    const key = `${request.method} ${path}`

    if (key === 'GET /builds/latest.json') return { status: 200, body: { id: 'build-1', timestamp: 1 } }
    if (key === 'GET /api/search/trending') return ok([{ id: LM358.id, model: LM358.model }])
    if (key === 'POST /api/auth/login') {
      const { account, password } = body as { account: string; password: string }
      if (account !== MEMBER.account || password !== MEMBER.password) return refuse(400, 'Wrong account or password')
      tokenValid = true
      return ok({
        token: MEMBER.token,
        cartNum: rows.length,
        user: {
          id: 7,
          account: MEMBER.account,
          email: MEMBER.account,
          firstName: 'Ada',
          lastName: 'Buyer',
          company: 'Acme',
          country: 'DE',
          mobile: '',
          tel: '',
          address: '',
          remark: '',
          emailUpdates: false,
          createdAt: '2024-05-01T08:30:00.000Z',
        },
      })
    }
    // Everything below is a member's.
    if (!member) return refuse(403, 'Please sign in again')
    switch (key) {
      case 'POST /api/auth/logout':
        return ok(null)
      case 'GET /api/favourite/list':
        return ok([])
      case 'GET /api/cart/detail':
        return ok(rows.map((row) => ({ ...row, customerReference: '', productDetailEntity: product(row.productId), leadTimeDays: null })))
      case 'GET /api/cart/sumcart':
        return ok(cartNum())
      case 'POST /api/cart/addcart': {
        for (const line of body as { productId: number; productCount: number }[]) {
          const row = rows.find((listed) => listed.productId === line.productId)
          if (row !== undefined && query.get('addup') === 'true') row.productCount += line.productCount
          else rows.push({ id: nextRowId++, productId: line.productId, productCount: line.productCount })
        }
        return ok(cartNum())
      }
      case 'GET /api/cart/delcart': {
        for (const id of (query.get('ids') ?? '').split(',')) {
          const index = rows.findIndex((row) => row.id === Number(id))
          if (index !== -1) rows.splice(index, 1)
        }
        return ok(cartNum())
      }
      case 'POST /api/quote/rfqlist':
        return ok({ id: 900, createdAt: '2024-05-01T08:30:00.000Z' })
    }
    unexpected.push(`${request.method} ${request.url}`)
    return { status: 404, body: { code: 404, data: null, message: `No route ${key}` } }
  }

  const http: HttpPort = {
    send: (request) => {
      requests.push(request)
      return Promise.resolve(route(request))
    },
  }
  return {
    http,
    rows,
    requests,
    unexpected,
    /** The server forgets the member's session: every member call answers 403 until the next login. */
    revokeSession: () => {
      tokenValid = false
    },
    /** The decoded JSON body of the last request to `path`. */
    lastBody: (path: string) => [...requests].reverse().find((request) => request.url.includes(path))?.body,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** Lets the fake server's answers and the promise actors settle (microtasks only; no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
}

// The storefront loads the API client, each endpoint's contract module and the machines' input rules with
// their first use (issue 13):
// loaded here once, those imports resolve within `settle`'s microtasks, as a browser's cached chunk does.
beforeAll(async () => {
  await Promise.all([
    import('../client/api-client.ts'),
    import('../auth/auth.forms.ts'),
    import('../cart/cart-line.rules.ts'),
    import('../rfq/rfq-submit.rules.ts'),
    import('../contract/auth.ts'),
    import('../contract/cart.ts'),
    import('../contract/favourite.ts'),
    import('../contract/quote.ts'),
    import('../contract/search.ts'),
  ])
})

interface World {
  readonly server: ReturnType<typeof fakeServer>
  readonly storage: MemoryStorage
  readonly sessionStore: MemoryStorage
  readonly cookies: MemoryCookies
  readonly navigation: MemoryNavigation
  readonly clock: SimulatedClock
  readonly storefront: Storefront
}

function world(
  shared: Partial<Pick<World, 'server' | 'storage' | 'cookies' | 'sessionStore'>> = {},
  path = '/product/lm358dr-12345',
  trending?: readonly TrendingPart[],
): World {
  const server = shared.server ?? fakeServer()
  const storage = shared.storage ?? createMemoryStorage()
  const sessionStore = shared.sessionStore ?? createMemoryStorage()
  const cookies = shared.cookies ?? createMemoryCookies()
  const navigation = createMemoryNavigation(path)
  const clock = new SimulatedClock()
  const storefront = createStorefront({
    http: server.http,
    cookies,
    storage,
    sessionStore,
    clock,
    navigation,
    logger: createMemoryLogger(),
    config: { baseUrl: BASE_URL, webDomain: 'https://www.partfront.test', pageWidth: 1280, ...(trending === undefined ? {} : { trending }) },
    xstateClock: clock,
  })
  return { server, storage, sessionStore, cookies, navigation, clock, storefront }
}

const lastNavigation = (navigation: MemoryNavigation) => navigation.records().at(-1)

// ---------------------------------------------------------------------------------------------------------
// One buyer session, step by step: each test continues where the previous one left off.

describe('createStorefront: a whole buyer session over in-memory ports', () => {
  let w: World
  let actors: Storefront['actors']
  let send: Storefront['send']
  const rfqItem = { id: String(LM358.id), model: LM358.model, intID: LM358.id, purchaseQuantity: 100 }

  beforeAll(async () => {
    w = world()
    actors = w.storefront.actors
    send = (event) => w.storefront.send(event)
    w.storefront.start()
    await settle()
  })

  it('starts signed out with nothing stored, loads the trending parts and polls the build', () => {
    expect(authHeader(actors.auth.getSnapshot()).signedIn).toBe(false)
    expect(cartCount(actors.cart.getSnapshot())).toBe(0)
    expect(trendingLinks(actors.searchBox.getSnapshot())).toEqual([{ model: 'LM358DR', href: '/so?keyWord=LM358DR' }])
    // Two independent calls: the trending call loads the API client first, so their order is not the point.
    expect(w.server.requests.map((request) => request.url).sort()).toEqual(['/builds/latest.json?0', `${BASE_URL}/api/search/trending`])
    expect(actors.layout.getSnapshot().hasTag('desktop')).toBe(true)
    expect(w.storage.snapshot()).toEqual({})
  })

  it('SEARCH-5: with the trending parts of the server render, the search box starts with them and asks for none', async () => {
    const rendered = world({}, '/', [{ id: 77, model: 'NE555DR' }])
    rendered.storefront.start()
    await settle()
    expect(trendingLinks(rendered.storefront.actors.searchBox.getSnapshot())).toEqual([{ model: 'NE555DR', href: '/so?keyWord=NE555DR' }])
    expect(rendered.server.requests.map((request) => request.url)).toEqual(['/builds/latest.json?0'])
    rendered.storefront.stop()
  })

  it('SEARCH-1: SHELL-7: an empty keyword warns for 3000 ms and does not navigate', () => {
    send({ type: 'search.type', text: '   ' })
    send({ type: 'search.submit' })
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({ type: 'warning', message: 'Please enter the Keyword.' })
    expect(w.navigation.records()).toEqual([])
    w.clock.increment(2999)
    expect(currentToast(actors.toast.getSnapshot())).not.toBeNull()
    w.clock.increment(1)
    expect(currentToast(actors.toast.getSnapshot())).toBeNull()
  })

  it('SEARCH-2: a keyword is remembered, saved as searchList, and searched at /so?keyWord=', () => {
    send({ type: 'search.type', text: 'LM358' })
    send({ type: 'search.submit' })
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'navigate', path: '/so?keyWord=LM358' })
    expect(searchHistory(actors.searchBox.getSnapshot())).toEqual(['LM358'])
    expect(JSON.parse(w.storage.getItem('searchList') ?? 'null')).toEqual(['LM358'])
  })

  it('compare (issue 29): ticks are saved as compareList through the storage port; a fifth is refused with a warning toast', () => {
    for (const id of [11, 12, 13, 14, 15]) send({ type: 'compare.toggle', id })
    expect(actors.compare.getSnapshot().context.list).toEqual([11, 12, 13, 14])
    expect(w.storage.getItem('compareList')).toBe('[11,12,13,14]')
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({ type: 'warning', message: expect.stringContaining('at most 4') as string })
    send({ type: 'toast.dismiss' })
    send({ type: 'compare.clear' })
    expect(w.storage.getItem('compareList')).toBe('[]')
  })

  it('RFQ-1: RFQ-2: SIDE-1: adding to RFQ twice merges the quantities, saves quoteList and opens the drawer on RFQ', () => {
    send({ type: 'rfq.add', item: rfqItem })
    expect(openDrawer(actors.sidebar.getSnapshot())).toBe('rfq')
    send({ type: 'sidebar.close' })
    send({ type: 'rfq.add', item: { ...rfqItem, purchaseQuantity: 50 } })
    const merged = [{ ...rfqItem, purchaseQuantity: 150 }]
    expect(rfqList(actors.rfq.getSnapshot())).toEqual(merged)
    expect(JSON.parse(w.storage.getItem('quoteList') ?? 'null')).toEqual(merged)
    expect(openDrawer(actors.sidebar.getSnapshot())).toBe('rfq')
    expect(w.storage.getItem('sidebarParams')).toBe('rfq')
    send({ type: 'sidebar.close' })
  })

  it('CART-1: adding to the cart signed out goes to /login?redirect={current path} at 1000 ms, not 999', () => {
    const before = w.server.requests.length
    send({ type: 'cart.add', productId: LM358.id, quantity: 10, currentPath: w.navigation.currentPath() })
    w.clock.increment(999)
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'navigate', path: '/so?keyWord=LM358' })
    w.clock.increment(1)
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'navigate', path: '/login?redirect=%2Fso%3FkeyWord%3DLM358' })
    expect(w.server.requests.length).toBe(before)
  })

  it('AUTH-1: signing in sets the user-token cookie for 365 days on /, saves userEmail and isLogin, and takes the cart count', async () => {
    send({ type: 'auth.login', account: MEMBER.account, password: MEMBER.password, remember: true, redirect: '/so?keyWord=LM358' })
    await settle()
    const auth = actors.auth.getSnapshot()
    expect(authHeader(auth)).toMatchObject({ signedIn: true, email: MEMBER.account })
    expect(sessionToken(auth)).toBe(MEMBER.token)
    expect(auth.context.user?.firstName).toBe('Ada')
    expect(w.cookies.entries().get('user-token')).toEqual({ value: MEMBER.token, days: 365, path: '/' })
    expect(w.storage.getItem('userEmail')).toBe(MEMBER.account)
    expect(w.storage.getItem('isLogin')).toBe('true')
    expect(rememberedAccount(auth)).toBe(MEMBER.account)
    expect(cartCount(actors.cart.getSnapshot())).toBe(2)
    expect(w.storage.getItem('cartNum')).toBe('2')
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'navigate', path: '/so?keyWord=LM358' })
  })

  it('CART-2: adding signed in posts addcart?addup=true with the token, counts from the reply and says so', async () => {
    send({ type: 'cart.add', productId: LM358.id, quantity: 10, currentPath: w.navigation.currentPath() })
    await settle()
    const add = w.server.requests.at(-1)
    expect(add).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/api/cart/addcart?addup=true`,
      headers: { Authorization: `Bearer ${MEMBER.token}` },
      body: { kind: 'json', value: [{ productId: LM358.id, productCount: 10 }] },
    })
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({
      type: 'success',
      message: 'Added successfully, please check cart first',
    })
    expect(cartCount(actors.cart.getSnapshot())).toBe(3)
    expect(w.storage.getItem('cartNum')).toBe('3')
    w.clock.increment(3000)
  })

  it('CART-5: opening the Shopping Cart drawer loads the cart', async () => {
    send({ type: 'sidebar.select', entry: 'cart' })
    expect(openDrawer(actors.sidebar.getSnapshot())).toBe('cart')
    await settle()
    expect(cartItems(actors.cart.getSnapshot()).map((row) => [row.id, row.productId, row.productCount])).toEqual([
      [101, 200, 1],
      [102, 201, 5],
      [103, LM358.id, 10],
    ])
  })

  it('CART-3: deleting a row calls delcart, updates the count and says Deleted successfully', async () => {
    send({ type: 'cart.delete', id: 101 })
    await settle()
    expect(w.server.requests.at(-1)?.url).toBe(`${BASE_URL}/api/cart/delcart?ids=101`)
    expect(cartCount(actors.cart.getSnapshot())).toBe(2)
    expect(cartItems(actors.cart.getSnapshot()).map((row) => row.id)).toEqual([102, 103])
    expect(w.storage.getItem('cartNum')).toBe('2')
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({ type: 'success', message: 'Deleted successfully' })
    w.clock.increment(3000)
    send({ type: 'sidebar.close' })
  })

  it('RFQ-3: submitting the RFQ list from /cart/reserve sends it and clears the list', async () => {
    send({ type: 'rfq.submit', contact: { name: 'Ada Buyer', email: MEMBER.account }, remark: 'Urgent' })
    await settle()
    expect(w.server.lastBody('/api/quote/rfqlist')).toEqual({
      kind: 'json',
      value: {
        items: [{ intID: LM358.id, model: LM358.model, purchaseQuantity: 150 }],
        contact: { name: 'Ada Buyer', email: MEMBER.account },
        remark: 'Urgent',
      },
    })
    expect(rfqList(actors.rfq.getSnapshot())).toEqual([])
    expect(w.storage.getItem('quoteList')).toBe('[]')
    expect(currentToast(actors.toast.getSnapshot())?.type).toBe('success')
    w.clock.increment(3000)
  })

  it('AUTH-3: logout asks first; yes calls logout, blanks the cookie, clears the email, zeroes the cart, loads / and says Logout Success', async () => {
    send({ type: 'auth.logout' })
    expect(logoutDialog(actors.auth.getSnapshot())).toEqual({ title: 'Log out？', no: 'no', yes: 'yes' })
    send({ type: 'auth.logout.no' })
    expect(logoutDialog(actors.auth.getSnapshot())).toBeNull()
    expect(authHeader(actors.auth.getSnapshot()).signedIn).toBe(true)

    send({ type: 'auth.logout' })
    send({ type: 'auth.logout.yes' })
    await settle()
    expect(w.server.requests.at(-1)).toMatchObject({ method: 'POST', url: `${BASE_URL}/api/auth/logout` })
    expect(authHeader(actors.auth.getSnapshot()).signedIn).toBe(false)
    expect(sessionToken(actors.auth.getSnapshot())).toBe('')
    expect(w.cookies.entries().get('user-token')).toEqual({ value: '', days: 365, path: '/' })
    expect(w.storage.getItem('userEmail')).toBeNull()
    expect(w.storage.getItem('isLogin')).toBe('false')
    expect(cartCount(actors.cart.getSnapshot())).toBe(0)
    expect(w.storage.getItem('cartNum')).toBe('0')
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'assign', url: '/' })
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({ type: 'success', message: 'Logout Success' })
    // The toast goes with the full navigation: the page `/` loads and shows it.
    expect(w.sessionStore.getItem('carriedToast')).toBe(JSON.stringify({ type: 'success', message: 'Logout Success' }))
    const next = world({ server: w.server, storage: w.storage, cookies: w.cookies, sessionStore: w.sessionStore }, '/')
    next.storefront.start()
    expect(currentToast(next.storefront.actors.toast.getSnapshot())).toMatchObject({ type: 'success', message: 'Logout Success' })
    expect(w.sessionStore.getItem('carriedToast')).toBeNull()
    next.storefront.stop()
    w.clock.increment(3000)
  })

  it('API-3: a 403 answer clears the token, toasts the server message and goes to /login', async () => {
    send({ type: 'auth.login', account: MEMBER.account, password: MEMBER.password })
    await settle()
    expect(sessionToken(actors.auth.getSnapshot())).toBe(MEMBER.token)
    w.server.revokeSession()

    send({ type: 'cart.refresh' })
    await settle()
    expect(w.server.requests.at(-1)?.url).toBe(`${BASE_URL}/api/cart/sumcart?servers=true`)
    expect(sessionToken(actors.auth.getSnapshot())).toBe('')
    expect(authHeader(actors.auth.getSnapshot()).signedIn).toBe(false)
    expect(w.cookies.get('user-token')).toBe('')
    expect(cartCount(actors.cart.getSnapshot())).toBe(0)
    expect(currentToast(actors.toast.getSnapshot())).toMatchObject({ type: 'error', message: 'Please sign in again' })
    expect(lastNavigation(w.navigation)).toEqual({ kind: 'navigate', path: '/login' })
  })

  it('asked the server nothing it does not serve, and stops cleanly', () => {
    expect(w.server.unexpected).toEqual([])
    expect(queuedCount(actors.toast.getSnapshot())).toBe(0)
    w.storefront.stop()
    expect(actors.cart.getSnapshot().status).toBe('stopped')
  })
})

// ---------------------------------------------------------------------------------------------------------

describe('createStorefront: restoring', () => {
  it('AUTH-7: a second storefront over the same storage and cookies shows the persisted shop and user state', async () => {
    const first = world()
    first.storefront.start()
    await settle()
    const { send, actors } = first.storefront
    send({ type: 'auth.captcha', captchaId: 'cap-1' })
    send({ type: 'search.type', text: 'LM358' })
    send({ type: 'search.submit' })
    send({ type: 'rfq.add', item: { id: '12345', model: 'LM358DR', intID: 12345, purchaseQuantity: 3 } })
    send({ type: 'auth.login', account: MEMBER.account, password: MEMBER.password, remember: true })
    await settle()
    send({ type: 'cart.add', productId: 12345, quantity: 1, currentPath: '/' })
    await settle()
    expect(cartCount(actors.cart.getSnapshot())).toBe(3)
    first.storefront.stop()

    const second = world({ server: first.server, storage: first.storage, cookies: first.cookies })
    const restored = second.storefront.actors
    second.storefront.start()
    await settle()
    expect(rfqList(restored.rfq.getSnapshot())).toEqual([{ id: '12345', model: 'LM358DR', intID: 12345, purchaseQuantity: 3 }])
    expect(cartCount(restored.cart.getSnapshot())).toBe(3)
    expect(restored.sidebar.getSnapshot().context.active).toBe('rfq')
    expect(searchHistory(restored.searchBox.getSnapshot())).toEqual(['LM358'])
    const auth = restored.auth.getSnapshot()
    expect(authHeader(auth)).toMatchObject({ signedIn: true, email: MEMBER.account })
    expect(second.storage.getItem('isLogin')).toBe('true')
    expect(auth.context.captchaCodeId).toBe('cap-1')
    expect(rememberedAccount(auth)).toBe(MEMBER.account)
    // The restored session's calls carry the restored token.
    second.storefront.send({ type: 'cart.refresh' })
    await settle()
    expect(second.server.requests.at(-1)?.headers['Authorization']).toBe(`Bearer ${MEMBER.token}`)
    second.storefront.stop()
  })
})

// ---------------------------------------------------------------------------------------------------------

describe('createStorefront: send', () => {
  it('routes an event to the actor of its area and drops what isSendableEvent refuses or no actor owns', () => {
    const { storefront } = world()
    storefront.start()
    expect(storefront.send({ type: 'consent.accept' })).toBe(true)
    expect(storefront.actors.cookieConsent.getSnapshot().context.answered).toBe(true)
    expect(storefront.send({ type: 'layout.scroll', y: 100 })).toBe(true)
    expect(storefront.actors.layout.getSnapshot().hasTag('headerFixed')).toBe(true)
    for (const refused of [null, 'cart.add', { type: 'xstate.init' }, { type: '*' }, { type: 'nobody.home' }, { type: 'constructor.x' }, { type: 'cart' }]) {
      expect(storefront.send(refused), JSON.stringify(refused)).toBe(false)
    }
    storefront.stop()
  })
})
