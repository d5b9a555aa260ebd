import { createFileRoute } from '@tanstack/react-router'
import { accountInfo } from '@partfront/core/contract'
import { pageHead } from '../../features/pages/page-head.ts'
import styles from '../../features/rfq-list/rfq-list.module.css'
import { RfqListPage } from '../../features/rfq-list/rfq-list-page.tsx'

/**
 * `/cart/reserve`: the RFQ list submission (spec §2, RFQ-3; signed-in only, ROUTE-7 in the root route). The
 * account prefills the contact; the list itself is the browser's (RFQ-1).
 */
export const Route = createFileRoute('/cart/reserve')({
  loader: async ({ context }) => ({ account: await context.call(accountInfo, {}).catch(() => null) }),
  head: ({ matches }) => pageHead(matches, { title: 'Request for Quotation', path: '/cart/reserve' }),
  component: CartReserveRoute,
})

function CartReserveRoute() {
  const { account } = Route.useLoaderData()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Request for Quotation</h1>
      <p className={styles.lead}>Send the parts of your RFQ list to our sales team for a quotation on price and lead time.</p>
      <RfqListPage account={account} />
    </div>
  )
}
