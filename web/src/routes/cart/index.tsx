import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/cart`: the shopping cart (spec §2; signed-in only, ROUTE-7 in the root route); its rows come with the cart pages. */
export const Route = createFileRoute('/cart/')({
  head: ({ matches }) => pageHead(matches, { title: 'Shopping Cart', path: '/cart' }),
  component: CartRoute,
})

function CartRoute() {
  return (
    <SimplePage title="Shopping Cart" lead="The parts you are about to buy: review quantities and prices, then go on to purchase.">
      <LinkList
        label="Cart"
        links={[
          { href: '/cart/buy', label: 'Go to purchase' },
          { href: '/cart/reserve', label: 'Submit an RFQ' },
          { href: '/catalog', label: 'Browse categories' },
        ]}
      />
    </SimplePage>
  )
}
