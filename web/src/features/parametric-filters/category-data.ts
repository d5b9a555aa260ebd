import { isApiError, type ApiCaller } from '@partfront/core/client'
import { catalogDetail, type CatalogDetail, type CategoryId } from '@partfront/core/contract'
import { pairsQuery } from '@partfront/core/parametric-url'
import { foundOr404 } from '../../app/route-data.ts'

/** What a category page's data depends on in its URL (the quantity prices rows in the browser: not here). */
export interface CategoryDeps {
  readonly page: number
  readonly inStock: boolean
  /** The attribute filters as the URL gives them (`['resistance', '10k,4.7k']`). */
  readonly pairs: readonly (readonly [string, string])[]
  readonly sort: string | undefined
}

/** A category page's data, and what of its URL it could not read (`null`: all of it read). */
export interface CategoryData {
  readonly detail: CatalogDetail
  readonly problem: string | null
}

/**
 * Loads a category page narrowed by its URL's filters (issue 29). Ours: a URL term the API cannot read (400) does
 * not make the page a 400: the page loads with what reads (core's `filterState` checks each term on its own)
 * and says what it left out, in the API's words; the page is `noindex` as any filtered one.
 */
export async function loadCategory(call: ApiCaller, id: CategoryId, deps: CategoryDeps): Promise<CategoryData> {
  const base = { id, ...(deps.page > 1 ? { page: deps.page } : {}), ...(deps.inStock ? { inStock: true } : {}) }
  const narrowed = (pairs: readonly (readonly [string, string])[], sort: string | undefined | null) => ({
    ...base,
    ...(pairs.length === 0 ? {} : { attributes: pairsQuery(pairs) }),
    ...(sort === undefined || sort === null ? {} : { sort }),
  })
  try {
    return { detail: await foundOr404(call(catalogDetail, { query: narrowed(deps.pairs, deps.sort) })), problem: null }
  } catch (error) {
    if (!isApiError(error) || error.code !== 400 || (deps.pairs.length === 0 && deps.sort === undefined)) throw error
    const plain = await foundOr404(call(catalogDetail, { query: base }))
    // Loaded here only: the loader's chunk shares nothing of the attribute lists with the page's (else the build
    // moves them into the entry chunk every page loads).
    const { filterState } = await import('@partfront/core/parametric')
    const query: Record<string, string> = Object.fromEntries(deps.pairs)
    if (deps.sort !== undefined) query['sort'] = deps.sort
    const state = filterState(plain.attributeList, query)
    const problem = `Some filters in this link could not be read and were left out: ${error.message}`
    const kept = Object.entries(state.search).filter(([name]) => name !== 'sort')
    if (kept.length === 0 && state.sort === null) return { detail: plain, problem }
    return { detail: await foundOr404(call(catalogDetail, { query: narrowed(kept, state.sort) })), problem }
  }
}
