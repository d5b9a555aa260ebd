import { type BomRead, type ColumnChoice, withoutControls } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import type { BomReadingRecord } from '../store/boms.port.ts'
import { headerSignature } from './header-signature.ts'

/**
 * Issue 14: a sheet name, header cell or warning as it is stored and shown: no control characters (PostgreSQL
 * refuses NUL in text) and at most `BOM.maxCellLength` characters.
 */
function storable(text: string): string {
  return withoutControls(text.length > BOM.maxCellLength ? text.slice(0, BOM.maxCellLength) : text)
}

/** What is kept of a BOM read: the sheet, header, mapping and warnings, with the buyer's corrections. */
export function readingRecord(read: BomRead, mappingChoice: ReadonlyArray<ColumnChoice> | null, extraWarnings: readonly string[] = []): BomReadingRecord {
  return {
    sheet: storable(read.sheet),
    sheets: read.sheets.map(storable),
    headerRow: read.headerRow,
    header: read.header.map(storable),
    headerSignature: headerSignature(read.header),
    mapping: read.mapping.map((column) => ({ ...column, header: storable(column.header) })),
    mappingChoice,
    warnings: [...extraWarnings, ...read.warnings].map(storable),
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
