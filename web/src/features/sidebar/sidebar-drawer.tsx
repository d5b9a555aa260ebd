import { cartItems } from '@partfront/core/cart'
import { favouriteItems } from '@partfront/core/favourites'
import { rfqList } from '@partfront/core/rfq'
import { productSlug } from '@partfront/core/routing'
import { drawerAction, drawerEmpty, drawerHeaderText, drawerName } from '@partfront/core/sidebar'
import type { ReactNode } from 'react'
import { SiteLink } from '../../app/site-link.tsx'
import { NO_ITEMS, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { Sheet } from '../../ui/sheet.tsx'
import styles from './sidebar.module.css'

type DrawerList = 'cart' | 'rfq' | 'favourite'

/** One row as the drawer draws it, whichever list it comes from. */
interface DrawerRow {
  readonly key: string
  readonly model: string
  readonly href: string
  readonly details: ReactNode
  /** The event that deletes the row (CART-3: the server's; RFQ-2: the local list's; a favourite's toggle). */
  readonly remove: () => void
}

/** SIDE-3, SIDE-4: the 270 px drawer on the open list: header, rows or `no data`, and the list's buttons. */
export function SidebarDrawer({ open, width }: { readonly open: DrawerList | null; readonly width: number }) {
  const send = useStorefront().send
  // The drawer opens only once the machines run; until then its lists are empty.
  const cartRows = useStorefrontSelector('cart', cartItems, NO_ITEMS)
  const cartLoading = useStorefrontSelector('cart', (snapshot) => snapshot.hasTag('loading'), false)
  const rfqRows = useStorefrontSelector('rfq', rfqList, NO_ITEMS)
  const favouriteRows = useStorefrontSelector('favourites', favouriteItems, NO_ITEMS)
  const favouritesLoading = useStorefrontSelector('favourites', (snapshot) => snapshot.hasTag('loading'), false)

  const rows: readonly DrawerRow[] =
    open === 'cart'
      ? cartRows.map((item) => ({
          key: String(item.id),
          model: item.productDetailEntity.model,
          href: `/product/${productSlug(item.productDetailEntity.model, item.productDetailEntity.intID)}`,
          details: (
            <>
              <span className={styles.brand}>{item.productDetailEntity.brandName}</span>
              <span>Quantity: {item.productCount}</span>
            </>
          ),
          remove: () => send({ type: 'cart.delete', id: item.id }),
        }))
      : open === 'rfq'
        ? rfqRows.map((item) => ({
            key: item.id,
            model: item.model,
            href: `/product/${productSlug(item.model, item.intID)}`,
            details: <span>Quantity: {item.purchaseQuantity}</span>,
            remove: () => send({ type: 'rfq.delete', id: item.id }),
          }))
        : open === 'favourite'
          ? favouriteRows.map((item) => {
              const model = item.model ?? `#${item.productId}`
              return {
                key: String(item.productId),
                model,
                href: `/product/${productSlug(item.model ?? '', item.productId)}`,
                details: null,
                remove: () => send({ type: 'favourites.toggle', productId: item.productId, ...(item.model === undefined ? {} : { model: item.model }) }),
              }
            })
          : []

  const header = useStorefrontSelector('sidebar', (snapshot) => drawerHeaderText(snapshot, rows.length), null)
  const empty = useStorefrontSelector('sidebar', (snapshot) => drawerEmpty(snapshot, rows.length), null)
  const action = useStorefrontSelector('sidebar', drawerAction, null)
  const loading = (open === 'cart' && cartLoading) || (open === 'favourite' && favouritesLoading)

  return (
    <Sheet
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) send({ type: 'sidebar.close' })
      }}
      side="right"
      width={width}
      keepOpenWithin="[data-sidebar-bar]"
      title={header ?? (open === null ? '' : drawerName(open))}
    >
      <div className={styles.drawerBody} aria-busy={loading}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{loading ? 'Loading…' : empty}</p>
        ) : (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row.key} className={styles.row}>
                <div className={styles.picture}>
                  <Icon name="chip" size={36} />
                  <button type="button" className={styles.delete} aria-label={`Delete ${row.model}`} onClick={row.remove}>
                    <Icon name="trash" size={16} />
                  </button>
                </div>
                <div className={styles.rowText}>
                  <SiteLink href={row.href} className={styles.model} onClick={() => send({ type: 'sidebar.close' })}>
                    {row.model}
                  </SiteLink>
                  {row.details}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {action === null && open !== 'rfq' ? null : (
        <div className={styles.drawerFoot}>
          {open === 'rfq' && rfqRows.length > 0 ? (
            <Button variant="secondary" onClick={() => send({ type: 'rfq.clear' })}>
              Clear
            </Button>
          ) : null}
          {action === null ? null : (
            <Button className={styles.proceed} onClick={() => send({ type: 'sidebar.proceed' })}>
              {action.label}
            </Button>
          )}
        </div>
      )}
    </Sheet>
  )
}
