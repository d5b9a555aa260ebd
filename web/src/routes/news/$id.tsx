import { createFileRoute } from '@tanstack/react-router'
import { NewsCategoryId, NewsId, newsDetail, newsList } from '@partfront/core/contract'
import { pageParam, routeId } from '@partfront/core/routing'
import { foundOr404 } from '../../app/route-data.ts'
import { routeIdOr404 } from '../../app/route-id.ts'
import { NewsItemView, NewsListView, newsListPath } from '../../features/pages/news-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/**
 * `/news/list_{id}` is a news category's list, `/news/{id}` a news item (PAGE-5, ROUTE-2): the `list_` prefix
 * picks the list. A non-numeric id is a 404 `IntId is invalid`; an unknown one, a 404 with the API's message.
 */
export const Route = createFileRoute('/news/$id')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  loaderDeps: ({ search }) => ({ page: pageParam(search.page) }),
  loader: async ({ params, deps, context }) => {
    if (/^list_/i.test(params.id)) {
      const categoryId = routeIdOr404(NewsCategoryId, routeId(params.id))
      const query = deps.page === undefined ? { categoryId } : { categoryId, page: deps.page }
      return { kind: 'list' as const, list: await foundOr404(context.call(newsList, { query })) }
    }
    const id = routeIdOr404(NewsId, routeId(params.id))
    return { kind: 'item' as const, item: await foundOr404(context.call(newsDetail, { query: { id } })) }
  },
  head: ({ loaderData, matches }) => {
    if (loaderData === undefined) return {}
    if (loaderData.kind === 'list') {
      const { category } = loaderData.list
      return pageHead(matches, { title: `${category.name} - News`, path: newsListPath(category.id) })
    }
    const { item } = loaderData
    return pageHead(matches, {
      title: item.title,
      description: item.summary,
      path: `/news/${item.id}`,
      image: item.image ?? undefined,
      seo: item.seo,
    })
  },
  component: NewsRoute,
})

function NewsRoute() {
  const data = Route.useLoaderData()
  return data.kind === 'list' ? <NewsListView list={data.list} /> : <NewsItemView item={data.item} />
}
