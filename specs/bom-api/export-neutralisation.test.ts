import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as XLSX from 'xlsx'
import { parseCsv } from '../../core/src/bom/index.ts'
import { restoreCell, rowsToCsv, rowsToXlsx } from '../../server/src/bom/export.ts'

/**
 * Issue 8, "Export of a BOM with its matches as CSV or XLSX, cells that start with `=`, `+`, `-`, `@`, tab or CR
 * neutralised": any cell text, written to either format and read back, never starts with a formula character,
 * and gives back exactly the text written once its neutralising apostrophe is taken off.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** Cell text: any text, often starting with a formula character or an apostrophe. */
const cellText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", "'="), fc.string({ unit: 'grapheme', maxLength: 40 })).map(([start, rest]) => start + rest),
  fc.constantFrom('=HYPERLINK("http://evil.example","x")', '=cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '-2+3', '+1', '\t=1', '\r=1'),
)

const rows = fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 })

function csvBack(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n$/, '')
  const parsed = parseCsv(text, { delimiter: ',' })
  if (!parsed.ok) throw new Error('unreadable CSV')
  return parsed.rows
}

function xlsxBack(bytes: Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'array' })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (sheet === undefined) throw new Error('no sheet')
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true })
}

/** The rows as written: a row of empty cells keeps its width in CSV; a workbook drops trailing empties. */
function trimmed(grid: readonly (readonly string[])[]): string[][] {
  return grid.map((row) => {
    const cells = [...row]
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
    return cells
  })
}

describe('exported cells are neutralised (fast-check)', () => {
  test.prop([rows])('CSV: no cell read back starts with a formula character, and each restores to its text', (written) => {
    const back = csvBack(rowsToCsv(written))
    for (const row of back) for (const cell of row) expect(cell).not.toMatch(FORMULA_START)
    expect(back.map((row) => row.map(restoreCell))).toEqual(written)
  })

  test.prop([rows])('XLSX: no cell read back starts with a formula character, and each restores to its text', (written) => {
    const back = xlsxBack(rowsToXlsx(written, 'BOM'))
    for (const row of back) for (const cell of row) expect(String(cell)).not.toMatch(FORMULA_START)
    expect(trimmed(back.map((row) => row.map((cell) => restoreCell(String(cell)))))).toEqual(trimmed(written))
  })
})
