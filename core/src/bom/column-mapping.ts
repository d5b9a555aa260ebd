import {
  type ColumnShift,
  contentFit,
  designatorEvidence,
  detectColumnShift,
  examples,
  isDesignatorList,
  isFootprint,
  isNamedDesignator,
  isPartNumberShape,
} from './column-content.ts'
import { columnName } from './column-names.ts'
import { type ColumnRole, classifyHeader, normalizeHeader } from './header-words.ts'
import type { DataRow } from './spreadsheet.types.ts'

export { columnName }

/**
 * A first guess at what each column holds, from the header words and, where the header is generic
 * (`Field1`, `Field2`…), from the cells below. The cells also overrule the header where it misleads (issue 18):
 * designators are found under any header that reads nothing else (`Schematic Reference`), part numbers in an
 * unnamed column when the one headed for them holds notes, and rows one cell wider than their header are read
 * from where their values are (`detectColumnShift`); each such guess carries its reason. It is a proposal with a confidence: the buyer confirms or
 * corrects it (issue 8), so it favours saying "not sure" over guessing boldly.
 */

/**
 * The roles a column mapping assigns: the fields a BOM line is built from. Every other role (`price`,
 * `notes`, `other`…) is read as unmapped. The API contract's `BomField` is this list.
 */
export const MAPPED_ROLES = [
  'designators',
  'quantity',
  'mpn',
  'manufacturer',
  'distributorPartNumber',
  'value',
  'description',
  'footprint',
  'dnp',
] as const satisfies readonly ColumnRole[]
export type MappedRole = (typeof MAPPED_ROLES)[number]

/** The fields found once each; distributor part-number columns are listed apart (`distributorPartNumbers`). */
export type MappedField = Exclude<MappedRole, 'distributorPartNumber'>

/** Where one field was found. */
export interface ColumnGuess {
  /** The column index (0-based). */
  readonly column: number
  /** The header text of that column, verbatim. */
  readonly header: string
  /** 0–1: about 0.9 for a known header word, 0.4–0.6 for a guess from the cells. */
  readonly confidence: number
  /** Where the guess came from: the header words, the cells below, or the buyer's correction. */
  readonly from: 'header' | 'content' | 'buyer'
  /** Why, for the buyer, when the cells decided (a column found by what it holds, or moved from under its header). */
  readonly reason?: string
}

/** A column of one distributor's part numbers (`Digi-Key Part Number`, `LCSC`, `JLCPCB Part`, `DK`). */
export interface DistributorColumn extends ColumnGuess {
  /** `digikey`, `mouser`, `lcsc`, `jlcpcb`, `farnell`, `rs`…; `supplier` when the row's supplier column names it. */
  readonly distributor: string
}

/** A second-source part: its part-number column and, when paired, its manufacturer column. */
export interface AlternateColumns {
  readonly mpn: ColumnGuess
  readonly manufacturer?: ColumnGuess
}

/** The guessed mapping of a sheet's columns. */
export interface ColumnMapping {
  readonly designators?: ColumnGuess
  readonly quantity?: ColumnGuess
  readonly mpn?: ColumnGuess
  readonly manufacturer?: ColumnGuess
  readonly value?: ColumnGuess
  readonly description?: ColumnGuess
  readonly footprint?: ColumnGuess
  readonly dnp?: ColumnGuess
  readonly distributorPartNumbers: readonly DistributorColumn[]
  /** Repeated part-number/manufacturer columns (`MPN2`/`MFG2`…): alternates, not overwritten columns. */
  readonly alternates: readonly AlternateColumns[]
  /** The columns the mapping reads nothing from, by index. */
  readonly unmapped: readonly number[]
  /** 0–1: how sure the mapping is that it found the part identifier and the designators or quantity. */
  readonly confidence: number
  /**
   * Set when the rows carry one cell more than the header, every value from column `from` on sitting one
   * column right of its header name: the fields were read from where the values are, and `reason` says why.
   */
  readonly shift?: { readonly from: number; readonly reason: string }
}

