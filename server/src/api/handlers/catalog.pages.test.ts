import { CARRIERS, LIMITS, MODEL_INDEX_KEYS } from '@partfront/core/constants'
import type { BrandId, CategoryId, Money, NewsCategoryId, NewsId, ProductId } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cat } from '../../demo/categories.ts'
import { CONTENT_PAGES, FAQ, INDUSTRY_APPLICATIONS, MANUFACTURERS, NEWS, NEWS_CATEGORIES } from '../../demo/index.ts'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'
import { GUESS_LIMIT, SAME_VALUE_LIMIT } from './catalog.ts'

/** Product, brand, news and content pages (PAGE-1, PAGE-3, PAGE-4, PAGE-5) against the real app on the demo catalog. */

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ seed: (store) => seedDemoCatalog(store, { parts: 2000 }).then(() => undefined) })
})
afterAll(() => api.close())

/** A raw GET: the HTTP status and the envelope. */
async function get(path: string): Promise<{ status: number; code: number; message: string }> {
  const response = await api.fetch(path)
  const body = (await response.json()) as { code: number; message: string }
  return { status: response.status, code: body.code, message: body.message }
}

function scalar<T>(sql: string, ...params: unknown[]): T {
  return api.store.db.prepare(sql).pluck().get(...params) as T
}

const MISSING = 9_876_543

describe('product/detail (PAGE-1)', () => {
  it('PAGE-1: answers the product with its price ladder, attributes, data sheet and terms', async () => {
    const id = scalar<ProductId>('SELECT id FROM products WHERE stock > 0 AND attributes <> ? ORDER BY id LIMIT 1', '[]')
    const row = api.store.db
      .prepare(
        `SELECT p.*, m.name AS maker, c.name AS category FROM products p
         JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id WHERE p.id = ?`,
      )
      .get(id) as Record<string, string | number | null>
    const product = await api.client().productDetail({ query: { id } })
    expect(product).toMatchObject({
      intID: id,
      model: row.part_number,
      brandName: row.maker,
      brandId: row.manufacturer_id,
      categoryId: row.category_id,
      categoryName: row.category,
      description: row.description,
      packageName: row.package,
      stock: row.stock,
      datasheetUrl: row.datasheet_url,
      moq: row.moq,
      spq: row.spq,
      leadTimeDays: row.lead_time_days,
      rohs: row.rohs === 1,
      priceLadder: JSON.parse(String(row.price_ladder)) as unknown,
    })
    // Its own attributes are among the specification rows (a parametric value of the same name stands for one:
    // catalog.compare.test.ts checks the parametric rows).
    const names = product.attributes.map((attribute) => attribute.name.toLowerCase())
    const own = JSON.parse(String(row.attributes)) as Array<{ name: string }>
    expect(own.length).toBeGreaterThan(0)
    for (const attribute of own) expect(names).toContain(attribute.name.toLowerCase())
    expect(product.priceLadder.length).toBeGreaterThan(0)
    expect(product.delivery).toContain('in stock')
    for (const carrier of CARRIERS) expect(product.delivery).toContain(carrier)
    // The test app's payment provider is the fake one, taking card and PayPal.
    expect(product.payment).toBe('Pay by wire transfer against a proforma invoice, card or PayPal, in US dollars.')
    expect(product.seo?.title).toContain(product.model)
  })

  it('drops a stored link the contract refuses (a script URL) instead of failing the page', async () => {
    const id = scalar<ProductId>('SELECT MAX(id) FROM products')
    api.store.db.prepare("UPDATE products SET datasheet_url = 'javascript:alert(1)', image = 'not a link' WHERE id = ?").run(id)
    const product = await api.client().productDetail({ query: { id } })
    expect(product).toMatchObject({ intID: id, datasheetUrl: null, image: null })
  })

  it('PAGE-1: an out-of-stock product states its lead time in the delivery terms', async () => {
    const id = scalar<ProductId>('SELECT id FROM products WHERE stock = 0 AND lead_time_days IS NOT NULL ORDER BY id LIMIT 1')
    const product = await api.client().productDetail({ query: { id } })
    expect(product.stock).toBe(0)
    expect(product.delivery).toMatch(/^Out of stock: factory lead time about \d+ weeks?/u)
  })

  it('answers 404 for a product that does not exist and 400 naming id for a bad one', async () => {
    expect(await get(`/api/product/detail?id=${MISSING}`)).toEqual({ status: 404, code: 404, message: `Product ${MISSING} was not found` })
    expect(await get('/api/product/detail?id=12x')).toMatchObject({ status: 400, message: expect.stringMatching(/id/u) as string })
    expect(await get('/api/product/detail')).toMatchObject({ status: 400, message: expect.stringMatching(/id/u) as string })
  })
})

