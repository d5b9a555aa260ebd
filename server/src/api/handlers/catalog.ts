import { BANNER, BASE_CONFIG_NAME, CARRIERS, CATALOG_TYPE, MODEL_INDEX_KEYS } from '@partfront/core/constants'
import {
  type Banner,
  type BannerClass,
  type CategoryGroup,
  type CategoryRef,
  type ProductDetail,
  type ProductId,
  type ProductSummary,
  type Seo,
  type Sitemap,
  type SitemapLink,
  Url,
  WebConfig,
  inputError,
  resolvePaging,
} from '@partfront/core/contract'
import { compareAttributes, parseCompareIds, similarAttributes, similarReason, specificationRows } from '@partfront/core/compare'
import { passiveOf } from '@partfront/core/parts'
import { categoryAttributes } from '@partfront/core/parametric'
import { catalogSlug } from '@partfront/core/routing'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import type { StoredAttributeValue } from '../../store/attributes.port.ts'
import type { BannerPlacement, BannerRecord, CategoryRecord, PageOf, ProductRecord } from '../../store/catalog.port.ts'
import type { ProviderMethod } from '../../payments/payment-provider.port.ts'
import { badRequest, notFound } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'
import type { Store } from '../../store/store.ts'
import { listingFacets, withMakerNames } from './catalog-facets.ts'

/**
 * What visitors browse: categories (spec §7 `catalog/detail`, `catalog/group`), the sitemap and banners
 * (`other/sitmap`, `other/banner`), the base configuration (`config/detail`), products (PAGE-1, PAGE-4),
 * brands, news and content pages (PAGE-3, PAGE-5). Decided where the spec says "not shown":
 * - A category page lists the products of the category and its subcategories, grouped by subcategory;
 *   `brandId` and `inStock` narrow the products and the subcategories' counts alike, so the counts add up to
 *   the total. Pages past the end answer an empty list with the total.
 * - `catalog/group` answers the two-level tree for both types; `seo=true` adds each group's SEO block.
 * - SEO blocks staff did not write are made from the names and descriptions (categories, products, brands).
 * - "Guess you like it" is deterministic: the same category and maker first, then the same category, then
 *   the same maker, at most `GUESS_LIMIT`.
 * - "Same value and size from other makers" (passives only): other manufacturers' parts of the same kind, value
 *   and chip size (core's `passiveOf`), the best-stocked first, at most `SAME_VALUE_LIMIT`.
 * - A news item's `previous` is the older neighbour in its category, `next` the newer one.
 */
type CatalogEndpoint =
  | 'catalogDetail'
  | 'catalogGroup'
  | 'otherSitemap'
  | 'otherBanner'
  | 'configDetail'
  | 'productDetail'
  | 'productGuess'
  | 'productSameValue'
  | 'productSimilar'
  | 'productCompare'
  | 'productIndex'
  | 'brandList'
  | 'brandDetail'
  | 'newsList'
  | 'newsDetail'
  | 'contentPage'

/** How many products "Guess you like it" shows at most (the contract's summary says 12). */
export const GUESS_LIMIT = 12

/** How many passives of the same value and size the product page shows at most. */
export const SAME_VALUE_LIMIT = 12

/**
 * How many of the best-stocked parts of that value and size are read to find `SAME_VALUE_LIMIT` from other
 * makers: the product's own maker may list the value in many tolerances and reels (ours: a bound on the read).
 */
const SAME_VALUE_SCAN = 120

/** How many similar parts (issue 29) the product page shows at most. */
export const SIMILAR_LIMIT = 12

/** The brand list's page size when a sitemap lists every brand. */
const ALL = { page: 1, pageSize: Number.MAX_SAFE_INTEGER }

const isUrl = Schema.is(Url)

/** A stored link the contract can carry, or `null`: a malformed one (an import's) is dropped, never a 500. */
export function safeUrl(link: string | null): string | null {
  return link !== null && isUrl(link) ? link : null
}

/** A listed product with a link the contract can carry. */
function listed(product: ProductSummary): ProductSummary {
  return { ...product, image: safeUrl(product.image) }
}

