import { useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { TEXT_LIMITS } from '@partfront/core/constants'
import {
  CHECKOUT_CARRIERS,
  CHECKOUT_SHIPPING,
  DELIVERY_PREFERENCES,
  type CheckoutActor,
  cartLineView,
  cartTotals,
  createCheckoutMachine,
  itemCountText,
  moneyText,
  refusedLineId,
  shippingText,
} from '@partfront/core/checkout'
import { addressAdd, addressList, orderCreate, type Address, type AddressAddBody, type CartItem } from '@partfront/core/contract'
import { formatCount } from '@partfront/core/search'
import { createActor } from 'xstate'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'
import { useActorSnapshot, useStartedActor } from '../../app/use-page-actor.ts'
import { Button } from '../../ui/button.tsx'
import { AddressForm } from './address-form.tsx'
import styles from './checkout.module.css'

/**
 * The checkout (`/cart/buy`): the selected cart rows with their prices, the shipping address (one of the
 * member's, or a new one added inline), the carrier and what shipping costs, PO number, VAT / tax ID, remark,
 * and partial or complete delivery when a line is short. Placing the order is the server's one transaction;
 * the short lines shown go as its `backorder` (what is in stock is reserved, the rest waits); a refusal names
 * the line and why, and the cart is as it was.
 */
export function CheckoutPage({ items, addresses: initialAddresses }: { readonly items: readonly CartItem[]; readonly addresses: readonly Address[] }) {
  const storefront = useStorefront()
  const lines = useMemo(() => items.map(cartLineView), [items])
  const totals = cartTotals(lines)
  const actor = useCheckout(initialAddresses)
  const snapshot = useActorSnapshot(actor)
  const { addresses, addressId, carrier, delivery, refusal } = snapshot.context
  const adding = snapshot.hasTag('addingAddress')
  const sending = snapshot.hasTag('busy')
  const refusedId = refusal === null ? null : refusedLineId(refusal, lines)

  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>Nothing to check out.</h2>
        <p>
          The lines you chose are no longer in your cart. <SiteLink href="/cart">Back to the cart</SiteLink>
        </p>
      </div>
    )
  }

  function place(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    actor.send({ type: 'checkout.place', lines, terms: { poNumber: text('poNumber'), vatId: text('vatId'), remark: text('remark') } })
  }

  async function addAddress(request: { readonly body: AddressAddBody }) {
    const added = await storefront.call(addressAdd, request)
    const list = await storefront.call(addressList, {})
    actor.send({ type: 'checkout.addressAdded', addresses: list, id: added.id })
  }

  return (
    <div className={styles.layout}>
      <div>
        {refusal === null ? null : (
          <p className={styles.alert} role="alert">
            {refusal}
            {refusedId === null ? '' : ' Nothing was ordered: the line is marked below and your cart is unchanged.'}
          </p>
        )}
        <section className={styles.section} aria-labelledby="checkout-lines">
          <h2 id="checkout-lines">Parts ({itemCountText(lines.length)})</h2>
          <table className={styles.table} aria-label="Parts to order">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Quantity</th>
                <th scope="col" className={styles.number}>
                  Unit price
                </th>
                <th scope="col" className={styles.number}>
                  Extended
                </th>
                <th scope="col">Your reference</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-refused={line.id === refusedId ? 'true' : undefined} data-testid="checkout-row">
                  <td data-label="Part">
                    <span className={styles.model}>{line.model}</span>
                    <span className={styles.meta}>{line.brandName}</span>
                    {line.id === refusedId ? <span className={styles.error}>{refusal}</span> : null}
                  </td>
                  <td data-label="Quantity">
                    {formatCount(line.quantity)}
                    {line.shortText === null ? null : <span className={styles.warning}>{line.shortText}</span>}
                  </td>
                  <td data-label="Unit price" className={styles.number}>
                    {line.unitPriceText}
                  </td>
                  <td data-label="Extended" className={styles.number}>
                    {line.extendedPriceText}
                  </td>
                  <td data-label="Your reference">{line.customerReference === '' ? '—' : line.customerReference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <fieldset className={styles.section}>
          <legend>Shipping address</legend>
          {addresses.length === 0 ? <p className={styles.meta}>You have no saved address yet: add one below.</p> : null}
          <ul className={styles.choices}>
            {addresses.map((address) => (
              <li key={address.id}>
                <label className={styles.choice}>
                  <input type="radio" name="addressId" checked={addressId === address.id} onChange={() => actor.send({ type: 'checkout.address', id: address.id })} />
                  <span>
                    <strong>
                      {address.firstName} {address.lastName}
                    </strong>
                    {address.company === '' ? '' : `, ${address.company}`}
                    <span className={styles.meta}>
                      {[address.address, address.city, address.state, address.postcode, address.country].filter((part) => part !== '').join(', ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {adding ? (
            <AddressForm onSave={addAddress} onCancel={addresses.length === 0 ? undefined : () => actor.send({ type: 'checkout.cancelAddress' })} />
          ) : (
            <p>
              <Button variant="link" onClick={() => actor.send({ type: 'checkout.addAddress' })}>
                Add a new address
              </Button>
            </p>
          )}
        </fieldset>

        <form id="checkout-form" onSubmit={place} aria-label="Order terms">
          <fieldset className={styles.section}>
            <legend>Carrier</legend>
            <ul className={styles.choices}>
              {CHECKOUT_CARRIERS.map((option) => (
                <li key={option}>
                  <label className={styles.choice}>
                    <input type="radio" name="carrier" value={option} checked={carrier === option} onChange={() => actor.send({ type: 'checkout.carrier', carrier: option })} />
                    <span>
                      <strong>{option}</strong>
                      <span className={styles.meta}>{shippingText(CHECKOUT_SHIPPING, option)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          {totals.short === 0 ? null : (
            <fieldset className={styles.section}>
              <legend>Delivery</legend>
              <p className={styles.meta}>
                {itemCountText(totals.short)} {totals.short === 1 ? 'asks' : 'ask'} for more than is in stock.
              </p>
              <ul className={styles.choices}>
                {DELIVERY_PREFERENCES.map((option) => (
                  <li key={option.value}>
                    <label className={styles.choice}>
                      <input type="radio" name="delivery" value={option.value} checked={delivery === option.value} onChange={() => actor.send({ type: 'checkout.delivery', delivery: option.value })} />
                      <span>
                        <strong>{option.label}</strong>
                        <span className={styles.meta}>{option.hint}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}

          <fieldset className={styles.section}>
            <legend>Your references</legend>
            <div className={styles.fields}>
              <label className={styles.field}>
                Purchase order number (optional)
                <input name="poNumber" maxLength={TEXT_LIMITS.reference} autoComplete="off" />
              </label>
              <label className={styles.field}>
                VAT / tax ID (optional)
                <input name="vatId" maxLength={TEXT_LIMITS.reference} autoComplete="off" />
              </label>
              <label className={`${styles.field} ${styles.wide}`}>
                Remark (optional)
                <textarea name="remark" rows={3} maxLength={TEXT_LIMITS.remark} />
              </label>
            </div>
          </fieldset>
        </form>
      </div>

      <aside className={styles.summary} aria-label="Order summary">
        <p>{itemCountText(totals.itemCount)}</p>
        <p className={styles.subtotal}>
          Subtotal <strong>{totals.subtotalText}</strong>
        </p>
        <p className={styles.subtotal}>
          Shipping <strong>{moneyText(CHECKOUT_SHIPPING)}</strong>
        </p>
        <p className={styles.meta}>Freight collect: {carrier} bills your carrier account.</p>
        <p className={styles.subtotal}>
          Total <strong data-testid="checkout-total">{moneyText(totals.subtotal + CHECKOUT_SHIPPING)}</strong>
        </p>
        <Button type="submit" form="checkout-form" disabled={sending || adding}>
          {sending ? 'Placing your order…' : 'Place order'}
        </Button>
        {adding ? <p className={styles.meta}>Save or cancel the new address first.</p> : null}
        <p>
          <SiteLink href="/cart">Back to the cart</SiteLink>
        </p>
      </aside>
    </div>
  )
}

/**
 * Core's checkout machine over the storefront's caller: placed, the cart's count is read again and the buyer
 * goes on to pay; a line refused for its stock reads the cart again (the route's data), so it shows what is
 * left; a 403 ends the session (API-3).
 */
function useCheckout(addresses: readonly Address[]): CheckoutActor {
  const storefront = useStorefront()
  const router = useRouter()
  const [machine] = useState(() => createCheckoutMachine({ placeOrder: (body) => storefront.call(orderCreate, { body }) }))
  const actor = useStartedActor(() => createActor(machine, { input: { addresses } }))
  useEffect(() => {
    const subscriptions = [
      actor.on('checkout.placed', (event) => {
        storefront.send({ type: 'cart.refresh' })
        void router.navigate({ href: `/payment/${event.orderId}` })
      }),
      actor.on('checkout.stale', () => void router.invalidate()),
      actor.on('auth.forbidden', (event) => storefront.send({ type: 'auth.forbidden', message: event.message })),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, router, storefront])
  return actor
}
