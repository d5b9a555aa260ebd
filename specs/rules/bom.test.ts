import { readFileSync, readdirSync } from 'node:fs'
import { fc, test } from '@fast-check/vitest'
import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import {
  DELIMITERS,
  type Refusal,
  type RefusalReason,
  type SpreadsheetRead,
  checkUploadName,
  countModels,
  readBomUpload,
  readSpreadsheet,
  writeCsv,
} from '../../core/src/bom/index.ts'
import { BOM } from '../../core/src/constants.ts'
import { sharedDataFile } from '../support/shared-data.ts'

/**
 * The BOM reader against every real file of `../shared/data/boms/` (read in place, never copied), checked
 * against the files themselves and their README, and against hostile uploads.
 */

function bytesOf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(sharedDataFile('boms', name)))
}

function read(name: string): SpreadsheetRead {
  const result = readSpreadsheet(bytesOf(name), name)
  if (!result.ok) throw new Error(`${name}: ${result.message}`)
  return result
}

/** Asserts a refusal with that reason (when given) and a message matching the pattern. */
function expectRefused(result: { readonly ok: boolean }, reason: RefusalReason | undefined, message: RegExp): void {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result).slice(0, 200)}`)
  const refusal = result as Refusal
  if (reason !== undefined) expect(refusal.reason).toBe(reason)
  expect(refusal.message).toMatch(message)
}

const cellsAt = (result: SpreadsheetRead, row: number) => result.rows.find((r) => r.row === row)?.cells

/** What each real file reads as: format, proposed sheet, header row (1-based), header cells, data rows. */
interface Expected {
  readonly file: string
  readonly format: 'csv' | 'tsv' | 'xls' | 'xlsx'
  readonly sheet: string
  readonly headerRow: number
  readonly header: Readonly<Record<number, string>>
  readonly width: number
  readonly rows: number
  readonly footer: number
}

const EXPECTED: readonly Expected[] = [
  { file: 'hackrf-one-bom_2014_semicolon.csv', format: 'csv', sheet: 'hackrf-one-bom_2014_semicolon', headerRow: 1, header: { 0: 'ref', 1: 'value', 9: 'Field8' }, width: 10, rows: 414, footer: 0 },
  { file: 'hackrf-one-bom_2016_kicad.csv', format: 'csv', sheet: 'hackrf-one-bom_2016_kicad', headerRow: 1, header: { 2: 'Reference(s)', 9: 'Part Number' }, width: 10, rows: 65, footer: 0 },
  { file: 'tomu_bom-digikey.csv', format: 'csv', sheet: 'tomu_bom-digikey', headerRow: 1, header: { 0: 'Digi-Key Part Number', 3: 'Customer Reference', 12: 'REACH Status' }, width: 13, rows: 7, footer: 0 },
  { file: 'tomu_tomu-bom.csv', format: 'csv', sheet: 'tomu_tomu-bom', headerRow: 1, header: { 0: 'Reference', 6: 'MPN', 9: 'Notes' }, width: 10, rows: 22, footer: 0 },
  { file: 'ulx3s_bom_kibom.csv', format: 'csv', sheet: 'ulx3s_bom_kibom', headerRow: 1, header: { 3: 'References', 6: 'Quantity Per PCB', 78: 'price100_TME' }, width: 79, rows: 52, footer: 10 },
  { file: 'ulx3s_1-click-bom.tsv', format: 'tsv', sheet: 'ulx3s_1-click-bom', headerRow: 1, header: { 0: 'References', 1: 'Qty', 57: 'Vertical' }, width: 58, rows: 63, footer: 0 },
  { file: 'pslab-mini_JLCPCB_SMT_BOM.csv', format: 'csv', sheet: 'pslab-mini_JLCPCB_SMT_BOM', headerRow: 1, header: { 0: 'Comment', 3: 'JLCPCB Part' }, width: 4, rows: 68, footer: 0 },
  { file: 'libresolar_bms-c1_bom.csv', format: 'csv', sheet: 'libresolar_bms-c1_bom', headerRow: 1, header: { 0: 'Reference', 7: 'PartNumber' }, width: 10, rows: 69, footer: 0 },
  { file: 'libresolar_mppt-10a_BOM.csv', format: 'csv', sheet: 'libresolar_mppt-10a_BOM', headerRow: 1, header: { 3: 'References', 8: 'PartNumber', 13: 'Alternatives' }, width: 14, rows: 57, footer: 10 },
  { file: 'tillitis_tp1.csv', format: 'csv', sheet: 'tillitis_tp1', headerRow: 6, header: { 0: 'Ref', 1: 'Qnty', 6: 'Manufacturer Part Number' }, width: 9, rows: 11, footer: 0 },
  { file: 'smoothieboard_bom.xls', format: 'xls', sheet: 'Sheet1', headerRow: 1, header: { 0: 'Qty', 1: 'Digikey', 7: 'J' }, width: 8, rows: 48, footer: 0 },
  { file: 'keyboard-featherwing_bom.xls', format: 'xls', sheet: 'handheld_featherwing', headerRow: 1, header: { 0: 'Reference', 1: ' Quantity', 2: 'Link' }, width: 4, rows: 20, footer: 0 },
  { file: 'bitaxeUltra_BOM.xlsx', format: 'xlsx', sheet: 'BOM', headerRow: 1, header: { 1: 'Ref Des', 4: 'PARTNO', 5: 'DNP' }, width: 6, rows: 46, footer: 0 },
  { file: 'bitaxe_BOM_jlcpcb.xlsx', format: 'xlsx', sheet: 'JLCPCB', headerRow: 1, header: { 0: 'Comment', 3: 'JLCPCB part' }, width: 4, rows: 30, footer: 0 },
  { file: 'esp32-s3-box_BOM_v2.5.xlsx', format: 'xlsx', sheet: 'SCH_ESP32-S3-BOX_V2', headerRow: 2, header: { 0: 'Item', 2: 'Reference', 7: 'Manufacturer Part #' }, width: 9, rows: 62, footer: 0 },
]

describe('the real BOM files', () => {
  it('are all covered: every file of shared/data/boms has its expectation here', () => {
    const files = readdirSync(sharedDataFile('boms')).filter((f) => !f.startsWith('.')).sort()
    expect(files).toEqual(EXPECTED.map((e) => e.file).sort())
    expect(files).toHaveLength(15)
  })

  for (const e of EXPECTED) {
    it(`BOM-1: ${e.file} reads as ${e.format}, header on row ${e.headerRow}, ${e.rows} data rows${e.footer > 0 ? ` and a ${e.footer}-row footer` : ''}`, () => {
      const result = read(e.file)
      expect(result.format).toBe(e.format)
      expect(result.sheetName).toBe(e.sheet)
      expect(result.headerRow).toBe(e.headerRow)
      expect(result.header).toHaveLength(e.width)
      for (const [column, text] of Object.entries(e.header)) expect(result.header[Number(column)]).toBe(text)
      expect(result.rows).toHaveLength(e.rows)
      expect(result.footer).toHaveLength(e.footer)
      // Row numbers are those a spreadsheet program shows, blank rows counted, all below the header.
      expect(result.rows.every((r, i) => r.row > e.headerRow && (i === 0 || r.row > (result.rows[i - 1]?.row ?? 0)))).toBe(true)
    })
  }

  it('BOM-1: hackrf 2014 keeps the five bare inch marks inside unquoted fields, and its DNP rows', () => {
    const result = read('hackrf-one-bom_2014_semicolon.csv')
    expect(result.delimiter).toBe(';')
    expect(result.rows.every((r) => r.cells.length === 10)).toBe(true)
    const inches = result.rows.filter((r) => r.cells.some((c) => c.includes('"')))
    expect(inches.map((r) => r.row)).toEqual([215, 223, 225, 229, 231])
    expect(cellsAt(result, 215)).toEqual(['P9', 'BASEBAND', 'Sullins', 'PPPC082LFBN-RC', 'CONN HEADER FMAL 16PS.1" DL GOLD', '', '', '', '', ''])
    expect(result.rows.filter((r) => r.cells[5] === 'DNP')).toHaveLength(18)
    expect(result.rows.filter((r) => r.cells[2] === 'DNP' && r.cells[3] === '')).toHaveLength(96)
  })

  it('BOM-1: hackrf 2016 reads quoted designator lists of up to 57 names', () => {
    const result = read('hackrf-one-bom_2016_kicad.csv')
    expect(cellsAt(result, 2)?.slice(0, 2)).toEqual(['1', '33'])
    expect(cellsAt(result, 2)?.[2]?.split(', ')).toHaveLength(33)
    expect(Math.max(...result.rows.map((r) => (r.cells[2] ?? '').split(', ').length))).toBe(57)
  })

  it('BOM-1: the Digi-Key export loses its byte-order mark and reads through its mixed LF/CRLF line ends', () => {
    const bytes = bytesOf('tomu_bom-digikey.csv')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const result = read('tomu_bom-digikey.csv')
    expect(result.encoding).toBe('utf-8')
    expect(result.header[0]).toBe('Digi-Key Part Number')
    expect(result.rows.some((r) => r.cells.some((c) => c.includes('\r')))).toBe(false)
    expect(cellsAt(result, 2)?.slice(0, 5)).toEqual(['311-15LRCT-ND', 'YAGEO (VA)', 'RC0402FR-0715RL', 'R3 R4', '2'])
    expect(result.rows.every((r) => r.cells.length === 13)).toBe(true)
  })

  it('BOM-1: tomu keeps quoted values with commas and its DNP notes', () => {
    const result = read('tomu_tomu-bom.csv')
    expect(cellsAt(result, 2)?.slice(0, 2)).toEqual(['C2', '1uF, 10V, X5R, 0402'])
    expect(result.rows.filter((r) => r.cells[9] === 'DNP').length).toBeGreaterThan(0)
  })

  it('BOM-1: the KiBoM footers are set apart from the parts (ulx3s, LibreSolar mppt)', () => {
    const ulx3s = read('ulx3s_bom_kibom.csv')
    // The README says the 79th header field is empty; the bytes say otherwise: the line ends in `price100_TME\n`.
    expect(ulx3s.header.includes('')).toBe(false)
    expect(ulx3s.rows.at(-1)?.cells[0]).toBe('52')
    expect(ulx3s.footer.map((r) => r.cells[0])).toEqual([
      'Component Groups:',
      'Component Count:',
      'Fitted Components:',
      'Number of PCBs:',
      'Total components:',
      'Schematic Version:',
      'Schematic Date:',
      'BoM Date:',
      'Schematic Source:',
      'KiCad Version:',
    ])
    expect(ulx3s.footer[7]?.cells[1]).toBe('srijeda, 05. lipnja 2019. 12:30:37 CEST')
    expect(ulx3s.rows.some((r) => r.cells.some((c) => c.includes('€')))).toBe(true)

    const mppt = read('libresolar_mppt-10a_BOM.csv')
    expect(mppt.delimiter).toBe(';')
    expect(mppt.rows.at(-1)?.cells.slice(0, 4)).toEqual(['57', 'Three pin ceramic resonator', 'Resonator_Small', 'Y1'])
    expect(mppt.footer[0]?.cells.slice(0, 2)).toEqual(['Component Groups:', '57'])
    expect(cellsAt(mppt, 4)?.[10]).toBe('100V, X7R 100V (not needed), X7R')
    expect(cellsAt(mppt, 18)?.[5]).toBe('Phoenix_Contact_PT_2,5-2-7,5-H')
  })

  it('BOM-1: the TSV, JLCPCB and all-quoted CSV files read their known lines', () => {
    expect(cellsAt(read('ulx3s_1-click-bom.tsv'), 3)?.slice(0, 2)).toEqual(['AUDIO1', '1'])
    expect(cellsAt(read('pslab-mini_JLCPCB_SMT_BOM.csv'), 3)).toEqual(['22uF', 'C1,C4,C6,C7,C11,C14,C15', 'Capacitor_SMD:C_0805_2012Metric', 'C602037'])
    const bms = read('libresolar_bms-c1_bom.csv')
    expect(cellsAt(bms, 3)?.slice(0, 2)).toEqual(['C17,C18', '47µF'])
    const tillitis = read('tillitis_tp1.csv')
    expect(cellsAt(tillitis, 7)?.slice(0, 3)).toEqual(['F1', '1', '50mA'])
    expect(cellsAt(tillitis, 17)?.slice(-2)).toEqual(['Digikey', '2648-SC0915TR-ND'])
  })

  it('BOM-1: the BIFF5 and BIFF8 workbooks read, blank rows counted in row numbers', () => {
    const smoothie = read('smoothieboard_bom.xls')
    expect(smoothie.sheets.map((s) => s.name)).toEqual(['Sheet1'])
    expect(smoothie.rows[0]).toEqual({ row: 4, cells: ['1', '296-11599-1-ND', '', '74LVC1G04', 'SOT23-5', 'IC7', '74LVC1G04 - Single Inverter Gate'] })
    expect(smoothie.rows.at(-1)?.row).toBe(51)
    const keyboard = read('keyboard-featherwing_bom.xls')
    expect(keyboard.rows.filter((r) => /lcsc\.com/.test(r.cells[2] ?? ''))).toHaveLength(16)
    expect(keyboard.rows.filter((r) => /digikey\.com/.test(r.cells[2] ?? ''))).toHaveLength(3)
    expect(cellsAt(keyboard, 14)?.slice(0, 2)).toEqual(['SW2,SW3,SW4,SW5', '1'])
  })

  it('BOM-1: bitaxeUltra proposes its BOM sheet and offers the DK Order sheet', () => {
    const result = read('bitaxeUltra_BOM.xlsx')
    expect(result.sheets.map((s) => [s.name, s.header?.rowNumber])).toEqual([
      ['BOM', 1],
      ['DK Order', 1],
    ])
    expect(result.proposedSheet).toBe(0)
    expect(result.sheets[1]?.rows).toHaveLength(47)
    expect(result.sheets[1]?.rows[0]).toEqual(['Qty', 'Ref Des', 'DK'])
    expect(cellsAt(result, 45)).toEqual(['1', 'U14', 'BM1366_mode1'])
  })

  it('BOM-1: bitaxe JLCPCB drops its empty trailing columns', () => {
    const result = read('bitaxe_BOM_jlcpcb.xlsx')
    expect(result.header).toEqual(['Comment', 'Designator', 'Footprint', 'JLCPCB part'])
    expect(cellsAt(result, 2)?.[3]).toBe('C1525')
  })

  it('BOM-1: esp32-s3-box fills its merged title and merged Item/Qty/Reference over the alternates', () => {
    const result = read('esp32-s3-box_BOM_v2.5.xlsx')
    expect(result.sheets[0]?.rows[0]).toEqual(Array(9).fill('BOM_ESP32-S3-BOX_V2.5_20211011'))
    expect([33, 34, 35].map((row) => cellsAt(result, row)?.slice(0, 3))).toEqual(Array(3).fill(['31', '1', 'Q1']))
    expect([36, 37].map((row) => cellsAt(result, row)?.slice(0, 3))).toEqual(Array(2).fill(['32', '1', 'Q5']))
    expect([35, 37].map((row) => cellsAt(result, row)?.[8])).toEqual(['备选物料', '备选物料'])
    expect(new Set(result.rows.map((r) => r.cells[0])).size).toBe(59)
    expect(cellsAt(result, 4)?.[6]).toBe('村田 Murata')
  })
})

describe('BOM-1: accepted types', () => {
  it('BOM-1: every real .csv, .xls and .xlsx file is accepted as an upload; the .tsv is refused by name', () => {
    for (const e of EXPECTED) {
      const upload = readBomUpload(bytesOf(e.file), e.file)
      if (e.file.endsWith('.tsv')) {
        expectRefused(upload, 'suffix', /\.xls, \.xlsx or \.csv/)
      } else {
        expect(upload.ok, e.file).toBe(true)
      }
    }
  })

  it('BOM-1: suffixes in any case are accepted (BOM.CSV, Bom.Xls, bom.XLSX)', () => {
    expect(readBomUpload(bytesOf('tomu_tomu-bom.csv'), 'BOM.CSV').ok).toBe(true)
    expect(readBomUpload(bytesOf('smoothieboard_bom.xls'), 'Bom.Xls').ok).toBe(true)
    expect(readBomUpload(bytesOf('bitaxe_BOM_jlcpcb.xlsx'), 'bom.XLSX').ok).toBe(true)
    for (const name of ['bom.pdf', 'bom.ods', 'bom.xlsm', 'bom']) expect(checkUploadName(name).ok).toBe(false)
  })

  it('BOM-1: a renamed binary, an HTML file named .xls and a workbook named .csv are refused with what they are', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n')
    expectRefused(readBomUpload(pdf, 'bom.xlsx'), undefined, /PDF file/)
    const html = new TextEncoder().encode('<!DOCTYPE html><html><table><tr><td>Ref</td></tr></table></html>')
    expectRefused(readBomUpload(html, 'bom.xls'), 'html', /web page/)
    expectRefused(readBomUpload(bytesOf('bitaxe_BOM_jlcpcb.xlsx'), 'bom.csv'), 'mismatch', /Excel workbook/)
    expectRefused(readBomUpload(bytesOf('tomu_tomu-bom.csv'), 'bom.xls'), 'mismatch', /plain text/)
  })

  it('BOM-1: an XLSX with a sheet named __proto__ or constructor reads without harm', () => {
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Ref', 'Qty', 'MPN'], ['R1', 1, 'RC0402FR-0710KL']]), '__proto__')
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['constructor']]), 'constructor')
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    const upload = readBomUpload(bytes, 'bom.xlsx')
    expect(upload).toMatchObject({ ok: true, sheetName: '__proto__', rows: [{ row: 2, cells: ['R1', '1', 'RC0402FR-0710KL'] }] })
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
  })

  it('BOM-1: the size cap holds before parsing: 5 MB exactly is read, 5 MB + 1 byte refused naming 5 MB', () => {
    // The real file, then spaces up to the size: one last line of white space, which is no row of data.
    const head = readFileSync(sharedDataFile('boms', 'tomu_tomu-bom.csv'))
    const exact = new Uint8Array(BOM.maxBytes).fill(0x20)
    exact.set(head)
    expect(readBomUpload(exact, 'bom.csv')).toMatchObject({ ok: true, rows: { length: 22 } })
    const over = new Uint8Array(BOM.maxBytes + 1).fill(0x20)
    over.set(head)
    expectRefused(readBomUpload(over, 'bom.csv'), 'too-large', /5 MB/)
  })

  const cell = fc.oneof(
    fc.string({ unit: fc.constantFrom(',', ';', '\t', '"', '\n', '\r', ' ', 'a', 'Z', '7', 'µ', '€', 'é', '中', '😀'), maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => s.replace(/[\p{Cc}<\uFEFF]/gu, '')),
  )

  test.prop([
    fc.integer({ min: 2, max: 6 }).chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 10 })),
    fc.constantFrom(...DELIMITERS),
    fc.constantFrom('\n', '\r\n', '\r', '\r\r\n'),
    fc.boolean(),
    fc.boolean(),
  ])('BOM-1: any table written as CSV reads back the same from its bytes, whatever delimiter, quoting, line ends and BOM', (table, delimiter, lineEnd, quoteAll, byteOrderMark) => {
    fc.pre(table.some((row) => row.some((c) => c.trim() !== '')))
    fc.pre(!/^\s*</.test(table[0]?.[0] ?? ''))
    const text = (byteOrderMark ? '\uFEFF' : '') + writeCsv(table, { delimiter, lineEnd, quoteAll }) + lineEnd
    const result = readSpreadsheet(new TextEncoder().encode(text), 'table.csv')
    if (!result.ok) throw new Error(result.message)
    expect(result.delimiter).toBe(delimiter)
    expect(result.sheets[0]?.rows).toEqual(table)
  })

  test.prop([fc.uint8Array({ maxLength: 4000 }), fc.constantFrom('bom.csv', 'bom.xls', 'bom.xlsx')])('BOM-1: an upload of arbitrary bytes is read or refused with a message, never thrown', (bytes, name) => {
    const upload = readBomUpload(bytes, name)
    if (!upload.ok) expect(upload.message).toMatch(/\w{3,}.*\./)
  })
})

describe('BOM-2: at most 200 models', () => {
  const csv = (models: number, rowsEach = 1) => {
    const lines = ['Designator,Qty,Manufacturer Part Number,Description']
    for (let m = 0; m < models; m++) {
      for (let k = 0; k < rowsEach; k++) lines.push(`R${m * rowsEach + k + 1},1,RC0402FR-07${m}L,"RES 0402, ${m} ohm"`)
    }
    return new TextEncoder().encode(`${lines.join('\r\n')}\r\n\r\nTotal:,${models * rowsEach}\r\n`)
  }

  it('BOM-2: 200 models are accepted; 201 are refused with a message naming 200', () => {
    expect(readBomUpload(csv(200), 'bom.csv')).toMatchObject({ ok: true, modelCount: { models: 200 } })
    expectRefused(readBomUpload(csv(201), 'bom.csv'), 'too-many-models', /at most 200/)
    expect(BOM.maxModels).toBe(200)
  })

  it('BOM-2: rows of the same part count as one model; blank and footer rows count for nothing', () => {
    const upload = readBomUpload(csv(200, 3), 'bom.csv')
    expect(upload).toMatchObject({ ok: true, rows: { length: 600 }, footer: { length: 1 }, modelCount: { models: 200, rowsWithPart: 600 } })
  })

  it('BOM-2: the same limit holds in a workbook', () => {
    const sheet = (models: number) => [['Qty', 'MPN'], ...Array.from({ length: models }, (_, m) => [1, `PART-${m}`])]
    const book = (models: number) => {
      const wb = XLSX.utils.book_new()
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(sheet(models)), 'BOM')
      return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    }
    expect(readBomUpload(book(200), 'bom.xlsx').ok).toBe(true)
    expect(readBomUpload(book(201), 'bom.xlsx')).toMatchObject({ ok: false, reason: 'too-many-models' })
  })

  it('BOM-2: every real file is within 200 models (hackrf 2014: 414 rows, one per designator, far fewer parts)', () => {
    const counts = Object.fromEntries(
      EXPECTED.map((e) => {
        const result = read(e.file)
        return [e.file, countModels(result.header, result.rows).models]
      }),
    )
    for (const [file, models] of Object.entries(counts)) {
      expect(models, file).toBeGreaterThan(0)
      expect(models, file).toBeLessThanOrEqual(BOM.maxModels)
    }
    expect(counts['hackrf-one-bom_2014_semicolon.csv']).toBeLessThan(414)
    expect(counts['hackrf-one-bom_2016_kicad.csv']).toBe(65)
    expect(counts['bitaxeUltra_BOM.xlsx']).toBe(46)
  })
})
