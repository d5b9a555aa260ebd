import type { PriceBreak, SearchSort } from '@partfront/core/contract'
import { sortUnitPrice } from '@partfront/core/pricing'
import { prefixUpperBound, rankKeywordMatch, type PartMatch } from '@partfront/core/parts'
import type { CatalogNames } from './catalog-names.ts'
import { passes, type SearchFilter } from './filter.ts'
import { MAIN_INDEX, PARTS_INDEX } from './index-layout.ts'
import type { SearchLimits } from './limits.ts'
import type { NamedRow } from './named.ts'
import { byKeywordMatch, byPartMatch, byPrice, byStock, type MatchRow } from './order.ts'
import { keywordFields } from './hits.ts'
import type { ActivePlan, Reading } from './reading.ts'
import type { SearchIndex } from './sqlite-index.ts'
import { RowStream, listTier, pageOfTiers, streamTier, windowedTier, type Tier } from './tiers.ts'

/**
 * Picking one page of results (search issue #7: "paging … sorting by relevance, stock or price").
 */

/** A row of a page: why it matched when that is already known, its keyword score when it was scored. */
export type PageRow = MatchRow & { readonly match?: PartMatch; readonly keywordScore?: number }

/** What a page is picked from. */
export interface PageSource {
  readonly index: SearchIndex
  readonly names: CatalogNames
  readonly plan: ActivePlan
  readonly reading: Reading
  readonly filter: SearchFilter
  /** The first rows of the (unfiltered) match in the index's order: all of it when `whole`. */
  readonly first: readonly MatchRow[]
  readonly whole: boolean
  readonly limits: SearchLimits
}

/**
 * A page in relevance order (search issue #7: "exact > packaging variant > prefix > substring > keyword"):
 * the parts the query names, then its prefix, substring and keyword matches, each tier in core's order.
 */
export function relevancePage(source: PageSource, named: readonly NamedRow[], offset: number, size: number): PageRow[] {
  const { index, names, plan, reading, filter, first, whole, limits } = source
  const namedIds = new Set(named.map((row) => row.id))
  const key = plan.partKey
  const kept = (row: MatchRow) => !namedIds.has(row.id) && passes(filter, row) && reading.isResult(row)
  const isPrefix = (row: MatchRow) => row.normalized.startsWith(key)
  const partOrder = (rows: readonly MatchRow[]) => rows.toSorted(byPartMatch)
  const tiers: Tier<PageRow>[] = [listTier(named.filter((row) => passes(filter, row)))]

  // Prefix matches: all among the rows of a match read whole; else read off the B-tree, whole and sorted when
  // there are not too many, else bucket by bucket, already in order.
  const prefixes = (rows: readonly MatchRow[]) => rows.filter((row) => kept(row) && isPrefix(row)).sort(byPartMatch)
  const range = plan.kind === 'prefix' ? plan.range : { lower: key, upper: prefixUpperBound(key) }
  if (whole) tiers.push(listTier(prefixes(first)))
  else if (index.countRange(range, limits.prefixSortCap + 1) <= limits.prefixSortCap) {
    tiers.push(listTier(prefixes(index.rangeRows(range, limits.prefixSortCap))))
  } else tiers.push(streamTier(new RowStream([], false, index.prefixRows(range, filter, names), kept)))
  if (plan.kind === 'prefix') return pageOfTiers(tiers, offset, size)

  // Substring matches: the part-number matches that are not prefixes, in windows of the index's order.
  const substrings = new RowStream(
    first,
    whole,
    index.indexRows(PARTS_INDEX, plan.partMatch, filter),
    (row) => kept(row) && !isPrefix(row) && row.normalized.includes(key),
  )
  tiers.push(windowedTier(substrings, { size: limits.partWindow }, partOrder))

  // Keyword matches: the words found in the description, the manufacturer or the category, scored by core.
  if (plan.keywordMatch !== undefined) {
    const keywords = new RowStream(
      first,
      whole,
      index.indexRows(MAIN_INDEX, plan.keywordMatch, filter),
      (row) => kept(row) && !row.normalized.includes(key),
    )
    const words = plan.parsed.words.map((word) => word.raw)
    const windows = { size: limits.keywordWindow, wholeUpTo: limits.keywordWindow }
    tiers.push(
      windowedTier(keywords, windows, (rows) => {
        const products = index.products(rows.map((row) => row.id))
        return rows
          .map((row) => {
            const product = products.get(row.id)
            const keywordScore = product === undefined ? 0 : rankKeywordMatch(words, keywordFields(product)).score
            return { ...row, keywordScore }
          })
          .sort(byKeywordMatch)
      }),
    )
  }
  return pageOfTiers(tiers, offset, size)
}

/**
 * A page sorted by stock or price: the whole match when it was read whole, else window by window in the
 * index's order. `extras`: named parts outside the match (a longer number the query is a variant of).
 * `quantity`: what sorting by price prices each part at (core's `sortUnitPrice`; `null`, at its minimum).
 */
export function sortedPage(
  source: PageSource,
  extras: readonly MatchRow[],
  sort: Exclude<SearchSort, 'relevance'>,
  quantity: number | null,
  offset: number,
  size: number,
): PageRow[] {
  const { index, reading, filter, first, whole, limits } = source
  const stream = new RowStream(first, whole, reading.fetch(filter), (row) => passes(filter, row) && reading.isResult(row))
  const order =
    sort === 'stock' ? (rows: readonly MatchRow[]) => rows.toSorted(byStock) : (rows: readonly MatchRow[]) => pricedAt(index, rows, quantity).sort(byPrice)
  return pageOfTiers([windowedTier(stream, { size: limits.sortWindow }, order, extras)], offset, size)
}

/** The rows with `unitPrice` the price each sorts by at `quantity` (core's `sortUnitPrice`, issue 15). */
function pricedAt(index: SearchIndex, rows: readonly MatchRow[], quantity: number | null): MatchRow[] {
  const parts = index.pricing(rows.map((row) => row.id))
  return rows.map((row) => {
    const part = parts.get(row.id)
    const priceLadder = part === undefined ? [] : (JSON.parse(part.priceLadder) as PriceBreak[])
    return { ...row, unitPrice: part === undefined ? null : sortUnitPrice({ priceLadder, moq: part.moq, spq: part.spq }, quantity) }
  })
}
