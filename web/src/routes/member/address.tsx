import { createFileRoute } from '@tanstack/react-router'
import { AddressPage } from '../../features/member/address-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'

/** `/member/address`: the addresses (PAGE-2; signed-in only, ROUTE-6). */
export const Route = createFileRoute('/member/address')({
  loader: ({ context }) => import('../../features/member/member-data.ts').then((data) => data.loadAddresses(context.call)),
  head: ({ matches }) => pageHead(matches, { title: 'Address', path: '/member/address' }),
  component: MemberAddressRoute,
})

function MemberAddressRoute() {
  return <AddressPage addresses={Route.useLoaderData()} />
}
