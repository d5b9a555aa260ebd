import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * The server-rendered storefront against `npm start`: what a crawler gets without JavaScript (status, title,
 * meta, JSON-LD, CSP), the redirects of guarded paths, hydration without a console error or warning, the
 * access rule on client-side navigation, and axe-core (WCAG 2.1 A and AA) on every page the shell renders,
 * at 1280 and 375 px. With `UPDATE_SCREENSHOTS=1` it writes the README's screenshots.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface Product {
  readonly intID: number
  readonly model: string
  readonly priceLadder: readonly unknown[]
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const envelope = (await (await request.get(path)).json()) as { code: number; data: T; message: string }
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

/** A real product of the seeded catalog and its page's path (ROUTE-11: the hyphenated model, a dash, the id). */
async function aProduct(request: APIRequestContext): Promise<{ product: Product; path: string }> {
  const found = await data<{ list: { product: Product }[] }>(request, '/api/search/list?keyWord=LM358&pageSize=5')
  const product = found.list.find((hit) => hit.product.priceLadder.length > 1)?.product ?? found.list[0]?.product
  if (product === undefined) throw new Error('The seeded catalog has no LM358')
  const slug = `${product.model.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '')}-${product.intID}`
  return { product, path: `/product/${slug}` }
}

/** The page's head as a crawler reads it: title, meta by name or property, canonical, JSON-LD blocks. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'u').exec(tag)?.[1]
  const metas = [...head.matchAll(/<meta [^>]*>/gu)].map((match) => match[0])
  const meta = (key: string) => {
    const tag = metas.find((candidate) => attr(candidate, 'name') === key || attr(candidate, 'property') === key)
    return tag === undefined ? undefined : attr(tag, 'content')
  }
  return {
    title: /<title>([^<]*)<\/title>/u.exec(head)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/u.exec(head)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/gu)].map(
      (match) => JSON.parse(match[1] ?? '') as { '@graph': Array<Record<string, unknown>> },
    ),
  }
}

/** Every executable inline or module script of the HTML carries the CSP nonce the header allows. */
function expectScriptsNonced(html: string, csp: string) {
  const nonce = /'nonce-([^']+)'/u.exec(csp)?.[1]
  expect(nonce, 'the CSP names a nonce').toBeDefined()
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/u)
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/gu)].map((match) => match[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script, script).toContain(`nonce="${nonce}"`)
}

/**
 * Issue 28: the page's CSS is in its head, in a `<style>` under the response's nonce, and no stylesheet link
 * blocks the first render; the CSP allows inline styles only with that nonce.
 */
