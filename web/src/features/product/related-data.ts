import type { ApiCaller } from '@partfront/core/client'
import { productGuess, productSameValue, productSimilar, searchList, type ProductDetail, type ProductSummary, type SimilarPart } from '@partfront/core/contract'
import { sameSeries, seriesKeyword } from '@partfront/core/parts'

/**
 * PAGE-1's related parts of a product, each list `null` when it could not be loaded: the same series in other
 * packaging, for passives the same value and size from other makers, Guess you like it, and similar parts by
 * attributes (issue 29).
 */
export interface RelatedData {
  readonly series: readonly ProductSummary[] | null
  readonly sameValue: readonly ProductSummary[] | null
  readonly guess: readonly ProductSummary[] | null
  /** Issue 29: parts with the same main attribute values from other makers or packages, each with what matched. */
  readonly similar: readonly SimilarPart[] | null
}

/** Whether every list of `related` was loaded (the server's render then draws them all). */
export function allLoaded(related: RelatedData | null): related is { readonly [K in keyof RelatedData]: NonNullable<RelatedData[K]> } {
  return related !== null && related.series !== null && related.sameValue !== null && related.guess !== null && related.similar !== null
}

/** PAGE-1's similar parts: the same series (core's `seriesKeyword`) from the search, other packages first (core's `sameSeries`); none without a series. */
export async function loadSeries(call: ApiCaller, product: ProductDetail): Promise<readonly ProductSummary[]> {
  const keyWord = seriesKeyword(product.model)
  const found = keyWord === null ? [] : (await call(searchList, { query: { keyWord, page: 1, pageSize: 40 } })).list
  return sameSeries(product, found.map((hit) => hit.product))
}

/** PAGE-1: passives of the same value and size from other makers (empty for other parts). */
export async function loadSameValue(call: ApiCaller, product: ProductDetail): Promise<readonly ProductSummary[]> {
  return call(productSameValue, { query: { id: product.intID } })
}

/** PAGE-1: Guess you like it. */
export async function loadGuess(call: ApiCaller, product: ProductDetail): Promise<readonly ProductSummary[]> {
  return call(productGuess, { query: { id: product.intID } })
}

/** Issue 29: similar parts by the category's main attributes. */
export async function loadSimilar(call: ApiCaller, product: ProductDetail): Promise<readonly SimilarPart[]> {
  return call(productSimilar, { query: { id: product.intID } })
}

/**
 * The four lists at once, for the server's render (the product route's loader): in the page's HTML, their
 * links are there for a crawler, and the browser asks for nothing while the page loads. A list that fails is
 * `null`; the browser then asks for it after its first paint.
 */
export async function loadRelated(call: ApiCaller, product: ProductDetail): Promise<RelatedData> {
  const orNull = <T,>(load: Promise<T>) => load.catch(() => null)
  const [series, sameValue, guess, similar] = await Promise.all([
    orNull(loadSeries(call, product)),
    orNull(loadSameValue(call, product)),
    orNull(loadGuess(call, product)),
    orNull(loadSimilar(call, product)),
  ])
  return { series, sameValue, guess, similar }
}
