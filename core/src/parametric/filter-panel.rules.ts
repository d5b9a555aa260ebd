import { compareDecimals } from './decimal.ts'
import { NO_VALUE_TERM, parseAttributeFilter } from './filter.rules.ts'
import type { AttributeDefinition, AttributeFilter, AttributeValue, FilterRange } from './parametric.types.ts'
import { formatQuantity, quantity, type Read } from './quantity.rules.ts'
import { categoryAttributes, mainAttributes } from './category-attributes.ts'
import { attributePairs } from '../parametric-url/index.ts'
import { parametricParams, parseParametricParams } from './search-params.rules.ts'

/**
 * The filter panel's rules (issue 29, "Pages"): which query names of a listing's URL are its own (page, stock,
 * quantity, sort) and which are attribute filters, the filters written back into a readable URL (one parameter
 * per attribute, values separated by commas: `?resistance=10k,4.7k&rated-voltage=50V..`), ticking a value,
 * setting a from/to range typed with units, the active filters as removable chips, and the order a column of
 * values sorts in (by number, not text). Pure, so the category page and `/so` apply them alike.
 */

/**
 * The filters as a URL's query values, one per attribute in the category's order, their terms joined by commas
 * (`{ resistance: '10k,4.7k', 'rated-voltage': '50V..' }`): a URL holds one value per name, and reads back
 * (`parseParametricParams`) to the same filters.
 */
export function filterSearch(slug: string, filters: readonly AttributeFilter[], makers: readonly string[] = []): Record<string, string> {
  const search: Record<string, string> = {}
  for (const [key, term] of parametricParams(slug, filters)) search[key] = search[key] === undefined ? term : `${search[key]},${term}`
  if (makers.length > 0) search[MAKER_TERM] = makers.join(',')
  return search
}

/**
 * The maker group's URL term (issue 29): the makers ticked, by id, joined by commas (`manufacturer=12,34`), as
 * the listing's `manufacturer` facet lists them; the API reads it among the attribute filters.
 */
export const MAKER_TERM = 'manufacturer'

/**
 * The maker group's terms of one URL value (`12, 34,12`): each maker id (digits) once, in the order written, and
 * the terms that are not maker ids. The one reading of `manufacturer=…`: the page drops what does not read, the
 * API answers 400 naming it.
 */
export function readMakerTerms(value: string): { readonly ids: string[]; readonly invalid: string[] } {
  const ids: string[] = []
  const invalid: string[] = []
  for (const term of value.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    if (!/^\d{1,15}$/u.test(term)) invalid.push(term)
    else if (!ids.includes(term)) ids.push(term)
  }
  return { ids, invalid }
}

/** The makers with `id` ticked or unticked. */
export function toggleMaker(makers: readonly string[], id: string): string[] {
  return makers.includes(id) ? makers.filter((maker) => maker !== id) : [...makers, id]
}

function replaceFilter(filters: readonly AttributeFilter[], key: string, next: AttributeFilter | undefined): AttributeFilter[] {
  const rest = filters.filter((filter) => filter.key !== key)
  const emptied = next === undefined || (next.values.length === 0 && next.range === undefined && !next.none)
  return emptied ? rest : [...rest, next]
}

function filterOf(filters: readonly AttributeFilter[], key: string): AttributeFilter {
  return filters.find((filter) => filter.key === key) ?? { key, values: [], none: false }
}

/**
 * The filters with the value `canonical` (`10 kΩ`) ticked or unticked; `null` stands for "no value". An attribute
 * left with nothing asked of it drops out.
 */
export function toggleFilterValue(filters: readonly AttributeFilter[], key: string, canonical: string | null): AttributeFilter[] {
  const filter = filterOf(filters, key)
  if (canonical === null) return replaceFilter(filters, key, { ...filter, none: !filter.none })
  const values = filter.values.includes(canonical) ? filter.values.filter((value) => value !== canonical) : [...filter.values, canonical]
  return replaceFilter(filters, key, { ...filter, values })
}

