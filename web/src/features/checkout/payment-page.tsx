import { useEffect, useState } from 'react'
import { type PaymentActor, backorderText, createPaymentMachine, dayOf, deliveryText, moneyText, orderStatusText, payByDate } from '@partfront/core/checkout'
import { paymentSubmit, type OrderDetail, type OrderId, type Payment, type PaymentOptions } from '@partfront/core/contract'
import { createActor } from 'xstate'
import { formatCount } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'
import { useActorSnapshot, useStartedActor } from '../../app/use-page-actor.ts'
import { BackorderNote } from '../../ui/backorder-note.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './checkout.module.css'

/**
 * The payment page (`/payment/{id}`): the order, the methods the server offers for it, and paying. A wire
 * transfer answers the proforma (bank details, the amount, the order number to quote, the pay-by day), shown
 * here and printable on its own; a card or PayPal payment goes to the provider's page, which comes back to
 * `/payment/paysuccess`. Asking again answers the open payment (the server keeps one per order and method).
 */
export function PaymentPage({ order, options }: { readonly order: OrderDetail; readonly options: PaymentOptions }) {
  const actor = usePayment(order.id, options)
  const snapshot = useActorSnapshot(actor)
  const { method, payment, failure } = snapshot.context
  const busy = snapshot.hasTag('busy')

  return (
    <div className={styles.layout}>
      <div>
        {payment?.proforma == null ? null : <ProformaView order={order} payment={payment} />}
        <OrderFacts order={order} />
        {payment?.proforma == null ? <OrderLines order={order} /> : null}
      </div>
      <aside className={`${styles.summary} ${styles.noPrint}`} aria-label="Pay">
        <p className={styles.subtotal}>
          Amount due <strong data-testid="payment-amount">{moneyText(options.amount)}</strong>
        </p>
        {snapshot.matches('settled') ? (
          <p role="status">
            This order is {orderStatusText(options.orderStatus).toLowerCase()}: there is nothing to pay.{' '}
            <SiteLink href={`/member/detail/order_${order.id}`}>Order details</SiteLink>
          </p>
        ) : payment?.proforma != null ? (
          <p role="status">Your proforma invoice is ready: pay by bank transfer quoting {payment.proforma.reference}.</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              actor.send({ type: 'payment.submit' })
            }}
            aria-label="Payment method"
          >
            {failure === null ? null : (
              <p className={styles.alert} role="alert">
                {failure}
              </p>
            )}
            <fieldset className={`${styles.choices} ${styles.methods}`}>
              <legend className={styles.hiddenLabel}>Payment method</legend>
              {options.methods.map((option) => (
                <label key={option.method} className={styles.choice}>
                  <input
                    type="radio"
                    name="method"
                    value={option.method}
                    disabled={!option.available}
                    checked={method === option.method}
                    onChange={() => actor.send({ type: 'payment.choose', method: option.method })}
                  />
                  <span>
                    {option.label}
                    {option.available ? null : <span className={styles.meta}>Not available</span>}
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" disabled={busy || method === null}>
              {busy ? 'Starting payment…' : method === 'wire' ? 'Get the proforma invoice' : 'Pay now'}
            </Button>
          </form>
        )}
      </aside>
    </div>
  )
}

/** The proforma invoice: what to pay, to whom, quoting which reference, by when; printable alone. */
function ProformaView({ order, payment }: { readonly order: OrderDetail; readonly payment: Payment }) {
  const proforma = payment.proforma
  if (proforma === null) return null
  return (
    <section className={`${styles.proforma} ${styles.section}`} aria-labelledby="proforma-title">
      <div className={styles.proformaHead}>
        <h2 id="proforma-title">Proforma invoice {proforma.number}</h2>
        <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
          Print proforma
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd data-testid="proforma-order">{order.orderNo}</dd>
        <dt>Amount</dt>
        <dd data-testid="proforma-amount">
          {moneyText(proforma.amount)} {proforma.currency}
        </dd>
        <dt>Issued</dt>
        <dd>{dayOf(proforma.issuedAt)}</dd>
        <dt>Pay by</dt>
        <dd data-testid="proforma-pay-by">{payByDate(proforma.issuedAt)}</dd>
        <dt>Reference to quote</dt>
        <dd>{proforma.reference}</dd>
        <dt>Beneficiary</dt>
        <dd>{proforma.bank.beneficiary}</dd>
        <dt>Bank</dt>
        <dd>{proforma.bank.bankName}</dd>
        {proforma.bank.bankAddress === '' ? null : (
          <>
            <dt>Bank address</dt>
            <dd>{proforma.bank.bankAddress}</dd>
          </>
        )}
        <dt>Account number / IBAN</dt>
        <dd data-testid="proforma-account">{proforma.bank.accountNumber}</dd>
        <dt>SWIFT / BIC</dt>
        <dd>{proforma.bank.swift}</dd>
        <dt>Your PO number</dt>
        <dd>{order.poNumber === '' ? '—' : order.poNumber}</dd>
        <dt>Your VAT / tax ID</dt>
        <dd>{order.vatId === '' ? '—' : order.vatId}</dd>
      </dl>
      <OrderLines order={order} />
    </section>
  )
}

/** The order's terms: number, status, address, carrier, PO number, VAT ID, delivery. */
export function OrderFacts({ order }: { readonly order: OrderDetail }) {
  const address = order.address
  return (
    <section className={styles.section} aria-labelledby="order-facts">
      <h2 id="order-facts">Order {order.orderNo}</h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd data-testid="order-status">{orderStatusText(order.status)}</dd>
        <dt>Placed</dt>
        <dd>{dayOf(order.createdAt)}</dd>
        <dt>Ship to</dt>
        <dd>
          {address.firstName} {address.lastName}
          {address.company === '' ? '' : `, ${address.company}`}, {[address.address, address.city, address.postcode, address.country].filter((part) => part !== '').join(', ')}
        </dd>
        <dt>Carrier</dt>
        <dd>{order.carrier} (freight collect)</dd>
        <dt>Delivery</dt>
        <dd>{deliveryText(order.deliveryPreference)}</dd>
        <dt>PO number</dt>
        <dd data-testid="order-po">{order.poNumber === '' ? '—' : order.poNumber}</dd>
        <dt>VAT / tax ID</dt>
        <dd>{order.vatId === '' ? '—' : order.vatId}</dd>
        {order.remark === '' ? null : (
          <>
            <dt>Remark</dt>
            <dd>{order.remark}</dd>
          </>
        )}
      </dl>
    </section>
  )
}

/** The order's lines with the buyer's references, and its totals; a backordered line says what ships when. */
export function OrderLines({ order }: { readonly order: OrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="order-lines">
      <h2 id="order-lines">Lines</h2>
      <table className={styles.table} aria-label={`Lines of order ${order.orderNo}`}>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Your reference</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col" className={styles.number}>
              Unit price
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td data-label="Part">
                <span className={styles.model}>{line.model}</span>
                <span className={styles.meta}>{line.brandName}</span>
              </td>
              <td data-label="Your reference">{line.customerReference === '' ? '—' : line.customerReference}</td>
              <td data-label="Quantity" className={styles.number}>
                {formatCount(line.quantity)}
                <BackorderNote text={backorderText(line.quantity, line.reserved, order.deliveryPreference)} className={styles.backorder} />
              </td>
              <td data-label="Unit price" className={styles.number}>
                {moneyText(line.unitPrice)}
              </td>
              <td data-label="Total" className={styles.number}>
                {moneyText(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={`${styles.facts} ${styles.totals}`}>
        <dt>Subtotal</dt>
        <dd>{moneyText(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{moneyText(order.shipping)} (freight collect)</dd>
        <dt>Total</dt>
        <dd>
          <strong data-testid="order-total">{moneyText(order.total)}</strong>
        </dd>
      </dl>
    </section>
  )
}

/**
 * Core's payment machine over the storefront's caller: what it emits goes to the browser (the provider's
 * page) or to the session machine (a 403 ends the session, API-3).
 */
function usePayment(orderId: OrderId, options: PaymentOptions): PaymentActor {
  const storefront = useStorefront()
  const [machine] = useState(() => createPaymentMachine({ submit: (body) => storefront.call(paymentSubmit, { body }) }))
  const actor = useStartedActor(() => createActor(machine, { input: { orderId, options } }))
  useEffect(() => {
    const subscriptions = [
      actor.on('payment.redirect', (event) => window.location.assign(event.url)),
      actor.on('auth.forbidden', (event) => storefront.send({ type: 'auth.forbidden', message: event.message })),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, storefront])
  return actor
}
