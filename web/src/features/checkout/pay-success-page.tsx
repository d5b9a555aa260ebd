import { moneyText, paymentStatusText } from '@partfront/core/checkout'
import type { OrderDetail, Payment } from '@partfront/core/contract'
import { SiteLink } from '../../app/site-link.tsx'
import { buttonClass } from '../../ui/button.tsx'
import { OrderFacts, OrderLines } from './payment-page.tsx'
import styles from './checkout.module.css'

/**
 * `/payment/paysuccess?id=`: where the provider sends the buyer back. It only reads the payment and its order
 * from the server (a reload asks again and never pays again): settled payments say so, a payment the provider
 * has not confirmed yet says it is pending.
 */
export function PaySuccessPage({ result }: { readonly result: { readonly payment: Payment; readonly order: OrderDetail } | null }) {
  if (result === null) {
    return (
      <section className={styles.section} aria-labelledby="paysuccess-missing">
        <h2 id="paysuccess-missing">No payment to show</h2>
        <p>This link names no payment of yours. Your orders and their payments are in your account.</p>
        <p className={styles.actions}>
          <SiteLink href="/member/order" className={buttonClass('primary')} data-button>
            My orders
          </SiteLink>
          <SiteLink href="/">Continue shopping</SiteLink>
        </p>
      </section>
    )
  }
  const { payment, order } = result
  return (
    <>
      <p className={payment.status === 'succeeded' ? styles.success : payment.status === 'pending' ? styles.info : styles.alert} role="status" data-testid="payment-status">
        {paymentStatusText(payment.status)} {moneyText(payment.amount)} {payment.currency} for order {payment.orderNo}.
      </p>
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <p className={styles.actions}>
        <SiteLink href={`/member/detail/order_${order.id}`} className={buttonClass('primary')} data-button>
          Order details
        </SiteLink>
        <SiteLink href="/member/order" className={buttonClass('secondary')} data-button>
          My orders
        </SiteLink>
        {order.status === 'pending_payment' ? <SiteLink href={`/payment/${order.id}`}>Other ways to pay</SiteLink> : null}
      </p>
    </>
  )
}
