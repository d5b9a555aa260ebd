import { checkModelCount, checkUploadName } from './bom-upload.rules.ts'
import { type ColumnMapping, guessColumnMapping } from './column-mapping.ts'
import { type ModelCount, countModels } from './model-count.ts'
import { type SpreadsheetRead, type WorkbookReader, readSheets } from './read-sheets.ts'
import { type Refusal, refuse } from './spreadsheet.types.ts'

/** An accepted BOM upload: the spreadsheet read, the guessed column mapping, and its model count. */
export interface BomUploadRead extends SpreadsheetRead {
  readonly mapping: ColumnMapping
  readonly modelCount: ModelCount
}

/**
 * Reads an uploaded BOM with every upload check, in order: the name (BOM-1: `.xls`, `.xlsx`, `.csv`, any
 * case), the size (`BOM.maxBytes`) before any parsing, the content and its limits, then the number of
 * models of the proposed sheet (BOM-2: at most `BOM.maxModels`; none at all is refused too). The browser runs it before sending, the
 * server again on receipt. Never throws. Workbooks are read by `readWorkbook` (SheetJS, see `readBomUpload`); a
 * reader of text files may pass one that is never called for them, so that SheetJS need not be loaded.
 */
export function readBomUploadWith(bytes: Uint8Array, fileName: string, readWorkbook: WorkbookReader): BomUploadRead | Refusal {
  const name = checkUploadName(fileName)
  if (!name.ok) return name
  const read = readSheets(bytes, fileName, readWorkbook)
  if (!read.ok) return read
  const mapping = guessColumnMapping(read.header, read.rows)
  const modelCount = countModels(read.header, read.rows, mapping)
  if (modelCount.models === 0) {
    // Ours: a BOM that names no part (a bare template, a header alone) has nothing to quote.
    return refuse('no-rows', `No parts were found below the header on row ${read.headerRow} of "${read.sheetName}".`)
  }
  const models = checkModelCount(modelCount.models)
  if (!models.ok) return models
  return { ...read, mapping, modelCount }
}