describe('product/samevalue: passives of the same value and size from other makers (PAGE-1)', () => {
  /** Loads parts with the given maker, category, package, value attribute and description; their ids in order. */
  async function load(parts: ReadonlyArray<{ model: string; maker: number; category: string; size: string; attribute?: [string, string]; description?: string; stock?: number }>) {
    const report = await api.store.catalog.upsertProducts(
      parts.map((part) => ({
        partNumber: part.model,
        manufacturerId: part.maker as BrandId,
        categoryId: cat(part.category as Parameters<typeof cat>[0]) as CategoryId,
        description: part.description ?? '',
        packageName: part.size,
        datasheetUrl: null,
        image: null,
        stock: part.stock ?? 1000,
        leadTimeDays: null,
        moq: 1,
        spq: 1,
        rohs: true,
        priceLadder: [{ quantity: 1, unitPrice: 1000 as Money }],
        attributes: part.attribute === undefined ? [] : [{ name: part.attribute[0], value: part.attribute[1] }],
        codes: [],
      })),
    )
    return report.ids
  }

  it('PAGE-1: a 12.3 kΩ 0603 resistor finds 12k3, 12300.0 and described 12.3kΩ 0603 parts of other makers, not its own maker, another size or value', async () => {
    const [self, royal, vishay, described, ownMaker, otherSize, otherValue] = await load([
      { model: 'SV-R10K-A', maker: 1, category: 'chip-resistors', size: '0603 (1608 Metric)', attribute: ['Resistance', '12.3 kΩ'] },
      { model: 'SV-R10K-B', maker: 2, category: 'chip-resistors', size: '0603', attribute: ['Resistance', '12300.0'], stock: 5000 },
      { model: 'SV-R10K-C', maker: 3, category: 'chip-resistors', size: '0603 (1608 Metric)', attribute: ['Resistance', '12k3'], stock: 3000 },
      { model: 'SV-R10K-D', maker: 4, category: 'chip-resistors', size: '0603', description: 'Thick film 100mW ±1% 12.3kΩ 0603', stock: 2000 },
      { model: 'SV-R10K-E', maker: 1, category: 'chip-resistors', size: '0603', attribute: ['Resistance', '12.3 kΩ'], stock: 9000 },
      { model: 'SV-R10K-F', maker: 5, category: 'chip-resistors', size: '0805 (2012 Metric)', attribute: ['Resistance', '12.3 kΩ'] },
      { model: 'SV-R1K-G', maker: 6, category: 'chip-resistors', size: '0603', attribute: ['Resistance', '1.23 kΩ'] },
    ])
    const found = (await api.client().productSameValue({ query: { id: self as ProductId } })).map((part) => part.intID)
    // The best-stocked first; not the part itself, its own maker's, another size's or another value's.
    expect(found).toEqual([royal, vishay, described])
    for (const excluded of [self, ownMaker, otherSize, otherValue]) expect(found).not.toContain(excluded)
  })

  it('PAGE-1: a 123nF capacitor finds 0.123µF of another maker in the same size', async () => {
    const [self, same] = await load([
      { model: 'SV-C100N-A', maker: 7, category: 'mlcc', size: '0402 (1005 Metric)', attribute: ['Capacitance', '123nF'] },
      { model: 'SV-C100N-B', maker: 8, category: 'mlcc', size: '0402', attribute: ['Capacitance', '0.123 µF'] },
    ])
    expect((await api.client().productSameValue({ query: { id: self as ProductId } })).map((part) => part.intID)).toEqual([same])
  })

  it('PAGE-1: at most 12, from other makers only, however many its own maker lists', async () => {
    const own = Array.from({ length: 30 }, (_, index) => ({ model: `SV-L-OWN-${index}`, maker: 9, category: 'chip-resistors', size: '0402', attribute: ['Resistance', '3.21 kΩ'] as [string, string], stock: 100_000 }))
    const others = Array.from({ length: 15 }, (_, index) => ({ model: `SV-L-OTHER-${index}`, maker: 10 + index, category: 'chip-resistors', size: '0402', attribute: ['Resistance', '3210'] as [string, string] }))
    const ids = await load([...own, ...others])
    const found = await api.client().productSameValue({ query: { id: ids[0] as ProductId } })
    expect(found).toHaveLength(SAME_VALUE_LIMIT)
    expect(found.every((part) => part.brandId !== 9)).toBe(true)
  })

  it('PAGE-1: an IC, or a passive with no chip size, has none; a missing product is a 404', async () => {
    const ic = scalar<ProductId>("SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name LIKE '%Microcontroller%' LIMIT 1")
    expect(await api.client().productSameValue({ query: { id: ic } })).toEqual([])
    const [leaded] = await load([{ model: 'SV-R10K-AX', maker: 2, category: 'chip-resistors', size: 'Axial', attribute: ['Resistance', '10 kΩ'] }])
    expect(await api.client().productSameValue({ query: { id: leaded as ProductId } })).toEqual([])
    expect(await get(`/api/product/samevalue?id=${MISSING}`)).toMatchObject({ status: 404, message: `Product ${MISSING} was not found` })
  })
})