const HEADER_CONFIDENCE = 0.9
/** How many non-empty cells of a column the content guesses look at. */
const SAMPLE_ROWS = 50

const POSITIVE_INTEGER = /^\d+(\.0+)?$/
/** `33pF`, `10k`, `4.7uF`, `100R`, `1%`: values, not part numbers. */
const PASSIVE_VALUE = /^\d+([.,]\d+)?\s*([pnuµmkKMGR]|meg)?\s*(F|H|Ω|ohm|ohms|R|V|W|A|Hz|%)?$/i
const DNP_MARK = /^(dnp|dnf|dni|dnm|nc|n\/c|no|not fitted|do not (populate|place|fit))$/i

/** The number at the end of a header (`MPN3` → 3, `MFG1` → 1); unnumbered columns are the first (1). */
function ordinal(header: string): number {
  const match = /(\d+)$/.exec(normalizeHeader(header).replace(/\s+/g, ''))
  return match === null ? 1 : Number(match[1])
}

function guess(header: readonly string[], column: number, confidence: number, from: ColumnGuess['from'], reason?: string): ColumnGuess {
  return reason === undefined ? { column, header: header[column] ?? '', confidence, from } : { column, header: header[column] ?? '', confidence, from, reason }
}

/** How far down a sparse column is followed to find its first non-empty cells (hackrf's `DNP` column). */
const SAMPLE_SCAN_ROWS = 2000

/** Up to `SAMPLE_ROWS` non-empty cells of a column, from the top. */
function sample(rows: readonly DataRow[], column: number): string[] {
  const out: string[] = []
  const end = Math.min(rows.length, SAMPLE_SCAN_ROWS)
  for (let r = 0; r < end && out.length < SAMPLE_ROWS; r++) {
    const cell = (rows[r]?.cells[column] ?? '').trim()
    if (cell !== '') out.push(cell)
  }
  return out
}

function share(cells: readonly string[], test: (cell: string) => boolean): number {
  if (cells.length === 0) return 0
  return cells.filter(test).length / cells.length
}

/**
 * Guesses the fields of columns whose header says nothing (`Field1`…) from their cells. Only the fields
 * still missing are looked for, each in the free column that fits it best.
 */
