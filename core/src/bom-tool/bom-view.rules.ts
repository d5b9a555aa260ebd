import { compressDesignators } from '../bom/designators.ts'
import type { BomField, BomLine, BomMatchKind, ProductSummary } from '../contract/index.ts'
import { productSlug } from '../routing/slug.rules.ts'
import { formatCount, formatUnitPrice, stockText } from '../search/search-results.rules.ts'
import { type BomPicks, type BuildPrice, type LineChoice, formatTotal, lineChoice } from './bom-pricing.rules.ts'

/**
 * How the `/bom` page words and groups a BOM's lines (issue 18, "The result per line"): the match kinds and
 * their labels, each line's standing (matched, to check, not found, do not fit), the summary counts, the
 * filters by match kind, the pages of a large BOM, and the texts of prices, stock and dates. Everything here is
 * a pure function of the lines, the picks and a build's prices.
 */

/** The match kinds as the page names them, best first (the BOM engine issue's list). */
export const MATCH_KIND_LABELS: Readonly<Record<BomMatchKind, string>> = {
  exact: 'Exact',
  variant: 'Packaging variant',
  distributor: 'Distributor number',
  close: 'Close match',
  value: 'By value',
  none: 'Not found',
}

/**
 * The match kinds sure enough to order without the buyer's confirmation: the page counts them matched, the
 * server sends them to the cart or the RFQ list (`server/src/bom/order-lines.ts`). Close and by-value matches
 * wait for the buyer; so does a distributor's number that names another part than the line's own number (the
 * matcher calls that one close).
 */
const SURE_KINDS: ReadonlySet<string> = new Set<BomMatchKind>(['exact', 'variant', 'distributor'])

/** Whether a match of `kind` goes without the buyer's confirmation. */
export function isSureKind(kind: string): boolean {
  return SURE_KINDS.has(kind)
}

/** Where a line stands: sure, to check (close or by value, not yet picked), not found, or do not fit. */
export type LineStanding = 'matched' | 'check' | 'none' | 'dnp'

export const STANDING_LABELS: Readonly<Record<LineStanding, string>> = {
  matched: 'Matched',
  check: 'To check',
  none: 'Not found',
  dnp: 'Do not fit',
}

/** A line's standing with the buyer's picks. */
export function lineStanding(line: BomLine, choice: LineChoice): LineStanding {
  if (!line.fitted || line.quantity === 0) return 'dnp'
  if (choice.product === null || choice.kind === 'none') return 'none'
  return SURE_KINDS.has(choice.kind) || choice.picked ? 'matched' : 'check'
}

/** The summary counts (issue 18: "summary counts (matched, to check, not found)"). */
export interface BomSummaryCounts {
  readonly lines: number
  readonly matched: number
  readonly check: number
  readonly none: number
  readonly dnp: number
}

export function summaryCounts(lines: readonly BomLine[], picks: BomPicks): BomSummaryCounts {
  const counts = { lines: lines.length, matched: 0, check: 0, none: 0, dnp: 0 }
  for (const line of lines) counts[lineStanding(line, lineChoice(line, picks))]++
  return counts
}

/** The filter of the lines: every line, one match kind, or the do-not-fit lines (shown apart). */
export type BomFilter = 'all' | BomMatchKind | 'dnp'

const FILTERS: readonly BomFilter[] = ['all', 'exact', 'variant', 'distributor', 'close', 'value', 'none', 'dnp']

export function isBomFilter(value: unknown): value is BomFilter {
  return typeof value === 'string' && (FILTERS as readonly string[]).includes(value)
}

function filterOf(line: BomLine, picks: BomPicks): BomFilter {
  if (!line.fitted || line.quantity === 0) return 'dnp'
  return lineChoice(line, picks).kind
}

/** A filter as offered: its value, label and how many lines it shows. */
export interface FilterOption {
  readonly value: BomFilter
  readonly label: string
  readonly count: number
}

/** The filters worth offering: every line, then each kind and do-not-fit that has lines. */
export function filterOptions(lines: readonly BomLine[], picks: BomPicks): FilterOption[] {
  const counts = new Map<BomFilter, number>()
  for (const line of lines) counts.set(filterOf(line, picks), (counts.get(filterOf(line, picks)) ?? 0) + 1)
  return FILTERS.flatMap((value): FilterOption[] => {
    if (value === 'all') return [{ value, label: 'All lines', count: lines.length }]
    const count = counts.get(value) ?? 0
    return count === 0 ? [] : [{ value, label: value === 'dnp' ? STANDING_LABELS.dnp : MATCH_KIND_LABELS[value], count }]
  })
}

/**
 * The fitted lines a filter shows (the do-not-fit lines are shown apart, issue 18), or the do-not-fit lines for
 * `dnp`.
 */