/** The filters with the attribute's from/to range set, or taken away with `undefined`. */
export function withFilterRange(filters: readonly AttributeFilter[], key: string, range: FilterRange | undefined): AttributeFilter[] {
  const { range: _old, ...filter } = filterOf(filters, key)
  return replaceFilter(filters, key, range === undefined ? filter : { ...filter, range })
}

/**
 * The range two boxes ask for (`10k` and `100k`, `50V` and nothing), read as the URL reads it; `undefined` when
 * both are empty (no range). Refused with what is wrong: a unit of another quantity, an unreadable number, a from
 * above the to.
 */
export function readRangeBoxes(attribute: AttributeDefinition, from: string, to: string): Read<FilterRange | undefined> {
  if (from.trim() === '' && to.trim() === '') return { ok: true, value: undefined }
  if (from.includes('..') || to.includes('..') || from.includes(',') || to.includes(',')) {
    return { ok: false, problem: 'Type one value in each box, like 10k or 50V' }
  }
  const read = parseAttributeFilter(attribute, [`${from.trim()}..${to.trim()}`])
  return read.ok ? { ok: true, value: read.value.range } : read
}

/** A range as a buyer reads it: `≥ 50 V`, `≤ 1 µF`, `10 kΩ to 100 kΩ`. */
export function rangeText(attribute: AttributeDefinition, range: FilterRange): string {
  if (attribute.kind === 'word') return ''
  const plusMinus = attribute.kind === 'quantity' && attribute.plusMinus === true
  const show = (bound: NonNullable<FilterRange['from']>): string => formatQuantity(bound, attribute.unit, { plusMinus })
  if (range.from !== undefined && range.to !== undefined) {
    return compareDecimals(range.from, range.to) === 0 ? show(range.from) : `${show(range.from)} to ${show(range.to)}`
  }
  if (range.from !== undefined) return `≥ ${show(range.from)}`
  return range.to === undefined ? '' : `≤ ${show(range.to)}`
}

/** A base-unit number (a facet's lowest or highest value) as a buyer reads it, or `undefined` for none. */
export function baseNumberText(attribute: AttributeDefinition, base: number | null): string | undefined {
  if (base === null || !Number.isFinite(base) || attribute.kind === 'word') return undefined
  return formatQuantity(quantity(base), attribute.unit, { plusMinus: attribute.kind === 'quantity' && attribute.plusMinus === true })
}

/** An active filter as a chip: what it says, and the filters once it is removed. */
export interface FilterChip {
  /** Unique among the chips: `resistance=10 kΩ`. */
  readonly id: string
  /** The attribute's name. */
  readonly name: string
  /** The value, range or `No value`. */
  readonly value: string
  /** The attribute filters once it is removed. */
  readonly without: AttributeFilter[]
  /** The makers ticked once it is removed. */
  readonly withoutMakers: string[]
}

/**
 * The chips of the active filters: the makers ticked first (by name from `names`, else `#id`), as the panel
 * lists them, then the attributes in the category's order: a value, a range, "no value" each.
 */
export function filterChips(
  attributes: readonly AttributeDefinition[],
  filters: readonly AttributeFilter[],
  makers: readonly string[] = [],
  names: Readonly<Record<string, string>> = {},
): FilterChip[] {
  const makerChips = makers.map(
    (id): FilterChip => ({ id: `${MAKER_TERM}=${id}`, name: 'Manufacturer', value: names[id] ?? `#${id}`, without: [...filters], withoutMakers: toggleMaker(makers, id) }),
  )
  return [
    ...makerChips,
    ...attributes.flatMap((attribute) => {
      const filter = filters.find((item) => item.key === attribute.key)
      if (filter === undefined) return []
      const chip = (value: string, without: AttributeFilter[]): FilterChip => ({ id: `${attribute.key}=${value}`, name: attribute.name, value, without, withoutMakers: [...makers] })
      return [
        ...filter.values.map((value) => chip(value, toggleFilterValue(filters, attribute.key, value))),
        ...(filter.range === undefined ? [] : [chip(rangeText(attribute, filter.range), withFilterRange(filters, attribute.key, undefined))]),
        ...(filter.none ? [chip('No value', toggleFilterValue(filters, attribute.key, null))] : []),
      ]
    }),
  ]
}

