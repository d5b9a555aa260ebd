import { LIMITS, MONEY, TEXT_LIMITS } from '../constants.ts'
import type { BrandId, CategoryId } from '../contract/common.ts'
import { hasControlCharacter } from '../contract/text.rules.ts'
import type { ProductSummary } from '../contract/product.ts'
import type { MatchKind, SearchHit, SearchQuery, SearchResult, SearchSort } from '../contract/search.ts'
import { highlightSegments, type TextSegment } from '../parts/segments.ts'
import { attributePairs, pairsQuery } from '../parametric-url/index.ts'
import { encodeComponent } from '../routing/uri-component.ts'
import { productSlug } from '../routing/slug.rules.ts'
import { SEARCH_PATH } from './search.rules.ts'
import type { SearchResultsFilter, SearchResultsParams } from './search-results.types.ts'

/**
 * The results page's rules (`/so`, SEARCH-2, SEARCH-4): reading and writing its URL, the contract query it
 * asks, and what each result, facet and page link shows. The machine and the view call these; they hold no
 * state. The page's layout is ours: the spec shows only the route (§2).
 */

// ---------------------------------------------------------------------------------------------------------
// The URL

/** The sort orders, in the order the sort select lists them. */
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'stock', 'price']

/** What each sort order is called in the sort select (price: the unit price at the quantity shown, issue 15). */
export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: 'Relevance',
  stock: 'Stock',
  price: 'Price at quantity',
}

/** The params of `/so?keyWord={keyWord}` with nothing else given. */
export function defaultResultsParams(keyWord: string): SearchResultsParams {
  return {
    keyWord: keyWord.trim(),
    page: LIMITS.firstPage,
    pageSize: LIMITS.defaultPageSize,
    categoryId: null,
    brandId: null,
    packageName: null,
    inStock: false,
    sort: 'relevance',
    quantity: null,
    attributeSort: null,
    attributes: [],
  }
}

/** An attribute sort as a URL writes it: a key, `-` before it for the highest first (`-rated-voltage`). */
const ATTRIBUTE_SORT = /^-?[a-z][a-z0-9-]{0,62}$/u

function isAttributeSort(value: unknown): value is string {
  return typeof value === 'string' && ATTRIBUTE_SORT.test(value) && !isSort(value)
}

/** A query value as digits, or a number the router already made of them. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/u.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(number) && number >= 0 ? number : null
}

function isSort(value: unknown): value is SearchSort {
  return typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value)
}

/**
 * The results page's params from the URL's query values (`URLSearchParams` as a record). Forgiving: the URL
 * is typed, pasted and edited by hand, so a value that cannot be read (`page=abc`, `page=0`, `sort=cheap`,
 * `pageSize=5000`) takes its default rather than failing the page. `inStock` is on only as `true`.
 */
export function readResultsParams(search: Readonly<Record<string, unknown>>): SearchResultsParams {
  const defaults = defaultResultsParams(typeof search.keyWord === 'string' ? search.keyWord : '')
  const page = wholeNumber(search.page)
  const pageSize = wholeNumber(search.pageSize)
  const categoryId = wholeNumber(search.categoryId)
  return {
    ...defaults,
    page: page !== null && page >= LIMITS.firstPage ? page : defaults.page,
    pageSize: pageSize !== null && pageSize >= 1 && pageSize <= LIMITS.maxPageSize ? pageSize : defaults.pageSize,
    categoryId,
    attributes: categoryId === null ? [] : attributePairs(search),
    brandId: wholeNumber(search.brandId),
    packageName: packageFilter(search.package),
    inStock: search.inStock === true || search.inStock === 'true',
    sort: isSort(search.sort) ? search.sort : defaults.sort,
    quantity: pricingQuantity(wholeNumber(search.qty)),
    // Issue 29: any other sort word orders a confined search by that attribute; the API names a wrong one.
    attributeSort: categoryId !== null && isAttributeSort(search.sort) ? search.sort : null,
  }
}

/**
 * A package to filter by: text of 1 to `TEXT_LIMITS.model` characters once trimmed, with no control character
 * (the contract's `PackageFilter`), or `null` (anything else: the filter is dropped, not the page).
 */
export function packageFilter(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text !== '' && text.length <= TEXT_LIMITS.model && !hasControlCharacter(text) ? text : null
}

/** A quantity to price at: a whole number from 1 to `LIMITS.maxQuantity`, or `null` (anything else). */
export function pricingQuantity(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= LIMITS.maxQuantity ? value : null
}

