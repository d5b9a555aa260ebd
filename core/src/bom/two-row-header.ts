import { classifyHeader, normalizeHeader } from './header-words.ts'
import type { Grid } from './spreadsheet.types.ts'

/**
 * Two header rows (issue 8: "two header rows where the second names distributors under repeated `SKU`
 * columns"): `… SKU SKU SKU` over `Digi-Key Mouser LCSC`. The second row is part of the header, not data;
 * each generic column takes the distributor named under it (`Digi-Key SKU`), and the data starts below.
 */

/** A second header row, and the header the two rows make together. */
export interface SubHeader {
  /** The second header row's index in the grid (0-based). */
  readonly index: number
  /**
   * The header cells, the generic part-number columns named after what the second row says: `Digi-Key SKU`,
   * `Manufacturer Part Number`; every other cell as the first row has it.
   */
  readonly header: readonly string[]
}

/** `SKU`, `Order Code`, `Supplier Part Number`, `Part Number`, `P/N`: a part number of nobody in particular. */
function isGenericPartNumber(cell: string): boolean {
  const meaning = classifyHeader(cell)
  if (meaning === undefined) return false
  return meaning.role === 'mpn' || (meaning.role === 'distributorPartNumber' && meaning.distributor === 'supplier')
}

/** The distributor a cell names (`Digi-Key` → `digikey`), or `undefined`. */
function distributorNamed(cell: string): string | undefined {
  const meaning = classifyHeader(cell)
  return meaning?.role === 'distributorPartNumber' && meaning.distributor !== 'supplier' ? meaning.distributor : undefined
}

/** A name under a generic column that is neither a distributor we know nor a header word (`McMaster-Carr`). */
const OTHER_NAME = /^[\p{L}][\p{L}\p{N} .&'-]{0,29}$/u

/**
 * The second header row under `headerIndex`, when there is one: the header repeats a generic part-number
 * column (`SKU`, `Part Number`) at least twice, and the row right under it names, under those columns only,
 * distributors (at least one we know) or the manufacturer. Anything else under the header is data.
 */
export function distributorSubHeader(grid: Grid, headerIndex: number): SubHeader | undefined {
  const header = grid[headerIndex]
  const below = grid[headerIndex + 1]
  if (header === undefined || below === undefined) return undefined
  const generic = new Map<number, string>()
  const counts = new Map<string, number>()
  header.forEach((cell, column) => {
    if (!isGenericPartNumber(cell)) return
    const key = normalizeHeader(cell).replace(/\s*\d+$/, '')
    generic.set(column, key)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  if (![...counts.values()].some((n) => n >= 2)) return undefined

  const named = new Map<number, string>()
  let known = 0
  for (let column = 0; column < below.length; column++) {
    const text = (below[column] ?? '').trim()
    if (text === '') continue
    if (!generic.has(column)) return undefined
    if (distributorNamed(text) !== undefined) {
      known++
      named.set(column, text)
    } else if (classifyHeader(text)?.role === 'manufacturer') {
      named.set(column, 'Manufacturer')
    } else if (classifyHeader(text) === undefined && OTHER_NAME.test(text)) {
      named.set(column, text)
    } else {
      return undefined
    }
  }
  if (known === 0 || named.size < 2) return undefined
  const combined = header.map((cell, column) => {
    const name = named.get(column)
    if (name === undefined) return cell
    return name === 'Manufacturer' ? 'Manufacturer Part Number' : `${name} ${cell.trim()}`
  })
  return { index: headerIndex + 1, header: combined }
}
