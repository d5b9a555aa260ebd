import { MODEL_INDEX_KEYS } from '@partfront/core/constants'
import type { ModelIndexPage } from '@partfront/core/contract'
import { productSlug } from '@partfront/core/routing'
import { SiteLink } from '../../app/site-link.tsx'
import { pagePath } from './paging.ts'
import { Pager, SimplePage } from './simple-page.tsx'
import styles from './pages.module.css'

/** `/productmodel/{key}`: the A-Z / 0-9 model index, one page of the models starting with `key` (PAGE-4). */
export function ModelIndexView({ indexKey, models }: { readonly indexKey: string; readonly models: ModelIndexPage }) {
  return (
    <SimplePage title={`Part numbers starting with ${indexKey}`} lead="Browse our product models by their first character.">
      <nav aria-label="Models by first character">
        <ul className={styles.keys}>
          {MODEL_INDEX_KEYS.map((key) => (
            <li key={key}>
              <SiteLink href={`/productmodel/${key}`} aria-current={key === indexKey ? 'page' : undefined}>
                {key}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {models.list.length === 0 ? (
        <p className={styles.empty}>No models start with {indexKey}.</p>
      ) : (
        <ul className={styles.grid}>
          {models.list.map((model) => (
            <li key={model.intID}>
              <SiteLink className={styles.model} href={`/product/${productSlug(model.model, model.intID)}`}>
                {model.model}
              </SiteLink>
              <span className={styles.count}>{model.brandName}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={models.page}
        pageSize={models.pageSize}
        total={models.total}
        hrefFor={(page) => pagePath(`/productmodel/${indexKey}`, page)}
      />
    </SimplePage>
  )
}
