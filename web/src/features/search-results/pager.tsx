import type { Pagination } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'

/** Previous, the page numbers (with gaps) and Next; each a real link to its URL, the current one marked. */
export function Pager({ pagination, onPage }: { readonly pagination: Pagination; readonly onPage?: (page: number) => void }) {
  if (pagination.pageCount <= 1) return null
  const { previous, next } = pagination
  return (
    <nav className="pf-pager" aria-label="Pages">
      <ul>
        <li>
          {previous === null ? (
            <span aria-disabled="true">Previous</span>
          ) : (
            <SiteLink href={previous.href} rel="prev" onFollow={onPage === undefined ? undefined : () => onPage(previous.page)}>
              Previous
            </SiteLink>
          )}
        </li>
        {pagination.items.map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                href={item.href}
                aria-label={`Page ${item.page}`}
                aria-current={item.current ? 'page' : undefined}
                onFollow={onPage === undefined ? undefined : () => onPage(item.page)}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        <li>
          {next === null ? (
            <span aria-disabled="true">Next</span>
          ) : (
            <SiteLink href={next.href} rel="next" onFollow={onPage === undefined ? undefined : () => onPage(next.page)}>
              Next
            </SiteLink>
          )}
        </li>
      </ul>
    </nav>
  )
}
