import { useId, type ReactNode } from 'react'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './pages.module.css'

/** A site path and its text. */
export interface PageLink {
  readonly href: string
  readonly label: string
}

/**
 * A simple page: its heading, one sentence of what it is for, and its body. The heading names the article
 * for assistive technology.
 */
export function SimplePage({
  title,
  lead,
  before,
  children,
}: {
  readonly title: string
  readonly lead?: ReactNode
  /** What comes above the heading: a breadcrumb. */
  readonly before?: ReactNode
  readonly children?: ReactNode
}) {
  const titleId = useId()
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      {before}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  )
}

/** A page of this app, followed through the router; the API's downloads, `mailto:` and `tel:` links are not. */
function isRoute(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('/api/')
}

/** A row of links under a name (`Related pages`), as a navigation landmark. */
export function LinkList({ label, links }: { readonly label: string; readonly links: readonly PageLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            {isRoute(link.href) ? <SiteLink href={link.href}>{link.label}</SiteLink> : <a href={link.href}>{link.label}</a>}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Tabs as links (`?abus=2`, `/news/list_2`): the current one carries `aria-current="page"`. */
export function LinkTabs({
  label,
  links,
  current,
}: {
  readonly label: string
  readonly links: readonly PageLink[]
  readonly current: string
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} aria-current={link.href === current ? 'page' : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Staff-written HTML (a content page, a news item): sanitised by the server before it is stored. */
export function StaffHtml({ html }: { readonly html: string }) {
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
}

/** Previous / next page links of a listing, with where the reader is. */
export function Pager({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly hrefFor: (page: number) => string
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label="Pagination">
      {page > 1 ? <SiteLink href={hrefFor(page - 1)}>Previous page</SiteLink> : null}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? <SiteLink href={hrefFor(page + 1)}>Next page</SiteLink> : null}
    </nav>
  )
}