describe('product/guess: "Guess you like it" (PAGE-1)', () => {
  it('PAGE-1: answers up to 12 other products, the same category and maker first, the same every time', async () => {
    const id = scalar<ProductId>('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 100')
    const product = await api.client().productDetail({ query: { id } })
    const guesses = await api.client().productGuess({ query: { id } })
    expect(guesses).toHaveLength(GUESS_LIMIT)
    expect(guesses.map((guess) => guess.intID)).not.toContain(id)
    expect(new Set(guesses.map((guess) => guess.intID)).size).toBe(GUESS_LIMIT)
    expect(guesses[0]).toMatchObject({ categoryId: product.categoryId })
    const sameBoth = scalar<number>(
      'SELECT COUNT(*) FROM products WHERE category_id = ? AND manufacturer_id = ? AND id <> ?',
      product.categoryId,
      product.brandId,
      id,
    )
    const leading = guesses.slice(0, Math.min(sameBoth, GUESS_LIMIT / 2))
    expect(leading.every((guess) => guess.categoryId === product.categoryId && guess.brandId === product.brandId)).toBe(true)
    expect(guesses.every((guess) => guess.categoryId === product.categoryId || guess.brandId === product.brandId)).toBe(true)
    expect(await api.client().productGuess({ query: { id } })).toEqual(guesses)
  })

  it('answers 404 for a product that does not exist', async () => {
    expect(await get(`/api/product/guess?id=${MISSING}`)).toMatchObject({ status: 404, message: `Product ${MISSING} was not found` })
  })
})

describe('product/index: the A-Z / 0-9 model index (PAGE-4)', () => {
  it('PAGE-4: answers the products whose part number starts with the key, ordered by part number', async () => {
    const total = scalar<number>("SELECT COUNT(*) FROM products WHERE normalized LIKE 'T%'")
    const page = await api.client().productIndex({ query: { key: 'T', pageSize: LIMITS.maxPageSize } })
    expect(page).toMatchObject({ total, page: 1, pageSize: LIMITS.maxPageSize })
    expect(page.list).toHaveLength(Math.min(total, LIMITS.maxPageSize))
    const keys = page.list.map((entry) => scalar<string>('SELECT normalized FROM products WHERE id = ?', entry.intID))
    expect(keys.every((key) => key.startsWith('T'))).toBe(true)
    expect(keys).toEqual([...keys].sort())
    const first = page.list[0]
    expect(first).toEqual({
      intID: first?.intID,
      model: scalar<string>('SELECT part_number FROM products WHERE id = ?', first?.intID),
      brandName: scalar<string>('SELECT m.name FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ?', first?.intID),
    })
  })

  it('PAGE-4: the 36 keys together list every product once', async () => {
    let sum = 0
    for (const key of MODEL_INDEX_KEYS) sum += (await api.client().productIndex({ query: { key, pageSize: 1 } })).total
    expect(sum).toBe(scalar<number>('SELECT COUNT(*) FROM products'))
  })

  it('pages exactly: the last page holds the remainder, a page past the end is empty with the total', async () => {
    const total = scalar<number>("SELECT COUNT(*) FROM products WHERE normalized LIKE 'L%'")
    const pageSize = 9
    const lastPage = Math.ceil(total / pageSize)
    const last = await api.client().productIndex({ query: { key: 'L', page: lastPage, pageSize } })
    expect(last.list).toHaveLength(total - (lastPage - 1) * pageSize)
    expect(await api.client().productIndex({ query: { key: 'L', page: lastPage + 1, pageSize } })).toEqual({ list: [], total, page: lastPage + 1, pageSize })
  })

  it('refuses a key that is not one upper-case letter or digit with 400 naming key', async () => {
    for (const key of ['a', 'AB', '', '%']) {
      expect(await get(`/api/product/index?key=${encodeURIComponent(key)}`)).toMatchObject({ status: 400, message: expect.stringMatching(/key/u) as string })
    }
  })
})

