/**
 * A listing URL's attribute terms (issue 29), apart from the attribute lists and value rules of `parametric/`:
 * what a page's loader needs to pass its URL's filters to the API, small enough that sharing it with the page's
 * component costs the entry chunk nothing worth counting (the attribute lists stay in the page's own chunk).
 */

/**
 * The query names a listing's URL uses for itself (core's `readListingParams`, the sort, the API's other filters,
 * and the search page's keyword and category, `/so?keyWord=…&categoryId=…`): any other name is an attribute
 * filter (or the maker group's `manufacturer`), checked against the category's attribute list by the API.
 */
export const LISTING_PARAM_NAMES: ReadonlySet<string> = new Set(['page', 'pageSize', 'inStock', 'qty', 'sort', 'brandId', 'package', 'keyWord', 'categoryId'])

/** The attribute filters of a URL's query values as name and value pairs, in order (strings only). */
export function attributePairs(search: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(search).flatMap(([name, value]): [string, string][] =>
    LISTING_PARAM_NAMES.has(name) || typeof value !== 'string' || value.trim() === '' ? [] : [[name, value]],
  )
}

/** The pairs as one query string (the API's `attributes` parameter): `resistance=10k&tolerance=1%25`. */
export function pairsQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
}