/**
 * One page of the products `ids` names (a category narrowed by attributes: `listingFacets`), in their order.
 * Read a product at a time: a page is at most `LIMITS.maxPageSize` of them.
 */
async function productsByIds(store: Store, ids: readonly ProductId[], paging: { readonly page: number; readonly pageSize: number }): Promise<PageOf<ProductSummary>> {
  const slice = ids.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)
  const records = await Promise.all(slice.map((id) => store.catalog.findProduct(id)))
  return { list: records.filter((record): record is ProductRecord => record !== undefined), total: ids.length }
}

/** A category as a link or breadcrumb. */
function refOf(category: CategoryRecord): CategoryRef {
  return { intId: category.id, catalogEnName: category.name }
}

/** A category's SEO block: the stored one, else one made from its name, its parents and its description. */
export function categorySeo(category: CategoryRecord, path: ReadonlyArray<CategoryRecord>): Seo {
  if (category.seo !== null) return category.seo
  const names = [category.name, ...path.map((parent) => parent.name).reverse()]
  return {
    title: `${category.name} | Electronic Components`,
    keywords: [...names, 'electronic components', 'distributor'].join(', '),
    description: category.description || `Buy ${category.name} from stock, with price breaks and datasheets.`,
  }
}

/** The two-level tree of `catalog/group`: each top-level category with its children, in display order. */
export function categoryTree(categories: ReadonlyArray<CategoryRecord>, withSeo: boolean): CategoryGroup[] {
  const byParent = new Map<number | null, CategoryRecord[]>()
  for (const category of categories) {
    const siblings = byParent.get(category.parentId) ?? []
    siblings.push(category)
    byParent.set(category.parentId, siblings)
  }
  const group = (category: CategoryRecord, path: ReadonlyArray<CategoryRecord>, depth: number): CategoryGroup => ({
    catalogEnName: category.name,
    intId: category.id,
    // The header shows two levels (SHELL-1); an imported deeper tree is cut there.
    childList: depth >= 1 ? [] : (byParent.get(category.id) ?? []).map((child) => group(child, [...path, category], depth + 1)),
    ...(withSeo ? { seo: categorySeo(category, path) } : {}),
  })
  return (byParent.get(null) ?? []).map((top) => group(top, [], 0))
}

/** Delivery terms of a product (spec §3 "delivery"). */
export function deliveryTerms(product: Pick<ProductRecord, 'stock' | 'leadTimeDays'>): string {
  const carriers = `${CARRIERS.slice(0, -1).join(', ')} or ${CARRIERS.at(-1) ?? ''}`
  if (product.stock > 0) {
    return `${product.stock.toLocaleString('en-US')} in stock: ships the same or the next working day with ${carriers}.`
  }
  if (product.leadTimeDays !== null) {
    const weeks = Math.max(1, Math.round(product.leadTimeDays / 7))
    return `Out of stock: factory lead time about ${weeks} week${weeks === 1 ? '' : 's'}, then shipped with ${carriers}.`
  }
  return `Out of stock: request a quote for the lead time. Shipped with ${carriers}.`
}

const METHOD_NAMES: Readonly<Record<ProviderMethod, string>> = { card: 'card', paypal: 'PayPal' }

