import { SALES_PROCESS, processStep } from '@partfront/core/bom-tool'
import styles from './bom.module.css'

/** PAGE-6: the sales process, from uploading a BOM to its delivery; the step the buyer is at is marked. */
export function ProcessStrip({ saved }: { readonly saved: boolean }) {
  const current = processStep(saved)
  return (
    <nav aria-label="Sales process" className={styles.process} data-testid="sales-process">
      <ol>
        {SALES_PROCESS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} className={index < current ? styles.done : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{name}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