/** Whether `value` is a well-formed `SearchResultsParams` (events come from outside and are checked). */
export function isResultsParams(value: unknown): value is SearchResultsParams {
  if (typeof value !== 'object' || value === null) return false
  const params = value as Record<keyof SearchResultsParams, unknown>
  const id = (field: unknown) => field === null || (typeof field === 'number' && Number.isSafeInteger(field) && field >= 0)
  return (
    typeof params.keyWord === 'string' &&
    typeof params.page === 'number' &&
    Number.isSafeInteger(params.page) &&
    params.page >= LIMITS.firstPage &&
    typeof params.pageSize === 'number' &&
    Number.isSafeInteger(params.pageSize) &&
    params.pageSize >= 1 &&
    params.pageSize <= LIMITS.maxPageSize &&
    id(params.categoryId) &&
    id(params.brandId) &&
    (params.packageName === null || packageFilter(params.packageName) === params.packageName) &&
    typeof params.inStock === 'boolean' &&
    isSort(params.sort) &&
    (params.quantity === null || pricingQuantity(params.quantity) !== null) &&
    (params.attributeSort === null || isAttributeSort(params.attributeSort)) &&
    isPairs(params.attributes)
  )
}

/** Whether a value is a list of URL name and value pairs (the attribute filters). */
function isPairs(value: unknown): value is readonly (readonly [string, string])[] {
  return Array.isArray(value) && value.every((pair: unknown) => Array.isArray(pair) && pair.length === 2 && pair.every((part: unknown) => typeof part === 'string'))
}

/** Whether two params ask for the same results. */
export function sameResultsParams(a: SearchResultsParams, b: SearchResultsParams): boolean {
  return (
    a.keyWord === b.keyWord &&
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    a.categoryId === b.categoryId &&
    a.brandId === b.brandId &&
    a.packageName === b.packageName &&
    a.inStock === b.inStock &&
    a.sort === b.sort &&
    a.quantity === b.quantity &&
    a.attributeSort === b.attributeSort &&
    pairsQuery(a.attributes) === pairsQuery(b.attributes)
  )
}

/**
 * The results page's path for `params`: `/so?keyWord=…` (SEARCH-2's path), then only what differs from the
 * defaults, always in the same order (`categoryId`, `brandId`, `package`, `inStock`, `sort`, `qty`, `page`, `pageSize`), so one
 * set of results has one URL. `readResultsParams` reads it back unchanged.
 */
