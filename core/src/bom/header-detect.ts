import { CORE_ROLES, type ColumnRole, classifyHeader } from './header-words.ts'
import type { Grid } from './spreadsheet.types.ts'
import { distributorSubHeader } from './two-row-header.ts'

/**
 * Finds the header row wherever it is: below title blocks, tool metadata (`"Source:","…"`) or blank rows.
 * Each candidate row is scored on the header words it holds and on the shape of the rows below it.
 */

/** The guessed header of one sheet. */
export interface HeaderGuess {
  /** The header's index in the grid (0-based). */
  readonly index: number
  /** The row number a spreadsheet program shows (1-based, blank rows counted). */
  readonly rowNumber: number
  /** The score that won; higher is surer. Comparable between sheets. */
  readonly score: number
  /** How many header cells have a known meaning. */
  readonly knownColumns: number
  /** The distinct BOM roles (designators, quantity, part number…) the header names. */
  readonly roles: readonly ColumnRole[]
}

/** How far down a header is looked for: title blocks and tool metadata are a few rows, never dozens. */
const SCAN_ROWS = 50
/** How many non-empty rows below a candidate show whether a table follows it. */
const SHAPE_ROWS = 5

const NUMBER = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)(e[-+]?\d+)?%?$/i
/** `C1`, `R3 R4`, `C1, C7, C9`, `U$1`: a designator list is data, not a header. */
const DESIGNATORS = /^[A-Z]{1,4}[$_]?\d+[A-Z]?([\s,;]+[A-Z]{1,4}[$_]?\d+[A-Z]?)*[\s,;]*$/

function isBlank(row: readonly string[] | undefined): boolean {
  return row === undefined || row.every((cell) => cell.trim() === '')
}

function nonEmptyCount(row: readonly string[]): number {
  let n = 0
  for (const cell of row) if (cell.trim() !== '') n++
  return n
}

/** The score of one row as a header, from its own cells: known words up, data-looking cells down. */
function wordScore(row: readonly string[]): { score: number; known: number; roles: ColumnRole[] } {
  const distinct = new Set<string>()
  for (const cell of row) {
    const text = cell.trim()
    if (text !== '') distinct.add(text)
  }
  let score = 0
  let known = 0
  const roles = new Set<ColumnRole>()
  for (const text of distinct) {
    const meaning = classifyHeader(text)
    if (meaning !== undefined) {
      known++
      if (CORE_ROLES.has(meaning.role) && !roles.has(meaning.role)) score += 2
      else score += 1
      roles.add(meaning.role)
      continue
    }
    // Data and metadata look different from column names.
    if (NUMBER.test(text)) score -= 1
    else if (DESIGNATORS.test(text)) score -= 1
    else if (/[:：]$/.test(text)) score -= 1
    else if (text.length > 40) score -= 0.5
  }
  return { score, known, roles: [...roles] }
}

/**
 * The share (0–1) of the next few non-empty rows that look like the table under a header: at least two
 * cells, and nothing far right of the header's last column.
 */
function shapeBelow(grid: Grid, index: number): number {
  const header = grid[index] ?? []
  let lastHeaderColumn = header.length - 1
  while (lastHeaderColumn >= 0 && (header[lastHeaderColumn] ?? '').trim() === '') lastHeaderColumn--
  let seen = 0
  let good = 0
  for (let r = index + 1; r < grid.length && seen < SHAPE_ROWS; r++) {
    const row = grid[r] ?? []
    if (isBlank(row)) continue
    seen++
    let last = row.length - 1
    while (last >= 0 && (row[last] ?? '').trim() === '') last--
    if (nonEmptyCount(row) >= 2 && last <= lastHeaderColumn + 1) good++
  }
  return seen === 0 ? 0 : good / SHAPE_ROWS
}

/**
 * The header row of a grid, or `undefined` when the grid has no non-empty row. Rows with at least two distinct
 * values in the first 50 are scored (a merged title repeated across a row counts once); a row of known header
 * words over a table wins. Generic headers (`ref;value;Field1;…`) still win over their data rows, whose cells
 * look like designators and numbers. With no such row, the first non-empty row is the header.
 */
export function findHeaderRow(grid: Grid): HeaderGuess | undefined {
  let best: HeaderGuess | undefined
  let firstNonEmpty = -1
  const end = Math.min(grid.length, SCAN_ROWS)
  for (let r = 0; r < end; r++) {
    const row = grid[r] ?? []
    if (isBlank(row)) continue
    if (firstNonEmpty === -1) firstNonEmpty = r
    const distinct = new Set(row.map((cell) => cell.trim()).filter((cell) => cell !== ''))
    if (distinct.size < 2) continue
    const words = wordScore(row)
    const score = words.score + 2 * shapeBelow(grid, r)
    if (best === undefined || score > best.score) {
      best = { index: r, rowNumber: r + 1, score, knownColumns: words.known, roles: words.roles }
    }
  }
  if (best !== undefined) {
    // A second header row naming distributors may outscore the first (`Digi-Key Mouser LCSC` are all header
    // words): the header is the row above it.
    const above = best.index - 1
    if (above >= 0 && distributorSubHeader(grid, above) !== undefined) {
      const words = wordScore(grid[above] ?? [])
      return { index: above, rowNumber: above + 1, score: best.score, knownColumns: words.known, roles: words.roles }
    }
    return best
  }
  if (firstNonEmpty === -1) {
    // Past the rows scanned there may be more; take the first, as a last resort.
    const r = grid.findIndex((row) => !isBlank(row))
    if (r === -1) return undefined
    firstNonEmpty = r
  }
  const words = wordScore(grid[firstNonEmpty] ?? [])
  return { index: firstNonEmpty, rowNumber: firstNonEmpty + 1, score: words.score, knownColumns: words.known, roles: words.roles }
}
