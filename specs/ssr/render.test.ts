import { describe, expect, it, vi } from 'vitest'
import { routeManifest, type RouteManifest, type ViteManifest } from '../../server/src/web/route-assets.ts'
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

async function page(path: string, options: { routes?: Record<string, (url: URL) => Answer>; cookie?: string; manifest?: RouteManifest } = {}) {
  const { apiFetch, asked } = api(options.routes)
  const headers = options.cookie === undefined ? undefined : { cookie: options.cookie }
  const response = await render({
    request: new Request(`${ORIGIN}${path}`, headers === undefined ? {} : { headers }),
    apiFetch,
    nonce: NONCE,
    manifest: options.manifest ?? { routes: { __root__: { preloads: [], css: [], scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }] } } },
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

  it("issue 28: a page's CSS is in its head under the nonce, its route's own included, another route's not, and no stylesheet link blocks the render", async () => {
    // A client build as Vite writes it: the entry's CSS, the home page's and the results page's, each its own file.
    const vite: ViteManifest = {
      'src/entry-client.tsx': { file: 'assets/entry-client-A.js', isEntry: true, css: ['assets/entry-client-B.css'] },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-C.js', imports: ['src/entry-client.tsx'], css: ['assets/routes-D.css'] },
      'src/routes/so.tsx?tsr-split=component': { file: 'assets/so-E.js', imports: ['src/entry-client.tsx'], css: ['assets/so-F.css'] },
    }
    const css: Record<string, string> = {
      'assets/entry-client-B.css': '.frame{display:grid}',
      'assets/routes-D.css': '.home{gap:8px}',
      'assets/so-F.css': '.results{width:100%}',
    }
    // The router writes its inlined CSS when it knows it runs on the server: `npm start` loads its server build
    // (`isServer` true); Vitest resolves its development build, which leaves that to this flag (the one
    // web/vite.config.ts sets for the browser's build).
    vi.stubEnv('TSS_INLINE_CSS_ENABLED', 'true')
    const { response, html } = await page('/', { manifest: routeManifest(vite, '/', (file) => css[file]) }).finally(() => vi.unstubAllEnvs())
    expect(response.status).toBe(200)
    const head = html.slice(0, html.indexOf('</head>'))
    const inlined = /<style([^>]*data-tsr-inline-css[^>]*)>([\s\S]*?)<\/style>/u.exec(head)
    expect(inlined?.[1]).toContain(`nonce="${NONCE}"`)
    expect(inlined?.[2]).toContain('/*inlined:/assets/entry-client-B.css*/.frame{display:grid}')
    expect(inlined?.[2]).toContain('/*inlined:/assets/routes-D.css*/.home{gap:8px}')
    expect(html).not.toContain('.results{width:100%}')
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/u)
    // Every <style> of the page (the theme's too) carries the nonce: the CSP has no 'unsafe-inline'.
    const styles = [...html.matchAll(/<style[^>]*>/gu)].map((match) => match[0])
    expect(styles.length).toBeGreaterThan(1)
    for (const style of styles) expect(style).toContain(`nonce="${NONCE}"`)
    // No style attribute either: the CSP would drop it.
    expect(html).not.toMatch(/<[a-z]+ [^>]*style="/u)
  })

  it('issue 28: the page asks for no script before its first paint: no module script or preload the parser finds, one loader under the nonce at the end of the body', async () => {
    const vite: ViteManifest = {
      'src/entry-client.tsx': { file: 'assets/entry-client-A.js', isEntry: true, imports: ['_shared-B.js'] },
      '_shared-B.js': { file: 'assets/shared-B.js' },
      'src/routes/so.tsx?tsr-split=component': { file: 'assets/so-E.js', imports: ['src/entry-client.tsx'] },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-C.js', imports: ['src/entry-client.tsx'] },
    }
    const { response, html } = await page('/', { manifest: routeManifest(vite) })
    expect(response.status).toBe(200)
    expect(html).not.toMatch(/<link[^>]*modulepreload/u)
    expect(html).not.toMatch(/<script[^>]*type="module"/u)
    expect(html).not.toMatch(/<script[^>]*\ssrc=/u)
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/gu)]
    const loader = scripts.at(-1)
    expect(loader?.[1]).toContain(`nonce="${NONCE}"`)
    expect(loader?.[2]).toContain('import("/assets/entry-client-A.js")')
    // The entry's imports and the home route's chunk, not another route's.
    expect(loader?.[2]).toContain('["/assets/shared-B.js","/assets/routes-C.js"]')
    expect(loader?.[2]).toContain('requestAnimationFrame')
    // After the whole page: the last element of the body.
    expect(html.slice(html.indexOf(loader?.[0] ?? '<none>') + (loader?.[0].length ?? 0))).toBe('</body></html>')
  })

  it('issue 28: without the inlined CSS (no reader), the page links its stylesheets as before', async () => {
    const vite: ViteManifest = { 'src/entry-client.tsx': { file: 'assets/entry-client-A.js', isEntry: true, css: ['assets/entry-client-B.css'] } }
    const { html } = await page('/', { manifest: routeManifest(vite) })
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/entry-client-B.css"/u)
    expect(html).not.toContain('data-tsr-inline-css')
  })
})
