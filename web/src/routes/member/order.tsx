import { createFileRoute } from '@tanstack/react-router'
import type { PageNumber } from '@partfront/core/contract'
import { pageParam } from '@partfront/core/routing'
import { OrdersPage } from '../../features/member/orders-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/**
 * `?status=&page=`: the page is dropped when it is not one; the status is kept as text here and read by core's
 * `orderStatusParam` in the page's lazily loaded code (an unknown one lists all orders).
 */
function validateSearch(search: Record<string, unknown>): { status?: string; page?: PageNumber } {
  const page = pageParam(typeof search.page === 'number' ? String(search.page) : search.page)
  return { ...(typeof search.status === 'string' ? { status: search.status } : {}), ...(page === undefined ? {} : { page }) }
}

/** `/member/order`: the order list with its status filter and pages (PAGE-2; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/order')({
  validateSearch,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  loader: ({ context, deps }) => import('../../features/member/member-data.ts').then((data) => data.loadOrders(context.call, deps)),
  head: ({ matches }) => pageHead(matches, { title: 'Order List', path: '/member/order' }),
  component: MemberOrderRoute,
})

function MemberOrderRoute() {
  const { status } = Route.useSearch()
  return <OrdersPage status={status} orders={Route.useLoaderData()} />
}