/** The URL term of "no value", for a panel that names it. */
export const NO_VALUE = NO_VALUE_TERM

/**
 * The order of a column of values: quantities by their number (`4.7 kΩ` before `10 kΩ`, not as text), ranges by
 * their start then end, words alphabetically; parts with no value last.
 */
export function compareAttributeValues(a: AttributeValue | undefined, b: AttributeValue | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1
  if (a.kind === 'quantity' && b.kind === 'quantity') return compareDecimals(a.value, b.value)
  if (a.kind === 'range' && b.kind === 'range') return compareDecimals(a.from, b.from) || compareDecimals(a.to, b.to)
  return a.canonical.localeCompare(b.canonical)
}

/** A category page's filter state, read from its URL's query values against the category's attribute list. */
export interface FilterState {
  readonly attributes: readonly AttributeDefinition[]
  /** The filters the URL asks for that read (an unreadable term is left out: see `dropped`). */
  readonly filters: AttributeFilter[]
  /** The makers the URL ticks (`manufacturer=12,34`), by id. */
  readonly makers: string[]
  /** The main attribute sorted by (`resistance`, `-resistance`), when the URL names one. */
  readonly sort: string | null
  /** The URL's attribute terms that do not read in this category (`colour=red`), as `name=value`. */
  readonly dropped: string[]
  /** The query values that say all of it again, for the listing's links (`filterSearch` plus `sort`). */
  readonly search: Record<string, string>
}

/**
 * Ours (issue 29 leaves an unreadable URL open): a page keeps what it can read of its URL and drops the rest,
 * each pair checked on its own, so a shared link with one stale term still shows the rest of its filters.
 */
export function filterState(slug: string | undefined, query: Readonly<Record<string, unknown>>): FilterState {
  const attributes = slug === undefined ? [] : categoryAttributes(slug)
  const kept: [string, string][] = []
  const dropped: string[] = []
  const makers: string[] = []
  for (const pair of attributePairs(query)) {
    if (pair[0] === MAKER_TERM) {
      const read = readMakerTerms(pair[1])
      for (const id of read.ids) if (!makers.includes(id)) makers.push(id)
      for (const term of read.invalid) dropped.push(`${MAKER_TERM}=${term}`)
    } else if (slug !== undefined && parseParametricParams(slug, [pair], new Set()).ok) kept.push(pair)
    else dropped.push(`${pair[0]}=${pair[1]}`)
  }
  const read = slug === undefined ? undefined : parseParametricParams(slug, kept, new Set())
  const filters = read?.ok === true ? read.value : []
  const wanted = typeof query['sort'] === 'string' ? query['sort'] : null
  const sortable = wanted !== null && mainAttributes(attributes).some((attribute) => attribute.key === wanted.replace(/^-/, ''))
  const sort = sortable ? wanted : null
  return {
    attributes,
    filters,
    makers,
    sort,
    dropped,
    search: { ...(slug === undefined ? {} : filterSearch(slug, filters, makers)), ...(sort === null ? {} : { sort }) },
  }
}

/**
 * How many filters are active, as the 375 px sheet's button says (`Filters (2)`): one an attribute however many of
 * its values are ticked, and one for the maker group however many makers.
 */
export function activeFilterCount(state: Pick<FilterState, 'filters' | 'makers'>): number {
  return state.filters.length + (state.makers.length > 0 ? 1 : 0)
}
