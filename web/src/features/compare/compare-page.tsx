import { useId, useMemo, useState } from 'react'
import { COMPARE_LIMIT, cellsDiffer, comparePrices, compareRows, differenceText } from '@partfront/core/compare'
import type { ProductComparison } from '@partfront/core/contract'
import { productSlug } from '@partfront/core/routing'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { Button } from '../../ui/button.tsx'
import { QuantityForm } from '../../ui/quantity-form.tsx'
import styles from './compare.module.css'

/** What the compare page shows: the parts side by side, or why it cannot. */
export type CompareView =
  | { readonly kind: 'parts'; readonly comparison: ProductComparison }
  | { readonly kind: 'refused'; readonly message: string }

/**
 * `/compare?ids=…&qty=…` (issue 29): up to four parts side by side. The fixed rows (price at the chosen
 * quantity, maker, package, stock) and then the union of their attributes in their categories' order, each row
 * whose parts differ marked with a "Differs" label and a bar (not by colour alone); the rows and prices come from
 * core's compare and pricing rules. The table scrolls inside its own region, so the page never scrolls sideways.
 */
export function ComparePage({
  view,
  quantity,
  onQuantity,
  onRemove,
}: {
  readonly view: CompareView
  /** The quantity prices are shown at (the URL's `qty`); `null`: each part's minimum order. */
  readonly quantity: number | null
  readonly onQuantity: (quantity: number | null) => void
  readonly onRemove: (id: number) => void
}) {
  const titleId = useId()
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <p className={styles.back}>
        <SiteLink href="/catalog">← Back to the catalog</SiteLink>
      </p>
      <h1 id={titleId} className={styles.title}>
        Compare parts
      </h1>
      {view.kind === 'refused' ? (
        <p className={styles.error} role="alert">
          {view.message}. Tick up to {COMPARE_LIMIT} parts in a search or a category to compare them.
        </p>
      ) : view.comparison.products.length === 0 ? (
        <p className="pf-notice">Nothing to compare yet: tick up to {COMPARE_LIMIT} parts in a search or a category, then open Compare.</p>
      ) : (
        <Comparison comparison={view.comparison} quantity={quantity} onQuantity={onQuantity} onRemove={onRemove} />
      )}
    </article>
  )
}

function Comparison({
  comparison,
  quantity,
  onQuantity,
  onRemove,
}: {
  readonly comparison: ProductComparison
  readonly quantity: number | null
  readonly onQuantity: (quantity: number | null) => void
  readonly onRemove: (id: number) => void
}) {
  const { products, attributes } = comparison
  const rows = useMemo(() => compareRows(attributes, products, (count) => formatCount(count)), [attributes, products])
  const prices = useMemo(() => comparePrices(products, quantity ?? 1), [products, quantity])
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const pricesDiffer = cellsDiffer(prices.map((price) => (price.unitPrice === null ? null : String(price.unitPrice))))
  const regionId = useId()
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows
  return (
    <>
      <div className={styles.toolbar}>
        <QuantityForm key={quantity ?? 'none'} quantity={quantity} onQuantity={onQuantity} className={styles.quantity} />
        <label className={styles.check}>
          <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          Only rows that differ
        </label>
        <p className={styles.summary} aria-live="polite">
          {differenceText(rows)}
        </p>
      </div>
      <div className={styles.scroll} role="region" aria-labelledby={regionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={regionId} className={styles.caption}>
            {products.length} parts side by side
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {products.map((product) => (
                <th key={product.intID} scope="col" className={styles.part}>
                  <SiteLink href={`/product/${productSlug(product.model, product.intID)}`} className={styles.model}>
                    {product.model}
                  </SiteLink>
                  <span className={styles.description}>{product.description}</span>
                  <Button variant="secondary" size="sm" aria-label={`Remove ${product.model} from the comparison`} onClick={() => onRemove(product.intID)}>
                    Remove
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={pricesDiffer ? styles.differs : undefined} data-row="price">
              <th scope="row" className={styles.label}>
                Price{quantity === null ? ' at the minimum order' : ` at ${formatCount(quantity)}`}
                {pricesDiffer && <DiffersMark />}
              </th>
              {prices.map((price, index) => (
                <td key={products[index]?.intID ?? index} data-testid="compare-price">
                  {price.unitPrice === null ? (
                    <span className={styles.muted}>Price on request</span>
                  ) : (
                    <>
                      <strong>{formatUnitPrice(price.unitPrice)}</strong> each
                      <span className={styles.extended}>
                        {formatUnitPrice(price.extendedPrice ?? 0)} for {formatCount(price.quantity)}
                      </span>
                      {price.note === '' ? null : <span className={styles.note}>{price.note}</span>}
                    </>
                  )}
                </td>
              ))}
            </tr>
            {shown.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined} data-row={row.key}>
                <th scope="row" className={styles.label}>
                  {row.label}
                  {row.differs && <DiffersMark />}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={products[index]?.intID ?? index}>{cell ?? <span className={styles.muted}>—</span>}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The visible, readable mark of a row whose parts differ (a word, not only the row's colour). */
function DiffersMark() {
  return <span className={styles.mark}>Differs</span>
}
