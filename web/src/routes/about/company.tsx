import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../../app/route-data.ts'
import { ContentPageView } from '../../features/pages/content-page-view.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkTabs } from '../../features/pages/simple-page.tsx'

/** The company pages of `?abus=` (PAGE-3), each the content page `abus{n}`. */
const COMPANY_PAGES = [
  { abus: '1', label: 'Company Profile' },
  { abus: '2', label: 'Why Choose Us' },
  { abus: '3', label: 'Quality Assurance' },
  { abus: '4', label: 'Contact Us' },
] as const

/** Ours (PAGE-3 names 1 to 4 only): no `abus`, or any other value, is the Company Profile. */
function companyPage(abus: unknown) {
  return COMPANY_PAGES.find((page) => page.abus === abus) ?? COMPANY_PAGES[0]
}

/** `/about/company?abus=1..4` (PAGE-3): the company pages, with the four as tabs. */
export const Route = createFileRoute('/about/company')({
  validateSearch: (search: Record<string, unknown>): { abus?: string } =>
    typeof search.abus === 'string' ? { abus: search.abus } : {},
  loaderDeps: ({ search }) => ({ abus: companyPage(search.abus).abus }),
  loader: async ({ deps, context }) => ({
    abus: deps.abus,
    page: await foundOr404(context.call(contentPage, { query: { name: `abus${deps.abus}` } })),
  }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, {
          title: loaderData.page.title,
          path: `/about/company?abus=${loaderData.abus}`,
          seo: loaderData.page.seo,
        }),
  component: CompanyRoute,
})

function CompanyRoute() {
  const { abus, page } = Route.useLoaderData()
  const path = (n: string) => `/about/company?abus=${n}`
  return (
    <ContentPageView page={page}>
      <LinkTabs
        label="Company"
        current={path(abus)}
        links={COMPANY_PAGES.map((tab) => ({ href: path(tab.abus), label: tab.label }))}
      />
    </ContentPageView>
  )
}
