import { createFileRoute } from '@tanstack/react-router'
import { MEMBER_LINKS } from '../../features/pages/member-links.ts'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/member/order`: the order list (spec §2; signed-in only, ROUTE-6 in the root route). */
export const Route = createFileRoute('/member/order')({
  head: ({ matches }) => pageHead(matches, { title: 'Order List', path: '/member/order' }),
  component: MemberOrderRoute,
})

function MemberOrderRoute() {
  return (
    <SimplePage title="Order List" lead="Your orders, their status and their details.">
      <LinkList label="My account" links={MEMBER_LINKS} />
    </SimplePage>
  )
}