export function resultsPath(params: SearchResultsParams): string {
  const pairs: (readonly [string, string])[] = [['keyWord', params.keyWord]]
  if (params.categoryId !== null) pairs.push(['categoryId', String(params.categoryId)])
  if (params.categoryId !== null) pairs.push(...params.attributes)
  if (params.brandId !== null) pairs.push(['brandId', String(params.brandId)])
  if (params.packageName !== null) pairs.push(['package', params.packageName])
  if (params.inStock) pairs.push(['inStock', 'true'])
  if (params.categoryId !== null && params.attributeSort !== null) pairs.push(['sort', params.attributeSort])
  else if (params.sort !== 'relevance') pairs.push(['sort', params.sort])
  if (params.quantity !== null) pairs.push(['qty', String(params.quantity)])
  if (params.page !== LIMITS.firstPage) pairs.push(['page', String(params.page)])
  if (params.pageSize !== LIMITS.defaultPageSize) pairs.push(['pageSize', String(params.pageSize)])
  // Commas stay as written: they separate an attribute's terms (`resistance=10k,4.7k`), as on a category page.
  return `${SEARCH_PATH}?${pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value).replace(/%2C/gu, ',')}`).join('&')}`
}

/** The same search on another page. */
export function withPage(params: SearchResultsParams, page: number): SearchResultsParams {
  return { ...params, page }
}

/** The same search with `filter`'s changes, from page 1 (the old page may not exist in the new results). */
export function withFilter(params: SearchResultsParams, filter: SearchResultsFilter): SearchResultsParams {
  // The attribute filters are the category's: another category (or none) starts without them, unless the change
  // gives them with it (issue 29: the panel of the category a search's results all fall in names it).
  const otherCategory = filter.categoryId !== undefined && filter.categoryId !== params.categoryId
  const categoryId = filter.categoryId === undefined ? params.categoryId : filter.categoryId
  const attributes = categoryId === null ? [] : (filter.attributes ?? (otherCategory ? [] : params.attributes))
  return {
    ...params,
    attributes,
    // An attribute sort is the category's too.
    attributeSort: categoryId === null || otherCategory ? null : params.attributeSort,
    ...(filter.categoryId === undefined ? {} : { categoryId: filter.categoryId }),
    ...(filter.brandId === undefined ? {} : { brandId: filter.brandId }),
    ...(filter.packageName === undefined ? {} : { packageName: filter.packageName }),
    ...(filter.inStock === undefined ? {} : { inStock: filter.inStock }),
    page: LIMITS.firstPage,
  }
}

/** The same search in another order, from page 1. */
export function withSort(params: SearchResultsParams, sort: SearchSort): SearchResultsParams {
  return { ...params, sort, attributeSort: null, page: LIMITS.firstPage }
}

/**
 * Issue 29: the same search ordered by an attribute column of `categoryId` (the category confined to, chosen or
 * the one every result falls in, which the URL then names), from page 1.
 */
export function withAttributeSort(params: SearchResultsParams, attributeSort: string, categoryId: number): SearchResultsParams {
  const attributes = params.categoryId === categoryId ? params.attributes : []
  return { ...params, categoryId, attributes, sort: 'relevance', attributeSort, page: LIMITS.firstPage }
}

/** The same results priced at another quantity (`null`: each row at its minimum); the page stays. */
export function withQuantity(params: SearchResultsParams, quantity: number | null): SearchResultsParams {
  return { ...params, quantity: pricingQuantity(quantity) }
}

/** Whether `filter` is a well-formed filter change (each key, when given, of the right kind). */
export function isResultsFilter(value: unknown): value is SearchResultsFilter {
  if (typeof value !== 'object' || value === null) return false
  const filter = value as Record<string, unknown>
  const id = (field: unknown) =>
    field === undefined || field === null || (typeof field === 'number' && Number.isSafeInteger(field) && field >= 0)
  const packageName = filter.packageName
  return (
    id(filter.categoryId) &&
    id(filter.brandId) &&
    (packageName === undefined || packageName === null || packageFilter(packageName) === packageName) &&
    (filter.inStock === undefined || typeof filter.inStock === 'boolean') &&
    (filter.attributes === undefined || isPairs(filter.attributes))
  )
}

/** Whether a sort order is one the contract knows. */
export function isSearchSort(value: unknown): value is SearchSort {
  return isSort(value)
}

/**
 * The contract's `searchList` query for `params`: defaults left out, as the URL leaves them out; the quantity
 * only when sorting by price (the one order it changes: other sorts ask the same search at any quantity).
 */
export function searchListQuery(params: SearchResultsParams): SearchQuery {
  return {
    keyWord: params.keyWord,
    page: params.page,
    pageSize: params.pageSize,
    ...(params.categoryId === null ? {} : { categoryId: params.categoryId as CategoryId }),
    ...(params.brandId === null ? {} : { brandId: params.brandId as BrandId }),
    ...(params.packageName === null ? {} : { package: params.packageName }),
    ...(params.inStock ? { inStock: true } : {}),
    ...(params.sort === 'relevance' ? {} : { sort: params.sort }),
    ...(params.sort === 'price' && params.quantity !== null ? { qty: params.quantity } : {}),
    ...(params.categoryId !== null && params.attributes.length > 0 ? { attributes: pairsQuery(params.attributes) } : {}),
    ...(params.categoryId !== null && params.attributeSort !== null ? { attributeSort: params.attributeSort } : {}),
  }
}

/** Whether a new search keeps the shown results on screen while it loads (same keyword: dimmed, not blank). */
export function keepsResult(previous: SearchResultsParams | null, next: SearchResultsParams): boolean {
  return previous !== null && previous.keyWord === next.keyWord
}

// ---------------------------------------------------------------------------------------------------------
// What the page shows

/** The visible label of each match kind (search issue #7: "every result says which kind of match it is"). */
export const MATCH_LABELS: Readonly<Record<MatchKind, string>> = {
  exact: 'Exact match',
  variant: 'Packaging variant',
  prefix: 'Starts with',
  substring: 'Contains',
  keyword: 'Keyword',
}

/** A count with thousands separators: `1760` → `1,760`. Locale-free, so Node and every browser agree. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/gu, ',')
}

/**
 * The results count as the page says it: `1 result`, `119 results`, or `about 1,760 results` when the
 * server estimated the total (`totalIsExact` false: very common substrings).
 */
export function resultsCountText(total: number, totalIsExact: boolean): string {
  const counted = `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`
  return totalIsExact ? counted : `about ${counted}`
}

/** The empty state: `No parts match “{keyword}”`. */
export function noResultsText(keyWord: string): string {
  return `No parts match “${keyWord}”`
}

/**
 * A unit price in dollars from micro-dollars (`MONEY`): at least two decimals, up to six, trailing zeros past
 * the second dropped (`164700` → `$0.1647`, `2000000` → `$2.00`, `1234567` → `$1.234567`). Integer
 * arithmetic: no float rounding.
 */
export function formatUnitPrice(micros: number): string {
  const whole = Math.max(0, Math.trunc(micros))
  const dollars = Math.floor(whole / MONEY.unitsPerDollar)
  const fraction = String(whole % MONEY.unitsPerDollar).padStart(6, '0').replace(/0{1,4}$/u, '')
  return `$${formatCount(dollars)}.${fraction.padEnd(2, '0')}`
}

/** A result's first price break as shown (`1+ $0.1647`), or `null` for "price on request" (empty ladder). */
export function firstPriceText(product: ProductSummary): string | null {
  const first = product.priceLadder[0]
  return first === undefined ? null : `${formatCount(first.quantity)}+ ${formatUnitPrice(first.unitPrice)}`
}

/** What the stock column says: `9,988 in stock`, or `Out of stock`. */
export function stockText(stock: number): string {
  return stock > 0 ? `${formatCount(stock)} in stock` : 'Out of stock'
}

/** One result as the page draws it: everything already worded. */
export interface ResultRow {
  readonly id: number
  readonly model: string
  /** What prices the row at a quantity (`rowPricing`). */
  readonly part: Pick<ProductSummary, 'priceLadder' | 'moq' | 'spq'>
  /** The part number cut at its highlight ranges; `hit` stretches are drawn as `<mark>`. */
  readonly segments: readonly TextSegment[]
  /** The product page, `/product/{slug}` (ROUTE-11). */
  readonly href: string
  /** `null` for a listing that is not a search (a category's or a brand's products). */
  readonly match: MatchKind | null
  /** `''` when `match` is `null`. */
  readonly matchLabel: string
  readonly manufacturer: string
  readonly category: string
  readonly description: string
  /** `''` when unknown. */
  readonly packageName: string
  readonly stock: number
  readonly stockText: string
  /** `null`: price on request. */
  readonly priceText: string | null
}

/** A hit as a row of the results table. */
export function resultRow(hit: SearchHit): ResultRow {
  return {
    ...productRow(hit.product),
    segments: highlightSegments(hit.product.model, hit.highlights),
    match: hit.match,
    matchLabel: MATCH_LABELS[hit.match],
  }
}

/** A product of a listing (a category's, a brand's) as a row of the same table: no match kind, no highlight. */
export function productRow(product: ProductSummary): ResultRow {
  return {
    id: product.intID,
    model: product.model,
    part: { priceLadder: product.priceLadder, moq: product.moq, spq: product.spq },
    segments: [{ text: product.model, hit: false }],
    href: `/product/${productSlug(product.model, product.intID)}`,
    match: null,
    matchLabel: '',
    manufacturer: product.brandName,
    category: product.categoryName,
    description: product.description,
    packageName: product.packageName,
    stock: product.stock,
    stockText: stockText(product.stock),
    priceText: firstPriceText(product),
  }
}

/** One value of a facet: its count for the current query and whether it is the filter in force. */
export interface FacetOption {
  readonly id: number
  readonly name: string
  readonly count: number
  readonly selected: boolean
}

/** One package of the package facet: its text is its value (issue 15). */
export interface PackageOption {
  readonly name: string
  readonly count: number
  readonly selected: boolean
}

/** The filters as the page lists them. */
export interface ResultFacets {
  readonly categories: readonly FacetOption[]
  readonly manufacturers: readonly FacetOption[]
  readonly packages: readonly PackageOption[]
  readonly inStock: { readonly count: number; readonly selected: boolean }
  /** Whether any filter is in force (the page offers to clear them). */
  readonly filtered: boolean
}

/**
 * The facets of `result` with what `params` selects. A selected category or manufacturer the answer does not
 * list (an old link) is listed with a count of 0, so it can still be seen and cleared.
 */
export function resultFacets(result: SearchResult, params: SearchResultsParams): ResultFacets {
  const options = (values: readonly { id: number; name: string; count: number }[], selectedId: number | null) => {
    const listed = values.map((value) => ({ id: value.id, name: value.name, count: value.count, selected: value.id === selectedId }))
    return selectedId === null || listed.some((option) => option.selected)
      ? listed
      : [...listed, { id: selectedId, name: `#${selectedId}`, count: 0, selected: true }]
  }
  return {
    categories: options(result.facets.categories, params.categoryId),
    manufacturers: options(result.facets.manufacturers, params.brandId),
    packages: packageOptions(result.facets.packages, params.packageName),
    inStock: { count: result.facets.inStock, selected: params.inStock },
    filtered: params.categoryId !== null || params.brandId !== null || params.packageName !== null || params.inStock || params.attributes.length > 0,
  }
}

