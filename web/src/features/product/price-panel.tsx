import { useLocation } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ProductDetail } from '@partfront/core/contract'
import { isFavourite } from '@partfront/core/favourites'
import { cheaperQuantity, ladderRows, orderQuantity, priceAt } from '@partfront/core/pricing'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './product.module.css'

/**
 * The price ladder with the quantity calculator (PAGE-1): what the typed quantity becomes (raised to the minimum
 * order, rounded up to the standard pack, with core's note), its unit and extended price, and core's "buy N
 * more and pay less in total" hint; then add to cart (CART-1/2), add to RFQ (RFQ-1/2) and the favourite heart,
 * each an event to the storefront's machines. All figures and words come from core/pricing.
 */
export function PricePanel({ product }: { readonly product: ProductDetail }) {
  const storefront = useStorefront()
  const currentPath = useLocation({ select: (location) => location.href })
  const favourite = useStorefrontSelector('favourites', (snapshot) => isFavourite(snapshot, product.intID), false)
  const [typed, setTyped] = useState(() => String(orderQuantity(product, Number.NaN).quantity))
  const inputId = useId()
  const noteId = useId()
  const order = orderQuantity(product, Number(typed.replace(/,/gu, '')))
  const price = priceAt(product, order.quantity)
  const cheaper = cheaperQuantity(product, order.quantity)
  const ladder = ladderRows(product.priceLadder, order.quantity)

  return (
    <section className={styles.prices} aria-labelledby="price-title">
      <h2 id="price-title" className={styles.pricesTitle}>
        Price (USD)
      </h2>
      {product.priceLadder.length === 0 ? (
        <p>Price on request: send us a Request for Quotation below.</p>
      ) : (
        <table className={styles.ladder}>
          <caption className={styles.caption}>Price breaks</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Extended</th>
            </tr>
          </thead>
          <tbody>
            {ladder.map((step) => (
              <tr key={step.quantity} className={step.active ? styles.activeBreak : undefined} aria-current={step.active ? 'true' : undefined}>
                <td>{formatCount(step.quantity)}+</td>
                <td>{formatUnitPrice(step.unitPrice)}</td>
                <td>{formatUnitPrice(step.extendedPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.calculator}>
        <label htmlFor={inputId} className={styles.quantityLabel}>
          Quantity
        </label>
        <input
          id={inputId}
          className={styles.quantityInput}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTyped(String(order.quantity))}
          aria-describedby={noteId}
        />
        <div id={noteId} aria-live="polite" className={styles.quote}>
          {order.note === '' ? null : <p className={styles.note}>{order.note}</p>}
          {price === null ? null : (
            <dl className={styles.totals}>
              <dt>Unit price at {formatCount(price.quantity)}</dt>
              <dd data-testid="unit-price">{formatUnitPrice(price.unitPrice)}</dd>
              <dt>Extended price</dt>
              <dd data-testid="extended-price">{formatUnitPrice(price.extendedPrice)}</dd>
            </dl>
          )}
          {cheaper === null ? null : (
            <p className={styles.hint}>
              {cheaper.text}{' '}
              <Button variant="link" size="sm" onClick={() => setTyped(String(cheaper.quantity))}>
                Use {formatCount(cheaper.quantity)}
              </Button>
            </p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          onClick={() => storefront.send({ type: 'cart.add', productId: product.intID, quantity: order.quantity, currentPath })}
          disabled={product.priceLadder.length === 0}
        >
          Add to cart
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            storefront.send({
              type: 'rfq.add',
              item: { id: String(product.intID), model: product.model, intID: product.intID, purchaseQuantity: order.quantity },
            })
          }
        >
          Add to RFQ
        </Button>
        <Button
          variant="secondary"
          aria-pressed={favourite}
          onClick={() => storefront.send({ type: 'favourites.toggle', productId: product.intID, model: product.model })}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> Favourite
        </Button>
      </div>
    </section>
  )
}
