import { SiteLink } from '../../app/site-link.tsx'
import styles from './product.module.css'

/**
 * The Guarantees tab (PAGE-1, PAGE-7): quality, the 15-day return and compliance terms. Ours: the wording
 * beyond PAGE-7's terms (the spec shows only the tab's name).
 */
export function Guarantees() {
  return (
    <div className={styles.prose}>
      <h3>Quality</h3>
      <p>
        Every part is sourced from the manufacturer or its authorised channels, inspected on arrival (visual inspection, labels and date
        codes, and testing where needed) and shipped in moisture-safe packaging. Our quality system is certified to{' '}
        <SiteLink href="/about/certificate#iso9001">ISO 9001</SiteLink> and we are a member of <SiteLink href="/about/certificate#erai">ERAI</SiteLink>.
      </p>
      <h3>Returns within 15 days</h3>
      <p>
        Returns and compliance requests are accepted within 15 days of receipt, with the item in its original state (unopened,
        unsoldered, in its original packaging). See the <SiteLink href="/about/refundpolicy">refund policy</SiteLink>.
      </p>
      <h3>Compliance</h3>
      <p>
        RoHS and REACH declarations, certificates of conformance and the manufacturer&apos;s test reports are available on request. Read more on{' '}
        <SiteLink href="/quality">our quality page</SiteLink>.
      </p>
    </div>
  )
}
