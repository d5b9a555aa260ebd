import { useState } from 'react'
import { bomToCart, bomToRfq, type BomDetail, type BomToCartResult } from '@partfront/core/contract'
import { BOM_STATUS_LABELS, bomSentText, formatDate } from '@partfront/core/member'
import { productSlug } from '@partfront/core/routing'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useApiAction } from '../../app/use-api-action.ts'
import { Button } from '../../ui/button.tsx'
import { FormMessage } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { Facts, Panel, Timeline } from './detail-panels.tsx'
import { MemberLayout } from './member-layout.tsx'
import styles from './member.module.css'

/**
 * `/member/detail/bom_{id}` (ROUTE-3, PAGE-6): the BOM's lines with their matches and prices at its build
 * quantity, its contact and its way through the sales process; its surely matched lines go to the cart or
 * the RFQ list in one call. The buyer's picks kept with the BOM (issue 18) are in its lines already (the part
 * picked, priced) and go with the sure lines: the server sends the kept picks when the call names none.
 */
export function BomDetailPage({ bom }: { readonly bom: BomDetail }) {
  const picked = new Set((bom.picks ?? []).map((pick) => pick.row))
  const hydrated = useHydrated()
  const { run, sending, error, storefront } = useApiAction()
  const [result, setResult] = useState<{ text: string; leftOut: BomToCartResult['leftOut'] } | null>(null)

  const send = async (where: 'cart' | 'rfq') => {
    setResult(null)
    const body = { id: bom.id, boards: bom.boards }
    const answer = where === 'cart' ? await run((call) => call(bomToCart, { body })) : await run((call) => call(bomToRfq, { body }))
    if (!answer.ok) return
    if (where === 'cart') storefront.send({ type: 'cart.refresh' })
    setResult({ text: bomSentText(answer.value, where), leftOut: answer.value.leftOut })
  }

  return (
    <MemberLayout
      active="/member/bom"
      title={bom.fileName}
      actions={
        <div className={styles.headerActions}>
          <Button size="sm" disabled={!hydrated || sending || bom.totals.matched === 0} onClick={() => void send('cart')}>
            Add matched parts to cart
          </Button>
          <Button variant="secondary" size="sm" disabled={!hydrated || sending || bom.totals.matched === 0} onClick={() => void send('rfq')}>
            Request a quote
          </Button>
        </div>
      }
    >
      {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
      {result === null ? null : (
        <div role="status" className={styles.notice}>
          <p>{result.text}</p>
          {result.leftOut.length === 0 ? null : (
            <ul>
              {result.leftOut.map((line) => (
                <li key={line.row}>
                  Row {line.row} {line.mpn}: {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Facts
        facts={[
          { label: 'Status', value: <span className={styles.status}>{BOM_STATUS_LABELS[bom.status]}</span> },
          { label: 'Uploaded', value: formatDate(bom.createdAt) },
          { label: 'Boards', value: formatCount(bom.boards) },
          { label: 'Matched', value: `${formatCount(bom.totals.matched)} of ${formatCount(bom.totals.lines)} lines` },
          { label: 'Pieces', value: formatCount(bom.totals.quantity) },
          { label: 'Total price', value: formatUnitPrice(bom.totals.price) },
        ]}
      />

      <Panel id="bom-lines-title" title="Lines">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Part number</th>
              <th scope="col">Quantity</th>
              <th scope="col">Match</th>
              <th scope="col">Unit price</th>
              <th scope="col">Extended</th>
            </tr>
          </thead>
          <tbody>
            {bom.lines.map((line) => (
              <tr key={line.row}>
                <td data-label="Row">{line.row}</td>
                <th scope="row" data-label="Part number">
                  <span className={styles.cellValue}>
                    {line.mpn === '' ? line.value : line.mpn}
                    {line.manufacturer === '' ? null : <span className={styles.maker}>{line.manufacturer}</span>}
                  </span>
                </th>
                <td data-label="Quantity">{line.fitted ? formatCount(line.quantity) : 'Do not fit'}</td>
                <td data-label="Match">
                  {line.match.product === null ? (
                    <span className={styles.muted}>{line.match.reason === '' ? 'No match' : line.match.reason}</span>
                  ) : (
                    <>
                      <SiteLink href={`/product/${productSlug(line.match.product.model, line.match.product.intID)}`}>{line.match.product.model}</SiteLink>
                      {picked.has(line.row) ? (
                        <span className={styles.muted} data-testid="bom-picked">
                          {' '}
                          · picked by you
                        </span>
                      ) : null}
                    </>
                  )}
                </td>
                <td data-label="Unit price">{line.unitPrice === null ? '—' : formatUnitPrice(line.unitPrice)}</td>
                <td data-label="Extended">{line.extendedPrice === null ? '—' : formatUnitPrice(line.extendedPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>

      <Panel id="bom-contact-title" title="Contact">
        <Facts
          facts={[
            { label: 'Name', value: bom.contact.name },
            { label: 'Email', value: bom.contact.email },
            { label: 'Telephone', value: bom.contact.telephone },
            { label: 'Address', value: bom.contact.address, wide: true },
          ]}
        />
      </Panel>

      <Panel id="bom-history-title" title="Sales process">
        <Timeline steps={bom.history.map((step) => ({ key: `${step.status}-${step.at}`, label: BOM_STATUS_LABELS[step.status], at: step.at }))} />
      </Panel>
    </MemberLayout>
  )
}
