import {
  type AlternateColumns,
  type ColumnGuess,
  type ColumnMapping,
  type DistributorColumn,
  MAPPED_ROLES,
  type MappedField,
  type MappedRole,
  assembleMapping,
  columnName,
  pairPartColumns,
} from './column-mapping.ts'
import { classifyHeader } from './header-words.ts'

/**
 * The column mapping one column at a time, as the buyer sees and corrects it (the contract's `BomColumn`:
 * column, header, field, confidence), and back: the buyer's corrections applied to the guess.
 */

/** One column and what it was taken to hold. */
export interface BomColumnRead {
  /** From 0, left to right. */
  readonly column: number
  readonly header: string
  /** `null`: the column is not read. */
  readonly field: MappedRole | null
  /** 0–1; 1 for the buyer's own choice, 0 for a column not read. */
  readonly confidence: number
  /** A distributor part-number column's distributor (`digikey`, `lcsc`, `supplier`…). */
  readonly distributor?: string
  /** An alternate's part-number or manufacturer column: which second source it holds (1 for the first). */
  readonly alternate?: number
  /** Why the column was read so, when its cells decided rather than its header (the guess's `reason`). */
  readonly reason?: string
}

/** The buyer's choice for one column (the contract's `BomMappingBody.mapping` item). */
export interface ColumnChoice {
  readonly column: number
  readonly field: MappedRole | null
}

const SINGLE_FIELDS = ['designators', 'quantity', 'value', 'description', 'footprint', 'dnp'] as const

/** Every column of the table, `0` to `width - 1`, with its field. */
export function mappingColumns(header: readonly string[], mapping: ColumnMapping, width = header.length): BomColumnRead[] {
  const byColumn = new Map<number, BomColumnRead>()
  const set = (guess: ColumnGuess, field: MappedRole, extra: { distributor?: string; alternate?: number } = {}) => {
    if (byColumn.has(guess.column)) return
    byColumn.set(guess.column, {
      column: guess.column,
      header: header[guess.column] ?? '',
      field,
      confidence: guess.confidence,
      ...extra,
      ...(guess.reason === undefined ? {} : { reason: guess.reason }),
    })
  }
  for (const field of [...SINGLE_FIELDS, 'mpn', 'manufacturer'] as const) {
    const guess = mapping[field]
    if (guess !== undefined) set(guess, field)
  }
  mapping.alternates.forEach((alternate, k) => {
    set(alternate.mpn, 'mpn', { alternate: k + 1 })
    if (alternate.manufacturer !== undefined) set(alternate.manufacturer, 'manufacturer', { alternate: k + 1 })
  })
  for (const d of mapping.distributorPartNumbers) set(d, 'distributorPartNumber', { distributor: d.distributor })
  let end = width
  for (const column of byColumn.keys()) end = Math.max(end, column + 1)
  const out: BomColumnRead[] = []
  for (let column = 0; column < end; column++) {
    out.push(byColumn.get(column) ?? { column, header: header[column] ?? '', field: null, confidence: 0 })
  }
  return out
}

/** A corrected mapping, or why the correction cannot be used. */
export type CorrectedMapping =
  | { readonly ok: true; readonly mapping: ColumnMapping; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly message: string }

const ROLES: ReadonlySet<string> = new Set(MAPPED_ROLES)

/**
 * Applies the buyer's choices to the guessed mapping: each chosen column takes its field (`null`: not read)
 * with confidence 1; the others keep their guess. Several part-number and manufacturer columns pair into the
 * part and its alternates as in a guess; a single field chosen for several columns is read from the first,
 * with a warning. Columns outside `0`–`width - 1`, listed twice, or an unknown field make the correction unusable.
 */
export function correctMapping(
  header: readonly string[],
  guess: ColumnMapping,
  choices: readonly ColumnChoice[],
  width: number,
): CorrectedMapping {
  const current = mappingColumns(header, guess, width)
  const fields = new Map<number, { field: MappedRole | null; confidence: number; from: ColumnGuess['from']; distributor?: string; reason?: string }>()
  for (const column of current) {
    const from = column.field === null ? 'header' : findFrom(guess, column.column)
    fields.set(column.column, {
      field: column.field,
      confidence: column.confidence,
      from,
      ...(column.distributor === undefined ? {} : { distributor: column.distributor }),
      ...(column.reason === undefined ? {} : { reason: column.reason }),
    })
  }
  const seen = new Set<number>()
  for (const choice of choices) {
    const { column, field } = choice
    if (!Number.isInteger(column) || column < 0 || column >= width) {
      return { ok: false, message: `Column ${String(column)} is not a column of this sheet (it has ${width}).` }
    }
    if (seen.has(column)) return { ok: false, message: `Column ${columnName(column)} is mapped twice.` }
    if (field !== null && !ROLES.has(field)) return { ok: false, message: `"${String(field)}" is not a field a column can hold.` }
    seen.add(column)
    fields.set(column, { field, confidence: 1, from: 'buyer' })
  }

  const at = (column: number): ColumnGuess => {
    const f = fields.get(column)
    const g: ColumnGuess = { column, header: header[column] ?? '', confidence: f?.confidence ?? 1, from: f?.from ?? 'buyer' }
    return f?.reason === undefined ? g : { ...g, reason: f.reason }
  }
  const columnsOf = (field: MappedRole) =>
    [...fields.entries()].filter(([, f]) => f.field === field).map(([column]) => column).sort((a, b) => a - b)

  const warnings: string[] = []
  const found: Partial<Record<MappedField, ColumnGuess>> = {}
  for (const field of SINGLE_FIELDS) {
    const [first, ...others] = columnsOf(field)
    if (first === undefined) continue
    found[field] = at(first)
    if (others.length > 0) {
      warnings.push(
        `${field} is mapped to columns ${[first, ...others].map(columnName).join(', ')}; column ${columnName(first)} is read.`,
      )
    }
  }
  const parts = pairPartColumns(header, columnsOf('mpn'), columnsOf('manufacturer'), 1, 'buyer')
  const restore = (g: ColumnGuess): ColumnGuess => at(g.column)
  if (parts.mpn !== undefined) found.mpn = restore(parts.mpn)
  if (parts.manufacturer !== undefined) found.manufacturer = restore(parts.manufacturer)
  const alternates: AlternateColumns[] = parts.alternates.map((a) =>
    a.manufacturer === undefined ? { mpn: restore(a.mpn) } : { mpn: restore(a.mpn), manufacturer: restore(a.manufacturer) },
  )
  const distributors: DistributorColumn[] = columnsOf('distributorPartNumber').map((column) => {
    const named = classifyHeader(header[column] ?? '')
    const distributor = fields.get(column)?.distributor ?? (named?.role === 'distributorPartNumber' ? named.distributor : undefined) ?? 'supplier'
    return { ...at(column), distributor }
  })
  return { ok: true, mapping: assembleMapping(width, found, distributors, alternates), warnings }
}

function findFrom(mapping: ColumnMapping, column: number): ColumnGuess['from'] {
  const all: (ColumnGuess | undefined)[] = [
    ...SINGLE_FIELDS.map((f) => mapping[f]),
    mapping.mpn,
    mapping.manufacturer,
    ...mapping.alternates.flatMap((a) => [a.mpn, a.manufacturer]),
    ...mapping.distributorPartNumbers,
  ]
  return all.find((g) => g?.column === column)?.from ?? 'header'
}
