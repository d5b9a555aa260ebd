import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'

/** `/quote`: Get Quote (spec §2); the quote form comes with the quote pages. */
export const Route = createFileRoute('/quote')({
  head: ({ matches }) => pageHead(matches, { title: 'Get Quote', path: '/quote' }),
  component: QuoteRoute,
})

function QuoteRoute() {
  return (
    <SimplePage title="Get Quote" lead="Tell us the part numbers and quantities you need, and our sales team will send you a quotation.">
      <LinkList
        label="Other ways to ask"
        links={[
          { href: '/bom', label: 'Upload a BOM' },
          { href: '/cart/reserve', label: 'Submit your RFQ list' },
          { href: '/contactus', label: 'Contact us' },
        ]}
      />
    </SimplePage>
  )
}
