import type { CategoryCount } from '@partfront/core/contract'
import { catalogSlug } from '@partfront/core/routing'
import { formatCount } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './pages.module.css'

/** A category's page (ROUTE-11: its English name hyphenated, a dash, its id). */
export function categoryPath(name: string, id: number): string {
  return `/catalog/${catalogSlug(name, id)}`
}

/** A titled grid of categories, each linking to its page with its product count (a brand's, a category's children). */
export function CategoryCounts({ title, categories }: { readonly title: string; readonly categories: readonly CategoryCount[] }) {
  if (categories.length === 0) return null
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.intId}>
            <SiteLink href={categoryPath(category.catalogEnName, category.intId)}>{category.catalogEnName}</SiteLink>
            <span className={styles.count}>({formatCount(category.productCount)})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
