import { BOM, TEXT_LIMITS } from '../constants.ts'
import { hasControl, quoted, withoutControls } from './cell-text.ts'
import { type ColumnGuess, type ColumnMapping, columnName } from './column-mapping.ts'
import { MAX_DESIGNATORS_PER_BOM, compressDesignators, readDesignators } from './designators.ts'
import { readDoNotFitMark, saysDoNotFit, stripDoNotFit } from './do-not-fit.ts'
import { classifyHeader, normalizeHeader } from './header-words.ts'
import { proposePartNumber } from './part-number-proposal.ts'
import { partFromLink } from './product-links.ts'
import { groupThousands } from './read-limits.ts'
import type { DataRow } from './spreadsheet.types.ts'

/**
 * BOM lines from a table and its column mapping (issue 8, "Lines"): designators read from lists and ranges;
 * the quantity from its column or from the designators, with a warning when they disagree; the rows of one
 * designator group repeated once per alternative part merged into one line with alternates; repeated
 * part-number columns as alternates; do-not-fit lines kept and flagged; placeholders read as empty; and,
 * with no part-number column, part numbers proposed from the value or name column. Pure: no catalog, no prices.
 */

/** A second source for a line's part. */
export interface AlternatePart {
  readonly mpn: string
  readonly manufacturer: string
}

/** A distributor's own part number for a line's part (`digikey` `311-15LRCT-ND`, `lcsc` `C1525`). */
export interface DistributorPart {
  /** `digikey`, `mouser`, `lcsc`…, or the name the row's supplier column gives (`McMaster-Carr`). */
  readonly distributor: string
  readonly sku: string
}

/** One BOM line as read from the file, before matching and pricing. */
export interface BomLineDraft {
  /** The row a spreadsheet program shows for the line (from 1, blank rows counted); its first row when merged. */
  readonly row: number
  readonly designators: readonly string[]
  /** Per board, as the file says it; a do-not-fit line keeps it but is left out of the totals to buy. */
  readonly quantity: number
  /** `''` when the file gives none. */
  readonly mpn: string
  readonly manufacturer: string
  readonly alternates: readonly AlternatePart[]
  readonly distributorParts: readonly DistributorPart[]
  readonly value: string
  readonly description: string
  readonly footprint: string
  /** `false` for do-not-fit lines (`DNP`, `Fitted: no`, quantity 0…). */
  readonly fitted: boolean
  /** What was odd about this line, for the buyer to check. */
  readonly warnings: readonly string[]
}

/** The part of a table the lines are read from (`TableRead` has it). */
export interface BomTable {
  readonly header: readonly string[]
  readonly rows: readonly DataRow[]
}

/** The lines of a table, and what was odd about the table as a whole. */
export interface BomLines {
  readonly lines: readonly BomLineDraft[]
  readonly warnings: readonly string[]
}

/** Pure totals of a BOM's lines; prices come later, on the server. */
export interface BomTotals {
  /** Every line, do-not-fit lines included. */
  readonly lines: number
  /** Pieces per board to buy: the quantities of the fitted lines. */
  readonly quantity: number
  /** Lines to buy. */
  readonly fitted: number
}

/**
 * `~`, `~~`, `-`, `Undefined`, `N/A`, `TBD`, `ANY` (tomu's passives), `Any/not critical` (tillitis): a field
 * left unset, read as empty.
 */
