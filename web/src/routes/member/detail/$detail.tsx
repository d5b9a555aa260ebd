import { createFileRoute } from '@tanstack/react-router'
import { BomId, OrderId } from '@partfront/core/contract'
import { memberDetail } from '@partfront/core/routing'
import { routeIdOr404 } from '../../../app/route-data.ts'
import { MEMBER_LINKS } from '../../../features/pages/member-links.ts'
import { pageHead } from '../../../features/pages/page-head.ts'
import { pageNotFound } from '../../../features/pages/page-not-found.ts'
import { LinkList, SimplePage } from '../../../features/pages/simple-page.tsx'

/**
 * `/member/detail/bom_{id}` and `/member/detail/order_{id}` (ROUTE-3; signed-in only, ROUTE-6 in the root
 * route): the prefix picks the kind. Another prefix is an unmatched page, `Page not found: {path}`; a
 * non-numeric id, `IntId is invalid` (ROUTE-2). The detail itself comes with the BOM and order pages.
 */
export const Route = createFileRoute('/member/detail/$detail')({
  loader: ({ location }) => {
    const result = memberDetail(location.pathname)
    // Both refusals are 404s with core's message: `Page not found: {path}` or `IntId is invalid`.
    if (!result.ok) pageNotFound(result.message)
    return result.kind === 'bom'
      ? { kind: result.kind, id: routeIdOr404(BomId, result) }
      : { kind: result.kind, id: routeIdOr404(OrderId, result) }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : pageHead(matches, { title: titleOf(loaderData), path: `/member/detail/${loaderData.kind}_${loaderData.id}` }),
  component: MemberDetailRoute,
})

function titleOf(detail: { readonly kind: 'bom' | 'order'; readonly id: number }): string {
  return detail.kind === 'bom' ? `BOM ${detail.id}` : `Order ${detail.id}`
}

function MemberDetailRoute() {
  const detail = Route.useLoaderData()
  const lead =
    detail.kind === 'bom'
      ? 'This BOM’s lines, their matched parts and prices.'
      : 'This order’s parts, delivery, payment and status.'
  return (
    <SimplePage title={titleOf(detail)} lead={lead}>
      <LinkList label="My account" links={MEMBER_LINKS} />
    </SimplePage>
  )
}
