import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './cookie-bar.module.css'

/**
 * SHELL-6: the consent bar at the bottom while the consent machine shows it; both answers close it. The flag
 * lives in the browser's local storage, which the server cannot read: the bar is drawn only once the consent
 * machine runs, after hydration (no mismatch, and no flash of a bar for a buyer who already answered).
 */
export function CookieBar() {
  const storefront = useStorefront()
  const visible = useStorefrontSelector('cookieConsent', (snapshot) => snapshot.hasTag('visible'), false)
  if (!visible) return null
  return (
    <section className={styles.bar} aria-label="Cookie consent">
      <div className={`pf-container ${styles.inner}`}>
        <p className={styles.text}>
          We use cookies to keep you signed in, remember your cart and RFQ list, and understand how the site is
          used. See our <SiteLink href="/about/privacypolicy">Privacy Policy</SiteLink>.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => storefront.send({ type: 'consent.reject' })}>
            Reject Cookies
          </Button>
          <Button size="sm" onClick={() => storefront.send({ type: 'consent.accept' })}>
            Accept Cookies
          </Button>
        </div>
      </div>
    </section>
  )
}
