import { basePartNumber, normalizePartNumber } from '@partfront/core/parts'
import { hyphenate } from '@partfront/core/routing'
import type {
  BannerId,
  BrandId,
  BrandSummary,
  CategoryCount,
  CategoryId,
  NewsCategoryId,
  NewsId,
  NewsSummary,
  ProductId,
  ProductSummary,
  Seo,
} from '@partfront/core/contract'
import { type Compilable, type Selectable, type SqlBool, type Transaction, sql } from 'kysely'
import {
  type CatalogStore,
  type CategoryRecord,
  type NamedIds,
  prefixRange,
  type ProductInput,
  type ProductRecord,
  type ContentPageRecord,
  type ProductLoadReport,
  UNCATEGORISED,
} from '../catalog.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { COUNT, compiledOnce, inTransaction, offsetOf, oneOf, pageOf, sameName, takeTurns } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'
import { maybe, recordsOf } from '../kysely/records.ts'
import { flag } from '../kysely/values.ts'
import { listed, productSummaryOf } from './products.ts'

type Trx = Transaction<Tables>

const CATEGORY_COLUMNS = ['id', 'parent_id', 'name', 'description', 'image', 'seo_title', 'seo_keywords', 'seo_description'] as const
type CategoryRow = Pick<Selectable<Tables['categories']>, (typeof CATEGORY_COLUMNS)[number]>
const NEWS_COLUMNS = ['id', 'category_id', 'title', 'summary', 'image', 'published_at'] as const

/**
 * The advisory lock class an import takes to create the manufacturers and categories it names ("PFNM"): two
 * imports at once would otherwise both find a name missing and both create it (PostgreSQL; SQLite's write lock).
 */
const NAMES_LOCK = 0x50_46_4e_4d

/**
 * The most products one statement writes: a load goes in slices of this many. SQLite takes at most 32,766
 * parameters a statement, and a product is 18 of them.
 */
const SLICE = 1000

function seoOf(row: { seo_title: string | null; seo_keywords: string | null; seo_description: string | null }): Seo | null {
  if (row.seo_title === null) return null
  return { title: row.seo_title, keywords: row.seo_keywords ?? '', description: row.seo_description ?? '' }
}

const categoryOf = recordsOf<CategoryRow, CategoryRecord>()({ fields: ['id', 'parentId', 'name', 'description', 'image'] }, (row) => ({ seo: seoOf(row) }))

const contentPageOf = recordsOf<Selectable<Tables['content_pages']>, ContentPageRecord>()(
  { fields: ['name', 'title', 'updatedAt'] },
  (row) => ({ html: row.body, seo: seoOf(row) }),
)

type BrandRow = { id: number; name: string; logo: string | null; product_count: number | null }
const brandOf = recordsOf<BrandRow, BrandSummary>()({ fields: ['id', 'name', 'logo'] }, (row) => ({ productCount: row.product_count ?? 0 }))

const newsOf = recordsOf<Pick<Selectable<Tables['news']>, (typeof NEWS_COLUMNS)[number]>, NewsSummary>()({
  fields: ['id', 'categoryId', 'title', 'summary', 'image', 'publishedAt'],
})

/**
 * A read compiled once per shape (`compiledOnce`) and kept by `key`: the catalog's reads whose SQL depends on a
 * few choices (a filter's parts, how many ids) are compiled once for each, as building and compiling a query
 * costs more than running a small one (the README's figures).
 */
type Once = <A extends readonly unknown[], R>(key: string, arity: A['length'], build: (...args: A) => Compilable<R>) => (...args: A) => Promise<R[]>

function compiledByShape(db: StoreDb): Once {
  const kept = new Map<string, unknown>()
  return <A extends readonly unknown[], R>(key: string, arity: A['length'], build: (...args: A) => Compilable<R>) => {
    let run = kept.get(key) as ((...args: A) => Promise<R[]>) | undefined
    if (run === undefined) {
      run = compiledOnce(db, arity, build)
      kept.set(key, run)
    }
    return run
  }
}

