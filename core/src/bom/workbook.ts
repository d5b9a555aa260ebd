import * as XLSX from 'xlsx'
import { formatBytes, limitRefusal } from './read-limits.ts'
import { type ReadLimits, type Refusal, type SheetGrid, refuse } from './spreadsheet.types.ts'
import { readZipDirectory } from './zip-directory.ts'

/**
 * XLS and XLSX workbooks to string grids, through SheetJS, with our limits checked first. Every sheet is kept;
 * cells read as the text Excel shows; merged ranges are filled from their top-left cell so a merged `Qty`
 * or `Reference` reaches every row it covers.
 */

/** The parse options: no formulas, HTML, styles or macros, which a BOM never needs and an attacker might. */
function readOptions(limits: ReadLimits): XLSX.ParsingOptions {
  return {
    type: 'array',
    dense: true,
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
    // One row past the cap is enough to know a sheet is too long; SheetJS stops storing rows there.
    sheetRows: limits.maxRows + 1,
  }
}

/** Zip contents that are some other Office or OpenDocument file, to say what was uploaded instead. */
function whatZipIs(names: readonly string[]): string {
  if (names.includes('content.xml') && names.includes('mimetype')) {
    return 'an OpenDocument file (ODS or ODT), not an Excel workbook. Please save it from your office program as .xlsx'
  }
  if (names.some((name) => name.startsWith('word/'))) return 'a Word file, not an Excel workbook'
  if (names.includes('ppt/presentation.xml')) return 'a PowerPoint presentation, not an Excel workbook'
  return 'a zip archive, not an Excel workbook'
}

/**
 * Checks an XLSX's zip directory before SheetJS sees it: the directory must be readable, name a workbook
 * part, and declare no more than `maxUnzippedBytes` in all.
 */
function checkZip(bytes: Uint8Array, limits: ReadLimits): Refusal | undefined {
  const entries = readZipDirectory(bytes)
  if (entries === undefined) {
    return refuse('not-workbook', 'This file is a damaged or unsupported zip archive, not an Excel workbook.')
  }
  const unzipped = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
  if (unzipped > limits.maxUnzippedBytes) {
    return refuse(
      'unzipped-too-large',
      `This workbook unpacks to more than ${formatBytes(limits.maxUnzippedBytes)}, the most we open. ` +
        'Please remove pictures and unused sheets, or save the BOM as CSV.',
    )
  }
  const names = entries.map((entry) => entry.name.toLowerCase())
  if (!names.includes('xl/workbook.xml') && !names.includes('xl/workbook.bin')) {
    return refuse('not-workbook', `This file is ${whatZipIs(names)}.`)
  }
  return undefined
}

/** One entry of a compound file's directory, as SheetJS's reader gives it (fields unchecked: from the file). */
interface CompoundEntry {
  readonly name?: unknown
  readonly type?: unknown
  readonly size?: unknown
  readonly content?: { readonly length: number }
}

/** SheetJS ships its compound-file (OLE2) reader untyped; the part used here, typed. */
const CFB = XLSX.CFB as {
  read(data: Uint8Array, options: { type: 'array' }): { readonly FileIndex?: readonly CompoundEntry[] }
}

/** OLE2 directory entry type of a stream. */
const OLE2_STREAM = 2

/**
 * Checks an XLS's compound-file directory before the BIFF reader sees it: the file must hold an Excel
 * `Workbook` (BIFF8) or `Book` (BIFF5) stream, and no stream may be shorter than its directory says. A
 * truncated or patched stream is refused here because SheetJS 0.20.3's BIFF reader can loop forever on
 * one (its formula reader waits for an exact end offset it may jump past); see `readWorkbook`.
 */
