import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { validateForm, type FormErrors } from '@partfront/core/auth'
import { backorderText, deliveryText } from '@partfront/core/checkout'
import { OrderReturnBody, cartAdd, orderCancel, orderReturn, type OrderDetail } from '@partfront/core/contract'
import {
  ORDER_STATUS_LABELS,
  RETURN_KIND_LABELS,
  RETURN_POLICY,
  RETURN_STATUS_LABELS,
  addressLine,
  formatDate,
  formatDateTime,
  orderActions,
  orderTimeline,
  paymentPath,
} from '@partfront/core/member'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useApiAction } from '../../app/use-api-action.ts'
import { ConfirmDialog } from '../../ui/alert-dialog.tsx'
import { BackorderNote } from '../../ui/backorder-note.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import { FormMessage } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { Facts, Panel, Timeline } from './detail-panels.tsx'
import { MemberLayout } from './member-layout.tsx'
import { formValues } from './form-values.ts'
import styles from './member.module.css'

/**
 * `/member/detail/order_{id}` (ROUTE-3): the lines and totals, carrier and tracking, the address, the status
 * timeline, and what the order allows now: Pay now and Cancel while pending payment, a return request within
 * the window after delivery (PAGE-7), Reorder, and a printable proforma.
 */
export function OrderDetailPage({ order, now }: { readonly order: OrderDetail; readonly now: string }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const { run, sending, error, storefront } = useApiAction()
  const [confirmCancel, setConfirmCancel] = useState(false)
  const actions = orderActions(order, now)

  const reorder = async () => {
    const lines = order.lines.map((line) => ({ productId: line.productId, productCount: line.quantity }))
    if (!(await run((call) => call(cartAdd, { query: { addup: true }, body: lines }))).ok) return
    storefront.send({ type: 'cart.refresh' })
    await router.navigate({ href: '/cart' })
  }

  return (
    <MemberLayout
      active="/member/order"
      title={`Order ${order.orderNo}`}
      actions={
        <div className={styles.headerActions}>
          {actions.pay ? (
            <SiteLink className={buttonClass('primary', 'sm')} href={paymentPath(order.id)}>
              Pay now
            </SiteLink>
          ) : null}
          {actions.cancel ? (
            <Button variant="secondary" size="sm" disabled={!hydrated || sending} onClick={() => setConfirmCancel(true)}>
              Cancel order
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" disabled={!hydrated || sending || order.lines.length === 0} onClick={() => void reorder()}>
            Reorder
          </Button>
          <Button variant="secondary" size="sm" disabled={!hydrated} onClick={() => window.print()}>
            Print proforma
          </Button>
        </div>
      }
    >
      <p className={styles.printOnly}>Proforma invoice · {order.orderNo}</p>
      {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
      <Facts
        facts={[
          {
            label: 'Status',
            value: (
              <span className={styles.status} data-status={order.status}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
            ),
          },
          { label: 'Placed', value: formatDateTime(order.createdAt) },
          { label: 'Carrier', value: order.carrier },
          { label: 'Tracking number', value: order.trackingNumber ?? '—' },
          { label: 'Delivery', value: deliveryText(order.deliveryPreference) },
          { label: 'PO number', value: order.poNumber === '' ? '—' : order.poNumber },
          { label: 'VAT / tax ID', value: order.vatId === '' ? '—' : order.vatId },
        ]}
      />

      <Panel id="timeline-title" title="Status">
        <Timeline steps={orderTimeline(order).map((step) => ({ key: step.label, ...step }))} />
      </Panel>

      <Panel id="lines-title" title="Parts">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Part number</th>
              <th scope="col">Manufacturer</th>
              <th scope="col">Your reference</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <th scope="row" data-label="Part number">
                  {line.model}
                </th>
                <td data-label="Manufacturer">{line.brandName}</td>
                <td data-label="Your reference">{line.customerReference === '' ? '—' : line.customerReference}</td>
                <td data-label="Quantity">
                  {formatCount(line.quantity)}
                  <BackorderNote text={backorderText(line.quantity, line.reserved, order.deliveryPreference)} className={styles.backorder} />
                </td>
                <td data-label="Unit price">{formatUnitPrice(line.unitPrice)}</td>
                <td data-label="Line total">{formatUnitPrice(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatUnitPrice(order.subtotal)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{formatUnitPrice(order.shipping)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>Total</dt>
            <dd>{formatUnitPrice(order.total)}</dd>
          </div>
        </dl>
      </Panel>

      <Panel id="address-title" title="Shipping address">
        <address className={styles.address}>
          {order.address.firstName} {order.address.lastName}
          {order.address.company === '' ? null : (
            <>
              <br />
              {order.address.company}
            </>
          )}
          <br />
          {addressLine(order.address)}
          <br />
          {order.address.tel}
        </address>
        {order.remark === '' ? null : <p>Remark: {order.remark}</p>}
      </Panel>

      <ReturnSection order={order} open={actions.requestReturn} />

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this order?"
        description={`Order ${order.orderNo} will be cancelled and its parts released.`}
        cancelLabel="Keep order"
        confirmLabel="Cancel order"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false)
          void run((call) => call(orderCancel, { body: { id: order.id } })).then((done) => (done.ok ? router.invalidate() : undefined))
        }}
      />
    </MemberLayout>
  )
}

/** PAGE-7: the return request made and its status, or the form while the window is open. */
function ReturnSection({ order, open }: { readonly order: OrderDetail; readonly open: boolean }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const { run, sending, error } = useApiAction()
  const [errors, setErrors] = useState<FormErrors<OrderReturnBody>>({})
  const request = order.returnRequest
  if (request === null && !open) return null

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const validation = validateForm(OrderReturnBody, { id: order.id, ...formValues(event.currentTarget) })
    setErrors(validation.ok ? {} : validation.errors)
    if (!validation.ok) return
    if ((await run((call) => call(orderReturn, { body: validation.value }))).ok) await router.invalidate()
  }

  return (
    <Panel id="return-title" title="Return or compliance request">
      {request !== null ? (
        <Facts
          facts={[
            { label: 'Request', value: RETURN_KIND_LABELS[request.kind] },
            { label: 'Status', value: RETURN_STATUS_LABELS[request.status] },
            { label: 'Sent', value: formatDate(request.createdAt) },
            { label: 'Reason', value: request.description, wide: true },
          ]}
        />
      ) : (
        <form className={styles.returnForm} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="return-title">
          <p className={styles.muted}>
            {RETURN_POLICY} {order.returnDeadline === null ? null : `Last day: ${formatDate(order.returnDeadline)}.`}
          </p>
          <fieldset className={styles.choices}>
            <legend>What do you need?</legend>
            {(Object.keys(RETURN_KIND_LABELS) as (keyof typeof RETURN_KIND_LABELS)[]).map((kind, index) => (
              <label key={kind}>
                <input type="radio" name="kind" value={kind} defaultChecked={index === 0} /> {RETURN_KIND_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <label htmlFor="return-description" className={styles.textareaLabel}>
            Reason
          </label>
          <textarea
            id="return-description"
            name="description"
            rows={3}
            className={styles.textarea}
            aria-invalid={errors.description === undefined ? undefined : true}
            aria-describedby={errors.description === undefined ? undefined : 'return-description-error'}
          />
          {errors.description === undefined ? null : (
            <span id="return-description-error" role="alert" className={styles.fieldError}>
              {errors.description}
            </span>
          )}
          <div className={styles.formActions}>
            <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
              {sending ? 'Sending…' : 'Send request'}
            </Button>
            {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
          </div>
        </form>
      )}
    </Panel>
  )
}
