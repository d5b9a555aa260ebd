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

/** The refusal for a grid past one of the caps, naming the limit. */
export function limitRefusal(what: 'rows' | 'columns' | 'cells', limit: number): Refusal {
  const reason = what === 'rows' ? 'too-many-rows' : what === 'columns' ? 'too-many-columns' : 'too-many-cells'
  const where = what === 'cells' ? 'in all' : what === 'rows' ? 'in one sheet' : 'in one row'
  return refuse(reason, `This file has more than ${groupThousands(limit)} ${what} ${where}, the most we read.`)
}
