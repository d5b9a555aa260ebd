import type { CatalogNames } from './catalog-names.ts'
import type { FacetRow } from './facets.ts'
import { allOf, facetPhrase } from './plan.ts'

/**
 * The filters of a search (search issue #7: "filters by category, manufacturer and in-stock"), resolved against
 * the catalog: a category filter takes in the category's children (a parent category shows all its parts).
 */
export interface SearchFilter {
  readonly any: boolean
  /** The leaf category ids a result's category must be one of (empty: an unknown category, nothing passes). */
  readonly categories: ReadonlySet<number> | undefined
  /** The category asked for (leaf or parent). */
  readonly categoryId: number | undefined
  readonly makerId: number | undefined
  /** The package as shown (`SOIC-8`), matched exactly (issue 15). */
  readonly packageName: string | undefined
  readonly inStock: boolean
  /**
   * Only these products (issue 29: a confined search's parts that pass its attribute filters); every product
   * when `undefined`. Checked on the rows read (SQLite) or in SQL (PostgreSQL).
   */
  readonly productIds: ReadonlySet<number> | undefined
}

export const NO_FILTER: SearchFilter = {
  any: false,
  categories: undefined,
  categoryId: undefined,
  makerId: undefined,
  packageName: undefined,
  inStock: false,
  productIds: undefined,
}

/** The filters of a request. */
export function resolveFilter(
  request: {
    readonly categoryId?: number
    readonly manufacturerId?: number
    readonly packageName?: string
    readonly inStock?: boolean
    readonly productIds?: ReadonlySet<number>
  },
  names: CatalogNames,
): SearchFilter {
  const { categoryId, manufacturerId: makerId, packageName, productIds } = request
  const inStock = request.inStock === true
  if (categoryId === undefined && makerId === undefined && packageName === undefined && !inStock && productIds === undefined) return NO_FILTER
  return {
    any: true,
    categories: categoryId === undefined ? undefined : new Set(names.withChildren(categoryId)),
    categoryId,
    makerId,
    packageName,
    inStock,
    productIds,
  }
}

/** Whether a product passes the filters (`id`: a row the product ids filter can be checked on). */
export function passes(filter: SearchFilter, row: FacetRow & { readonly id?: number }): boolean {
  return (
    (filter.productIds === undefined || (row.id !== undefined && filter.productIds.has(row.id))) &&
    (filter.categories === undefined || filter.categories.has(row.categoryId)) &&
    (filter.makerId === undefined || row.manufacturerId === filter.makerId) &&
    (filter.packageName === undefined || row.packageName === filter.packageName) &&
    (!filter.inStock || row.stock > 0)
  )
}

/**
 * An index expression narrowed by the manufacturer and category filters (their tokens in the `facets`
 * column); the in-stock filter is a test on the row key, and the package filter a look at the product, added
 * by the query.
 */
export function filteredMatch(match: string, filter: SearchFilter): string {
  const phrases = [match]
  if (filter.makerId !== undefined) phrases.push(facetPhrase('maker', filter.makerId))
  if (filter.categoryId !== undefined) phrases.push(facetPhrase('category', filter.categoryId))
  return phrases.length === 1 ? match : allOf(phrases)
}
