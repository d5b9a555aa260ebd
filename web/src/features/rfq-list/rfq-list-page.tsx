import { useState, type FormEvent } from 'react'
import { TEXT_LIMITS } from '@partfront/core/constants'
import type { AccountInfo, QuoteContact } from '@partfront/core/contract'
import { productSlug } from '@partfront/core/routing'
import { rfqError, rfqList, rfqReceipt } from '@partfront/core/rfq'
import { SiteLink } from '../../app/site-link.tsx'
import { NO_ITEMS, useRunningStorefront, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import styles from './rfq-list.module.css'

/**
 * The RFQ list page (`/cart/reserve`, RFQ-3): the storefront's local RFQ list (RFQ-1) with editable quantities
 * (`rfq.update`) and target prices, delete and clear (RFQ-2), the contact prefilled from the account, and
 * submit (`rfq.submit`). The confirmation shows the quote request's number; the list empties only when the
 * server took it (a failure keeps every line). The list lives in the browser's storage, so the server renders
 * the contact form and the list appears once the RFQ machine runs.
 */
export function RfqListPage({ account }: { readonly account: AccountInfo | null }) {
  const storefront = useStorefront()
  // The list is the RFQ machine's (local storage): shown once it runs.
  const running = useRunningStorefront() !== undefined
  const list = useStorefrontSelector('rfq', rfqList, NO_ITEMS)
  const error = useStorefrontSelector('rfq', rfqError, null)
  const receipt = useStorefrontSelector('rfq', rfqReceipt, null)
  const submitting = useStorefrontSelector('rfq', (snapshot) => snapshot.hasTag('submitting'), false)
  const [prices, setPrices] = useState<Readonly<Record<string, string>>>({})
  const [tried, setTried] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value.trim() : ''
    }
    const contact = {
      name: text('name'),
      email: text('email'),
      ...(text('company') === '' ? {} : { company: text('company') }),
      ...(text('tel') === '' ? {} : { tel: text('tel') }),
    } as QuoteContact
    setTried(true)
    storefront.send({ type: 'rfq.submit', contact, remark: text('remark'), targetPrices: prices })
  }

  const name = account === null ? '' : `${account.firstName} ${account.lastName}`.trim()
  return (
    <>
      {receipt === null ? null : (
        <p className={styles.success} role="status" data-testid="rfq-receipt">
          Thank you: your quote request number is <strong>{receipt.id}</strong>. Our sales team replies by email.
        </p>
      )}
      {!running ? (
        <p className={styles.meta}>Loading your RFQ list…</p>
      ) : list.length === 0 ? (
        <section className={styles.empty} aria-labelledby="rfq-empty">
          <h2 id="rfq-empty" className={styles.emptyTitle}>
            Your RFQ list is empty.
          </h2>
          <p>Add parts to the RFQ list from search results or a product page, or send us a whole bill of materials.</p>
          <p className={styles.actions}>
            <SiteLink href="/so" className={buttonClass('primary')} data-button>
              Search parts
            </SiteLink>
            <SiteLink href="/bom" className={buttonClass('secondary')} data-button>
              Upload a BOM
            </SiteLink>
          </p>
        </section>
      ) : (
        <form onSubmit={submit} aria-label="Request for quotation" noValidate>
          <table className={styles.table} aria-label="RFQ list">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Quantity</th>
                <th scope="col">Target unit price (USD, optional)</th>
                <th scope="col">
                  <span className={styles.hiddenLabel}>Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.id} data-testid="rfq-row">
                  <td data-label="Part">
                    <SiteLink href={`/product/${productSlug(item.model, item.intID)}`} className={styles.model}>
                      {item.model}
                    </SiteLink>
                  </td>
                  <td data-label="Quantity">
                    <input
                      key={`${item.id}-${item.purchaseQuantity}`}
                      className={styles.input}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      aria-label={`Quantity of ${item.model}`}
                      defaultValue={item.purchaseQuantity}
                      onBlur={(event) => storefront.send({ type: 'rfq.update', id: item.id, quantity: Number(event.target.value) })}
                    />
                  </td>
                  <td data-label="Target price">
                    <input
                      className={styles.input}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`Target unit price of ${item.model} in USD`}
                      placeholder="e.g. 0.25"
                      value={prices[item.id] ?? ''}
                      onChange={(event) => setPrices((current) => ({ ...current, [item.id]: event.target.value }))}
                    />
                  </td>
                  <td>
                    <Button variant="secondary" size="sm" onClick={() => storefront.send({ type: 'rfq.delete', id: item.id })}>
                      Delete<span className={styles.hiddenLabel}> {item.model}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.actions}>
            <Button variant="link" onClick={() => storefront.send({ type: 'rfq.clear' })}>
              Clear the list
            </Button>
          </p>

          <fieldset className={styles.section}>
            <legend>Your contact details</legend>
            <div className={styles.fields}>
              <label className={styles.field}>
                Name *
                <input name="name" autoComplete="name" required maxLength={TEXT_LIMITS.name} defaultValue={name} />
              </label>
              <label className={styles.field}>
                Email *
                <input name="email" type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} defaultValue={account?.email ?? ''} />
              </label>
              <label className={styles.field}>
                Company
                <input name="company" autoComplete="organization" maxLength={TEXT_LIMITS.company} defaultValue={account?.company ?? ''} />
              </label>
              <label className={styles.field}>
                Telephone
                <input name="tel" type="tel" autoComplete="tel" maxLength={TEXT_LIMITS.phone} defaultValue={account?.tel || account?.mobile || ''} />
              </label>
              <label className={`${styles.field} ${styles.wide}`}>
                Remark
                <textarea name="remark" rows={3} maxLength={TEXT_LIMITS.remark} />
              </label>
            </div>
          </fieldset>
          {tried && error !== null && !submitting ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Submitting…' : 'Submit RFQ'}
          </Button>
        </form>
      )}
    </>
  )
}
