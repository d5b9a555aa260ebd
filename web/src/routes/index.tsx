import { createFileRoute } from '@tanstack/react-router'
import { CATALOG_TYPE } from '@partfront/core/constants'
import { NewsCategoryId, brandList, catalogGroup, newsList } from '@partfront/core/contract'
import { homeStructuredData } from '@partfront/core/shell'
import { routeHead, tagManagerScripts } from '../app/head.ts'
import { shellOf } from '../app/route-data.ts'
import { HomePage } from '../features/home/home-page.tsx'

/**
 * `/`: the home page, a cover page (SHELL-8: the tag manager when configured), with the Organization and the
 * WebSite search box as JSON-LD: the search hero, the category groups (type 1001 with SEO), featured brands,
 * the latest news, the applications, the BOM sales process and the company facts. A section whose call fails
 * is left out rather than failing the page.
 */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [groups, brands, news] = await Promise.all([
      context.call(catalogGroup, { query: { type: CATALOG_TYPE.groupWithSeo, seo: true } }).catch(() => null),
      context.call(brandList, { query: { pageSize: 12 } }).catch(() => null),
      context.call(newsList, { query: { categoryId: NewsCategoryId.make(1), pageSize: 4 } }).catch(() => null),
    ])
    return { groups, brands: brands?.list ?? null, news: news?.news.list ?? null }
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (shell === undefined) return {}
    const config = shell.webConfig
    const head = routeHead({
      host: shell.host,
      url: `${shell.origin}/`,
      cover: true,
      structuredData: homeStructuredData({
        origin: shell.origin,
        name: config?.siteName ?? shell.host,
        logo: config?.logo,
        email: config?.email,
        phone: config?.phone,
        sameAs: config?.socialLinks.map((link) => link.url),
      }),
    })
    return { ...head, scripts: [...(head.scripts ?? []), ...tagManagerScripts(shell.tagManagerId)] }
  },
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage data={Route.useLoaderData()} />
}
