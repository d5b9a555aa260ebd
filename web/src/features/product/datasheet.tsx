import type { ProductDetail } from '@partfront/core/contract'
import { useShellData } from '../../app/shell-data.ts'
import styles from './product.module.css'

/**
 * The Data Sheet tab (PAGE-1): the PDF link, and the PDF embedded when the page may frame it. The site's
 * Content-Security-Policy has no `frame-src`, so `default-src 'self'` allows frames of our own origin only,
 * and makers' sites (ti.com, vishay.com…) forbid being framed anyway (X-Frame-Options / frame-ancestors): a
 * frame of theirs would be an empty box. So a datasheet served by us is embedded, any other is linked.
 */
export function Datasheet({ product }: { readonly product: ProductDetail }) {
  const { origin } = useShellData()
  const url = product.datasheetUrl
  if (url === null) return <p>No data sheet is on file for {product.model}; ask for one with a Request for Quotation.</p>
  const embeddable = new URL(url, origin).origin === origin
  return (
    <div className={styles.datasheet}>
      <p>
        <a href={url} rel="noopener" target="_blank">
          {product.model} data sheet (PDF, opens in a new tab)
        </a>
      </p>
      {embeddable ? (
        <iframe className={styles.viewer} src={url} title={`${product.model} data sheet`} loading="lazy" />
      ) : (
        <p className={styles.muted}>The manufacturer&apos;s site does not allow its data sheet to be shown inside other pages: open it with the link above.</p>
      )}
    </div>
  )
}
