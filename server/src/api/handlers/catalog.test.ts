import { BANNER, BASE_CONFIG_NAME, CATALOG_TYPE, LIMITS, MODEL_INDEX_KEYS } from '@partfront/core/constants'
import type { BrandId, CatalogDetail, CategoryId, ProductSummary } from '@partfront/core/contract'
import { catalogSlug } from '@partfront/core/routing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNERS, BASE_CONFIG, CATEGORIES, INDUSTRY_APPLICATIONS, MANUFACTURERS, NEWS_CATEGORIES } from '../../demo/index.ts'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'

/**
 * The catalog calls of spec §7 (API-6) and the category page, against the real app on the demo catalog.
 */

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ seed: (store) => seedDemoCatalog(store, { parts: 2000 }).then(() => undefined) })
})
afterAll(() => api.close())

interface Envelope {
  readonly code: number
  readonly data: unknown
  readonly message: string
}

/** A raw call: the HTTP status and the envelope. */
async function call(path: string, init?: RequestInit): Promise<{ status: number; body: Envelope }> {
  const response = await api.fetch(path, init)
  return { status: response.status, body: (await response.json()) as Envelope }
}

/** The number of products a SQL condition on products `p` selects. */
function countWhere(condition: string, ...params: unknown[]): number {
  return api.store.db.prepare(`SELECT COUNT(*) FROM products p WHERE ${condition}`).pluck().get(...params) as number
}

/** A top-level category of the demo that holds products in more than one subcategory. */
function busyFamily(): CategoryId {
  return api.store.db
    .prepare(
      `SELECT c.parent_id FROM products p JOIN categories c ON c.id = p.category_id
       GROUP BY c.parent_id ORDER BY COUNT(DISTINCT p.category_id) DESC, COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as CategoryId
}

/** Every product of a category page, walking its pages. */
async function allPages(query: { id: CategoryId; brandId?: BrandId; inStock?: boolean }, pageSize: number): Promise<ProductSummary[]> {
  const products: ProductSummary[] = []
  for (let page = 1; ; page++) {
    const detail = await api.client().catalogDetail({ query: { ...query, page, pageSize } })
    products.push(...detail.products.list)
    if (detail.products.list.length < pageSize) return products
  }
}

describe('catalog/group (API-6)', () => {
  it('API-6: type=1002 answers the header tree: groups of catalogEnName, intId and childList, two levels, no seo', async () => {
    const { status, body } = await call(`/api/catalog/group?type=${CATALOG_TYPE.headerTree}`)
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    const groups = body.data as Array<Record<string, unknown> & { childList: Array<Record<string, unknown> & { childList: unknown[] }> }>
    const tops = CATEGORIES.filter((category) => category.parentId === null)
    expect(groups.map((group) => [group.intId, group.catalogEnName])).toEqual(tops.map((top) => [top.id, top.name]))
    for (const group of groups) {
      expect(Object.keys(group).sort()).toEqual(['catalogEnName', 'childList', 'intId'])
      const children = CATEGORIES.filter((category) => category.parentId === group.intId)
      expect(group.childList.map((child) => child.intId)).toEqual(children.map((child) => child.id))
      for (const child of group.childList) {
        expect(Object.keys(child).sort()).toEqual(['catalogEnName', 'childList', 'intId'])
        expect(child.childList).toEqual([])
      }
    }
  })

  it('API-6: type=1001&seo=true answers the groups with an seo block {title, keywords, description} on each', async () => {
    const { status, body } = await call(`/api/catalog/group?type=${CATALOG_TYPE.groupWithSeo}&seo=true`)
    expect(status).toBe(200)
    type Seo = { title: string; keywords: string; description: string }
    const groups = body.data as Array<{ seo: Seo; childList: Array<{ seo: Seo }> }>
    expect(groups.length).toBeGreaterThan(0)
    for (const node of groups.flatMap((group) => [group, ...group.childList])) {
      expect(Object.keys(node.seo).sort()).toEqual(['description', 'keywords', 'title'])
      expect(node.seo.title.length).toBeGreaterThan(0)
    }
    const plain = await api.client().catalogGroup({ query: { type: CATALOG_TYPE.groupWithSeo } })
    expect(plain.every((group) => group.seo === undefined)).toBe(true)
  })

  it('API-6: refuses another type with 400 naming type', async () => {
    const { status, body } = await call('/api/catalog/group?type=1000')
    expect(status).toBe(400)
    expect(body.message).toMatch(/type/u)
    expect((await call('/api/catalog/group?type=1002&seo=yes')).body.message).toMatch(/seo/u)
  })
})

describe('config/detail (API-6)', () => {
  it('API-6: name=BaseConfig&type=1000 answers the webConfig with the logo', async () => {
    const { status, body } = await call(`/api/config/detail?name=${BASE_CONFIG_NAME}&type=${CATALOG_TYPE.config}`)
    expect(status).toBe(200)
    expect(body.data).toEqual({ name: BASE_CONFIG_NAME, type: CATALOG_TYPE.config, webConfig: BASE_CONFIG.webConfig })
  })

  it('API-6: another name or type is refused with 400 naming it', async () => {
    expect((await call('/api/config/detail?name=Other&type=1000')).body).toMatchObject({ code: 400, message: expect.stringMatching(/name/u) as string })
    expect((await call('/api/config/detail?name=BaseConfig&type=1001')).body).toMatchObject({ code: 400, message: expect.stringMatching(/type/u) as string })
  })

  it('answers 404 when the store holds no base configuration', async () => {
    const empty = await startTestApi()
    try {
      const response = await empty.fetch(`/api/config/detail?name=${BASE_CONFIG_NAME}&type=${CATALOG_TYPE.config}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 404, data: null, message: expect.stringMatching(/BaseConfig/u) as string })
    } finally {
      await empty.close()
    }
  })
})

