import { useRouterState } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { favouriteItems } from '@partfront/core/favourites'
import { formatCount, pricingQuantity, rowPricing, type ResultRow } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { NO_ITEMS, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { PartNumber } from './part-number.tsx'
import styles from './result-table.module.css'

interface ResultTableProps {
  readonly rows: readonly ResultRow[]
  readonly busy?: boolean
  /** The quantity the rows are priced at (the URL's `qty`); `null`: each at its minimum order. */
  readonly quantity?: number | null
  /** The table's accessible name. @default 'Matching parts' */
  readonly caption?: string
  /** What a route adds under each row's part number (issue 29: the compare tick box). @default none */
  readonly rowAction?: (row: ResultRow) => ReactNode
  /** Issue 29: a category's main attributes as columns after the package, each row's values by product id. @default none */
  readonly columns?: readonly AttributeColumn[]
  readonly values?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /**
   * Issue 29: the attribute columns sort (by number, on the server): the key sorted by (`-key` highest first) and
   * the link of each order. @default the columns do not sort
   */
  readonly sort?: { readonly by: string | null; readonly href: (sort: string) => string }
}

/** An attribute column of the results table. */
export interface AttributeColumn {
  readonly key: string
  readonly name: string
}

/**
 * Parts as a dense table (as the large distributors list them): part number with its highlight and match
 * kind, manufacturer, description, package, MOQ, stock, the price at the row's quantity (unit and extended,
 * with the rounding note and the "buy N more" hint from core), and the row's quantity with add to cart, add to
 * RFQ and favourite (CART-1/2, RFQ-1/2 through the storefront's machines). On a phone each row is a card.
 * Used by the search results, a category's and a brand's products.
 */
export function ResultTable({ rows, busy = false, quantity = null, caption = 'Matching parts', columns = [], values = {}, sort, rowAction }: ResultTableProps) {
  const storefront = useStorefront()
  const favourites = useStorefrontSelector('favourites', favouriteItems, NO_ITEMS)
  const currentPath = useRouterState({ select: (state) => state.location.href })
  return (
    // Between 1200 and about 1300 px the widest rows scroll inside the results column, never under the sidebar.
    <div className={styles.scroll}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.hidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Manufacturer</th>
            <th scope="col">Description</th>
            <th scope="col">Package</th>
            {columns.map((column) => (
              <ColumnHead key={column.key} column={column} sort={sort} />
            ))}
            <th scope="col" className={styles.num}>
              MOQ
            </th>
            <th scope="col" className={styles.num}>
              Stock
            </th>
            <th scope="col" className={styles.num}>
              Price
            </th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row
              key={`${row.id}@${quantity ?? ''}`}
              row={row}
              columns={columns}
              values={values[String(row.id)]}
              quantity={quantity}
              action={rowAction?.(row)}
              favourite={favourites.some((item) => item.productId === row.id)}
              onCart={(count) => storefront.send({ type: 'cart.add', productId: row.id, quantity: count, currentPath })}
              onRfq={(count) =>
                storefront.send({ type: 'rfq.add', item: { id: String(row.id), model: row.model, intID: row.id, purchaseQuantity: count } })
              }
              onFavourite={() => storefront.send({ type: 'favourites.toggle', productId: row.id, model: row.model })}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A sortable attribute column's header: a link to the listing ordered by it (lowest first, then highest first). */
function ColumnHead({ column, sort }: { readonly column: AttributeColumn; readonly sort: ResultTableProps['sort'] }) {
  if (sort === undefined) return <th scope="col">{column.name}</th>
  const ascending = sort.by === column.key
  const descending = sort.by === `-${column.key}`
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}>
      <SiteLink href={sort.href(ascending ? `-${column.key}` : column.key)} className={styles.sortLink}>
        {column.name}
        <span aria-hidden="true">{ascending ? ' ▲' : descending ? ' ▼' : ' ↕'}</span>
        <span className={styles.hidden}>{ascending ? ', sort highest first' : ', sort lowest first'}</span>
      </SiteLink>
    </th>
  )
}

function Row({
  row,
  columns,
  values,
  quantity,
  action,
  favourite,
  onCart,
  onRfq,
  onFavourite,
}: {
  readonly row: ResultRow
  readonly columns: readonly AttributeColumn[]
  readonly values: Readonly<Record<string, string>> | undefined
  readonly quantity: number | null
  readonly action: ReactNode
  readonly favourite: boolean
  readonly onCart: (quantity: number) => void
  readonly onRfq: (quantity: number) => void
  readonly onFavourite: () => void
}) {
  // The row's own quantity starts at the page's (the row is keyed by it, so a new page quantity starts afresh).
  const [typed, setTyped] = useState(quantity === null ? '' : String(quantity))
  const wanted = typed.trim() === '' ? null : pricingQuantity(Number(typed))
  const pricing = rowPricing(row.part, wanted)
  const inputId = `qty-${row.id}`
  const noteId = `qty-note-${row.id}`
  return (
    <tr data-match={row.match ?? undefined} className={styles.row}>
      <th scope="row" className={styles.part}>
        <SiteLink
          href={row.href}
          className={styles.partLink}
          aria-label={row.match === null ? row.model : `${row.model}, ${row.matchLabel}`}
        >
          <PartNumber segments={row.segments} />
        </SiteLink>
        {row.match !== null && (
          <span className={`${styles.match} ${styles[row.match]}`} data-testid="match-label">
            {row.matchLabel}
          </span>
        )}
        {action}
      </th>
      <td data-label="Manufacturer">{row.manufacturer}</td>
      <td data-label="Description" className={styles.description}>
        <span>{row.description}</span>
        <span className={styles.category}>{row.category}</span>
      </td>
      <td data-label="Package">{row.packageName === '' ? '—' : row.packageName}</td>
      {columns.map((column) => (
        <td key={column.key} data-label={column.name} className={styles.attribute}>
          {values?.[column.key] ?? '—'}
        </td>
      ))}
      <td data-label="MOQ" className={`${styles.num} ${styles.moq}`}>
        {pricing.moqText}
      </td>
      <td data-label="Stock" className={`${styles.num} ${row.stock > 0 ? styles.inStock : styles.muted}`}>
        {row.stockText}
      </td>
      <td data-label="Price" className={styles.num} data-testid="row-price">
        {pricing.unitText === null ? (
          <span className={styles.muted}>Price on request</span>
        ) : (
          <>
            <span className={styles.unit}>
              {pricing.unitText}
              <span className={styles.each}> each</span>
            </span>
            <span className={styles.extended}>
              {pricing.extendedText} for {formatCount(pricing.quantity)}
            </span>
          </>
        )}
      </td>
      <td data-label="Quantity" className={styles.actions}>
        <form
          className={styles.quantityForm}
          onSubmit={(event) => {
            event.preventDefault()
            onCart(pricing.quantity)
          }}
        >
          <label htmlFor={inputId} className={styles.hidden}>
            Quantity of {row.model}
          </label>
          <input
            id={inputId}
            className={styles.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={String(pricing.quantity)}
            value={typed}
            aria-describedby={pricing.note === '' && pricing.cheaperText === null ? undefined : noteId}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className={styles.buttons}>
            <Button type="submit" size="sm" aria-label={`Add ${row.model} to cart`}>
              <Icon name="cart" size={16} /> Cart
            </Button>
            <Button variant="secondary" size="sm" aria-label={`Add ${row.model} to RFQ`} onClick={() => onRfq(pricing.quantity)}>
              RFQ
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Favourite ${row.model}`}
              aria-pressed={favourite}
              className={favourite ? styles.favourite : undefined}
              onClick={onFavourite}
            >
              <Icon name="heart" size={16} />
            </Button>
          </div>
          {(pricing.note !== '' || pricing.cheaperText !== null) && (
            <p id={noteId} className={styles.note} aria-live="polite">
              {pricing.note} {pricing.cheaperText}
            </p>
          )}
        </form>
      </td>
    </tr>
  )
}
