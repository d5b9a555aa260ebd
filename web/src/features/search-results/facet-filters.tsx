import { useId } from 'react'
import { formatCount, type FacetOption, type ResultFacets, type SearchResultsFilter } from '@partfront/core/search'

interface FacetFiltersProps {
  readonly facets: ResultFacets
  /** The buyer changed a filter (sent to the results machine as `results.filter`). */
  readonly onFilter: (filter: SearchResultsFilter) => void
}

/**
 * The filters with their counts for the current query: in stock (a checkbox), manufacturer and category (one
 * at a time, as the search takes one of each: radio groups with an "All" choice).
 */
export function FacetFilters({ facets, onFilter }: FacetFiltersProps) {
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
      <FacetGroup legend="Manufacturer" all="All manufacturers" options={facets.manufacturers} onPick={(brandId) => onFilter({ brandId })} />
      <FacetGroup legend="Category" all="All categories" options={facets.categories} onPick={(categoryId) => onFilter({ categoryId })} />
      {facets.filtered && (
        <button type="button" className="pf-link-button" onClick={() => onFilter({ categoryId: null, brandId: null, inStock: false })}>
          Clear filters
        </button>
      )}
    </div>
  )
}

function FacetGroup({
  legend,
  all,
  options,
  onPick,
}: {
  readonly legend: string
  readonly all: string
  readonly options: readonly FacetOption[]
  readonly onPick: (id: number | null) => void
}) {
  const name = useId()
  if (options.length === 0) return null
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label className="pf-facet-option">
        <input type="radio" name={name} checked={!options.some((option) => option.selected)} onChange={() => onPick(null)} />
        <span>{all}</span>
      </label>
      {options.map((option) => (
        <label key={option.id} className="pf-facet-option">
          <input type="radio" name={name} checked={option.selected} onChange={() => onPick(option.id)} />
          <span>{option.name}</span>
          <span className="pf-facet-count">{formatCount(option.count)}</span>
        </label>
      ))}
    </fieldset>
  )
}
