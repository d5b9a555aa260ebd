import { useId, useState } from 'react'
import type { Facet, FacetValueCount } from '@partfront/core/contract'
import {
  baseNumberText,
  compactQuantity,
  readRangeBoxes,
  MAKER_TERM,
  toggleFilterValue,
  toggleMaker,
  withFilterRange,
  type AttributeDefinition,
  type AttributeFilter,
  type Decimal,
  type FilterRange,
} from '@partfront/core/parametric'
import { formatCount } from '@partfront/core/search'
import styles from './filter-panel.module.css'

/** How many values a list shows before "Show all". */
const SHOWN = 6
/** A list this long gets a search box. */
const SEARCHABLE = 12

export interface FilterPanelProps {
  /** The category's attributes (core's list, in panel order). */
  readonly attributes: readonly AttributeDefinition[]
  /** The API's counts (each attribute's with every filter but its own). */
  readonly facets: readonly Facet[]
  /** The filters the URL asks for. */
  readonly filters: readonly AttributeFilter[]
  /**
   * The makers ticked (ids, the URL's `manufacturer=12,34`): given, the panel lists the `manufacturer` facet's
   * makers by name first, as a list like the attributes'. @default no maker group
   */
  readonly makers?: readonly string[]
  /** The buyer changed the filters (and the makers, when given): the page writes them into its URL. */
  readonly onFilters: (filters: AttributeFilter[], makers?: string[]) => void
}

/** The maker group as the attribute lists draw it: a list of words (the makers' ids, shown by name). */
const MAKERS: AttributeDefinition = { key: MAKER_TERM, name: 'Manufacturer', kind: 'word', words: [] }

/**
 * Issue 29's filter panel: a labelled group per attribute with its values and counts (the most common first, the
 * rest behind "Show all", a search box in long lists), values no part has greyed out yet listed (aria-disabled),
 * and from/to boxes for quantities that take `10k`, `4.7µ`, `50V` (core reads them; a bad entry says what is
 * wrong beside the boxes). Every change goes to `onFilters`; the rules are core's (`toggleFilterValue`, …).
 */
export function FilterPanel({ attributes, facets, filters, makers, onFilters }: FilterPanelProps) {
  const makerFacet = makers === undefined ? undefined : facets.find((item) => item.key === MAKER_TERM)
  return (
    <div className={styles.panel} role="group" aria-label="Filter by attributes">
      {makers !== undefined && makerFacet !== undefined && makerFacet.values.length > 0 && (
        <AttributeGroup
          attribute={MAKERS}
          facet={makerFacet}
          filter={{ key: MAKER_TERM, values: [...makers], none: false }}
          onToggle={(value) => {
            if (value !== null) onFilters([...filters], toggleMaker(makers, value))
          }}
          onRange={() => undefined}
        />
      )}
      {attributes.map((attribute) => {
        const facet = facets.find((item) => item.key === attribute.key)
        if (facet === undefined || facet.values.length === 0) return null
        const filter = filters.find((item) => item.key === attribute.key)
        return (
          <AttributeGroup
            key={attribute.key}
            attribute={attribute}
            facet={facet}
            filter={filter}
            onToggle={(value) => onFilters(toggleFilterValue(filters, attribute.key, value))}
            onRange={(range) => onFilters(withFilterRange(filters, attribute.key, range))}
          />
        )
      })}
    </div>
  )
}

