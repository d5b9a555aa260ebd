import { useEffect, useRef } from 'react'
import { badgeText, cartBadgeText } from '@partfront/core/cart'
import { favouriteItems } from '@partfront/core/favourites'
import { rfqList } from '@partfront/core/rfq'
import { SIDEBAR_ENTRIES, drawerWidth, openDrawer, type SidebarEntry } from '@partfront/core/sidebar'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Icon, type IconName } from '../../ui/icon.tsx'
import { SidebarDrawer } from './sidebar-drawer.tsx'
import styles from './sidebar.module.css'

const ENTRY_ICONS: Readonly<Record<SidebarEntry['id'], IconName>> = {
  account: 'user',
  cart: 'cart',
  rfq: 'rfq',
  order: 'order',
  contact: 'headset',
  favourite: 'heart',
}

/**
 * SIDE-1..4: the floating bar of six entries on the right edge, and the 270 px drawer its Shopping Cart, RFQ
 * List and Favourite entries open. Every click is a `sidebar.select` the sidebar machine judges (SIDE-2: the
 * open drawer's own entry does nothing; link entries emit the navigation).
 *
 * Below 768 px the bar is hidden by CSS (ours, SHELL-4): on a phone it would cover the content's right edge,
 * and the mobile header already carries the account, cart and menu. The drawer itself stays mounted, so
 * what opens it from elsewhere (Add to RFQ, RFQ-2; the header's cart) still shows it, at most the screen's width.
 *
 * While the drawer is open the bar sits at its left edge, above the overlay, and stays clickable (the drawer
 * ignores presses on it), so switching lists and SIDE-2's "active entry does nothing" are the machine's.
 */
export function Sidebar() {
  const storefront = useStorefront()
  const open = useStorefrontSelector('sidebar', openDrawer, null)
  const cartBadge = useStorefrontSelector('cart', badgeText, cartBadgeText(useShellData().member?.cartNum ?? 0))
  // The RFQ list and a visitor's favourites are local storage's: counted once their machines run.
  const rfqCount = useStorefrontSelector('rfq', (snapshot) => rfqList(snapshot).length, 0)
  const favouriteCount = useStorefrontSelector('favourites', (snapshot) => favouriteItems(snapshot).length, 0)
  const counts: Partial<Record<SidebarEntry['id'], string>> = {
    cart: cartBadge,
    rfq: rfqCount === 0 ? '' : String(rfqCount),
    favourite: favouriteCount === 0 ? '' : String(favouriteCount),
  }

  // A member's favourites live on the server: load them each time the Favourite drawer opens (the
  // favourites machine ignores this for a visitor, whose list is local).
  useEffect(() => {
    if (open === 'favourite') storefront.send({ type: 'favourites.load' })
  }, [open, storefront])

  // The drawer's width (core's), set through the CSSOM: the CSP (`style-src` without 'unsafe-inline', issue 28)
  // drops a `style` attribute from the server's HTML, and React would never set it again. Until this runs,
  // tokens.css's default applies; the drawer only opens after it has.
  const bar = useRef<HTMLElement>(null)
  useEffect(() => {
    bar.current?.style.setProperty('--pf-drawer-width', `${drawerWidth()}px`)
  }, [])

  return (
    <>
      <nav ref={bar} className={styles.bar} aria-label="Quick access" data-sidebar-bar="" data-drawer-open={open === null ? undefined : ''}>
        <ul className={styles.list}>
          {SIDEBAR_ENTRIES.map((entry) => {
            const select = () => storefront.send({ type: 'sidebar.select', entry: entry.id })
            const content = (
              <>
                <Icon name={ENTRY_ICONS[entry.id]} size={22} />
                {counts[entry.id] ? (
                  <span className={styles.count} aria-hidden="true">
                    {counts[entry.id]}
                  </span>
                ) : null}
                <span className={styles.tooltip} aria-hidden="true">
                  {entry.label}
                </span>
              </>
            )
            return (
              <li key={entry.id}>
                {entry.kind === 'link' ? (
                  <SiteLink href={entry.to} className={styles.entry} aria-label={entry.label} onFollow={select}>
                    {content}
                  </SiteLink>
                ) : (
                  <button
                    type="button"
                    className={styles.entry}
                    aria-label={entry.label}
                    aria-haspopup="dialog"
                    aria-expanded={open === entry.id}
                    data-active={open === entry.id ? '' : undefined}
                    onClick={select}
                  >
                    {content}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      <SidebarDrawer open={open} width={drawerWidth()} />
    </>
  )
}
