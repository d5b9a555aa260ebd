import { useStorefrontSelector } from '../../app/storefront.tsx'
import { Icon } from '../../ui/icon.tsx'
import styles from './back-to-top.module.css'

/**
 * SHELL-2: the back-to-top button, shown while the layout machine says the page is scrolled past 44 px (its
 * `backToTop` tag; the header sends the scroll events). It scrolls smoothly to the top, at once for a buyer
 * who asked for reduced motion.
 */
export function BackToTop() {
  // Hidden until the layout machine runs (the server rendered the top of the page).
  const shown = useStorefrontSelector('layout', (snapshot) => snapshot.hasTag('backToTop'), false)
  if (!shown) return null
  function toTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <button type="button" className={styles.button} aria-label="Back to top" title="Back to top" onClick={toTop}>
      <Icon name="arrowUp" size={20} />
    </button>
  )
}
