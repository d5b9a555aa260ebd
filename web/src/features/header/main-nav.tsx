import { useRouterState } from '@tanstack/react-router'
import { MAIN_NAV, currentNavItem, showsMainNav } from '@partfront/core/shell'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './main-nav.module.css'

/**
 * SHELL-1: the main nav bar, hidden on the home page, the current item underlined and marked
 * `aria-current="page"` (core's `currentNavItem`).
 */
export function MainNav() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (!showsMainNav(pathname)) return null
  const current = currentNavItem(pathname)
  return (
    <nav className={styles.nav} aria-label="Main">
      <div className={styles.inner}>
        <ul className={styles.list}>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} className={styles.link} aria-current={item === current ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
