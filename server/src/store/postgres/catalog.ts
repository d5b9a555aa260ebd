import { basePartNumber, normalizePartNumber } from '@partfront/core/parts'
import { hyphenate } from '@partfront/core/routing'
import type {
  BrandId,
  BrandSummary,
  CategoryCount,
  CategoryId,
  ModelIndexEntry,
  NewsCategory,
  NewsCategoryId,
  NewsId,
  NewsLink,
  NewsSummary,
  PriceBreak,
  ProductAttribute,
  ProductId,
  ProductSummary,
  Seo,
} from '@partfront/core/contract'
import type { Pool, PoolClient } from 'pg'
import {
  type BannerRecord,
  type CatalogStore,
  type CategoryRecord,
  type DistributorCode,
  type NamedIds,
  type PageOf,
  type Paging,
  prefixRange,
  type ProductFilter,
  type ProductInput,
  type ProductLink,
  type ProductLoadReport,
  type ProductRecord,
  UNCATEGORISED,
} from '../catalog.port.ts'
import { type Queryable, firstRow, rows, withTransaction } from './pool.ts'
import { productSummaryOf } from '../rows/products.ts'

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
  price_ladder: PriceBreak[]
  moq: number
  spq: number
}

interface DetailRow extends SummaryRow {
  datasheet_url: string | null
  moq: number
  spq: number
  lead_time_days: number | null
  rohs: boolean
  attributes: ProductAttribute[]
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

/** A category's own id and its children's (`$1`): the products of a category page. */
const FAMILY = 'SELECT id FROM categories WHERE id = $1 OR parent_id = $1'

/** Manufacturers in name order without regard to case, as SQLite's `COLLATE NOCASE` column sorts them. */
const BY_NAME = 'lower(m.name), m.id'

const BRAND_COLUMNS = `m.id, m.name, m.logo, m.website, m.description,
  (SELECT COUNT(*) FROM products WHERE manufacturer_id = m.id) AS product_count`

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
    rohs: row.rohs,
    attributes: row.attributes,
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

/** A page: the total first, so a page past the end costs no row query. */
async function pageOf<T>(total: number, paging: Paging, list: () => Promise<ReadonlyArray<T>>): Promise<PageOf<T>> {
  return { total, list: offsetOf(paging) >= total ? [] : await list() }
}

/** The SQL condition of a product filter on products `p`, its parameters numbered from `next`. */
function filterSql(filter: ProductFilter, next: number): { readonly sql: string; readonly params: unknown[] } {
  let sql = ''
  const params: unknown[] = []
  if (filter.brandId !== undefined) {
    sql += ` AND p.manufacturer_id = $${next + params.length}`
    params.push(filter.brandId)
  }
  if (filter.inStock === true) sql += ' AND p.stock > 0'
  return { sql, params }
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** The tables whose rows a load creates with ids of its own. */
type IdentifiedTable = 'categories' | 'manufacturers' | 'news_categories' | 'news' | 'banners'

/**
 * Moves a table's id sequence past its largest id: loads give their own ids, and a row added later without
 * one (a manufacturer an import names) must not take one of theirs, as SQLite's next rowid does not.
 */
async function moveSequencePastIds(client: PoolClient, table: IdentifiedTable): Promise<void> {
  await client.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), max_id) FROM (SELECT MAX(id) AS max_id FROM ${table}) m
     WHERE max_id IS NOT NULL`,
  )
}

/** Writes `items` one by one in one transaction, then moves `table`'s id sequence past the ids written. */
function writeAll<T>(pool: Pool, table: IdentifiedTable | null, items: ReadonlyArray<T>, write: (client: PoolClient, item: T) => Promise<unknown>) {
  return withTransaction(pool, async (client) => {
    for (const item of items) await write(client, item)
    if (table !== null && items.length > 0) await moveSequencePastIds(client, table)
  })
}

/** The most products one statement writes: big loads go in slices of this many. */
const SLICE = 2000

/** A product's identity: manufacturer and part number. */
const identity = (manufacturerId: number, partNumber: string) => `${manufacturerId}\u0000${partNumber}`

/**
 * `products` in slices in which no identity repeats: one `INSERT … ON CONFLICT DO UPDATE` may not touch a row
 * twice, and a product loaded twice in one load is updated by its second appearance, as it is row by row.
 */
function slices(products: ReadonlyArray<ProductInput>): ProductInput[][] {
  const result: ProductInput[][] = []
  let slice: ProductInput[] = []
  let seen = new Set<string>()
  for (const product of products) {
    const key = identity(product.manufacturerId, product.partNumber)
    if (slice.length === SLICE || seen.has(key)) {
      result.push(slice)
      slice = []
      seen = new Set()
    }
    slice.push(product)
    seen.add(key)
  }
  if (slice.length > 0) result.push(slice)
  return result
}

/** Each product's distributor codes, the last of a distributor winning (as writing them one by one does). */
function codeRows(products: ReadonlyArray<ProductInput>, ids: ReadonlyArray<number>) {
  const byKey = new Map<string, { productId: number; code: DistributorCode }>()
  products.forEach((product, index) => {
    const productId = ids[index] ?? 0
    for (const code of product.codes) byKey.set(`${productId}\u0000${code.distributor}`, { productId, code })
  })
  return [...byKey.values()]
}

const UPSERT_PRODUCTS = /* sql */ `
INSERT INTO products (part_number, normalized, base_normalized, manufacturer_id, category_id, description, package,
  datasheet_url, image, stock, lead_time_days, moq, spq, rohs, price_ladder, unit_price, attributes, updated_at)
SELECT input.*, $18::timestamptz FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::text[],
  $7::text[], $8::text[], $9::text[], $10::integer[], $11::integer[], $12::integer[], $13::integer[], $14::boolean[],
  $15::jsonb[], $16::bigint[], $17::jsonb[]) AS input
