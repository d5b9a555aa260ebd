import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import {
  EMPTY_KEYWORD_WARNING,
  SEARCH_SORTS,
  SORT_LABELS,
  drawnResults,
  isSearchSort,
  isShowing,
  noResultsText,
  resultRows,
  resultsError,
  resultsFacets,
  resultsPagination,
  resultsParametric,
  resultsStatus,
  resultsSummary,
  restoredResults,
  resultsPath,
  showsMakerRadios,
  withAttributeSort,
  type ResultRow,
  type SearchResultsEvent,
  type SearchResultsFilter,
  type SearchResultsParams,
} from '@partfront/core/search'
import type { SearchResult } from '@partfront/core/contract'
import { useRunningStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { Sheet } from '../../ui/sheet.tsx'
import { FacetFilters } from './facet-filters.tsx'
import { Pager } from './pager.tsx'
import { QuantityForm } from '../../ui/quantity-form.tsx'
import { ResultTable, type AttributeColumn } from './result-table.tsx'
import styles from './search-results-page.module.css'

/** The sort select's value while an attribute column orders the results (its option names the column). */
const ATTRIBUTE_SORT = 'attribute'

// The quote request shows only for an empty search: its form and rules load then.
const QuickQuoteForm = lazy(() => import('./quick-quote-form.tsx').then((module) => ({ default: module.QuickQuoteForm })))

/** What a search confined to a category with an attribute list hands the route (issue 29), to draw its panel by. */
export interface ParametricView {
  /** The confined answer's parametric part: the category's attribute list and its counts. */
  readonly parametric: NonNullable<SearchResult['parametric']>
  readonly params: SearchResultsParams
  /** How many results match (the sheet's button says it). */
  readonly total: number
  /** The search's own filters (stock, category, package), for the route's sheet to hold beside the panel. */
  readonly filters: ReactNode
  /** The buyer changed a filter: the panel sends its attribute filters and makers as URL pairs (`attributes`). */
  readonly onFilter: (change: SearchResultsFilter) => void
  /**
   * Where the route draws this part (issue 29): `panel` below the search's own filters, beside the results;
   * `chips` above the results table; `sheet` in the toolbar, on a phone, in place of the page's own filter sheet
   * (it holds `filters` and the panel).
   */
  readonly place: 'panel' | 'chips' | 'sheet'
}

/**
 * The search results page (`/so`, SEARCH-2, SEARCH-4) over the storefront's `searchResults` actor: it hands
 * the actor the URL's params and draws what the actor's selectors say. Until the actor has taken these
 * params it still holds the previous search, which is not shown as this one's.
 */
export function SearchResultsPage({
  params,
  initial = null,
  rowAction,
  parametric: Parametric,
  columnsOf,
}: {
  readonly params: SearchResultsParams
  /**
   * Issue 29: once the results are one category's with an attribute list (the buyer chose it in the category
   * filter, or every result falls in it), what the route draws of the category's filter panel. @default none
   */
  readonly parametric?: ComponentType<ParametricView>
  /**
   * Issue 29: the attribute columns of a confined search's category, by its attribute list (`chip-resistors`): the
   * results table shows them with the answer's `productValues`, as the category page's table does. @default none
   */
  readonly columnsOf?: (attributeList: string) => readonly AttributeColumn[]
  /** What the route adds under each row's part number (issue 29: the compare tick box). @default none */
  readonly rowAction?: (row: ResultRow) => ReactNode
  /** The answer the server rendered for these params, if any: shown at once, and handed to the actor. */
  readonly initial?: { readonly params: SearchResultsParams; readonly result: SearchResult } | null
}) {
  const running = useRunningStorefront()
  // What the buyer does before the actor has these params (a sort chosen while the machines load) waits here
  // and follows the restore and the sync, which it acts on.
  const early = useRef<SearchResultsEvent[]>([])
  const send = (event: SearchResultsEvent) => {
    if (running === undefined) early.current.push(event)
    else running.send(event)
  }
  useEffect(() => {
    if (running === undefined) return
    if (initial !== null && !isShowing(running.actors.searchResults.getSnapshot(), initial.params)) {
      running.send({ type: 'results.restore', params: initial.params, result: initial.result })
    }
    running.send({ type: 'results.sync', params })
    for (const event of early.current.splice(0)) running.send(event)
  }, [running, params, initial])

  const live = useStorefrontSelector('searchResults', (current) => current, null)
  // Before the actor has taken the server's answer (and on the server and while the machines load, where it
  // does not run), the page draws the snapshot that answer restores, so the browser's first render is the
  // server's HTML.
  const restored = useMemo(() => (initial === null ? null : restoredResults(initial.params, initial.result)), [initial])
  const { shown, drawn } = drawnResults(restored, live, params)
  const status = shown !== null ? resultsStatus(shown) : params.keyWord === '' ? 'blank' : 'loading'
  const summary = drawn === null ? null : resultsSummary(drawn)
  const rows = drawn === null ? [] : resultRows(drawn)
  const facets = drawn === null ? null : resultsFacets(drawn)
  const pagination = drawn === null ? null : resultsPagination(drawn)
  const error = shown === null ? null : resultsError(shown)
  // Checked against the URL's params: the answer kept drawn while the next loads may be another category's.
  const confined = drawn === null ? null : resultsParametric(drawn, params)

  const filter = (change: SearchResultsFilter) => send({ type: 'results.filter', filter: change })
  const page = (to: number) => send({ type: 'results.page', page: to })
  const [filtersOpen, setFiltersOpen] = useState(false)
  const makers = showsMakerRadios(confined, params)
  const confinedTo = confined === null || Parametric === undefined || summary === null ? null : { parametric: confined, params, total: summary.total }
  // Issue 29: the category's main attributes as columns, their headers links that sort by them (naming the category).
  const columns = confined === null || columnsOf === undefined ? [] : columnsOf(confined.attributeList)
  const sortedBy = params.attributeSort === null ? undefined : columns.find((column) => column.key === params.attributeSort?.replace(/^-/u, ''))
  const table =
    confined === null || columns.length === 0
      ? {}
      : {
          columns,
          values: confined.productValues,
          sort: { by: params.attributeSort, href: (by: string) => resultsPath(withAttributeSort(params, by, confined.categoryId)) },
        }

  return (
    <section className="pf-results" aria-labelledby="pf-results-title">
      <div className="pf-results-head">
        <h1 id="pf-results-title">
          Search results for <q data-testid="search-keyword">{params.keyWord}</q>
        </h1>
        <p className="pf-results-count" aria-live="polite" data-testid="results-count">
          {status === 'loading' && summary === null ? 'Searching…' : (summary?.text ?? '')}
        </p>
      </div>

      {status === 'blank' && <p className="pf-notice">{EMPTY_KEYWORD_WARNING}</p>}

      {status === 'failed' && (
        <div role="alert" className="pf-notice pf-notice-error">
          <p>{error}</p>
          <button type="button" className="pf-button" onClick={() => send({ type: 'results.retry' })}>
            Retry
          </button>
        </div>
      )}

      {summary !== null && summary.total === 0 && status === 'loaded' && (
        <>
          <p className="pf-notice" data-testid="no-results">
            {noResultsText(summary.keyWord)}. Check the part number, or search for part of it.
          </p>
          <Suspense fallback={null}>
            <QuickQuoteForm model={summary.keyWord} />
          </Suspense>
        </>
      )}

      {summary !== null && summary.total > 0 && (
        <div className="pf-results-layout">
          {facets !== null && (
            <div className={styles.desktopFilters}>
              <FacetFilters facets={facets} onFilter={filter} makers={makers} />
              {confinedTo !== null && Parametric !== undefined && <Parametric place="panel" {...confinedTo} filters={null} onFilter={filter} />}
            </div>
          )}
          {facets !== null && confinedTo === null && (
            <Sheet open={filtersOpen} onOpenChange={setFiltersOpen} side="left" width={300} title="Filters">
              <FacetFilters
                facets={facets}
                makers={makers}
                onFilter={(change) => {
                  setFiltersOpen(false)
                  filter(change)
                }}
              />
            </Sheet>
          )}
          <div className="pf-results-main">
            <div className={`pf-results-toolbar ${styles.toolbar}`}>
              {confinedTo === null || Parametric === undefined || facets === null ? (
                <Button variant="secondary" size="sm" className={styles.filtersButton} onClick={() => setFiltersOpen(true)}>
                  <Icon name="menu" size={16} /> Filters
                </Button>
              ) : (
                <Parametric place="sheet" {...confinedTo} filters={<FacetFilters facets={facets} onFilter={filter} makers={makers} />} onFilter={filter} />
              )}
              <QuantityForm
                key={params.quantity ?? 'none'}
                quantity={params.quantity}
                onQuantity={(quantity) => send({ type: 'results.quantity', quantity })}
              />
              <label>
                Sort by{' '}
                <select
                  value={sortedBy === undefined ? params.sort : ATTRIBUTE_SORT}
                  onChange={(event) => {
                    const sort = event.target.value
                    if (isSearchSort(sort)) send({ type: 'results.sort', sort })
                  }}
                >
                  {SEARCH_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
                  {sortedBy !== undefined && (
                    <option value={ATTRIBUTE_SORT} disabled>
                      {sortedBy.name}, {params.attributeSort?.startsWith('-') === true ? 'highest first' : 'lowest first'}
                    </option>
                  )}
                </select>
              </label>
              {pagination !== null && (
                <span className="pf-muted">
                  Page {pagination.page} of {pagination.pageCount}
                </span>
              )}
            </div>
            {confinedTo !== null && Parametric !== undefined && <Parametric place="chips" {...confinedTo} filters={null} onFilter={filter} />}
            {rows.length === 0 && status === 'loaded' ? (
              <p className="pf-notice">No results on page {params.page}.</p>
            ) : (
              <ResultTable
                rows={rows}
                busy={status === 'loading'}
                quantity={params.quantity}
                rowAction={rowAction}
                {...table}
              />
            )}
            {pagination !== null && <Pager pagination={pagination} onPage={page} />}
          </div>
        </div>
      )}
    </section>
  )
}