/** Summaries of `ids`, in that order. */
async function summariesOf(db: StoreDb, once: Once, ids: ReadonlyArray<number>): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const found = await once(`summaries ${ids.length}`, ids.length, (...some: number[]) => listed(db).where('p.id', 'in', some))(...ids)
  const byId = new Map(found.map((row) => [row.id, productSummaryOf(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The columns a product loaded again takes from the load (all but its identity: manufacturer, part number). */
const RELOADED = [
  ...['normalized', 'base_normalized', 'category_id', 'description', 'package', 'datasheet_url', 'image', 'stock', 'lead_time_days'],
  ...['moq', 'spq', 'rohs', 'price_ladder', 'unit_price', 'attributes', 'updated_at'],
] as const

/** A product's identity: manufacturer and part number. */
const identity = (manufacturerId: number, partNumber: string) => `${manufacturerId}\u0000${partNumber}`

/**
 * `products` in slices in which no identity repeats: one `INSERT … ON CONFLICT DO UPDATE` may not touch a row
 * twice, and a product loaded twice in one load is updated by its second appearance, as row by row it would be.
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

/** The makers' names of `ids` that `names` lacks, added to it (`''` for an unknown one: its insert fails anyway). */
async function loadMakerNames(trx: Trx, ids: ReadonlyArray<number>, names: Map<number, string>): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !names.has(id))
  if (missing.length === 0) return
  for (const id of missing) names.set(id, '')
  for (const maker of await trx.selectFrom('manufacturers').select(['id', 'name']).where('id', 'in', missing).execute()) names.set(maker.id, maker.name)
}

/** Writes one slice of a load: which of its products exist already, then its products and their codes. */
async function loadSlice(trx: Trx, slice: ReadonlyArray<ProductInput>, names: Map<number, string>, updatedAt: string) {
  await loadMakerNames(trx, slice.map((product) => product.manufacturerId), names)
  const partNumbers = [...new Set(slice.map((product) => product.partNumber))]
  const existing = await trx.selectFrom('products').select(['manufacturer_id', 'part_number']).where('part_number', 'in', partNumbers).execute()
  const before = new Set(existing.map((row) => identity(row.manufacturer_id, row.part_number)))
  const written = await trx
    .insertInto('products')
    .values(
      slice.map((p) => ({
        part_number: p.partNumber,
        normalized: normalizePartNumber(p.partNumber),
        base_normalized: normalizePartNumber(basePartNumber(p.partNumber, names.get(p.manufacturerId) ?? '')),
        manufacturer_id: p.manufacturerId,
        category_id: p.categoryId,
        description: p.description,
        package: p.packageName,
        datasheet_url: p.datasheetUrl,
        image: p.image,
        stock: p.stock,
        lead_time_days: p.leadTimeDays,
        moq: p.moq,
        spq: p.spq,
        rohs: flag(p.rohs),
        price_ladder: JSON.stringify(p.priceLadder),
        unit_price: p.priceLadder[0]?.unitPrice ?? null,
        attributes: JSON.stringify(p.attributes),
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) => oc.columns(['manufacturer_id', 'part_number']).doUpdateSet((eb) => Object.fromEntries(RELOADED.map((column) => [column, eb.ref(`excluded.${column}`)]))))
    .returning(['id', 'manufacturer_id', 'part_number'])
    .execute()
  const byIdentity = new Map(written.map((row) => [identity(row.manufacturer_id, row.part_number), row.id]))
  const ids = slice.map((product) => (byIdentity.get(identity(product.manufacturerId, product.partNumber)) ?? 0) as ProductId)
  // A part may have several numbers at one distributor (LCSC lists some parts twice): each is kept.
  const codes = new Map<string, { product_id: number; distributor: string; code: string; normalized: string }>()
  slice.forEach((product, index) => {
    const productId = ids[index] ?? 0
    for (const { distributor, code } of product.codes) {
      codes.set(`${productId}\u0000${distributor}\u0000${code}`, { product_id: productId, distributor, code, normalized: normalizePartNumber(code) })
    }
  })
  // In statements of at most SLICE codes (4 parameters each): a product may have several.
  const rows = [...codes.values()]
  for (let start = 0; start < rows.length; start += SLICE) {
    await trx.insertInto('product_codes').values(rows.slice(start, start + SLICE)).onConflict((oc) => oc.columns(['product_id', 'distributor', 'code']).doNothing()).execute()
  }
  return { ids, updated: slice.filter((product) => before.has(identity(product.manufacturerId, product.partNumber))).length }
}

async function loadProducts(db: StoreDb, products: ReadonlyArray<ProductInput>): Promise<ProductLoadReport> {
  return inTransaction(db, async (trx) => {
    const updatedAt = new Date().toISOString()
    const names = new Map<number, string>()
    const ids: ProductId[] = []
    let updated = 0
    for (const slice of slices(products)) {
      const written = await loadSlice(trx, slice, names, updatedAt)
      ids.push(...written.ids)
      updated += written.updated
    }
    return { inserted: products.length - updated, updated, ids }
  })
}

/** The id of the category `name` under `parentId` (a top-level one when `null`), created when missing. */
async function ensureCategory(trx: Trx, engine: Engine, parentId: number | null, name: string, created: string[], shown: string): Promise<number> {
  const parent = parentId === null ? sql<SqlBool>`parent_id IS NULL` : sql<SqlBool>`parent_id = ${parentId}`
  const found = await trx.selectFrom('categories').select('id').where(parent).where(sameName(engine, 'name', name)).executeTakeFirst()
  if (found !== undefined) return found.id
  const inserted = await trx.insertInto('categories').values({ parent_id: parentId, name, slug: hyphenate(name) || 'category', description: '', sort: 1000 }).returning('id').executeTakeFirstOrThrow()
  created.push(shown)
  return inserted.id
}

/** The manufacturers named, as ids, creating those that do not exist yet (names match without regard to case). */
async function ensureManufacturers(trx: Trx, engine: Engine, names: ReadonlyArray<string>): Promise<NamedIds<BrandId>> {
  await takeTurns(trx, engine, NAMES_LOCK, 'names')
  const ids = new Map<string, BrandId>()
  const created: string[] = []
  for (const raw of names) {
    const name = raw.trim()
    const key = name.toLowerCase()
    if (ids.has(key)) continue
    let found = await trx.selectFrom('manufacturers').select('id').where(sameName(engine, 'name', name)).executeTakeFirst()
    if (found === undefined) {
      found = await trx.insertInto('manufacturers').values({ name, slug: hyphenate(name) || 'manufacturer', description: '' }).returning('id').executeTakeFirstOrThrow()
      created.push(name)
    }
    ids.set(key, found.id as BrandId)
  }
  return { ids, created }
}

/**
 * The leaf categories of the paths named (`[top, sub]`, `[top]`, or `[]`), as ids by their key (the names,
 * lower case, joined by ` / `), creating what is missing. The catalog is two levels and products live in
 * leaves: a path of one name goes to that top category's `Other` child, an empty path to `Other / Other`.
 */
async function ensureCategories(trx: Trx, engine: Engine, paths: ReadonlyArray<ReadonlyArray<string>>): Promise<NamedIds<CategoryId>> {
  await takeTurns(trx, engine, NAMES_LOCK, 'names')
  const ids = new Map<string, CategoryId>()
  const created: string[] = []
  for (const path of paths) {
    const key = path.map((name) => name.toLowerCase()).join(' / ')
    if (ids.has(key)) continue
    const [topName = UNCATEGORISED, leafName = UNCATEGORISED] = path
    const parentId = await ensureCategory(trx, engine, null, topName, created, topName)
    ids.set(key, (await ensureCategory(trx, engine, parentId, leafName, created, `${topName} / ${leafName}`)) as CategoryId)
  }
  return { ids, created }
}

/** The tables whose rows a load writes with ids of its own. */
type IdentifiedTable = 'categories' | 'manufacturers' | 'news_categories' | 'news' | 'banners'

/**
 * Writes `items` in one transaction; on PostgreSQL then moves `table`'s id sequence past the ids written: loads
 * give their own ids, and a row added later without one (a manufacturer an import names) must not take one of
 * theirs (SQLite's next rowid is past the largest already).
 */
function writeAll<T>(db: StoreDb, engine: Engine, table: IdentifiedTable | null, items: ReadonlyArray<T>, write: (trx: Trx, item: T) => Promise<unknown>): Promise<void> {
  return inTransaction(db, async (trx) => {
    for (const item of items) await write(trx, item)
    if (engine === 'postgres' && table !== null && items.length > 0) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max_id) FROM (SELECT MAX(id) AS max_id FROM ${sql.table(table)}) m WHERE max_id IS NOT NULL`.execute(trx)
    }
  })
}

/** The products related by category and maker, by category, or by maker: the ids after or before `id`. */
const RELATED = {
  both: { keys: ['category_id', 'manufacturer_id'], order: [] },
  category: { keys: ['category_id'], order: ['category_id'] },
  maker: { keys: ['manufacturer_id'], order: ['manufacturer_id'] },
} as const

/** Adds to `chosen` up to `want` new ids related to `id` by `kind` (`values` its keys): after it, then before it. */
async function takeRelated(db: StoreDb, once: Once, kind: keyof typeof RELATED, values: readonly number[], id: number, want: number, chosen: Set<number>): Promise<void> {
  let added = 0
  const { keys, order } = RELATED[kind]
  for (const side of ['>', '<'] as const) {
    if (added >= want) break
    // Ordered by the index's own columns, so the index (category, maker) answers in order.
    const read = once(`related ${kind} ${side}`, keys.length + 2, (...args: number[]) => {
      let query = db.selectFrom('products').select('id').where('id', side, args[keys.length] ?? 0)
      keys.forEach((key, index) => (query = query.where(key, '=', args[index] ?? 0)))
      for (const column of order) query = query.orderBy(column)
      return query.orderBy('id').limit(args[keys.length + 1] ?? 0)
    })
    for (const found of await read(...values, id, want + chosen.size)) {
      if (added >= want) break
      if (chosen.has(found.id)) continue
      chosen.add(found.id)
      added++
    }
  }
}

/** The catalog area, on either engine. */
export function catalogArea(db: StoreDb, engine: Engine): CatalogStore {
  const brands = db
    .selectFrom('manufacturers as m')
    .select((eb) => [
      'm.id',
      'm.name',
      'm.logo',
      'm.website',
      'm.description',
      eb.selectFrom('products').select(COUNT).whereRef('products.manufacturer_id', '=', 'm.id').as('product_count'),
    ])

  const once = compiledByShape(db)
  // Makers in name order without regard to case: SQLite's column is `COLLATE NOCASE`, whose index gives a page of
  // them in order (sorting all of them by `lower(name)` cost a page of brands six times as much); PostgreSQL's is
  // `COLLATE "C"`, so `lower` (which folds the same letters).
  const byName = engine === 'sqlite' ? sql`m.name` : sql`lower(m.name)`

  // The product page's reads, compiled once (README: "One small read, by the way it runs").
  const findProduct = compiledOnce(db, 1, (id: number) =>
    listed(db).select(['p.datasheet_url', 'p.lead_time_days', 'p.rohs', 'p.attributes']).where('p.id', '=', id),
  )
  const productOf = recordsOf<Awaited<ReturnType<typeof findProduct>>[number], ProductRecord>()(
    { fields: ['datasheetUrl', 'leadTimeDays'], flags: ['rohs'], json: ['attributes'] },
    productSummaryOf,
  )
  const productFacts = compiledOnce(db, 1, (id: number) => db.selectFrom('products').select(['category_id', 'manufacturer_id']).where('id', '=', id))

  return {
    upsertCategories: (categories) =>
      writeAll(db, engine, 'categories', categories, (trx, { id, parentId, name, slug, description, sort }) => {
        const row = { parent_id: parentId, name, slug, description, sort }
        return trx.insertInto('categories').values({ id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
      }),
    upsertManufacturers: (manufacturers) =>
      // Each column named: an input may carry more than the table holds (the port's types are not exact).
      writeAll(db, engine, 'manufacturers', manufacturers, (trx, { id, name, slug, website, description }) => {
        const row = { name, slug, website, description }
        return trx.insertInto('manufacturers').values({ id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
      }),
    upsertProducts: (products) => loadProducts(db, products),
    countProducts: async () => (await db.selectFrom('products').select(COUNT).executeTakeFirstOrThrow()).count,
    manufacturerNames: async () => (await db.selectFrom('manufacturers').select('name').orderBy('id').execute()).map((row) => row.name),
    ensureManufacturers: (names) => inTransaction(db, (trx) => ensureManufacturers(trx, engine, names)),
    ensureCategories: (paths) => inTransaction(db, (trx) => ensureCategories(trx, engine, paths)),

    upsertNewsCategories: (categories) =>
      writeAll(db, engine, 'news_categories', categories, (trx, { id, name, sort }) =>
        trx.insertInto('news_categories').values({ id, name, sort }).onConflict((oc) => oc.column('id').doUpdateSet({ name, sort })).execute(),
      ),
    upsertNews: (news) =>
      writeAll(db, engine, 'news', news, (trx, item) => {
        const row = { category_id: item.categoryId, title: item.title, summary: item.summary, body: item.html, image: item.image, published_at: item.publishedAt }
        return trx.insertInto('news').values({ id: item.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
      }),
    upsertContentPages: (pages) =>
      writeAll(db, engine, null, pages, (trx, page) => {
        const { title, html: body, seo, updatedAt: updated_at } = page
        const row = { title, body, seo_title: seo?.title ?? null, seo_keywords: seo?.keywords ?? null, seo_description: seo?.description ?? null, updated_at }
        return trx.insertInto('content_pages').values({ name: page.name, ...row }).onConflict((oc) => oc.column('name').doUpdateSet(row)).execute()
      }),
    upsertBanners: (banners) =>
      writeAll(db, engine, 'banners', banners, (trx, { id, placement, classes, title, image, link, sort }) => {
        const row = { position: placement, classes, title, image, link, sort }
        return trx.insertInto('banners').values({ id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute()
      }),
    upsertIndustries: (industries) =>
      writeAll(db, engine, null, industries, (trx, { slug, name, summary, image, sort }) => {
        const row = { name, summary, image, sort }
        return trx.insertInto('industry_applications').values({ slug, ...row }).onConflict((oc) => oc.column('slug').doUpdateSet(row)).execute()
      }),
    putConfig: async (name, type, value) => {
      const text = JSON.stringify(value)
      await db.insertInto('configs').values({ name, type, value: text }).onConflict((oc) => oc.columns(['name', 'type']).doUpdateSet({ value: text })).execute()
    },

    listCategories: async () =>
      (await db.selectFrom('categories').select(CATEGORY_COLUMNS).orderBy(sql`parent_id IS NOT NULL`).orderBy('parent_id').orderBy('sort').orderBy('id').execute()).map(categoryOf),
    findCategory: async (id) => maybe(await db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst(), categoryOf),
    // The tree may be deeper than the demo's two levels (an import's own): walk up to the top.
    categoryPath: async (id) =>
      (
        await once('category path', 1, (marker: number) => ({ compile: () => sql<CategoryRow>`WITH RECURSIVE up(id, depth) AS (
            SELECT parent_id, 1 FROM categories WHERE id = ${marker} AND parent_id IS NOT NULL
            UNION ALL
            SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id
            WHERE c.parent_id IS NOT NULL AND up.depth < 32
          )
          SELECT ${sql.join(CATEGORY_COLUMNS.map((column) => sql.ref(`c.${column}`)))}
          FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`.compile(db) }))(id)
      ).map(categoryOf),
    childCategories: (id, filter) =>
      db
        .selectFrom('categories as c')
        .select((eb) => [
          'c.id as intId',
          'c.name as catalogEnName',
          eb
            .selectFrom('products as p')
            .select(COUNT)
            .where('p.category_id', 'in', (f) =>
              f
                .selectFrom('categories as f')
                .select('f.id')
                .where((w) => w.or([w('f.id', '=', w.ref('c.id')), w('f.parent_id', '=', w.ref('c.id'))])),
            )
            .$if(filter.brandId !== undefined, (q) => q.where('p.manufacturer_id', '=', filter.brandId ?? 0))
            .$if(filter.inStock === true, (q) => q.where('p.stock', '>', 0))
            .as('productCount'),
        ])
        .where('c.parent_id', '=', id)
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute() as Promise<CategoryCount[]>,
    categoryProducts: async (id, filter, paging) => {
      // Compiled once for each shape of the filter: the brand and stock conditions there or not.
      const shape = `${filter.brandId !== undefined} ${filter.inStock === true}`
      const inFamily = (category: number, brandId: number) =>
        db
          .selectFrom('products as p')
          .where('p.category_id', 'in', (eb) => eb.selectFrom('categories as f').select('f.id').where((w) => w.or([w('f.id', '=', category), w('f.parent_id', '=', category)])))
          .$if(filter.brandId !== undefined, (q) => q.where('p.manufacturer_id', '=', brandId))
          .$if(filter.inStock === true, (q) => q.where('p.stock', '>', 0))
      const brandId = filter.brandId ?? 0
      const [total] = await once(`category count ${shape}`, 2, (category: number, brand: number) => inFamily(category, brand).select(COUNT))(id, brandId)
      return pageOf(total, paging, async () => {
        const read = once(`category page ${shape}`, 4, (category: number, brand: number, limit: number, offset: number) => {
          const page = inFamily(category, brand).select('p.id').orderBy('p.category_id').orderBy('p.id').limit(limit).offset(offset)
          return listed(db).innerJoin(page.as('page'), 'page.id', 'p.id').orderBy('p.category_id').orderBy('p.id')
        })
        return (await read(id, brandId, paging.pageSize, offsetOf(paging))).map(productSummaryOf)
      })
    },

    findProduct: async (id) => maybe((await findProduct(id))[0], productOf),
    relatedProducts: async (id, limit) => {
      const [facts] = await productFacts(id)
      if (facts === undefined) return undefined
      const chosen = new Set<number>([id])
      await takeRelated(db, once, 'both', [facts.category_id, facts.manufacturer_id], id, Math.ceil(limit / 2), chosen)
      await takeRelated(db, once, 'category', [facts.category_id], id, limit + 1 - chosen.size, chosen)
      await takeRelated(db, once, 'maker', [facts.manufacturer_id], id, limit + 1 - chosen.size, chosen)
      chosen.delete(id)
      return summariesOf(db, once, [...chosen])
    },
    productsByModelPrefix: async (key, paging) => {
      const range = prefixRange(key)
      const inRange = db.selectFrom('products').where('normalized', '>=', range.from).where('normalized', '<', range.to)
      return pageOf(await inRange.select(COUNT).executeTakeFirst(), paging, async () => {
        const page = inRange.select('id').orderBy('normalized').orderBy('id').limit(paging.pageSize).offset(offsetOf(paging))
        const rows = await db
          .selectFrom(page.as('page'))
          .innerJoin('products as p', 'p.id', 'page.id')
          .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
          .select(['p.id', 'p.part_number', 'm.name'])
          .orderBy('p.normalized')
          .orderBy('p.id')
          .execute()
        return rows.map((row) => ({ intID: row.id as ProductId, model: row.part_number, brandName: row.name }))
      })
    },

    productLinks: async (range, limit) =>
      (
        await db.selectFrom('products').select(['id', 'part_number', 'updated_at']).where('id', '>=', range.from).where('id', '<', range.to).orderBy('id').limit(limit).execute()
      ).map((row) => ({ id: row.id as ProductId, partNumber: row.part_number, updatedAt: row.updated_at })),

    listBrands: async (letter, paging) => {
      const range = letter === undefined ? undefined : prefixRange(letter, true)
      const shape = range === undefined ? 'all' : 'letter'
      const inRange = (from: string, to: string) => (range === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${byName} >= ${from} AND ${byName} < ${to}`)
      const bounds = [range?.from ?? '', range?.to ?? ''] as const
      const [total] = await once(`brand count ${shape}`, 2, (from: string, to: string) => db.selectFrom('manufacturers as m').select(COUNT).where(inRange(from, to)))(...bounds)
      return pageOf(total, paging, async () => {
        const read = once(`brand page ${shape}`, 4, (from: string, to: string, limit: number, offset: number) =>
          brands.where(inRange(from, to)).orderBy(byName).orderBy('m.id').limit(limit).offset(offset),
        )
        return (await read(...bounds, paging.pageSize, offsetOf(paging))).map(brandOf)
      })
    },
    findBrand: async (id) => maybe(await brands.where('m.id', '=', id).executeTakeFirst(), (row) => ({ ...brandOf(row), website: row.website, description: row.description })),
    brandNames: async (ids) => {
      if (ids.length === 0) return new Map()
      const rows = await db.selectFrom('manufacturers').select(['id', 'name']).where(oneOf(engine, 'id', ids, 'bigint')).execute()
      return new Map(rows.map((row) => [row.id as BrandId, row.name]))
    },
    brandCategories: (id) =>
      db
        .selectFrom((eb) =>
          eb.selectFrom('products').select(['category_id', sql<number>`count(*)`.as('n')]).where('manufacturer_id', '=', id).groupBy('category_id').as('counted'),
        )
        .innerJoin('categories as c', 'c.id', 'counted.category_id')
        .select(['c.id as intId', 'c.name as catalogEnName', 'counted.n as productCount'])
        .orderBy('counted.n', 'desc')
        .orderBy('c.name')
        .execute() as Promise<CategoryCount[]>,
    brandProducts: async (id, paging) => {
      const ofBrand = db.selectFrom('products').where('manufacturer_id', '=', id)
      return pageOf(await ofBrand.select(COUNT).executeTakeFirst(), paging, async () => {
        const page = ofBrand.select('id').orderBy('manufacturer_id').orderBy('id').limit(paging.pageSize).offset(offsetOf(paging))
        return (await listed(db).innerJoin(page.as('page'), 'page.id', 'p.id').orderBy('p.id').execute()).map(productSummaryOf)
      })
    },

    listNewsCategories: async () => (await db.selectFrom('news_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute()).map((row) => ({ id: row.id as NewsCategoryId, name: row.name })),
    newsPage: async (categoryId, paging) => {
      const ofCategory = db.selectFrom('news').where('category_id', '=', categoryId)
      return pageOf(await ofCategory.select(COUNT).executeTakeFirst(), paging, async () =>
        (await ofCategory.select(NEWS_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(paging.pageSize).offset(offsetOf(paging)).execute()).map(newsOf),
      )
    },
    findNews: async (id) => {
      const row = await db.selectFrom('news').select([...NEWS_COLUMNS, 'body']).where('id', '=', id).executeTakeFirst()
      if (row === undefined) return undefined
      /** The neighbour on `side` in the category's order (newest first, then id). */
      const neighbour = async (side: '<' | '>') => {
        const found = await db
          .selectFrom('news')
          .select(['id', 'title'])
          .where('category_id', '=', row.category_id)
          .where((eb) => eb.or([eb('published_at', side, row.published_at), eb.and([eb('published_at', '=', row.published_at), eb('id', side, row.id)])]))
          .orderBy('published_at', side === '<' ? 'desc' : 'asc')
          .orderBy('id', side === '<' ? 'desc' : 'asc')
          .executeTakeFirst()
        return found === undefined ? null : { id: found.id as NewsId, title: found.title }
      }
      return { ...newsOf(row), html: row.body, previous: await neighbour('<'), next: await neighbour('>') }
    },

    findContentPage: async (name) => maybe(await db.selectFrom('content_pages').selectAll().where('name', '=', name).executeTakeFirst(), contentPageOf),
    listContentPages: () => db.selectFrom('content_pages').select(['name', 'title']).orderBy('name').execute(),
    listBanners: async (placement, classes) => {
      let query = db.selectFrom('banners').select(['id', 'title', 'image', 'link', 'classes', 'sort']).where('position', '=', placement)
      query = classes === undefined ? query.orderBy('sort').orderBy('classes') : query.where('classes', '=', classes).orderBy('sort')
      return (await query.orderBy('id').execute()).map((row) => ({ ...row, id: row.id as BannerId }))
    },
    listIndustries: () => db.selectFrom('industry_applications').select(['name', 'slug', 'summary', 'image']).orderBy('sort').orderBy('id').execute(),
    findConfig: async (name, type) => {
      // As its JSON text on both engines: PostgreSQL's JSONB would answer a string value as that string, unparsed.
      const row = await db.selectFrom('configs').select(sql<string>`CAST(value AS TEXT)`.as('value')).where('name', '=', name).where('type', '=', type).executeTakeFirst()
      return row === undefined ? undefined : (JSON.parse(row.value) as unknown)
    },
  }
}
