import { createFileRoute } from '@tanstack/react-router'
import { BomId, OrderId } from '@partfront/core/contract'
import { memberDetail, memberDetailPath } from '@partfront/core/routing'
import { routeIdOr404 } from '../../../app/route-id.ts'
import { BomDetailPage } from '../../../features/member/bom-detail-page.tsx'
import { OrderDetailPage } from '../../../features/member/order-detail-page.tsx'
import { pageHead } from '../../../features/pages/page-head.ts'
import { pageNotFound } from '../../../features/pages/page-not-found.ts'

/**
 * `/member/detail/bom_{id}` and `/member/detail/order_{id}` (ROUTE-3; signed-in only, ROUTE-6 in the root
 * route): the prefix picks the kind. Another prefix is an unmatched page, `Page not found: {path}`; a
 * non-numeric id, `IntId is invalid` (ROUTE-2); another member's order or BOM, the API's 404.
 */
export const Route = createFileRoute('/member/detail/$detail')({
  loader: async ({ location, context }) => {
    const result = memberDetail(location.pathname)
    // Both refusals are 404s with core's message: `Page not found: {path}` or `IntId is invalid`.
    if (!result.ok) pageNotFound(result.message)
    const data = await import('../../../features/member/member-data.ts')
    if (result.kind === 'bom') return { kind: 'bom' as const, bom: await data.loadBom(context.call, routeIdOr404(BomId, result)) }
    const id = routeIdOr404(OrderId, result)
    // The moment the page decides on (the return window): the server's, carried to the browser with the data.
    return { kind: 'order' as const, order: await data.loadOrder(context.call, id), now: new Date().toISOString() }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined
      ? {}
      : loaderData.kind === 'bom'
        ? pageHead(matches, { title: `BOM ${loaderData.bom.fileName}`, path: memberDetailPath('bom', loaderData.bom.id) })
        : pageHead(matches, { title: `Order ${loaderData.order.orderNo}`, path: memberDetailPath('order', loaderData.order.id) }),
  component: MemberDetailRoute,
})

function MemberDetailRoute() {
  const detail = Route.useLoaderData()
  return detail.kind === 'bom' ? <BomDetailPage bom={detail.bom} /> : <OrderDetailPage order={detail.order} now={detail.now} />
}
