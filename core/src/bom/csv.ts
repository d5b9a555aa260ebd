import type { Delimiter } from './spreadsheet.types.ts'

/**
 * A CSV/TSV reader written for real BOM files, which strict RFC 4180 parsers mangle:
 * - a `"` inside an unquoted field is a literal character (`CONN HEADER FMAL 16PS.1" DL GOLD`);
 * - a field that opens with `"` but never closes, or whose closing quote is followed by text, is read again
 *   as unquoted text instead of swallowing the rest of the file;
 * - LF, CRLF, CR alone, and CR CR LF (a CRLF file passed through a converter once more) each end one line,
 *   in any mix (the Digi-Key export ends its header in LF and its rows in CRLF).
 * Quoted fields may hold delimiters, line ends and `""` escapes. A line end at the very end of the text
 * ends the last row; it does not start an empty one.
 */

/** The delimiters tried, in the order that wins ties. */
export const DELIMITERS: readonly Delimiter[] = [',', ';', '\t']

/** Caps on what one parse may build (`BOM.maxRows`, `maxColumns`, `maxCells` for uploads). */
export interface CsvLimits {
  readonly maxRows: number
  readonly maxColumns: number
  readonly maxCells: number
}

/** Options of `parseCsv`. */
export interface CsvOptions {
  readonly delimiter: Delimiter
  /** Refuse past these; none by default. */
  readonly limits?: CsvLimits
  /** Stop quietly after this many rows (used to sniff the delimiter on the first rows only). */
  readonly maxRecords?: number
}

/** The rows read, or the limit the text went past (the parse stops there). */
export type CsvResult =
  | {
      readonly ok: true
      readonly rows: string[][]
      /** Well-formed quoted fields. */
      readonly quotedFields: number
      /** Unquoted fields holding a `"` (an inch mark, or a sign the delimiter is wrong). */
      readonly bareQuotes: number
      /** Fields that opened with `"` but were not well-formed quoted fields, so were read as text. */
      readonly looseQuotes: number
    }
  | { readonly ok: false; readonly exceeded: 'rows' | 'columns' | 'cells'; readonly limit: number }

const QUOTE = 0x22
const CR = 0x0d
const LF = 0x0a
const SPACE = 0x20

/**
 * A quoted field starting at `start` (on its opening quote): its value and the index just past it, or
 * `undefined` when it is not a well-formed quoted field (never closed, or text after the closing quote), in
 * which case the caller reads it as unquoted text. Spaces after the closing quote are dropped.
 */
function readQuoted(text: string, start: number, delim: number): { value: string; end: number } | undefined {
  let from = start + 1
  let escaped = false
  for (;;) {
    const q = text.indexOf('"', from)
    if (q === -1) return undefined
    if (text.charCodeAt(q + 1) === QUOTE) {
      escaped = true
      from = q + 2
      continue
    }
    let end = q + 1
    while (text.charCodeAt(end) === SPACE) end++
    const next = text.charCodeAt(end)
    if (end < text.length && next !== delim && next !== CR && next !== LF) return undefined
    // One slice, unescaped once: building the value piece by piece is slow on fields full of `""`.
    const inner = text.slice(start + 1, q)
    return { value: escaped ? inner.replaceAll('""', '"') : inner, end }
  }
}

