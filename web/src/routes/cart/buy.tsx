import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/cart/buy`: the purchase step (spec §2; signed-in only, ROUTE-7 in the root route). */
export const Route = createFileRoute('/cart/buy')({
  head: ({ matches }) => pageHead(matches, { title: 'Purchase', path: '/cart/buy' }),
  component: CartBuyRoute,
})

function CartBuyRoute() {
  return (
    <SimplePage title="Purchase" lead="Confirm the delivery address, shipping and payment for the parts in your cart, then place your order.">
      <LinkList
        label="Purchase"
        links={[
          { href: '/cart', label: 'Back to the cart' },
          { href: '/member/address', label: 'My addresses' },
        ]}
      />
    </SimplePage>
  )
}
