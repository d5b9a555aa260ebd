import { checkUploadName, checkUploadSize } from '../bom/bom-upload.rules.ts'
import { checkNameAgainstContent, sniffContent } from '../bom/file-format.ts'
import { readBomUploadWith } from '../bom/read-bom-upload-with.ts'
import { type WorkbookReader, readTable } from '../bom/read-sheets.ts'
import { unreadable } from '../bom/read-limits.ts'
import type { Refusal } from '../bom/spreadsheet.types.ts'
import type { LocalRead, SheetSample } from './bom-tool.types.ts'

/**
 * The browser's own read of a BOM file before anything is sent (issue 18; `readBomUpload`: "The browser runs it
 * before sending, the server again on receipt"): BOM-1's suffix, the 5 MB cap, the content, and BOM-2's 200
 * models, with the reader's messages; and the first rows of each sheet under its header, which the column
 * mapping step shows. The machine loads this module when a file is chosen (`import()`), never with the page,
 * and this module loads SheetJS (about 126 kB gzip'd) only for an XLS or XLSX file: a CSV is read without it.
 */

/** Rows of a sheet shown under the mapping's header. */
export const SAMPLE_ROWS = 6

/** Loads the workbook reader (SheetJS) when a workbook comes. */
export type WorkbookLoader = () => Promise<WorkbookReader>

/** SheetJS's reader, in a chunk of its own. */
const loadSheetJs: WorkbookLoader = async () => (await import('../bom/workbook.ts')).readWorkbook

/** Stands in for SheetJS where the content is text, which never reaches a workbook reader. */
const noWorkbook: WorkbookReader = () => unreadable()

/**
 * Whether reading `bytes` as `fileName` gets as far as the workbook reader: the checks before it pass (BOM-1's
 * name, the size, a name that agrees with the content) and the content is XLS or XLSX.
 */
function readsWorkbook(bytes: Uint8Array, fileName: string): boolean {
  if (!checkUploadName(fileName).ok || !checkUploadSize(bytes.length).ok) return false
  const kind = sniffContent(bytes)
  return (kind === 'xlsx' || kind === 'xls') && checkNameAgainstContent(fileName, kind) === undefined
}

/**
 * Reads `bytes` as the upload named `fileName`: the sample of each sheet and the model count, or the refusal.
 * `loadWorkbook` is called for an XLS or XLSX file only.
 */
export async function readLocally(bytes: Uint8Array, fileName: string, loadWorkbook: WorkbookLoader = loadSheetJs): Promise<LocalRead | Refusal> {
  const readWorkbook = readsWorkbook(bytes, fileName) ? await loadWorkbook() : noWorkbook
  const read = readBomUploadWith(bytes, fileName, readWorkbook)
  if (!read.ok) return read
  const sheets: SheetSample[] = read.sheets.map((sheet, index) => {
    const table = index === read.proposedSheet ? read : readTable(sheet.rows, sheet.header?.index)
    return {
      name: sheet.name,
      headerRow: table?.headerRow ?? 1,
      header: [...(table?.header ?? [])],
      rows: (table?.rows ?? []).slice(0, SAMPLE_ROWS).map((row) => ({ row: row.row, cells: [...row.cells] })),
    }
  })
  return { ok: true, models: read.modelCount.models, sheet: read.sheetName, sheets }
}
