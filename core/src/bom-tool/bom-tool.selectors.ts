import { columnName } from '../bom/column-mapping.ts'
import type { BomField, BomLine, BomMatchKind } from '../contract/index.ts'
import { formatCount, formatUnitPrice } from '../search/search-results.rules.ts'
import { type BuildPrice, type LinePrice, breakPrice, lineChoice, lineOffers, priceAt } from './bom-pricing.rules.ts'
import type { BomToolSnapshot } from './bom-tool.machine.ts'
import type { BomContactDraft, BomSent } from './bom-tool.types.ts'
import {
  type BomFilter,
  type BomSummaryCounts,
  type FilterOption,
  type LineStanding,
  MATCH_KIND_LABELS,
  STANDING_LABELS,
  boardsText,
  buildTotalsText,
  confidenceText,
  designatorsText,
  doNotFitLines,
  extendedPriceText,
  filterLines,
  filterOptions,
  isWeakGuess,
  linePage,
  linePageCount,
  lineStanding,
  pricedAtText,
  productHref,
  scoreText,
  stockCellText,
  summaryCounts,
  unitPriceText,
} from './bom-view.rules.ts'

/**
 * What the `/bom` page draws, read from the machine's snapshot: which step it is at, the upload's progress, the
 * mapping step's columns over the file's first rows, and the results with everything worded. A view only
 * renders these and sends events.
 */

/** The step the page shows. */
export type BomToolStep = 'empty' | 'checking' | 'uploading' | 'mapping' | 'results'

export function toolStep(snapshot: BomToolSnapshot): BomToolStep {
  if (snapshot.matches('results')) return 'results'
  if (snapshot.matches('mapping')) return 'mapping'
  if (snapshot.matches('uploading')) return 'uploading'
  if (snapshot.matches('loading') || snapshot.matches('reading') || snapshot.matches('checking')) return 'checking'
  return 'empty'
}

/** Whether a call runs (buttons that would start another are disabled). */
export function isBusy(snapshot: BomToolSnapshot): boolean {
  return snapshot.hasTag('busy')
}

/** What went wrong or was refused, for `role="alert"`. */
export function noticeOf(snapshot: BomToolSnapshot): string | null {
  return snapshot.context.notice
}

/** The upload's progress: the file, the share sent (0–100) and its words. */
export interface UploadProgressView {
  readonly fileName: string
  readonly percent: number
  readonly text: string
}

export function uploadProgress(snapshot: BomToolSnapshot): UploadProgressView | null {
  if (!snapshot.matches('uploading')) return null
  const { progress, file } = snapshot.context
  const percent = progress === null || progress.total <= 0 ? 0 : Math.min(100, Math.round((progress.loaded / progress.total) * 100))
  const text =
    progress === null
      ? 'Starting the upload…'
      : percent >= 100
        ? 'Uploaded. Reading and matching every line…'
        : `Uploading: ${formatCount(progress.loaded)} of ${formatCount(progress.total)} bytes (${percent}%)`
  return { fileName: file?.name ?? '', percent, text }
}

/** One column of the mapping step. */
export interface MappingColumnView {
  readonly column: number
  /** The spreadsheet's letter (`A`, `B`, … `AA`). */
  readonly letter: string
  readonly header: string
  /** The field chosen now (`null`: not read). */
  readonly field: BomField | null
  readonly confidenceText: string
  /** A guess under 60%: the buyer should look. */
  readonly weak: boolean
  /** The buyer changed the server's guess. */
  readonly changed: boolean
}

export interface MappingView {
  readonly fileName: string
  readonly sheets: readonly string[]
  readonly sheet: string
  /** As a spreadsheet numbers it. */
  readonly headerRow: number
  /** `12 models, 14 lines`. */
  readonly summary: string
  readonly columns: readonly MappingColumnView[]
  /** The first rows under the header, one cell per column. */
  readonly rows: readonly { readonly row: number; readonly cells: readonly string[] }[]
  readonly warnings: readonly string[]
  /** The part-number column is missing: the lines cannot be matched by number. */
  readonly lacksPartNumber: boolean
}

