import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../app/route-data.ts'
import { ContentPageView } from '../features/pages/content-page-view.tsx'
import { pageHead } from '../features/pages/page-head.ts'

/** `/quality`: RoHS, testing and ISO (PAGE-5), the content page `quality`. */
export const Route = createFileRoute('/quality')({
  loader: async ({ context }) => ({ page: await foundOr404(context.call(contentPage, { query: { name: 'quality' } })) }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined ? {} : pageHead(matches, { title: 'Quality', path: '/quality', seo: loaderData.page.seo }),
  component: QualityRoute,
})

function QualityRoute() {
  return <ContentPageView page={Route.useLoaderData().page} />
}
