import { useId } from 'react'
import type { BomToolActor, LineView } from '@partfront/core/bom-tool'
import styles from './bom.module.css'

/**
 * The parts a line offers (issue 18: "close matches and alternatives offered to pick from"): its match and the
 * other candidates, as radio buttons; picking one (or confirming the match) makes the line go to the cart with
 * the sure ones. Folded away until opened, so a long BOM stays short.
 */
export function LineOptions({ line, actor }: { readonly line: LineView; readonly actor: BomToolActor }) {
  const id = useId()
  const label = line.standing === 'check' && !line.picked ? `Confirm or pick a part (${line.options.length})` : `Other parts (${line.options.length})`
  return (
    <details className={styles.options} data-testid="line-options">
      <summary>{label}</summary>
      <fieldset>
        <legend className="pf-visually-hidden">Part for row {line.row}</legend>
        {line.options.map((option) => (
          <label key={option.productId} className={styles.option}>
            <input
              type="radio"
              name={`${id}-pick`}
              value={option.productId}
              checked={option.selected}
              onChange={() => actor.send({ type: 'bom.pick', row: line.row, productId: option.productId })}
              data-testid="option-radio"
            />
            <span>
              <span className={styles.mpn}>{option.model}</span> <span className={styles.maker}>{option.brand}</span>
              <span className={styles.detail}>
                {option.kindLabel} {option.score} · {option.unitText} · {option.stockText}
              </span>
              <span className={styles.reason}>{option.reason}</span>
            </span>
          </label>
        ))}
        {line.picked && (
          <button type="button" className={styles.linkButton} onClick={() => actor.send({ type: 'bom.pick', row: line.row, productId: null })}>
            Undo my pick
          </button>
        )}
      </fieldset>
    </details>
  )
}