/** Payment terms (spec §3 "payment"): wire transfer always, and what the payment provider takes. */
export function paymentTerms(methods: ReadonlyArray<ProviderMethod>): string {
  const names = ['wire transfer against a proforma invoice', ...methods.map((method) => METHOD_NAMES[method])]
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`
  return `Pay by ${joined ?? ''}, in US dollars.`
}

/** A product page's SEO block. */
function productSeo(product: ProductRecord): Seo {
  return {
    title: `${product.model} ${product.brandName} | ${product.categoryName}`,
    keywords: [product.model, product.brandName, product.categoryName, product.packageName].filter(Boolean).join(', '),
    description: `${product.model} by ${product.brandName}: ${product.description}`.slice(0, 300),
  }
}

/** The placement a banner query's `type` names, if any. */
function placementOf(type: number): BannerPlacement | undefined {
  return (Object.keys(BANNER.type) as BannerPlacement[]).find((placement) => BANNER.type[placement] === type)
}

function bannerOf(banner: BannerRecord): Banner[] {
  const image = safeUrl(banner.image)
  if (image === null) return []
  return [{ id: banner.id, title: banner.title, image, link: safeUrl(banner.link), classes: banner.classes, sort: banner.sort }]
}

/**
 * Where a content page lives on the site (spec §2): the company pages under `/about/company?abus=N`, the
 * pages with routes of their own at those, the rest at `/about/{name}`.
 */
export function contentPath(name: string): string {
  const company = /^abus([1-4])$/u.exec(name)
  if (company !== null) return `/about/company?abus=${company[1] ?? ''}`
  const own: Readonly<Record<string, string>> = { aboutus: '/aboutus', faq: '/faq', quality: '/quality' }
  return own[name] ?? `/about/${name}`
}

/** A part's stored attribute values as pages show them: the canonical form (`10 kΩ`), else the text as written. */
function shownValues(stored: ReadonlyArray<StoredAttributeValue>): Array<{ key: string; value: string }> {
  return stored.map((value) => ({ key: value.key, value: value.canonical ?? value.text }))
}

export const catalogHandlers: HandlersFor<CatalogEndpoint> = {
  catalogDetail: async ({ query }, { store }) => {
    const category = await store.catalog.findCategory(query.id)
    if (category === undefined) throw notFound(`Category ${query.id}`)
    const paging = resolvePaging(query)
    const filter = {
      ...(query.brandId === undefined ? {} : { brandId: query.brandId }),
      ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
    }
    // Issue 29: the package is a leaf category's filter (its parts' own facet table); ours, the spec has none here.
    if (query.package !== undefined && category.parentId === null) throw badRequest('The package filter takes a subcategory, not a top-level category')
    const parametric = await listingFacets(store.attributes, category.id, query.attributes, {
      ...filter,
      ...(query.package === undefined ? {} : { packageName: query.package }),
      ...(query.sort === undefined ? {} : { sort: query.sort }),
    })
    const path = await store.catalog.categoryPath(category.id)
    const children = await store.catalog.childCategories(category.id, filter)
    const products = parametric?.matches === undefined ? await store.catalog.categoryProducts(category.id, filter, paging) : await productsByIds(store, parametric.matches, paging)
    return {
      category: {
        ...refOf(category),
        parentId: category.parentId,
        description: category.description,
        image: safeUrl(category.image),
        seo: categorySeo(category, path),
      },
      path: path.map(refOf),
      children,
      products: { list: products.list.map(listed), total: products.total, ...paging },
      ...(parametric === undefined ? {} : { facets: await withMakerNames(parametric.facets, store.catalog) }),
      ...(parametric?.list === undefined ? {} : { attributeList: parametric.list, productValues: parametric.valuesOf(products.list.map((product) => product.intID)) }),
    }
  },

  catalogGroup: async ({ query }, { store }) => categoryTree(await store.catalog.listCategories(), query.seo === true),

  otherSitemap: async (_input, { store }) => {
    const categories = categoryTree(await store.catalog.listCategories(), false)
    const brands = await store.catalog.listBrands(undefined, ALL)
    const industries = await store.catalog.listIndustries()
    const newsCategories = await store.catalog.listNewsCategories()
    const pages = (await store.catalog.listContentPages()).filter((page) => !page.name.startsWith('application-'))
    const catalogLink = (group: CategoryGroup): SitemapLink => ({
      label: group.catalogEnName,
      path: `/catalog/${catalogSlug(group.catalogEnName, group.intId)}`,
    })
    const sitemap: Sitemap = {
      sections: [
        ...categories.map((group) => ({ title: group.catalogEnName, links: [catalogLink(group), ...group.childList.map(catalogLink)] })),
        {
          title: 'Manufacturers',
          links: [{ label: 'All manufacturers', path: '/brand' }, ...brands.list.map((brand) => ({ label: brand.name, path: `/brand/${brand.id}` }))],
        },
        { title: 'Product Index', links: MODEL_INDEX_KEYS.map((key) => ({ label: key, path: `/productmodel/${key}` })) },
        {
          title: 'Applications',
          links: industries.map((industry) => ({ label: industry.name, path: `/application/${industry.slug}` })),
        },
        { title: 'News', links: newsCategories.map((category) => ({ label: category.name, path: `/news/list_${category.id}` })) },
        { title: 'Information', links: pages.map((page) => ({ label: page.title, path: contentPath(page.name) })) },
        {
          title: 'Service',
          links: [
            { label: 'Get a Quote', path: '/quote' },
            { label: 'BOM Tool', path: '/bom' },
            { label: 'Contact Us', path: '/contactus' },
            { label: 'Sign In', path: '/login' },
            { label: 'Register', path: '/register' },
          ],
        },
      ],
    }
    return sitemap
  },

  otherBanner: async ({ query }, { store }) => {
    const placement = placementOf(query.type)
    if (placement === undefined) return []
    const classes: BannerClass | undefined = query.classes
    return (await store.catalog.listBanners(placement, classes)).flatMap(bannerOf)
  },

  configDetail: async ({ query }, { store }) => {
    const stored = await store.catalog.findConfig(query.name, query.type)
    if (stored === undefined) throw notFound(`The configuration ${BASE_CONFIG_NAME} (type ${CATALOG_TYPE.config})`)
    const decoded = Schema.decodeUnknownResult(WebConfig)(stored)
    // A stored configuration that does not fit is the shop's setup error, not the buyer's: a 500, logged.
    if (Result.isFailure(decoded)) {
      throw new Error(`The stored ${query.name} configuration is not valid: ${inputError(decoded.failure.issue).message}`)
    }
    return { name: query.name, type: query.type, webConfig: decoded.success }
  },

  productDetail: async ({ query }, { store, payments }) => {
    const product = await store.catalog.findProduct(query.id)
    if (product === undefined) throw notFound(`Product ${query.id}`)
    const [stored, list] = await Promise.all([
      store.attributes.productAttributeValues(product.intID),
      store.attributes.attributeList(product.categoryId),
    ])
    const detail: ProductDetail = {
      ...product,
      attributes: specificationRows(categoryAttributes(list ?? ''), shownValues(stored), product.attributes),
      image: safeUrl(product.image),
      datasheetUrl: safeUrl(product.datasheetUrl),
      delivery: deliveryTerms(product),
      payment: paymentTerms(payments.methods),
      seo: productSeo(product),
    }
    return detail
  },

  productGuess: async ({ query }, { store }) => {
    const related = await store.catalog.relatedProducts(query.id, GUESS_LIMIT)
    if (related === undefined) throw notFound(`Product ${query.id}`)
    return related.map(listed)
  },

  productSameValue: async ({ query }, { store }) => {
    const product = await store.catalog.findProduct(query.id)
    if (product === undefined) throw notFound(`Product ${query.id}`)
    const parents = await store.catalog.categoryPath(product.categoryId)
    // Core's rule decides what the part is and reads its value and size; the BOM value index holds every
    // passive's, by the same rule, so the candidates are one indexed read.
    const value = passiveOf({ ...product, parentCategoryName: parents[parents.length - 1]?.name ?? '' })
    if (value === undefined || value.chip === '') return []
    const [found = []] = await store.boms.partsByValues([{ valueKey: value.valueKey, chip: value.chip }], SAME_VALUE_SCAN)
    return found
      .filter((part) => part.brandId !== product.brandId)
      .slice(0, SAME_VALUE_LIMIT)
      .map(listed)
  },

  productSimilar: async ({ query }, { store }) => {
    const product = await store.catalog.findProduct(query.id)
    if (product === undefined) throw notFound(`Product ${query.id}`)
    const main = similarAttributes((await store.attributes.attributeList(product.categoryId)) ?? '')
    const found = await store.attributes.similarProducts(product.intID, main.map((attribute) => attribute.key), SIMILAR_LIMIT)
    const matched = main.filter((attribute) => found.matched.includes(attribute.key)).map((attribute) => attribute.name)
    const records = await Promise.all(found.parts.map((part) => store.catalog.findProduct(part.productId)))
    return found.parts.flatMap((part, index) => {
      const record = records[index]
      return record === undefined ? [] : [{ product: listed(record), reason: similarReason({ matched, ...part }) }]
    })
  },

  productCompare: async ({ query }, { store }) => {
    // Ours (issue 29): the rule that reads the ids is core's, so the page and the API refuse alike.
    const read = parseCompareIds(query.ids)
    if (!read.ok) throw badRequest(read.message)
    const records = await Promise.all(read.ids.map((id) => store.catalog.findProduct(id)))
    const missing = read.ids.filter((_, index) => records[index] === undefined)
    if (missing.length > 0) throw notFound(`Product ${missing.join(', ')}`)
    const found = records as ProductRecord[]
    const stored = await Promise.all(found.map((record) => store.attributes.productAttributeValues(record.intID)))
    const lists = await Promise.all(found.map(async (record) => categoryAttributes((await store.attributes.attributeList(record.categoryId)) ?? '')))
    const products = found.map((record, index) => ({
      ...listed(record),
      values: shownValues(stored[index] ?? []),
    }))
    const attributes = compareAttributes(lists, products.map((product) => product.values.map((value) => value.key)))
    return { attributes, products }
  },

  productIndex: async ({ query }, { store }) => {
    const paging = resolvePaging(query)
    return { ...(await store.catalog.productsByModelPrefix(query.key, paging)), ...paging }
  },

  brandList: async ({ query }, { store }) => {
    const paging = resolvePaging(query)
    const brands = await store.catalog.listBrands(query.letter, paging)
    return { list: brands.list.map((brand) => ({ ...brand, logo: safeUrl(brand.logo) })), total: brands.total, ...paging }
  },

  brandDetail: async ({ query }, { store }) => {
    const brand = await store.catalog.findBrand(query.id)
    if (brand === undefined) throw notFound(`Brand ${query.id}`)
    const paging = resolvePaging(query)
    const categories = await store.catalog.brandCategories(brand.id)
    const products = await store.catalog.brandProducts(brand.id, paging)
    return {
      brand: {
        ...brand,
        logo: safeUrl(brand.logo),
        website: safeUrl(brand.website),
        seo: {
          title: `${brand.name} Electronic Components | Distributor`,
          keywords: [brand.name, ...categories.slice(0, 5).map((category) => category.catalogEnName)].join(', '),
          description: brand.description || `${brand.name} parts in stock, with price breaks and datasheets.`,
        },
      },
      categories,
      products: { list: products.list.map(listed), total: products.total, ...paging },
    }
  },

  newsList: async ({ query }, { store }) => {
    const categories = await store.catalog.listNewsCategories()
    const category = categories.find((candidate) => candidate.id === query.categoryId)
    if (category === undefined) throw notFound(`News category ${query.categoryId}`)
    const paging = resolvePaging(query)
    const news = await store.catalog.newsPage(category.id, paging)
    return { category, categories, news: { list: news.list.map((item) => ({ ...item, image: safeUrl(item.image) })), total: news.total, ...paging } }
  },

  newsDetail: async ({ query }, { store }) => {
    const item = await store.catalog.findNews(query.id)
    if (item === undefined) throw notFound(`News item ${query.id}`)
    const { html, ...summary } = item
    return {
      ...summary,
      image: safeUrl(item.image),
      content: html,
      seo: { title: item.title, keywords: 'electronic components, news', description: item.summary },
    }
  },

  contentPage: async ({ query }, { store }) => {
    const page = await store.catalog.findContentPage(query.name)
    if (page === undefined) throw notFound(`The page "${query.name}"`)
    return { name: query.name, title: page.title, content: page.html, updatedAt: page.updatedAt, seo: page.seo }
  },
}
