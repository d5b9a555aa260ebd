import { useId } from 'react'
import type { BomToolActor, ResultsView } from '@partfront/core/bom-tool'
import { SiteLink } from '../../app/site-link.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './bom.module.css'

/**
 * A saved BOM: the confirmation (BOM-4, with its status and a link to the member's BOM list), the matched lines
 * to the cart or as a quote request in one action with the lines left out and why (the exports are the results'
 * own, saved or not).
 */
export function SavedActions({ results, actor, busy }: { readonly results: ResultsView; readonly actor: BomToolActor; readonly busy: boolean }) {
  const id = useId()
  const saved = results.saved
  if (saved === null) return null
  return (
    <section className={styles.saved} aria-labelledby={`${id}-title`} data-testid="bom-saved">
      <h3 id={`${id}-title`} className={styles.subTitle}>
        BOM #{saved.id} saved
      </h3>
      <p role="status" className={styles.success}>
        Saved to <SiteLink href="/member/bom">My BOMs</SiteLink> with the status “{saved.status}”. Our team will verify it and contact you to
        confirm.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'bom.send', to: 'cart' })} disabled={busy} data-testid="bom-to-cart">
          Add matched lines to cart ({results.active.boardsText})
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'bom.send', to: 'rfq' })} disabled={busy} data-testid="bom-to-rfq">
          Request a quote for them
        </Button>
      </div>
      {results.sent !== null && (
        <div className={styles.sent} role="status" data-testid="bom-sent">
          <p>{results.sent.text}</p>
          {results.sent.leftOut.length > 0 && (
            <details>
              <summary>
                {results.sent.leftOut.length} {results.sent.leftOut.length === 1 ? 'line was' : 'lines were'} left out, and why
              </summary>
              <ul data-testid="bom-left-out">
                {results.sent.leftOut.map((line) => (
                  <li key={line.row}>{line.message}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  )
}
