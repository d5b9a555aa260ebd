import { createFileRoute } from '@tanstack/react-router'
import { PaymentId, orderDetail, paymentResult } from '@partfront/core/contract'
import * as Schema from 'effect/Schema'
import { PaySuccessPage } from '../../features/checkout/pay-success-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import styles from '../../features/checkout/checkout.module.css'

/**
 * `/payment/paysuccess?id={payment}` (spec §2): the provider's way back. The payment and its order are read
 * from the server on every load; nothing here pays (a reload is only another read).
 */
export const Route = createFileRoute('/payment/paysuccess')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loaderDeps: ({ search }) => ({ id: Number(search.id) }),
  loader: async ({ context, deps }) => {
    const id = Schema.decodeUnknownOption(PaymentId)(deps.id)
    if (id._tag === 'None') return { result: null }
    try {
      const payment = await context.call(paymentResult, { query: { id: id.value } })
      const order = await context.call(orderDetail, { query: { id: payment.orderId } })
      return { result: { payment, order } }
    } catch {
      // Another member's, a missing payment, or no session: the page says there is nothing to show here.
      return { result: null }
    }
  },
  head: ({ matches }) => pageHead(matches, { title: 'Payment', path: '/payment/paysuccess' }),
  component: PaySuccessRoute,
})

function PaySuccessRoute() {
  const { result } = Route.useLoaderData()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{result === null ? 'Payment' : `Payment for order ${result.order.orderNo}`}</h1>
      <PaySuccessPage result={result} />
    </div>
  )
}
