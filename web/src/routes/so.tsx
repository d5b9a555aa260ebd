import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { searchList } from '@partfront/core/contract'
import { activeFilterCount, categoryAttributes, filterSearch, filterState, mainAttributes, type AttributeFilter } from '@partfront/core/parametric'
import { readResultsParams, searchListQuery } from '@partfront/core/search'
import { routeHead } from '../app/head.ts'
import { shellOf } from '../app/route-data.ts'
import { compareTick } from '../features/compare/compare-tick.tsx'
import { FilterChips, makerNamesOf } from '../features/parametric-filters/filter-chips.tsx'
import { FilterPanel } from '../features/parametric-filters/filter-panel.tsx'
import { FilterSheet } from '../features/parametric-filters/filter-sheet.tsx'
import { SearchResultsPage, type ParametricView } from '../features/search-results/search-results-page.tsx'

/**
 * `/so?keyWord=…&page=…&categoryId=…&brandId=…&inStock=…&sort=…`: the search results (SEARCH-2, SEARCH-4).
 * The query is kept as written (the router would otherwise write every default back into the URL); the page
 * reads it with the core's `readResultsParams`. The server renders the answer (a crawler and a slow line get
 * the results in the HTML); in the browser the page's machine searches on each change of the URL.
 * Issue 29: once the results are one category's with an attribute list (the buyer chose it in the category
 * filter, `categoryId`, or every result of the keyword falls in it), the page shows that category's filter panel,
 * as the category page does (its maker group in place of the manufacturer radios), and its main attributes as
 * columns; its terms go in the URL with the category (`/so?keyWord=resistor&categoryId=301&resistance=10k,4.7k&manufacturer=12`);
 * such a page is `noindex`; the canonical link (the root route's) is the path, `/so`.
 */
export const Route = createFileRoute('/so')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    if (!context.onServer) return { initial: null }
    const params = readResultsParams(deps.search)
    if (params.keyWord === '') return { initial: null }
    // A failed search is the page's to show (with Retry), not a 500: the machine asks again in the browser.
    const result = await context.call(searchList, { query: searchListQuery(params) }).catch(() => null)
    return { initial: result === null ? null : { params, result } }
  },
  head: ({ matches, match }) => {
    const shell = shellOf(matches)
    if (shell === undefined) return {}
    const { keyWord, attributes, attributeSort } = readResultsParams(match.search)
    const head = routeHead({
      host: shell.host,
      title: keyWord === '' ? 'Search parts' : `${keyWord} search results`,
      description: keyWord === '' ? undefined : `Part numbers matching ${keyWord}: stock, price breaks, datasheets and quotes.`,
      url: `${shell.origin}/so${keyWord === '' ? '' : `?keyWord=${encodeURIComponent(keyWord)}`}`,
    })
    // Crawlers keep to the keyword's results, not its attribute combinations and orders.
    return attributes.length > 0 || attributeSort !== null ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] } : head
  },
  component: SearchResultsRoute,
})

function SearchResultsRoute() {
  const search = Route.useSearch()
  const { initial } = Route.useLoaderData()
  const params = useMemo(() => readResultsParams(search), [search])
  return <SearchResultsPage params={params} initial={initial} rowAction={compareTick} parametric={ConfinedFilters} columnsOf={mainColumns} />
}

/** A confined search's attribute columns: the category's main attributes, as the category page's table has them. */
function mainColumns(list: string) {
  return mainAttributes(categoryAttributes(list))
}

/** A confined search's filter panel, chips or phone sheet (`place`): the category page's, over the search's answer. */
function ConfinedFilters({ place, parametric, params, total, filters, onFilter }: ParametricView) {
  const list = parametric.attributeList
  const state = filterState(list, Object.fromEntries(params.attributes))
  // Offered for the category the results all fall in (none chosen), a filter confines the search to it by name.
  const category = params.categoryId === null ? { categoryId: parametric.categoryId } : {}
  const onFilters = (next: AttributeFilter[], makers: readonly string[] = state.makers) =>
    onFilter({ ...category, attributes: Object.entries(filterSearch(list, next, makers)) })
  const panel = <FilterPanel attributes={state.attributes} facets={parametric.facets} filters={state.filters} makers={state.makers} onFilters={onFilters} />
  if (place === 'panel') return panel
  if (place === 'chips') {
    return (
      <FilterChips
        attributes={state.attributes}
        filters={state.filters}
        makers={state.makers}
        makerNames={makerNamesOf(parametric.facets)}
        onFilters={onFilters}
      />
    )
  }
  return (
    <FilterSheet total={total} active={activeFilterCount(state)}>
      {filters}
      {panel}
    </FilterSheet>
  )
}
