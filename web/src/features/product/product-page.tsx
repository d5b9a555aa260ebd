import { useEffect, useState } from 'react'
import { productGuess, searchList, type ProductDetail, type ProductSummary } from '@partfront/core/contract'
import { sameSeries, seriesKeyword } from '@partfront/core/parts'
import { orderQuantity } from '@partfront/core/pricing'
import { catalogSlug } from '@partfront/core/routing'
import { formatCount, stockText } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'
import { Datasheet } from './datasheet.tsx'
import { Guarantees } from './guarantees.tsx'
import { GuessList } from './guess-list.tsx'
import { PricePanel } from './price-panel.tsx'
import { ProductTabs } from './product-tabs.tsx'
import { RfqForm } from './rfq-form.tsx'
import styles from './product.module.css'

/**
 * The product detail page (PAGE-1): breadcrumbs, the part's facts, the price ladder with the quantity
 * calculator and the add buttons, the tabs (Product Details, Data Sheet, Guarantees), the Request for
 * Quotation form and Guess you like it. The product comes from the route's loader (server-rendered); the
 * suggestions follow in the browser (`guess`, when the route already has them, is shown at once).
 */
export function ProductPage({ product, guess = null }: { readonly product: ProductDetail; readonly guess?: readonly ProductSummary[] | null }) {
  const categoryPath = `/catalog/${catalogSlug(product.categoryName, product.categoryId)}`
  const related = useRelated(product.intID, guess)
  const series = useSeries(product)
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <SiteLink href="/">Home</SiteLink>
          </li>
          <li>
            <SiteLink href="/catalog">Products</SiteLink>
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
      <RfqForm product={product} quantity={orderQuantity(product, Number.NaN).quantity} />
      {series.products?.length === 0 ? null : (
        <GuessList title="Same series, other packaging" products={series.products} failed={series.failed} />
      )}
      <GuessList title="Guess you like it" products={related.products} failed={related.failed} />
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

/** The related parts, loaded after the first paint (they are not what the page is for). */
function useRelated(id: ProductDetail['intID'], initial: readonly ProductSummary[] | null) {
  const storefront = useStorefront()
  const [state, setState] = useState<{ products: readonly ProductSummary[] | null; failed: boolean }>({ products: initial, failed: false })
  useEffect(() => {
    if (initial !== null) return
    let live = true
    storefront
      .call(productGuess, { query: { id } })
      .then((products) => live && setState({ products, failed: false }))
      .catch(() => live && setState({ products: null, failed: true }))
    return () => {
      live = false
    }
  }, [id, initial, storefront])
  return state
}

/**
 * PAGE-1's similar parts: the same series (core's `seriesKeyword`) from the search, other packages first
 * (core's `sameSeries`); an empty list when the part number has no series to search.
 */
function useSeries(product: ProductDetail) {
  const storefront = useStorefront()
  const keyWord = seriesKeyword(product.model)
  const [state, setState] = useState<{ products: readonly ProductSummary[] | null; failed: boolean }>({
    products: keyWord === null ? [] : null,
    failed: false,
  })
  useEffect(() => {
    if (keyWord === null) return
    let live = true
    storefront
      .call(searchList, { query: { keyWord, page: 1, pageSize: 40 } })
      .then((found) => live && setState({ products: sameSeries(product, found.list.map((hit) => hit.product)), failed: false }))
      .catch(() => live && setState({ products: null, failed: true }))
    return () => {
      live = false
    }
  }, [keyWord, product, storefront])
  return state
}
