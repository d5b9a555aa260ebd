import { checkModelCount, checkUploadName } from './bom-upload.rules.ts'
import { type ColumnMapping, guessColumnMapping } from './column-mapping.ts'
import { type ModelCount, countModels } from './model-count.ts'
import { type SpreadsheetRead, readSpreadsheet } from './read-spreadsheet.ts'
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
 * server again on receipt. Never throws.
 */
export function readBomUpload(bytes: Uint8Array, fileName: string): BomUploadRead | Refusal {
  const name = checkUploadName(fileName)
  if (!name.ok) return name
  const read = readSpreadsheet(bytes, fileName)
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
