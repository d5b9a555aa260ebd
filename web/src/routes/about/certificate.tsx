import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '@partfront/core/contract'
import { foundOr404 } from '../../app/route-data.ts'
import { ContentPageView } from '../../features/pages/content-page-view.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList } from '../../features/pages/simple-page.tsx'

/**
 * `/about/certificate` (PAGE-3): the certificates. The page's sections carry the ids `iso9001` and `erai`
 * (written with the content), so `/about/certificate#erai` lands on its section.
 */
export const Route = createFileRoute('/about/certificate')({
  loader: async ({ context }) => ({ page: await foundOr404(context.call(contentPage, { query: { name: 'certificate' } })) }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, { title: loaderData.page.title, path: '/about/certificate', seo: loaderData.page.seo }),
  component: CertificateRoute,
})

function CertificateRoute() {
  return (
    <ContentPageView page={Route.useLoaderData().page}>
      <LinkList
        label="Certificates"
        links={[
          { href: '#iso9001', label: 'ISO 9001' },
          { href: '#erai', label: 'ERAI' },
        ]}
      />
    </ContentPageView>
  )
}
