import { createFileRoute } from '@tanstack/react-router'
import { MEMBER_LINKS } from '../../features/pages/member-links.ts'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/member/address`: the addresses (spec §2; signed-in only, ROUTE-6 in the root route). */
export const Route = createFileRoute('/member/address')({
  head: ({ matches }) => pageHead(matches, { title: 'Address', path: '/member/address' }),
  component: MemberAddressRoute,
})

function MemberAddressRoute() {
  return (
    <SimplePage title="Address" lead="Your shipping addresses, and which one is the default.">
      <LinkList label="My account" links={MEMBER_LINKS} />
    </SimplePage>
  )
}
