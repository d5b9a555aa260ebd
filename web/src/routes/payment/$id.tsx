import { createFileRoute } from '@tanstack/react-router'
import { OrderId } from '@partfront/core/contract'
import { routeId } from '@partfront/core/routing'
import { routeIdOr404 } from '../../app/route-data.ts'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/**
 * `/payment/{id}` (spec §2, ROUTE-2): paying an order; a non-numeric id is a 404 `IntId is invalid`. The
 * payment methods come with the payment pages.
 */
export const Route = createFileRoute('/payment/$id')({
  loader: ({ params }) => ({ id: routeIdOr404(OrderId, routeId(params.id)) }),
  head: ({ loaderData, matches }) =>
    loaderData === undefined ? {} : pageHead(matches, { title: 'Payment', path: `/payment/${loaderData.id}` }),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { id } = Route.useLoaderData()
  return (
    <SimplePage title={`Payment for order ${id}`} lead="Choose a payment method and pay for this order.">
      <LinkList
        label="Order"
        links={[
          { href: `/member/detail/order_${id}`, label: 'Order details' },
          { href: '/member/order', label: 'My orders' },
        ]}
      />
    </SimplePage>
  )
}
