import type Database from 'better-sqlite3'
import { basePartNumber, normalizePartNumber } from '@partfront/core/parts'
import type {
  BrandId,
  BrandSummary,
  CategoryCount,
  CategoryId,
  ModelIndexEntry,
  NewsCategory,
  NewsCategoryId,
  NewsId,
  NewsSummary,
  ProductAttribute,
  ProductId,
  ProductSummary,
  Seo,
} from '@partfront/core/contract'
import {
  type BannerRecord,
  type CatalogStore,
  type CategoryRecord,
  type NewsRecord,
  type PageOf,
  type Paging,
  prefixRange,
  type ProductFilter,
  type ProductInput,
  type ProductLink,
  type ProductRecord,
} from '../catalog.port.ts'
import { ensureCategories, ensureManufacturers } from './catalog-names.ts'
import type { Db } from './database.ts'
import { productSummaryOf } from '../rows/products.ts'

type Statement = Database.Statement<unknown[]>

// ---------------------------------------------------------------------------------------------------------
// Rows

interface CategoryRow {
  id: number
  parent_id: number | null
  name: string
  description: string
  image: string | null
  seo_title: string | null
  seo_keywords: string | null
  seo_description: string | null
}

interface SummaryRow {
  id: number
  part_number: string
  brand_name: string
  manufacturer_id: number
  category_id: number
  category_name: string
  description: string
  package: string
  image: string | null
  stock: number
  price_ladder: string
  moq: number
  spq: number
}

interface DetailRow extends SummaryRow {
  datasheet_url: string | null
  moq: number
  spq: number
  lead_time_days: number | null
  rohs: number
  attributes: string
}

interface BrandRow {
  id: number
  name: string
  logo: string | null
  website: string | null
  description: string
  product_count: number
}

interface NewsRow {
  id: number
  category_id: number
  title: string
  summary: string
  image: string | null
  published_at: string
}

interface PageRow {
  name: string
  title: string
  body: string
  seo_title: string | null
  seo_keywords: string | null
  seo_description: string | null
  updated_at: string
}

const CATEGORY_COLUMNS = 'id, parent_id, name, description, image, seo_title, seo_keywords, seo_description'

/** The columns of `SummaryRow`; `p` is the product, joined to its maker `m` and category `c`. */
const SUMMARY_COLUMNS = `p.id, p.part_number, m.name AS brand_name, p.manufacturer_id, p.category_id,
  c.name AS category_name, p.description, p.package, p.image, p.stock, p.price_ladder, p.moq, p.spq`
const SUMMARY_JOINS = 'JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

/** A category's own id and its children's: the products of a category page. */
const FAMILY = 'SELECT id FROM categories WHERE id = @id OR parent_id = @id'

function seoOf(row: { seo_title: string | null; seo_keywords: string | null; seo_description: string | null }): Seo | null {
  if (row.seo_title === null) return null
  return { title: row.seo_title, keywords: row.seo_keywords ?? '', description: row.seo_description ?? '' }
}

function categoryOf(row: CategoryRow): CategoryRecord {
  return {
    id: row.id as CategoryId,
    parentId: row.parent_id as CategoryId | null,
    name: row.name,
    description: row.description,
    image: row.image,
    seo: seoOf(row),
  }
}

function detailOf(row: DetailRow): ProductRecord {
  return {
    ...productSummaryOf(row),
    datasheetUrl: row.datasheet_url,
    moq: row.moq,
    spq: row.spq,
    leadTimeDays: row.lead_time_days,
    rohs: row.rohs === 1,
    attributes: JSON.parse(row.attributes) as ProductAttribute[],
  }
}

function brandOf(row: BrandRow): BrandSummary {
  return { id: row.id as BrandId, name: row.name, logo: row.logo, productCount: row.product_count }
}

function newsOf(row: NewsRow): NewsSummary {
  return {
    id: row.id as NewsId,
    categoryId: row.category_id as NewsCategoryId,
    title: row.title,
    summary: row.summary,
    image: row.image,
    publishedAt: row.published_at,
  }
}

/** The first row of a page: rows before it are skipped. */
function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize
}

/** The SQL condition and parameters of a product filter, on products `p`. */
function filterSql(filter: ProductFilter): { readonly sql: string; readonly params: Record<string, unknown> } {
  let sql = ''
  const params: Record<string, unknown> = {}
  if (filter.brandId !== undefined) {
    sql += ' AND p.manufacturer_id = @brandId'
    params.brandId = filter.brandId
  }
  if (filter.inStock === true) sql += ' AND p.stock > 0'
  return { sql, params }
}

