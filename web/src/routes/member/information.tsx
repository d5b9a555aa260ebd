import { createFileRoute } from '@tanstack/react-router'
import { accountInfo } from '@partfront/core/contract'
import { memberDataOr404 } from '../../app/route-data.ts'
import { InformationPage } from '../../features/member/information-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/** `/member/information`: the Account Center (PAGE-2 Basic Information, Change Password; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/information')({
  loader: ({ context }) => memberDataOr404(context.call(accountInfo, {})),
  head: ({ matches }) => pageHead(matches, { title: 'Basic Information', path: '/member/information' }),
  component: MemberInformationRoute,
})

function MemberInformationRoute() {
  return <InformationPage account={Route.useLoaderData()} />
}
