import { DesktopHeader } from './desktop-header.tsx'
import { MobileHeader } from './mobile-header.tsx'
import styles from './site-header.module.css'

/**
 * The site header (SHELL-1..3): the desktop and the mobile header are both in the server's HTML and a media
 * query at the 768 px boundary (SHELL-4) shows one, so the first paint is right at any width before any
 * script runs.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.desktop}>
        <DesktopHeader />
      </div>
      <div className={styles.mobile}>
        <MobileHeader />
      </div>
    </header>
  )
}
