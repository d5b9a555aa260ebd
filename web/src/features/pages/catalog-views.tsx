import type { CatalogDetail, CategoryGroup } from '@partfront/core/contract'
import type { ReactNode } from 'react'
import { SiteLink } from '../../app/site-link.tsx'
import { CategoryCounts, categoryPath } from './category-counts.tsx'
import { SimplePage } from './simple-page.tsx'
import styles from './pages.module.css'


/** `/catalog`: every category group with its categories (PAGE-4). */
export function CatalogGroupsView({ groups }: { readonly groups: readonly CategoryGroup[] }) {
  return (
    <SimplePage title="Categories" lead="Browse electronic components by category.">
      {groups.map((group) => (
        <section key={group.intId} className={styles.group} aria-label={group.catalogEnName}>
          <h2 className={styles.groupTitle}>
            <SiteLink href={categoryPath(group.catalogEnName, group.intId)}>{group.catalogEnName}</SiteLink>
          </h2>
          {group.childList.length === 0 ? null : (
            <ul className={styles.grid}>
              {group.childList.map((child) => (
                <li key={child.intId}>
                  <SiteLink href={categoryPath(child.catalogEnName, child.intId)}>{child.catalogEnName}</SiteLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </SimplePage>
  )
}

/**
 * `/catalog/{slug}`: a category, its path, its subcategories and its products (PAGE-4), which the route
 * passes drawn (the results table of the search results feature).
 */
export function CatalogDetailView({ detail, products }: { readonly detail: CatalogDetail; readonly products: ReactNode }) {
  const { category, children } = detail
  return (
    <SimplePage
      title={category.catalogEnName}
      lead={category.description === '' ? undefined : category.description}
      before={
        <nav className={styles.breadcrumbs} aria-label="Breadcrumb">
          <ol>
            <li>
              <SiteLink href="/catalog">Categories</SiteLink>
            </li>
            {detail.path.map((parent) => (
              <li key={parent.intId}>
                <SiteLink href={categoryPath(parent.catalogEnName, parent.intId)}>{parent.catalogEnName}</SiteLink>
              </li>
            ))}
            <li aria-current="page">{category.catalogEnName}</li>
          </ol>
        </nav>
      }
    >
      <CategoryCounts title="Subcategories" categories={children} />
      {products}
    </SimplePage>
  )
}
