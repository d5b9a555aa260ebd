import type { ProductSummary } from '@partfront/core/contract'
import { productSlug } from '@partfront/core/routing'
import { stockText } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './pages.module.css'

/** Products as links to their pages (ROUTE-11), with maker, package and stock. */
export function ProductLinks({ products }: { readonly products: readonly ProductSummary[] }) {
  if (products.length === 0) return <p className={styles.empty}>No products yet.</p>
  return (
    <ul className={styles.items}>
      {products.map((product) => (
        <li key={product.intID} className={styles.item}>
          <SiteLink className={styles.model} href={`/product/${productSlug(product.model, product.intID)}`}>
            {product.model}
          </SiteLink>
          <p className={styles.meta}>
            {[product.brandName, product.packageName, stockText(product.stock)]
              .filter((part) => part !== '')
              .join(' · ')}
          </p>
          {product.description === '' ? null : <p className={styles.meta}>{product.description}</p>}
        </li>
      ))}
    </ul>
  )
}
