import { filterChips, type AttributeDefinition, type AttributeFilter } from '@partfront/core/parametric'
import { formatCount } from '@partfront/core/search'
import styles from './filter-panel.module.css'

/**
 * Issue 29: how many parts the filters leave, read out when it changes (a polite live region, hidden from view:
 * the listing's heading shows the number).
 */
export function MatchCount({ total }: { readonly total: number }) {
  return (
    <p className={styles.hidden} aria-live="polite" data-testid="match-count">
      {formatCount(total)} {total === 1 ? 'part matches' : 'parts match'}
    </p>
  )
}

/**
 * Issue 29: the active filters as removable chips (`Resistance: 10 kΩ ×`), and "Clear all"; nothing when no
 * filter is set. Each chip is a real button named for what it removes.
 */
export function FilterChips({
  attributes,
  filters,
  onFilters,
}: {
  readonly attributes: readonly AttributeDefinition[]
  readonly filters: readonly AttributeFilter[]
  readonly onFilters: (filters: AttributeFilter[]) => void
}) {
  const chips = filterChips(attributes, filters)
  if (chips.length === 0) return null
  return (
    <div className={styles.chips} role="group" aria-label="Active filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button type="button" className={styles.chip} aria-label={`Remove ${chip.name}: ${chip.value}`} onClick={() => onFilters(chip.without)}>
              <span className={styles.chipName}>{chip.name}:</span> {chip.value}
              <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onFilters([])}>
        Clear all
      </button>
    </div>
  )
}