function AttributeGroup({
  attribute,
  facet,
  filter,
  onToggle,
  onRange,
}: {
  readonly attribute: AttributeDefinition
  readonly facet: Facet
  readonly filter: AttributeFilter | undefined
  readonly onToggle: (value: string | null) => void
  readonly onRange: (range: FilterRange | undefined) => void
}) {
  const [all, setAll] = useState(false)
  const [typed, setTyped] = useState('')
  const listId = useId()
  const selected = (item: FacetValueCount) => (item.value === null ? filter?.none === true : filter?.values.includes(item.value) === true)
  const search = typed.trim().toLowerCase()
  const shownAs = (item: FacetValueCount) => item.label ?? item.value ?? 'No value'
  const matching = search === '' ? facet.values : facet.values.filter((item) => shownAs(item).toLowerCase().includes(search))
  // Ticked values always show, even past the first few.
  const shown = all || search !== '' ? matching : matching.filter((item, index) => index < SHOWN || selected(item))
  const hidden = matching.length - shown.length
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{attribute.name}</legend>
      {facet.values.length > SEARCHABLE && (
        <input
          type="search"
          className={styles.search}
          aria-label={`Find a ${attribute.name.toLowerCase()}`}
          aria-controls={listId}
          placeholder="Find a value"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      <ul className={styles.values} id={listId}>
        {shown.map((item) => {
          const checked = selected(item)
          const empty = item.count === 0 && !checked
          return (
            <li key={item.value ?? ''}>
              <label className={styles.option} data-empty={empty || undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  aria-disabled={empty || undefined}
                  onChange={() => {
                    if (!empty) onToggle(item.value)
                  }}
                />
                <span className={styles.value}>{shownAs(item)}</span>
                <span className={styles.count}>
                  {formatCount(item.count)}
                  <span className={styles.hidden}>{item.count === 1 ? ' part' : ' parts'}</span>
                </span>
              </label>
            </li>
          )
        })}
        {matching.length === 0 && <li className={styles.none}>No {attribute.name.toLowerCase()} matches “{typed.trim()}”.</li>}
      </ul>
      {(hidden > 0 || (all && matching.length > SHOWN)) && search === '' && (
        <button type="button" className={styles.more} aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${formatCount(facet.values.length)}`}
        </button>
      )}
      {attribute.kind !== 'word' && <RangeBoxes attribute={attribute} facet={facet} filter={filter} onRange={onRange} />}
    </fieldset>
  )
}

function RangeBoxes({
  attribute,
  facet,
  filter,
  onRange,
}: {
  readonly attribute: AttributeDefinition
  readonly facet: Facet
  readonly filter: AttributeFilter | undefined
  readonly onRange: (range: FilterRange | undefined) => void
}) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const lowest = baseNumberText(attribute, facet.min)
  const highest = baseNumberText(attribute, facet.max)
  const shown = (bound: Decimal | undefined) => (bound === undefined || attribute.kind === 'word' ? '' : compactQuantity(bound, attribute.unit))
  return (
    <form
      className={styles.range}
      key={JSON.stringify(filter?.range ?? null)}
      aria-label={`${attribute.name} from and to`}
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const text = (name: string) => {
          const value = data.get(name)
          return typeof value === 'string' ? value : ''
        }
        const read = readRangeBoxes(attribute, text('from'), text('to'))
        if (!read.ok) {
          setProblem(read.problem)
          return
        }
        setProblem(null)
        onRange(read.value)
      }}
    >
      <RangeField name="from" label="From" value={shown(filter?.range?.from)} placeholder={lowest} problemId={problem === null ? undefined : `${id}-problem`} />
      <RangeField name="to" label="To" value={shown(filter?.range?.to)} placeholder={highest} problemId={problem === null ? undefined : `${id}-problem`} />
      <button type="submit" className={styles.apply} aria-label={`Apply ${attribute.name.toLowerCase()} range`}>
        Apply
      </button>
      {problem !== null && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}

/** One of the from/to boxes: its label, the value the URL sets, the facet's bound as a hint, and the problem it points to. */
function RangeField({
  name,
  label,
  value,
  placeholder,
  problemId,
}: {
  readonly name: 'from' | 'to'
  readonly label: string
  readonly value: string
  readonly placeholder: string | undefined
  /** The id of the message saying what is wrong with the boxes, when something is. */
  readonly problemId: string | undefined
}) {
  return (
    <label className={styles.bound}>
      <span>{label}</span>
      <input
        name={name}
        className={styles.box}
        defaultValue={value}
        placeholder={placeholder ?? ''}
        autoComplete="off"
        aria-invalid={problemId !== undefined || undefined}
        aria-describedby={problemId}
      />
    </label>
  )
}
