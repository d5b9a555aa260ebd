import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../app/route-data.ts'
import { FaqView } from '../features/pages/faq-view.tsx'
import { pageHead } from '../features/pages/page-head.ts'

/** `/faq`: the frequently asked questions (PAGE-5), the content page `faq`. */
export const Route = createFileRoute('/faq')({
  loader: async ({ context }) => ({ page: await foundOr404(context.call(contentPage, { query: { name: 'faq' } })) }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined ? {} : pageHead(matches, { title: 'FAQ', path: '/faq', seo: loaderData.page.seo }),
  component: FaqRoute,
})

function FaqRoute() {
  return <FaqView page={Route.useLoaderData().page} />
}
