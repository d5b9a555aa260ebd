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

/**
 * The shape of every attribute key (`resistance`, `rated-voltage`, `adc-resolution`; the maker group's
 * `manufacturer`): lower-case words joined by hyphens. A test holds every category's keys to it.
 */
export const ATTRIBUTE_KEY_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u

/**
 * Names a link's sender adds that are never a filter: the ad platforms' click ids (`gclid`, `fbclid`, …). The
 * campaign tags (`utm_source`, `mc_cid`) have an underscore and fail the key's shape already.
 */
const CLICK_IDS: ReadonlySet<string> = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'yclid', 'igshid', 'ttclid', 'twclid'])

/**
 * The attribute filters of a URL's query values as name and value pairs, in order (strings only). A name that
 * cannot be an attribute key (a campaign tag, a click id) is no filter: a shared or advertised link reads as its
 * filters, not as a term the API refuses.
 */
export function attributePairs(search: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(search).flatMap(([name, value]): [string, string][] =>
    isAttributeName(name) && typeof value === 'string' && value.trim() !== '' ? [[name, value]] : [],
  )
}

/** Whether a URL's query name is read as an attribute filter: none of the page's own, no click id, a key's shape. */
export function isAttributeName(name: string): boolean {
  return !LISTING_PARAM_NAMES.has(name) && !CLICK_IDS.has(name) && ATTRIBUTE_KEY_SHAPE.test(name)
}

/** The pairs as one query string (the API's `attributes` parameter): `resistance=10k&tolerance=1%25`. */
export function pairsQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
}
