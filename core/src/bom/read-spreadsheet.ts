import { type ReadSpreadsheetOptions, type SpreadsheetRead, readSheets } from './read-sheets.ts'
import type { Refusal } from './spreadsheet.types.ts'
import { readWorkbook } from './workbook.ts'

export { type ReadSpreadsheetOptions, type SheetRead, type SpreadsheetRead, type TableRead, type WorkbookReader, readTable } from './read-sheets.ts'

/**
 * Reads a spreadsheet from its bytes (`readSheets`), workbooks with SheetJS: CSV/TSV (UTF-8 with or without
 * byte-order mark, UTF-16 with one, or Windows-1252; `,` `;` or tab), XLS (BIFF5 and BIFF8) and XLSX, the format
 * found by content. The server, the terminal and the import read through this; the browser reads through
 * `readSheets` and loads SheetJS only for a workbook (`bom-tool/bom-local-read.ts`).
 *
 * Never throws: any failure is a refusal with a message for the buyer.
 */
export function readSpreadsheet(bytes: Uint8Array, fileName: string, options: ReadSpreadsheetOptions = {}): SpreadsheetRead | Refusal {
  return readSheets(bytes, fileName, readWorkbook, options)
}
