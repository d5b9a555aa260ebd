import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/cart/reserve`: the RFQ submission (spec §2; signed-in only, ROUTE-7 in the root route). */
export const Route = createFileRoute('/cart/reserve')({
  head: ({ matches }) => pageHead(matches, { title: 'Request for Quotation', path: '/cart/reserve' }),
  component: CartReserveRoute,
})

function CartReserveRoute() {
  return (
    <SimplePage title="Request for Quotation" lead="Send the parts of your RFQ list to our sales team for a quotation on price and lead time.">
      <LinkList
        label="Quotation"
        links={[
          { href: '/cart', label: 'Shopping cart' },
          { href: '/quote', label: 'Get Quote' },
          { href: '/bom', label: 'Upload a BOM' },
        ]}
      />
    </SimplePage>
  )
}