/** The packages with the selected one marked; one the answer does not list (an old link) is listed with 0. */
function packageOptions(values: readonly { name: string; count: number }[], selected: string | null): PackageOption[] {
  const listed = values.map((value) => ({ name: value.name, count: value.count, selected: value.name === selected }))
  return selected === null || listed.some((option) => option.selected) ? listed : [...listed, { name: selected, count: 0, selected: true }]
}

/** How many pages `total` results fill, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/**
 * The page numbers a pager lists (ours, as large distributors do): the first and last pages, the current
 * one and `radius` on each side, `null` for each gap of skipped pages. A gap of exactly one page lists that
 * page instead (`1 … 3` would hide only `2`). Ascending, each page once, all within `[1, count]`.
 */
export function pageWindow(current: number, count: number, radius = 2): (number | null)[] {
  const last = Math.max(1, count)
  const at = Math.min(Math.max(1, current), last)
  const shown = new Set([1, last])
  for (let page = at - radius; page <= at + radius; page++) if (page >= 1 && page <= last) shown.add(page)
  const pages = [...shown].toSorted((a, b) => a - b)
  const window: (number | null)[] = []
  for (const page of pages) {
    const previous = window.at(-1)
    if (typeof previous === 'number' && page - previous === 2) window.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) window.push(null)
    window.push(page)
  }
  return window
}

