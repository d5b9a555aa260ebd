import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../../../app/route-data.ts'
import { ContentPageView } from '../../../features/pages/content-page-view.tsx'
import { pageHead } from '../../../features/pages/page-head.ts'
import { pageNotFound } from '../../../features/pages/page-not-found.ts'

/** The policies at `/about/components/{policy}` (PAGE-3); the same pages as `/about/{policy}`. */
const POLICIES = ['privacypolicy', 'refundpolicy', 'termsconditions'] as const

/** `/about/components/{policy}` (PAGE-3): a policy page; any other name is an unmatched page (ROUTE-4). */
export const Route = createFileRoute('/about/components/$policy')({
  loader: async ({ params, context }) => {
    const name = POLICIES.find((policy) => policy === params.policy.toLowerCase())
    if (name === undefined) pageNotFound()
    return { page: await foundOr404(context.call(contentPage, { query: { name } })) }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, {
          title: loaderData.page.title,
          path: `/about/components/${loaderData.page.name}`,
          seo: loaderData.page.seo,
        }),
  component: PolicyRoute,
})

function PolicyRoute() {
  return <ContentPageView page={Route.useLoaderData().page} />
}
