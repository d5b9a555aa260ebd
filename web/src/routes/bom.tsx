import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'

/** `/bom`: the BOM tool (spec §2); the upload, column mapping and matching come with the BOM pages. */
export const Route = createFileRoute('/bom')({
  head: ({ matches }) => pageHead(matches, { title: 'BOM Tool', path: '/bom' }),
  component: BomRoute,
})

function BomRoute() {
  return (
    <SimplePage title="BOM Tool" lead="Upload your bill of materials (Excel or CSV) to match, price and quote every line at once.">
      <LinkList
        label="BOM templates and links"
        links={[
          { href: '/api/bom/template?format=xlsx', label: 'Download the Excel template' },
          { href: '/api/bom/template?format=csv', label: 'Download the CSV template' },
          { href: '/member/bom', label: 'My BOMs' },
          { href: '/quote', label: 'Get Quote' },
        ]}
      />
    </SimplePage>
  )
}
