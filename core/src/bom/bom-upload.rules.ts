import { BOM } from '../constants.ts'
import { formatBytes } from './read-limits.ts'
import { type Refusal, refuse } from './spreadsheet.types.ts'

/** A check that passed. */
export interface Accepted {
  readonly ok: true
}

const ACCEPTED: Accepted = { ok: true }

/** `.xls, .xlsx or .csv`, from `BOM.acceptedSuffixes`, so the message follows the constant. */
function acceptedList(): string {
  const all = [...BOM.acceptedSuffixes]
  const last = all.pop()
  return all.length === 0 ? String(last) : `${all.join(', ')} or ${String(last)}`
}

/** The suffix of a file name, lower-cased, with its dot (`''` when it has none). */
export function fileSuffix(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1)
  const dot = base.lastIndexOf('.')
  return dot <= 0 ? '' : base.slice(dot).toLowerCase()
}

/**
 * BOM-1: an upload's name must end in `.xls`, `.xlsx` or `.csv`, in any case. Anything else (no suffix,
 * `.tsv`, `.xlsm`, `.pdf`) is refused with a message naming the accepted types.
 */
export function checkUploadName(fileName: string): Accepted | Refusal {
  if (fileName.trim() === '') return refuse('no-file', `Please choose a BOM file (${acceptedList()}).`)
  const suffix = fileSuffix(fileName)
  if ((BOM.acceptedSuffixes as readonly string[]).includes(suffix)) return ACCEPTED
  const shown = suffix === '' ? 'a file without a type' : `a ${suffix} file`
  return refuse('suffix', `"${fileName}" is ${shown}. Please upload a BOM as ${acceptedList()}.`)
}

/**
 * The size cap, checked before any parsing: at most `maxBytes` (5 MB for uploads, `BOM.maxBytes`); exactly
 * the limit is accepted. An empty file is refused too, since there is nothing to read.
 */
export function checkUploadSize(byteLength: number, maxBytes: number = BOM.maxBytes): Accepted | Refusal {
  if (byteLength <= 0) return refuse('empty', 'The file is empty.')
  if (byteLength > maxBytes) {
    return refuse('too-large', `The file is larger than ${formatBytes(maxBytes)}, the most a BOM file may be.`)
  }
  return ACCEPTED
}

/** BOM-2: at most `BOM.maxModels` (200) models in one file; 201 is refused with a message naming 200. */
export function checkModelCount(models: number, maxModels: number = BOM.maxModels): Accepted | Refusal {
  if (models > maxModels) {
    return refuse(
      'too-many-models',
      `This BOM lists ${models} models; a BOM may list at most ${maxModels}. Please split it into several files.`,
    )
  }
  return ACCEPTED
}
