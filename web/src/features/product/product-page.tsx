import { lazy } from 'react'
import type { ProductDetail } from '@partfront/core/contract'
import type { Crumb } from '@partfront/core/shell'
import { catalogSlug } from '@partfront/core/routing'
import { formatCount, stockText } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { Datasheet } from './datasheet.tsx'
import { Guarantees } from './guarantees.tsx'
import { PricePanel } from './price-panel.tsx'
import { ProductTabs } from './product-tabs.tsx'
import { allLoaded, type RelatedData } from './related-data.ts'
import { RelatedLists } from './related-lists.tsx'
import { RfqForm } from './rfq-form.tsx'
import styles from './product.module.css'
import { AfterHydration } from '../../ui/after-hydration.tsx'

/** Related parts the route did not bring are asked for in the browser after the page, so that code loads then too. */
const RelatedParts = lazy(() => import('./related-parts.tsx').then((module) => ({ default: module.RelatedParts })))

/**
 * The product detail page (PAGE-1): breadcrumbs, the part's facts, the price ladder with the quantity
 * calculator and the add buttons, the tabs (Product Details, Data Sheet, Guarantees), the Request for
 * Quotation form and the related parts. The product comes from the route's loader (server-rendered), and so
 * do the related parts on a server render (`related`), drawn at once; on a client-side navigation, or for a
 * list the server could not load, they follow in the browser.
 */
export function ProductPage({
  product,
  trail,
  related = null,
}: {
  readonly product: ProductDetail
  /** The breadcrumb from Home to the part (core's `productTrail`), the same the JSON-LD carries. */
  readonly trail: readonly Crumb[]
  /** The related parts the server's render loaded. @default null (asked for in the browser) */
  readonly related?: RelatedData | null
}) {
  const categoryPath = `/catalog/${catalogSlug(product.categoryName, product.categoryId)}`
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
              </li>
            ),
          )}
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
          {product.description === '' ? null : <p className={styles.description}>{product.description}</p>}
          <dl className={styles.specs}>
            <dt>Manufacturer part number</dt>
            <dd>{product.model}</dd>
            <dt>Manufacturer</dt>
            <dd>
              <SiteLink href={`/brand/${product.brandId}`}>{product.brandName}</SiteLink>
            </dd>
            <dt>Category</dt>
            <dd>
              <SiteLink href={categoryPath}>{product.categoryName}</SiteLink>
            </dd>
            <dt>Package</dt>
            <dd>{product.packageName === '' ? '—' : product.packageName}</dd>
            <dt>RoHS</dt>
            <dd>{product.rohs ? 'RoHS compliant' : 'Not stated'}</dd>
            <dt>Stock</dt>
            <dd className={product.stock > 0 ? styles.inStock : undefined}>{stockText(product.stock)}</dd>
            {product.leadTimeDays === null ? null : (
              <>
                <dt>Lead time</dt>
                <dd>{formatCount(product.leadTimeDays)} days</dd>
              </>
            )}
            <dt>Minimum order</dt>
            <dd>{formatCount(product.moq)}</dd>
            <dt>Standard pack</dt>
            <dd>{formatCount(product.spq)}</dd>
            {product.delivery === '' ? null : (
              <>
                <dt>Delivery</dt>
                <dd>{product.delivery}</dd>
              </>
            )}
            {product.payment === '' ? null : (
              <>
                <dt>Payment</dt>
                <dd>{product.payment}</dd>
              </>
            )}
          </dl>
        </div>
        <PricePanel product={product} />
      </div>
      <ProductTabs
        label={`${product.model} information`}
        tabs={[
          { id: 'details', label: 'Product Details', panel: <Attributes product={product} /> },
          { id: 'datasheet', label: 'Data Sheet', panel: <Datasheet product={product} /> },
          { id: 'guarantees', label: 'Guarantees', panel: <Guarantees /> },
        ]}
      />
      <RfqForm product={product} />
      {allLoaded(related) ? (
        <RelatedLists
          series={{ products: related.series, failed: false }}
          sameValue={{ products: related.sameValue, failed: false }}
          guess={{ products: related.guess, failed: false }}
          similar={{ products: related.similar, failed: false }}
        />
      ) : (
        <AfterHydration fallback={<p className={styles.muted}>Loading suggestions…</p>}>
          <RelatedParts product={product} initial={related} />
        </AfterHydration>
      )}
    </article>
  )
}

/** The Product Details tab: the attribute table, with the part's own facts first. */
function Attributes({ product }: { readonly product: ProductDetail }) {
  const rows = [
    { name: 'Manufacturer part number', value: product.model },
    { name: 'Manufacturer', value: product.brandName },
    { name: 'Category', value: product.categoryName },
    { name: 'Description', value: product.description },
    { name: 'Package / case', value: product.packageName },
    { name: 'RoHS status', value: product.rohs ? 'RoHS compliant' : 'Not stated' },
    ...product.attributes,
  ].filter((row) => row.value !== '')
  return (
    <table className={styles.attributes}>
      <caption className={styles.caption}>{product.model} specifications</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
