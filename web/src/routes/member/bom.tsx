import { createFileRoute } from '@tanstack/react-router'
import { MEMBER_LINKS } from '../../features/pages/member-links.ts'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/member/bom`: the BOM list (spec §2; signed-in only, ROUTE-6 in the root route). */
export const Route = createFileRoute('/member/bom')({
  head: ({ matches }) => pageHead(matches, { title: 'BOM List', path: '/member/bom' }),
  component: MemberBomRoute,
})

function MemberBomRoute() {
  return (
    <SimplePage title="BOM List" lead="The BOMs you uploaded, matched and priced. Upload a new one with the BOM tool.">
      <LinkList label="My account" links={[...MEMBER_LINKS, { href: '/bom', label: 'Upload a BOM' }]} />
    </SimplePage>
  )
}
