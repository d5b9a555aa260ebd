import type { Facet } from '@partfront/core/contract'
import { MAKER_TERM, filterChips, type AttributeDefinition, type AttributeFilter } from '@partfront/core/parametric'
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

/** The makers' names by id, as the listing's `manufacturer` facet labels them (the chips name makers with them). */
export function makerNamesOf(facets: readonly Facet[] | undefined): Record<string, string> {
  const names: Record<string, string> = {}
  for (const item of facets?.find((facet) => facet.key === MAKER_TERM)?.values ?? []) {
    if (item.value !== null && item.label !== undefined) names[item.value] = item.label
  }
  return names
}

/**
 * Issue 29: the active filters as removable chips (`Resistance: 10 kΩ ×`), and "Clear all"; nothing when no
 * filter is set. Each chip is a real button named for what it removes.
 */
export function FilterChips({
  attributes,
  filters,
  makers = [],
  makerNames = {},
  onFilters,
}: {
  readonly attributes: readonly AttributeDefinition[]
  readonly filters: readonly AttributeFilter[]
  /** The makers ticked, by id (the panel's maker group). @default none */
  readonly makers?: readonly string[]
  /** The makers' names by id (the `manufacturer` facet's labels). @default none: `#id` */
  readonly makerNames?: Readonly<Record<string, string>>
  readonly onFilters: (filters: AttributeFilter[], makers: string[]) => void
}) {
  const chips = filterChips(attributes, filters, makers, makerNames)
  if (chips.length === 0) return null
  return (
    <div className={styles.chips} role="group" aria-label="Active filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button type="button" className={styles.chip} aria-label={`Remove ${chip.name}: ${chip.value}`} onClick={() => onFilters(chip.without, chip.withoutMakers)}>
              <span className={styles.chipName}>{chip.name}:</span> {chip.value}
              <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onFilters([], [])}>
        Clear all
      </button>
    </div>
  )
}
