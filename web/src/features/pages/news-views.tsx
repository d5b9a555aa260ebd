import type { NewsItem, NewsList } from '@partfront/core/contract'
import { SiteLink } from '../../app/site-link.tsx'
import { pagePath } from './paging.ts'
import { LinkTabs, Pager, SimplePage, StaffHtml } from './simple-page.tsx'
import styles from './pages.module.css'

export const newsListPath = (categoryId: number) => `/news/list_${categoryId}`

/** The date part of an ISO time, the same on the server and in the browser (no locale, no time zone). */
function Published({ at }: { readonly at: string }) {
  return <time dateTime={at}>{at.slice(0, 10)}</time>
}

/** `/news/list_{id}`: a news category's items, newest first, with the other categories as tabs (PAGE-5). */
export function NewsListView({ list }: { readonly list: NewsList }) {
  const path = newsListPath(list.category.id)
  return (
    <SimplePage title={list.category.name}>
      <LinkTabs
        label="News categories"
        current={path}
        links={list.categories.map((category) => ({ href: newsListPath(category.id), label: category.name }))}
      />
      {list.news.list.length === 0 ? (
        <p className={styles.empty}>No news yet.</p>
      ) : (
        <ul className={styles.items}>
          {list.news.list.map((item) => (
            <li key={item.id} className={styles.item}>
              <h2 className={styles.itemTitle}>
                <SiteLink href={`/news/${item.id}`}>{item.title}</SiteLink>
              </h2>
              <p className={styles.meta}>
                <Published at={item.publishedAt} />
              </p>
              {item.summary === '' ? null : <p>{item.summary}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.news.page} pageSize={list.news.pageSize} total={list.news.total} hrefFor={(page) => pagePath(path, page)} />
    </SimplePage>
  )
}

/** `/news/{id}`: a news item, its text and its neighbours (PAGE-5). */
export function NewsItemView({ item }: { readonly item: NewsItem }) {
  return (
    <SimplePage title={item.title}>
      <p className={styles.meta}>
        <Published at={item.publishedAt} /> · <SiteLink href={newsListPath(item.categoryId)}>All news in this category</SiteLink>
      </p>
      <StaffHtml html={item.content} />
      <nav className={styles.neighbours} aria-label="More news">
        {item.previous === null ? <span /> : <SiteLink href={`/news/${item.previous.id}`}>← {item.previous.title}</SiteLink>}
        {item.next === null ? null : <SiteLink href={`/news/${item.next.id}`}>{item.next.title} →</SiteLink>}
      </nav>
    </SimplePage>
  )
}
