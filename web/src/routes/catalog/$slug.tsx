import { createFileRoute, useRouter } from '@tanstack/react-router'
import { CategoryId } from '@partfront/core/contract'
import { activeFilterCount, filterSearch, filterState, mainAttributes, type AttributeFilter } from '@partfront/core/parametric'
import { attributePairs } from '@partfront/core/parametric-url'
import { catalogSlug, slugId } from '@partfront/core/routing'
import { listingPath, readListingParams } from '@partfront/core/search'
import { routeIdOr404 } from '../../app/route-id.ts'
import { compareTick } from '../../features/compare/compare-tick.tsx'
import { CatalogDetailView } from '../../features/pages/catalog-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { loadCategory } from '../../features/parametric-filters/category-data.ts'
import { FilterChips, MatchCount, makerNamesOf } from '../../features/parametric-filters/filter-chips.tsx'
import { FilterPanel } from '../../features/parametric-filters/filter-panel.tsx'
import { FilterSheet } from '../../features/parametric-filters/filter-sheet.tsx'
import { ProductListing } from '../../features/search-results/product-listing.tsx'

/**
 * `/catalog/{name}-{id}?inStock=&qty=&page=` (PAGE-4, ROUTE-2, ROUTE-11): a category with its subcategories and
 * one page of its products in the results table (in stock only and the priced quantity in the URL). A
 * non-numeric id is a 404 `IntId is invalid`; an unknown one, a 404 with the API's message.
 * Issue 29: a category with attributes has a filter panel (a sheet on a phone), its active filters as chips, its
 * main attributes as sortable columns, all in the URL (`?resistance=10k,4.7k&rated-voltage=50V..&sort=-power`).
 * A filtered or sorted page is `noindex`; its canonical link (the root's, path only) is the unfiltered category.
 */
export const Route = createFileRoute('/catalog/$slug')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  // The quantity prices the rows in the browser: only the page, the stock filter, the attributes and sort load again.
  loaderDeps: ({ search }) => {
    const { page, inStock } = readListingParams(search)
    return { page, inStock, pairs: attributePairs(search), sort: typeof search['sort'] === 'string' ? search['sort'] : undefined }
  },
  loader: async ({ params, deps, context }) => {
    const id = routeIdOr404(CategoryId, slugId(params.slug))
    const data = await loadCategory(context.call, id, deps)
    return { ...data, filtered: deps.pairs.length > 0 || deps.sort !== undefined }
  },
  head: ({ loaderData, matches }) => {
    if (loaderData === undefined) return {}
    const { category } = loaderData.detail
    const head = pageHead(matches, {
      title: category.catalogEnName,
      description: category.description === '' ? `${category.catalogEnName}: stock, prices and datasheets.` : category.description,
      path: `/catalog/${catalogSlug(category.catalogEnName, category.intId)}`,
      image: category.image ?? undefined,
      seo: category.seo,
    })
    // Crawlers keep to the category itself, not its filter combinations.
    return loaderData.filtered && 'meta' in head ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] } : head
  },
  component: CategoryRoute,
})

/** The page itself (its own chunk, with the attribute lists and the panel). */
function CategoryRoute() {
  const { detail, problem } = Route.useLoaderData()
  const search = Route.useSearch()
  const router = useRouter()
  const list = detail.attributeList
  const state = filterState(list, search)
  const base = `/catalog/${catalogSlug(detail.category.catalogEnName, detail.category.intId)}`
  const params = { ...readListingParams(search), pageSize: detail.products.pageSize, extra: state.search }
  const onFilters = (filters: AttributeFilter[], makers: readonly string[] = state.makers) => {
    const extra = { ...(list === undefined ? {} : filterSearch(list, filters, makers)), ...(state.sort === null ? {} : { sort: state.sort }) }
    void router.navigate({ href: listingPath(base, { ...params, page: 1, extra }) })
  }
  const parametric = list !== undefined && detail.facets !== undefined && state.attributes.length > 0
  const panel = parametric ? <FilterPanel attributes={state.attributes} facets={detail.facets ?? []} filters={state.filters} makers={state.makers} onFilters={onFilters} /> : undefined
  return (
    <CatalogDetailView
      detail={detail}
      products={
        <ProductListing
          base={base}
          params={params}
          products={detail.products.list}
          total={detail.products.total}
          caption="Products"
          rowAction={compareTick}
          aside={panel}
          before={
            <>
              {problem !== null && (
                <p className="pf-notice" role="status">
                  {problem}
                </p>
              )}
              {parametric && <MatchCount total={detail.products.total} />}
              {parametric && (
                <FilterSheet total={detail.products.total} active={activeFilterCount(state)}>
                  {panel}
                </FilterSheet>
              )}
              <FilterChips
                attributes={state.attributes}
                filters={state.filters}
                makers={state.makers}
                makerNames={makerNamesOf(detail.facets)}
                onFilters={onFilters}
              />
            </>
          }
          {...(parametric
            ? {
                columns: mainAttributes(state.attributes),
                values: detail.productValues ?? {},
                sort: state.sort,
                emptyText: 'No part matches these filters: remove one to see more.',
              }
            : {})}
        />
      }
    />
  )
}
