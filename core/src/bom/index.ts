/**
 * The BOM spreadsheet reader (issue 8, "Reading a spreadsheet"; BOM-1, BOM-2): bytes and a file name in,
 * sheets, the proposed BOM table with its header row, a column-mapping guess and the model count out, or a
 * refusal with a message for the buyer.
 */
export { type Accepted, checkModelCount, checkUploadName, checkUploadSize, fileSuffix } from './bom-upload.rules.ts'
export {
  type AlternateColumns,
  type ColumnGuess,
  type ColumnMapping,
  type DistributorColumn,
  MAPPED_ROLES,
  type MappedField,
  type MappedRole,
  guessColumnMapping,
} from './column-mapping.ts'
export { type CsvLimits, type CsvOptions, type CsvResult, DELIMITERS, parseCsv, sniffDelimiter, writeCsv } from './csv.ts'
export { type TableRows, isFooterRow, tableBelow } from './data-rows.ts'
export { type ContentKind, checkNameAgainstContent, refuseMarkup, sniffContent } from './file-format.ts'
export { type HeaderGuess, findHeaderRow } from './header-detect.ts'
export { COLUMN_ROLES, type ColumnRole, type HeaderMeaning, classifyHeader, normalizeHeader } from './header-words.ts'
export { type ModelCount, countModels } from './model-count.ts'
export { type BomUploadRead, readBomUpload } from './read-bom-upload.ts'
export { UPLOAD_LIMITS, formatBytes } from './read-limits.ts'
export {
  type ReadSpreadsheetOptions,
  type SheetRead,
  type SpreadsheetRead,
  type TableRead,
  readSpreadsheet,
  readTable,
} from './read-spreadsheet.ts'
export type {
  DataRow,
  Delimiter,
  Grid,
  ReadLimits,
  Refusal,
  RefusalReason,
  SheetGrid,
  SpreadsheetFormat,
  TextEncodingName,
} from './spreadsheet.types.ts'
export { type DecodedText, decodeText } from './text-decode.ts'
export { readWorkbook } from './workbook.ts'
