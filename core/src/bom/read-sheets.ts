import { checkUploadSize, fileSuffix } from './bom-upload.rules.ts'
import { parseCsv, sniffDelimiter } from './csv.ts'
import { tableBelow } from './data-rows.ts'
import { checkNameAgainstContent, refuseMarkup, sniffContent } from './file-format.ts'
import { type HeaderGuess, findHeaderRow } from './header-detect.ts'
import { UPLOAD_LIMITS, limitRefusal, unreadable } from './read-limits.ts'
import { realignShiftedRows } from './shifted-rows.ts'
import {
  type DataRow,
  type Delimiter,
  type Grid,
  type ReadLimits,
  type Refusal,
  type SheetGrid,
  type SpreadsheetFormat,
  type TextEncodingName,
  refuse,
} from './spreadsheet.types.ts'
import { decodeText } from './text-decode.ts'
import { distributorSubHeader } from './two-row-header.ts'

/** One sheet as read, with its guessed header (none when the sheet is empty). */
export interface SheetRead extends SheetGrid {
  readonly header: HeaderGuess | undefined
}

/** The table of one sheet: its header row and the rows below it. */
export interface TableRead {
  /** The header's row number as a spreadsheet program shows it (1-based, blank rows counted). */
  readonly headerRow: number
  /**
   * The header cells, verbatim; under a second header row naming distributors, each generic part-number
   * column joined with the distributor named under it (`Digi-Key SKU`, see `distributorSubHeader`).
   */
  readonly header: readonly string[]
  /** The second header row's number when the header has two rows; the data starts below it. */
  readonly subHeaderRow?: number
  /**
   * Data rows below the header, blank rows and the footer left out, each with its row number; rows that sat
   * one column right of the header are moved back under it (see `shiftedRows`).
   */
  readonly rows: readonly DataRow[]
  /** Row numbers of the rows that sat one column right of the header and were realigned. */
  readonly shiftedRows: readonly number[]
  /** Key/value and total rows after the table (KiBoM's `Component Groups:` block), not parts. */
  readonly footer: readonly DataRow[]
}

/** A spreadsheet read: every sheet, the one proposed as the BOM, and its table. */
export interface SpreadsheetRead extends TableRead {
  readonly ok: true
  readonly format: SpreadsheetFormat
  /** Text files only: how the bytes were decoded. */
  readonly encoding?: TextEncodingName
  /** Text files only: the field delimiter found. */
  readonly delimiter?: Delimiter
  /** Every sheet, in workbook order; a text file is one sheet named after the file. */
  readonly sheets: readonly SheetRead[]
  /** The index in `sheets` of the sheet that looks most like a BOM; the others are offered too. */
  readonly proposedSheet: number
  /** The proposed sheet's name. */
  readonly sheetName: string
}

/**
 * Reads an XLS or XLSX workbook's sheets (`readWorkbook` in `workbook.ts`, which carries SheetJS). Passed in, so
 * a reader of text files need not load SheetJS at all: the browser imports it only for a workbook (issue 18).
 */
export type WorkbookReader = (bytes: Uint8Array, kind: 'xlsx' | 'xls', limits: ReadLimits) => { readonly ok: true; readonly sheets: SheetGrid[] } | Refusal

/** Options of `readSpreadsheet`. */
export interface ReadSpreadsheetOptions {
  /** Limits to use instead of an upload's (`BOM` in `constants.ts`), e.g. for a catalog import. */
  readonly limits?: Partial<ReadLimits>
}

/**
 * The table of a sheet under the given header row (0-based index), or under the guessed one. The buyer may
 * pick another header row than the guess: this is what reads the sheet again.
 */
export function readTable(grid: Grid, headerIndex?: number): TableRead | undefined {
  const index = headerIndex ?? findHeaderRow(grid)?.index
  if (index === undefined || index < 0 || index >= grid.length) return undefined
  const sub = distributorSubHeader(grid, index)
  const header = sub?.header ?? grid[index] ?? []
  const { rows, footer } = tableBelow(grid, sub?.index ?? index)
  const aligned = realignShiftedRows(header, rows)
  return {
    headerRow: index + 1,
    header,
    ...(sub === undefined ? {} : { subHeaderRow: sub.index + 1 }),
    rows: aligned.rows,
    shiftedRows: aligned.shifted,
    footer,
  }
}

/** The file name without folders and suffix: a CSV's only sheet is named after it, as Excel does. */
function baseName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1)
  const suffix = fileSuffix(base)
  const name = suffix === '' ? base : base.slice(0, base.length - suffix.length)
  return name.trim() === '' ? 'Sheet1' : name
}

