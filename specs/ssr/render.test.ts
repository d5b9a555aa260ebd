import { describe, expect, it } from 'vitest'
import { render } from '../../web/src/entry-server.tsx'

/**
 * The web app's server renderer (web/src/entry-server.tsx) in Node, against an API that answers what each
 * test needs: the status codes, the head and the guards, at the boundary a crawler and a buyer meet. The
 * same renderer serves `npm start` (the journeys check it there too).
 */

const ORIGIN = 'https://www.partfront.test'
const NONCE = 'test-nonce'

interface Answer {
  readonly code: number
  readonly data: unknown
  readonly message: string
}

const ok = (data: unknown): Answer => ({ code: 200, data, message: 'OK' })

const product = (overrides: Record<string, unknown> = {}) => ({
  intID: 12345,
  model: 'LM358DR',
  brandName: 'Texas Instruments',
  brandId: 1,
  categoryId: 102,
  categoryName: 'Operational Amplifiers',
  description: 'Dual op amp',
  packageName: 'SOIC-8',
  image: null,
  stock: 100,
  priceLadder: [
    { quantity: 1, unitPrice: 164_700 },
    { quantity: 100, unitPrice: 98_000 },
  ],
  datasheetUrl: null,
  moq: 1,
  spq: 2500,
  leadTimeDays: null,
  rohs: true,
  attributes: [],
  delivery: '',
  payment: '',
  seo: null,
  ...overrides,
})

/** The API as the loaders reach it in process: the frame's calls answered, the rest from `routes`. */
function api(routes: Record<string, (url: URL) => Answer> = {}) {
  const asked: string[] = []
  const apiFetch = (request: Request) => {
    const url = new URL(request.url)
    asked.push(`${url.pathname}${url.search}`)
    const answer =
      routes[url.pathname]?.(url) ??
      (url.pathname === '/api/config/detail'
        ? ok({
            name: 'BaseConfig',
            type: 1000,
            webConfig: { logo: '/images/logo.svg', siteName: 'Partfront', email: 'a@b.test', phone: '1', address: 'x', workingHours: 'y', socialLinks: [] },
          })
        : url.pathname === '/api/catalog/group'
          ? ok([])
          : url.pathname === '/api/search/trending'
            ? ok([])
            : { code: 404, data: null, message: `No route ${url.pathname}` })
    return new Response(JSON.stringify(answer), { status: answer.code, headers: { 'content-type': 'application/json' } })
  }
  return { apiFetch, asked }
}

async function page(path: string, options: { routes?: Record<string, (url: URL) => Answer>; cookie?: string } = {}) {
  const { apiFetch, asked } = api(options.routes)
  const headers = options.cookie === undefined ? undefined : { cookie: options.cookie }
  const response = await render({
    request: new Request(`${ORIGIN}${path}`, headers === undefined ? {} : { headers }),
    apiFetch,
    nonce: NONCE,
    manifest: { routes: { __root__: { preloads: [], css: [], scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }] } } },
    site: { origin: ORIGIN },
  })
  return { response, html: response.status >= 300 && response.status < 400 ? '' : await response.text(), asked }
}

describe('the server renderer', () => {
  it('ROUTE-4: an unmatched path renders the error page with Page Not Found: {path}, status 404', async () => {
    const { response, html } = await page('/no/such/page')
    expect(response.status).toBe(404)
    expect(html).toContain('Page Not Found: /no/such/page')
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back Home<\/a>/u)
  })

  it('ROUTE-2: a product id that is not a number answers 404 IntId is invalid, and asks the API nothing for it', async () => {
    const { response, html, asked } = await page('/product/lm358-dr')
    expect(response.status).toBe(404)
    expect(html).toContain('IntId is invalid')
    expect(asked.some((path) => path.startsWith('/api/product/'))).toBe(false)
  })

  it('ROUTE-8: a page whose data fails to load answers 500 with the failure\'s message and Back Home', async () => {
    const { response, html } = await page('/product/lm358dr-12345', {
      routes: { '/api/product/detail': () => ({ code: 503, data: null, message: 'The catalog is being updated' }) },
    })
    expect(response.status).toBe(500)
    expect(html).toContain('The catalog is being updated')
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back Home<\/a>/u)
  })

  it('ROUTE-8: the frame degrades instead of failing the page when its own data is missing', async () => {
    const { response, html } = await page('/', { routes: { '/api/catalog/group': () => ({ code: 500, data: null, message: 'down' }) } })
    expect(response.status).toBe(200)
    expect(html).toContain('Part #/ Keyword')
  })

  it('ROUTE-5: ROUTE-6: ROUTE-7: guarded paths redirect without the cookie, on the lower-cased path, and render with it', async () => {
    expect((await page('/member/order')).response.headers.get('location')).toMatch(/\/login$/u)
    expect((await page('/MEMBER/Order')).response.status).toBe(307)
    const cart = await page('/Cart/buy?line=2')
    expect(cart.response.status).toBe(307)
    expect(new URL(cart.response.headers.get('location') ?? '', ORIGIN).search).toBe('?redirect=%2FCart%2Fbuy%3Fline%3D2')
    const signedIn = await page('/member/order', {
      cookie: 'user-token=tok-1',
      routes: {
        '/api/account/info': () => ok({ id: 7, account: 'ada@example.com', email: 'ada@example.com', firstName: '', lastName: '', company: '', country: '', mobile: '', tel: '', address: '', remark: '', emailUpdates: false, createdAt: '2024-05-01T08:30:00.000Z' }),
        '/api/cart/sumcart': () => ok({ cartNum: 3 }),
        '/api/order/list': () => ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      },
    })
    expect(signedIn.response.status).toBe(200)
    // PAGE-2: the member's page itself is in the HTML (the order list, empty here).
    expect(signedIn.html).toContain('You have no orders yet.')
    // AUTH-7: the member's email in the header, from the server's own call with the cookie's token.
    expect(signedIn.html).toContain('ada@example.com')
  })

  it('SHELL-8: the head is in the HTML: the default title with the host, description, canonical, and every script under the nonce', async () => {
    const { response, html } = await page('/')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Electronic Components Distributor - www.partfront.test</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]+"/u)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/"`)
    const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/gu)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(1)
    for (const script of scripts) expect(script).toContain(`nonce="${NONCE}"`)
    expect(html).toContain('src="/assets/entry.js"')
  })

  it('SHELL-8: a part name holding </script> cannot break out of the JSON-LD, and the JSON-LD still reads it back', async () => {
    const hostile = 'X</script><script>alert(1)</script>'
    const { response, html } = await page('/product/x-12345', { routes: { '/api/product/detail': () => ok(product({ model: hostile })) } })
    expect(response.status).toBe(200)
    expect(html).not.toContain('<script>alert(1)')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/gu)].map((match) => match[1] ?? '')
    expect(blocks).toHaveLength(1)
    const graph = (JSON.parse(blocks[0] ?? '') as { '@graph': Array<{ '@type': string; name?: string }> })['@graph']
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(graph[0]?.name).toBe(hostile)
  })
})
