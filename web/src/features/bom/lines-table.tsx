import type { BomToolActor, LineView } from '@partfront/core/bom-tool'
import { SiteLink } from '../../app/site-link.tsx'
import { LineOptions } from './line-options.tsx'
import styles from './bom.module.css'

const KIND_CLASS: Readonly<Record<LineView['kind'], string | undefined>> = {
  exact: styles.kindExact,
  variant: styles.kindVariant,
  distributor: styles.kindVariant,
  close: styles.kindCheck,
  value: styles.kindCheck,
  none: styles.kindNone,
}

/**
 * BOM lines as a table on a wide screen and as cards on a phone (each cell labelled by its column): the
 * buyer's part, the match with its kind, score and reason, the catalog part, stock and prices at the build
 * quantity, and the parts the line offers to pick.
 */
export function LinesTable({
  lines,
  caption,
  actor,
  testId,
  compact = false,
}: {
  readonly lines: readonly LineView[]
  readonly caption: string
  readonly actor: BomToolActor
  readonly testId: string
  /** Do-not-fit lines: no match, stock or prices. */
  readonly compact?: boolean
}) {
  if (lines.length === 0) return <p className={styles.small}>No lines to show.</p>
  return (
    <table className={styles.lines} data-testid={testId}>
      <caption className="pf-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Designators</th>
          <th scope="col" className={styles.num}>
            Qty / board
          </th>
          <th scope="col">Your part</th>
          {!compact && (
            <>
              <th scope="col">Match</th>
              <th scope="col">Catalog part</th>
              <th scope="col" className={styles.num}>
                Stock
              </th>
              <th scope="col" className={styles.num}>
                Unit price
              </th>
              <th scope="col" className={styles.num}>
                Extended
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.row} data-row={line.row} data-kind={line.kind} data-testid="bom-line">
            <th scope="row" data-label="Row" className={styles.rowNumber}>
              {line.row}
            </th>
            <td data-label="Designators" className={styles.designators}>
              {line.designators}
            </td>
            <td data-label="Qty / board" className={styles.num}>
              {line.quantity}
            </td>
            <td data-label="Your part">
              {line.mpn !== '' && <span className={styles.mpn}>{line.mpn}</span>}
              {line.manufacturer !== '' && <span className={styles.maker}>{line.manufacturer}</span>}
              {line.detail !== '' && <span className={styles.detail}>{line.detail}</span>}
            </td>
            {!compact && (
              <>
                <td data-label="Match" className={styles.matchCell}>
                  <span className={`${styles.kind} ${KIND_CLASS[line.kind] ?? ''}`} data-testid="line-kind">
                    {line.kindLabel}
                  </span>{' '}
                  {line.kind !== 'none' && <span className={styles.score}>{line.score}</span>}{' '}
                  {line.picked && <span className={styles.picked}>Picked</span>}
                  <span className={styles.reason}>{line.reason}</span>
                  {line.options.length > 0 && <LineOptions line={line} actor={actor} />}
                </td>
                <td data-label="Catalog part">
                  {line.product === null ? (
                    <span className={styles.muted}>—</span>
                  ) : (
                    <>
                      <SiteLink href={line.product.href} className={styles.partLink} data-testid="line-part">
                        {line.product.model}
                      </SiteLink>
                      <span className={styles.maker}>{line.product.brand}</span>
                      {line.product.packageName !== '' && <span className={styles.detail}>{line.product.packageName}</span>}
                    </>
                  )}
                </td>
                <td data-label="Stock" className={line.short ? `${styles.num} ${styles.short}` : styles.num}>
                  {line.stockText}
                </td>
                <td data-label="Unit price" className={styles.num} data-testid="line-unit">
                  {line.unitText}
                </td>
                <td data-label="Extended" className={styles.num} data-testid="line-extended">
                  {line.extendedText}
                  {line.priceNote !== '' && <span className={styles.detail}>{line.priceNote}</span>}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
