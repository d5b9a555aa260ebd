import type { ProductDetail } from '@partfront/core/contract'
import { catalogSlug } from '@partfront/core/routing'
import { formatCount, formatUnitPrice, stockText } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './product-summary.module.css'

/**
 * The product's facts as the server renders them (PAGE-1's first paint: breadcrumbs, part number, maker,
 * description, package, RoHS, stock, MOQ and pack, the price ladder, the datasheet). Everything is worded by
 * core; the full page (quantity pricing, tabs, RFQ form, Guess you like it) builds on this.
 */
export function ProductSummaryView({ product }: { readonly product: ProductDetail }) {
  const categoryPath = `/catalog/${catalogSlug(product.categoryName, product.categoryId)}`
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <SiteLink href="/">Home</SiteLink>
          </li>
          <li>
            <SiteLink href={categoryPath}>{product.categoryName}</SiteLink>
          </li>
          <li aria-current="page">{product.model}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.facts}>
          <h1 id="product-title" className={styles.title}>
            {product.model}
          </h1>
          <p className={styles.maker}>
            <SiteLink href={`/brand/${product.brandId}`}>{product.brandName}</SiteLink>
          </p>
          {product.description !== '' && <p className={styles.description}>{product.description}</p>}
          <dl className={styles.specs}>
            <dt>Manufacturer part number</dt>
            <dd>{product.model}</dd>
            <dt>Package</dt>
            <dd>{product.packageName === '' ? '—' : product.packageName}</dd>
            <dt>RoHS</dt>
            <dd>{product.rohs ? 'Compliant' : 'Not stated'}</dd>
            <dt>Stock</dt>
            <dd>{stockText(product.stock)}</dd>
            {product.leadTimeDays !== null && (
              <>
                <dt>Lead time</dt>
                <dd>{formatCount(product.leadTimeDays)} days</dd>
              </>
            )}
            <dt>Minimum order</dt>
            <dd>{formatCount(product.moq)}</dd>
            <dt>Standard pack</dt>
            <dd>{formatCount(product.spq)}</dd>
            {product.datasheetUrl !== null && (
              <>
                <dt>Data sheet</dt>
                <dd>
                  <a href={product.datasheetUrl} rel="noopener" target="_blank">
                    {product.model} data sheet (PDF)
                  </a>
                </dd>
              </>
            )}
          </dl>
        </div>
        <section className={styles.prices} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.pricesTitle}>
            Price (USD)
          </h2>
          {product.priceLadder.length === 0 ? (
            <p>Price on request.</p>
          ) : (
            <table className={styles.ladder}>
              <thead>
                <tr>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price</th>
                </tr>
              </thead>
              <tbody>
                {product.priceLadder.map((priceBreak) => (
                  <tr key={priceBreak.quantity}>
                    <td>{formatCount(priceBreak.quantity)}+</td>
                    <td>{formatUnitPrice(priceBreak.unitPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </article>
  )
}
