import type { ResultRow } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { PartNumber } from './part-number.tsx'

/**
 * The results as a dense table (as the large distributors list parts): part number with its highlight and
 * match kind, manufacturer, description, package, stock, and the first price break.
 */
export function ResultTable({ rows, busy }: { readonly rows: readonly ResultRow[]; readonly busy: boolean }) {
  return (
    <table className="pf-results-table" aria-busy={busy}>
      <caption className="pf-visually-hidden">Matching parts</caption>
      <thead>
        <tr>
          <th scope="col">Part number</th>
          <th scope="col">Manufacturer</th>
          <th scope="col">Description</th>
          <th scope="col">Package</th>
          <th scope="col" className="pf-num">Stock</th>
          <th scope="col" className="pf-num">Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-match={row.match}>
            <th scope="row">
              <SiteLink href={row.href} className="pf-part-link" aria-label={`${row.model}, ${row.matchLabel}`}>
                <PartNumber segments={row.segments} />
              </SiteLink>
              <span className={`pf-match pf-match-${row.match}`}>{row.matchLabel}</span>
            </th>
            <td>{row.manufacturer}</td>
            <td>
              {row.description}
              <span className="pf-muted pf-category">{row.category}</span>
            </td>
            <td>{row.packageName === '' ? '—' : row.packageName}</td>
            <td className={row.stock > 0 ? 'pf-num pf-in-stock' : 'pf-num pf-muted'}>{row.stockText}</td>
            <td className="pf-num">{row.priceText ?? <span className="pf-muted">Price on request</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