/** Parses CSV/TSV text with a known delimiter. Never throws. */
export function parseCsv(text: string, options: CsvOptions): CsvResult {
  const delim = options.delimiter.charCodeAt(0)
  const limits = options.limits
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY
  const rows: string[][] = []
  const n = text.length
  let looseQuotes = 0
  let quotedFields = 0
  let bareQuotes = 0
  if (n === 0) return { ok: true, rows, quotedFields, looseQuotes, bareQuotes }
  let row: string[] = []
  let cells = 0
  let i = 0
  for (;;) {
    // At the start of a field.
    let value: string | undefined
    if (text.charCodeAt(i) === QUOTE) {
      const quoted = readQuoted(text, i, delim)
      if (quoted !== undefined) {
        value = quoted.value
        i = quoted.end
        quotedFields++
      } else {
        looseQuotes++
      }
    }
    if (value === undefined) {
      let j = i
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === delim || c === CR || c === LF) break
        j++
      }
      value = text.slice(i, j)
      if (value.includes('"')) bareQuotes++
      i = j
    }
    row.push(value)
    cells++
    if (limits !== undefined) {
      if (row.length > limits.maxColumns) return { ok: false, exceeded: 'columns', limit: limits.maxColumns }
      if (cells > limits.maxCells) return { ok: false, exceeded: 'cells', limit: limits.maxCells }
    }
    // Now on a delimiter, a line end, or the end of the text.
    if (i >= n) {
      rows.push(row)
      break
    }
    const c = text.charCodeAt(i)
    if (c === delim) {
      i++
      continue
    }
    if (c === CR) {
      if (text.charCodeAt(i + 1) === CR && text.charCodeAt(i + 2) === LF) i += 3
      else if (text.charCodeAt(i + 1) === LF) i += 2
      else i += 1
    } else {
      i += 1
    }
    rows.push(row)
    row = []
    if (limits !== undefined && rows.length > limits.maxRows) {
      return { ok: false, exceeded: 'rows', limit: limits.maxRows }
    }
    if (i >= n || rows.length >= maxRecords) break
  }
  if (limits !== undefined && rows.length > limits.maxRows) {
    return { ok: false, exceeded: 'rows', limit: limits.maxRows }
  }
  return { ok: true, rows, quotedFields, looseQuotes, bareQuotes }
}

/** How many rows the delimiter is sniffed on: enough to see past a metadata block to the table. */
const SNIFF_RECORDS = 50
/** How much text the delimiter is sniffed on, so one giant field cannot make sniffing read the file thrice. */
const SNIFF_CHARS = 64 * 1024

/**
 * The delimiter among `,` `;` and tab that splits the first rows most consistently (quotes respected): the
 * one whose most common field count (at least 2) covers the largest share of non-empty rows, less the share
 * of fields it leaves with a loose opening quote (`"a;b",c` split on `;`); ties go to the one leaving fewer
 * quotes inside unquoted fields, then to the one reading more well-formed quoted fields, then to the larger
 * field count, then to the order of `DELIMITERS`. Text with no delimiter at all reads as `,`.
 */
export function sniffDelimiter(text: string): Delimiter {
  let best: Delimiter = ','
  let bestShare = 0
  let bestWidth = 0
  let bestQuoted = 0
  let bestBare = Number.POSITIVE_INFINITY
  const head = text.slice(0, SNIFF_CHARS)
  for (const delimiter of DELIMITERS) {
    const result = parseCsv(head, { delimiter, maxRecords: SNIFF_RECORDS })
    if (!result.ok) continue
    const counts = new Map<number, number>()
    let total = 0
    for (const r of result.rows) {
      if (r.every((cell) => cell === '')) continue
      total++
      counts.set(r.length, (counts.get(r.length) ?? 0) + 1)
    }
    let width = 0
    let freq = 0
    for (const [w, f] of counts) {
      if (f > freq || (f === freq && w > width)) {
        width = w
        freq = f
      }
    }
    if (width < 2 || total === 0) continue
    const share = freq / total - Math.min(1, result.looseQuotes / total)
    const { quotedFields: quoted, bareQuotes: bare } = result
    const better =
      share > bestShare ||
      (share === bestShare &&
        (bare < bestBare ||
          (bare === bestBare && (quoted > bestQuoted || (quoted === bestQuoted && width > bestWidth)))))
    if (better) {
      best = delimiter
      bestShare = share
      bestWidth = width
      bestQuoted = quoted
      bestBare = bare
    }
  }
  return best
}

/**
 * Writes rows as CSV: a field is quoted when it holds a quote, a delimiter, a line end, or leading or
 * trailing spaces, or when `quoteAll` is set. The inverse of `parseCsv`, used for exports and tests.
 */
export function writeCsv(
  rows: readonly (readonly string[])[],
  options: { readonly delimiter: Delimiter; readonly lineEnd?: string; readonly quoteAll?: boolean },
): string {
  const lineEnd = options.lineEnd ?? '\r\n'
  const special = /[",;\t\r\n]|^ | $/
  const field = (cell: string): string =>
    options.quoteAll === true || special.test(cell) || cell.startsWith('"') ? `"${cell.replaceAll('"', '""')}"` : cell
  const lines = rows.map((row) => row.map(field).join(options.delimiter))
  // A last row of one empty field would be an empty last line, which reads as no row at all: quote it.
  const last = rows[rows.length - 1]
  if (last !== undefined && last.length === 1 && last[0] === '') lines[lines.length - 1] = '""'
  return lines.join(lineEnd)
}
