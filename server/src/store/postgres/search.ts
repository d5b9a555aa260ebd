import type { ProductId, SearchResult } from '@partfront/core/contract'
import type { Pool } from 'pg'
import type { CatalogNames } from '../../search/catalog-names.ts'
import { passes, resolveFilter } from '../../search/filter.ts'
import { hitsOfProducts } from '../../search/hits.ts'
import { SEARCH_LIMITS, type SearchLimits } from '../../search/limits.ts'
import { planSearch } from '../../search/plan.ts'
import type { Counted } from '../../search/reading.ts'
import { emptyResult, searchResult } from '../../search/result.ts'
import type { EngineSearch, SearchRequest } from '../search.port.ts'
import { rows } from './pool.ts'
import { Params, allSql, filterSql, matchSql } from './search-match.ts'
import { postgresSearchNames } from './search-names.ts'
import { countMatch, filteredGroups, findNamed, readProducts, relevancePage, sortedPage, type PostgresQuery } from './search-reading.ts'

/**
 * A match is counted exactly up to this many rows (the deepest result served, `SEARCH_LIMITS.maxDepth`); a
 * larger one reports the rows counted with `totalIsExact: false`, so no count reads more than this.
 */
export const POSTGRES_COUNT_CAP = 10_000

/** How the PostgreSQL search bounds its work (tests pass small ones). */
export interface PostgresSearchOptions {
  /** `keywordWindow`, `maxDepth` and `maxNamed` apply; the sampling limits are SQLite's. @default SEARCH_LIMITS */
  readonly limits?: SearchLimits
  /** @default POSTGRES_COUNT_CAP */
  readonly countCap?: number
}

/**
 * Part search on PostgreSQL (search issue #7; design.md, Scale: pg_trgm for search), the same answers as
 * `sqlite/search.ts` from the same plan and core rules: one or two characters by a prefix range on the B-tree
 * of the normalised part number, three and more by pg_trgm's GIN indexes (`search-match.ts`). Totals and facet
 * counts are exact up to `countCap` rows, a lower bound beyond (`totalIsExact: false`); pages are ordered by
 * SQL, keyword matches scored by core in windows (`search-reading.ts`). No answers are kept in memory: the
 * catalog has no version here (a version moved by every stock change would be one row every order writes).
 */
export function postgresSearch(pool: Pool, options: PostgresSearchOptions = {}): EngineSearch {
  const limits = options.limits ?? SEARCH_LIMITS
  const countCap = options.countCap ?? POSTGRES_COUNT_CAP
  const names = postgresSearchNames(pool)
  return {
    search: async (request) => runSearch(pool, await names(), request, limits, countCap),
    resultIds: async (request, cap) => {
      const catalog = await names()
      const plan = planSearch(request.keyword, catalog.matcher)
      if (plan.kind === 'empty') return { ids: [], complete: true }
      const query: PostgresQuery = { pool, names: catalog, plan, filter: resolveFilter(request, catalog) }
      const named = await findNamed(query, limits.maxNamed)
      // The rows `sortedPage` orders: the match and the named parts it does not hold, with the filters.
      const params = new Params()
      const where = [`(${matchSql(params, plan, catalog)}) OR p.id = ANY(${params.add(named.extras.map((row) => row.id))}::bigint[])`, ...filterSql(params, query.filter)]
      const found = await rows<{ id: ProductId }>(pool, `SELECT p.id FROM products p WHERE ${allSql(where)} LIMIT ${params.add(cap + 1)}`, params.values)
      return { ids: found.slice(0, cap).map((row) => row.id), complete: found.length <= cap }
    },
  }
}

/** Runs one search (the steps of `sqlite/search.ts`'s, read asynchronously). */
async function runSearch(pool: Pool, names: CatalogNames, request: SearchRequest, limits: SearchLimits, countCap: number): Promise<SearchResult> {
  const plan = planSearch(request.keyword, names.matcher)
  const { page, pageSize } = request
  if (plan.kind === 'empty') return emptyResult(plan.parsed.text, page, pageSize)
  const filter = resolveFilter(request, names)
  const query: PostgresQuery = { pool, names, plan, filter }
  const [unfiltered, named] = await Promise.all([countMatch(query, false, countCap), findNamed(query, limits.maxNamed)])
  const shownExtras = named.extras.filter((row) => passes(filter, row))

  let filtered: Counted = unfiltered
  if (filter.any) {
    // The groups hold no ids: a product ids filter is counted by SQL.
    filtered = unfiltered.exact && filter.productIds === undefined
      ? { counts: filteredGroups(unfiltered.groups, filter), exact: true }
      : await countMatch(query, true, countCap)
  }

  const sort = request.sort ?? 'relevance'
  const offset = (page - 1) * pageSize
  // Results are served down to `maxDepth`; a page reaching past it is cut there.
  const served = Math.max(0, Math.min(pageSize, limits.maxDepth - offset))
  const { rows: pageRows, products: read } =
    served === 0
      ? { rows: [], products: new Map() }
      : sort === 'relevance'
        ? await relevancePage(query, named.rows, offset, served, limits.keywordWindow)
        : await sortedPage(query, shownExtras, sort, request.quantity ?? null, offset, served)
  const products = new Map(read)
  for (const [id, product] of await readProducts(pool, pageRows.flatMap((row) => (read.has(row.id) ? [] : [row.id])))) products.set(id, product)

  return searchResult(names, {
    keyWord: plan.parsed.text,
    page,
    pageSize,
    list: hitsOfProducts(products, plan, pageRows, sort, named.rows),
    unfiltered: unfiltered.counts,
    filtered,
    extras: named.extras,
    shownExtras: shownExtras.length,
  })
}
