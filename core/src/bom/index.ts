/**
 * The BOM engine's pure part (issue 8, "Reading a spreadsheet" and "Lines"; BOM-1, BOM-2): bytes and a file
 * name in, sheets, the proposed BOM table with its header row, a column-mapping guess, the model count and the
 * BOM lines out (`readBom`), or a refusal with a message for the buyer.
 */
export {
  type AlternatePart,
  type BomLineDraft,
  type BomLines,
  type BomTable,
  type BomTotals,
  type DistributorPart,
  bomTotals,
  buildBomLines,
} from './bom-lines.ts'
export { hasControl, withoutControls } from './cell-text.ts'
export { type Accepted, checkModelCount, checkUploadName, checkUploadSize, fileSuffix } from './bom-upload.rules.ts'
export {
  type AlternateColumns,
  type ColumnGuess,
  type ColumnMapping,
  type DistributorColumn,
  MAPPED_ROLES,
  type MappedField,
  type MappedRole,
  columnName,
  guessColumnMapping,
} from './column-mapping.ts'
export {
  type ComponentValue,
  type ReadValueOptions,
  type ValueUnit,
  componentValueKey,
  formatComponentValue,
  readComponentValue,
  valueUnitOfDesignators,
} from './component-value.ts'
export { type CsvLimits, type CsvOptions, type CsvResult, DELIMITERS, parseCsv, sniffDelimiter, writeCsv } from './csv.ts'
export { type TableRows, isFooterRow, tableBelow } from './data-rows.ts'
export {
  type DesignatorsRead,
  MAX_DESIGNATORS_PER_BOM,
  MAX_DESIGNATORS_PER_CELL,
  compressDesignators,
  parseDesignators,
  readDesignators,
  sortDesignators,
} from './designators.ts'
export { type MarkReading, readDoNotFitMark, saysDoNotFit, stripDoNotFit } from './do-not-fit.ts'
export { type ContentKind, checkNameAgainstContent, refuseMarkup, sniffContent } from './file-format.ts'
export { type HeaderGuess, findHeaderRow } from './header-detect.ts'
export { COLUMN_ROLES, type ColumnRole, type HeaderMeaning, classifyHeader, normalizeHeader } from './header-words.ts'
export { type BomColumnRead, type ColumnChoice, type CorrectedMapping, correctMapping, mappingColumns } from './mapping-columns.ts'
export { type ModelCount, countModels } from './model-count.ts'
export { type PackageComparison, type PackageName, comparePackages, packageLabel, readPackageName } from './package-name.ts'
export { looksLikePartNumber, proposePartNumber } from './part-number-proposal.ts'
export { type LinkedPart, partFromLink } from './product-links.ts'
export { type BomRead, type ReadBomOptions, readBom } from './read-bom.ts'
export { type BomUploadRead, readBomUpload } from './read-bom-upload.ts'
export { TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE, UNREADABLE_MESSAGE, UPLOAD_LIMITS, formatBytes, unreadable } from './read-limits.ts'
export {
  type ReadSpreadsheetOptions,
  type SheetRead,
  type SpreadsheetRead,
  type TableRead,
  readSpreadsheet,
  readTable,
} from './read-spreadsheet.ts'
export { type RealignedRows, realignShiftedRows } from './shifted-rows.ts'
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
export { type SubHeader, distributorSubHeader } from './two-row-header.ts'
export { readWorkbook } from './workbook.ts'
