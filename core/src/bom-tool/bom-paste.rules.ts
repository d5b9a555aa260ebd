import { writeCsv } from '../bom/csv.ts'
import { classifyHeader } from '../bom/header-words.ts'

/**
 * The paste box of `/bom` (issue 18: "a paste box for part numbers and quantities typed or copied from a
 * spreadsheet (one line per part)"). Ours: what is pasted becomes a small CSV file that goes through the same
 * checks, reader, mapping and matching as an uploaded one, so a pasted BOM is read, refused and matched exactly
 * like a file.
 *
 * - Cells copied from a spreadsheet come tab-separated: each line keeps its cells, and a header row the BOM
 *   reader knows (`Part Number`, `Qty`, `Designator`…) is kept as it is.
 * - Typed lines are a part number and a quantity, in either order, separated by spaces, a comma, a semicolon
 *   or `x` (`LM358DR 10`, `10 x LM358DR`, `LM358DR, 10, Texas Instruments`); a line without a quantity asks for
 *   one piece. Without a known header, one is written: `Part Number`, `Quantity`, `Manufacturer`.
 */

/** The name the pasted lines travel under (a `.csv`, as BOM-1 asks). */
export const PASTED_FILE_NAME = 'pasted-parts.csv'

/** What a paste becomes: the CSV text and how many part lines it holds, or why there is nothing to read. */
export type PastedBom =
  | { readonly ok: true; readonly fileName: string; readonly text: string; readonly lines: number }
  | { readonly ok: false; readonly message: string }

export const EMPTY_PASTE_MESSAGE = 'Paste or type at least one part number, one line per part (for example "LM358DR 10").'

const QUANTITY = /^\d{1,9}(?:[.,]\d+)?$/u

function isQuantity(cell: string): boolean {
  return QUANTITY.test(cell.replace(/^[x×]\s*|\s*(?:pcs|pc|x|×)$/iu, ''))
}

function quantityOf(cell: string): string {
  return cell.replace(/^[x×]\s*|\s*(?:pcs|pc|x|×)$/iu, '').replace(',', '.')
}

/** One typed line as `[part number, quantity, manufacturer]`. */
function typedCells(line: string): string[] {
  const cells = (/[,;]/u.test(line) ? line.split(/\s*[,;]\s*/u) : line.split(/\s+/u)).map((cell) => cell.trim()).filter((cell) => cell !== '' && !/^[x×]$/iu.test(cell))
  const at = cells.findIndex(isQuantity)
  // The part number is the first cell that is not the quantity; a line of only a number is a part number.
  const quantityAt = at === -1 || cells.length === 1 ? -1 : at
  const rest = cells.filter((_, i) => i !== quantityAt)
  const [part = '', ...maker] = rest
  return [part, quantityAt === -1 ? '1' : quantityOf(cells[quantityAt] ?? '1'), maker.join(' ')]
}

function hasKnownHeader(cells: readonly string[]): boolean {
  return cells.filter((cell) => classifyHeader(cell) !== undefined).length >= 1 && !cells.some(isQuantity)
}

/** The pasted text as a BOM file's text, or the message for an empty paste. */
export function pastedBom(text: string): PastedBom {
  const lines = text
    .replace(/^\uFEFF/u, '')
    .split(/\r\n|\r|\n/u)
    .filter((line) => line.trim() !== '')
  if (lines.length === 0) return { ok: false, message: EMPTY_PASTE_MESSAGE }
  const tabbed = lines.some((line) => line.includes('\t'))
  const first = lines[0] ?? ''
  if (tabbed) {
    const rows = lines.map((line) => line.split('\t').map((cell) => cell.trim()))
    if (hasKnownHeader(rows[0] ?? [])) return done(rows, rows.length - 1)
    const width = Math.max(...rows.map((row) => row.length))
    const typed = width <= 3 ? rows.map((row) => typedCells(row.join(','))) : rows
    const header = width <= 3 ? ['Part Number', 'Quantity', 'Manufacturer'] : ['Part Number', 'Quantity', ...Array.from({ length: width - 2 }, (_, i) => `Column ${i + 3}`)]
    return done([header, ...typed], typed.length)
  }
  const firstCells = first.split(/\s*[,;]\s*/u)
  if (firstCells.length > 1 && hasKnownHeader(firstCells)) {
    const rows = lines.map((line) => line.split(/\s*[,;]\s*/u).map((cell) => cell.trim()))
    return done(rows, rows.length - 1)
  }
  const rows = lines.map(typedCells).filter((row) => row[0] !== '')
  if (rows.length === 0) return { ok: false, message: EMPTY_PASTE_MESSAGE }
  return done([['Part Number', 'Quantity', 'Manufacturer'], ...rows], rows.length)
}

function done(rows: readonly (readonly string[])[], lines: number): PastedBom {
  return { ok: true, fileName: PASTED_FILE_NAME, text: writeCsv(rows, { delimiter: ',', lineEnd: '\n' }), lines }
}

/** Text as UTF-8 bytes (core has no `TextEncoder`). */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) out.push(code)
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return Uint8Array.from(out)
}