function checkCompoundFile(bytes: Uint8Array): Refusal | undefined {
  let entries: readonly CompoundEntry[] | undefined
  try {
    entries = CFB.read(bytes, { type: 'array' }).FileIndex
  } catch {
    return refuse('unreadable', 'This file is a damaged Office file, not a readable Excel workbook.')
  }
  const streams = (entries ?? []).filter((entry) => entry.type === OLE2_STREAM)
  const names = streams.map((entry) => (typeof entry.name === 'string' ? entry.name.toLowerCase() : ''))
  if (names.includes('encryptioninfo') || names.includes('encryptedpackage')) {
    return refuse('unreadable', 'This workbook is password-protected. Please remove the password and upload it again.')
  }
  if (!names.includes('workbook') && !names.includes('book')) {
    return refuse('not-workbook', 'This file is an Office file (from Word?), not an Excel workbook.')
  }
  for (const entry of streams) {
    const size = typeof entry.size === 'number' ? entry.size : 0
    if ((entry.content?.length ?? 0) < size) {
      return refuse('unreadable', 'This Excel file is damaged (part of it is missing). Please save it again and retry.')
    }
  }
  return undefined
}

function unreadable(error: unknown): Refusal {
  const text = error instanceof Error ? error.message : String(error)
  if (/password|encrypt/i.test(text)) {
    return refuse('unreadable', 'This workbook is password-protected. Please remove the password and upload it again.')
  }
  return refuse(
    'unreadable',
    'This Excel file could not be read: it may be damaged, or not really an Excel workbook. ' +
      'Please open it in Excel and save it again as .xlsx or .csv.',
  )
}

function isSheet(value: unknown): value is XLSX.WorkSheet {
  return typeof value === 'object' && value !== null && (Object.hasOwn(value, '!ref') || Object.hasOwn(value, '!data'))
}

/**
 * The sheet of that name. SheetJS keeps sheets on a plain object keyed by name, so a sheet named
 * `__proto__` became that object's prototype and `constructor` shadows a built-in: read own properties only,
 * and the prototype for `__proto__` alone.
 */
function sheetOf(sheets: object, name: string): XLSX.WorkSheet | undefined {
  if (Object.hasOwn(sheets, name)) {
    const value: unknown = (sheets as Record<string, unknown>)[name]
    return isSheet(value) ? value : undefined
  }
  if (name === '__proto__') {
    const proto: unknown = Object.getPrototypeOf(sheets)
    return proto !== Object.prototype && isSheet(proto) ? proto : undefined
  }
  return undefined
}

/** A cell as Excel shows it: the formatted text where SheetJS has one, else the raw value. */
export function cellText(cell: XLSX.CellObject | undefined): string {
  if (cell === undefined || cell === null) return ''
  if (typeof cell.w === 'string') return cell.w
  const v: unknown = cell.v
  if (v === undefined || v === null) return ''
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return ''
    const iso = v.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ')
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE'
  if (typeof v === 'number' || typeof v === 'string') return String(v)
  return ''
}

type Rows = readonly (readonly (XLSX.CellObject | undefined)[] | undefined)[]

/** The last row and column holding text, by looking at the cells (the sheet's own range may overstate). */
function contentExtent(data: Rows): { rows: number; columns: number } {
  let rows = 0
  let columns = 0
  for (let r = 0; r < data.length; r++) {
    const row = data[r]
    if (row === undefined) continue
    for (let c = row.length - 1; c >= 0; c--) {
      if (cellText(row[c]) !== '') {
        rows = r + 1
        columns = Math.max(columns, c + 1)
        break
      }
    }
  }
  return { rows, columns }
}

/** One sheet's size to build: its declared range when within the caps, else its content (or a refusal). */
function sheetExtent(ws: XLSX.WorkSheet, data: Rows, limits: ReadLimits): { rows: number; columns: number } | Refusal {
  const ref = ws['!ref']
  if (typeof ref !== 'string' || ref === '') return { rows: 0, columns: 0 }
  let declared: { rows: number; columns: number }
  try {
    const range = XLSX.utils.decode_range(ref)
    declared = { rows: range.e.r + 1, columns: range.e.c + 1 }
  } catch {
    declared = { rows: Number.POSITIVE_INFINITY, columns: Number.POSITIVE_INFINITY }
  }
  const fits = (e: { rows: number; columns: number }) =>
    e.rows <= limits.maxRows && e.columns <= limits.maxColumns && e.rows * e.columns <= limits.maxCells
  if (fits(declared)) return declared
  // Some writers declare the whole sheet as used; only the cells that hold text count against the caps.
  const actual = contentExtent(data)
  if (actual.rows > limits.maxRows) return limitRefusal('rows', limits.maxRows)
  if (actual.columns > limits.maxColumns) return limitRefusal('columns', limits.maxColumns)
  return actual
}