describe('other/sitmap and other/banner (API-6)', () => {
  it('API-6: POST /api/other/sitmap with no payload answers sections of links to categories, brands, the index and pages', async () => {
    const { status, body } = await call('/api/other/sitmap', { method: 'POST' })
    expect(status).toBe(200)
    const sections = (body.data as { sections: Array<{ title: string; links: Array<{ label: string; path: string }> }> }).sections
    const paths = sections.flatMap((section) => section.links.map((link) => link.path))
    for (const category of CATEGORIES) expect(paths).toContain(`/catalog/${catalogSlug(category.name, category.id)}`)
    for (const maker of MANUFACTURERS) expect(paths).toContain(`/brand/${maker.id}`)
    for (const key of MODEL_INDEX_KEYS) expect(paths).toContain(`/productmodel/${key}`)
    for (const industry of INDUSTRY_APPLICATIONS) expect(paths).toContain(`/application/${industry.slug}`)
    for (const category of NEWS_CATEGORIES) expect(paths).toContain(`/news/list_${category.id}`)
    expect(paths).toEqual(expect.arrayContaining(['/aboutus', '/about/company?abus=1', '/about/privacypolicy', '/faq', '/quality', '/contactus']))
    expect(paths.every((path) => path.startsWith('/'))).toBe(true)
    expect((await call('/api/other/sitmap')).status).toBe(405)
  })

  it('API-6: type and classes pick the banners of a placement and layout, in display order', async () => {
    const { status, body } = await call(`/api/other/banner?type=${BANNER.type.homeCarousel}&classes=pc`)
    expect(status).toBe(200)
    const expected = BANNERS.filter((banner) => banner.type === BANNER.type.homeCarousel && banner.classes === 'pc')
    expect(body.data).toEqual(
      expected.map((banner) => ({ id: banner.id, title: banner.title, image: banner.image, link: banner.link, classes: 'pc', sort: banner.sort })),
    )
    const both = await api.client().otherBanner({ query: { type: BANNER.type.homeCarousel } })
    expect(both.map((banner) => banner.classes).sort()).toEqual(
      BANNERS.filter((banner) => banner.type === BANNER.type.homeCarousel).map((banner) => banner.classes).sort(),
    )
    expect(both.map((banner) => banner.sort)).toEqual([...both.map((banner) => banner.sort)].sort((a, b) => a - b))
  })

  it('API-6: a placement with no banners answers an empty list; a bad type or classes answers 400 naming it', async () => {
    expect(await api.client().otherBanner({ query: { type: 99 } })).toEqual([])
    expect((await call('/api/other/banner?type=abc')).body).toMatchObject({ code: 400, message: expect.stringMatching(/type/u) as string })
    expect((await call('/api/other/banner?type=1&classes=tv')).body).toMatchObject({ code: 400, message: expect.stringMatching(/classes/u) as string })
  })
})

