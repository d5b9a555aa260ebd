import { type ProductId, type SearchResult, resolvePaging } from '@partfront/core/contract'
import type { SearchRequest } from '../../store/search.port.ts'
import type { Store } from '../../store/store.ts'
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
    if (query.categoryId === undefined && query.attributeSort !== undefined) {
      throw badRequest('Sorting by an attribute takes a category: give categoryId', { part: 'query', field: 'attributeSort' })
    }
    const listing = {
      ...(query.brandId === undefined ? {} : { brandId: query.brandId }),
      ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
      ...(query.package === undefined ? {} : { packageName: query.package }),
    }
    const parametric =
      query.categoryId === undefined
        ? undefined
        : await searchFacets(store, query.categoryId, query.keyWord, query.attributes, {
            ...listing,
            ...(query.attributeSort === undefined ? {} : { sort: query.attributeSort }),
          })
    const request = { keyword: query.keyWord, ...filters, ...(query.qty === undefined ? {} : { quantity: query.qty }) }
    const result =
      parametric?.matches !== undefined && parametric.sorted
        ? await sortedPage(store, request, [...parametric.matches], page, pageSize)
        : await store.search.search({
            ...request,
            page,
            pageSize,
            sort: query.sort ?? 'relevance',
            ...(parametric?.matches === undefined ? {} : { productIds: parametric.matches }),
          })
    const named = namedPart(result)
    if (named !== undefined) await store.search.recordSearchHit(named, dayOf(now()))
    const productValues = (found: SearchFacets) => found.valuesOf(result.list.map((hit) => hit.product.intID))
    if (parametric === undefined || query.categoryId === undefined) {
      // Every result in one category with an attribute list: its counts and columns come with the same list, so
      // the page offers the category's panel without the buyer choosing the category first (Digi-Key and Mouser
      // land such a search in the category). Its attribute filters still name the category (`categoryId`).
      const sole = query.categoryId === undefined && result.total > 0 ? await soleCategoryFacets(store, result, query.keyWord, listing) : undefined
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

/**
 * Issue 29: one page of a confined search ordered by an attribute (`attributeSort`): the page's ids cut from the
 * results in that order (the category's table sorted them), searched as the results they are (their match kinds
 * and highlights, the keyword's facets) and listed in that order.
 */
async function sortedPage(
  store: Pick<Store, 'search'>,
  request: Omit<SearchRequest, 'page' | 'pageSize' | 'productIds' | 'sort'>,
  ordered: readonly ProductId[],
  page: number,
  pageSize: number,
): Promise<SearchResult> {
  const ids = ordered.slice((page - 1) * pageSize, page * pageSize)
  const found = await store.search.search({ ...request, page: 1, pageSize: Math.max(ids.length, 1), productIds: new Set(ids) })
  const hits = new Map(found.list.map((hit) => [hit.product.intID, hit]))
  const list = ids.flatMap((id) => {
    const hit = hits.get(id)
    return hit === undefined ? [] : [hit]
  })
  return { ...found, list, page, pageSize }
}
