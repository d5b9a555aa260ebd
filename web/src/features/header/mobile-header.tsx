import { useState } from 'react'
import { useStorefrontSelector } from '../../app/storefront.tsx'
import { CartLink } from './cart-link.tsx'
import { HeaderIcon } from './header-icons.tsx'
import { SearchBox } from './search-box.tsx'
import { SiteLogo } from './site-logo.tsx'
import { MobileDrawer } from './mobile-drawer.tsx'
import styles from './mobile-header.module.css'

/**
 * SHELL-3: the mobile header: a bar with the menu button, the logo and the cart, and the search bar under it,
 * which slides away while scrolling down and comes back on scrolling up (the layout machine's
 * `searchBarHidden`). Both stay at the top; the slot keeps their height so the page starts below them.
 *
 * Ours: whether the menu drawer is open is presentational state no rule reads (core's sidebar machine is the
 * right-hand cart/RFQ drawer), so it is the component's.
 */
export function MobileHeader() {
  const searchHidden = useStorefrontSelector('layout', (snapshot) => snapshot.hasTag('searchBarHidden'), false)
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className={styles.slot} data-testid="mobile-header" data-search-hidden={searchHidden}>
      <div className={styles.fixed}>
        <div className={styles.bar}>
          <button type="button" className={styles.menuButton} aria-label="Menu" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            <HeaderIcon name="menu" size={24} />
          </button>
          <SiteLogo variant="mobile" />
          <CartLink variant="mobile" />
        </div>
        <div className={styles.searchRow} inert={searchHidden}>
          <SearchBox variant="mobile" />
        </div>
      </div>
      <MobileDrawer open={menuOpen} onOpenChange={setMenuOpen} />
    </div>
  )
}
