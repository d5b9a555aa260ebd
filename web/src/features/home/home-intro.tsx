import { MARKETING } from '@partfront/core/constants'
import styles from './home-intro.module.css'

/** The home page's first screen: what the site is for, and the facts a buyer looks for (spec §1). */
export function HomeIntro() {
  return (
    <section className={styles.intro} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Electronic components for business buyers
      </h1>
      <p className={styles.lead}>
        Search by full or partial part number or by keyword, compare stock and price breaks, request quotes and
        upload your BOM.
      </p>
      <ul className={styles.facts} aria-label="About us">
        <li>
          <strong>{MARKETING.employees}</strong> employees
        </li>
        <li>
          <strong>{MARKETING.customers}</strong> customers
        </li>
        <li>
          exports to <strong>{MARKETING.exportCountries}</strong> countries
        </li>
        <li>
          <strong>{MARKETING.years}</strong> years
        </li>
      </ul>
    </section>
  )
}
