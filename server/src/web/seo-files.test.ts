import { MODEL_INDEX_KEYS } from '@partfront/core/constants'
import { catalogSlug, productSlug } from '@partfront/core/routing'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { seedDemoContent } from '../demo/seed.ts'
import { openSqliteStore, type SqliteStore } from '../store/sqlite/sqlite-store.ts'
import { product, seedCatalog } from '../store/suite/fixtures.ts'
import { seoFiles } from './seo-files.ts'
import { urlSet, xmlEscape } from './sitemap-xml.ts'

const ORIGIN = 'https://shop.example.com'
const HOSTILE_PAGE = `it's <b>&"`

const folder = mkdtempSync(join(tmpdir(), 'partfront-seo-'))
let store: SqliteStore
/** Every product: its id and part number. */
let products: Array<{ id: number; partNumber: string }>

beforeAll(async () => {
  store = await openSqliteStore(join(folder, 'partfront.db'))
  await seedCatalog(store)
  await store.catalog.upsertProducts([product('A&B<C>"D'), product('OPA2134PA'), product('TL072CP')])
  await seedDemoContent(store)
  await store.catalog.upsertContentPages([{ name: HOSTILE_PAGE, title: 'Hostile', html: '<p>x</p>', seo: null, updatedAt: '2026-01-02T03:04:05.000Z' }])
  products = (await store.catalog.productLinks({ from: 0, to: Number.MAX_SAFE_INTEGER }, 100)).map(({ id, partNumber }) => ({ id, partNumber }))
})
afterAll(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

/** The `<loc>`s of an XML answer, unescaped. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/gu)].map((match) =>
    (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/gu, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? ''),
  )
}

async function get(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, path: string, init?: RequestInit) {
  const res = await app.request(`${ORIGIN}${path}`, init)
  return { res, text: await res.text() }
}

describe('robots.txt', () => {
  it('allows all but the private pages and the API, and names the sitemap on PUBLIC_URL', async () => {
    const { res, text } = await get(seoFiles({ catalog: undefined, publicUrl: ORIGIN }), '/robots.txt')
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8')
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/api/', '/member', '/cart', '/payment', '/login']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('sitemaps', () => {
  const app = () => seoFiles({ catalog: store.catalog, publicUrl: ORIGIN, productsPerFile: 3 })

  it('indexes ceil(n / page size) product files, then categories, brands and content', async () => {
    const { res, text } = await get(app(), '/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/u)
    const files = Math.ceil(products.length / 3)
    expect(products.length).toBe(7)
    expect(locs(text)).toEqual([
      ...Array.from({ length: files }, (_, n) => `${ORIGIN}/sitemaps/products-${n + 1}.xml`),
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/brands.xml`,
      `${ORIGIN}/sitemaps/content.xml`,
    ])
  })

  it("lists every product once across the files, at its page's slug, with its lastmod; a file past the end is 404", async () => {
    const listed: string[] = []
    for (let file = 1; file <= 3; file++) {
      const { res, text } = await get(app(), `/sitemaps/products-${file}.xml`)
      expect(res.status).toBe(200)
      expect(locs(text).length).toBeLessThanOrEqual(3)
      expect(text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/u)
      listed.push(...locs(text))
    }
    expect(listed).toEqual(products.map((item) => `${ORIGIN}/product/${productSlug(item.partNumber, item.id)}`))
    expect(new Set(listed).size).toBe(products.length)
    expect(listed).toContain(`${ORIGIN}/product/a-b-c-d-${products.find((item) => item.partNumber.startsWith('A&B'))?.id}`)
    expect((await get(app(), '/sitemaps/products-4.xml')).res.status).toBe(404)
    expect((await get(app(), '/sitemaps/products-0.xml')).res.status).toBe(404)
    expect((await get(app(), '/sitemaps/other.xml')).res.status).toBe(404)
  })

  it('lists every category at its catalog slug and every brand', async () => {
    const categories = locs((await get(app(), '/sitemaps/categories.xml')).text)
    expect(categories).toEqual((await store.catalog.listCategories()).map((category) => `${ORIGIN}/catalog/${catalogSlug(category.name, category.id)}`))
    expect(categories).toContain(`${ORIGIN}/catalog/integrated-circuits-1`)
    expect(locs((await get(app(), '/sitemaps/brands.xml')).text)).toEqual([`${ORIGIN}/brand/2`, `${ORIGIN}/brand/1`])
  })

  it('lists the fixed pages, the 36 model index pages, content pages, news and applications, each once', async () => {
    const { text } = await get(app(), '/sitemaps/content.xml')
    const urls = locs(text)
    expect(new Set(urls).size).toBe(urls.length)
    for (const path of ['/', '/catalog', '/brand', '/bom', '/quote', '/faq', '/quality', '/contactus', '/news/list_1', '/aboutus', '/about/company?abus=1', '/about/privacypolicy', '/about/termsconditions']) {
      expect(urls, path).toContain(`${ORIGIN}${path}`)
    }
    expect(urls.filter((url) => url.includes('/productmodel/'))).toEqual(MODEL_INDEX_KEYS.map((key) => `${ORIGIN}/productmodel/${key}`))
    expect(urls.filter((url) => url.includes('/application/'))).toHaveLength(6)
    expect(urls.some((url) => url.includes('/about/application-'))).toBe(false)
    expect(text).toMatch(/<loc>https:\/\/shop\.example\.com\/aboutus<\/loc><lastmod>[^<]+<\/lastmod>/u)
  })

  it('percent-encodes and XML-escapes a hostile page name: the document stays well formed', async () => {
    const { text } = await get(app(), '/sitemaps/content.xml')
    expect(text).toContain(`<loc>${ORIGIN}/about/it&apos;s%20%3Cb%3E%26%22</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>`)
    const body = text.replace(/^<\?xml[^>]*\?>/u, '')
    // Outside the tags, only the five entities may use & and no < or > stands alone.
    for (const data of body.split(/<\/?[a-z]+(?: xmlns="[^"]*")?>/u)) {
      expect(data).not.toMatch(/[<>"]|&(?!(?:amp|lt|gt|quot|apos);)/u)
    }
    expect(xmlEscape(`<a href="x?a=1&b='2'">`)).toBe('&lt;a href=&quot;x?a=1&amp;b=&apos;2&apos;&quot;&gt;')
    expect(urlSet([{ loc: 'https://x.test/?a=1&b=2' }])).toContain('<url><loc>https://x.test/?a=1&amp;b=2</loc></url>')
  })

  it("takes the origin from PUBLIC_URL, never the request's Host header, through the whole app", async () => {
    const whole = createApp({ webDist: join(folder, 'no-web'), site: { origin: ORIGIN }, catalog: store.catalog })
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/content.xml']) {
      const res = await whole.request(`http://evil.example${path}`, { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } })
      const text = await res.text()
      expect(res.status, path).toBe(200)
      expect(text, path).toContain(ORIGIN)
      expect(text, path).not.toContain('evil.example')
    }
  })
})
