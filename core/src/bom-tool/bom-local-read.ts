import { readBomUpload } from '../bom/read-bom-upload.ts'
import { readTable } from '../bom/read-spreadsheet.ts'
import type { Refusal } from '../bom/spreadsheet.types.ts'
import type { LocalRead, SheetSample } from './bom-tool.types.ts'

/**
 * The browser's own read of a BOM file before anything is sent (issue 18; `readBomUpload`: "The browser runs it
 * before sending, the server again on receipt"): BOM-1's suffix, the 5 MB cap, the content, and BOM-2's 200
 * models, with the reader's messages; and the first rows of each sheet under its header, which the column
 * mapping step shows. This module carries the spreadsheet reader (SheetJS), so the machine loads it only when a
 * file is chosen (`import()`), never with the page.
 */

/** Rows of a sheet shown under the mapping's header. */
export const SAMPLE_ROWS = 6

/** Reads `bytes` as the upload named `fileName`: the sample of each sheet and the model count, or the refusal. */
export function readLocally(bytes: Uint8Array, fileName: string): LocalRead | Refusal {
  const read = readBomUpload(bytes, fileName)
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
