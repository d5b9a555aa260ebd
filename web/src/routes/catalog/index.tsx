import { createFileRoute } from '@tanstack/react-router'
import { CATALOG_TYPE } from '@partfront/core/constants'
import { catalogGroup } from '@partfront/core/contract'
import { CatalogGroupsView } from '../../features/pages/catalog-views.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/** `/catalog` (PAGE-4): the category groups with their SEO blocks (`catalog/group?type=1001&seo=true`, API-6). */
export const Route = createFileRoute('/catalog/')({
  loader: async ({ context }) => ({
    groups: await context.call(catalogGroup, { query: { type: CATALOG_TYPE.groupWithSeo, seo: true } }),
  }),
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'Categories',
      description: 'Electronic components by category: semiconductors, passives, connectors, sensors and more.',
      path: '/catalog',
    }),
  component: CatalogRoute,
})

function CatalogRoute() {
  return <CatalogGroupsView groups={Route.useLoaderData().groups} />
}
