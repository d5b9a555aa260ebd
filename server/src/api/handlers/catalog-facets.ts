import type { BrandId, CategoryId, Facet, ProductId } from '@partfront/core/contract'
import { parseParametricParams } from '@partfront/core/parametric'
import { CategoryFacetCache, productIdsOf } from '../../parametric/category-facets.ts'
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
  /** With attribute or package filters: the products passing every filter, by id; without, `undefined` (list as before). */
  readonly matches: readonly ProductId[] | undefined
}

/** What narrows the listing besides the attributes. */
export interface ListingFilter {
  readonly brandId?: BrandId
  readonly inStock?: boolean
  /** Only parts in this package (`0603`). */
  readonly packageName?: string
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
  if (facets.list === undefined && params.length === 0 && filter.packageName === undefined) return undefined
  const filters = parseParametricParams(facets.list ?? '', params, new Set())
  if (!filters.ok) throw badRequest(filters.problem, { part: 'query', field: 'attributes' })
  const result = facets.table.answer(
    {
      attributes: filters.value,
      ...(filter.inStock === true ? { inStock: true } : {}),
      ...(filter.brandId === undefined ? {} : { manufacturerIds: [filter.brandId] }),
      ...(filter.packageName === undefined ? {} : { packages: [filter.packageName] }),
    },
    { matches: filters.value.length > 0 || filter.packageName !== undefined },
  )
  if (!result.ok) throw badRequest(result.problem, { part: 'query', field: 'attributes' })
  return {
    facets: result.answer.facets.map((facet) => ({
      key: facet.key,
      name: facets.attributes.find((attribute) => attribute.key === facet.key)?.name ?? NAMES[facet.key] ?? facet.key,
      values: facet.values,
      min: facet.min,
      max: facet.max,
    })),
    matches: result.answer.matches === undefined ? undefined : productIdsOf(facets, result.answer.matches),
  }
}
