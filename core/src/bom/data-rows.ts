import type { DataRow, Grid } from './spreadsheet.types.ts'

/**
 * The table under a header: its data rows, and the footer below them. Blank rows are dropped (each row keeps
 * its own row number, so nothing is lost for messages); a trailing block of key/value or total rows (KiBoM's
 * `Component Groups:,52` … `KiCad Version:,…`, a `Total` line) is the footer, kept apart and never read as
 * parts. Issue 8: "blank rows, footer key/value blocks and total rows ignored".
 */

/** A table's data rows and its footer. */
export interface TableRows {
  readonly rows: readonly DataRow[]
  readonly footer: readonly DataRow[]
}

const LABEL = /[:：]\s*$/
const TOTAL = /^(grand total|sub ?total|totals?|sum|summe|gesamt|total general|合计|总计|小计)(?![\p{L}\p{N}])/iu

function nonEmpty(cells: readonly string[]): string[] {
  return cells.map((cell) => cell.trim()).filter((cell) => cell !== '')
}

/** A footer row: one or two cells, the first a label (`BoM Date:`) or a total. */
export function isFooterRow(cells: readonly string[]): boolean {
  const filled = nonEmpty(cells)
  const first = filled[0]
  if (first === undefined || filled.length > 2) return false
  return LABEL.test(first) || TOTAL.test(first.normalize('NFKD').replace(/\p{M}+/gu, ''))
}

/** The rows below `headerIndex`, split into data rows and the trailing footer. */
export function tableBelow(grid: Grid, headerIndex: number): TableRows {
  const rows: DataRow[] = []
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const cells = grid[r] ?? []
    if (nonEmpty(cells).length === 0) continue
    rows.push({ row: r + 1, cells })
  }
  let split = rows.length
  while (split > 0 && isFooterRow((rows[split - 1] as DataRow).cells)) split--
  return { rows: rows.slice(0, split), footer: rows.slice(split) }
}
