import { type ColumnMapping, guessColumnMapping } from './column-mapping.ts'
import { classifyHeader } from './header-words.ts'
import type { DataRow } from './spreadsheet.types.ts'

/**
 * BOM-2 counts "models": the distinct parts a BOM asks for. Ours, since the spec does not define the word:
 * - a model is identified by its manufacturer part number when the row has one; else by a distributor part
 *   number; else by everything the row says about the part (value, footprint, description, links, …), i.e.
 *   every cell except designators, quantity, item number, do-not-fit mark, notes, price and datasheet;
 * - rows naming the same model count once: a BOM written one row per designator (hackrf 2014: 414 rows)
 *   groups into far fewer lines, and a line is what the buyer is quoted for;
 * - a row with no identifying text (only designators or a quantity) is not a model; blank and footer rows
 *   never reach this count (see `tableBelow`);
 * - placeholders (`ANY`, `~`, `N/A`, `-`, `TBD`, `Undefined`) identify nothing.
 */

/** The model count of a table. */
export interface ModelCount {
  /** Distinct models. */
  readonly models: number
  /** Rows that name a part. */
  readonly rowsWithPart: number
  /** Row numbers (as shown by a spreadsheet program) of data rows that name no part. */
  readonly rowsWithoutPart: readonly number[]
}

const PLACEHOLDER = /^(~+|-+|\?+|\.+|any|n\/?a|none|tbd|tba|undefined|null|dnp|dnf|nc|n\/c|x)$/i

/** A cell as part of a model's identity: trimmed, spaces squeezed, upper case; placeholders empty. */
function identity(cell: string | undefined): string {
  const text = (cell ?? '').trim().replace(/\s+/g, ' ')
  return PLACEHOLDER.test(text) ? '' : text.toUpperCase()
}

const NOT_IDENTIFYING = new Set(['designators', 'quantity', 'item', 'dnp', 'notes', 'price', 'datasheet'])

/**
 * Counts the models of a table (see the module comment for what a model is). The mapping defaults to the
 * guess from the header and rows.
 */
export function countModels(
  header: readonly string[],
  rows: readonly DataRow[],
  mapping: ColumnMapping = guessColumnMapping(header, rows),
): ModelCount {
  const excluded = new Set<number>()
  header.forEach((text, column) => {
    const role = classifyHeader(text)?.role
    if (role !== undefined && NOT_IDENTIFYING.has(role)) excluded.add(column)
  })
  for (const g of [mapping.designators, mapping.quantity, mapping.dnp]) if (g !== undefined) excluded.add(g.column)

  const models = new Set<string>()
  const rowsWithoutPart: number[] = []
  let rowsWithPart = 0
  for (const row of rows) {
    let key = ''
    if (mapping.mpn !== undefined) {
      const mpn = identity(row.cells[mapping.mpn.column])
      if (mpn !== '') key = `mpn\u0000${mpn}`
    }
    if (key === '') {
      for (const d of mapping.distributorPartNumbers) {
        const pn = identity(row.cells[d.column])
        if (pn !== '') {
          key = `dist\u0000${d.distributor}\u0000${pn}`
          break
        }
      }
    }
    if (key === '') {
      const parts: string[] = []
      row.cells.forEach((cell, column) => {
        if (!excluded.has(column)) parts.push(identity(cell))
      })
      // Trailing empty cells vary between rows of the same part (`a,b` and `a,b,`): they identify nothing.
      while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
      if (parts.length > 0) key = `row\u0000${parts.join('\u0000')}`
    }
    if (key === '') {
      rowsWithoutPart.push(row.row)
      continue
    }
    rowsWithPart++
    models.add(key)
  }
  return { models: models.size, rowsWithPart, rowsWithoutPart }
}
