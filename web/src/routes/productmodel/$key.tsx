import { createFileRoute } from '@tanstack/react-router'
import { MODEL_INDEX_KEYS } from '@partfront/core/constants'
import { productIndex } from '@partfront/core/contract'
import { pageParam } from '@partfront/core/routing'
import { ModelIndexView } from '../../features/pages/model-index-view.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageNotFound } from '../../features/pages/page-not-found.ts'

/**
 * `/productmodel/{key}?page=` (PAGE-4): the model index for one of A-Z, 0-9 (the footer links all 36). Any
 * other key, lower-case letters included, is an unmatched page (ROUTE-4).
 */
export const Route = createFileRoute('/productmodel/$key')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  loaderDeps: ({ search }) => ({ page: pageParam(search.page) }),
  loader: async ({ params, deps, context }) => {
    const key = params.key
    if (!MODEL_INDEX_KEYS.includes(key)) pageNotFound()
    const query = deps.page === undefined ? { key } : { key, page: deps.page }
    return { key, models: await context.call(productIndex, { query }) }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, {
          title: `Part numbers starting with ${loaderData.key}`,
          description: `Electronic component part numbers starting with ${loaderData.key}: stock, prices and datasheets.`,
          path: `/productmodel/${loaderData.key}`,
        }),
  component: ModelIndexRoute,
})

function ModelIndexRoute() {
  const { key, models } = Route.useLoaderData()
  return <ModelIndexView indexKey={key} models={models} />
}
