import type { ProductId, SearchResult } from '@partfront/core/contract'
import { AnswerCache } from '../../search/answer-cache.ts'
import { catalogNames, catalogVersion, type CatalogNames } from '../../search/catalog-names.ts'
import { countFacets } from '../../search/facets.ts'
import { NO_FILTER, passes, resolveFilter } from '../../search/filter.ts'
import { hitsOf } from '../../search/hits.ts'
import { SEARCH_LIMITS, type SearchLimits } from '../../search/limits.ts'
import { findNamed, type NamedRow } from '../../search/named.ts'
import { relevancePage, sortedPage, type PageSource } from '../../search/pages.ts'
import { planSearch } from '../../search/plan.ts'
import { countOf, readingOf, type ActivePlan, type Counted, type Reading } from '../../search/reading.ts'
import { emptyResult, searchResult } from '../../search/result.ts'
import { sqliteSearchIndex, type SearchIndex } from '../../search/sqlite-index.ts'
import type { EngineSearch, SearchRequest } from '../search.port.ts'
import type { Db } from './database.ts'

/**
 * Part search on SQLite (search issue #7), over the index of migration 005.
 *
 * A search first counts the first `exactCap + 1` rows of its match in the index's order (shorter part numbers,
 * then in-stock ones, first). A match no larger than that is read whole and counted, filtered, ranked and
 * sorted exactly, in memory. A larger one is counted on a sample of the catalog (`totalIsExact: false`) and
 * its page is read tier by tier: prefix matches from the B-tree in exact order, substring and keyword matches
 * from the index in windows of its order (`search/tiers.ts`), so no search reads more than it shows plus a
 * bounded amount. The last `cachedAnswers` answers are kept while the catalog's version stays the same
 * (`search/answer-cache.ts`).
 */

/** Part search on SQLite (the trending parts: `areas/trending.ts`); `limits` bound the work of one search (tests pass small ones). */
export function sqliteSearch(db: Db, limits: SearchLimits = SEARCH_LIMITS): EngineSearch {
  const index = sqliteSearchIndex(db)
  const version = catalogVersion(db)
  const names = catalogNames(db, version)
  const answers = new AnswerCache<SearchRequest, SearchResult>(limits.cachedAnswers, answerKey)
  return {
    // A search narrowed to product ids (a confined search's attribute filters) is not kept: its key would be
    // the ids.
    search: (request) =>
      Promise.resolve(
        request.productIds === undefined ? answers.answer(request, version(), () => runSearch(index, names(), request, limits)) : runSearch(index, names(), request, limits),
      ),
    resultIds: (request, cap) => {
      const catalog = names()
      const plan = planSearch(request.keyword, catalog.matcher)
      if (plan.kind === 'empty') return Promise.resolve({ ids: [], complete: true })
      const filter = resolveFilter(request, catalog)
      const reading = readingOf(index, catalog, plan, limits)
      // The rows `sortedPage` orders: the match with the filters, and the named parts it does not hold.
      const read = reading.fetch(filter)(undefined, cap + 1)
      const ids = new Set(read.filter((row) => passes(filter, row) && reading.isResult(row)).map((row) => row.id))
      const inMatch = inMatchOf(index, plan, reading)
      for (const row of findNamed(index, catalog, plan, limits)) if (!inMatch(row) && passes(filter, row)) ids.add(row.id)
      return Promise.resolve({ ids: [...ids].slice(0, cap) as ProductId[], complete: read.length <= cap })
    },
  }
}

/**
 * A request's key in the answer cache: every field that changes the answer (the quantity only when sorting by
 * price, the one order it changes).
 */
export function answerKey(request: SearchRequest): string {
  const { keyword, page, pageSize, categoryId, manufacturerId, packageName, inStock } = request
  const sort = request.sort ?? 'relevance'
  const quantity = sort === 'price' ? (request.quantity ?? null) : null
  return JSON.stringify([keyword, page, pageSize, categoryId ?? null, manufacturerId ?? null, packageName ?? null, inStock === true, sort, quantity])
}

/**
 * Whether a named part is in the match: named parts it does not hold (the query is longer than their number: a
 * variant, a distributor's number) are results too.
 */
function inMatchOf(index: SearchIndex, plan: ActivePlan, reading: Reading): (row: NamedRow) => boolean {
  return (row) =>
    plan.kind === 'prefix'
      ? row.normalized.startsWith(plan.partKey)
      : reading.isResult(row) && (row.normalized.includes(plan.partKey) || index.matches(plan.match, row.key))
}

/** Runs one search. */
function runSearch(index: SearchIndex, names: CatalogNames, request: SearchRequest, limits: SearchLimits): SearchResult {
  const plan = planSearch(request.keyword, names.matcher)
  const { page, pageSize } = request
  if (plan.kind === 'empty') return emptyResult(plan.parsed.text, page, pageSize)
  const filter = resolveFilter(request, names)
  const reading = readingOf(index, names, plan, limits)
  const named = findNamed(index, names, plan, limits)

  // The whole (unfiltered) match: read whole when small, else counted on a sample; its first rows start
  // every tier of the page.
  const head = reading.head(NO_FILTER)
  const whole = head.complete
  const first = head.rows ?? []
  const unfiltered = countOf(reading, NO_FILTER, head, limits)

  // Named parts the match does not hold (the query is longer than their number: a variant, a distributor's
  // number) are results too.
  const inMatch = inMatchOf(index, plan, reading)
  const extras = named.filter((row) => !inMatch(row))
  const shownExtras = extras.filter((row) => passes(filter, row))

  let filtered: Counted = unfiltered
  if (filter.any) {
    if (whole) filtered = { counts: countFacets(first.filter((row) => passes(filter, row))), exact: true }
    else if (filter.productIds === undefined) filtered = countOf(reading, filter, reading.head(filter), limits)
    else {
      // Product ids are checked on rows, not in SQL: the rows are read and counted, down to the deepest served.
      const rows = reading.fetch(filter)(undefined, limits.maxDepth + 1)
      filtered = { counts: countFacets(rows.filter((row) => passes(filter, row) && reading.isResult(row))), exact: rows.length <= limits.maxDepth }
    }
  }

  const sort = request.sort ?? 'relevance'
  const offset = (page - 1) * pageSize
  const source: PageSource = { index, names, plan, reading, filter, first, whole, limits }
  // Results are served down to `maxDepth`; a page reaching past it is cut there.
  const served = Math.max(0, Math.min(pageSize, limits.maxDepth - offset))
  const rows =
    served === 0
      ? []
      : sort === 'relevance'
        ? relevancePage(source, named, offset, served)
        : sortedPage(source, shownExtras, sort, request.quantity ?? null, offset, served)

  return searchResult(names, {
    keyWord: plan.parsed.text,
    page,
    pageSize,
    list: hitsOf(index, plan, rows, sort, named),
    unfiltered: unfiltered.counts,
    filtered,
    extras,
    shownExtras: shownExtras.length,
  })
}
