import type { ReactNode } from 'react'
import { MODEL_INDEX_KEYS } from '@partfront/core/constants'
import type { BrandDetail, BrandPage } from '@partfront/core/contract'
import { formatCount } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { CategoryCounts } from './category-counts.tsx'
import { pagePath } from './paging.ts'
import { Pager, SimplePage } from './simple-page.tsx'
import styles from './pages.module.css'

const listPath = (letter: string | undefined) => (letter === undefined ? '/brand' : `/brand?letter=${letter}`)

/** `/brand` (`?letter=A`): the brands, by initial (PAGE-4). */
export function BrandListView({ brands, letter }: { readonly brands: BrandPage; readonly letter: string | undefined }) {
  return (
    <SimplePage title="Brands" lead="The manufacturers whose parts we stock, by name.">
      <nav aria-label="Brands by initial">
        <ul className={styles.keys}>
          {[undefined, ...MODEL_INDEX_KEYS].map((key) => (
            <li key={key ?? 'all'}>
              <SiteLink href={listPath(key)} aria-current={key === letter ? 'page' : undefined}>
                {key ?? 'All'}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {brands.list.length === 0 ? (
        <p className={styles.empty}>No brands start with {letter}.</p>
      ) : (
        <ul className={styles.grid}>
          {brands.list.map((brand) => (
            <li key={brand.id}>
              <SiteLink href={`/brand/${brand.id}`}>{brand.name}</SiteLink>
              <span className={styles.count}>({formatCount(brand.productCount)})</span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={brands.page} pageSize={brands.pageSize} total={brands.total} hrefFor={(page) => pagePath(listPath(letter), page)} />
    </SimplePage>
  )
}

/** `/brand/{id}`: a brand, the categories it makes parts in, and its products as the route draws them (PAGE-4). */
export function BrandDetailView({ detail, products }: { readonly detail: BrandDetail; readonly products: ReactNode }) {
  const { brand, categories } = detail
  return (
    <SimplePage title={brand.name} lead={brand.description === '' ? undefined : brand.description}>
      {brand.website === null ? null : (
        <p>
          <a href={brand.website} rel="noopener noreferrer" target="_blank">
            {brand.name} website
          </a>
        </p>
      )}
      <CategoryCounts title="Categories" categories={categories} />
      {products}
    </SimplePage>
  )
}