export function mappingView(snapshot: BomToolSnapshot): MappingView | null {
  const { preview, local, draft } = snapshot.context
  if (preview === null) return null
  const reading = preview.reading
  const sample = local?.sheets.find((sheet) => sheet.name === reading.sheet)
  const sameHeader = sample !== undefined && sample.headerRow === reading.headerRow
  const columns = reading.mapping.map((column): MappingColumnView => {
    const field = draft.find((choice) => choice.column === column.column)?.field ?? null
    const changed = field !== column.field
    return {
      column: column.column,
      letter: columnName(column.column),
      header: column.header,
      field,
      confidenceText: changed ? confidenceText(field, 1) : confidenceText(column.field, column.confidence),
      weak: !changed && isWeakGuess(column.field, column.confidence),
      changed,
    }
  })
  const rows = sameHeader ? sample.rows.map((row) => ({ row: row.row, cells: columns.map((column) => row.cells[column.column] ?? '') })) : []
  return {
    fileName: preview.fileName,
    sheets: reading.sheets,
    sheet: reading.sheet,
    headerRow: reading.headerRow,
    summary: `${formatCount(preview.models)} ${preview.models === 1 ? 'model' : 'models'}, ${formatCount(preview.lines.length)} ${preview.lines.length === 1 ? 'line' : 'lines'} read`,
    columns,
    rows,
    warnings: reading.warnings,
    lacksPartNumber: !columns.some((column) => column.field === 'mpn' || column.field === 'distributorPartNumber'),
  }
}

/** A part a line offers to pick. */
export interface OptionView {
  readonly productId: number
  readonly model: string
  readonly brand: string
  readonly href: string
  readonly kindLabel: string
  readonly score: string
  readonly reason: string
  readonly stockText: string
  readonly unitText: string
  /** The part the line stands for now. */
  readonly chosen: boolean
  /** Its radio button is on: the buyer picked it, or it is a sure match (a close one waits for the buyer). */
  readonly selected: boolean
}

/** One line of the results, worded at the active build quantity. */
export interface LineView {
  readonly row: number
  readonly designators: string
  /** Per board (`DNP` for a do-not-fit line). */
  readonly quantity: string
  readonly mpn: string
  readonly manufacturer: string
  /** The value, description or footprint when the line names no part number. */
  readonly detail: string
  readonly kind: BomMatchKind
  readonly kindLabel: string
  readonly standing: LineStanding
  readonly standingLabel: string
  readonly reason: string
  readonly score: string
  readonly product: { readonly href: string; readonly model: string; readonly brand: string; readonly packageName: string } | null
  readonly stockText: string
  readonly short: boolean
  readonly needed: string
  readonly unitText: string
  readonly extendedText: string
  /** What the price depends on at this build: `Sold from 100: priced for 100` (`''` when nothing). */
  readonly priceNote: string
  /** The line's match and its options, when there is more than one, or one to confirm. */
  readonly options: readonly OptionView[]
  /** The buyer picked or confirmed this line's part. */
  readonly picked: boolean
}

/** One build quantity side by side with the others. */
export interface BuildView {
  readonly index: 0 | 1 | 2
  readonly boards: number
  readonly boardsText: string
  readonly total: string
  readonly perBoard: string
  readonly shortLines: number
  readonly onRequestLines: number
  readonly active: boolean
  readonly tooLarge: string | null
}

export interface SentView {
  readonly to: 'cart' | 'rfq'
  readonly text: string
  readonly leftOut: readonly { readonly row: number; readonly message: string }[]
}

export interface ResultsView {
  readonly fileName: string
  readonly pricedAt: string
  readonly counts: BomSummaryCounts
  readonly builds: readonly BuildView[]
  readonly active: BuildView
  readonly filters: readonly FilterOption[]
  readonly filter: BomFilter
  readonly lines: readonly LineView[]
  /** Lines the filter shows, on every page. */
  readonly shown: number
  readonly page: number
  readonly pageCount: number
  readonly doNotFit: readonly LineView[]
  readonly shortages: readonly { readonly row: number; readonly model: string; readonly needed: string; readonly stock: string }[]
  readonly warnings: readonly string[]
  readonly saved: { readonly id: number; readonly status: string } | null
  readonly sent: SentView | null
  readonly contact: BomContactDraft
  readonly contactErrors: Readonly<Partial<Record<keyof BomContactDraft, string>>>
  readonly signedIn: boolean
}

/** A price's note at a build: pieces raised to the part's minimum, or priced on request. */
function priceNoteText(price: LinePrice | undefined): string {
  if (price === undefined) return ''
  if (price.onRequest) return 'Price on request: ask for a quote'
  if (price.unitPrice !== null && price.buy > price.needed) return `Sold from ${formatCount(price.buy)}: priced for ${formatCount(price.buy)}`
  return ''
}

function detailOf(line: BomLine): string {
  return [line.value, line.footprint, line.description].filter((text) => text !== '').join(' · ')
}

