import { writeCsv } from '@partfront/core/bom'
import { BOM_FILE_MEDIA_TYPES, type BomDetail, type BomFileFormat, type FileDownload } from '@partfront/core/contract'
import { MONEY } from '@partfront/core/constants'
import * as XLSX from 'xlsx'

/**
 * A BOM exported with its matches, as CSV or XLSX, and the BOM template in both formats (issue 8: "Export of a
 * BOM with its matches as CSV or XLSX, cells that start with `=`, `+`, `-`, `@`, tab or CR neutralised. A BOM
 * template in both formats"; BOM-3: "a template is offered and recommended").
 *
 * Every text cell is neutralised against formula injection (OWASP "CSV Injection"): a cell that a spreadsheet
 * program would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is written with a leading apostrophe, so
 * it shows as text. Ours: a cell that already starts with an apostrophe gets one more, so `restoreCell` gives
 * back exactly what was written, whatever it was. Quantities and prices are numbers, never text.
 */

/** What an export or template file is: the contract's download. */
export type ExportFile = FileDownload

/** The formats a BOM is exported in. */
export type ExportFormat = BomFileFormat

/** A cell: text (neutralised when written) or a number. */
export type ExportCell = string | number

const FORMULA_START = /^[=+\-@\t\r']/

/** `text` as a cell a spreadsheet program shows as text: a leading apostrophe before a formula start. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** The text a neutralised cell was made from. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell
}

const MEDIA_TYPES = BOM_FILE_MEDIA_TYPES

/** Micro-dollars as dollars, to the micro-dollar (a number cell). */
function dollars(micros: number | null): ExportCell {
  return micros === null ? '' : micros / MONEY.unitsPerDollar
}

/** The header of an exported BOM. */
export const EXPORT_HEADER: readonly string[] = [
  'Row',
  'Designators',
  'Quantity per board',
  'Manufacturer Part Number',
  'Manufacturer',
  'Alternates',
  'Value',
  'Footprint',
  'Description',
  'Fitted',
  'Match',
  'Score',
  'Catalog part',
  'Catalog manufacturer',
  'Stock',
  'Reason',
  'Unit price (USD)',
  'Extended price (USD)',
]

/** The rows of an exported BOM: the header, one row per line, and a totals row. */
export function bomExportRows(detail: BomDetail): ExportCell[][] {
  const rows: ExportCell[][] = [[...EXPORT_HEADER]]
  for (const line of detail.lines) {
    const product = line.match.product
    rows.push([
      line.row,
      line.designators.join(', '),
      line.quantity,
      line.mpn,
      line.manufacturer,
      line.alternates.map((a) => (a.manufacturer === '' ? a.mpn : `${a.mpn} (${a.manufacturer})`)).join('; '),
      line.value,
      line.footprint,
      line.description,
      line.fitted ? 'yes' : 'no (DNP)',
      line.match.kind,
      line.match.score,
      product?.model ?? '',
      product?.brandName ?? '',
      product === null ? '' : product.stock,
      line.match.reason,
      dollars(line.unitPrice),
      dollars(line.extendedPrice),
    ])
  }
  const t = detail.totals
  rows.push(['Totals', `${t.lines} lines, ${t.matched} matched`, t.quantity, `for ${detail.boards} board${detail.boards === 1 ? '' : 's'}`, '', '', '', '', '', '', '', '', '', '', '', '', '', dollars(t.price)])
  return rows
}

function textOf(cell: ExportCell): string {
  return typeof cell === 'number' ? String(cell) : neutraliseCell(cell)
}

/** Rows as CSV bytes: UTF-8 with a byte-order mark (so Excel reads `µ` and `Ω`), CRLF, text cells neutralised. */
export function rowsToCsv(rows: readonly (readonly ExportCell[])[]): Uint8Array {
  return new TextEncoder().encode(`\uFEFF${writeCsv(rows.map((row) => row.map(textOf)), { delimiter: ',' })}\r\n`)
}

/**
 * The most characters an Excel cell holds (32,767); SheetJS refuses to write more. Issue 14: a BOM stored
 * before the reader's cell limits may hold longer text, cut here so that its export still answers.
 */
const XLSX_CELL_CHARACTERS = 32_767

function xlsxText(cell: string): string {
  const text = neutraliseCell(cell)
  return text.length > XLSX_CELL_CHARACTERS ? text.slice(0, XLSX_CELL_CHARACTERS) : text
}

/** Rows as an XLSX workbook of one sheet, text cells neutralised and stored as text, numbers as numbers. */
export function rowsToXlsx(rows: readonly (readonly ExportCell[])[], sheetName: string): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : xlsxText(cell)))))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, sheetName)
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer)
}

function baseName(fileName: string): string {
  const name = fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim()
  return name === '' ? 'bom' : name.slice(0, 80)
}

/** A BOM with its matches and prices as a CSV or XLSX file. */
export function exportBom(detail: BomDetail, format: ExportFormat): ExportFile {
  const rows = bomExportRows(detail)
  const fileName = `${baseName(detail.fileName)}-matched.${format}`
  const bytes = format === 'csv' ? rowsToCsv(rows) : rowsToXlsx(rows, 'BOM')
  return { fileName, mediaType: MEDIA_TYPES[format], bytes }
}

/**
 * The recommended BOM template (BOM-3): one header row the reader maps with full confidence, and three example
 * lines a buyer overwrites (a resistor by value, a capacitor by value, an IC by part number).
 */
export const TEMPLATE_ROWS: readonly (readonly ExportCell[])[] = [
  ['Designators', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Value', 'Footprint', 'Description', 'Distributor', 'Distributor Part Number', 'DNP'],
  ['R1, R2, R5-R8', 6, '', '', '10k', '0603', 'Resistor 1%', '', '', ''],
  ['C1, C2', 2, 'CL10B104KB8NNNC', 'Samsung Electro-Mechanics', '100nF', '0603', 'Capacitor X7R 50V', 'LCSC', 'C1591', ''],
  ['U1', 1, 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8', 'Dual op-amp', '', '', ''],
]

/** The BOM template as a CSV or XLSX file. */
export function bomTemplate(format: ExportFormat): ExportFile {
  const bytes = format === 'csv' ? rowsToCsv(TEMPLATE_ROWS) : rowsToXlsx(TEMPLATE_ROWS, 'BOM')
  return { fileName: `partfront-bom-template.${format}`, mediaType: MEDIA_TYPES[format], bytes }
}
