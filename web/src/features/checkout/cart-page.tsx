import { useEffect, useMemo, useState } from 'react'
import { cartItems } from '@partfront/core/cart'
import { TEXT_LIMITS } from '@partfront/core/constants'
import { cartLineView, cartTotals, itemCountText, type CartLineView } from '@partfront/core/checkout'
import type { CartItem } from '@partfront/core/contract'
import { orderQuantity } from '@partfront/core/pricing'
import { productSlug } from '@partfront/core/routing'
import { SiteLink } from '../../app/site-link.tsx'
import { NO_ITEMS, useRunningStorefront, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'
import styles from './checkout.module.css'

/**
 * The cart page (`/cart`, CART-3..5): the rows of the storefront's cart actor, each priced at its quantity by
 * core, with quantity and customer-reference editing (`cart.update`), remove (`cart.delete`, CART-3) and the
 * selection that goes on to `/cart/buy?ids=…`. The server renders the rows it loaded; in the browser the page
 * asks the cart actor to load (CART-5) and draws the actor's rows from then on, so the badge, the drawer's
 * `Quantity: {n}` and this page read one list.
 */
export function CartPage({ initial }: { readonly initial: readonly CartItem[] | null }) {
  const storefront = useStorefront()
  const running = useRunningStorefront()
  const live = useStorefrontSelector('cart', cartItems, NO_ITEMS)
  const busy = useStorefrontSelector('cart', (snapshot) => snapshot.hasTag('busy'), false)
  const [synced, setSynced] = useState(false)
  useEffect(() => {
    // CART-5: once the machines run, the actor loads the rows; the page draws them once that load has ended
    // (until then, the server's).
    if (running === undefined) return
    const cart = running.actors.cart
    let seenLoading = false
    const subscription = cart.subscribe((snapshot) => {
      if (snapshot.hasTag('loading')) seenLoading = true
      else if (seenLoading) setSynced(true)
    })
    running.send({ type: 'cart.load' })
    if (cart.getSnapshot().hasTag('loading')) seenLoading = true
    return () => subscription.unsubscribe()
  }, [running])

  const items = useMemo(() => (synced ? live : (initial ?? [])), [synced, live, initial])
  const lines = useMemo(() => items.map(cartLineView), [items])
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set())
  const selected = useMemo(() => new Set(lines.filter((line) => !deselected.has(line.id)).map((line) => line.id)), [lines, deselected])
  const totals = cartTotals(lines, selected)
  const [notes, setNotes] = useState<Readonly<Record<number, string>>>({})

  if (!synced && initial === null) {
    return (
      <p className={styles.meta} role="status">
        Loading your cart…
      </p>
    )
  }

  if (lines.length === 0) {
    return (
      <section className={styles.empty} aria-labelledby="cart-empty">
        <h2 id="cart-empty" className={styles.emptyTitle}>
          Your cart is empty.
        </h2>
        <p>Find parts by part number, or upload a bill of materials and add every matched part at once.</p>
        <p className={styles.actions}>
          <SiteLink href="/so" className={buttonClass('primary')} data-button>
            Search parts
          </SiteLink>
          <SiteLink href="/bom" className={buttonClass('secondary')} data-button>
            Upload a BOM
          </SiteLink>
        </p>
      </section>
    )
  }

  function setQuantity(line: CartLineView, item: CartItem, wanted: number) {
    const rounded = orderQuantity(item.productDetailEntity, wanted)
    setNotes((current) => ({ ...current, [line.id]: rounded.note }))
    if (rounded.quantity !== line.quantity) storefront.send({ type: 'cart.update', productId: line.productId, quantity: rounded.quantity })
  }

  function toggle(id: number, on: boolean) {
    setDeselected((current) => {
      const next = new Set(current)
      if (on) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const checkoutHref = `/cart/buy?ids=${[...selected].join(',')}`
  return (
    <div className={styles.layout}>
      <table className={styles.table} aria-label="Cart">
        <thead>
          <tr>
            <th scope="col" className={styles.select}>
              <input
                type="checkbox"
                aria-label="Select all lines"
                checked={selected.size === lines.length}
                onChange={(event) => setDeselected(event.target.checked ? new Set() : new Set(lines.map((line) => line.id)))}
              />
            </th>
            <th scope="col">Part</th>
            <th scope="col">Stock</th>
            <th scope="col">Quantity</th>
            <th scope="col" className={styles.number}>
              Unit price
            </th>
            <th scope="col" className={styles.number}>
              Extended
            </th>
            <th scope="col">Your reference</th>
            <th scope="col">
              <span className={styles.hiddenLabel}>Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const item = items[index] as CartItem
            return (
              <tr key={line.id} data-testid="cart-row">
                <td className={styles.select}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${line.model}`}
                    checked={selected.has(line.id)}
                    onChange={(event) => toggle(line.id, event.target.checked)}
                  />
                </td>
                <td data-label="Part">
                  <SiteLink href={`/product/${productSlug(line.model, line.productId)}`} className={styles.model}>
                    {line.model}
                  </SiteLink>
                  <span className={styles.meta}>
                    {line.brandName}
                    {line.packageName === '' ? '' : ` · ${line.packageName}`}
                  </span>
                </td>
                <td data-label="Stock">
                  {line.stockText}
                  {line.shortText === null ? null : <span className={styles.warning}>{line.shortText}</span>}
                </td>
                <td data-label="Quantity">
                  <QuantityInput
                    key={`${line.id}-${line.quantity}`}
                    model={line.model}
                    quantity={line.quantity}
                    disabled={busy}
                    onCommit={(wanted) => setQuantity(line, item, wanted)}
                  />
                  {notes[line.id] ? (
                    <span className={styles.note} role="status">
                      {notes[line.id]}
                    </span>
                  ) : null}
                  {line.cheaper === null ? null : (
                    <Button
                      variant="link"
                      size="sm"
                      className={styles.hint}
                      disabled={busy}
                      onClick={() => storefront.send({ type: 'cart.update', productId: line.productId, quantity: line.cheaper?.quantity ?? line.quantity })}
                    >
                      {line.cheaper.text}
                    </Button>
                  )}
                </td>
                <td data-label="Unit price" className={styles.number}>
                  {line.unitPriceText}
                </td>
                <td data-label="Extended" className={styles.number}>
                  <strong>{line.extendedPriceText}</strong>
                </td>
                <td data-label="Your reference">
                  <ReferenceInput
                    key={`${line.id}-${line.customerReference}`}
                    model={line.model}
                    reference={line.customerReference}
                    disabled={busy}
                    onCommit={(customerReference) =>
                      storefront.send({ type: 'cart.update', productId: line.productId, quantity: line.quantity, customerReference })
                    }
                  />
                </td>
                <td>
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => storefront.send({ type: 'cart.delete', id: line.id })}>
                    Remove<span className={styles.hiddenLabel}> {line.model}</span>
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>

      <aside className={styles.summary} aria-label="Cart summary">
        <p>
          <span data-testid="cart-selected">{itemCountText(totals.itemCount)}</span> selected of {itemCountText(lines.length)}
        </p>
        <p className={styles.subtotal}>
          Subtotal <strong data-testid="cart-subtotal">{totals.subtotalText}</strong>
        </p>
        <p className={styles.meta}>Shipping and the delivery terms are chosen at checkout.</p>
        {totals.itemCount === 0 ? (
          <p className={styles.meta}>Select at least one line to check out.</p>
        ) : (
          <SiteLink href={checkoutHref} className={buttonClass('primary')} data-button>
            Check out
          </SiteLink>
        )}
      </aside>
    </div>
  )
}

/** A line's quantity: typed freely, committed on blur or Enter (core rounds it to the minimum and the pack). */
function QuantityInput({
  model,
  quantity,
  disabled,
  onCommit,
}: {
  readonly model: string
  readonly quantity: number
  readonly disabled: boolean
  readonly onCommit: (wanted: number) => void
}) {
  const [text, setText] = useState(String(quantity))
  const commit = () => {
    if (text !== String(quantity)) onCommit(Number(text))
  }
  return (
    <input
      className={styles.quantity}
      type="number"
      inputMode="numeric"
      min={1}
      aria-label={`Quantity of ${model}`}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}

/** A line's customer reference, saved on blur or Enter. */
function ReferenceInput({
  model,
  reference,
  disabled,
  onCommit,
}: {
  readonly model: string
  readonly reference: string
  readonly disabled: boolean
  readonly onCommit: (reference: string) => void
}) {
  const [text, setText] = useState(reference)
  const commit = () => {
    if (text.trim() !== reference) onCommit(text.trim())
  }
  return (
    <input
      className={styles.reference}
      type="text"
      maxLength={TEXT_LIMITS.reference}
      autoComplete="off"
      aria-label={`Your reference for ${model}`}
      placeholder="e.g. your part no."
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
    />
  )
}
