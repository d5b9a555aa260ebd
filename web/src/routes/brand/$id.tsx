import { createFileRoute } from '@tanstack/react-router'
import { BrandId, brandDetail } from '@partfront/core/contract'
import { routeId } from '@partfront/core/routing'
import { readListingParams } from '@partfront/core/search'
import { foundOr404 } from '../../app/route-data.ts'
import { routeIdOr404 } from '../../app/route-id.ts'
import { BrandDetailView } from '../../features/pages/brand-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { ProductListing } from '../../features/search-results/product-listing.tsx'

/**
 * `/brand/{id}?qty=&page=` (PAGE-4, ROUTE-2): a brand with its categories and one page of its products in the results table. A
 * non-numeric id is a 404 `IntId is invalid`; an id that names no brand, a 404 with the API's message.
 */
export const Route = createFileRoute('/brand/$id')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  // The quantity (`qty=`) prices the rows in the browser: only the page loads again.
  loaderDeps: ({ search }) => ({ page: readListingParams(search).page }),
  loader: async ({ params, deps, context }) => {
    const id = routeIdOr404(BrandId, routeId(params.id))
    const query = deps.page > 1 ? { id, page: deps.page } : { id }
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
  const { detail } = Route.useLoaderData()
  const params = { ...readListingParams(Route.useSearch()), inStock: false, pageSize: detail.products.pageSize }
  return (
    <BrandDetailView
      detail={detail}
      products={
        <ProductListing
          base={`/brand/${detail.brand.id}`}
          params={params}
          products={detail.products.list}
          total={detail.products.total}
          caption="Products"
          stockFilter={false}
        />
      }
    />
  )
}