describe('catalog/detail: a category page', () => {
  it('answers a top-level category with no path, its children with counts adding up to the total, and its products', async () => {
    const family = busyFamily()
    const detail: CatalogDetail = await api.client().catalogDetail({ query: { id: family } })
    const top = CATEGORIES.find((category) => category.id === family)
    expect(detail.category).toMatchObject({ intId: family, catalogEnName: top?.name, parentId: null, description: top?.description })
    expect(detail.category.seo?.title).toContain(top?.name ?? '?')
    expect(detail.path).toEqual([])
    const total = countWhere('p.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', family)
    expect(detail.products.total).toBe(total)
    expect(detail.children.map((child) => child.intId)).toEqual(CATEGORIES.filter((c) => c.parentId === family).map((c) => c.id))
    expect(detail.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(total)
    for (const child of detail.children) expect(child.productCount).toBe(countWhere('p.category_id = ?', child.intId))
    expect(detail.products).toMatchObject({ page: 1, pageSize: LIMITS.defaultPageSize })
    expect(detail.products.list).toHaveLength(Math.min(LIMITS.defaultPageSize, total))
  })

  it('ROUTE-11: a subcategory answers its path from the top, no children, and its own products', async () => {
    const family = busyFamily()
    const leaf = api.store.db.prepare('SELECT category_id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = ? LIMIT 1').pluck().get(family) as CategoryId
    const detail = await api.client().catalogDetail({ query: { id: leaf, pageSize: LIMITS.maxPageSize } })
    expect(detail.path).toEqual([{ intId: family, catalogEnName: CATEGORIES.find((c) => c.id === family)?.name }])
    expect(detail.category.parentId).toBe(family)
    expect(detail.children).toEqual([])
    expect(detail.products.total).toBe(countWhere('p.category_id = ?', leaf))
    expect(detail.products.list.every((product) => product.categoryId === leaf)).toBe(true)
  })

  it('maps product rows: the ladder in micro-dollars, the package, the category and maker names joined', async () => {
    const family = busyFamily()
    const [product] = (await api.client().catalogDetail({ query: { id: family, pageSize: 1 } })).products.list
    if (product === undefined) throw new Error('no product')
    const row = api.store.db
      .prepare(
        `SELECT p.part_number, p.package, p.price_ladder, p.stock, m.name AS maker, c.name AS category
         FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id WHERE p.id = ?`,
      )
      .get(product.intID) as { part_number: string; package: string; price_ladder: string; stock: number; maker: string; category: string }
    expect(product).toMatchObject({
      model: row.part_number,
      packageName: row.package,
      brandName: row.maker,
      categoryName: row.category,
      stock: row.stock,
      priceLadder: JSON.parse(row.price_ladder) as unknown,
    })
    expect(product.priceLadder.every((step) => Number.isInteger(step.unitPrice))).toBe(true)
  })

  it('pages exactly: the last page holds the remainder, a page past the end is empty with the same total', async () => {
    const family = busyFamily()
    const pageSize = 7
    const total = countWhere('p.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', family)
    const lastPage = Math.ceil(total / pageSize)
    const last = await api.client().catalogDetail({ query: { id: family, page: lastPage, pageSize } })
    expect(last.products).toMatchObject({ total, page: lastPage, pageSize })
    expect(last.products.list).toHaveLength(total - (lastPage - 1) * pageSize)
    const past = await api.client().catalogDetail({ query: { id: family, page: lastPage + 1, pageSize } })
    expect(past.products).toEqual({ list: [], total, page: lastPage + 1, pageSize })
    const all = await allPages({ id: family }, LIMITS.maxPageSize)
    expect(new Set(all.map((product) => product.intID)).size).toBe(total)
  })

  it('filters by brand: only its products, the children counts and the total agreeing with the pages walked', async () => {
    const family = busyFamily()
    const brandId = api.store.db
      .prepare('SELECT p.manufacturer_id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = ? GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1')
      .pluck()
      .get(family) as BrandId
    const detail = await api.client().catalogDetail({ query: { id: family, brandId, pageSize: 5 } })
    const expected = countWhere('p.manufacturer_id = ? AND p.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', brandId, family)
    expect(detail.products.total).toBe(expected)
    expect(detail.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(expected)
    const walked = await allPages({ id: family, brandId }, 5)
    expect(walked).toHaveLength(expected)
    expect(walked.every((product) => product.brandId === brandId)).toBe(true)
  })

  it('filters in-stock products: with the out-of-stock ones they make the whole category', async () => {
    const family = busyFamily()
    const all = (await api.client().catalogDetail({ query: { id: family } })).products.total
    const inStock = await api.client().catalogDetail({ query: { id: family, inStock: true, pageSize: LIMITS.maxPageSize } })
    const outOfStock = countWhere('p.stock = 0 AND p.category_id IN (SELECT id FROM categories WHERE parent_id = ?)', family)
    expect(outOfStock).toBeGreaterThan(0)
    expect(inStock.products.total).toBe(all - outOfStock)
    expect(inStock.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(all - outOfStock)
    expect(inStock.products.list.every((product) => product.stock > 0)).toBe(true)
    const notFiltered = await api.client().catalogDetail({ query: { id: family, inStock: false } })
    expect(notFiltered.products.total).toBe(all)
  })

  it('answers a brand with nothing in the category with an empty page and zero counts', async () => {
    const family = busyFamily()
    const absent = api.store.db
      .prepare('SELECT id FROM manufacturers WHERE id NOT IN (SELECT p.manufacturer_id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = ?) LIMIT 1')
      .pluck()
      .get(family) as BrandId
    const detail = await api.client().catalogDetail({ query: { id: family, brandId: absent } })
    expect(detail.products).toMatchObject({ list: [], total: 0 })
    expect(detail.children.every((child) => child.productCount === 0)).toBe(true)
  })

  it('answers 404 for a category that does not exist and 400 naming the field for a bad query', async () => {
    expect((await call('/api/catalog/detail?id=987654')).body).toMatchObject({ code: 404, message: 'Category 987654 was not found' })
    expect((await call('/api/catalog/detail?id=abc')).body).toMatchObject({ code: 400, message: expect.stringMatching(/id/u) as string })
    expect((await call('/api/catalog/detail?id=1&page=0')).body).toMatchObject({ code: 400, message: expect.stringMatching(/page/u) as string })
    expect((await call(`/api/catalog/detail?id=1&pageSize=${LIMITS.maxPageSize + 1}`)).body).toMatchObject({ code: 400, message: expect.stringMatching(/pageSize/u) as string })
    expect((await call(`/api/catalog/detail?id=1&pageSize=${LIMITS.maxPageSize}`)).status).toBe(200)
    expect((await call('/api/catalog/detail?id=1&inStock=yes')).body).toMatchObject({ code: 400, message: expect.stringMatching(/inStock/u) as string })
    expect((await call('/api/catalog/detail?id=1&brandId=x')).body).toMatchObject({ code: 400, message: expect.stringMatching(/brandId/u) as string })
  })
})
