import { BOM } from '../constants.ts'
import { type ReadLimits, type Refusal, refuse } from './spreadsheet.types.ts'

/** The limits of a BOM upload, all from `BOM` in `constants.ts`. */
export const UPLOAD_LIMITS: ReadLimits = {
  maxBytes: BOM.maxBytes,
  maxRows: BOM.maxRows,
  maxColumns: BOM.maxColumns,
  maxCells: BOM.maxCells,
  maxUnzippedBytes: BOM.maxUnzippedBytes,
}

/** `20,000`: written here so a message does not depend on the runtime's locale data. */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `5 MB` from 5 242 880: limits are named in the unit a buyer knows. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
  const kb = bytes / 1024
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`
  return `${bytes} bytes`
}

/** A file no reader could make sense of. */
export const UNREADABLE_MESSAGE = 'This file could not be read. Please save it again as .xlsx or .csv and retry.'

/** The refusal when a read ran past `BOM.maxReadMs` and was stopped (a damaged `.xls` can make SheetJS loop). */
export const TOO_SLOW_MESSAGE =
  'This file took too long to read and was stopped. It may be damaged: please save it again as .xlsx or .csv and retry.'

/** The refusal when a read needed more memory than a BOM may take (a damaged `.xls` can make SheetJS swell). */
export const TOO_BIG_MESSAGE =
  'This file needs more memory to read than a BOM may use. It may be damaged: please save it again as .xlsx or .csv and retry.'

/** The refusal of an unreadable file, with `message` (`UNREADABLE_MESSAGE` unless said). */
export function unreadable(message: string = UNREADABLE_MESSAGE): Refusal {
  return refuse('unreadable', message)
}

/** The refusal for a grid past one of the caps, naming the limit. */
export function limitRefusal(what: 'rows' | 'columns' | 'cells', limit: number): Refusal {
  const reason = what === 'rows' ? 'too-many-rows' : what === 'columns' ? 'too-many-columns' : 'too-many-cells'
  const where = what === 'cells' ? 'in all' : what === 'rows' ? 'in one sheet' : 'in one row'
  return refuse(reason, `This file has more than ${groupThousands(limit)} ${what} ${where}, the most we read.`)
}