/** Fills each merged range, clipped to the grid, with its top-left text; the work is capped like cells. */
function fillMerges(grid: string[][], merges: readonly XLSX.Range[], limits: ReadLimits): Refusal | undefined {
  let filled = 0
  const columns = grid[0]?.length ?? 0
  for (const merge of merges) {
    const top = merge.s.r
    const left = merge.s.c
    const text = grid[top]?.[left] ?? ''
    if (text === '') continue
    const bottom = Math.min(merge.e.r, grid.length - 1)
    const right = Math.min(merge.e.c, columns - 1)
    for (let r = top; r <= bottom; r++) {
      const row = grid[r]
      if (row === undefined) continue
      for (let c = left; c <= right; c++) {
        row[c] = text
        if (++filled > limits.maxCells) return limitRefusal('cells', limits.maxCells)
      }
    }
  }
  return undefined
}

/** Drops empty cells at the end of each row and empty rows at the end of the sheet. */
function trimGrid(grid: string[][]): string[][] {
  for (const row of grid) {
    let end = row.length
    while (end > 0 && row[end - 1] === '') end--
    row.length = end
  }
  let rows = grid.length
  while (rows > 0 && (grid[rows - 1] as string[]).length === 0) rows--
  grid.length = rows
  return grid
}

/**
 * Reads every sheet of an XLS or XLSX file as a grid of displayed text. Sheet names are kept verbatim and in
 * order; a chart sheet or a missing sheet reads as empty. Never throws.
 *
 * It cannot promise to return quickly: SheetJS 0.20.3 can loop forever or exhaust memory on some damaged
 * BIFF streams that pass the checks above (found by fuzzing). Callers that read untrusted files must run
 * this where it can be stopped: the server in a worker thread with a time and memory limit (issue 8), the
 * browser in a Web Worker.
 */
export function readWorkbook(
  bytes: Uint8Array,
  kind: 'xlsx' | 'xls',
  limits: ReadLimits,
): { readonly ok: true; readonly sheets: SheetGrid[] } | Refusal {
  const refusal = kind === 'xlsx' ? checkZip(bytes, limits) : checkCompoundFile(bytes)
  if (refusal !== undefined) return refusal
  let workbook: XLSX.WorkBook
  try {
    workbook = XLSX.read(bytes, readOptions(limits))
  } catch (error) {
    return unreadable(error)
  }
  try {
    const names: readonly unknown[] = Array.isArray(workbook.SheetNames) ? workbook.SheetNames : []
    const sheets: SheetGrid[] = []
    let cells = 0
    for (const rawName of names) {
      const name = typeof rawName === 'string' ? rawName : String(rawName)
      const ws = sheetOf(workbook.Sheets ?? {}, name)
      if (ws === undefined) {
        sheets.push({ name, rows: [] })
        continue
      }
      const data: Rows = Array.isArray(ws['!data']) ? ws['!data'] : []
      const extent = sheetExtent(ws, data, limits)
      if ('ok' in extent) return extent
      cells += extent.rows * extent.columns
      if (cells > limits.maxCells) return limitRefusal('cells', limits.maxCells)
      const grid: string[][] = []
      for (let r = 0; r < extent.rows; r++) {
        const source = data[r]
        const row: string[] = new Array<string>(extent.columns).fill('')
        if (source !== undefined) {
          const width = Math.min(source.length, extent.columns)
          for (let c = 0; c < width; c++) row[c] = cellText(source[c])
        }
        grid.push(row)
      }
      const merges = Array.isArray(ws['!merges']) ? ws['!merges'] : []
      const refusal = fillMerges(grid, merges, limits)
      if (refusal !== undefined) return refusal
      sheets.push({ name, rows: trimGrid(grid) })
    }
    return { ok: true, sheets }
  } catch (error) {
    // SheetJS objects come from the file: anything odd in them must end as a refusal, not a crash.
    return unreadable(error)
  }
}
