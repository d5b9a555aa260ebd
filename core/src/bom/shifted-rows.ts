import { classifyHeader } from './header-words.ts'
import type { DataRow } from './spreadsheet.types.ts'

/**
 * Rows one column right of their header (issue 8: "rows whose cells all sit one column right of their header
 * detected and realigned"): a hand-edited sheet where a block of rows was pasted one cell too far. Such a row
 * starts with an empty cell, and its cells moved one to the left fit the columns better than where they are.
 * What "fits" means is learned from the table itself: the kind of cell each column mostly holds in the rows
 * that start with a value, and, for designators and quantities, the header.
 *
 * A whole table one cell wider than its header from some column on (rows that start with a value, an extra
 * cell in their middle) is another shape: the column mapping reads it where its values are
 * (`detectColumnShift` in column-content.ts), the rows left as they are.
 */

/** The kind of text a cell holds, as far as telling columns apart goes. */
type Kind = 'empty' | 'integer' | 'number' | 'designators' | 'url' | 'words' | 'token'

const INTEGER = /^\d+([.,]0+)?$/
const NUMBER = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)(e[-+]?\d+)?%?$/i
const DESIGNATORS = /^[A-Z]{1,4}[$_]?\d+[A-Z]?([\s,;]+[A-Z]{1,4}[$_]?\d+[A-Z]?)*[\s,;]*$/i
const URL = /^(https?:\/\/|www\.)/i

function kindOf(cell: string | undefined): Kind {
  const text = (cell ?? '').trim()
  if (text === '') return 'empty'
  if (text.length > 200) return 'words'
  if (INTEGER.test(text)) return 'integer'
  if (NUMBER.test(text)) return 'number'
  if (DESIGNATORS.test(text)) return 'designators'
  if (URL.test(text)) return 'url'
  return /\s/.test(text) ? 'words' : 'token'
}

/** How many rows that start with a value a column's usual kind is learned from, at least. */
const MIN_REFERENCE_ROWS = 3
/** The share of those rows a kind must hold to be the column's usual kind. */
const MAJORITY = 0.6

/** The kind each column is expected to hold, `undefined` where nothing is known or it is mostly empty. */
function expectedKinds(header: readonly string[], rows: readonly DataRow[], width: number): (Kind | undefined)[] {
  const reference = rows.filter((row) => (row.cells[0] ?? '').trim() !== '')
  const expected: (Kind | undefined)[] = []
  for (let column = 0; column < width; column++) {
    const role = classifyHeader(header[column] ?? '')?.role
    if (role === 'designators') {
      expected.push('designators')
      continue
    }
    if (role === 'quantity') {
      expected.push('integer')
      continue
    }
    if (reference.length < MIN_REFERENCE_ROWS) {
      expected.push(undefined)
      continue
    }
    const counts = new Map<Kind, number>()
    for (const row of reference) {
      const kind = kindOf(row.cells[column])
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
    }
    let best: Kind | undefined
    let bestCount = 0
    for (const [kind, count] of counts) {
      if (count > bestCount) {
        best = kind
        bestCount = count
      }
    }
    expected.push(best !== undefined && best !== 'empty' && bestCount / reference.length >= MAJORITY ? best : undefined)
  }
  return expected
}

function fit(cells: readonly string[], expected: readonly (Kind | undefined)[]): number {
  let score = 0
  expected.forEach((kind, column) => {
    if (kind !== undefined && kindOf(cells[column]) === kind) score++
  })
  return score
}

/** The rows realigned under their header, and the row numbers of those that were moved. */
export interface RealignedRows {
  readonly rows: readonly DataRow[]
  /** Row numbers (as a spreadsheet program shows them) of the rows moved one column left. */
  readonly shifted: readonly number[]
}

/**
 * Moves back one column to the left every row that sits one column right of the header: its first cell is
 * empty, and its cells one to the left fit the columns strictly better (and in at least two columns).
 * Other rows are returned as they are.
 */
export function realignShiftedRows(header: readonly string[], rows: readonly DataRow[]): RealignedRows {
  const candidates = rows.filter((row) => (row.cells[0] ?? '').trim() === '' && row.cells.length > 1)
  if (candidates.length === 0) return { rows, shifted: [] }
  let width = header.length
  for (const row of rows) width = Math.max(width, row.cells.length)
  const expected = expectedKinds(header, rows, width)
  const shifted: number[] = []
  const out = rows.map((row) => {
    if ((row.cells[0] ?? '').trim() !== '' || row.cells.length < 2) return row
    const moved = row.cells.slice(1)
    const score = fit(moved, expected)
    if (score < 2 || score <= fit(row.cells, expected)) return row
    shifted.push(row.row)
    return { row: row.row, cells: moved }
  })
  return shifted.length === 0 ? { rows, shifted } : { rows: out, shifted }
}
