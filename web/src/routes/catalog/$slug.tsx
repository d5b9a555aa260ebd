import { createFileRoute } from '@tanstack/react-router'
import { CategoryId, catalogDetail } from '@partfront/core/contract'
import { catalogSlug, slugId } from '@partfront/core/routing'
import { foundOr404, routeIdOr404 } from '../../app/route-data.ts'
import { CatalogDetailView } from '../../features/pages/catalog-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageParam } from '../../features/pages/paging.ts'

/**
 * `/catalog/{name}-{id}?page=` (PAGE-4, ROUTE-2, ROUTE-11): a category with its subcategories and one page of
 * its products. A non-numeric id is a 404 `IntId is invalid`; an unknown one, a 404 with the API's message.
 */
export const Route = createFileRoute('/catalog/$slug')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  loaderDeps: ({ search }) => ({ page: pageParam(search.page) }),
  loader: async ({ params, deps, context }) => {
    const id = routeIdOr404(CategoryId, slugId(params.slug))
    const query = deps.page === undefined ? { id } : { id, page: deps.page }
    return { detail: await foundOr404(context.call(catalogDetail, { query })) }
  },
  head: ({ loaderData, matches }) => {
    if (loaderData === undefined) return {}
    const { category } = loaderData.detail
    return pageHead(matches, {
      title: category.catalogEnName,
      description: category.description === '' ? `${category.catalogEnName}: stock, prices and datasheets.` : category.description,
      path: `/catalog/${catalogSlug(category.catalogEnName, category.intId)}`,
      image: category.image ?? undefined,
      seo: category.seo,
    })
  },
  component: CategoryRoute,
})

function CategoryRoute() {
  return <CatalogDetailView detail={Route.useLoaderData().detail} />
}
