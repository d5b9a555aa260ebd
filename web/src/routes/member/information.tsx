import { createFileRoute } from '@tanstack/react-router'
import { InformationPage } from '../../features/member/information-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/** `/member/information`: the Account Center (PAGE-2 Basic Information, Change Password; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/information')({
  loader: ({ context }) => import('../../features/member/member-data.ts').then((data) => data.loadAccount(context.call)),
  head: ({ matches }) => pageHead(matches, { title: 'Basic Information', path: '/member/information' }),
  component: MemberInformationRoute,
})

function MemberInformationRoute() {
  return <InformationPage account={Route.useLoaderData()} />
}
