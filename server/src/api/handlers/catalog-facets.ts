import type { BrandId, CategoryId, Facet, ProductId } from '@partfront/core/contract'
import { parseParametricParams } from '@partfront/core/parametric'
import { CategoryFacetCache, indexOfProduct, productIdsOf } from '../../parametric/category-facets.ts'
import { MAKER_KEY, PACKAGE_KEY, STOCK_KEY } from '../../parametric/facet-table.ts'
import type { AttributeStore } from '../../store/attributes.port.ts'
import { badRequest } from '../failure.ts'

/**
 * A category page's parametric part (issue 29): its attribute filters read from the query's `attributes`
 * (core's URL terms), its counts from the category's table kept in memory (`CategoryFacetCache`), and, when
 * attributes narrow it, the products that pass every filter.
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
  /** A main attribute's key to order by, `-key` for the highest first. */
  readonly sort?: string
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
  const params = [...new URLSearchParams(attributes ?? '')]
  const facets = await cacheOf(store).facets(category)
  if (facets.list === undefined && params.length === 0 && filter.packageName === undefined && filter.sort === undefined) return undefined
  const filters = parseParametricParams(facets.list ?? '', params, new Set())
  if (!filters.ok) throw badRequest(filters.problem, { part: 'query', field: 'attributes' })
  const mainKeys = facets.attributes.filter((attribute) => attribute.main === true).map((attribute) => attribute.key)
  const sortKey = filter.sort?.replace(/^-/, '')
  if (sortKey !== undefined && !mainKeys.includes(sortKey)) {
    throw badRequest(`No column "${sortKey}" to sort this category by${mainKeys.length === 0 ? '' : ` (${mainKeys.join(', ')})`}`, { part: 'query', field: 'sort' })
  }
  const result = facets.table.answer(
    {
      attributes: filters.value,
      ...(filter.inStock === true ? { inStock: true } : {}),
      ...(filter.brandId === undefined ? {} : { manufacturerIds: [filter.brandId] }),
      ...(filter.packageName === undefined ? {} : { packages: [filter.packageName] }),
    },
    { matches: filters.value.length > 0 || filter.packageName !== undefined || sortKey !== undefined },
  )
  if (!result.ok) throw badRequest(result.problem, { part: 'query', field: 'attributes' })
  const found = result.answer.matches
  const ordered = found === undefined || sortKey === undefined ? found : facets.table.sortedBy(found, sortKey, filter.sort?.startsWith('-') === true)
  return {
    facets: result.answer.facets.map((facet) => ({
      key: facet.key,
      name: facets.attributes.find((attribute) => attribute.key === facet.key)?.name ?? NAMES[facet.key] ?? facet.key,
      values: facet.values,
      min: facet.min,
      max: facet.max,
    })),
    matches: ordered === undefined ? undefined : productIdsOf(facets, ordered),
    list: facets.list,
    valuesOf: (ids) => {
      const values: Record<string, Record<string, string>> = {}
      if (mainKeys.length === 0) return values
      for (const id of ids) {
        const index = indexOfProduct(facets, id)
        if (index >= 0) values[String(id)] = facets.table.labelsAt(index, mainKeys)
      }
      return values
    },
  }
}