export function filterLines(lines: readonly BomLine[], picks: BomPicks, filter: BomFilter): BomLine[] {
  if (filter === 'dnp') return lines.filter((line) => filterOf(line, picks) === 'dnp')
  return lines.filter((line) => {
    const kind = filterOf(line, picks)
    return kind !== 'dnp' && (filter === 'all' || kind === filter)
  })
}

/** The do-not-fit lines, shown apart. */
export function doNotFitLines(lines: readonly BomLine[]): BomLine[] {
  return lines.filter((line) => !line.fitted || line.quantity === 0)
}

/** Lines per page of the results: a BOM of 400 lines stays quick to draw and to scroll. */
export const LINES_PER_PAGE = 50

/** The page count of `total` lines (at least 1). */
export function linePageCount(total: number, size: number = LINES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The lines of page `page` (from 1, clamped to the pages there are). */
export function linePage<T>(lines: readonly T[], page: number, size: number = LINES_PER_PAGE): T[] {
  const last = linePageCount(lines.length, size)
  const current = Math.min(Math.max(1, Math.trunc(page)), last)
  return lines.slice((current - 1) * size, current * size)
}

/** `R1-R4, R7`: a line's designators compressed into ranges, or `—` when there are none. */
export function designatorsText(designators: readonly string[]): string {
  return designators.length === 0 ? '—' : compressDesignators(designators)
}

/** The catalog part's page (ROUTE-11). */
export function productHref(product: Pick<ProductSummary, 'intID' | 'model'>): string {
  return `/product/${productSlug(product.model, product.intID)}`
}

/** A match score as a percentage (`87%`). */
export function scoreText(score: number): string {
  return `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`
}

/** What the stock cell says, and whether the build is short of it. */
export function stockCellText(product: ProductSummary | null, needed: number): string {
  if (product === null) return '—'
  if (needed > 0 && product.stock < needed) return `${stockText(product.stock)} (short by ${formatCount(needed - product.stock)})`
  return stockText(product.stock)
}

/** A unit price as the line shows it: `$0.1647`, `On request`, or `—` when not matched. */
export function unitPriceText(unitPrice: number | null, matched: boolean): string {
  if (unitPrice !== null) return formatUnitPrice(unitPrice)
  return matched ? 'On request' : '—'
}

/** An extended price as the line shows it: `$16.47`, or `—`. */
export function extendedPriceText(extended: number | null): string {
  return extended === null ? '—' : formatTotal(extended)
}

/** The build's total and cost per board, worded (`$1,234.57`, `$12.35 per board`). */
export function buildTotalsText(build: BuildPrice): { readonly total: string; readonly perBoard: string } {
  if (build.total === null || build.perBoard === null) return { total: 'Too large to price', perBoard: '—' }
  return { total: formatTotal(build.total), perBoard: `${formatUnitPrice(build.perBoard)} per board` }
}

/** A count of boards as the page says it: `1 board`, `1,000 boards`. */
export function boardsText(boards: number): string {
  return `${formatCount(boards)} ${boards === 1 ? 'board' : 'boards'}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * When prices and stock were read, from an ISO instant, in UTC and locale-free (the server's render and the
 * browser's must agree): `Prices and stock checked 24 Nov 2026, 14:03 UTC`.
 */
export function pricedAtText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/u.exec(iso)
  if (match === null) return 'Prices and stock checked just now'
  const [, year, month, day, hour, minute] = match
  return `Prices and stock checked ${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}, ${hour}:${minute} UTC`
}

// ---------------------------------------------------------------------------------------------------------
// The column mapping

/** What each field a column may hold is called on the page, in the order the select offers them. */
export const FIELD_LABELS: Readonly<Record<BomField, string>> = {
  designators: 'Designators',
  quantity: 'Quantity',
  mpn: 'Manufacturer part number',
  manufacturer: 'Manufacturer',
  distributorPartNumber: 'Distributor part number',
  value: 'Value',
  description: 'Description',
  footprint: 'Footprint / package',
  dnp: 'Do not fit mark',
}

/** The fields a column may be set to, in the select's order. */
export const MAPPABLE_FIELDS = Object.keys(FIELD_LABELS) as BomField[]

/** The field a select's value names (`''`, or anything else: not read). */
export function fieldOf(value: string): BomField | null {
  return MAPPABLE_FIELDS.find((field) => field === value) ?? null
}

/** The label of "not read" in the column select. */
export const IGNORED_LABEL = 'Not read'

/** How sure a column's guess is, worded: `You chose`, `92% sure`, or `Not read`. */
export function confidenceText(field: BomField | null, confidence: number): string {
  if (field === null) return IGNORED_LABEL
  if (confidence >= 1) return 'Your choice'
  return `${Math.round(confidence * 100)}% sure`
}

/** Whether a guess is weak enough to ask the buyer to look (under 60%). */
export function isWeakGuess(field: BomField | null, confidence: number): boolean {
  return field !== null && confidence < 0.6
}