function expectStylesInlined(html: string, csp: string) {
  const nonce = /'nonce-([^']+)'/u.exec(csp)?.[1]
  expect(nonce, 'the CSP names a nonce').toBeDefined()
  expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`)
  expect(csp).not.toContain('unsafe-inline')
  const head = html.slice(0, html.indexOf('</head>'))
  const inlined = /<style([^>]*data-tsr-inline-css[^>]*)>([\s\S]*?)<\/style>/u.exec(head)
  expect(inlined?.[1]).toContain(`nonce="${nonce}"`)
  expect(inlined?.[2]).toMatch(/^\/\*inlined:\/assets\/entry-client-[\w-]+\.css\*\//u)
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/u)
  for (const style of html.matchAll(/<style[^>]*>/gu)) expect(style[0]).toContain(`nonce="${nonce}"`)
}

test.describe('pages a crawler reads without JavaScript', () => {
  test('SHELL-8: home answers 200 with its title, description, social cards, canonical and Organization + WebSite JSON-LD', async ({ request, baseURL }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-cache')
    const html = await response.text()
    const head = headOf(html)
    const host = new URL(head.canonical ?? '').host
    expect(head.title).toBe(`Electronic Components Distributor - ${host}`)
    expect(head.meta('description')).toMatch(/electronic components/iu)
    expect(head.meta('keywords')).toContain('electronic components')
    expect(head.meta('og:title')).toBe(head.title)
    expect(head.meta('twitter:card')).toBe('summary')
    expect(head.canonical).toMatch(/\/$/u)
    const types = head.jsonLd.flatMap((block) => block['@graph'].map((node) => node['@type']))
    expect(types).toEqual(['Organization', 'WebSite'])
    const website = head.jsonLd[0]?.['@graph'][1] as { potentialAction: { target: { urlTemplate: string } } }
    expect(website.potentialAction.target.urlTemplate).toMatch(/\/so\?keyWord=\{search_term_string\}$/u)
    expectScriptsNonced(html, response.headers()['content-security-policy'] ?? '')
    expectStylesInlined(html, response.headers()['content-security-policy'] ?? '')
    // The whole frame is in the HTML: the header's search, the footer's model index.
    expect(html).toContain('Part #/ Keyword')
    expect(html).toContain('href="/productmodel/Z"')
    expect(gzipSync(html).length, 'HTML budget, gzip').toBeLessThanOrEqual(50 * 1024)
    expect(baseURL).toBeDefined()
  })

  test('SHELL-8: a product page has its own title and Product (an Offer per price break) + BreadcrumbList JSON-LD', async ({ request }) => {
    const { product, path } = await aProduct(request)
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = headOf(html)
    expect(head.title).toMatch(new RegExp(`^${product.model} `, 'u'))
    expect(head.canonical).toMatch(new RegExp(`${path}$`, 'u'))
    const graph = head.jsonLd[0]?.['@graph'] ?? []
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(graph[0]?.['mpn']).toBe(product.model)
    expect((graph[0]?.['offers'] as unknown[]).length).toBe(product.priceLadder.length)
    expect(html).toContain(`<h1 id="product-title"`)
    expectScriptsNonced(html, response.headers()['content-security-policy'] ?? '')
    expectStylesInlined(html, response.headers()['content-security-policy'] ?? '')
    expect(gzipSync(html).length).toBeLessThanOrEqual(50 * 1024)
  })

  test('SEARCH-4: search results are in the HTML of /so', async ({ request }) => {
    const response = await request.get('/so?keyWord=LM358')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(headOf(html).title).toMatch(/^LM358 search results - /u)
    expect(html).toMatch(/<mark[^>]*>LM358<\/mark>|LM358/u)
    expect(html).not.toContain('Searching…')
  })

  test('ROUTE-4: an unmatched path answers 404 with Page Not Found: {path} and Back Home', async ({ request }) => {
    const response = await request.get('/no/such/page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page Not Found: /no/such/page')
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back Home<\/a>/u)
  })

  test('ROUTE-2: a product path whose id is not a number answers 404 IntId is invalid', async ({ request }) => {
    const response = await request.get('/product/lm358-abc')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('IntId is invalid')
  })

  test('ROUTE-5: ROUTE-6: ROUTE-7: guarded paths without the user-token cookie redirect at the server', async ({ request }) => {
    const cases: Array<[string, string]> = [
      ['/member/order', '/login'],
      ['/Member/Information', '/login'],
      ['/cart', '/login?redirect=%2Fcart'],
      ['/CART/buy?line=1', '/login?redirect=%2FCART%2Fbuy%3Fline%3D1'],
    ]
    for (const [path, to] of cases) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname + new URL(response.headers()['location'] ?? '', 'http://x').search, path).toBe(to)
    }
    // With a cookie the guard lets the path through; a token the server does not know is then API-3's: the
    // page's own call answers 403, and the server sends the buyer to /login.
    const member = await request.get('/member/order', { maxRedirects: 0, headers: { Cookie: 'user-token=not-a-session' } })
    expect(member.status()).toBe(307)
    expect(new URL(member.headers()['location'] ?? '', 'http://x').pathname).toBe('/login')
  })
})

/** Console errors and warnings of a page (hydration mismatches are reported there), and failed requests. */
function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    // The browser reports the 404 page's own status as a failed load: that answer is the point of it.
    if (message.text().includes('404 (Not Found)') && message.location().url.endsWith('/no/such/page')) return
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

async function hydrated(page: Page) {
  // The root route starts the storefront in an effect and marks the document then: after it, the search box
  // answers typing.
  await waitForReady(page)
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]) {
  test.describe(`in the browser at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('pages hydrate with no console error or warning, and axe finds no WCAG 2.1 A/AA violation', async ({ page, request }) => {
      // Four full pages through axe: the results page's rows carry their own forms now, more than 30 s on a busy machine.
      test.setTimeout(90_000)
      const { path } = await aProduct(request)
      const problems = watch(page)
      for (const target of ['/', '/so?keyWord=LM358', path, '/no/such/page']) {
        await page.goto(target)
        await hydrated(page)
        const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
        expect(axe.violations.map((violation) => `${target}: ${violation.id} (${violation.nodes.length})`)).toEqual([])
      }
      expect(problems).toEqual([])
      if (process.env.UPDATE_SCREENSHOTS === '1') {
        const folder = join(repo, 'docs', 'screenshots')
        mkdirSync(folder, { recursive: true })
        await page.goto('/')
        await hydrated(page)
        await page.screenshot({ path: join(folder, `home-${viewport.name}.png`) })
        await page.goto('/so?keyWord=LM358')
        await hydrated(page)
        await page.screenshot({ path: join(folder, `search-results-${viewport.name}.png`) })
      }
    })
  })
}