ON CONFLICT (manufacturer_id, part_number) DO UPDATE SET normalized = excluded.normalized,
  base_normalized = excluded.base_normalized, category_id = excluded.category_id, description = excluded.description,
  package = excluded.package, datasheet_url = excluded.datasheet_url, image = excluded.image, stock = excluded.stock,
  lead_time_days = excluded.lead_time_days, moq = excluded.moq, spq = excluded.spq, rohs = excluded.rohs,
  price_ladder = excluded.price_ladder, unit_price = excluded.unit_price, attributes = excluded.attributes,
  updated_at = excluded.updated_at
RETURNING id, manufacturer_id, part_number, (xmax = 0) AS inserted`

const UPSERT_CODES = /* sql */ `
INSERT INTO product_codes (product_id, distributor, code, normalized)
SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[])
ON CONFLICT (product_id, distributor, code) DO NOTHING`

/** Adds to `names` the names of the manufacturers `ids` it lacks (`''` for an unknown one: its insert fails anyway). */
async function loadMakerNames(client: PoolClient, ids: ReadonlyArray<BrandId>, names: Map<number, string>): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !names.has(id))
  if (missing.length === 0) return
  const found = await rows<{ id: number; name: string }>(client, 'SELECT id, name FROM manufacturers WHERE id = ANY($1::bigint[])', [missing])
  for (const id of missing) names.set(id, '')
  for (const maker of found) names.set(maker.id, maker.name)
}

/** Writes one slice of a load: its products in one statement, their codes in another. */
async function loadSlice(client: PoolClient, slice: ReadonlyArray<ProductInput>, names: Map<number, string>, updatedAt: string) {
  await loadMakerNames(
    client,
    slice.map((product) => product.manufacturerId),
    names,
  )
  const column = <T>(pick: (product: ProductInput) => T) => slice.map(pick)
  const written = await rows<{ id: number; manufacturer_id: number; part_number: string; inserted: boolean }>(client, UPSERT_PRODUCTS, [
    column((p) => p.partNumber),
    column((p) => normalizePartNumber(p.partNumber)),
    column((p) => normalizePartNumber(basePartNumber(p.partNumber, names.get(p.manufacturerId) ?? ''))),
    column((p) => p.manufacturerId),
    column((p) => p.categoryId),
    column((p) => p.description),
    column((p) => p.packageName),
    column((p) => p.datasheetUrl),
    column((p) => p.image),
    column((p) => p.stock),
    column((p) => p.leadTimeDays),
    column((p) => p.moq),
    column((p) => p.spq),
    column((p) => p.rohs),
    column((p) => JSON.stringify(p.priceLadder)),
    column((p) => p.priceLadder[0]?.unitPrice ?? null),
    column((p) => JSON.stringify(p.attributes)),
    updatedAt,
  ])
  const byIdentity = new Map(written.map((row) => [identity(row.manufacturer_id, row.part_number), row]))
  const ids = slice.map((product) => byIdentity.get(identity(product.manufacturerId, product.partNumber))?.id ?? 0)
  const codes = codeRows(slice, ids)
  if (codes.length > 0) {
    await client.query(UPSERT_CODES, [
      codes.map((row) => row.productId),
      codes.map((row) => row.code.distributor),
      codes.map((row) => row.code.code),
      codes.map((row) => normalizePartNumber(row.code.code)),
    ])
  }
  return { ids, updated: written.filter((row) => !row.inserted).length }
}

/**
 * The advisory lock an import takes to create the manufacturers and categories it names ("PFNM"): two
 * imports at once would otherwise both find a name missing and both create it.
 */
const NAMES_LOCK = 0x50_46_4e_4d

/** The manufacturers named, as ids, creating those that do not exist yet (`sqlite/catalog-names.ts`'s rules). */
async function ensureManufacturers(client: PoolClient, names: ReadonlyArray<string>): Promise<NamedIds<BrandId>> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [NAMES_LOCK])
  const ids = new Map<string, BrandId>()
  const created: string[] = []
  for (const raw of names) {
    const name = raw.trim()
    const key = name.toLowerCase()
    if (ids.has(key)) continue
    let found = await firstRow<{ id: number }>(client, 'SELECT id FROM manufacturers WHERE lower(name) = lower($1::text COLLATE "C")', [name])
    if (found === undefined) {
      found = await firstRow<{ id: number }>(client, "INSERT INTO manufacturers (name, slug, description) VALUES ($1, $2, '') RETURNING id", [
        name,
        hyphenate(name) || 'manufacturer',
      ])
      created.push(name)
    }
    ids.set(key, (found?.id ?? 0) as BrandId)
  }
  return { ids, created }
}

/** The id of the category `name` under `parentId` (a top-level one when `null`), created when missing. */
async function ensureCategory(client: PoolClient, parentId: number | null, name: string, created: string[], shown: string): Promise<number> {
  const found = await firstRow<{ id: number }>(
    client,
    'SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM $1::bigint AND lower(name) = lower($2::text COLLATE "C")',
    [parentId, name],
  )
  if (found !== undefined) return found.id
  const inserted = await firstRow<{ id: number }>(
    client,
    "INSERT INTO categories (parent_id, name, slug, description, sort) VALUES ($1, $2, $3, '', 1000) RETURNING id",
    [parentId, name, hyphenate(name) || 'category'],
  )
  created.push(shown)
  return inserted?.id ?? 0
}

/** The leaf categories of the paths named, as ids by their key, creating what is missing (`sqlite/catalog-names.ts`). */
async function ensureCategories(client: PoolClient, paths: ReadonlyArray<ReadonlyArray<string>>): Promise<NamedIds<CategoryId>> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [NAMES_LOCK])
  const ids = new Map<string, CategoryId>()
  const created: string[] = []
  for (const path of paths) {
    const key = path.map((name) => name.toLowerCase()).join(' / ')
    if (ids.has(key)) continue
    const [topName = UNCATEGORISED, leafName = UNCATEGORISED] = path
    const parentId = await ensureCategory(client, null, topName, created, topName)
    ids.set(key, (await ensureCategory(client, parentId, leafName, created, `${topName} / ${leafName}`)) as CategoryId)
  }
  return { ids, created }
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/** Summaries of `ids`, in that order. */
async function summariesOf(db: Queryable, ids: ReadonlyArray<number>): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const found = await rows<SummaryRow>(db, `SELECT ${SUMMARY_COLUMNS} FROM products p ${SUMMARY_JOINS} WHERE p.id = ANY($1::bigint[])`, [
    ids,
  ])
  const byId = new Map(found.map((row) => [row.id, productSummaryOf(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The related products' queries over `keys` (`$1`…): the ids after this one, then those before it; the
 * product's id and the row limit are the two parameters after the keys.
 */
function relatedQueries(where: string, order: string, keys: number): ReadonlyArray<string> {
  return ['>', '<'].map((side) => `SELECT id FROM products WHERE ${where} AND id ${side} $${keys + 1} ORDER BY ${order} LIMIT $${keys + 2}`)
}

const SAME_CATEGORY_AND_MAKER = relatedQueries('category_id = $1 AND manufacturer_id = $2', 'id', 2)
const SAME_CATEGORY = relatedQueries('category_id = $1', 'category_id, id', 1)
const SAME_MAKER = relatedQueries('manufacturer_id = $1', 'manufacturer_id, id', 1)

async function relatedProducts(db: Queryable, id: ProductId, limit: number): Promise<ProductSummary[] | undefined> {
  const facts = await firstRow<{ category_id: number; manufacturer_id: number }>(
    db,
    'SELECT category_id, manufacturer_id FROM products WHERE id = $1',
    [id],
  )
  if (facts === undefined) return undefined
  const chosen = new Set<number>([id])
  /** Adds up to `want` new ids from the ids after this product, then from those before it. */
  const take = async (want: number, queries: ReadonlyArray<string>, keys: ReadonlyArray<number>) => {
    let added = 0
    for (const query of queries) {
      if (added >= want) break
      for (const found of await rows<{ id: number }>(db, query, [...keys, id, want + chosen.size])) {
        if (added >= want) break
        if (chosen.has(found.id)) continue
        chosen.add(found.id)
        added++
      }
    }
  }
  await take(Math.ceil(limit / 2), SAME_CATEGORY_AND_MAKER, [facts.category_id, facts.manufacturer_id])
  await take(limit + 1 - chosen.size, SAME_CATEGORY, [facts.category_id])
  await take(limit + 1 - chosen.size, SAME_MAKER, [facts.manufacturer_id])
  chosen.delete(id)
  return summariesOf(db, [...chosen])
}

async function findNews(db: Queryable, id: NewsId) {
  const row = await firstRow<NewsRow & { body: string }>(db, 'SELECT id, category_id, title, summary, image, published_at, body FROM news WHERE id = $1', [id])
  if (row === undefined) return undefined
  const position = [row.category_id, row.published_at, row.id]
  const older = await firstRow<NewsLink>(
    db,
    `SELECT id, title FROM news WHERE category_id = $1 AND (published_at, id) < ($2::timestamptz, $3::bigint)
     ORDER BY published_at DESC, id DESC LIMIT 1`,
    position,
  )
  const newer = await firstRow<NewsLink>(
    db,
    `SELECT id, title FROM news WHERE category_id = $1 AND (published_at, id) > ($2::timestamptz, $3::bigint)
     ORDER BY published_at, id LIMIT 1`,
    position,
  )
  return { ...newsOf(row), html: row.body, previous: older ?? null, next: newer ?? null }
}

// ---------------------------------------------------------------------------------------------------------
// The store

/** The catalog area on PostgreSQL: the SQLite store's answers, in the same orders. */
export function postgresCatalog(pool: Pool): CatalogStore {
  const count = async (sql: string, params: unknown[]) => (await firstRow<{ count: number }>(pool, sql, params))?.count ?? 0

  return {
    upsertCategories: (categories) =>
      writeAll(pool, 'categories', categories, (client, category) =>
        client.query(
          `INSERT INTO categories (id, parent_id, name, slug, description, sort) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name, slug = excluded.slug,
             description = excluded.description, sort = excluded.sort`,
          [category.id, category.parentId, category.name, category.slug, category.description, category.sort],
        ),
      ),
    upsertManufacturers: (manufacturers) =>
      writeAll(pool, 'manufacturers', manufacturers, (client, maker) =>
        client.query(
          `INSERT INTO manufacturers (id, name, slug, website, description) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, website = excluded.website,
             description = excluded.description`,
          [maker.id, maker.name, maker.slug, maker.website, maker.description],
        ),
      ),
    upsertProducts: (products) =>
      withTransaction(pool, async (client): Promise<ProductLoadReport> => {
        const updatedAt = new Date().toISOString()
        const names = new Map<number, string>()
        const ids: ProductId[] = []
        let updated = 0
        for (const slice of slices(products)) {
          const written = await loadSlice(client, slice, names, updatedAt)
          ids.push(...(written.ids as ProductId[]))
          updated += written.updated
        }
        return { inserted: products.length - updated, updated, ids }
      }),
    countProducts: () => count('SELECT COUNT(*) AS count FROM products', []),
    manufacturerNames: async () => (await rows<{ name: string }>(pool, 'SELECT name FROM manufacturers ORDER BY id')).map((row) => row.name),
    ensureManufacturers: (names) => withTransaction(pool, (client) => ensureManufacturers(client, names)),
    ensureCategories: (paths) => withTransaction(pool, (client) => ensureCategories(client, paths)),

    upsertNewsCategories: (categories) =>
      writeAll(pool, 'news_categories', categories, (client, category) =>
        client.query(
          `INSERT INTO news_categories (id, name, sort) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, sort = excluded.sort`,
          [category.id, category.name, category.sort],
        ),
      ),
    upsertNews: (news) =>
      writeAll(pool, 'news', news, (client, item) =>
        client.query(
          `INSERT INTO news (id, category_id, title, summary, body, image, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, title = excluded.title,
             summary = excluded.summary, body = excluded.body, image = excluded.image, published_at = excluded.published_at`,
          [item.id, item.categoryId, item.title, item.summary, item.html, item.image, item.publishedAt],
        ),
      ),
    upsertContentPages: (pages) =>
      writeAll(pool, null, pages, (client, page) =>
        client.query(
          `INSERT INTO content_pages (name, title, body, seo_title, seo_keywords, seo_description, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (name) DO UPDATE SET title = excluded.title, body = excluded.body, seo_title = excluded.seo_title,
             seo_keywords = excluded.seo_keywords, seo_description = excluded.seo_description, updated_at = excluded.updated_at`,
          [page.name, page.title, page.html, page.seo?.title ?? null, page.seo?.keywords ?? null, page.seo?.description ?? null, page.updatedAt],
        ),
      ),
    upsertBanners: (banners) =>
      writeAll(pool, 'banners', banners, (client, banner) =>
        client.query(
          `INSERT INTO banners (id, position, classes, title, image, link, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET position = excluded.position, classes = excluded.classes, title = excluded.title,
             image = excluded.image, link = excluded.link, sort = excluded.sort`,
          [banner.id, banner.placement, banner.classes, banner.title, banner.image, banner.link, banner.sort],
        ),
      ),
    upsertIndustries: (industries) =>
      writeAll(pool, null, industries, (client, industry) =>
        client.query(
          `INSERT INTO industry_applications (name, slug, summary, image, sort) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (slug) DO UPDATE SET name = excluded.name, summary = excluded.summary, image = excluded.image,
             sort = excluded.sort`,
          [industry.name, industry.slug, industry.summary, industry.image, industry.sort],
        ),
      ),
    putConfig: async (name, type, value) => {
      await pool.query(
        'INSERT INTO configs (name, type, value) VALUES ($1, $2, $3) ON CONFLICT (name, type) DO UPDATE SET value = excluded.value',
        [name, type, JSON.stringify(value)],
      )
    },

    listCategories: async () =>
      (await rows<CategoryRow>(pool, `SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY parent_id IS NOT NULL, parent_id, sort, id`)).map(
        categoryOf,
      ),
    findCategory: async (id) => {
      const row = await firstRow<CategoryRow>(pool, `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE id = $1`, [id])
      return row === undefined ? undefined : categoryOf(row)
    },
    // The tree may be deeper than the demo's two levels (an import's own): walk up to the top.
    categoryPath: async (id) =>
      (
        await rows<CategoryRow>(
          pool,
          `WITH RECURSIVE up(id, depth) AS (
             SELECT parent_id, 1 FROM categories WHERE id = $1 AND parent_id IS NOT NULL
             UNION ALL
             SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id
             WHERE c.parent_id IS NOT NULL AND up.depth < 32
           )
           SELECT ${CATEGORY_COLUMNS.split(', ')
             .map((column) => `c.${column}`)
             .join(', ')}
           FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`,
          [id],
        )
      ).map(categoryOf),
    childCategories: (id, filter) => {
      const where = filterSql(filter, 2)
      return rows<CategoryCount>(
        pool,
        `SELECT c.id AS "intId", c.name AS "catalogEnName",
           (SELECT COUNT(*) FROM products p
            WHERE p.category_id IN (SELECT id FROM categories WHERE id = c.id OR parent_id = c.id)${where.sql}) AS "productCount"
         FROM categories c WHERE c.parent_id = $1 ORDER BY c.sort, c.id`,
        [id, ...where.params],
      )
    },
    categoryProducts: async (id, filter, paging) => {
      const where = filterSql(filter, 2)
      const params = [id, ...where.params]
      const total = await count(`SELECT COUNT(*) AS count FROM products p WHERE p.category_id IN (${FAMILY})${where.sql}`, params)
      const at = params.length + 1
      return pageOf(total, paging, async () =>
        (
          await rows<SummaryRow>(
            pool,
            `SELECT ${SUMMARY_COLUMNS}
             FROM (SELECT p.id FROM products p WHERE p.category_id IN (${FAMILY})${where.sql}
                   ORDER BY p.category_id, p.id LIMIT $${at} OFFSET $${at + 1}) page
             JOIN products p ON p.id = page.id ${SUMMARY_JOINS} ORDER BY p.category_id, p.id`,
            [...params, paging.pageSize, offsetOf(paging)],
          )
        ).map(productSummaryOf),
      )
    },

    findProduct: async (id) => {
      const row = await firstRow<DetailRow>(
        pool,
        `SELECT ${SUMMARY_COLUMNS}, p.datasheet_url, p.moq, p.spq, p.lead_time_days, p.rohs, p.attributes
         FROM products p ${SUMMARY_JOINS} WHERE p.id = $1`,
        [id],
      )
      return row === undefined ? undefined : detailOf(row)
    },
    relatedProducts: (id, limit) => relatedProducts(pool, id, limit),
    productsByModelPrefix: async (key, paging) => {
      const range = prefixRange(key)
      const total = await count('SELECT COUNT(*) AS count FROM products WHERE normalized >= $1 AND normalized < $2', [range.from, range.to])
      return pageOf(total, paging, async () =>
        (
          await rows<{ id: number; part_number: string; brand_name: string }>(
            pool,
            `SELECT p.id, p.part_number, m.name AS brand_name
             FROM (SELECT id FROM products WHERE normalized >= $1 AND normalized < $2 ORDER BY normalized, id LIMIT $3 OFFSET $4) page
             JOIN products p ON p.id = page.id JOIN manufacturers m ON m.id = p.manufacturer_id
             ORDER BY p.normalized, p.id`,
            [range.from, range.to, paging.pageSize, offsetOf(paging)],
          )
        ).map((row): ModelIndexEntry => ({ intID: row.id as ProductId, model: row.part_number, brandName: row.brand_name })),
      )
    },

    productLinks: async (range, limit) =>
      (
        await rows<{ id: number; part_number: string; updated_at: string }>(
          pool,
          'SELECT id, part_number, updated_at FROM products WHERE id >= $1 AND id < $2 ORDER BY id LIMIT $3',
          [range.from, range.to, limit],
        )
      ).map((row): ProductLink => ({ id: row.id as ProductId, partNumber: row.part_number, updatedAt: row.updated_at })),

    listBrands: async (letter, paging) => {
      const limits = [paging.pageSize, offsetOf(paging)]
      if (letter === undefined) {
        const total = await count('SELECT COUNT(*) AS count FROM manufacturers', [])
        return pageOf(total, paging, async () =>
          (await rows<BrandRow>(pool, `SELECT ${BRAND_COLUMNS} FROM manufacturers m ORDER BY ${BY_NAME} LIMIT $1 OFFSET $2`, limits)).map(
            brandOf,
          ),
        )
      }
      const range = prefixRange(letter, true)
      const total = await count('SELECT COUNT(*) AS count FROM manufacturers WHERE lower(name) >= $1 AND lower(name) < $2', [
        range.from,
        range.to,
      ])
      return pageOf(total, paging, async () =>
        (
          await rows<BrandRow>(
            pool,
            `SELECT ${BRAND_COLUMNS} FROM manufacturers m WHERE lower(m.name) >= $1 AND lower(m.name) < $2
             ORDER BY ${BY_NAME} LIMIT $3 OFFSET $4`,
            [range.from, range.to, ...limits],
          )
        ).map(brandOf),
      )
    },
    findBrand: async (id) => {
      const row = await firstRow<BrandRow>(pool, `SELECT ${BRAND_COLUMNS} FROM manufacturers m WHERE m.id = $1`, [id])
      return row === undefined ? undefined : { ...brandOf(row), website: row.website, description: row.description }
    },
    brandCategories: (id) =>
      rows<CategoryCount>(
        pool,
        `SELECT c.id AS "intId", c.name AS "catalogEnName", counted.n AS "productCount"
         FROM (SELECT category_id, COUNT(*) AS n FROM products WHERE manufacturer_id = $1 GROUP BY category_id) counted
         JOIN categories c ON c.id = counted.category_id
         ORDER BY counted.n DESC, c.name`,
        [id],
      ),
    brandProducts: async (id, paging) => {
      const total = await count('SELECT COUNT(*) AS count FROM products WHERE manufacturer_id = $1', [id])
      return pageOf(total, paging, async () =>
        (
          await rows<SummaryRow>(
            pool,
            `SELECT ${SUMMARY_COLUMNS}
             FROM (SELECT id FROM products WHERE manufacturer_id = $1 ORDER BY manufacturer_id, id LIMIT $2 OFFSET $3) page
             JOIN products p ON p.id = page.id ${SUMMARY_JOINS} ORDER BY p.id`,
            [id, paging.pageSize, offsetOf(paging)],
          )
        ).map(productSummaryOf),
      )
    },

    listNewsCategories: () => rows<NewsCategory>(pool, 'SELECT id, name FROM news_categories ORDER BY sort, id'),
    newsPage: async (categoryId, paging) => {
      const total = await count('SELECT COUNT(*) AS count FROM news WHERE category_id = $1', [categoryId])
      return pageOf(total, paging, async () =>
        (
          await rows<NewsRow>(
            pool,
            `SELECT id, category_id, title, summary, image, published_at FROM news WHERE category_id = $1
             ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
            [categoryId, paging.pageSize, offsetOf(paging)],
          )
        ).map(newsOf),
      )
    },
    findNews: (id) => findNews(pool, id),

    findContentPage: async (name) => {
      const row = await firstRow<PageRow>(
        pool,
        'SELECT name, title, body, seo_title, seo_keywords, seo_description, updated_at FROM content_pages WHERE name = $1',
        [name],
      )
      return row === undefined ? undefined : { name: row.name, title: row.title, html: row.body, seo: seoOf(row), updatedAt: row.updated_at }
    },
    listContentPages: () => rows<{ name: string; title: string }>(pool, 'SELECT name, title FROM content_pages ORDER BY name'),
    listBanners: (placement, classes) =>
      classes === undefined
        ? rows<BannerRecord>(pool, 'SELECT id, title, image, link, classes, sort FROM banners WHERE position = $1 ORDER BY sort, classes, id', [
            placement,
          ])
        : rows<BannerRecord>(
            pool,
            'SELECT id, title, image, link, classes, sort FROM banners WHERE position = $1 AND classes = $2 ORDER BY sort, id',
            [placement, classes],
          ),
    listIndustries: () =>
      rows<{ name: string; slug: string; summary: string; image: string | null }>(
        pool,
        'SELECT name, slug, summary, image FROM industry_applications ORDER BY sort, id',
      ),
    findConfig: async (name, type) => (await firstRow<{ value: unknown }>(pool, 'SELECT value FROM configs WHERE name = $1 AND type = $2', [name, type]))?.value,
  }
}
