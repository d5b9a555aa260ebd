import { pageCount, pageOfText } from '@partfront/core/member'
import { SiteLink } from '../../app/site-link.tsx'

/** Previous, `Page n of m`, Next: real links to each page's URL. */
export function ListPager({
  page,
  total,
  pageSize,
  pathOf,
}: {
  readonly page: number
  readonly total: number
  readonly pageSize: number
  readonly pathOf: (page: number) => string
}) {
  const pages = pageCount(total, pageSize)
  if (pages <= 1) return null
  return (
    <nav className="pf-pager" aria-label="Pages">
      <ul>
        <li>
          {page > 1 ? (
            <SiteLink href={pathOf(page - 1)} rel="prev">
              Previous
            </SiteLink>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        <li>
          <span aria-current="page">{pageOfText(page, pages)}</span>
        </li>
        <li>
          {page < pages ? (
            <SiteLink href={pathOf(page + 1)} rel="next">
              Next
            </SiteLink>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
