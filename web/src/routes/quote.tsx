import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../features/pages/simple-page.tsx'
import { QuoteForm } from '../features/pages/quote-form.tsx'

/** `/quote`: Get Quote (spec §2): several quote lines and who to answer, sent to the server. */
export const Route = createFileRoute('/quote')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'Get Quote',
      description: 'Request a quotation for several part numbers at once: model, manufacturer, package, quantity and target price.',
      path: '/quote',
    }),
  component: QuoteRoute,
})

function QuoteRoute() {
  return (
    <SimplePage title="Get Quote" lead="Tell us the part numbers and quantities you need, and our sales team will send you a quotation.">
      <QuoteForm />
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
