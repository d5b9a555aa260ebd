import { createFileRoute } from '@tanstack/react-router'
import * as Schema from 'effect/Schema'
import { ContentName, contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../../app/route-data.ts'
import { ContentPageView } from '../../features/pages/content-page-view.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageNotFound } from '../../features/pages/page-not-found.ts'

/**
 * `/about/{name}` (PAGE-3): an about page by name (`seo`, `website`, the policies, `abus1`…`abus4`).
 * Names are read lower-cased, as the API stores them; a name that cannot be one is an unmatched page (ROUTE-4),
 * one the API does not know, a 404 with its message.
 */
export const Route = createFileRoute('/about/$name')({
  loader: async ({ params, context }) => {
    const name = params.name.toLowerCase()
    if (!Schema.is(ContentName)(name)) pageNotFound()
    return { page: await foundOr404(context.call(contentPage, { query: { name } })) }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, { title: loaderData.page.title, path: `/about/${loaderData.page.name}`, seo: loaderData.page.seo }),
  component: AboutRoute,
})

function AboutRoute() {
  return <ContentPageView page={Route.useLoaderData().page} />
}
