import type { BomPage } from '@partfront/core/contract'
import { BOM_SALES_PROCESS, BOM_STATUS_LABELS, bomListPath, formatDate } from '@partfront/core/member'
import { formatCount } from '@partfront/core/search'
import { memberDetailPath } from '@partfront/core/routing'
import { SiteLink } from '../../app/site-link.tsx'
import { buttonClass } from '../../ui/button.tsx'
import { MemberLayout } from './member-layout.tsx'
import { ListPager } from './pager.tsx'
import styles from './member.module.css'

/** The sales process a BOM goes through (PAGE-6), as numbered steps. */
export function SalesProcess() {
  return (
    <ol className={styles.process} aria-label="How a BOM is handled">
      {BOM_SALES_PROCESS.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}

/** `/member/bom` (PAGE-2 Bom List, PAGE-6): the member's BOMs with where each is in the sales process. */
export function BomsPage({ boms }: { readonly boms: BomPage }) {
  return (
    <MemberLayout
      active="/member/bom"
      title="Bom List"
      actions={
        <SiteLink className={buttonClass('primary', 'sm')} href="/bom">
          Upload a BOM
        </SiteLink>
      }
    >
      <SalesProcess />
      {boms.list.length === 0 ? (
        <p className={styles.empty}>You have not uploaded a BOM yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className="pf-visually-hidden">Your BOMs</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Lines</th>
              <th scope="col">Part numbers</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {boms.list.map((bom) => (
              <tr key={bom.id}>
                <th scope="row" data-label="File">
                  <SiteLink href={memberDetailPath('bom', bom.id)}>{bom.fileName}</SiteLink>
                </th>
                <td data-label="Uploaded">{formatDate(bom.createdAt)}</td>
                <td data-label="Lines">{formatCount(bom.lines)}</td>
                <td data-label="Part numbers">{formatCount(bom.models)}</td>
                <td data-label="Status">
                  <span className={styles.status}>{BOM_STATUS_LABELS[bom.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPager page={boms.page} total={boms.total} pageSize={boms.pageSize} pathOf={bomListPath} />
    </MemberLayout>
  )
}
