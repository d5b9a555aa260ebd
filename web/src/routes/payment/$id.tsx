import { createFileRoute } from '@tanstack/react-router'
import { OrderId, orderDetail, paymentMethods } from '@partfront/core/contract'
import { routeId } from '@partfront/core/routing'
import { foundOr404 } from '../../app/route-data.ts'
import { routeIdOr404 } from '../../app/route-id.ts'
import { PaymentPage } from '../../features/checkout/payment-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import styles from '../../features/checkout/checkout.module.css'

/**
 * `/payment/{id}` (spec §2, ROUTE-2): paying an order; a non-numeric id is a 404 `IntId is invalid`, another
 * member's or a missing order a 404. The order and the methods the server offers come with the page.
 */
export const Route = createFileRoute('/payment/$id')({
  loader: async ({ params, context }) => {
    const id = routeIdOr404(OrderId, routeId(params.id))
    const [order, options] = await Promise.all([
      foundOr404(context.call(orderDetail, { query: { id } })),
      foundOr404(context.call(paymentMethods, { query: { orderId: id } })),
    ])
    return { id, order, options }
  },
  head: ({ loaderData, matches }) =>
    loaderData === undefined ? {} : pageHead(matches, { title: `Payment for order ${loaderData.order.orderNo}`, path: `/payment/${loaderData.id}` }),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { order, options } = Route.useLoaderData()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Payment for order {order.orderNo}</h1>
      <PaymentPage order={order} options={options} />
    </div>
  )
}
