import { compareDecimals, type Decimal } from './decimal.ts'
import type { AttributeDefinition, AttributeFilter, AttributeValue, FilterRange } from './parametric.types.ts'
import { compactQuantity, parseQuantity, type Read } from './quantity.rules.ts'
import { compactValue, readAttributeValue } from './value.rules.ts'

/**
 * A buyer's filter on one attribute, from the terms of a URL or filter box (issue 29): several values (`10k`,
 * `4k7`), one from/to range typed with units (`10k..100k`, `50V..`, `..1µ`), and `none` (parts with no value).
 * Unreadable terms are refused together, each named, so one answer lists everything to fix.
 */

/** The term that asks for parts with no value of the attribute. */
export const NO_VALUE_TERM = 'none'

const RANGE_MARK = '..'

function parseBound(attribute: AttributeDefinition, text: string): Read<Decimal | undefined> {
  if (text.trim() === '') return { ok: true, value: undefined }
  if (attribute.kind === 'word') return { ok: false, problem: `${attribute.name} has no order to range over` }
  return parseQuantity(text, attribute.unit, { plusMinus: attribute.kind === 'quantity' && attribute.plusMinus === true })
}

function parseRangeTerm(attribute: AttributeDefinition, term: string): Read<FilterRange> {
  const at = term.indexOf(RANGE_MARK)
  const fromText = term.slice(0, at)
  const toText = term.slice(at + RANGE_MARK.length)
  if (attribute.kind === 'word') return { ok: false, problem: `"${term}": ${attribute.name} has no order to range over` }
  if (fromText.trim() === '' && toText.trim() === '') {
    return { ok: false, problem: `"${term}" gives neither a from nor a to value for ${attribute.name}` }
  }
  const from = parseBound(attribute, fromText)
  const to = parseBound(attribute, toText)
  if (!from.ok) return from
  if (!to.ok) return to
  if (from.value !== undefined && to.value !== undefined && compareDecimals(from.value, to.value) > 0) {
    return { ok: false, problem: `"${term}" starts above where it ends` }
  }
  return {
    ok: true,
    value: { ...(from.value === undefined ? {} : { from: from.value }), ...(to.value === undefined ? {} : { to: to.value }) },
  }
}

/**
 * The filter the terms ask for; refused (naming every term that could not be read) when any cannot be, when
 * there are two ranges, or when there is no term at all.
 */
export function parseAttributeFilter(attribute: AttributeDefinition, terms: readonly string[]): Read<AttributeFilter> {
  const values: string[] = []
  const problems: string[] = []
  let range: FilterRange | undefined
  let none = false
  for (const raw of terms) {
    const term = raw.trim()
    if (term === '') continue
    if (term.toLowerCase() === NO_VALUE_TERM) {
      none = true
    } else if (term.includes(RANGE_MARK)) {
      const read = parseRangeTerm(attribute, term)
      if (!read.ok) problems.push(read.problem)
      else if (range !== undefined) problems.push(`${attribute.name} takes one from/to range, not two ("${term}")`)
      else range = read.value
    } else {
      const read = readAttributeValue(attribute, term)
      if (!read.ok) problems.push(read.problem)
      else if (!values.includes(read.value.canonical)) values.push(read.value.canonical)
    }
  }
  if (problems.length > 0) return { ok: false, problem: problems.join('; ') }
  if (values.length === 0 && range === undefined && !none) {
    return { ok: false, problem: `No value of ${attribute.name} was given` }
  }
  return { ok: true, value: { key: attribute.key, values, ...(range === undefined ? {} : { range }), none } }
}

function within(value: Decimal, range: FilterRange): boolean {
  return (
    (range.from === undefined || compareDecimals(value, range.from) >= 0) &&
    (range.to === undefined || compareDecimals(value, range.to) <= 0)
  )
}

/**
 * Whether a part's value passes the filter. A quantity passes a range when it lies within it (both ends
 * included); a range value (operating temperature) when it covers the whole of it, an open end standing for the
 * other (`-40C..` asks for parts that work at −40 °C).
 */
export function matchesFilter(filter: AttributeFilter, value: AttributeValue | undefined): boolean {
  if (value === undefined) return filter.none
  if (filter.values.includes(value.canonical)) return true
  const range = filter.range
  if (range === undefined) return false
  if (value.kind === 'quantity') return within(value.value, range)
  if (value.kind === 'range') {
    const low = range.from ?? range.to
    const high = range.to ?? range.from
    return (
      low !== undefined &&
      high !== undefined &&
      compareDecimals(value.from, low) <= 0 &&
      compareDecimals(value.to, high) >= 0
    )
  }
  return false
}

/** The filter as compact terms for a URL (`10k`, `4.7k`, `50V..`, `none`), read back to the same filter. */
export function filterTerms(attribute: AttributeDefinition, filter: AttributeFilter): string[] {
  const terms = filter.values.map((canonical) => {
    const read = readAttributeValue(attribute, canonical)
    return read.ok ? compactValue(attribute, read.value) : canonical
  })
  const range = filter.range
  if (range !== undefined && attribute.kind !== 'word') {
    const side = (bound: Decimal | undefined): string => (bound === undefined ? '' : compactQuantity(bound, attribute.unit))
    terms.push(`${side(range.from)}${RANGE_MARK}${side(range.to)}`)
  }
  if (filter.none) terms.push(NO_VALUE_TERM)
  return terms
}
