import type { BrandId, CategoryId, Facet, ProductId, SearchResult } from '@partfront/core/contract'
import { mainAttributes, parseParametricParams, readMakerTerms } from '@partfront/core/parametric'
import { type CategoryFacets, CategoryFacetCache, indexOfProduct, productIdsOf } from '../../parametric/category-facets.ts'
import { type AnswerOptions, type FacetAnswer, type FacetCount, MAKER_KEY, PACKAGE_KEY, STOCK_KEY } from '../../parametric/facet-table.ts'
import type { AttributeStore } from '../../store/attributes.port.ts'
import type { Store } from '../../store/store.ts'
import { badRequest } from '../failure.ts'

/**
 * A category page's and a confined search's parametric part (issue 29): its attribute filters read from the
 * query's `attributes` (core's URL terms), its counts from the category's table kept in memory
 * (`CategoryFacetCache`), and, when attributes narrow it, the products that pass every filter.
 */

/** One cache per store: the tables are the store's catalog's. */
const caches = new WeakMap<AttributeStore, CategoryFacetCache>()

function cacheOf(store: AttributeStore): CategoryFacetCache {
  let cache = caches.get(store)
  if (cache === undefined) {
    cache = new CategoryFacetCache(store)
    caches.set(store, cache)
  }
  return cache
}

const NAMES: Readonly<Record<string, string>> = { [MAKER_KEY]: 'Manufacturer', [PACKAGE_KEY]: 'Package', [STOCK_KEY]: 'Stock' }

export interface ListingFacets {
  readonly facets: readonly Facet[]
  /**
   * With attribute or package filters, or a sort: the products passing every filter, by id, in the sort's order;
   * without, `undefined` (list as before).
   */
  readonly matches: readonly ProductId[] | undefined
  /** The attribute list the category takes (core's `CATEGORY_ATTRIBUTES` slug), when it has one. */
  readonly list: string | undefined
  /** Products' values of the category's main attributes (the results table's columns), by product id. */
  readonly valuesOf: (ids: readonly ProductId[]) => Record<string, Record<string, string>>
}

/** What narrows the listing besides the attributes. */
export interface ListingFilter {
  readonly brandId?: BrandId
  readonly inStock?: boolean
  /** Only parts in this package (`0603`). */
  readonly packageName?: string
  /** A main attribute's key to order by, `-key` for the highest first (the category listing's). */
  readonly sort?: string
}

/** Parts a confined search counts its attribute facets over at most (its results in the category). */
export const SEARCH_FACETS_CAP = 50_000

/** No maker has this id: the makers asked for when `brandId` names none of them. */
const NO_MAKER = -1

/**
 * The makers a listing's attribute filters tick (`manufacturer=12,34`, issue 29's maker group: the ids the
 * `manufacturer` facet lists), read by core's `readMakerTerms`; a term that is not a maker id is a problem naming it.
 */
export function makerTerms(pairs: readonly (readonly [string, string])[]): { ids: number[]; problems: string[] } {
  const ids = new Set<number>()
  const problems: string[] = []
  for (const [name, value] of pairs) {
    if (name !== MAKER_KEY) continue
    const read = readMakerTerms(value)
    for (const id of read.ids) ids.add(Number(id))
    for (const term of read.invalid) problems.push(`Manufacturer: "${term}" is not a maker id`)
  }
  return { ids: [...ids], problems }
}

/**
 * The facets with the `manufacturer` facet's values named (`label`: the maker's name, as the store has it), all
 * read at once: a category can list hundreds of makers.
 */
export async function withMakerNames(facets: readonly Facet[], catalog: Pick<Store['catalog'], 'brandNames'>): Promise<Facet[]> {
  const makers = facets.find((facet) => facet.key === MAKER_KEY)
  if (makers === undefined) return [...facets]
  const ids = makers.values.flatMap((item) => (item.value === null ? [] : [Number(item.value) as BrandId]))
  const names = await catalog.brandNames(ids)
  return facets.map((facet) => {
    if (facet !== makers) return facet
    return {
      ...facet,
      values: facet.values.map((item) => {
        const name = item.value === null ? undefined : names.get(Number(item.value) as BrandId)
        return name === undefined ? item : { ...item, label: name }
      }),
    }
  })
}

/** The facets of an answer, named for the contract. */
function namedFacets(facets: CategoryFacets, counted: readonly FacetCount[]): Facet[] {
  return counted.map((facet) => ({
    key: facet.key,
    name: facets.attributes.find((attribute) => attribute.key === facet.key)?.name ?? NAMES[facet.key] ?? facet.key,
    values: facet.values,
    min: facet.min,
    max: facet.max,
  }))
}

