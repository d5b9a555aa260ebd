import type { BannerId, BrandId, CategoryId, NewsCategoryId, NewsId, PriceBreak, ProductId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import type { Store, StoreFactory } from '../store.ts'
import {
  CATEGORY,
  MAKER,
  OP_AMP_LADDER,
  addCartRow,
  attempt,
  availableStock,
  createMember,
  newOrder,
  placed,
  product,
  seedCatalog,
  storeOpener,
  usd,
} from './fixtures.ts'

const TIMING = 3 as CategoryId
const POWER = 10 as CategoryId
const REGULATORS = 11 as CategoryId
const MAXIM = 3 as BrandId
const ONSEMI = 4 as BrandId

/**
 * The fixture catalog and more: a second leaf (Timing) under Integrated Circuits, a second top category
 * (Power, with Regulators), four makers (one named in lower case), and products spread over them.
 */
async function browsable(store: Store) {
  const parts = await seedCatalog(store)
  await store.catalog.upsertCategories([
    { id: POWER, parentId: null, name: 'Power', slug: 'power', description: 'Power parts', sort: -1 },
    { id: TIMING, parentId: CATEGORY.top, name: 'Timing', slug: 'timing', description: '', sort: 0 },
    { id: REGULATORS, parentId: POWER, name: 'Regulators', slug: 'regulators', description: '', sort: 5 },
  ])
  await store.catalog.upsertManufacturers([
    { id: MAXIM, name: 'Maxim Integrated', slug: 'maxim', website: null, description: '' },
    { id: ONSEMI, name: 'onsemi', slug: 'onsemi', website: 'https://www.onsemi.com', description: 'Power and sensing' },
  ])
  const more = await store.catalog.upsertProducts([
    product('DS3231SN', { manufacturerId: MAXIM, categoryId: TIMING, stock: 0 }),
    product('LM7805CT', { manufacturerId: ONSEMI, categoryId: REGULATORS }),
    product('NE555P', { categoryId: TIMING, stock: 20 }),
    product('1N4148', { manufacturerId: ONSEMI, categoryId: REGULATORS, stock: 0 }),
  ])
  const [rtc, regulator7805, timer555p, diode] = more.ids as [ProductId, ProductId, ProductId, ProductId]
  return { ...parts, rtc, regulator7805, timer555p, diode }
}

/** The catalog area's writes: categories, manufacturers, and products by manufacturer and part number. */
export function catalogSuite(factory: StoreFactory): void {
  describe('catalog: loading', () => {
    const open = storeOpener(factory)

    it('starts empty', async () => {
      const store = await open()
      expect(await store.catalog.countProducts()).toBe(0)
    })

    it('inserts new products, answering their ids in the order given', async () => {
      const store = await open()
      await seedCatalog(store)
      const report = await store.catalog.upsertProducts([product('OPA2134PA'), product('TL072CP'), product('TL072CP', { manufacturerId: MAKER.adi })])
      expect(report.inserted).toBe(3)
      expect(report.updated).toBe(0)
      expect(new Set(report.ids).size).toBe(3)
      expect(await store.catalog.countProducts()).toBe(7)
    })

    it('keeps every distributor number a product is loaded with, several at one distributor too, in a load of more numbers than one statement writes', async () => {
      const store = await open()
      await seedCatalog(store)
      // LCSC lists some parts twice (C6705483 and C43656); 1,001 products with two numbers each.
      const many = Array.from({ length: 1001 }, (_, index) =>
        product(`BULK${index}`, { codes: [{ distributor: 'LCSC', code: `C9${index}` }, { distributor: 'LCSC', code: `C8${index}` }] }),
      )
      const report = await store.catalog.upsertProducts([product('OPA2134PA', { codes: [{ distributor: 'LCSC', code: 'C6705483' }, { distributor: 'LCSC', code: 'C43656' }] }), ...many])
      const found = await store.boms.partsByCodes(['C6705483', 'C43656', 'C91000', 'C81000'])
      expect(found.map((part) => [part.code, part.model]).sort()).toEqual([
        ['C43656', 'OPA2134PA'],
        ['C6705483', 'OPA2134PA'],
        ['C81000', 'BULK1000'],
        ['C91000', 'BULK1000'],
      ])
      expect(report.inserted).toBe(1002)
    })

    it('updates a product loaded again under the same manufacturer and part number, keeping its id', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const ladder = [{ quantity: 1, unitPrice: usd(0.5) }] as PriceBreak[]
      const report = await store.catalog.upsertProducts([product('LM358DR', { stock: 7, priceLadder: ladder }), product('LM324DR')])
      expect(report).toEqual({ inserted: 1, updated: 1, ids: [parts.opAmp, expect.any(Number)] })
      expect(await store.catalog.countProducts()).toBe(5)
      expect(await availableStock(store, parts.opAmp)).toBe(7)
      const alice = await createMember(store, 'alice')
      await addCartRow(store, alice, parts.opAmp, 2)
      expect(placed(await store.orders.placeOrder(newOrder(alice))).lines[0]?.unitPrice).toBe(usd(0.5))
    })

    it('takes the same product twice in one load as an insert then an update, the later one winning', async () => {
      const store = await open()
      await seedCatalog(store)
      const report = await store.catalog.upsertProducts([product('LM324DR', { stock: 1 }), product('LM324DR', { stock: 2 })])
      expect(report.inserted).toBe(1)
      expect(report.updated).toBe(1)
      expect(report.ids[0]).toBe(report.ids[1])
      const id = report.ids[0]
      if (id === undefined) throw new Error('no id')
      expect(await availableStock(store, id)).toBe(2)
    })

    it('loads all the products or none: one refused leaves the catalog as it was', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const load = [product('LM358DR', { stock: 1 }), product('LM324DR'), product('XYZ1', { categoryId: 999 as CategoryId })]
      await expect(attempt(() => store.catalog.upsertProducts(load))).rejects.toThrow()
      expect(await store.catalog.countProducts()).toBe(4)
      expect(await availableStock(store, parts.opAmp)).toBe(5000)
    })

    it("renames a manufacturer by id: new orders carry the new name, placed ones keep theirs", async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const alice = await createMember(store, 'alice')
      await addCartRow(store, alice, parts.opAmp, 1)
      const before = placed(await store.orders.placeOrder(newOrder(alice)))
      await store.catalog.upsertManufacturers([{ id: MAKER.ti, name: 'TI', slug: 'ti', website: null, description: 'Renamed' }])
      await addCartRow(store, alice, parts.opAmp, 1)
      const after = placed(await store.orders.placeOrder(newOrder(alice)))
      expect(after.lines[0]?.brandName).toBe('TI')
      expect((await store.orders.findOrder(alice, before.id))?.lines[0]?.brandName).toBe('Texas Instruments')
    })

    it('keeps a manufacturer name unique whatever its case', async () => {
      const store = await open()
      await seedCatalog(store)
      const twin = { id: 3 as BrandId, name: 'TEXAS INSTRUMENTS', slug: 'ti-2', website: null, description: '' }
      await expect(attempt(() => store.catalog.upsertManufacturers([twin]))).rejects.toThrow()
    })
  })

  describe('catalog: names an import gives', () => {
    const open = storeOpener(factory)

    it('finds manufacturers by name in any case and creates the missing ones, past the ids a load gave', async () => {
      const store = await open()
      await seedCatalog(store)
      const named = await store.catalog.ensureManufacturers(['texas instruments', ' Nexperia ', 'NEXPERIA', 'Texas Instruments'])
      expect(named.created).toEqual(['Nexperia'])
      expect(named.ids.get('texas instruments')).toBe(MAKER.ti)
      const nexperia = named.ids.get('nexperia')
      expect([MAKER.ti, MAKER.adi]).not.toContain(nexperia)
      expect(await store.catalog.findBrand(nexperia as BrandId)).toMatchObject({ name: 'Nexperia', productCount: 0 })
      expect((await store.catalog.ensureManufacturers(['nexperia'])).created).toEqual([])
      expect((await store.catalog.manufacturerNames()).slice(-1)).toEqual(['Nexperia'])
      expect(await store.catalog.manufacturerNames()).toContain('Texas Instruments')
    })

    it("creates the categories of the paths named, two levels, 'Other' for what a path leaves out", async () => {
      const store = await open()
      await seedCatalog(store)
      const named = await store.catalog.ensureCategories([['integrated circuits', 'LINEAR'], ['Passives', 'Resistors'], ['Passives'], []])
      expect(named.created).toEqual(['Passives', 'Passives / Resistors', 'Passives / Other', 'Other', 'Other / Other'])
      expect(named.ids.get('integrated circuits / linear')).toBe(CATEGORY.linear)
      const resistors = named.ids.get('passives / resistors') as CategoryId
      expect([CATEGORY.top, CATEGORY.linear]).not.toContain(resistors)
      expect((await store.catalog.categoryPath(resistors)).map((category) => category.name)).toEqual(['Passives'])
      const passivesOther = await store.catalog.findCategory(named.ids.get('passives') as CategoryId)
      expect(passivesOther?.name).toBe('Other')
      expect(passivesOther?.parentId).toBe((await store.catalog.categoryPath(resistors))[0]?.id)
      expect((await store.catalog.ensureCategories([['Passives', 'resistors']])).created).toEqual([])
    })
  })

  describe('catalog: categories and products', () => {
    const open = storeOpener(factory)

    it('lists the categories parents first, each level by its order then id, and walks a path to the top', async () => {
      const store = await open()
      await browsable(store)
      expect((await store.catalog.listCategories()).map((category) => [category.id, category.parentId])).toEqual([
        [POWER, null],
        [CATEGORY.top, null],
        [CATEGORY.linear, CATEGORY.top],
        [TIMING, CATEGORY.top],
        [REGULATORS, POWER],
      ])
      expect(await store.catalog.findCategory(POWER)).toEqual({ id: POWER, parentId: null, name: 'Power', description: 'Power parts', image: null, seo: null })
      expect(await store.catalog.findCategory(999 as CategoryId)).toBeUndefined()
      expect((await store.catalog.categoryPath(REGULATORS)).map((category) => category.id)).toEqual([POWER])
      expect(await store.catalog.categoryPath(POWER)).toEqual([])
    })

    it("counts each child's products, of one brand or in stock when asked", async () => {
      const store = await open()
      await browsable(store)
      expect(await store.catalog.childCategories(CATEGORY.top, {})).toEqual([
        { intId: CATEGORY.linear, catalogEnName: 'Linear', productCount: 4 },
        { intId: TIMING, catalogEnName: 'Timing', productCount: 2 },
      ])
      expect((await store.catalog.childCategories(CATEGORY.top, { brandId: MAXIM })).map((child) => child.productCount)).toEqual([0, 1])
      expect((await store.catalog.childCategories(CATEGORY.top, { inStock: true })).map((child) => child.productCount)).toEqual([4, 1])
      expect(await store.catalog.childCategories(TIMING, {})).toEqual([])
    })

    it("pages a category's products and its children's, by subcategory then oldest, filtered by brand and stock", async () => {
      const store = await open()
      const p = await browsable(store)
      const all = await store.catalog.categoryProducts(CATEGORY.top, {}, { page: 1, pageSize: 4 })
      expect(all.total).toBe(6)
      expect(all.list.map((item) => item.intID)).toEqual([p.opAmp, p.timer, p.regulator, p.dear])
      expect((await store.catalog.categoryProducts(CATEGORY.top, {}, { page: 2, pageSize: 4 })).list.map((item) => item.intID)).toEqual([
        p.rtc,
        p.timer555p,
      ])
      expect(await store.catalog.categoryProducts(CATEGORY.top, {}, { page: 3, pageSize: 4 })).toEqual({ total: 6, list: [] })
      const filtered = await store.catalog.categoryProducts(CATEGORY.top, { brandId: MAKER.ti, inStock: true }, { page: 1, pageSize: 10 })
      expect(filtered.list.map((item) => item.intID)).toEqual([p.opAmp, p.timer, p.regulator, p.timer555p])
      expect(filtered.list[0]).toEqual({
        intID: p.opAmp,
        model: 'LM358DR',
        brandName: 'Texas Instruments',
        brandId: MAKER.ti,
        categoryId: CATEGORY.linear,
        categoryName: 'Linear',
        description: 'LM358DR fixture',
        packageName: 'SOIC-8',
        image: null,
        stock: 5000,
        priceLadder: OP_AMP_LADDER,
        moq: 1,
        spq: 1,
      })
    })

    it('answers a product with its detail fields, and none for an unknown id', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const attributes = [{ name: 'Voltage - Supply', value: '3 V ~ 32 V' }]
      await store.catalog.upsertProducts([
        product('LM358DR', { stock: 5000, datasheetUrl: 'https://www.ti.com/lit/ds/lm358.pdf', leadTimeDays: null, moq: 5, spq: 2500, rohs: false, attributes }),
      ])
      expect(await store.catalog.findProduct(parts.opAmp)).toMatchObject({
        intID: parts.opAmp,
        model: 'LM358DR',
        datasheetUrl: 'https://www.ti.com/lit/ds/lm358.pdf',
        moq: 5,
        spq: 2500,
        leadTimeDays: null,
        rohs: false,
        attributes,
        priceLadder: OP_AMP_LADDER,
      })
      expect(await store.catalog.findProduct(999_999 as ProductId)).toBeUndefined()
    })

    it('relates the same products each time: same category and maker first, then the category, then the maker', async () => {
      const store = await open()
      const p = await browsable(store)
      const related = await store.catalog.relatedProducts(p.timer, 4)
      expect(related?.map((item) => item.intID)).toEqual([p.regulator, p.opAmp, p.dear, p.timer555p])
      expect((await store.catalog.relatedProducts(p.timer, 4))?.map((item) => item.intID)).toEqual(related?.map((item) => item.intID))
      expect(await store.catalog.relatedProducts(999_999 as ProductId, 4)).toBeUndefined()
    })

    it('pages the products whose normalised part number starts with a letter or digit, in that order', async () => {
      const store = await open()
      const p = await browsable(store)
      const n = await store.catalog.productsByModelPrefix('N', { page: 1, pageSize: 10 })
      expect(n).toEqual({
        total: 2,
        list: [
          { intID: p.timer, model: 'NE555DR', brandName: 'Texas Instruments' },
          { intID: p.timer555p, model: 'NE555P', brandName: 'Texas Instruments' },
        ],
      })
      expect((await store.catalog.productsByModelPrefix('L', { page: 1, pageSize: 1 })).list.map((item) => item.model)).toEqual(['LM358DR'])
      expect((await store.catalog.productsByModelPrefix('1', { page: 1, pageSize: 10 })).list.map((item) => item.model)).toEqual(['1N4148'])
      expect(await store.catalog.productsByModelPrefix('Z', { page: 1, pageSize: 10 })).toEqual({ total: 0, list: [] })
    })

    it("answers a sitemap's product links by id range, in id order, at most the limit", async () => {
      const store = await open()
      const p = await browsable(store)
      const ids = [p.opAmp, p.timer, p.regulator, p.dear, p.rtc, p.regulator7805, p.timer555p, p.diode].sort((a, b) => a - b)
      const all = await store.catalog.productLinks({ from: 0, to: Number.MAX_SAFE_INTEGER }, 100)
      expect(all.map((link) => link.id)).toEqual(ids)
      const rtc = all.find((link) => link.id === p.rtc)
      expect(rtc).toMatchObject({ id: p.rtc, partNumber: 'DS3231SN' })
      expect(rtc?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/u)
      const [first, second, third] = ids as [ProductId, ProductId, ProductId]
      expect((await store.catalog.productLinks({ from: second, to: Number.MAX_SAFE_INTEGER }, 2)).map((link) => link.id)).toEqual(ids.slice(1, 3))
      expect((await store.catalog.productLinks({ from: first, to: third }, 100)).map((link) => link.id)).toEqual([first, second])
      expect(await store.catalog.productLinks({ from: (ids.at(-1) ?? 0) + 1, to: Number.MAX_SAFE_INTEGER }, 10)).toEqual([])
    })
  })

  describe('catalog: brands', () => {
    const open = storeOpener(factory)

    it('pages the brands by name without regard to case, of one initial when asked, with their product counts', async () => {
      const store = await open()
      await browsable(store)
      const all = await store.catalog.listBrands(undefined, { page: 1, pageSize: 10 })
      expect(all.total).toBe(4)
      expect(all.list.map((brand) => [brand.name, brand.productCount])).toEqual([
        ['Analog Devices', 1],
        ['Maxim Integrated', 1],
        ['onsemi', 2],
        ['Texas Instruments', 4],
      ])
      expect(await store.catalog.listBrands('o', { page: 1, pageSize: 10 })).toEqual({
        total: 1,
        list: [{ id: ONSEMI, name: 'onsemi', logo: null, productCount: 2 }],
      })
      expect((await store.catalog.listBrands('M', { page: 1, pageSize: 10 })).list.map((brand) => brand.id)).toEqual([MAXIM])
      expect(await store.catalog.listBrands('T', { page: 2, pageSize: 10 })).toEqual({ total: 1, list: [] })
    })

    it("answers a brand with its page's text, its categories by product count, and its products oldest first", async () => {
      const store = await open()
      const p = await browsable(store)
      await store.catalog.upsertProducts([product('MC7805', { manufacturerId: ONSEMI, categoryId: CATEGORY.linear })])
      expect(await store.catalog.findBrand(ONSEMI)).toEqual({
        id: ONSEMI,
        name: 'onsemi',
        logo: null,
        productCount: 3,
        website: 'https://www.onsemi.com',
        description: 'Power and sensing',
      })
      expect(await store.catalog.findBrand(999 as BrandId)).toBeUndefined()
      // Names of several makers in one read: an unknown id is left out, none asked for is none answered.
      const named = await store.catalog.brandNames([ONSEMI, 999 as BrandId, ONSEMI])
      expect([...named]).toEqual([[ONSEMI, 'onsemi']])
      expect((await store.catalog.brandNames([])).size).toBe(0)
      expect(await store.catalog.brandCategories(ONSEMI)).toEqual([
        { intId: REGULATORS, catalogEnName: 'Regulators', productCount: 2 },
        { intId: CATEGORY.linear, catalogEnName: 'Linear', productCount: 1 },
      ])
      const page = await store.catalog.brandProducts(ONSEMI, { page: 1, pageSize: 2 })
      expect(page.total).toBe(3)
      expect(page.list.map((item) => item.intID)).toEqual([p.regulator7805, p.diode])
    })
  })

  describe('catalog: news, pages, banners, industries, configs', () => {
    const open = storeOpener(factory)

    it('lists news categories in order and pages news newest first, each item linked to its neighbours', async () => {
      const store = await open()
      await store.catalog.upsertNewsCategories([
        { id: 1 as NewsCategoryId, name: 'Company', sort: 2 },
        { id: 2 as NewsCategoryId, name: 'Industry', sort: 1 },
      ])
      const item = (id: number, categoryId: number, publishedAt: string) => ({
        id: id as NewsId,
        categoryId: categoryId as NewsCategoryId,
        title: `News ${id}`,
        summary: `Summary ${id}`,
        html: `<p>Body ${id}</p>`,
        image: null,
        publishedAt,
      })
      await store.catalog.upsertNews([
        item(1, 1, '2026-01-01T00:00:00.000Z'),
        item(2, 1, '2026-01-03T00:00:00.000Z'),
        item(3, 1, '2026-01-02T00:00:00.000Z'),
        item(4, 2, '2026-01-04T00:00:00.000Z'),
      ])
      expect(await store.catalog.listNewsCategories()).toEqual([
        { id: 2, name: 'Industry' },
        { id: 1, name: 'Company' },
      ])
      const page = await store.catalog.newsPage(1 as NewsCategoryId, { page: 1, pageSize: 2 })
      expect(page.total).toBe(3)
      expect(page.list).toEqual([
        { id: 2, categoryId: 1, title: 'News 2', summary: 'Summary 2', image: null, publishedAt: '2026-01-03T00:00:00.000Z' },
        { id: 3, categoryId: 1, title: 'News 3', summary: 'Summary 3', image: null, publishedAt: '2026-01-02T00:00:00.000Z' },
      ])
      expect(await store.catalog.findNews(3 as NewsId)).toMatchObject({
        id: 3,
        html: '<p>Body 3</p>',
        previous: { id: 1, title: 'News 1' },
        next: { id: 2, title: 'News 2' },
      })
      expect(await store.catalog.findNews(4 as NewsId)).toMatchObject({ previous: null, next: null })
      expect(await store.catalog.findNews(99 as NewsId)).toBeUndefined()
    })

    it('keeps content pages by name with their SEO, banners by placement and layout, industries in order, configs as written', async () => {
      const store = await open()
      const seo = { title: 'About Partfront', keywords: 'about', description: 'Who we are' }
      await store.catalog.upsertContentPages([
        { name: 'privacy', title: 'Privacy', html: '<p>Privacy</p>', seo: null, updatedAt: AT_PAGE },
        { name: 'about', title: 'About', html: '<p>About</p>', seo, updatedAt: AT_PAGE },
      ])
      expect(await store.catalog.findContentPage('about')).toEqual({ name: 'about', title: 'About', html: '<p>About</p>', seo, updatedAt: AT_PAGE })
      expect(await store.catalog.findContentPage('missing')).toBeUndefined()
      expect(await store.catalog.listContentPages()).toEqual([
        { name: 'about', title: 'About' },
        { name: 'privacy', title: 'Privacy' },
      ])

      const banner = (id: number, classes: 'pc' | 'mobile', sort: number) => ({
        id: id as BannerId,
        placement: 'homeCarousel' as const,
        classes,
        title: `Banner ${id}`,
        image: `/banners/${id}.webp`,
        link: null,
        sort,
      })
      await store.catalog.upsertBanners([banner(1, 'pc', 2), banner(2, 'mobile', 1), banner(3, 'pc', 1), { ...banner(4, 'pc', 0), placement: 'pageTop' }])
      expect((await store.catalog.listBanners('homeCarousel', undefined)).map((row) => row.id)).toEqual([2, 3, 1])
      expect(await store.catalog.listBanners('homeCarousel', 'pc')).toEqual([
        { id: 3, title: 'Banner 3', image: '/banners/3.webp', link: null, classes: 'pc', sort: 1 },
        { id: 1, title: 'Banner 1', image: '/banners/1.webp', link: null, classes: 'pc', sort: 2 },
      ])
      expect(await store.catalog.listBanners('homeAds', undefined)).toEqual([])

      await store.catalog.upsertIndustries([
        { name: 'Automotive', slug: 'automotive', summary: 'Cars', image: null, sort: 2 },
        { name: 'Medical', slug: 'medical', summary: 'Care', image: '/medical.webp', sort: 1 },
      ])
      await store.catalog.upsertIndustries([{ name: 'Automotive', slug: 'automotive', summary: 'Vehicles', image: null, sort: 0 }])
      expect(await store.catalog.listIndustries()).toEqual([
        { name: 'Automotive', slug: 'automotive', summary: 'Vehicles', image: null },
        { name: 'Medical', slug: 'medical', summary: 'Care', image: '/medical.webp' },
      ])

      const logo = { logo: '/logo.svg', sizes: [32, 64], dark: false, note: null }
      await store.catalog.putConfig('BaseConfig', 1000, logo)
      const found = await store.catalog.findConfig('BaseConfig', 1000)
      expect(found).toEqual(logo)
      expect(JSON.stringify(found)).toBe(JSON.stringify(logo))
      await store.catalog.putConfig('BaseConfig', 1000, 'replaced')
      expect(await store.catalog.findConfig('BaseConfig', 1000)).toBe('replaced')
      expect(await store.catalog.findConfig('BaseConfig', 1001)).toBeUndefined()
    })
  })
}

const AT_PAGE = '2026-01-10T12:00:00.000Z'
