import { createFileRoute } from '@tanstack/react-router'
import { brandList } from '@partfront/core/contract'
import { letterParam, pageParam } from '@partfront/core/routing'
import { BrandListView } from '../../features/pages/brand-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/** `/brand?letter=&page=` (PAGE-4): the brand list, by initial. */
export const Route = createFileRoute('/brand/')({
  validateSearch: (search: Record<string, unknown>): { letter?: string; page?: string } => ({
    ...(typeof search.letter === 'string' ? { letter: search.letter } : {}),
    ...(typeof search.page === 'string' ? { page: search.page } : {}),
  }),
  loaderDeps: ({ search }) => ({ letter: letterParam(search.letter), page: pageParam(search.page) }),
  loader: async ({ deps, context }) => ({
    letter: deps.letter,
    brands: await context.call(brandList, {
      query: {
        ...(deps.letter === undefined ? {} : { letter: deps.letter }),
        ...(deps.page === undefined ? {} : { page: deps.page }),
      },
    }),
  }),
  head: ({ loaderData, matches }) =>
    pageHead(matches, {
      title: loaderData?.letter === undefined ? 'Brands' : `Brands starting with ${loaderData.letter}`,
      description: 'The manufacturers of the electronic components we stock, by name.',
      path: loaderData?.letter === undefined ? '/brand' : `/brand?letter=${loaderData.letter}`,
    }),
  component: BrandListRoute,
})

function BrandListRoute() {
  const { brands, letter } = Route.useLoaderData()
  return <BrandListView brands={brands} letter={letter} />
}
