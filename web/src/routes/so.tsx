import { createFileRoute } from '@tanstack/react-router'

type SearchParams = { keyWord: string }

export const Route = createFileRoute('/so')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    keyWord: typeof search.keyWord === 'string' ? search.keyWord : '',
  }),
  component: SearchResults,
})

/** The results page: the part search itself arrives with the server and search issues. */
function SearchResults() {
  const { keyWord } = Route.useSearch()
  return (
    <section>
      <h1>
        Search results for <q data-testid="search-keyword">{keyWord}</q>
      </h1>
    </section>
  )
}
