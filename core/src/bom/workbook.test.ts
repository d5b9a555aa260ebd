import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { UPLOAD_LIMITS } from './read-limits.ts'
import type { ReadLimits } from './spreadsheet.types.ts'
import { readWorkbook } from './workbook.ts'
import { readZipDirectory } from './zip-directory.ts'
import { expectRefused, zipOf } from './spreadsheet.testing.ts'

type Aoa = (string | number | boolean | Date | null)[][]

/** A workbook built in memory, written to bytes the way a user's file arrives. */
function workbookBytes(sheets: readonly (readonly [string, Aoa, XLSX.Range[]?])[], bookType: XLSX.BookType = 'xlsx'): Uint8Array {
  const wb = XLSX.utils.book_new()
  for (const [name, aoa, merges] of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(aoa)
    if (merges !== undefined) ws['!merges'] = merges
    XLSX.utils.book_append_sheet(wb, ws, name)
  }
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer)
}

function sheetsOf(bytes: Uint8Array, kind: 'xlsx' | 'xls' = 'xlsx', limits: ReadLimits = UPLOAD_LIMITS) {
  const result = readWorkbook(bytes, kind, limits)
  if (!result.ok) throw new Error(result.message)
  return result.sheets
}

describe('readWorkbook', () => {
  it('reads every sheet in order as displayed text, numbers and booleans included', () => {
    const bytes = workbookBytes([
      ['BOM', [['Qty', 'Ref Des', 'Value'], [9, 'C1, C7', '0.1uF'], [1, 'U1', true]]],
      ['DK Order', [['Qty', 'DK'], [9, '1292-1639-1-ND']]],
    ])
    expect(sheetsOf(bytes)).toEqual([
      { name: 'BOM', rows: [['Qty', 'Ref Des', 'Value'], ['9', 'C1, C7', '0.1uF'], ['1', 'U1', 'TRUE']] },
      { name: 'DK Order', rows: [['Qty', 'DK'], ['9', '1292-1639-1-ND']] },
    ])
  })

  it('reads legacy XLS (BIFF8) the same way', () => {
    const bytes = workbookBytes([['handheld', [['Reference', ' Quantity'], ['C6,C10 ', 8]]]], 'biff8')
    expect(sheetsOf(bytes, 'xls')).toEqual([{ name: 'handheld', rows: [['Reference', ' Quantity'], ['C6,C10 ', '8']] }])
  })

  it('fills merged ranges from their top-left cell (a title across the top, Qty over alternates)', () => {
    const bytes = workbookBytes([
      [
        'S',
        [['BOM title'], ['Item', 'Qty', 'MPN'], [1, 2, 'A'], [null, null, 'A-alt']],
        [
          { s: { r: 0, c: 0 }, e: { r: 0, c: 2 } },
          { s: { r: 2, c: 0 }, e: { r: 3, c: 0 } },
          { s: { r: 2, c: 1 }, e: { r: 3, c: 1 } },
        ],
      ],
    ])
    expect(sheetsOf(bytes)[0]?.rows).toEqual([
      ['BOM title', 'BOM title', 'BOM title'],
      ['Item', 'Qty', 'MPN'],
      ['1', '2', 'A'],
      ['1', '2', 'A-alt'],
    ])
  })

  it('keeps sheets named __proto__, constructor and toString, verbatim and with their own cells', () => {
    const bytes = workbookBytes([
      ['__proto__', [['Ref', 'MPN'], ['R1', 'P1']]],
      ['constructor', [['Ref', 'MPN'], ['R2', 'P2']]],
      ['toString', [['Ref', 'MPN'], ['R3', 'P3']]],
    ])
    const sheets = sheetsOf(bytes)
    expect(sheets.map((s) => s.name)).toEqual(['__proto__', 'constructor', 'toString'])
    expect(sheets.map((s) => s.rows[1]?.[1])).toEqual(['P1', 'P2', 'P3'])
    expect(({} as Record<string, unknown>).R1).toBeUndefined()
  })

  it('refuses a zip that is not a workbook, saying what it is', () => {
    const bytes = zipOf({ 'notes.txt': Uint8Array.from([0x68, 0x69]) })
    expectRefused(readWorkbook(bytes, 'xlsx', UPLOAD_LIMITS), 'not-workbook', /zip archive, not an Excel workbook/)
  })

  it('refuses an OpenDocument spreadsheet renamed .xlsx', () => {
    const bytes = workbookBytes([['S', [['a', 'b']]]], 'ods')
    expectRefused(readWorkbook(bytes, 'xlsx', UPLOAD_LIMITS), undefined, /OpenDocument/)
  })

  it('refuses a zip whose directory declares more than the unzipped-size cap (zip bomb), before unpacking', () => {
    const bytes = workbookBytes([['S', [['a', 'b']]]])
    const declared = readZipDirectory(bytes)?.reduce((sum, e) => sum + e.uncompressedSize, 0) ?? 0
    expect(declared).toBeGreaterThan(1000)
    expectRefused(readWorkbook(bytes, 'xlsx', { ...UPLOAD_LIMITS, maxUnzippedBytes: 1000 }), 'unzipped-too-large', /more than 1000 bytes/)
  })

  it('refuses truncated or corrupt workbooks with a message, without throwing', () => {
    const bytes = workbookBytes([['S', [['a', 'b']]]])
    expect(readWorkbook(bytes.slice(0, bytes.length - 30), 'xlsx', UPLOAD_LIMITS)).toMatchObject({ ok: false })
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0])
    expect(readWorkbook(ole, 'xls', UPLOAD_LIMITS)).toMatchObject({ ok: false, reason: 'unreadable' })
  })

  it('refuses sheets past the row, column and cell caps, naming the limit', () => {
    const tall = workbookBytes([['S', Array.from({ length: 12 }, (_, i) => [`R${i}`, 1])]])
    expectRefused(readWorkbook(tall, 'xlsx', { ...UPLOAD_LIMITS, maxRows: 10 }), 'too-many-rows', /more than 10 rows/)
    const wide = workbookBytes([['S', [Array.from({ length: 12 }, (_, i) => `c${i}`)]]])
    expect(readWorkbook(wide, 'xlsx', { ...UPLOAD_LIMITS, maxColumns: 10 })).toMatchObject({ reason: 'too-many-columns' })
    const two = workbookBytes([
      ['A', [['a', 'b'], ['c', 'd']]],
      ['B', [['a', 'b'], ['c', 'd']]],
    ])
    expectRefused(readWorkbook(two, 'xlsx', { ...UPLOAD_LIMITS, maxCells: 6 }), 'too-many-cells', /more than 6 cells/)
  })

  it('reads a sheet whose declared range overstates its content (a writer that claims the whole sheet)', () => {
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Ref', 'Qty'], ['R1', 1]]), 'S')
    // Stored, not deflated, so the sheet's <dimension> can be rewritten in place to claim A1:Z9.
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: false }) as ArrayBuffer)
    const text = String.fromCharCode(...bytes)
    const at = text.indexOf('<dimension ref="A1:B2"/>') + '<dimension ref="'.length
    expect(at).toBeGreaterThan(20)
    Array.from('A1:Z9').forEach((c, k) => (bytes[at + k] = c.charCodeAt(0)))
    const limits = { ...UPLOAD_LIMITS, maxRows: 5, maxColumns: 5 }
    expect(sheetsOf(bytes, 'xlsx', limits)[0]?.rows).toEqual([['Ref', 'Qty'], ['R1', '1']])
  })
})
