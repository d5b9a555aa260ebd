import type { Industry } from '@partfront/core/constants'
import type { ContentPage } from '@partfront/core/contract'
import { applicationCategories } from '@partfront/core/content'
import { useShellData } from '../../app/shell-data.ts'
import { LinkList, SimplePage, StaffHtml } from './simple-page.tsx'
import styles from './pages.module.css'

/** `/application/{slug}` (PAGE-4): the industry's text and the catalog categories it uses, linked. */
export function ApplicationView({ industry, page }: { readonly industry: Industry; readonly page: ContentPage }) {
  const categories = applicationCategories(industry, useShellData().headerTree)
  return (
    <SimplePage title={page.title}>
      <StaffHtml html={page.content} />
      {categories.length === 0 ? null : (
        <>
          <h2 className={styles.sectionTitle}>Parts for {industry.toLowerCase()}</h2>
          <LinkList label={`Categories for ${industry}`} links={categories.map((category) => ({ href: category.href, label: category.name }))} />
        </>
      )}
    </SimplePage>
  )
}
