import { fc, test } from '@fast-check/vitest'
import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { type BomRead, readBom } from './read-bom.ts'
import { expectRefused } from './spreadsheet.testing.ts'

/** UTF-8 bytes of a string, without TextEncoder (core compiles without DOM or Node types). */
const encode = (s: string) => Uint8Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0))

/** Only arrays, plain objects, strings, finite numbers and booleans, all the way down: what a worker can post. */
function isPlainData(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(isPlainData)
}

function ok(result: ReturnType<typeof readBom>): BomRead {
  if (!result.ok) throw new Error(result.message)
  return result
}

const CSV = [
  'Board X BOM,,,,',
  'Ref,Qty,Value,Manufacturer,MPN',
  '"R1-R3, R8",4,10k,Yageo,RC0402FR-0710KL',
  'C1,1,100nF,Murata,GRM155R71C104KA88D',
  'C1,1,100nF,Samsung,CL05B104KO5NNNC',
  'R9,1,DNP,,',
  'U1,2,LM358,TI,LM358DR',
  '',
  'Total:,8',
].join('\r\n')

function workbook(sheets: Record<string, (string | number)[][]>): Uint8Array {
  const wb = XLSX.utils.book_new()
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name)
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

describe('readBom', () => {
  it('reads bytes into the sheet, header row, mapping, lines, warnings and totals', () => {
    const read = ok(readBom(encode(CSV), 'board.csv'))
    expect(read).toMatchObject({ ok: true, format: 'csv', sheet: 'board', sheets: ['board'], headerRow: 2 })
    expect(read.mapping.map((m) => [m.header, m.field])).toEqual([
      ['Ref', 'designators'],
      ['Qty', 'quantity'],
      ['Value', 'value'],
      ['Manufacturer', 'manufacturer'],
      ['MPN', 'mpn'],
    ])
    expect(read.lines.map((l) => [l.row, l.designators.length, l.quantity, l.mpn, l.alternates.length, l.fitted])).toEqual([
      [3, 4, 4, 'RC0402FR-0710KL', 0, true],
      [4, 1, 1, 'GRM155R71C104KA88D', 1, true],
      [6, 1, 1, '', 0, false],
      [7, 1, 2, 'LM358DR', 0, true],
    ])
    expect(read.warnings).toEqual(['Row 7: The quantity is 2 but 1 designator is listed (U1); the quantity is used.'])
    expect(read.totals).toEqual({ lines: 4, quantity: 7, fitted: 3 })
  })

  it('answers plain data only (it crosses a worker thread): no class, function or undefined, and JSON keeps it all', () => {
    const read = ok(readBom(encode(CSV), 'board.csv'))
    expect(isPlainData(read)).toBe(true)
    expect(JSON.parse(JSON.stringify(read))).toEqual(read)
  })

  it('re-reads with the sheet, header row and mapping the buyer chose', () => {
    const bytes = workbook({
      Notes: [['Made by hand'], ['Ask Anna']],
      Parts: [
        ['Rev B', '', ''],
        ['Where', 'How many', 'Order number'],
        ['R1', 2, 'RC0402FR-0710KL'],
        ['R2', 1, 'RC0603FR-0710KL'],
      ],
    })
    const guessed = ok(readBom(bytes, 'bom.xlsx'))
    expect([guessed.sheet, guessed.sheets, guessed.headerRow]).toEqual(['Parts', ['Notes', 'Parts'], 2])

    const chosen = ok(
      readBom(bytes, 'bom.xlsx', {
        sheet: 'Parts',
        headerRow: 2,
        mapping: [
          { column: 0, field: 'designators' },
          { column: 1, field: 'quantity' },
          { column: 2, field: 'mpn' },
        ],
      }),
    )
    expect(chosen.mapping.map((m) => [m.field, m.confidence])).toEqual([
      ['designators', 1],
      ['quantity', 1],
      ['mpn', 1],
    ])
    expect(chosen.lines.map((l) => [l.designators, l.quantity, l.mpn])).toEqual([
      [['R1'], 2, 'RC0402FR-0710KL'],
      [['R2'], 1, 'RC0603FR-0710KL'],
    ])
    expect(chosen.totals.quantity).toBe(3)
    expectRefused(readBom(bytes, 'bom.xlsx', { sheet: 'BOM' }), 'no-sheet', /no sheet named "BOM"/)
    expectRefused(readBom(bytes, 'bom.xlsx', { headerRow: 9 }), 'bad-header-row', /Row 9 is not a row of "Parts"/)
    expectRefused(readBom(bytes, 'bom.xlsx', { mapping: [{ column: 7, field: 'mpn' }] }), 'bad-mapping', /not a column of this sheet/)
    expectRefused(readBom(bytes, 'bom.xlsx', { sheet: 'Notes' }), 'no-rows', /No parts were found/)
  })

  it('says when it read a second header row or moved rows back under the header', () => {
    const twoRows = ['Ref,Qty,MPN,SKU,SKU', ',,,Digi-Key,LCSC', 'R1,1,RC0402FR-0710KL,311-10.0KLRCT-ND,C25744'].join('\n')
    const read = ok(readBom(encode(twoRows), 'bom.csv'))
    expect(read.lines[0]?.distributorParts).toEqual([
      { distributor: 'digikey', sku: '311-10.0KLRCT-ND' },
      { distributor: 'lcsc', sku: 'C25744' },
    ])
    expect(read.warnings).toEqual(['Row 2 names the distributors of the part-number columns above it; it is read as part of the header.'])

    const shifted = ['Ref,Qty,MPN,Description', 'R1,1,RC0402,RES 10K', 'R2,1,RC0603,RES 1K', ',C1,1,GRM155,CAP 100N', 'C2,1,GRM155,CAP 100N'].join('\n')
    const realigned = ok(readBom(encode(shifted), 'bom.csv'))
    expect(realigned.lines.find((l) => l.row === 4)).toMatchObject({ designators: ['C1'], quantity: 1, mpn: 'GRM155' })
    expect(realigned.warnings).toEqual(['Row 4 sat one column right of the header; it was moved back under it.'])
  })

  it('holds the upload limits: the name (text suffixes only when asked), the size, 200 models', () => {
    expectRefused(readBom(encode(CSV), 'board.pdf'), 'suffix', /\.xls, \.xlsx or \.csv/)
    expectRefused(readBom(encode(CSV), 'board.tsv'), 'suffix', /\.xls, \.xlsx or \.csv/)
    expect(readBom(encode(CSV), 'board.tsv', { textSuffixes: true }).ok).toBe(true)
    expectRefused(readBom(encode(CSV), 'board.pdf', { textSuffixes: true }), 'suffix', /\.xls, \.xlsx or \.csv/)
    expectRefused(readBom(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41), 'board.csv'), 'too-large', /5 MB/)
    const lines = (n: number) => ['Ref,MPN', ...Array.from({ length: n }, (_, k) => `R${k + 1},PART-${k}`)].join('\n')
    expect(readBom(encode(lines(200)), 'bom.csv').ok).toBe(true)
    expectRefused(readBom(encode(lines(201)), 'bom.csv'), 'too-many-models', /at most 200/)
    expectRefused(readBom(encode('Ref,Qty,MPN\n'), 'bom.csv'), 'no-rows', /No parts were found/)
  })

  it('cannot be made to expand millions of designators: 19,000 rows of 10,000-designator ranges', () => {
    const letters = (k: number) => Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + (Math.floor(k / 26 ** i) % 26))).join('')
    const rows = Array.from({ length: 19_000 }, (_, k) => `X${letters(k)}1-X${letters(k)}10000,RC0402FR-0710KL`)
    const read = ok(readBom(encode(['Ref,MPN', ...rows].join('\n')), 'bom.csv'))
    expect(read.lines).toHaveLength(19_000)
    expect(read.lines.reduce((sum, l) => sum + l.designators.length, 0)).toBeLessThanOrEqual(100_000 + 19_000)
    const last = letters(18_999)
    expect(read.lines.at(-1)?.designators).toEqual([`X${last}1-X${last}10000`])
    expect(read.warnings.at(-1)).toMatch(/would be 10,000 designators, past the 100,000 one BOM may hold in all; it is kept as written/)
  }, 30_000)

  it('reads a file of pathological cells (megabytes without a separator) in linear time', () => {
    const long = (c: string, n = 900_000) => c.repeat(n)
    const text = [
      'Ref,Qty,MPN,Notes,Digikey',
      `${long('A')},${long('1', 1000)},${long('-')}LM358DR,x,${long('(')})`,
      `R1 ${long(' ')}- R2,2,LM358DR,${long(' ')}DNP,`,
    ].join('\n')
    // A pattern that backtracks over these cells would take hours (the test's time limit ends it); its speed is
    // measured by `npm run bench:bom`.
    const read = ok(readBom(encode(text), 'bom.csv'))
    expect(read.lines.map((l) => l.designators.length)).toEqual([1, 2])
    // Issue 14: the cells are bounded, each cut said on its line; the 1,000-digit quantity is past the cap.
    expect(read.lines[0]?.warnings).toEqual([
      'The cell in Ref has 900,000 characters, more than the 100,000 a cell may have; only its first 100,000 were read.',
      'The part number in MPN has 900,007 characters, more than the 100 a part number may have; it was not read.',
      'The part number in Digikey has 900,001 characters, more than the 100 a part number may have; it was not read.',
      `The quantity ${'1'.repeat(40)}… is more than 10,000,000, the most one line may have; the 1 designator is counted instead.`,
    ])
  }, 30_000)

  test.prop([fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('bom.csv', 'bom.xls', 'bom.xlsx')])(
    'reads arbitrary bytes or refuses them with a message, never throwing',
    (bytes, name) => {
      const result = readBom(bytes, name)
      if (!result.ok) expect(result.message).toMatch(/\w{3,}.*\./)
      else expect(result.lines.length).toBeGreaterThan(0)
    },
  )
})
