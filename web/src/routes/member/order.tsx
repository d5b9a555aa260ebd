import { createFileRoute } from '@tanstack/react-router'
import { orderList, type OrderStatus } from '@partfront/core/contract'
import { orderStatusParam } from '@partfront/core/member'
import { memberDataOr404 } from '../../app/route-data.ts'
import { OrdersPage } from '../../features/member/orders-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import { pageParam } from '../../features/pages/paging.ts'

/** `?status=&page=`: the filter and the page, each dropped when it is not one the list knows. */
function validateSearch(search: Record<string, unknown>): { status?: OrderStatus; page?: number } {
  const status = orderStatusParam(search.status)
  const page = pageParam(typeof search.page === 'number' ? String(search.page) : search.page)
  return { ...(status === null ? {} : { status }), ...(page === undefined ? {} : { page }) }
}

/** `/member/order`: the order list with its status filter and pages (PAGE-2; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/order')({
  validateSearch,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  loader: ({ context, deps }) =>
    memberDataOr404(
      context.call(orderList, {
        query: { ...(deps.status === undefined ? {} : { status: deps.status }), ...(deps.page === undefined ? {} : { page: pageParam(String(deps.page)) }) },
      }),
    ),
  head: ({ matches }) => pageHead(matches, { title: 'Order List', path: '/member/order' }),
  component: MemberOrderRoute,
})

function MemberOrderRoute() {
  const { status } = Route.useSearch()
  return <OrdersPage status={status ?? null} orders={Route.useLoaderData()} />
}
