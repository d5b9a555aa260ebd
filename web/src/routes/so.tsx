import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { searchList } from '@partfront/core/contract'
import { readResultsParams, searchListQuery } from '@partfront/core/search'
import { routeHead } from '../app/head.ts'
import { shellOf } from '../app/route-data.ts'
import { compareTick } from '../features/compare/compare-tick.tsx'
import { SearchResultsPage } from '../features/search-results/search-results-page.tsx'

/**
 * `/so?keyWord=…&page=…&categoryId=…&brandId=…&inStock=…&sort=…`: the search results (SEARCH-2, SEARCH-4).
 * The query is kept as written (the router would otherwise write every default back into the URL); the page
 * reads it with the core's `readResultsParams`. The server renders the answer (a crawler and a slow line get
 * the results in the HTML); in the browser the page's machine searches on each change of the URL.
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
    const keyWord = readResultsParams(match.search).keyWord
    return routeHead({
      host: shell.host,
      title: keyWord === '' ? 'Search parts' : `${keyWord} search results`,
      description: keyWord === '' ? undefined : `Part numbers matching ${keyWord}: stock, price breaks, datasheets and quotes.`,
      url: `${shell.origin}/so${keyWord === '' ? '' : `?keyWord=${encodeURIComponent(keyWord)}`}`,
    })
  },
  component: SearchResultsRoute,
})

function SearchResultsRoute() {
  const search = Route.useSearch()
  const { initial } = Route.useLoaderData()
  const params = useMemo(() => readResultsParams(search), [search])
  return <SearchResultsPage params={params} initial={initial} rowAction={compareTick} />
}
