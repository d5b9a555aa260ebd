import type { BannerId, BrandId, CategoryId, Money, NewsCategoryId, NewsId, Seo } from '@partfront/core/contract'
import { BANNER, MONEY } from '@partfront/core/constants'
import type { BannerPlacement, ProductInput } from '../store/catalog.port.ts'
import type { Store } from '../store/store.ts'
import { demoAttributeInput } from './attribute-inputs.ts'
import { CATEGORIES } from './categories.ts'
import {
  BANNERS,
  BASE_CONFIG,
  CONTENT_PAGES,
  type DemoContentPage,
  INDUSTRY_APPLICATIONS,
  NEWS,
  NEWS_CATEGORIES,
} from './content.ts'
import { MANUFACTURERS } from './manufacturers.ts'
import { type DemoProduct, generateProducts } from './products.ts'

/** The seed of the demo catalog: the same every time, so the demo and the benchmarks are repeatable. */
export const DEMO_SEED = 20_260_101

/** Products written per transaction: large enough to be fast, small enough to report progress. */
const BATCH = 5_000

export interface SeedOptions {
  /** How many products to generate. */
  readonly parts: number
  /** @default DEMO_SEED */
  readonly seed?: number
  /** Called after each batch with the products written so far. */
  readonly onProgress?: (written: number, total: number) => void
}

/** Longest SEO description we derive, about what a search result shows. */
const SEO_DESCRIPTION_LENGTH = 160

/**
 * Fills a store with the demo catalog: the editorial content (`seedDemoContent`), categories, manufacturers
 * and `parts` generated products. Running it again updates the same rows (products are keyed by manufacturer
 * and part number).
 */
export async function seedDemoCatalog(store: Store, options: SeedOptions): Promise<{ readonly products: number }> {
  await seedDemoContent(store)
  await store.catalog.upsertCategories(
    CATEGORIES.map((category, index) => ({
      id: category.id as CategoryId,
      parentId: category.parentId as CategoryId | null,
      name: category.name,
      slug: category.slug,
      description: category.description,
      sort: index,
    })),
  )
  await store.catalog.upsertManufacturers(
    MANUFACTURERS.map((manufacturer) => ({
      id: manufacturer.id as BrandId,
      name: manufacturer.name,
      slug: manufacturer.slug,
      website: manufacturer.website,
      description: manufacturer.description,
    })),
  )
  let batch: DemoProduct[] = []
  let written = 0
  const load = async (): Promise<void> => {
    const { ids } = await store.catalog.upsertProducts(batch.map(productInput))
    // Each part's parametric values (issue 29), by the id its row was given.
    await store.attributes.putProductAttributes(
      batch.flatMap((product, index) => {
        const id = ids[index]
        const input = id === undefined ? undefined : demoAttributeInput(product, id)
        return input === undefined ? [] : [input]
      }),
    )
    written += ids.length
    options.onProgress?.(written, options.parts)
    batch = []
  }
  for (const product of generateProducts({ seed: options.seed ?? DEMO_SEED, count: options.parts })) {
    batch.push(product)
    if (batch.length === BATCH) await load()
  }
  if (batch.length > 0) await load()
  return { products: written }
}

/**
 * Loads the demo's editorial content: news categories and news, content pages (the FAQ among them), banners,
 * the six industry applications and the base configuration (`BaseConfig`, type 1000, with the logo).
 */
export async function seedDemoContent(store: Store): Promise<void> {
  await store.catalog.upsertNewsCategories(
    NEWS_CATEGORIES.map((category, index) => ({ id: category.id as NewsCategoryId, name: category.name, sort: index })),
  )
  await store.catalog.upsertNews(
    NEWS.map((item) => ({
      id: item.id as NewsId,
      categoryId: item.categoryId as NewsCategoryId,
      title: item.title,
      summary: item.summary,
      html: item.html,
      image: item.image,
      publishedAt: item.publishedAt,
    })),
  )
  await store.catalog.upsertContentPages(
    CONTENT_PAGES.map((page) => ({ name: page.name, title: page.title, html: page.html, seo: pageSeo(page), updatedAt: page.updatedAt })),
  )
  await store.catalog.upsertBanners(
    BANNERS.map((banner) => ({
      id: banner.id as BannerId,
      placement: placementOf(banner.type),
      classes: banner.classes,
      title: banner.title,
      image: banner.image,
      link: banner.link,
      sort: banner.sort,
    })),
  )
  await store.catalog.upsertIndustries(
    INDUSTRY_APPLICATIONS.map((industry, index) => ({
      name: industry.name,
      slug: industry.slug,
      summary: industry.summary,
      image: null,
      sort: index,
    })),
  )
  await store.catalog.putConfig(BASE_CONFIG.name, BASE_CONFIG.type, BASE_CONFIG.webConfig)
}

/** The placement a banner's `type` number names. */
function placementOf(type: number): BannerPlacement {
  const found = (Object.keys(BANNER.type) as BannerPlacement[]).find((placement) => BANNER.type[placement] === type)
  if (found === undefined) throw new Error(`Banner type ${type} is not one of BANNER.type`)
  return found
}

/** A page's SEO block: its title, its words as keywords, and the start of its text as the description. */
export function pageSeo(page: DemoContentPage): Seo {
  const text = page.html
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&quot;/gu, '"')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&amp;/gu, '&')
    .replace(/\s+/gu, ' ')
    .trim()
  const description =
    text.length <= SEO_DESCRIPTION_LENGTH ? text : `${text.slice(0, SEO_DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/u, '')}…`
  return { title: page.title, keywords: `${page.title}, electronic components, ${BASE_CONFIG.webConfig.siteName}`, description }
}

/** A generated product as the store takes it: prices in micro-dollars, lead time in days. */
export function productInput(product: DemoProduct): ProductInput {
  return {
    partNumber: product.partNumber,
    manufacturerId: product.manufacturerId as BrandId,
    categoryId: product.categoryId as CategoryId,
    description: product.description,
    packageName: product.package,
    datasheetUrl: product.datasheetUrl,
    image: null,
    stock: product.stock,
    leadTimeDays: product.leadTimeWeeks * 7,
    moq: product.moq,
    spq: product.spq,
    rohs: product.rohs,
    priceLadder: product.priceBreaks.map((step) => ({
      quantity: step.quantity,
      unitPrice: Math.round(step.unitPrice * MONEY.unitsPerDollar) as Money,
    })),
    attributes: product.attributes,
    codes: [],
  }
}
