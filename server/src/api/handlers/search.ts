import { resolvePaging } from '@partfront/core/contract'
import { TRENDING_LIMIT, dayOf, namedPart, trendingSince } from '../../search/trending.ts'
import type { HandlersFor } from '../handler.ts'

/**
 * Part search (SEARCH-4; search issue #7) and the search box's trending parts (SEARCH-5). The store ranks,
 * counts and highlights; a search that named a part counts toward that part's trending.
 */
export const searchHandlers: HandlersFor<'searchList' | 'searchTrending'> = {
  searchList: async ({ query }, { store, now }) => {
    const { page, pageSize } = resolvePaging(query)
    const result = await store.search.search({
      keyword: query.keyWord,
      page,
      pageSize,
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
      ...(query.brandId === undefined ? {} : { manufacturerId: query.brandId }),
      ...(query.package === undefined ? {} : { packageName: query.package }),
      ...(query.inStock === undefined ? {} : { inStock: query.inStock }),
      sort: query.sort ?? 'relevance',
      ...(query.qty === undefined ? {} : { quantity: query.qty }),
    })
    const named = namedPart(result)
    if (named !== undefined) await store.search.recordSearchHit(named, dayOf(now()))
    return result
  },
  searchTrending: (_input, { store, now }) => store.search.trending(trendingSince(now()), TRENDING_LIMIT),
}
