import { createFileRoute } from '@tanstack/react-router'
import { MEMBER_LINKS } from '../../features/pages/member-links.ts'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/member/information`: the Account Center (spec §2 "Personal centre"; signed-in only, ROUTE-6 in the root route). */
export const Route = createFileRoute('/member/information')({
  head: ({ matches }) => pageHead(matches, { title: 'Basic Information', path: '/member/information' }),
  component: MemberInformationRoute,
})

function MemberInformationRoute() {
  return (
    <SimplePage title="Basic Information" lead="Your account details: name, company, country and contact numbers.">
      <LinkList label="My account" links={MEMBER_LINKS} />
    </SimplePage>
  )
}