const PLACEHOLDER = /^(~+|[-–—]+|\?+|\.+|any(\s*[/,(].*)?|n\/?a|none|tbd|tba|undefined|null)$/i

/** Headers of columns naming the part in a library (`Device`, `Part`): part numbers may be proposed from them. */
const NAME_HEADERS = new Set(['device', 'part', 'part name', 'name', 'symbol', 'component name'])

const QUANTITY = /^([-+]?)(\d+(?:[.,]\d+)?|[.,]\d+)(?:e([-+]?\d{1,5}))?\s*(?:pcs?|pieces?|x|ea|st|stk|个|只|片|pc\.)?\.?$/iu

/**
 * A quantity cell as a number: `8`, `8.0`, `2 pcs`, and also `-5`, `1e300` (`Infinity`) so that they are
 * named as what they are; `undefined` when it is not a number.
 */
function parseQuantity(text: string): number | undefined {
  const match = QUANTITY.exec(text.trim())
  if (match === null) return undefined
  const exponent = match[3] === undefined ? '' : `e${match[3]}`
  const n = Number(`${match[1] ?? ''}${(match[2] ?? '').replace(',', '.')}${exponent}`)
  return Number.isNaN(n) ? undefined : n
}

function clean(text: string | undefined): string {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ')
  return PLACEHOLDER.test(trimmed) ? '' : trimmed
}

function same(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase()
}

/** The distributor a name stands for (`Digikey` → `digikey`, `RS` → `rs`), if it is one we know. */
function knownDistributor(name: string): string | undefined {
  const meaning = classifyHeader(name)
  if (meaning?.role !== 'distributorPartNumber' || meaning.distributor === 'supplier') return undefined
  return meaning.distributor
}

/** `154-2442-E (MOUSER)` in a Digi-Key column: the part number of the distributor in brackets. */
function distributorInBrackets(sku: string): { distributor: string; sku: string } | undefined {
  if (sku.length > 100 || !sku.endsWith(')')) return undefined
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(sku)
  const distributor = match === null ? undefined : knownDistributor(match[2] ?? '')
  return distributor === undefined ? undefined : { distributor, sku: match?.[1] ?? '' }
}

/** A line being built; merged rows add to it. */
interface Draft {
  row: number
  designators: string[]
  quantity: number
  mpn: string
  manufacturer: string
  alternates: AlternatePart[]
  distributorParts: DistributorPart[]
  value: string
  description: string
  footprint: string
  fitted: boolean
  warnings: string[]
  /** The sorted designators, to tell a repeated group. */
  group: string
}

function addAlternate(draft: Draft, mpn: string, manufacturer: string): void {
  if (mpn === '' || same(mpn, draft.mpn) || draft.alternates.some((a) => same(a.mpn, mpn))) return
  draft.alternates.push({ mpn, manufacturer })
}

function addDistributorPart(parts: DistributorPart[], part: DistributorPart): void {
  if (part.sku === '' || parts.some((p) => p.distributor === part.distributor && same(p.sku, part.sku))) return
  parts.push(part)
}

/** What the mapping says about the table, computed once. */
interface Plan {
  readonly header: readonly string[]
  readonly mapping: ColumnMapping
  /** The row's supplier column (`Supplier`), naming the distributor of generic supplier part numbers. */
  readonly supplier: number | undefined
  readonly links: readonly number[]
  readonly names: readonly number[]
  /**
   * Note columns (`Notes`, `Remarks`, `备注`): a whole cell there saying `DNP` or `Leave empty` flags the line.
   * Other columns are not read for it: ulx3s's `LowCost` column says `Leave empty` for one build variant only.
   */
  readonly notes: readonly number[]
  /** Columns holding part numbers (the part's, alternates', distributors'): held to `TEXT_LIMITS.model`. */
  readonly partNumberColumns: ReadonlySet<number>
}

function plan(header: readonly string[], mapping: ColumnMapping): Plan {
  let supplier: number | undefined
  const links: number[] = []
  const names: number[] = []
  const notes: number[] = []
  const mapped = new Set(mappedColumns(mapping))
  header.forEach((text, column) => {
    const role = classifyHeader(text)?.role
    if (role === 'supplier' && supplier === undefined) supplier = column
    if (role === 'link') links.push(column)
    if (role === 'notes' && !mapped.has(column)) notes.push(column)
    if (NAME_HEADERS.has(normalizeHeader(text)) && !mapped.has(column)) names.push(column)
  })
  const partNumberColumns = new Set([
    ...(mapping.mpn === undefined ? [] : [mapping.mpn.column]),
    ...mapping.alternates.map((a) => a.mpn.column),
    ...mapping.distributorPartNumbers.map((d) => d.column),
  ])
  return { header, mapping, supplier, links, names, notes, partNumberColumns }
}

function mappedColumns(mapping: ColumnMapping): number[] {
  const guesses = [
    mapping.designators,
    mapping.quantity,
    mapping.mpn,
    mapping.manufacturer,
    mapping.value,
    mapping.description,
    mapping.footprint,
    mapping.dnp,
    ...mapping.distributorPartNumbers,
    ...mapping.alternates.flatMap((a) => [a.mpn, a.manufacturer]),
  ]
  return guesses.flatMap((g) => (g === undefined ? [] : [g.column]))
}

function cellOf(row: DataRow, guess: ColumnGuess | undefined): string {
  return guess === undefined ? '' : (row.cells[guess.column] ?? '')
}

/**
 * Issue 14: a row's cells as its line reads them, bounded before any of them is read. A part-number cell
 * longer than a part number may be (`TEXT_LIMITS.model`) is not read; any other cell longer than
 * `BOM.maxCellLength` (a designators cell: `BOM.maxDesignatorsCellLength`) is cut; control characters (NUL…)
 * are removed. Each says so on the line.
 */
function boundedRow(row: DataRow, p: Plan, warnings: string[]): DataRow {
  const { mapping } = p
  const cells = row.cells.map((cell, column) => {
    const name = columnLabel(p.header, column)
    let text = cell
    if (p.partNumberColumns.has(column)) {
      const length = text.length > TEXT_LIMITS.model ? text.trim().length : 0
      if (length > TEXT_LIMITS.model) {
        warnings.push(
          `The part number in ${name} has ${groupThousands(length)} characters, more than the ${TEXT_LIMITS.model} a part number may have; it was not read.`,
        )
        return ''
      }
    } else {
      const max = column === mapping.designators?.column ? BOM.maxDesignatorsCellLength : BOM.maxCellLength
      // Runs of spaces are read as one anyway (`clean`): they do not count against the cap.
      if (text.length > max) text = text.replace(/\s+/g, ' ')
      if (text.length > max) {
        warnings.push(
          `The cell in ${name} has ${groupThousands(text.length)} characters, more than the ${groupThousands(max)} a cell may have; only its first ${groupThousands(max)} were read.`,
        )
        text = text.slice(0, max)
      }
    }
    if (hasControl(text)) {
      warnings.push(`The cell in ${name} held control characters (such as NUL); they were removed.`)
      text = withoutControls(text)
    }
    return text
  })
  return { row: row.row, cells }
}

/** A column as a message names it: its header (at most 40 characters), or its letter. */
function columnLabel(header: readonly string[], column: number): string {
  const text = withoutControls((header[column] ?? '').trim())
  return text === '' ? `column ${columnName(column)}` : quoted(text)
}

/** Reads one row into a draft line (not yet merged with its neighbours), expanding at most `room` designators. */
function readRow(source: DataRow, p: Plan, room: number): { draft: Draft; quantityCell: string; filled: number } {
  const { mapping } = p
  const warnings: string[] = []
  const row = boundedRow(source, p, warnings)
  let fitted = true

  // Designators, without a do-not-fit note written after them.
  const rawDesignators = cellOf(row, mapping.designators)
  const stripped = stripDoNotFit(rawDesignators)
  if (stripped.doNotFit) fitted = false
  const read = readDesignators(stripped.text, room)
  warnings.push(...read.warnings)
  const designators = [...read.designators]

  // Part fields: a whole-cell do-not-fit mark there (hackrf's manufacturer `DNP`) flags the line and says nothing else.
  const field = (guess: ColumnGuess | undefined): string => {
    const text = clean(cellOf(row, guess))
    if (text !== '' && saysDoNotFit(text)) {
      fitted = false
      return ''
    }
    return text
  }
  let mpn = field(mapping.mpn)
  let manufacturer = field(mapping.manufacturer)
  const value = field(mapping.value)
  const description = field(mapping.description)
  const footprint = field(mapping.footprint)

  for (const column of p.notes) {
    if (saysDoNotFit(row.cells[column] ?? '')) fitted = false
  }
  if (mapping.dnp !== undefined) {
    const mark = readDoNotFitMark(mapping.dnp.header, cellOf(row, mapping.dnp))
    if (mark === 'not-fitted') fitted = false
    if (mark === 'unclear') {
      const mark = cellOf(row, mapping.dnp).trim()
      warnings.push(`"${quoted(mark)}" in the ${columnLabel(p.header, mapping.dnp.column)} column is not a do-not-fit mark; read as fitted.`)
    }
  }

  // Alternates from repeated part-number columns; with the first empty, the next one is the part.
  const alternates: AlternatePart[] = []
  for (const alternate of mapping.alternates) {
    const altMpn = clean(row.cells[alternate.mpn.column])
    if (altMpn === '' || saysDoNotFit(altMpn)) continue
    const altMaker = alternate.manufacturer === undefined ? '' : clean(row.cells[alternate.manufacturer.column])
    alternates.push({ mpn: altMpn, manufacturer: altMaker })
  }
  if (mpn === '' && alternates.length > 0) {
    const first = alternates.shift() as AlternatePart
    const where = mapping.mpn === undefined ? 'the part-number column' : columnLabel(p.header, mapping.mpn.column)
    warnings.push(`No part number in ${where}; the one in the next part-number column (${first.mpn}) is used.`)
    mpn = first.mpn
    manufacturer = first.manufacturer
  }

  // Distributor part numbers, from their columns and from product links.
  const distributorParts: DistributorPart[] = []
  for (const column of mapping.distributorPartNumbers) {
    const sku = clean(row.cells[column.column])
    if (sku === '' || saysDoNotFit(sku)) continue
    const bracketed = distributorInBrackets(sku)
    if (bracketed !== undefined) {
      addDistributorPart(distributorParts, bracketed)
      continue
    }
    let distributor = column.distributor
    if (distributor === 'supplier' && p.supplier !== undefined) {
      // tillitis: `Supplier` says `Digikey`, `RS`, `Mouser` or `McMaster-Carr` on each row.
      const named = clean(row.cells[p.supplier])
      distributor = knownDistributor(named) ?? (named || 'supplier')
    }
    addDistributorPart(distributorParts, { distributor, sku })
  }
  let linkedMpn: { mpn: string; header: string } | undefined
  for (const column of p.links) {
    const part = partFromLink(row.cells[column] ?? '')
    if (part === undefined) continue
    addDistributorPart(distributorParts, { distributor: part.distributor, sku: part.sku })
    if (part.mpn !== undefined && linkedMpn === undefined) linkedMpn = { mpn: part.mpn, header: columnLabel(p.header, column) }
  }

  // No part-number column: propose one from a link, the value or the part's name, and say where it came from.
  if (mapping.mpn === undefined && mpn === '') {
    if (linkedMpn !== undefined) {
      mpn = linkedMpn.mpn
      warnings.push(`Part number ${mpn} read from the link in ${linkedMpn.header}; please check it.`)
    } else {
      // A library name (`Device`, `Part`) is read only when the value is empty: beside a value (`4.7K`) it
      // names a symbol (`4R-N0603-ARV`), not a part.
      const sources = value !== '' && mapping.value !== undefined ? [mapping.value.column] : p.names
      for (const column of sources) {
        const text = column === mapping.value?.column ? value : clean(row.cells[column])
        const proposed = proposePartNumber(text, footprint)
        if (proposed === undefined) continue
        mpn = proposed
        warnings.push(`Part number ${mpn} proposed from ${columnLabel(p.header, column)}; please check it.`)
        break
      }
    }
  }

  // Quantity: the column's, else the designators'; they should agree.
  const quantityCell = cellOf(row, mapping.quantity).trim()
  let quantity = designators.length
  if (quantityCell !== '') {
    const parsed = parseQuantity(quantityCell)
    const instead = `the ${designators.length} designator${designators.length === 1 ? ' is' : 's are'} counted instead`
    if (parsed === undefined) {
      warnings.push(`The quantity "${quoted(quantityCell)}" is not a number; ${instead}.`)
    } else if (!(parsed >= 0)) {
      warnings.push(`The quantity ${quoted(quantityCell)} is below zero; ${instead}.`)
    } else if (parsed > BOM.maxLineQuantity) {
      warnings.push(
        `The quantity ${quoted(quantityCell)} is more than ${groupThousands(BOM.maxLineQuantity)}, the most one line may have; ${instead}.`,
      )
    } else {
      quantity = parsed
      if (!Number.isInteger(parsed)) {
        quantity = Math.ceil(parsed)
        warnings.push(`The quantity ${quoted(quantityCell)} is not a whole number; ${quantity} are counted.`)
      }
      if (designators.length > 0 && quantity !== designators.length) {
        const listed = designators.length === 1 ? '1 designator is' : `${designators.length} designators are`
        warnings.push(`The quantity is ${quantity} but ${listed} listed (${compressDesignators(designators)}); the quantity is used.`)
      }
      if (quantity === 0) fitted = false
    }
  }

  const filled = row.cells.filter((cell) => cell.trim() !== '').length
  const draft: Draft = {
    row: row.row,
    designators,
    quantity,
    mpn,
    manufacturer,
    alternates: [],
    distributorParts,
    value,
    description,
    footprint,
    fitted,
    warnings,
    group: [...designators].map((d) => d.toUpperCase()).sort().join('\u0000'),
  }
  for (const alternate of alternates) addAlternate(draft, alternate.mpn, alternate.manufacturer)
  return { draft, quantityCell, filled }
}

function freeze(draft: Draft): BomLineDraft {
  return {
    row: draft.row,
    designators: draft.designators,
    quantity: draft.quantity,
    mpn: draft.mpn,
    manufacturer: draft.manufacturer,
    alternates: draft.alternates,
    distributorParts: draft.distributorParts,
    value: draft.value,
    description: draft.description,
    footprint: draft.footprint,
    fitted: draft.fitted,
    warnings: draft.warnings,
  }
}

/**
 * Builds the lines of a table with its column mapping. Rows are read in order; a row repeating the
 * designators of the line above (esp32-s3-box lists its second sources so, the merged cells filled in), or
 * a row with a part but neither designators nor quantity right under a line, adds an alternate to that line
 * instead of a line of its own, its quantity counted once. A row with neither designators, quantity nor a part
 * number and at most one filled cell is a heading, skipped with a warning.
 */
export function buildBomLines(table: BomTable, mapping: ColumnMapping): BomLines {
  const p = plan(table.header, mapping)
  const warnings: string[] = []
  const drafts: Draft[] = []
  const headings: number[] = []
  const counted = mapping.designators !== undefined || mapping.quantity !== undefined
  if (!counted) warnings.push('No designator or quantity column was found: each line counts as 1 piece.')

  let room = MAX_DESIGNATORS_PER_BOM
  for (const row of table.rows) {
    const { draft, quantityCell, filled } = readRow(row, p, room)
    room = Math.max(0, room - draft.designators.length)
    const previous = drafts.at(-1)
    const hasPart = draft.mpn !== '' || draft.distributorParts.length > 0
    if (previous !== undefined && draft.group !== '' && draft.group === previous.group) {
      // The same designator group again: a second source for the line above.
      if (draft.mpn === '' || same(draft.mpn, previous.mpn) || previous.alternates.some((a) => same(a.mpn, draft.mpn))) {
        previous.warnings.push(`Row ${row.row} repeats these designators without another part; it was left out.`)
      } else {
        addAlternate(previous, draft.mpn, draft.manufacturer)
      }
      for (const alternate of draft.alternates) addAlternate(previous, alternate.mpn, alternate.manufacturer)
      continue
    }
    if (
      previous !== undefined &&
      mapping.designators !== undefined &&
      draft.designators.length === 0 &&
      quantityCell === '' &&
      draft.mpn !== ''
    ) {
      addAlternate(previous, draft.mpn, draft.manufacturer)
      for (const alternate of draft.alternates) addAlternate(previous, alternate.mpn, alternate.manufacturer)
      continue
    }
    if (draft.designators.length === 0 && quantityCell === '' && !hasPart && filled <= 1) {
      headings.push(row.row)
      continue
    }
    if (draft.designators.length === 0 && quantityCell === '') {
      draft.quantity = 1
      if (counted) draft.warnings.push('No quantity and no designators: 1 piece is assumed.')
    }
    drafts.push(draft)
  }
  if (headings.length > 0) {
    const one = headings.length === 1
    warnings.push(
      `Row${one ? '' : 's'} ${headings.join(', ')} name${one ? 's' : ''} no part and ${one ? 'was' : 'were'} read as ${one ? 'a heading' : 'headings'}.`,
    )
  }
  const proposed = drafts.filter((d) => mapping.mpn === undefined && d.mpn !== '').length
  if (mapping.mpn === undefined && proposed > 0) {
    const lines = `${proposed} line${proposed === 1 ? '' : 's'}`
    warnings.push(`No part-number column was found; part numbers were proposed on ${lines} from other columns.`)
  }
  return { lines: drafts.map(freeze), warnings }
}

/** The totals of a BOM's lines: every line, and the pieces and lines to buy (do-not-fit lines left out). */
export function bomTotals(lines: readonly BomLineDraft[]): BomTotals {
  let quantity = 0
  let fitted = 0
  for (const line of lines) {
    if (!line.fitted) continue
    fitted++
    quantity += line.quantity
  }
  return { lines: lines.length, quantity, fitted }
}
