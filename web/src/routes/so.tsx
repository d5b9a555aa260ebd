import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { readResultsParams } from '@partfront/core/search'
import { SearchResultsPage } from '../features/search-results/search-results-page.tsx'

/**
 * `/so?keyWord=…&page=…&categoryId=…&brandId=…&inStock=…&sort=…`: the search results (SEARCH-2, SEARCH-4).
 * The query is kept as written (the router would otherwise write every default back into the URL); the page
 * reads it with the core's `readResultsParams`.
 */
export const Route = createFileRoute('/so')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: SearchResultsRoute,
})

function SearchResultsRoute() {
  const search = Route.useSearch()
  const params = useMemo(() => readResultsParams(search), [search])
  return <SearchResultsPage params={params} />
}
