import { createFileRoute } from '@tanstack/react-router'
import { otherSitemap } from '@partfront/core/contract'
import { pageHead } from '../../features/pages/page-head.ts'
import { SitemapView } from '../../features/pages/sitemap-view.tsx'

/** `/about/sitemap` (PAGE-3): the sitemap's sections of links, from `other/sitmap` (API-6). */
export const Route = createFileRoute('/about/sitemap')({
  loader: async ({ context }) => ({ sitemap: await context.call(otherSitemap, {}) }),
  head: ({ matches }) =>
    pageHead(matches, { title: 'Sitemap', description: 'Every section of the site, with its pages.', path: '/about/sitemap' }),
  component: SitemapRoute,
})

function SitemapRoute() {
  return <SitemapView sitemap={Route.useLoaderData().sitemap} />
}
