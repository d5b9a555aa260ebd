import type { CatalogNames } from './catalog-names.ts'
import { NO_FACETS, countFacets, estimateFacets, type FacetCounts } from './facets.ts'
import type { SearchFilter } from './filter.ts'
import { MAIN_INDEX, PARTS_INDEX, SAMPLES } from './index-layout.ts'
import type { SearchLimits } from './limits.ts'
import type { MatchRow } from './order.ts'
import { passesShortWords, type SearchPlan } from './plan.ts'
import type { SearchIndex } from './sqlite-index.ts'
import type { FetchRows } from './tiers.ts'

/**
 * How one query's match is read and counted, whichever index finds it: the trigram index (three characters
 * and more) or the B-tree prefix range (one or two).
 */

/** A plan that finds something. */
export type ActivePlan = Extract<SearchPlan, { kind: 'index' | 'prefix' }>

/** The first rows of a match (up to the exact cap), counted. */
export interface Head {
  /** The facet counts of the results among them. */
  readonly counts: FacetCounts
  /** Whether they were the whole match. */
  readonly complete: boolean
  /** The rows themselves when they were read (else only counted, in SQL). */
  readonly rows: readonly MatchRow[] | undefined
}

/** Counts of a match: exact, or estimated from a sample. */
export interface Counted {
  readonly counts: FacetCounts
  readonly exact: boolean
}

export interface Reading {
  /** Reads the match (with the filters) after a row, in relevance order of the index. */
  readonly fetch: (filter: SearchFilter) => FetchRows
  /** Counts the first `exactCap + 1` rows of the match (with the filters). */
  readonly head: (filter: SearchFilter) => Head
  /** The facet counts of the match on a 1-in-`rate` sample of the catalog (at most `sampleCap + 1` rows). */
  readonly sample: (rate: number, filter: SearchFilter) => FacetCounts
  /** Whether a row the index matched is a result (the short words of an index plan). */
  readonly isResult: (row: MatchRow) => boolean
}

/** Part keys at least this long are read at once rather than counted first (see `head`). */
const READ_AT_ONCE = 9

function headOfRows(fetched: readonly MatchRow[], isResult: (row: MatchRow) => boolean, limits: SearchLimits): Head {
  const rows = fetched.filter(isResult)
  return { counts: countFacets(rows), complete: fetched.length <= limits.exactCap, rows }
}

function sampleOf(rate: number) {
  const sample = SAMPLES.find((candidate) => candidate.rate === rate)
  if (sample === undefined) throw new Error(`No 1-in-${rate} sample of the catalog`)
  return sample
}

/** The reading of a plan. */
export function readingOf(index: SearchIndex, names: CatalogNames, plan: ActivePlan, limits: SearchLimits): Reading {
  const cap = limits.exactCap + 1
  if (plan.kind === 'prefix') {
    const fetch = (filter: SearchFilter) => index.prefixRows(plan.range, filter, names)
    return {
      fetch,
      head: (filter) => {
        if (filter.any) return headOfRows(fetch(filter)(undefined, cap), () => true, limits)
        // The B-tree counts the range before any row is read: a large one is not read at all.
        if (index.countRange(plan.range, cap) > limits.exactCap) {
          return { counts: { ...NO_FACETS, total: cap }, complete: false, rows: undefined }
        }
        return headOfRows(index.rangeRows(plan.range, cap), () => true, limits)
      },
      sample: (rate, filter) => index.rangeGroups(plan.range, filter, rate, limits.sampleCap + 1),
      isResult: () => true,
    }
  }
  const isResult = (row: MatchRow) => passesShortWords(plan, row.normalized)
  const table = plan.partOnly ? PARTS_INDEX : MAIN_INDEX
  // Short words are checked on the rows read; without them the index alone answers and SQL counts.
  const onRows = plan.shortWords.length > 0
  return {
    fetch: (filter) => index.indexRows(table, plan.match, filter),
    head: (filter) => {
      const rows = index.indexRows(table, plan.match, filter)
      // A short key may match a large part of the catalog: the index alone counts it first (a fifth of the
      // cost of reading the rows), and a large match is never read row by row. A long key matches little and
      // costs most in its phrase: it is read at once, in one pass.
      if (onRows || Array.from(plan.partKey).length >= READ_AT_ONCE) return headOfRows(rows(undefined, cap), isResult, limits)
      if (index.indexCount(table, plan.match, filter, cap) > limits.exactCap) {
        return { counts: { ...NO_FACETS, total: cap }, complete: false, rows: undefined }
      }
      return headOfRows(rows(undefined, cap), isResult, limits)
    },
    sample: (rate, filter) => {
      const sample = sampleOf(rate).index
      if (!onRows) return index.indexGroups(sample, plan.match, filter, limits.sampleCap + 1)
      return countFacets(index.indexRows(sample, plan.match, filter)(undefined, limits.sampleCap + 1).filter(isResult))
    },
    isResult,
  }
}

/**
 * Estimates a match too large to count, from the finest sample that holds at most `sampleCap` of its rows
 * (tried coarsest first, as the coarse ones are the cheap ones), never below the counts of its first rows.
 */
export function estimate(reading: Reading, filter: SearchFilter, head: FacetCounts, limits: SearchLimits): Counted {
  const levels = SAMPLES.toReversed()
  for (const [level, sample] of levels.entries()) {
    const finer = levels[level + 1]
    const counts = reading.sample(sample.rate, filter)
    if (finer === undefined || counts.total * sample.rate >= finer.rate * limits.sampleCap) {
      return { counts: estimateFacets(counts, sample.rate, head), exact: false }
    }
  }
  return { counts: head, exact: false }
}

/** The counts of a match: exact when its head is all of it, else estimated. */
export function countOf(reading: Reading, filter: SearchFilter, head: Head, limits: SearchLimits): Counted {
  return head.complete ? { counts: head.counts, exact: true } : estimate(reading, filter, head.counts, limits)
}

