import { useRouterState } from '@tanstack/react-router'
import { showsMainNav } from '@partfront/core/shell'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefrontSelector } from '../../app/storefront.tsx'
import { AccountMenu } from './account-menu.tsx'
import { CartLink } from './cart-link.tsx'
import { MainNav } from './main-nav.tsx'
import { MegaMenu } from './mega-menu.tsx'
import { SearchBox } from './search-box.tsx'
import { SiteLogo } from './site-logo.tsx'
import styles from './desktop-header.module.css'

/**
 * SHELL-1, SHELL-2: the desktop header: the utility bar (contact line, sign-in state), the main row (logo,
 * All Products, search with TRENDING NOW, cart) and the main nav. From 44 px of scroll (the layout machine's
 * `headerFixed`) the rows below the utility bar are fixed to the top; the slot keeps the header's height (set
 * in CSS per variant), so the page does not jump.
 */
export function DesktopHeader() {
  const fixed = useStorefrontSelector('layout', (snapshot) => snapshot.hasTag('headerFixed'), false)
  const withNav = useRouterState({ select: (state) => showsMainNav(state.location.pathname) })
  const { webConfig } = useShellData()
  return (
    <div className={styles.slot} data-testid="desktop-header" data-fixed={fixed} data-nav={withNav}>
      <div className={styles.bar}>
        <div className={styles.utility}>
          <div className={styles.inner}>
            <p className={styles.contact}>
              {webConfig === null ? (
                'Electronic components distributor'
              ) : (
                <>
                  <span>
                    Sales: <a href={`tel:${webConfig.phone.replace(/[^+\d]/g, '')}`}>{webConfig.phone}</a>
                  </span>
                  <span>
                    <a href={`mailto:${webConfig.email}`}>{webConfig.email}</a>
                  </span>
                </>
              )}
            </p>
            <AccountMenu />
          </div>
        </div>
        <div className={styles.main}>
          <div className={styles.inner}>
            <SiteLogo variant="desktop" />
            <MegaMenu />
            <div className={styles.search}>
              <SearchBox variant="desktop" />
            </div>
            <CartLink variant="desktop" />
          </div>
        </div>
        <MainNav />
      </div>
    </div>
  )
}
