import { createFileRoute } from '@tanstack/react-router'
import { INDUSTRIES } from '@partfront/core/constants'
import { contentPage } from '@partfront/core/contract'
import { hyphenate } from '@partfront/core/routing'
import { foundOr404 } from '../../app/route-data.ts'
import { ApplicationView } from '../../features/pages/application-view.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageNotFound } from '../../features/pages/page-not-found.ts'

/**
 * Ours (PAGE-4 names "six industry application pages", spec §2 leaves the path "not shown"): `/application/{slug}`
 * with the industry's hyphenated name (`/application/new-energy`), the content page `application-{slug}`.
 */

/** `/application/{slug}` (PAGE-4): one of the six industries; any other slug is an unmatched page (ROUTE-4). */
export const Route = createFileRoute('/application/$slug')({
  loader: async ({ params, context }) => {
    const industry = INDUSTRIES.find((name) => hyphenate(name) === params.slug.toLowerCase())
    if (industry === undefined) pageNotFound()
    const slug = hyphenate(industry)
    return { industry, slug, page: await foundOr404(context.call(contentPage, { query: { name: `application-${slug}` } })) }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, { title: loaderData.page.title, path: `/application/${loaderData.slug}`, seo: loaderData.page.seo }),
  component: ApplicationRoute,
})

function ApplicationRoute() {
  const { industry, page } = Route.useLoaderData()
  return <ApplicationView industry={industry} page={page} />
}