function readText(
  bytes: Uint8Array,
  fileName: string,
  limits: ReadLimits,
): { sheets: SheetGrid[]; format: SpreadsheetFormat; encoding: TextEncodingName; delimiter: Delimiter } | Refusal {
  const decoded = decodeText(bytes)
  // HTML first: "a web page" says more than "not a workbook" for the usual `.xls` web export.
  const markup = refuseMarkup(decoded.text)
  if (markup !== undefined) return markup
  const mismatch = checkNameAgainstContent(fileName, 'text')
  if (mismatch !== undefined) return mismatch
  const delimiter = sniffDelimiter(decoded.text)
  const parsed = parseCsv(decoded.text, { delimiter, limits })
  if (!parsed.ok) return limitRefusal(parsed.exceeded, parsed.limit)
  return {
    sheets: [{ name: baseName(fileName), rows: parsed.rows }],
    format: delimiter === '\t' ? 'tsv' : 'csv',
    encoding: decoded.encoding,
    delimiter,
  }
}

/** The sheet that looks most like a BOM: the best header, then the most rows, then the first. */
function proposeSheet(sheets: readonly SheetRead[]): number {
  let best = -1
  let bestScore = Number.NEGATIVE_INFINITY
  sheets.forEach((sheet, i) => {
    if (sheet.header === undefined) return
    const rows = tableBelow(sheet.rows, sheet.header.index).rows.length
    const score = sheet.header.score + Math.min(rows, 20) / 20
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  return best
}

function read(bytes: Uint8Array, fileName: string, readWorkbook: WorkbookReader, options: ReadSpreadsheetOptions): SpreadsheetRead | Refusal {
  const limits: ReadLimits = { ...UPLOAD_LIMITS, ...options.limits }
  if (!(bytes instanceof Uint8Array)) return refuse('no-file', 'Please choose a file to upload.')
  const size = checkUploadSize(bytes.length, limits.maxBytes)
  if (!size.ok) return size

  const kind = sniffContent(bytes)
  if (typeof kind !== 'string') return kind
  let sheets: SheetGrid[]
  let format: SpreadsheetFormat
  let text: { encoding: TextEncodingName; delimiter: Delimiter } | undefined
  if (kind === 'text') {
    const result = readText(bytes, fileName, limits)
    if ('ok' in result) return result
    ;({ sheets, format } = result)
    text = { encoding: result.encoding, delimiter: result.delimiter }
  } else {
    const mismatch = checkNameAgainstContent(fileName, kind)
    if (mismatch !== undefined) return mismatch
    const workbook = readWorkbook(bytes, kind, limits)
    if (!workbook.ok) return workbook
    sheets = workbook.sheets
    format = kind
  }

  const read: SheetRead[] = sheets.map((sheet) => ({ ...sheet, header: findHeaderRow(sheet.rows) }))
  const proposed = proposeSheet(read)
  const sheet = read[proposed]
  const table = sheet === undefined ? undefined : readTable(sheet.rows, sheet.header?.index)
  if (sheet === undefined || table === undefined) {
    return refuse('no-rows', 'The file has no rows to read.')
  }
  return {
    ok: true,
    format,
    ...text,
    sheets: read,
    proposedSheet: proposed,
    sheetName: sheet.name,
    ...table,
  }
}

/**
 * Reads a spreadsheet from its bytes: CSV/TSV (UTF-8 with or without byte-order mark, UTF-16 with one, or
 * Windows-1252; `,` `;` or tab), XLS (BIFF5 and BIFF8) and XLSX, the format found by content. Every sheet
 * comes back as a grid of displayed text; the sheet that looks most like a BOM is proposed, its header row
 * found wherever it is, and its data rows given with their row numbers. Limits (size first, then rows,
 * columns and cells) are those of an upload unless `options.limits` says otherwise. The name's suffix must
 * agree with the content (see `checkNameAgainstContent`); the accepted upload suffixes (BOM-1) are checked by
 * `checkUploadName` / `readBomUpload`, so a terminal or import may read `.tsv` and `.txt` too.
 *
 * Never throws: any failure is a refusal with a message for the buyer. `readSpreadsheet` (`read-spreadsheet.ts`)
 * is this with SheetJS's `readWorkbook`; a workbook given here is read by `readWorkbook`.
 */
export function readSheets(
  bytes: Uint8Array,
  fileName: string,
  readWorkbook: WorkbookReader,
  options: ReadSpreadsheetOptions = {},
): SpreadsheetRead | Refusal {
  try {
    return read(bytes, fileName, readWorkbook, options)
  } catch {
    return unreadable()
  }
}
