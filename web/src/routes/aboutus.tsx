import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../app/route-data.ts'
import { ContentPageView } from '../features/pages/content-page-view.tsx'
import { pageHead } from '../features/pages/page-head.ts'

/** `/aboutus` (PAGE-3): the About page the header and footer link. */
export const Route = createFileRoute('/aboutus')({
  loader: async ({ context }) => ({ page: await foundOr404(context.call(contentPage, { query: { name: 'aboutus' } })) }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined ? {} : pageHead(matches, { title: loaderData.page.title, path: '/aboutus', seo: loaderData.page.seo }),
  component: AboutUsRoute,
})

function AboutUsRoute() {
  return <ContentPageView page={Route.useLoaderData().page} />
}
