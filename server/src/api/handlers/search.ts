import { resolvePaging } from '@partfront/core/contract'
import { TRENDING_LIMIT, dayOf, namedPart, trendingSince } from '../../search/trending.ts'
import { badRequest } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'
import { searchFacets, withMakerNames } from './catalog-facets.ts'

/**
 * Part search (SEARCH-4; search issue #7) and the search box's trending parts (SEARCH-5). The store ranks,
 * counts and highlights; a search that named a part counts toward that part's trending. Confined to a category
 * with an attribute list (`categoryId`), it counts its results by attribute on the category's table and takes
 * the category's attribute filters (issue 29: `catalog-facets.ts`).
 */
export const searchHandlers: HandlersFor<'searchList' | 'searchTrending'> = {
  searchList: async ({ query }, { store, now }) => {
    const { page, pageSize } = resolvePaging(query)
    const filters = {
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
      ...(query.brandId === undefined ? {} : { manufacturerId: query.brandId }),
      ...(query.package === undefined ? {} : { packageName: query.package }),
      ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
    }
    if (query.categoryId === undefined && new URLSearchParams(query.attributes ?? '').size > 0) {
      throw badRequest('Attribute filters take a category: give categoryId', { part: 'query', field: 'attributes' })
    }
    const parametric =
      query.categoryId === undefined
        ? undefined
        : await searchFacets(store, query.categoryId, query.keyWord, query.attributes, {
            ...(query.brandId === undefined ? {} : { brandId: query.brandId }),
            ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
            ...(query.package === undefined ? {} : { packageName: query.package }),
          })
    const result = await store.search.search({
      keyword: query.keyWord,
      page,
      pageSize,
      ...filters,
      sort: query.sort ?? 'relevance',
      ...(query.qty === undefined ? {} : { quantity: query.qty }),
      ...(parametric?.matches === undefined ? {} : { productIds: parametric.matches }),
    })
    const named = namedPart(result)
    if (named !== undefined) await store.search.recordSearchHit(named, dayOf(now()))
    if (parametric === undefined || query.categoryId === undefined) return result
    // Narrowed by attributes, the table has counted the results exactly (the store's count of rows checked one
    // by one stops at the deepest result served).
    const counted = parametric.matches === undefined ? {} : { total: parametric.matches.size, totalIsExact: parametric.complete }
    const facets = await withMakerNames(parametric.facets, store.catalog)
    return { ...result, ...counted, parametric: { categoryId: query.categoryId, attributeList: parametric.list, facets } }
  },
  searchTrending: (_input, { store, now }) => store.search.trending(trendingSince(now()), TRENDING_LIMIT),
}