function guessFromContent(
  header: readonly string[],
  rows: readonly DataRow[],
  free: Set<number>,
  found: Partial<Record<MappedField, ColumnGuess>>,
): void {
  const take = (
    field: MappedField,
    score: (cells: string[]) => number,
    threshold: number,
    confidence: number,
    reason: (cells: string[]) => string,
  ) => {
    if (found[field] !== undefined) return
    let bestColumn = -1
    let bestScore = threshold
    for (const column of free) {
      const cells = sample(rows, column)
      if (cells.length === 0) continue
      const s = score(cells)
      if (s > bestScore) {
        bestScore = s
        bestColumn = column
      }
    }
    if (bestColumn !== -1) {
      found[field] = guess(header, bestColumn, confidence, 'content', `Read from its cells, which ${reason(sample(rows, bestColumn))}.`)
      free.delete(bestColumn)
    }
  }
  take('dnp', (cells) => share(cells, (c) => DNP_MARK.test(c)), 0.99, 0.5, () => 'are do-not-fit marks')
  take('quantity', (cells) => share(cells, (c) => POSITIVE_INTEGER.test(c)), 0.9, 0.5, () => 'are whole numbers')
  take('mpn', partNumberScore, 0.35, 0.5, (cells) => `look like part numbers (${examples(cells)})`)
  take(
    'description',
    (cells) => {
      const long = share(cells, (c) => c.length > 15 && /\s/.test(c))
      return long
    },
    0.6,
    0.4,
    () => 'are long texts',
  )
  take(
    'manufacturer',
    (cells) => {
      const wordy = share(cells, (c) => /^[\p{L}][\p{L}\s.&,()\-']{1,30}$/u.test(c))
      const distinct = new Set(cells.map((c) => c.toLowerCase())).size / cells.length
      return distinct <= 0.5 ? wordy : 0
    },
    0.7,
    0.4,
    (cells) => `repeat a few names (${examples(cells)})`,
  )
}

/** How much a column's cells look like the part numbers of a BOM: their shape, and mostly all different. */
function partNumberScore(cells: readonly string[]): number {
  if (cells.length === 0) return 0
  const distinct = new Set(cells).size / cells.length
  return share(cells, isPartNumberShape) * (0.5 + 0.5 * distinct)
}

/** Header roles that read no field: a column under them may still hold designators (`Part`, `Notes`…). */
const UNREAD_ROLES: ReadonlySet<ColumnRole> = new Set<ColumnRole>(['item', 'notes', 'other', 'link', 'datasheet', 'price', 'supplier'])

/**
 * The designators found by their cells when no header names them (`Schematic Reference`, an empty header, a
 * `Part` column): the column, free or under a header that reads nothing, whose cells are designator lists
 * (most of them, the others connector names such as `POWER`, `ICSP`: `designatorEvidence`).
 */
function designatorsFromContent(names: readonly string[], header: readonly string[], rows: readonly DataRow[], free: Set<number>, width: number): ColumnGuess | undefined {
  let best: { column: number; fit: number } | undefined
  for (let column = 0; column < width; column++) {
    const role = classifyHeader(names[column] ?? '')?.role
    if (!free.has(column) && (role === undefined || !UNREAD_ROLES.has(role))) continue
    const cells = sample(rows, column)
    if (!designatorEvidence(cells)) continue
    const fit = contentFit('designators', cells)
    if (best === undefined || fit > best.fit) best = { column, fit }
  }
  if (best === undefined) return undefined
  free.delete(best.column)
  const name = header[best.column]?.trim() ?? ''
  const cells = sample(rows, best.column)
  const connectors = cells.filter(isNamedDesignator)
  const what =
    connectors.length === 0
      ? `its cells are designator lists (${examples(cells)})`
      : `most of its cells are designator lists (${examples(cells.filter(isDesignatorList))}) and others are names of connectors or headers (${examples(connectors)})`
  return guess(header, best.column, 0.7, 'content', `${name === '' ? 'It has no header' : `Its header "${name}" is not a designator heading`}, but ${what}.`)
}

/** A part-number column found by its header whose cells hold no part numbers, while an unnamed column's do. */
const NOT_PART_NUMBERS = 0.2
const PART_NUMBERS = 0.6

/**
 * The part numbers found by their cells when the column headed for them holds something else (notes, values)
 * and a column with no known header holds part numbers: that column, with the reason.
 */
function partNumbersFromContent(header: readonly string[], rows: readonly DataRow[], free: Set<number>, named: ColumnGuess): ColumnGuess | undefined {
  const own = sample(rows, named.column)
  if (own.length < 3 || contentFit('mpn', own) >= NOT_PART_NUMBERS) return undefined
  // Values (`10k`, `100nF`) where the part numbers should be are a hand-kept BOM's way, not a misplaced column.
  if (share(own, (cell) => PASSIVE_VALUE.test(cell)) >= 0.5) return undefined
  let best: { column: number; score: number } | undefined
  for (const column of free) {
    const cells = sample(rows, column)
    if (cells.length < Math.max(3, own.length / 2) || share(cells, isFootprint) >= 0.5) continue
    const score = partNumberScore(cells)
    if (score >= PART_NUMBERS && (best === undefined || score > best.score)) best = { column, score }
  }
  if (best === undefined) return undefined
  free.delete(best.column)
  const where = header[best.column]?.trim() ? `"${header[best.column]}"` : `column ${columnName(best.column)}`
  return guess(
    header,
    best.column,
    0.7,
    'content',
    `The cells under "${named.header}" are not part numbers (${examples(own)}); those of ${where} are (${examples(sample(rows, best.column))}).`,
  )
}

/**
 * Guesses the column mapping of a table from its header and, for generic headers, its first rows. Repeated
 * part-number and manufacturer columns pair by their number (`MPN2` with `MFG2`) or, unnumbered, by order;
 * the first pair is the part, the others its alternates.
 */
export function guessColumnMapping(header: readonly string[], rows: readonly DataRow[] = []): ColumnMapping {
  const shift = rows.length > 0 ? detectColumnShift(header, rows) : undefined
  // The header name each column is read under: its own, or the one left of it where the rows are shifted.
  const names = shift?.names ?? header
  const byRole = new Map<ColumnRole, number[]>()
  const distributors: DistributorColumn[] = []
  const free = new Set<number>()
  const width = Math.max(header.length, names.length, ...rows.slice(0, SAMPLE_ROWS).map((row) => row.cells.length))
  for (let column = 0; column < width; column++) {
    const meaning = classifyHeader(names[column] ?? '')
    if (meaning === undefined) {
      free.add(column)
      continue
    }
    if (meaning.role === 'distributorPartNumber') {
      distributors.push({ ...guess(header, column, HEADER_CONFIDENCE, 'header'), distributor: meaning.distributor ?? 'supplier' })
      continue
    }
    const list = byRole.get(meaning.role) ?? []
    list.push(column)
    byRole.set(meaning.role, list)
  }
  const found: Partial<Record<MappedField, ColumnGuess>> = {}
  for (const field of ['designators', 'quantity', 'value', 'description', 'footprint', 'dnp'] as const) {
    const column = byRole.get(field)?.[0]
    if (column !== undefined) found[field] = guess(header, column, HEADER_CONFIDENCE, 'header')
  }

  const parts = pairPartColumns(names, byRole.get('mpn') ?? [], byRole.get('manufacturer') ?? [], HEADER_CONFIDENCE, 'header')
  if (parts.mpn !== undefined) found.mpn = parts.mpn
  if (parts.manufacturer !== undefined) found.manufacturer = parts.manufacturer
  const alternates = parts.alternates

  if (rows.length > 0) {
    if (found.designators === undefined) {
      const designators = designatorsFromContent(names, header, rows, free, width)
      if (designators !== undefined) found.designators = designators
    }
    if (found.mpn !== undefined && found.mpn.from === 'header' && parts.alternates.length === 0) {
      const mpn = partNumbersFromContent(header, rows, free, { ...found.mpn, header: header[found.mpn.column] ?? '' })
      if (mpn !== undefined) found.mpn = mpn
    }
    guessFromContent(header, rows, free, found)
  }

  if (shift === undefined) return assembleMapping(width, found, distributors, alternates)
  const moved = (g: ColumnGuess): ColumnGuess => shiftedGuess(g, header, names, shift)
  const relabelled: Partial<Record<MappedField, ColumnGuess>> = {}
  for (const [field, g] of Object.entries(found) as [MappedField, ColumnGuess][]) relabelled[field] = moved(g)
  const mapping = assembleMapping(
    width,
    relabelled,
    distributors.map((d) => ({ ...moved(d), distributor: d.distributor })),
    alternates.map((a) => (a.manufacturer === undefined ? { mpn: moved(a.mpn) } : { mpn: moved(a.mpn), manufacturer: moved(a.manufacturer) })),
  )
  return { ...mapping, shift: { from: shift.from, reason: shift.reason } }
}

/** How sure a field read one column right of its header name is. */
const SHIFTED_CONFIDENCE = 0.75

/** A guess made under the shifted names, told with the column's own header and, when moved, why. */
function shiftedGuess(g: ColumnGuess, header: readonly string[], names: readonly string[], shift: ColumnShift): ColumnGuess {
  const own = header[g.column] ?? ''
  if (g.column <= shift.from || g.from !== 'header') return { ...g, header: own }
  return {
    ...g,
    header: own,
    from: 'content',
    confidence: Math.min(g.confidence, SHIFTED_CONFIDENCE),
    reason: `Read as "${names[g.column] ?? ''}", the header left of it. ${shift.reason}`,
  }
}

/** The part and its alternates from the part-number and manufacturer columns (see `guessColumnMapping`). */
export function pairPartColumns(
  header: readonly string[],
  mpns: readonly number[],
  makers: readonly number[],
  confidence: number,
  from: ColumnGuess['from'],
): { mpn?: ColumnGuess; manufacturer?: ColumnGuess; alternates: AlternateColumns[] } {
  const usedMakers = new Set<number>()
  const pairs: { mpn: number; maker?: number }[] = []
  const numbered = [...mpns, ...makers].some((column) => /\d$/.test(normalizeHeader(header[column] ?? '')))
  mpns.forEach((mpn, k) => {
    let maker: number | undefined
    if (numbered) {
      const same = (m: number) => ordinal(header[m] ?? '') === ordinal(header[mpn] ?? '')
      // ulx3s writes both `MPN2` and `MP_N2` beside one `MFG2`: a maker column serves every part number of its number.
      maker = makers.find((m) => !usedMakers.has(m) && same(m)) ?? makers.find(same)
    } else {
      maker = makers[k]
    }
    if (maker !== undefined) usedMakers.add(maker)
    pairs.push(maker === undefined ? { mpn } : { mpn, maker })
  })
  pairs.sort((a, b) => ordinal(header[a.mpn] ?? '') - ordinal(header[b.mpn] ?? '') || a.mpn - b.mpn)
  const [first, ...others] = pairs
  const out: { mpn?: ColumnGuess; manufacturer?: ColumnGuess; alternates: AlternateColumns[] } = {
    alternates: others.map((pair) =>
      pair.maker === undefined
        ? { mpn: guess(header, pair.mpn, confidence, from) }
        : { mpn: guess(header, pair.mpn, confidence, from), manufacturer: guess(header, pair.maker, confidence, from) },
    ),
  }
  if (first !== undefined) {
    out.mpn = guess(header, first.mpn, confidence, from)
    if (first.maker !== undefined) out.manufacturer = guess(header, first.maker, confidence, from)
  }
  if (out.manufacturer === undefined) {
    const maker = makers.find((m) => !usedMakers.has(m))
    if (maker !== undefined) out.manufacturer = guess(header, maker, confidence, from)
  }
  return out
}

/** The mapping from the fields found: the columns left over are unmapped; the confidence is the mapping's. */
export function assembleMapping(
  width: number,
  found: Partial<Record<MappedField, ColumnGuess>>,
  distributors: readonly DistributorColumn[],
  alternates: readonly AlternateColumns[],
): ColumnMapping {
  const identifier = Math.max(
    found.mpn?.confidence ?? 0,
    distributors[0]?.confidence ?? 0,
    0.7 * (found.value?.confidence ?? found.description?.confidence ?? 0),
  )
  const placement = Math.max(found.designators?.confidence ?? 0, found.quantity?.confidence ?? 0)
  const used = new Set<number>([
    ...Object.values(found).map((g) => g.column),
    ...distributors.map((d) => d.column),
    ...alternates.flatMap((a) => (a.manufacturer === undefined ? [a.mpn.column] : [a.mpn.column, a.manufacturer.column])),
  ])
  const unmapped: number[] = []
  for (let column = 0; column < width; column++) if (!used.has(column)) unmapped.push(column)
  return {
    ...found,
    distributorPartNumbers: distributors,
    alternates,
    unmapped,
    confidence: Math.round(identifier * (0.5 + 0.5 * placement) * 100) / 100,
  }
}
