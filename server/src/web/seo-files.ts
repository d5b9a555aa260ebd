import { MODEL_INDEX_KEYS } from '@partfront/core/constants'
import { catalogSlug, productSlug } from '@partfront/core/routing'
import { type Context, Hono } from 'hono'
import { contentPath } from '../api/handlers/catalog.ts'
import type { CatalogStore } from '../store/catalog.port.ts'
import { SITEMAP_URL_LIMIT, type SitemapEntry, XML_CONTENT_TYPE, sitemapIndex, urlSet } from './sitemap-xml.ts'

export interface SeoFilesOptions {
  /** The catalog the sitemaps list; without it they answer 404 (robots.txt still answers). */
  readonly catalog: CatalogStore | undefined
  /** The storefront's origin (`PUBLIC_URL`), for absolute URLs; never the request's `Host`. */
  readonly publicUrl: string
  /** Products per sitemap file (the protocol allows 50,000). @default SITEMAP_URL_LIMIT */
  readonly productsPerFile?: number
}

/** robots.txt and the sitemaps change with the catalog, not by the minute: an hour in caches. */
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * Pages crawlers are kept out of: the member's pages, cart, payment and sign-in forms (private or useless in
 * a search result), the API, search results (endless keyword pages; the catalog and the model index reach
 * every product) and the build manifest.
 */
const DISALLOWED = ['/api/', '/member', '/cart', '/payment', '/login', '/register', '/resetPassword', '/builds/']

/** App routes every storefront renders, whatever the content pages: the sitemap of "content". */
const FIXED_PAGES = ['/', '/catalog', '/brand', '/bom', '/quote', '/faq', '/quality', '/contactus']

/** Ours (PAGE-4; the spec does not show the path): an industry application's page. */
export function applicationPath(slug: string): string {
  return `/application/${encodeURIComponent(slug)}`
}

/**
 * `robots.txt` and the sitemaps, from the catalog: `/sitemap.xml` is an index of `/sitemaps/products-{n}.xml`
 * (file n holds the products with ids from (n-1)·size+1 to n·size, so a file is read along the primary key and
 * never holds more than the protocol's 50,000; files with no product are left out), `categories.xml`,
 * `brands.xml` and `content.xml` (the fixed routes, the 36 model index pages, the content pages, news and the
 * industry applications). URLs are the pages' own: core's slug rules make them, as the links do.
 */
export function seoFiles(options: SeoFilesOptions): Hono {
  const app = new Hono()
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE_CONTROL)
    const origin = options.publicUrl.replace(/\/+$/u, '')
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, '']
    return c.text(lines.join('\n'))
  })
  if (options.catalog !== undefined) app.route('/', sitemaps(options.catalog, options))
  else app.get('/sitemap.xml', (c) => c.text('Not found', 404)).get('/sitemaps/*', (c) => c.text('Not found', 404))
  return app
}

/** `/sitemap.xml` and the files it names. */
function sitemaps(catalog: CatalogStore, options: SeoFilesOptions): Hono {
  const origin = options.publicUrl.replace(/\/+$/u, '')
  const size = options.productsPerFile ?? SITEMAP_URL_LIMIT
  const url = (path: string) => `${origin}${path}`

  const xml = (c: Context, body: string) => {
    c.header('Cache-Control', CACHE_CONTROL)
    return c.body(body, 200, { 'Content-Type': XML_CONTENT_TYPE })
  }
  const missing = (c: Context) => c.text('Not found', 404)

  /** The product files that have products: one seek along the primary key per file. */
  const productFiles = async (): Promise<number[]> => {
    const files: number[] = []
    let from = 1
    for (;;) {
      const [next] = await catalog.productLinks({ from, to: Number.MAX_SAFE_INTEGER }, 1)
      if (next === undefined) return files
      const file = Math.ceil(next.id / size)
      files.push(file)
      from = file * size + 1
    }
  }

  const productEntries = async (file: number): Promise<SitemapEntry[]> =>
    (await catalog.productLinks({ from: (file - 1) * size + 1, to: file * size + 1 }, size)).map((link) => ({
      loc: url(`/product/${productSlug(link.partNumber, link.id)}`),
      lastmod: link.updatedAt,
    }))

  const categoryEntries = async (): Promise<SitemapEntry[]> =>
    (await catalog.listCategories()).map((category) => ({ loc: url(`/catalog/${catalogSlug(category.name, category.id)}`) }))

  const brandEntries = async (): Promise<SitemapEntry[]> =>
    (await catalog.listBrands(undefined, { page: 1, pageSize: SITEMAP_URL_LIMIT })).list.map((brand) => ({ loc: url(`/brand/${brand.id}`) }))

  const contentEntries = async (): Promise<SitemapEntry[]> => {
    const entries = new Map<string, string | undefined>()
    const add = (path: string, lastmod?: string) => {
      if (!entries.has(path) || lastmod !== undefined) entries.set(path, lastmod)
    }
    for (const path of FIXED_PAGES) add(path)
    for (const key of MODEL_INDEX_KEYS) add(`/productmodel/${key}`)
    for (const { name } of await catalog.listContentPages()) {
      if (name.startsWith('application-')) continue
      const path = contentPath(name)
      const page = await catalog.findContentPage(name)
      add(path === `/about/${name}` ? `/about/${encodeURIComponent(name)}` : path, page?.updatedAt)
    }
    add('/news/list_1')
    for (const category of await catalog.listNewsCategories()) {
      const news = await catalog.newsPage(category.id, { page: 1, pageSize: SITEMAP_URL_LIMIT })
      add(`/news/list_${category.id}`, news.list[0]?.publishedAt)
      for (const item of news.list) add(`/news/${item.id}`, item.publishedAt)
    }
    for (const industry of await catalog.listIndustries()) add(applicationPath(industry.slug))
    return [...entries].map(([path, lastmod]) => ({ loc: url(path), lastmod }))
  }

  const app = new Hono()
  app.get('/sitemap.xml', async (c) => {
    const files = [...(await productFiles()).map((file) => `products-${file}`), 'categories', 'brands', 'content']
    return xml(c, sitemapIndex(files.map((name) => ({ loc: url(`/sitemaps/${name}.xml`) }))))
  })

  app.get('/sitemaps/:file', async (c) => {
    const name = c.req.param('file')
    const product = /^products-([1-9]\d{0,8})\.xml$/u.exec(name)
    if (product !== null) {
      const entries = await productEntries(Number(product[1]))
      return entries.length === 0 ? missing(c) : xml(c, urlSet(entries))
    }
    if (name === 'categories.xml') return xml(c, urlSet(await categoryEntries()))
    if (name === 'brands.xml') return xml(c, urlSet(await brandEntries()))
    if (name === 'content.xml') return xml(c, urlSet(await contentEntries()))
    return missing(c)
  })

  return app
}
