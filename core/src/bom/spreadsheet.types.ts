/**
 * Types shared by the spreadsheet reader: grids, refusals and the reading's result. Everything is plain data
 * (arrays and strings) so a result crosses a worker or an HTTP boundary as it is.
 */

/** A sheet's cells as the text a spreadsheet program shows, row by row. Rows may differ in length. */
export type Grid = readonly (readonly string[])[]

/** The formats the reader knows, by content (magic bytes), not by name. */
export type SpreadsheetFormat = 'csv' | 'tsv' | 'xls' | 'xlsx'

/** The field delimiters a text file may use. */
export type Delimiter = ',' | ';' | '\t'

/** The text encodings the reader decodes. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/** One sheet of a workbook; a CSV file reads as one sheet named after the file. */
export interface SheetGrid {
  /** The sheet's name, verbatim (it may be `__proto__`: never used as an object key). */
  readonly name: string
  readonly rows: Grid
}

/** A row of the table below the header, with the row number a spreadsheet program shows (from 1). */
export interface DataRow {
  readonly row: number
  readonly cells: readonly string[]
}

/** Why a file was refused; the `message` says it to the buyer, the reason lets code branch. */
export type RefusalReason =
  | 'no-file'
  | 'suffix'
  | 'empty'
  | 'too-large'
  | 'html'
  | 'binary'
  | 'mismatch'
  | 'not-workbook'
  | 'unreadable'
  | 'too-many-rows'
  | 'too-many-columns'
  | 'too-many-cells'
  | 'unzipped-too-large'
  | 'no-rows'
  | 'too-many-models'
  | 'no-sheet'
  | 'bad-header-row'
  | 'bad-mapping'

/** A refusal: the file is not read, and the buyer is told why in one sentence. */
export interface Refusal {
  readonly ok: false
  readonly reason: RefusalReason
  readonly message: string
}

/** Limits the reader checks before work. Uploads use `BOM`'s; a catalog import may pass larger ones. */
export interface ReadLimits {
  readonly maxBytes: number
  readonly maxRows: number
  readonly maxColumns: number
  readonly maxCells: number
  readonly maxUnzippedBytes: number
}

/** A refusal built in one place so every module words it the same way. */
export function refuse(reason: RefusalReason, message: string): Refusal {
  return { ok: false, reason, message }
}
