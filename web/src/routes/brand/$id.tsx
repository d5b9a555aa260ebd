import { createFileRoute } from '@tanstack/react-router'
import { BrandId, brandDetail } from '@partfront/core/contract'
import { routeId } from '@partfront/core/routing'
import { foundOr404, routeIdOr404 } from '../../app/route-data.ts'
import { BrandDetailView } from '../../features/pages/brand-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageParam } from '../../features/pages/paging.ts'

/**
 * `/brand/{id}?page=` (PAGE-4, ROUTE-2): a brand with its categories and one page of its products. A
 * non-numeric id is a 404 `IntId is invalid`; an id that names no brand, a 404 with the API's message.
 */
export const Route = createFileRoute('/brand/$id')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  loaderDeps: ({ search }) => ({ page: pageParam(search.page) }),
  loader: async ({ params, deps, context }) => {
    const id = routeIdOr404(BrandId, routeId(params.id))
    const query = deps.page === undefined ? { id } : { id, page: deps.page }
    return { detail: await foundOr404(context.call(brandDetail, { query })) }
  },
  head: ({ loaderData, matches }) => {
    if (loaderData === undefined) return {}
    const { brand } = loaderData.detail
    return pageHead(matches, {
      title: brand.name,
      description: brand.description === '' ? `${brand.name} electronic components: stock, prices and datasheets.` : brand.description,
      path: `/brand/${brand.id}`,
      image: brand.logo ?? undefined,
      seo: brand.seo,
    })
  },
  component: BrandRoute,
})

function BrandRoute() {
  return <BrandDetailView detail={Route.useLoaderData().detail} />
}
