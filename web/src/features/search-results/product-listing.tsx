import { useRouter } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import type { ProductSummary } from '@partfront/core/contract'
import { formatCount, listingPagination, listingPath, productRow, type ListingParams, type ResultRow } from '@partfront/core/search'
import { Pager } from './pager.tsx'
import { ResultTable, type AttributeColumn } from './result-table.tsx'
import { QuantityForm } from '../../ui/quantity-form.tsx'
import styles from './search-results-page.module.css'

/**
 * A category's or a brand's products in the results table (ROUTE-11 links, prices at the URL's `qty`), with
 * the in-stock filter, the quantity and the pages in the URL (`listingPath`), so a view can be shared.
 */
export function ProductListing({
  base,
  params,
  products,
  total,
  caption,
  stockFilter = true,
  rowAction,
  aside,
  before,
  columns,
  values,
  sort,
  emptyText,
}: {
  /** The listing's own path, `/catalog/resistors-21`. */
  readonly base: string
  readonly params: ListingParams
  readonly products: readonly ProductSummary[]
  readonly total: number
  readonly caption: string
  /** Whether the listing's endpoint filters by stock (a category's does, a brand's does not). @default true */
  readonly stockFilter?: boolean
  /** What a route adds under each row's part number (the compare tick box). @default none */
  readonly rowAction?: (row: ResultRow) => ReactNode
  /** Issue 29: a filter panel beside the table (wide screens). @default none */
  readonly aside?: ReactNode
  /** Issue 29: what goes between the toolbar and the table (the active filters' chips). @default none */
  readonly before?: ReactNode
  /** Issue 29: the category's main attributes as sortable columns, the rows' values by product id. */
  readonly columns?: readonly AttributeColumn[]
  readonly values?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** The column sorted by (`resistance`, `-resistance`); the columns sort when given. @default unsorted */
  readonly sort?: string | null
  /** What an empty listing says. @default "No products yet." (or none in stock) */
  readonly emptyText?: string
}) {
  const router = useRouter()
  const rows = useMemo(() => products.map(productRow), [products])
  const go = (next: ListingParams) => void router.navigate({ href: listingPath(base, next) })
  const sorting =
    sort === undefined
      ? undefined
      : { by: sort, href: (by: string) => listingPath(base, { ...params, page: 1, extra: { ...params.extra, sort: by } }) }
  const listing = (
    <section aria-label={caption} className={styles.listing}>
      <div className={`pf-results-toolbar ${styles.toolbar}`}>
        <h2 className={styles.listingTitle}>
          {caption} <span className={styles.count}>({formatCount(total)})</span>
        </h2>
        {stockFilter && (
          <label className={styles.check}>
            <input type="checkbox" checked={params.inStock} onChange={(event) => go({ ...params, inStock: event.target.checked, page: 1 })} />
            In stock only
          </label>
        )}
        <QuantityForm key={params.quantity ?? 'none'} quantity={params.quantity} onQuantity={(quantity) => go({ ...params, quantity })} />
      </div>
      {before}
      {rows.length === 0 ? (
        <p className="pf-notice">{emptyText ?? (params.inStock ? 'None of these products is in stock now.' : 'No products yet.')}</p>
      ) : (
        <ResultTable rows={rows} quantity={params.quantity} caption={caption} columns={columns} values={values} sort={sorting} rowAction={rowAction} />
      )}
      <Pager pagination={listingPagination(base, params, total)} />
    </section>
  )
  if (aside === undefined) return listing
  return (
    <div className={styles.withAside}>
      <aside className={styles.aside} aria-label="Filters">
        {aside}
      </aside>
      {listing}
    </div>
  )
}