/**
 * The table's answer under the query's attribute filters (core's URL terms, parsed against the category's list)
 * and the other filters, within `within` when given; 400 naming every unknown attribute and unreadable term.
 */
function answerOf(
  facets: CategoryFacets,
  attributes: string | undefined,
  filter: ListingFilter,
  options: (filtered: boolean) => AnswerOptions,
): FacetAnswer {
  const pairs = [...new URLSearchParams(attributes ?? '')]
  const makers = makerTerms(pairs)
  const filters = parseParametricParams(facets.list ?? '', pairs, new Set([MAKER_KEY]))
  const problems = [...(filters.ok ? [] : [filters.problem]), ...makers.problems]
  if (!filters.ok || problems.length > 0) throw badRequest(problems.join('; '), { part: 'query', field: 'attributes' })
  // `brandId` and the makers ticked both narrow: a part's maker is the one `brandId` names and one of those ticked.
  const manufacturerIds = filter.brandId === undefined ? makers.ids : makers.ids.length === 0 || makers.ids.includes(filter.brandId) ? [filter.brandId] : [NO_MAKER]
  const result = facets.table.answer(
    {
      attributes: filters.value,
      ...(filter.inStock === true ? { inStock: true } : {}),
      ...(manufacturerIds.length === 0 ? {} : { manufacturerIds }),
      ...(filter.packageName === undefined ? {} : { packages: [filter.packageName] }),
    },
    options(filters.value.length > 0 || makers.ids.length > 0),
  )
  if (!result.ok) throw badRequest(result.problem, { part: 'query', field: 'attributes' })
  return result.answer
}

/**
 * The category's counts under the filters; `undefined` for a category with no attribute list and no attribute or
 * package filter (its page answers as it always has). Throws 400 naming every unknown attribute and unreadable
 * term. The table holds the category's own products: a leaf's (the caller refuses a package filter elsewhere).
 */
export async function listingFacets(
  store: AttributeStore,
  category: CategoryId,
  attributes: string | undefined,
  filter: ListingFilter,
): Promise<ListingFacets | undefined> {
  const facets = await cacheOf(store).facets(category)
  if (facets.list === undefined && new URLSearchParams(attributes ?? '').size === 0 && filter.packageName === undefined && filter.sort === undefined) return undefined
  const sortKey = sortKeyOf(facets, filter.sort, 'sort')
  const answer = answerOf(facets, attributes, filter, (filtered) => ({ matches: filtered || filter.packageName !== undefined || sortKey !== undefined }))
  const found = answer.matches
  const ordered = found === undefined || sortKey === undefined ? found : facets.table.sortedBy(found, sortKey, filter.sort?.startsWith('-') === true)
  return {
    facets: namedFacets(facets, answer.facets),
    matches: ordered === undefined ? undefined : productIdsOf(facets, ordered),
    list: facets.list,
    valuesOf: mainValuesOf(facets),
  }
}

/** The main attribute `sort` orders by (`-power`: power), 400 naming it when the category has no such column. */
function sortKeyOf(facets: CategoryFacets, sort: string | undefined, field: string): string | undefined {
  const mainKeys = mainAttributes(facets.attributes).map((attribute) => attribute.key)
  const sortKey = sort?.replace(/^-/u, '')
  if (sortKey !== undefined && !mainKeys.includes(sortKey)) {
    throw badRequest(`No column "${sortKey}" to sort this category by${mainKeys.length === 0 ? '' : ` (${mainKeys.join(', ')})`}`, { part: 'query', field })
  }
  return sortKey
}

/** Products' values of the category's main attributes (the results table's columns), by product id. */
function mainValuesOf(facets: CategoryFacets): (ids: readonly ProductId[]) => Record<string, Record<string, string>> {
  const mainKeys = mainAttributes(facets.attributes).map((attribute) => attribute.key)
  return (ids) => {
    const values: Record<string, Record<string, string>> = {}
    if (mainKeys.length === 0) return values
    for (const id of ids) {
      const index = indexOfProduct(facets, id)
      if (index >= 0) values[String(id)] = facets.table.labelsAt(index, mainKeys)
    }
    return values
  }
}