// ---------------------------------------------------------------------------------------------------------
// The store

/** The catalog area on SQLite. */
export function sqliteCatalog(db: Db): CatalogStore {
  /** Statements built from a few SQL shapes (the filters), prepared once each. */
  const prepared = new Map<string, Statement>()
  const statement = (sql: string) => {
    let found = prepared.get(sql)
    if (found === undefined) {
      found = db.prepare<unknown[]>(sql)
      prepared.set(sql, found)
    }
    return found
  }

  const upsertCategory = db.prepare(
    `INSERT INTO categories (id, parent_id, name, slug, description, sort)
     VALUES (@id, @parentId, @name, @slug, @description, @sort)
     ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name, slug = excluded.slug,
       description = excluded.description, sort = excluded.sort`,
  )
  const upsertManufacturer = db.prepare(
    `INSERT INTO manufacturers (id, name, slug, website, description)
     VALUES (@id, @name, @slug, @website, @description)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, website = excluded.website,
       description = excluded.description`,
  )
  const makerNames = db.prepare('SELECT name FROM manufacturers ORDER BY id').pluck()
  const existing = db.prepare('SELECT id FROM products WHERE manufacturer_id = ? AND part_number = ?').pluck()
  const upsertProduct = db.prepare(
    `INSERT INTO products (part_number, normalized, base_normalized, manufacturer_id, category_id, description,
       package, datasheet_url, image, stock, lead_time_days, moq, spq, rohs, price_ladder, unit_price, attributes,
       updated_at)
     VALUES (@partNumber, @normalized, @baseNormalized, @manufacturerId, @categoryId, @description, @packageName,
       @datasheetUrl, @image, @stock, @leadTimeDays, @moq, @spq, @rohs, @priceLadder, @unitPrice, @attributes,
       @updatedAt)
     ON CONFLICT (manufacturer_id, part_number) DO UPDATE SET normalized = excluded.normalized,
       base_normalized = excluded.base_normalized, category_id = excluded.category_id,
       description = excluded.description, package = excluded.package, datasheet_url = excluded.datasheet_url,
       image = excluded.image, stock = excluded.stock, lead_time_days = excluded.lead_time_days,
       moq = excluded.moq, spq = excluded.spq, rohs = excluded.rohs, price_ladder = excluded.price_ladder,
       unit_price = excluded.unit_price, attributes = excluded.attributes, updated_at = excluded.updated_at
     RETURNING id`,
  ).pluck()
  const upsertCode = db.prepare(
    `INSERT INTO product_codes (product_id, distributor, code, normalized) VALUES (?, ?, ?, ?)
     ON CONFLICT (product_id, distributor, code) DO NOTHING`,
  )
  const manufacturerName = db.prepare('SELECT name FROM manufacturers WHERE id = ?').pluck()
  const countProducts = db.prepare('SELECT COUNT(*) FROM products').pluck()

  const upsertNewsCategory = db.prepare(
    `INSERT INTO news_categories (id, name, sort) VALUES (@id, @name, @sort)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, sort = excluded.sort`,
  )
  const upsertNewsItem = db.prepare(
    `INSERT INTO news (id, category_id, title, summary, body, image, published_at)
     VALUES (@id, @categoryId, @title, @summary, @html, @image, @publishedAt)
     ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, title = excluded.title,
       summary = excluded.summary, body = excluded.body, image = excluded.image, published_at = excluded.published_at`,
  )
  const upsertPage = db.prepare(
    `INSERT INTO content_pages (name, title, body, seo_title, seo_keywords, seo_description, updated_at)
     VALUES (@name, @title, @html, @seoTitle, @seoKeywords, @seoDescription, @updatedAt)
     ON CONFLICT (name) DO UPDATE SET title = excluded.title, body = excluded.body, seo_title = excluded.seo_title,
       seo_keywords = excluded.seo_keywords, seo_description = excluded.seo_description,
       updated_at = excluded.updated_at`,
  )
  const upsertBanner = db.prepare(
    `INSERT INTO banners (id, position, classes, title, image, link, sort)
     VALUES (@id, @placement, @classes, @title, @image, @link, @sort)
     ON CONFLICT (id) DO UPDATE SET position = excluded.position, classes = excluded.classes, title = excluded.title,
       image = excluded.image, link = excluded.link, sort = excluded.sort`,
  )
  const upsertIndustry = db.prepare(
    `INSERT INTO industry_applications (name, slug, summary, image, sort) VALUES (@name, @slug, @summary, @image, @sort)
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, summary = excluded.summary, image = excluded.image,
       sort = excluded.sort`,
  )
  const putConfig = db.prepare(
    'INSERT INTO configs (name, type, value) VALUES (?, ?, ?) ON CONFLICT (name, type) DO UPDATE SET value = excluded.value',
  )

  const listCategories = db.prepare(
    `SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY parent_id IS NOT NULL, parent_id, sort, id`,
  )
  const findCategory = db.prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE id = ?`)
  // The tree may be deeper than the demo's two levels (an import's own): walk up to the top.
  const categoryPath = db.prepare(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT parent_id, 1 FROM categories WHERE id = ? AND parent_id IS NOT NULL
       UNION ALL
       SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id
       WHERE c.parent_id IS NOT NULL AND up.depth < 32
     )
     SELECT ${CATEGORY_COLUMNS.split(', ').map((column) => `c.${column}`).join(', ')}
     FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`,
  )
  const findProduct = db.prepare(
    `SELECT ${SUMMARY_COLUMNS}, p.datasheet_url, p.moq, p.spq, p.lead_time_days, p.rohs, p.attributes
     FROM products p ${SUMMARY_JOINS} WHERE p.id = ?`,
  )
  const productFacts = db.prepare('SELECT category_id, manufacturer_id FROM products WHERE id = ?')
  const sameCategoryAndMaker = [
    db.prepare('SELECT id FROM products WHERE category_id = ? AND manufacturer_id = ? AND id > ? ORDER BY id LIMIT ?'),
    db.prepare('SELECT id FROM products WHERE category_id = ? AND manufacturer_id = ? AND id < ? ORDER BY id LIMIT ?'),
  ].map((query) => query.pluck())
  const sameCategory = [
    db.prepare('SELECT id FROM products WHERE category_id = ? AND id > ? ORDER BY category_id, id LIMIT ?'),
    db.prepare('SELECT id FROM products WHERE category_id = ? AND id < ? ORDER BY category_id, id LIMIT ?'),
  ].map((query) => query.pluck())
  const sameMaker = [
    db.prepare('SELECT id FROM products WHERE manufacturer_id = ? AND id > ? ORDER BY manufacturer_id, id LIMIT ?'),
    db.prepare('SELECT id FROM products WHERE manufacturer_id = ? AND id < ? ORDER BY manufacturer_id, id LIMIT ?'),
  ].map((query) => query.pluck())

  const countByPrefix = db.prepare('SELECT COUNT(*) FROM products WHERE normalized >= ? AND normalized < ?').pluck()
  const pageByPrefix = db.prepare(
    `SELECT p.id, p.part_number, m.name AS brand_name
     FROM (SELECT id FROM products WHERE normalized >= @from AND normalized < @to ORDER BY normalized, id
           LIMIT @limit OFFSET @offset) page
     JOIN products p ON p.id = page.id JOIN manufacturers m ON m.id = p.manufacturer_id
     ORDER BY p.normalized, p.id`,
  )

  const productLinks = db.prepare(
    'SELECT id, part_number AS partNumber, updated_at AS updatedAt FROM products WHERE id >= ? AND id < ? ORDER BY id LIMIT ?',
  )

  const brandColumns = `m.id, m.name, m.logo, m.website, m.description,
    (SELECT COUNT(*) FROM products WHERE manufacturer_id = m.id) AS product_count`
  const countBrands = db.prepare('SELECT COUNT(*) FROM manufacturers').pluck()
  const countBrandsByLetter = db.prepare('SELECT COUNT(*) FROM manufacturers WHERE name >= ? AND name < ?').pluck()
  const pageBrands = db.prepare(`SELECT ${brandColumns} FROM manufacturers m ORDER BY m.name, m.id LIMIT ? OFFSET ?`)
  const pageBrandsByLetter = db.prepare(
    `SELECT ${brandColumns} FROM manufacturers m WHERE m.name >= ? AND m.name < ? ORDER BY m.name, m.id LIMIT ? OFFSET ?`,
  )
  const findBrand = db.prepare(`SELECT ${brandColumns} FROM manufacturers m WHERE m.id = ?`)
  const brandCategories = db.prepare(
    `SELECT c.id AS intId, c.name AS catalogEnName, counted.n AS productCount
     FROM (SELECT category_id, COUNT(*) AS n FROM products WHERE manufacturer_id = ? GROUP BY category_id) counted
     JOIN categories c ON c.id = counted.category_id
     ORDER BY counted.n DESC, c.name`,
  )
  const countBrandProducts = db.prepare('SELECT COUNT(*) FROM products WHERE manufacturer_id = ?').pluck()
  const pageBrandProducts = db.prepare(
    `SELECT ${SUMMARY_COLUMNS}
     FROM (SELECT id FROM products WHERE manufacturer_id = ? ORDER BY manufacturer_id, id LIMIT ? OFFSET ?) page
     JOIN products p ON p.id = page.id ${SUMMARY_JOINS} ORDER BY p.id`,
  )

  const listNewsCategories = db.prepare('SELECT id, name FROM news_categories ORDER BY sort, id')
  const newsColumns = 'id, category_id, title, summary, image, published_at'
  const countNews = db.prepare('SELECT COUNT(*) FROM news WHERE category_id = ?').pluck()
  const pageNews = db.prepare(
    `SELECT ${newsColumns} FROM news WHERE category_id = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const findNews = db.prepare(`SELECT ${newsColumns}, body FROM news WHERE id = ?`)
  const olderNews = db.prepare(
    `SELECT id, title FROM news WHERE category_id = @categoryId AND (published_at, id) < (@publishedAt, @id)
     ORDER BY published_at DESC, id DESC LIMIT 1`,
  )
  const newerNews = db.prepare(
    `SELECT id, title FROM news WHERE category_id = @categoryId AND (published_at, id) > (@publishedAt, @id)
     ORDER BY published_at, id LIMIT 1`,
  )

  const findPage = db.prepare(
    'SELECT name, title, body, seo_title, seo_keywords, seo_description, updated_at FROM content_pages WHERE name = ?',
  )
  const listPages = db.prepare('SELECT name, title FROM content_pages ORDER BY name')
  const bannerColumns = 'id, title, image, link, classes, sort'
  const listBanners = db.prepare(`SELECT ${bannerColumns} FROM banners WHERE position = ? ORDER BY sort, classes, id`)
  const listBannersOfClass = db.prepare(
    `SELECT ${bannerColumns} FROM banners WHERE position = ? AND classes = ? ORDER BY sort, id`,
  )
  const listIndustries = db.prepare('SELECT name, slug, summary, image FROM industry_applications ORDER BY sort, id')
  const findConfig = db.prepare('SELECT value FROM configs WHERE name = ? AND type = ?').pluck()

  const loadProducts = db.transaction((products: ReadonlyArray<ProductInput>, updatedAt: string) => {
    const names = new Map<number, string>()
    const ids: ProductId[] = []
    let updated = 0
    for (const product of products) {
      let maker = names.get(product.manufacturerId)
      if (maker === undefined) {
        maker = (manufacturerName.get(product.manufacturerId) as string | undefined) ?? ''
        names.set(product.manufacturerId, maker)
      }
      if (existing.get(product.manufacturerId, product.partNumber) !== undefined) updated++
      const id = upsertProduct.get({
        ...product,
        normalized: normalizePartNumber(product.partNumber),
        baseNormalized: normalizePartNumber(basePartNumber(product.partNumber, maker)),
        rohs: product.rohs ? 1 : 0,
        priceLadder: JSON.stringify(product.priceLadder),
        unitPrice: product.priceLadder[0]?.unitPrice ?? null,
        attributes: JSON.stringify(product.attributes),
        updatedAt,
      }) as number
      for (const code of product.codes) {
        upsertCode.run(id, code.distributor, code.code, normalizePartNumber(code.code))
      }
      ids.push(id as ProductId)
    }
    return { inserted: products.length - updated, updated, ids }
  })

  /** Runs `write` for each row in one transaction. */
  const writeAll = <T>(rows: ReadonlyArray<T>, write: (row: T) => void): Promise<void> => {
    db.transaction(() => {
      for (const row of rows) write(row)
    })()
    return Promise.resolve()
  }

  /** Summaries of `ids`, in that order. */
  const summariesOf = (ids: ReadonlyArray<number>): ProductSummary[] => {
    if (ids.length === 0) return []
    const rows = statement(
      `SELECT ${SUMMARY_COLUMNS} FROM products p ${SUMMARY_JOINS} WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
    ).all(...ids) as SummaryRow[]
    const byId = new Map(rows.map((row) => [row.id, productSummaryOf(row)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /** A page: the total first, so a page past the end costs no row query. */
  const pageOf = <T>(total: number, paging: Paging, rows: () => ReadonlyArray<T>): PageOf<T> => ({
    total,
    list: offsetOf(paging) >= total ? [] : rows(),
  })

  return {
    upsertCategories: (categories) => writeAll(categories, (category) => upsertCategory.run(category)),
    upsertManufacturers: (manufacturers) => writeAll(manufacturers, (maker) => upsertManufacturer.run(maker)),
    upsertProducts: (products) => Promise.resolve(loadProducts(products, new Date().toISOString())),
    countProducts: () => Promise.resolve(countProducts.get() as number),
    manufacturerNames: () => Promise.resolve(makerNames.all() as string[]),
    ensureManufacturers: (names) => Promise.resolve(ensureManufacturers(db, names)),
    ensureCategories: (paths) => Promise.resolve(ensureCategories(db, paths)),

    upsertNewsCategories: (categories) => writeAll(categories, (category) => upsertNewsCategory.run(category)),
    upsertNews: (news) => writeAll(news, (item) => upsertNewsItem.run(item)),
    upsertContentPages: (pages) =>
      writeAll(pages, (page) =>
        upsertPage.run({
          name: page.name,
          title: page.title,
          html: page.html,
          seoTitle: page.seo?.title ?? null,
          seoKeywords: page.seo?.keywords ?? null,
          seoDescription: page.seo?.description ?? null,
          updatedAt: page.updatedAt,
        }),
      ),
    upsertBanners: (banners) => writeAll(banners, (banner) => upsertBanner.run(banner)),
    upsertIndustries: (industries) => writeAll(industries, (industry) => upsertIndustry.run(industry)),
    putConfig: (name, type, value) => {
      putConfig.run(name, type, JSON.stringify(value))
      return Promise.resolve()
    },

    listCategories: () => Promise.resolve((listCategories.all() as CategoryRow[]).map(categoryOf)),
    findCategory: (id) => {
      const row = findCategory.get(id) as CategoryRow | undefined
      return Promise.resolve(row === undefined ? undefined : categoryOf(row))
    },
    categoryPath: (id) => Promise.resolve((categoryPath.all(id) as CategoryRow[]).map(categoryOf)),
    childCategories: (id, filter) => {
      const where = filterSql(filter)
      const rows = statement(
        `SELECT c.id AS intId, c.name AS catalogEnName,
           (SELECT COUNT(*) FROM products p WHERE p.category_id IN (SELECT id FROM categories WHERE id = c.id OR parent_id = c.id)${where.sql}) AS productCount
         FROM categories c WHERE c.parent_id = @id ORDER BY c.sort, c.id`,
      ).all({ id, ...where.params }) as CategoryCount[]
      return Promise.resolve(rows)
    },
    categoryProducts: (id, filter, paging) => {
      const where = filterSql(filter)
      const params = { id, ...where.params }
      const total = statement(
        `SELECT COUNT(*) FROM products p WHERE p.category_id IN (${FAMILY})${where.sql}`,
      ).pluck().get(params) as number
      return Promise.resolve(
        pageOf(total, paging, () =>
          (
            statement(
              `SELECT ${SUMMARY_COLUMNS}
               FROM (SELECT p.id FROM products p WHERE p.category_id IN (${FAMILY})${where.sql}
                     ORDER BY p.category_id, p.id LIMIT @limit OFFSET @offset) page
               JOIN products p ON p.id = page.id ${SUMMARY_JOINS} ORDER BY p.category_id, p.id`,
            ).all({ ...params, limit: paging.pageSize, offset: offsetOf(paging) }) as SummaryRow[]
          ).map(productSummaryOf),
        ),
      )
    },

    findProduct: (id) => {
      const row = findProduct.get(id) as DetailRow | undefined
      return Promise.resolve(row === undefined ? undefined : detailOf(row))
    },
    relatedProducts: (id, limit) => {
      const facts = productFacts.get(id) as { category_id: number; manufacturer_id: number } | undefined
      if (facts === undefined) return Promise.resolve(undefined)
      const chosen = new Set<number>([id])
      /** Adds up to `want` new ids from the ids after this product, then from those before it. */
      const take = (want: number, queries: ReadonlyArray<Statement>, keys: ReadonlyArray<number>) => {
        let added = 0
        for (const query of queries) {
          if (added >= want) break
          for (const found of query.all(...keys, id, want + chosen.size) as number[]) {
            if (added >= want) break
            if (chosen.has(found)) continue
            chosen.add(found)
            added++
          }
        }
      }
      take(Math.ceil(limit / 2), sameCategoryAndMaker, [facts.category_id, facts.manufacturer_id])
      take(limit + 1 - chosen.size, sameCategory, [facts.category_id])
      take(limit + 1 - chosen.size, sameMaker, [facts.manufacturer_id])
      chosen.delete(id)
      return Promise.resolve(summariesOf([...chosen]))
    },
    productsByModelPrefix: (key, paging) => {
      const range = prefixRange(key)
      const total = countByPrefix.get(range.from, range.to) as number
      return Promise.resolve(
        pageOf(total, paging, () =>
          (
            pageByPrefix.all({ ...range, limit: paging.pageSize, offset: offsetOf(paging) }) as Array<{
              id: number
              part_number: string
              brand_name: string
            }>
          ).map((row): ModelIndexEntry => ({ intID: row.id as ProductId, model: row.part_number, brandName: row.brand_name })),
        ),
      )
    },

    productLinks: (range, limit) =>
      Promise.resolve(productLinks.all(range.from, range.to, limit) as ProductLink[]),

    listBrands: (letter, paging) => {
      const limits = [paging.pageSize, offsetOf(paging)]
      if (letter === undefined) {
        const total = countBrands.get() as number
        return Promise.resolve(pageOf(total, paging, () => (pageBrands.all(...limits) as BrandRow[]).map(brandOf)))
      }
      const range = prefixRange(letter, true)
      const total = countBrandsByLetter.get(range.from, range.to) as number
      return Promise.resolve(
        pageOf(total, paging, () => (pageBrandsByLetter.all(range.from, range.to, ...limits) as BrandRow[]).map(brandOf)),
      )
    },
    findBrand: (id) => {
      const row = findBrand.get(id) as BrandRow | undefined
      return Promise.resolve(row === undefined ? undefined : { ...brandOf(row), website: row.website, description: row.description })
    },
    brandCategories: (id) => Promise.resolve(brandCategories.all(id) as CategoryCount[]),
    brandProducts: (id, paging) => {
      const total = countBrandProducts.get(id) as number
      return Promise.resolve(
        pageOf(total, paging, () =>
          (pageBrandProducts.all(id, paging.pageSize, offsetOf(paging)) as SummaryRow[]).map(productSummaryOf),
        ),
      )
    },

    listNewsCategories: () => Promise.resolve(listNewsCategories.all() as NewsCategory[]),
    newsPage: (categoryId, paging) => {
      const total = countNews.get(categoryId) as number
      return Promise.resolve(
        pageOf(total, paging, () =>
          (pageNews.all(categoryId, paging.pageSize, offsetOf(paging)) as NewsRow[]).map(newsOf),
        ),
      )
    },
    findNews: (id) => {
      const row = findNews.get(id) as (NewsRow & { body: string }) | undefined
      if (row === undefined) return Promise.resolve(undefined)
      const position = { categoryId: row.category_id, publishedAt: row.published_at, id: row.id }
      const link = (found: unknown) => (found === undefined ? null : (found as NewsRecord['previous']))
      return Promise.resolve({
        ...newsOf(row),
        html: row.body,
        previous: link(olderNews.get(position)),
        next: link(newerNews.get(position)),
      })
    },

    findContentPage: (name) => {
      const row = findPage.get(name) as PageRow | undefined
      return Promise.resolve(
        row === undefined
          ? undefined
          : { name: row.name, title: row.title, html: row.body, seo: seoOf(row), updatedAt: row.updated_at },
      )
    },
    listContentPages: () => Promise.resolve(listPages.all() as Array<{ name: string; title: string }>),
    listBanners: (placement, classes) =>
      Promise.resolve(
        (classes === undefined ? listBanners.all(placement) : listBannersOfClass.all(placement, classes)) as BannerRecord[],
      ),
    listIndustries: () =>
      Promise.resolve(listIndustries.all() as Array<{ name: string; slug: string; summary: string; image: string | null }>),
    findConfig: (name, type) => {
      const value = findConfig.get(name, type) as string | undefined
      return Promise.resolve(value === undefined ? undefined : (JSON.parse(value) as unknown))
    },
  }
}
