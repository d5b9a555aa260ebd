import { createFileRoute } from '@tanstack/react-router'
import { CategoryId, catalogDetail } from '@partfront/core/contract'
import { catalogSlug, slugId } from '@partfront/core/routing'
import { readListingParams } from '@partfront/core/search'
import { foundOr404 } from '../../app/route-data.ts'
import { routeIdOr404 } from '../../app/route-id.ts'
import { compareTick } from '../../features/compare/compare-tick.tsx'
import { CatalogDetailView } from '../../features/pages/catalog-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { ProductListing } from '../../features/search-results/product-listing.tsx'

/**
 * `/catalog/{name}-{id}?inStock=&qty=&page=` (PAGE-4, ROUTE-2, ROUTE-11): a category with its subcategories and
 * one page of its products in the results table (in stock only and the priced quantity in the URL). A
 * non-numeric id is a 404 `IntId is invalid`; an unknown one, a 404 with the API's message.
 */
export const Route = createFileRoute('/catalog/$slug')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  // The quantity prices the rows in the browser: only the page and the stock filter load again.
  loaderDeps: ({ search }) => {
    const { page, inStock } = readListingParams(search)
    return { page, inStock }
  },
  loader: async ({ params, deps, context }) => {
    const id = routeIdOr404(CategoryId, slugId(params.slug))
    const query = { id, ...(deps.page > 1 ? { page: deps.page } : {}), ...(deps.inStock ? { inStock: true } : {}) }
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
  const { detail } = Route.useLoaderData()
  const params = { ...readListingParams(Route.useSearch()), pageSize: detail.products.pageSize }
  return (
    <CatalogDetailView
      detail={detail}
      products={
        <ProductListing
          base={`/catalog/${catalogSlug(detail.category.catalogEnName, detail.category.intId)}`}
          params={params}
          products={detail.products.list}
          total={detail.products.total}
          caption="Products"
          rowAction={compareTick}
        />
      }
    />
  )
}