function lineView(line: BomLine, snapshot: BomToolSnapshot, build: BuildPrice): LineView {
  const { picks } = snapshot.context
  const choice = lineChoice(line, picks)
  const standing = lineStanding(line, choice)
  const price = build.lines.get(line.row)
  const needed = price?.needed ?? 0
  const offers = lineOffers(line)
  const options = offers.length > 1 || (offers.length === 1 && standing === 'check')
    ? offers.map((offer): OptionView => {
        const unit = needed > 0 ? breakPrice(offer.product.priceLadder, needed, offer.product.moq) : undefined
        return {
          productId: offer.product.intID,
          model: offer.product.model,
          brand: offer.product.brandName,
          href: productHref(offer.product),
          kindLabel: MATCH_KIND_LABELS[offer.kind],
          score: scoreText(offer.score),
          reason: offer.reason,
          stockText: stockCellText(offer.product, needed),
          unitText: unit === undefined ? 'On request' : formatUnitPrice(unit.unitPrice),
          chosen: choice.product?.intID === offer.product.intID,
          selected: choice.product?.intID === offer.product.intID && (choice.picked || standing === 'matched'),
        }
      })
    : []
  return {
    row: line.row,
    designators: designatorsText(line.designators),
    quantity: !line.fitted || line.quantity === 0 ? 'DNP' : formatCount(Math.ceil(line.quantity)),
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    detail: detailOf(line),
    kind: choice.kind,
    kindLabel: MATCH_KIND_LABELS[choice.kind],
    standing,
    standingLabel: choice.picked ? 'Picked' : STANDING_LABELS[standing],
    reason: choice.reason,
    score: scoreText(choice.score),
    product:
      choice.product === null
        ? null
        : { href: productHref(choice.product), model: choice.product.model, brand: choice.product.brandName, packageName: choice.product.packageName },
    stockText: stockCellText(choice.product, needed),
    short: price?.short ?? false,
    needed: formatCount(needed),
    unitText: unitPriceText(price?.unitPrice ?? null, choice.product !== null && needed > 0),
    extendedText: extendedPriceText(price?.extendedPrice ?? null),
    priceNote: priceNoteText(price),
    options,
    picked: choice.picked,
  }
}

function buildView(build: BuildPrice, index: 0 | 1 | 2, active: boolean): BuildView {
  const totals = buildTotalsText(build)
  return {
    index,
    boards: build.boards,
    boardsText: boardsText(build.boards),
    total: totals.total,
    perBoard: totals.perBoard,
    shortLines: build.shortRows.length,
    onRequestLines: build.onRequestRows.length,
    active,
    tooLarge: build.tooLarge,
  }
}

function sentView(sent: BomSent): SentView {
  const parts = sent.result.sent.length
  const pieces = formatCount(sent.result.pieces)
  const what = `${formatCount(parts)} ${parts === 1 ? 'part' : 'parts'} (${pieces} pieces, for ${boardsText(sent.result.boards)})`
  const text =
    sent.to === 'cart'
      ? `Added ${what} to your cart.`
      : `Sent ${what} as quote request #${sent.result.quote.id}. We will answer at the BOM's contact email.`
  return { to: sent.to, text, leftOut: sent.result.leftOut.map((line) => ({ row: line.row, message: line.message })) }
}

export function resultsView(snapshot: BomToolSnapshot): ResultsView | null {
  const { preview, saved, picks, boards, active, filter, page, sent } = snapshot.context
  if (preview === null || !snapshot.matches('results')) return null
  // The preview's lines, saved or not: the saved BOM is the same file read with the same columns.
  const lines = preview.lines
  const builds = boards.map((count) => priceAt(lines, picks, count))
  const activeBuild = builds[active] ?? priceAt(lines, picks, boards[0])
  const views = builds.map((build, index) => buildView(build, index as 0 | 1 | 2, index === active))
  const shown = filterLines(lines, picks, filter)
  const pageCount = linePageCount(shown.length)
  const current = Math.min(page, pageCount)
  const byRow = new Map(lines.map((line) => [line.row, line]))
  return {
    fileName: preview.fileName,
    pricedAt: pricedAtText(preview.pricedAt),
    counts: summaryCounts(lines, picks),
    builds: views,
    active: views[active] ?? buildView(activeBuild, 0, true),
    filters: filterOptions(lines, picks),
    filter,
    lines: linePage(shown, current).map((line) => lineView(line, snapshot, activeBuild)),
    shown: shown.length,
    page: current,
    pageCount,
    doNotFit: filter === 'dnp' ? [] : doNotFitLines(lines).map((line) => lineView(line, snapshot, activeBuild)),
    shortages: activeBuild.shortRows.map((row) => {
      const line = byRow.get(row)
      const product = line === undefined ? null : lineChoice(line, picks).product
      return {
        row,
        model: product?.model ?? '',
        needed: formatCount(activeBuild.lines.get(row)?.needed ?? 0),
        stock: formatCount(product?.stock ?? 0),
      }
    }),
    warnings: preview.reading.warnings,
    saved: saved === null ? null : { id: saved.id, status: saved.status },
    sent: sent === null ? null : sentView(sent),
    contact: snapshot.context.contact,
    contactErrors: snapshot.context.contactErrors,
    signedIn: snapshot.context.signedIn,
  }
}
