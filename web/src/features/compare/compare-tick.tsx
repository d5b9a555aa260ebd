import { useId, useState } from 'react'
import { compareIds, compareLink, compareRefusal } from '@partfront/core/compare'
import type { ProductId } from '@partfront/core/contract'
import { SiteLink } from '../../app/site-link.tsx'
import { NO_ITEMS, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import styles from './compare-tick.module.css'

/**
 * A listing row's "Compare" tick box (issue 29): ticks the part onto the compare list (the storefront's compare
 * machine, kept in local storage), and once ticked links to the compare page with the list. A fifth tick is
 * refused by the machine; the box that tried says why beside itself (and the toast says it too), never silently.
 */
export function CompareTick({ id, model }: { readonly id: number; readonly model: string }) {
  const storefront = useStorefront()
  const ids = useStorefrontSelector('compare', compareIds, NO_ITEMS)
  const href = useStorefrontSelector('compare', compareLink, '/compare')
  const refusal = useStorefrontSelector('compare', compareRefusal, null)
  const [tried, setTried] = useState(false)
  const noteId = useId()
  const ticked = ids.includes(id as ProductId)
  const refused = tried && !ticked && refusal !== null
  return (
    <span className={styles.tick}>
      <label className={styles.label}>
        <input
          type="checkbox"
          checked={ticked}
          aria-describedby={refused ? noteId : undefined}
          onChange={() => {
            setTried(!ticked)
            storefront.send({ type: 'compare.toggle', id })
          }}
        />
        Compare<span className={styles.hidden}> {model}</span>
      </label>
      {ticked && (
        <SiteLink href={href} className={styles.link}>
          Compare {ids.length} {ids.length === 1 ? 'part' : 'parts'}
        </SiteLink>
      )}
      <span id={noteId} role="status" className={refused ? styles.refusal : styles.hidden}>
        {refused ? refusal : ''}
      </span>
    </span>
  )
}

/** A listing's row action: the row's tick box (`ResultTable`'s `rowAction`). */
export function compareTick(row: { readonly id: number; readonly model: string }) {
  return <CompareTick id={row.id} model={row.model} />
}
