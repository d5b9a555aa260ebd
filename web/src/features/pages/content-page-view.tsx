import type { ReactNode } from 'react'
import type { ContentPage } from '@partfront/core/contract'
import { SimplePage, StaffHtml } from './simple-page.tsx'

/**
 * A content page (PAGE-3..5: about pages, policies, company pages, FAQ, quality, applications): its title and
 * the staff's HTML, which keeps its own section ids (`#iso9001`, `#erai` on the certificates page).
 */
export function ContentPageView({ page, children }: { readonly page: ContentPage; readonly children?: ReactNode }) {
  return (
    <SimplePage title={page.title}>
      {children}
      <StaffHtml html={page.content} />
    </SimplePage>
  )
}
