import { useId } from 'react'
import { formatCount, type ResultFacets, type SearchResultsFilter } from '@partfront/core/search'

interface FacetFiltersProps {
  readonly facets: ResultFacets
  /** The buyer changed a filter (sent to the results machine as `results.filter`). */
  readonly onFilter: (filter: SearchResultsFilter) => void
  /** Whether to list the manufacturers (issue 29: a confined search's panel lists them itself). @default true */
  readonly makers?: boolean
}

/**
 * The filters with their counts for the current query: in stock (a checkbox), manufacturer, category and
 * package (one at a time, as the search takes one of each: radio groups with an "All" choice).
 */
export function FacetFilters({ facets, onFilter, makers = true }: FacetFiltersProps) {
  const choices = <T,>(options: readonly { name: string; count: number; selected: boolean; value: T }[], pick: (value: T) => void) =>
    options.map((option) => ({ ...option, key: String(option.value), pick: () => pick(option.value) }))
  return (
    <div className="pf-facets" role="group" aria-label="Filters">
      <fieldset>
        <legend>Stock</legend>
        <label className="pf-facet-option">
          <input type="checkbox" checked={facets.inStock.selected} onChange={(event) => onFilter({ inStock: event.target.checked })} />
          <span>In stock only</span>
          <span className="pf-facet-count">{formatCount(facets.inStock.count)}</span>
        </label>
      </fieldset>
      <FacetGroup
        legend="Manufacturer"
        all="All manufacturers"
        choices={makers ? choices(facets.manufacturers.map((option) => ({ ...option, value: option.id })), (brandId) => onFilter({ brandId })) : []}
        onAll={() => onFilter({ brandId: null })}
      />
      <FacetGroup
        legend="Category"
        all="All categories"
        choices={choices(facets.categories.map((option) => ({ ...option, value: option.id })), (categoryId) => onFilter({ categoryId }))}
        onAll={() => onFilter({ categoryId: null })}
      />
      <FacetGroup
        legend="Package"
        all="All packages"
        choices={choices(facets.packages.map((option) => ({ ...option, value: option.name })), (packageName) => onFilter({ packageName }))}
        onAll={() => onFilter({ packageName: null })}
      />
      {facets.filtered && (
        <button
          type="button"
          className="pf-link-button"
          onClick={() => onFilter({ categoryId: null, brandId: null, packageName: null, inStock: false, attributes: [] })}
        >
          Clear filters
        </button>
      )}
    </div>
  )
}

/** One value of a facet as its radio button shows it. */
interface Choice {
  readonly key: string
  readonly name: string
  readonly count: number
  readonly selected: boolean
  readonly pick: () => void
}

function FacetGroup({
  legend,
  all,
  choices,
  onAll,
}: {
  readonly legend: string
  readonly all: string
  readonly choices: readonly Choice[]
  readonly onAll: () => void
}) {
  const name = useId()
  if (choices.length === 0) return null
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label className="pf-facet-option">
        <input type="radio" name={name} checked={!choices.some((choice) => choice.selected)} onChange={onAll} />
        <span>{all}</span>
      </label>
      {choices.map((choice) => (
        <label key={choice.key} className="pf-facet-option">
          <input type="radio" name={name} checked={choice.selected} onChange={choice.pick} />
          <span>{choice.name}</span>
          <span className="pf-facet-count">{formatCount(choice.count)}</span>
        </label>
      ))}
    </fieldset>
  )
}
