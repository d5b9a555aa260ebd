import type { ProductSummary } from '@partfront/core/contract'
import { productSlug } from '@partfront/core/routing'
import { firstPriceText, stockText } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './product.module.css'

/**
 * A row of related parts as cards (PAGE-1 "Guess you like it", and the similar parts): part number link
 * (ROUTE-11), maker, package, stock and the first price break. `null` while loading shows a short placeholder;
 * an empty list says so; a failed load says so without blocking the page.
 */
export function GuessList({
  title,
  products,
  failed = false,
  noteOf,
}: {
  readonly title: string
  readonly products: readonly ProductSummary[] | null
  readonly failed?: boolean
  /** A line under a card saying why it is listed (issue 29: `Same resistance, tolerance; other maker`). */
  readonly noteOf?: (item: ProductSummary) => string | undefined
}) {
  const headingId = `guess-${title.toLowerCase().replace(/[^a-z]+/gu, '-')}`
  return (
    <section className={styles.guess} aria-labelledby={headingId} aria-busy={products === null && !failed}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {failed ? (
        <p className={styles.muted}>These suggestions could not be loaded.</p>
      ) : products === null ? (
        <p className={styles.muted}>Loading suggestions…</p>
      ) : products.length === 0 ? (
        <p className={styles.muted}>No related parts yet.</p>
      ) : (
        <ul className={styles.cards}>
          {products.map((item) => (
            <li key={item.intID} className={styles.card}>
              <SiteLink href={`/product/${productSlug(item.model, item.intID)}`} className={styles.cardModel}>
                {item.model}
              </SiteLink>
              <span>{item.brandName}</span>
              {item.packageName === '' ? null : <span className={styles.muted}>{item.packageName}</span>}
              <span className={styles.muted}>{stockText(item.stock)}</span>
              <span>{firstPriceText(item) ?? 'Price on request'}</span>
              {noteOf?.(item) === undefined ? null : <span className={styles.cardNote}>{noteOf(item)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