/** A link of the pager. */
export interface PageLink {
  readonly page: number
  readonly href: string
}

/** The pager as the page draws it. */
export interface Pagination {
  readonly page: number
  readonly pageCount: number
  /** The page numbers, `null` for a gap; `current` marks the page shown. */
  readonly items: readonly ({ readonly page: number; readonly href: string; readonly current: boolean } | null)[]
  /** `null` on the first page. */
  readonly previous: PageLink | null
  /** `null` on the last page. */
  readonly next: PageLink | null
}

/** The pager for `params` over `total` results. */
export function pagination(params: SearchResultsParams, total: number): Pagination {
  return pagerOf(params, total, (page) => resultsPath(withPage(params, page)))
}

function pagerOf(params: { readonly page: number; readonly pageSize: number }, total: number, pathOf: (page: number) => string): Pagination {
  const count = pageCount(total, params.pageSize)
  const link = (page: number): PageLink => ({ page, href: pathOf(page) })
  return {
    page: params.page,
    pageCount: count,
    items: pageWindow(params.page, count).map((page) => (page === null ? null : { ...link(page), current: page === params.page })),
    previous: params.page > 1 ? link(Math.min(params.page - 1, count)) : null,
    next: params.page < count ? link(params.page + 1) : null,
  }
}

// ---------------------------------------------------------------------------------------------------------
// A listing's URL (a category's or a brand's products, in the same table): `?inStock=true&qty=…&page=…`

/** What a product listing's URL says: the page, in stock only, and the quantity the rows are priced at. */
export interface ListingParams {
  readonly page: number
  readonly pageSize: number
  readonly inStock: boolean
  readonly quantity: number | null
  /**
   * The listing's other query values, kept in its links in this order (issue 29: a category's attribute filters
   * and sort, `{ resistance: '10k,4.7k', sort: 'resistance' }`). @default none
   */
  readonly extra?: Readonly<Record<string, string>>
}

/** A listing's params from its query values, as forgiving as the results page's. */
export function readListingParams(search: Readonly<Record<string, unknown>>): ListingParams {
  const { page, pageSize, inStock, quantity } = readResultsParams(search)
  return { page, pageSize, inStock, quantity }
}

/**
 * The listing at `base` (`/catalog/resistors-21`) with only what differs from the defaults: `inStock`, the `extra`
 * values (attribute filters, sort), `qty`, `page`.
 */
export function listingPath(base: string, params: ListingParams): string {
  const pairs: string[] = []
  if (params.inStock) pairs.push('inStock=true')
  for (const [name, value] of Object.entries(params.extra ?? {})) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
  if (params.quantity !== null) pairs.push(`qty=${params.quantity}`)
  if (params.page !== LIMITS.firstPage) pairs.push(`page=${params.page}`)
  return pairs.length === 0 ? base : `${base}?${pairs.join('&')}`
}

/** The pager of a listing at `base` over `total` products. */
export function listingPagination(base: string, params: ListingParams, total: number): Pagination {
  return pagerOf(params, total, (page) => listingPath(base, { ...params, page }))
}
