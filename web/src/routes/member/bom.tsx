import { createFileRoute } from '@tanstack/react-router'
import type { PageNumber } from '@partfront/core/contract'
import { pageParam } from '@partfront/core/routing'
import { BomsPage } from '../../features/member/boms-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

function validateSearch(search: Record<string, unknown>): { page?: PageNumber } {
  const page = pageParam(typeof search.page === 'number' ? String(search.page) : search.page)
  return page === undefined ? {} : { page }
}

/** `/member/bom`: the BOM list with the sales process (PAGE-2, PAGE-6; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/bom')({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => import('../../features/member/member-data.ts').then((data) => data.loadBoms(context.call, deps.page)),
  head: ({ matches }) => pageHead(matches, { title: 'BOM List', path: '/member/bom' }),
  component: MemberBomRoute,
})

function MemberBomRoute() {
  return <BomsPage boms={Route.useLoaderData()} />
}
