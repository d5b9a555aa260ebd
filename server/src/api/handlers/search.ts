import { resolvePaging } from '@partfront/core/contract'
import { TRENDING_LIMIT, dayOf, namedPart, trendingSince } from '../../search/trending.ts'
import { badRequest } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'
import { type SearchFacets, searchFacets, soleCategoryFacets, withMakerNames } from './catalog-facets.ts'

/**
 * Part search (SEARCH-4; search issue #7) and the search box's trending parts (SEARCH-5). The store ranks,
 * counts and highlights; a search that named a part counts toward that part's trending. Confined to a category
 * with an attribute list (`categoryId`), it counts its results by attribute on the category's table and takes
 * the category's attribute filters (issue 29: `catalog-facets.ts`); unconfined, when every result of the keyword
 * falls in one such category, it counts them there too (`confinedBy: 'results'`).
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
    const listing = {
      ...(query.brandId === undefined ? {} : { brandId: query.brandId }),
      ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
      ...(query.package === undefined ? {} : { packageName: query.package }),
    }
    const parametric = query.categoryId === undefined ? undefined : await searchFacets(store, query.categoryId, query.keyWord, query.attributes, listing)
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
    const productValues = (found: SearchFacets) => found.valuesOf(result.list.map((hit) => hit.product.intID))
    if (parametric === undefined || query.categoryId === undefined) {
      // Every result in one category with an attribute list: its counts and columns come with the same list, so
      // the page offers the category's panel without the buyer choosing the category first (Digi-Key and Mouser
      // land such a search in the category). Its attribute filters still name the category (`categoryId`).
      const sole = query.categoryId === undefined && result.total > 0 ? await soleCategoryFacets(store, result.facets.categories, query.keyWord, listing) : undefined
      if (sole === undefined) return result
      const facets = await withMakerNames(sole.facets, store.catalog)
      return { ...result, parametric: { categoryId: sole.categoryId, confinedBy: 'results' as const, attributeList: sole.list, facets, productValues: productValues(sole) } }
    }
    // Narrowed by attributes, the table has counted the results exactly (the store's count of rows checked one
    // by one stops at the deepest result served).
    const counted = parametric.matches === undefined ? {} : { total: parametric.matches.size, totalIsExact: parametric.complete }
    const facets = await withMakerNames(parametric.facets, store.catalog)
    return {
      ...result,
      ...counted,
      parametric: { categoryId: query.categoryId, confinedBy: 'categoryId' as const, attributeList: parametric.list, facets, productValues: productValues(parametric) },
    }
  },
  searchTrending: (_input, { store, now }) => store.search.trending(trendingSince(now()), TRENDING_LIMIT),
}