/** The visitor pages of spec §2 beyond home, search and product (their bodies grow in later issues). */
const VISITOR_PAGES = [
  '/catalog',
  '/brand',
  '/productmodel/A',
  '/news/list_1',
  '/faq',
  '/quality',
  '/quote',
  '/bom',
  '/contactus',
  '/login',
  '/register',
  '/resetPassword',
  '/aboutus',
  '/about/company?abus=2',
  '/about/certificate',
  '/about/privacypolicy',
  '/about/sitemap',
  '/application',
]

// One test a page and width (36), not one a width: each stands alone in the report, and the two workers share them
// instead of one worker holding eighteen pages for two minutes at the end of a run.
for (const width of [1280, 375]) {
  for (const target of VISITOR_PAGES) {
    test(`ROUTE-1: ${target} answers 200 from the server, hydrates cleanly and passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const problems = watch(page)
      const response = await page.goto(target)
      expect(response?.status(), target).toBe(200)
      await hydrated(page)
      const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
      expect(axe.violations.map((violation) => `${target}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
      expect(problems).toEqual([])
    })
  }
}

test('ROUTE-6: a client-side navigation to a member path without the cookie ends at /login', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // A plain link is a full navigation: the server redirects. The router's own navigation must decide the same.
  await page.evaluate(async () => {
    const router = (window as unknown as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__
    if (router === undefined) throw new Error('no router on window')
    await router.navigate({ href: '/member/information' })
  })
  await expect(page).toHaveURL(/\/login$/u)
})

/** The computed styles that show a page's CSS applied: the frame's header and footer, the page's heading. */
async function lookOf(page: Page, heading: string) {
  return page.evaluate((selector) => {
    const look = (element: Element | null) => {
      if (element === null) return 'missing'
      const style = getComputedStyle(element)
      return [style.display, style.position, style.fontSize, style.fontWeight, style.color, style.backgroundColor, style.marginBlockEnd, style.gridTemplateColumns].join(' ')
    }
    return { header: look(document.querySelector('header')), footer: look(document.querySelector('footer')), heading: look(document.querySelector(selector)) }
  }, heading)
}

test("issue 28: a page downloads no stylesheet it holds, and a client-side navigation brings the next page's own CSS", async ({ page, request }) => {
  const { path } = await aProduct(request)
  await page.setViewportSize({ width: 375, height: 812 })
  const problems = watch(page)
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  // The product page as a full load: the look to match.
  await page.goto(path)
  await hydrated(page)
  const fullLoad = await lookOf(page, '#product-title')
  expect(fullLoad.heading).not.toBe('missing')
  // Home: its HTML styles it, and no stylesheet it holds downloads again, not even with the menu's chunk, whose
  // loader lists the frame's stylesheet beside the menu's own; the menu's scroll lock adds its <style> under the nonce.
  stylesheets.length = 0
  await page.goto('/')
  await hydrated(page)
  expect(stylesheets).toEqual([])
  const held = await page.evaluate(() => [...(document.querySelector('style[data-tsr-inline-css]')?.textContent ?? '').matchAll(/\/\*inlined:([^*]+)\*\//gu)].map((match) => match[1]))
  expect(held.some((href) => href?.includes('/entry-client-'))).toBe(true)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(stylesheets.length, "the menu's own stylesheet").toBeGreaterThan(0)
  expect(stylesheets.filter((href) => held.includes(href))).toEqual([])
  stylesheets.length = 0
  // Then the product page through the router: its own stylesheets load, once, and it looks as on a full load.
  await page.evaluate(async (href) => {
    const router = (window as unknown as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__
    if (router === undefined) throw new Error('no router on window')
    await router.navigate({ href })
  }, path)
  await expect(page.locator('#product-title')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(stylesheets.length).toBeGreaterThan(0)
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
  expect(await lookOf(page, '#product-title')).toEqual(fullLoad)
  expect(violations).toEqual([])
  expect(problems).toEqual([])
})
