import type { BomRead, ColumnChoice } from '@partfront/core/bom'
import type { BomReadingRecord } from '../store/boms.port.ts'
import { headerSignature } from './header-signature.ts'

/** What is kept of a BOM read: the sheet, header, mapping and warnings, with the buyer's corrections. */
export function readingRecord(read: BomRead, mappingChoice: ReadonlyArray<ColumnChoice> | null, extraWarnings: readonly string[] = []): BomReadingRecord {
  return {
    sheet: read.sheet,
    sheets: read.sheets,
    headerRow: read.headerRow,
    header: read.header,
    headerSignature: headerSignature(read.header),
    mapping: read.mapping,
    mappingChoice,
    warnings: [...extraWarnings, ...read.warnings],
  }
}

/** The mapping of a read as the buyer confirms it: every column with its field (`null`: not read). */
export function confirmedMapping(read: BomRead): ColumnChoice[] {
  return read.mapping.map((column) => ({ column: column.column, field: column.field }))
}

/**
 * The buyer's corrections merged: the new choices, then the earlier ones for the columns not named again
 * (when the sheet and header row are the same), each column once.
 */
export function mergeChoices(earlier: ReadonlyArray<ColumnChoice> | null, next: ReadonlyArray<ColumnChoice>): ColumnChoice[] {
  const byColumn = new Map<number, ColumnChoice>()
  for (const choice of earlier ?? []) byColumn.set(choice.column, { column: choice.column, field: choice.field })
  for (const choice of next) byColumn.set(choice.column, { column: choice.column, field: choice.field })
  return [...byColumn.values()].sort((a, b) => a.column - b.column)
}