describe('brand/list and brand/detail (PAGE-4)', () => {
  it('PAGE-4: lists the brands by name with their product counts', async () => {
    const page = await api.client().brandList({ query: { pageSize: LIMITS.maxPageSize } })
    expect(page.total).toBe(MANUFACTURERS.length)
    const names = page.list.map((brand) => brand.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    for (const brand of page.list.slice(0, 10)) {
      expect(brand.productCount).toBe(scalar<number>('SELECT COUNT(*) FROM products WHERE manufacturer_id = ?', brand.id))
    }
  })

  it('PAGE-4: a letter picks the brands starting with it, and the 36 keys together list every brand', async () => {
    const t = await api.client().brandList({ query: { letter: 'T', pageSize: LIMITS.maxPageSize } })
    expect(t.list.length).toBeGreaterThan(0)
    expect(t.list.every((brand) => brand.name.toUpperCase().startsWith('T'))).toBe(true)
    expect(t.total).toBe(MANUFACTURERS.filter((maker) => maker.name.toUpperCase().startsWith('T')).length)
    let sum = 0
    for (const letter of MODEL_INDEX_KEYS) sum += (await api.client().brandList({ query: { letter, pageSize: 1 } })).total
    expect(sum).toBe(MANUFACTURERS.length)
  })

  it('pages exactly, and refuses a bad letter with 400 naming letter', async () => {
    const pageSize = 10
    const lastPage = Math.ceil(MANUFACTURERS.length / pageSize)
    expect((await api.client().brandList({ query: { page: lastPage, pageSize } })).list).toHaveLength(MANUFACTURERS.length - (lastPage - 1) * pageSize)
    expect(await api.client().brandList({ query: { page: lastPage + 1, pageSize } })).toEqual({ list: [], total: MANUFACTURERS.length, page: lastPage + 1, pageSize })
    expect(await get('/api/brand/list?letter=t')).toMatchObject({ status: 400, message: expect.stringMatching(/letter/u) as string })
  })

  it('PAGE-4: a brand page answers the brand, its categories with counts adding up, and its products', async () => {
    const maker = MANUFACTURERS[0]
    if (maker === undefined) throw new Error('no maker')
    const id = maker.id as BrandId
    const count = scalar<number>('SELECT COUNT(*) FROM products WHERE manufacturer_id = ?', id)
    const detail = await api.client().brandDetail({ query: { id, pageSize: 5 } })
    expect(detail.brand).toMatchObject({ id, name: maker.name, website: maker.website, description: maker.description, productCount: count })
    expect(detail.brand.seo?.title).toContain(maker.name)
    expect(detail.categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(count)
    const counts = detail.categories.map((category) => category.productCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(detail.products).toMatchObject({ total: count, page: 1, pageSize: 5 })
    expect(detail.products.list.every((product) => product.brandId === id)).toBe(true)
    const lastPage = Math.ceil(count / 5)
    expect((await api.client().brandDetail({ query: { id, page: lastPage, pageSize: 5 } })).products.list).toHaveLength(count - (lastPage - 1) * 5)
    expect((await api.client().brandDetail({ query: { id, page: lastPage + 1, pageSize: 5 } })).products).toEqual({ list: [], total: count, page: lastPage + 1, pageSize: 5 })
  })

  it('answers 404 for a brand that does not exist and 400 naming id for a bad one', async () => {
    expect(await get(`/api/brand/detail?id=${MISSING}`)).toMatchObject({ status: 404, message: `Brand ${MISSING} was not found` })
    expect(await get('/api/brand/detail?id=-1')).toMatchObject({ status: 400, message: expect.stringMatching(/id/u) as string })
  })
})

describe('news/list and news/detail (PAGE-5)', () => {
  it('PAGE-5: a news list answers its category, every category for the tabs, and its items newest first', async () => {
    const category = NEWS_CATEGORIES[0]
    if (category === undefined) throw new Error('no category')
    const items = NEWS.filter((item) => item.categoryId === category.id)
    const list = await api.client().newsList({ query: { categoryId: category.id as NewsCategoryId, pageSize: LIMITS.maxPageSize } })
    expect(list.category).toEqual(category)
    expect(list.categories).toEqual(NEWS_CATEGORIES)
    expect(list.news.total).toBe(items.length)
    expect(list.news.list.map((item) => item.id)).toEqual(items.map((item) => item.id))
    const dates = list.news.list.map((item) => item.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(list.news.list[0]).toEqual({
      id: items[0]?.id,
      categoryId: category.id,
      title: items[0]?.title,
      summary: items[0]?.summary,
      image: items[0]?.image,
      publishedAt: items[0]?.publishedAt,
    })
  })

  it('pages exactly, and answers 404 for a category that does not exist', async () => {
    const category = NEWS_CATEGORIES[0]?.id as NewsCategoryId
    const total = NEWS.filter((item) => item.categoryId === category).length
    const lastPage = Math.ceil(total / 2)
    expect((await api.client().newsList({ query: { categoryId: category, page: lastPage, pageSize: 2 } })).news.list).toHaveLength(total - (lastPage - 1) * 2)
    expect((await api.client().newsList({ query: { categoryId: category, page: lastPage + 1, pageSize: 2 } })).news).toEqual({ list: [], total, page: lastPage + 1, pageSize: 2 })
    expect(await get('/api/news/list?categoryId=99')).toMatchObject({ status: 404, message: 'News category 99 was not found' })
    expect(await get('/api/news/list?categoryId=one')).toMatchObject({ status: 400, message: expect.stringMatching(/categoryId/u) as string })
  })

  it('PAGE-5: a news item answers its content and its older (previous) and newer (next) neighbours in its category', async () => {
    const category = NEWS_CATEGORIES[0]?.id
    const items = NEWS.filter((item) => item.categoryId === category)
    const [newest, middle, oldest] = [items[0], items[1], items[2]]
    if (newest === undefined || middle === undefined || oldest === undefined) throw new Error('too few news')
    const item = await api.client().newsDetail({ query: { id: middle.id as NewsId } })
    expect(item).toMatchObject({ id: middle.id, title: middle.title, content: middle.html, publishedAt: middle.publishedAt })
    expect(item.previous).toEqual({ id: oldest.id, title: oldest.title })
    expect(item.next).toEqual({ id: newest.id, title: newest.title })
    expect((await api.client().newsDetail({ query: { id: newest.id as NewsId } })).next).toBeNull()
    const last = items.at(-1)
    expect((await api.client().newsDetail({ query: { id: last?.id as NewsId } })).previous).toBeNull()
  })

  it('answers 404 for a news item that does not exist', async () => {
    expect(await get(`/api/news/detail?id=${MISSING}`)).toMatchObject({ status: 404, message: `News item ${MISSING} was not found` })
  })
})

describe('content/page (PAGE-3, PAGE-4, PAGE-5)', () => {
  it('PAGE-5: the FAQ page answers every question, with its SEO block', async () => {
    const page = await api.client().contentPage({ query: { name: 'faq' } })
    expect(page.title).toBe('Frequently Asked Questions')
    expect(page.content).toBe(CONTENT_PAGES.find((candidate) => candidate.name === 'faq')?.html)
    expect(page.content.match(/<h3>/gu)).toHaveLength(FAQ.length)
    expect(page.seo).toMatchObject({ title: page.title })
    expect(page.seo?.description.length).toBeGreaterThan(0)
  })

  it('PAGE-4: each of the six industry applications has its page', async () => {
    for (const industry of INDUSTRY_APPLICATIONS) {
      const page = await api.client().contentPage({ query: { name: industry.pageName } })
      expect(page.title).toContain(industry.name)
    }
  })

  it('PAGE-3: the company pages and policies are there by name', async () => {
    for (const name of ['abus1', 'abus2', 'abus3', 'abus4', 'privacypolicy', 'refundpolicy', 'termsconditions']) {
      const expected = CONTENT_PAGES.find((page) => page.name === name)
      expect(await api.client().contentPage({ query: { name } })).toMatchObject({ name, title: expected?.title, content: expected?.html })
    }
  })

  it('answers 404 for a page that does not exist and 400 naming name for a bad name', async () => {
    expect(await get('/api/content/page?name=no-such-page')).toMatchObject({ status: 404, message: 'The page "no-such-page" was not found' })
    expect(await get('/api/content/page?name=FAQ')).toMatchObject({ status: 400, message: expect.stringMatching(/name/u) as string })
  })
})