/** A confined search's parametric part: its facets, and the products passing its attribute filters. */
export interface SearchFacets {
  readonly facets: readonly Facet[]
  /**
   * With attribute filters or an attribute sort: the results passing every filter (the search lists only these),
   * in the sort's order when `sorted`; else `undefined`.
   */
  readonly matches: ReadonlySet<ProductId> | undefined
  /** Whether `matches` are in an attribute's order (`ListingFilter.sort`), which the page of results follows. */
  readonly sorted: boolean
  /** Whether the counts are over every result (else over the first `SEARCH_FACETS_CAP`). */
  readonly complete: boolean
  /** The attribute list the category takes (core's `CATEGORY_ATTRIBUTES` slug). */
  readonly list: string
  /** How many of the keyword's results the category holds (at most `SEARCH_FACETS_CAP`). */
  readonly counted: number
  /** Products' values of the category's main attributes (the results table's columns), by product id. */
  readonly valuesOf: (ids: readonly ProductId[]) => Record<string, Record<string, string>>
}

/**
 * A search confined to a category (issue 29): the counts of its results in the category's table (the keyword's
 * results there, `SearchStore.resultIds`, at most `SEARCH_FACETS_CAP`), each facet with every other filter
 * applied (attributes, maker, package, stock), as the category page counts. `undefined` for a category with no
 * attribute list (a parent, a category without values), which refuses attribute filters (400, naming them).
 */
export async function searchFacets(
  store: Pick<Store, 'attributes' | 'search'>,
  category: CategoryId,
  keyword: string,
  attributes: string | undefined,
  filter: ListingFilter,
): Promise<SearchFacets | undefined> {
  const facets = await cacheOf(store.attributes).facets(category)
  if (facets.list === undefined) {
    if (new URLSearchParams(attributes ?? '').size > 0) answerOf(facets, attributes, filter, () => ({}))
    return undefined
  }
  const results = await store.search.resultIds({ keyword, categoryId: category }, SEARCH_FACETS_CAP)
  return facetsWithin(facets, facets.list, results.ids, results.complete, attributes, filter)
}

/** The counts of `ids` (a keyword's results in the category, `complete` or cut at the cap) in the category's table. */
function facetsWithin(
  facets: CategoryFacets,
  list: string,
  ids: readonly ProductId[],
  complete: boolean,
  attributes: string | undefined,
  filter: ListingFilter,
): SearchFacets {
  const sortKey = sortKeyOf(facets, filter.sort, 'attributeSort')
  const within = new Uint8Array(facets.table.size)
  let counted = 0
  for (const id of ids) {
    const index = indexOfProduct(facets, id)
    if (index >= 0 && within[index] === 0) {
      within[index] = 1
      counted += 1
    }
  }
  const answer = answerOf(facets, attributes, filter, (filtered) => ({ within, matches: filtered || sortKey !== undefined }))
  const ordered =
    answer.matches === undefined || sortKey === undefined ? answer.matches : facets.table.sortedBy(answer.matches, sortKey, filter.sort?.startsWith('-') === true)
  return {
    facets: namedFacets(facets, answer.facets),
    // A `Set` keeps the order its ids went in: the sort's, when there is one.
    matches: ordered === undefined ? undefined : new Set(productIdsOf(facets, ordered)),
    sorted: sortKey !== undefined,
    complete,
    list,
    counted,
    valuesOf: mainValuesOf(facets),
  }
}

/**
 * An unconfined search's one category (issue 29, "`/so` once its results are one category's"): when every result
 * of the keyword falls in one category with an attribute list, its counts as if the search were confined to it
 * (no attribute filter); else `undefined`. The answer's category facet (the keyword's results before its filters)
 * names the candidate; the keyword's result ids settle it, as an estimated facet of a large match could miss a rare
 * category: the page's own when it holds them all (no filter, an exact total), else read whole once (at most
 * `SEARCH_FACETS_CAP`), and counted as they are, with no second search confined to the category.
 */
export async function soleCategoryFacets(
  store: Pick<Store, 'attributes' | 'search'>,
  answer: Pick<SearchResult, 'facets' | 'total' | 'totalIsExact' | 'list'>,
  keyword: string,
  filter: ListingFilter,
): Promise<(SearchFacets & { readonly categoryId: CategoryId }) | undefined> {
  const [only, ...others] = answer.facets.categories
  if (only === undefined || others.length > 0) return undefined
  const facets = await cacheOf(store.attributes).facets(only.id)
  if (facets.list === undefined) return undefined
  const unfiltered = filter.brandId === undefined && filter.inStock !== true && filter.packageName === undefined
  const onThePage = unfiltered && answer.totalIsExact && answer.total <= answer.list.length
  const all = onThePage ? { ids: answer.list.map((hit) => hit.product.intID), complete: true } : await store.search.resultIds({ keyword }, SEARCH_FACETS_CAP)
  if (!all.complete || all.ids.some((id) => indexOfProduct(facets, id) < 0)) return undefined
  return { ...facetsWithin(facets, facets.list, all.ids, true, undefined, filter), categoryId: only.id }
}
