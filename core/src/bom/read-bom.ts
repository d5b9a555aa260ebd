import { checkModelCount, checkUploadName, fileSuffix } from './bom-upload.rules.ts'
import { type BomLineDraft, type BomTotals, bomTotals, buildBomLines } from './bom-lines.ts'
import { type ColumnMapping, guessColumnMapping } from './column-mapping.ts'
import { type BomColumnRead, type ColumnChoice, correctMapping, mappingColumns } from './mapping-columns.ts'
import { type ModelCount, countModels } from './model-count.ts'
import { unreadable } from './read-limits.ts'
import { readSpreadsheet, readTable } from './read-spreadsheet.ts'
import { type Refusal, type SpreadsheetFormat, refuse } from './spreadsheet.types.ts'

/**
 * From bytes to BOM lines in one call (issue 8): the upload checks (BOM-1's name, the size and content limits,
 * BOM-2's 200 models), the sheet, its header row and column mapping (guessed, or the buyer's correction), the
 * lines, the warnings and the totals. Plain data only: the server runs it in a worker thread.
 */

/** Options of `readBom`: the buyer's corrections, and what the caller reads besides uploads. */
export interface ReadBomOptions {
  /** The sheet to read, by name; @default the sheet that looks most like a BOM. */
  readonly sheet?: string
  /** The header's row number as a spreadsheet program shows it (from 1); @default the row found. */
  readonly headerRow?: number
  /** The buyer's mapping: each listed column takes its field (`null`: not read); the others keep the guess. */
  readonly mapping?: readonly ColumnChoice[]
  /**
   * Also read `.tsv` and `.txt` files (the terminal does; BOM-1 accepts only `.xls`, `.xlsx` and `.csv` for
   * uploads). Every other limit holds.
   * @default false
   */
  readonly textSuffixes?: boolean
}

/** A BOM read: what was understood, for the buyer to confirm or correct, and the lines. */
export interface BomRead {
  readonly ok: true
  readonly format: SpreadsheetFormat
  /** The sheet read. */
  readonly sheet: string
  /** Every sheet's name, in workbook order; the buyer may pick another. */
  readonly sheets: readonly string[]
  /** The header's row number (from 1, blank rows counted). */
  readonly headerRow: number
  /** The header cells (a remembered mapping is looked up by them). */
  readonly header: readonly string[]
  /** Every column with the field it was taken to hold and how sure that is. */
  readonly mapping: readonly BomColumnRead[]
  /** The mapping as the line builder reads it: part, alternates and distributor columns. */
  readonly columns: ColumnMapping
  readonly modelCount: ModelCount
  readonly lines: readonly BomLineDraft[]
  /** Everything odd, for the buyer: about the file, the table, and each line (`Row 14: …`). */
  readonly warnings: readonly string[]
  readonly totals: BomTotals
}

const TEXT_SUFFIXES = new Set(['.tsv', '.txt'])

function read(bytes: Uint8Array, fileName: string, options: ReadBomOptions): BomRead | Refusal {
  const textAllowed = options.textSuffixes === true && TEXT_SUFFIXES.has(fileSuffix(fileName))
  if (!textAllowed) {
    const name = checkUploadName(fileName)
    if (!name.ok) return name
  }
  const spreadsheet = readSpreadsheet(bytes, fileName)
  if (!spreadsheet.ok) return spreadsheet

  let sheetIndex = spreadsheet.proposedSheet
  if (options.sheet !== undefined) {
    sheetIndex = spreadsheet.sheets.findIndex((s) => s.name === options.sheet)
    if (sheetIndex === -1) return refuse('no-sheet', `This file has no sheet named "${options.sheet}".`)
  }
  const sheet = spreadsheet.sheets[sheetIndex]
  if (sheet === undefined) return refuse('no-rows', 'The file has no rows to read.')

  let headerIndex = sheet.header?.index
  if (options.headerRow !== undefined) {
    const n = options.headerRow
    if (!Number.isInteger(n) || n < 1 || n > sheet.rows.length) {
      return refuse('bad-header-row', `Row ${String(n)} is not a row of "${sheet.name}" (it has ${sheet.rows.length}).`)
    }
    headerIndex = n - 1
  }
  const table = sheetIndex === spreadsheet.proposedSheet && headerIndex === sheet.header?.index ? spreadsheet : readTable(sheet.rows, headerIndex)
  if (table === undefined) return refuse('no-rows', `"${sheet.name}" has no rows to read.`)

  let width = table.header.length
  for (const row of table.rows) width = Math.max(width, row.cells.length)
  const warnings: string[] = []
  let columns = guessColumnMapping(table.header, table.rows)
  if (options.mapping !== undefined) {
    const corrected = correctMapping(table.header, columns, options.mapping, width)
    if (!corrected.ok) return refuse('bad-mapping', corrected.message)
    columns = corrected.mapping
    warnings.push(...corrected.warnings)
  }

  // Ours: a BOM that names no part (a bare template, a header alone, headings only) has nothing to quote.
  const noParts = refuse('no-rows', `No parts were found below the header on row ${table.headerRow} of "${sheet.name}".`)
  const modelCount = countModels(table.header, table.rows, columns)
  if (modelCount.models === 0) return noParts
  const models = checkModelCount(modelCount.models)
  if (!models.ok) return models

  if (table.subHeaderRow !== undefined) {
    warnings.push(`Row ${table.subHeaderRow} names the distributors of the part-number columns above it; it is read as part of the header.`)
  }
  if (columns.shift !== undefined) warnings.push(`${columns.shift.reason} The columns were read from where the values are.`)
  if (table.shiftedRows.length > 0) {
    const n = table.shiftedRows.length
    warnings.push(
      `Row${n === 1 ? '' : 's'} ${table.shiftedRows.join(', ')} sat one column right of the header; ` +
        `${n === 1 ? 'it was' : 'they were'} moved back under it.`,
    )
  }
  const built = buildBomLines(table, columns)
  if (built.lines.length === 0) return noParts
  warnings.push(...built.warnings)
  for (const line of built.lines) for (const warning of line.warnings) warnings.push(`Row ${line.row}: ${warning}`)

  return {
    ok: true,
    format: spreadsheet.format,
    sheet: sheet.name,
    sheets: spreadsheet.sheets.map((s) => s.name),
    headerRow: table.headerRow,
    header: table.header,
    mapping: mappingColumns(table.header, columns, width),
    columns,
    modelCount,
    lines: built.lines,
    warnings,
    totals: bomTotals(built.lines),
  }
}

/**
 * Reads a BOM file from its bytes into lines, with every upload check (see `readBomUpload`) and, when given,
 * the buyer's sheet, header row and column mapping. Never throws: any failure is a refusal with a message.
 */
export function readBom(bytes: Uint8Array, fileName: string, options: ReadBomOptions = {}): BomRead | Refusal {
  try {
    return read(bytes, fileName, options)
  } catch {
    return unreadable()
  }
}
