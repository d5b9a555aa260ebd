import { parseCsv, readBom } from '@partfront/core/bom'
import type { BomDetail, BomId, IsoDateTime, Money } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import { TEMPLATE_ROWS, bomExportRows, bomTemplate, exportBom, neutraliseCell, restoreCell, rowsToCsv, rowsToXlsx } from './export.ts'

const DETAIL = {
  id: 12 as BomId,
  fileName: 'board v2.xlsx',
  status: 'uploaded',
  models: 2,
  createdAt: '2026-01-15T09:00:00.000Z' as IsoDateTime,
  updatedAt: '2026-01-15T09:00:00.000Z' as IsoDateTime,
  contact: { name: 'Ada', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: 'London' },
  reading: { sheet: 'BOM', sheets: ['BOM'], headerRow: 1, mapping: [], warnings: [] },
  boards: 10,
  lines: [
    {
      row: 2,
      designators: ['U1', 'U2'],
      quantity: 2,
      mpn: 'LM358DR',
      manufacturer: 'TI',
      alternates: [{ mpn: 'LM358DT', manufacturer: '' }],
      value: '=HYPERLINK("http://evil.example","x")',
      description: '-dual op-amp',
      footprint: '@SOIC-8',
      fitted: true,
      match: {
        kind: 'exact',
        product: {
          intID: 3,
          model: 'LM358DR',
          brandName: 'Texas Instruments',
          brandId: 1,
          categoryId: 2,
          categoryName: 'Op-amps',
          description: '',
          packageName: 'SOIC-8',
          image: null,
          stock: 5000,
          priceLadder: [],
        },
        score: 1,
        reason: 'Exact: Texas Instruments LM358DR.',
      },
      unitPrice: 150_000 as Money,
      extendedPrice: 3_000_000 as Money,
    },
    {
      row: 3,
      designators: ['R1'],
      quantity: 0,
      mpn: '+1 sample',
      manufacturer: '',
      alternates: [],
      value: '\t10k',
      description: '\rtab',
      footprint: '',
      fitted: false,
      match: { kind: 'none', product: null, score: 0, reason: 'Not in the catalog.' },
      unitPrice: null,
      extendedPrice: null,
    },
  ],
  totals: { lines: 2, quantity: 20, matched: 1, price: 3_000_000 as Money },
  history: [],
} as unknown as BomDetail

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  expect(text.startsWith('\uFEFF')).toBe(true)
  const parsed = parseCsv(text.slice(1), { delimiter: ',' })
  if (!parsed.ok) throw new Error('unreadable CSV')
  return parsed.rows
}

function xlsxRows(bytes: Uint8Array): unknown[][] {
  const book = XLSX.read(bytes, { type: 'array' })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (sheet === undefined) throw new Error('no sheet')
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' })
}

describe('neutraliseCell', () => {
  it('puts an apostrophe before a cell that starts with =, +, -, @, tab or CR (and before one that starts with an apostrophe)', () => {
    for (const text of ['=1+1', '+1', '-5', '@SUM(A1)', '\tx', '\rx', "'quoted"]) {
      expect(neutraliseCell(text)).toBe(`'${text}`)
      expect(restoreCell(neutraliseCell(text))).toBe(text)
    }
    for (const text of ['LM358DR', '10k', '', ' =not first', '1-2']) expect(neutraliseCell(text)).toBe(text)
  })
})

describe('exportBom', () => {
  it('writes a CSV of the lines with their matches and prices, every formula start neutralised', () => {
    const file = exportBom(DETAIL, 'csv')
    expect(file).toMatchObject({ fileName: 'board v2-matched.csv', mediaType: 'text/csv; charset=utf-8' })
    const rows = csvRows(file.bytes)
    expect(rows[0]).toEqual(bomExportRows(DETAIL)[0])
    expect(rows[1]).toEqual([
      '2',
      'U1, U2',
      '2',
      'LM358DR',
      'TI',
      'LM358DT',
      `'=HYPERLINK("http://evil.example","x")`,
      "'@SOIC-8",
      "'-dual op-amp",
      'yes',
      'exact',
      '1',
      'LM358DR',
      'Texas Instruments',
      '5000',
      'Exact: Texas Instruments LM358DR.',
      '0.15',
      '3',
    ])
    expect(rows[2]?.slice(3, 10)).toEqual(["'+1 sample", '', '', "'\t10k", '', "'\rtab", 'no (DNP)'])
    expect(rows[3]?.slice(0, 4)).toEqual(['Totals', '2 lines, 1 matched', '20', 'for 10 boards'])
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('writes the same as an XLSX workbook, quantities and prices as numbers', () => {
    const file = exportBom(DETAIL, 'xlsx')
    expect(file.mediaType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const rows = xlsxRows(file.bytes)
    expect(rows[1]?.slice(0, 3)).toEqual([2, 'U1, U2', 2])
    expect(rows[1]?.[6]).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(rows[1]?.slice(16)).toEqual([0.15, 3])
    for (const row of rows) for (const cell of row) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })
})

describe('bomTemplate', () => {
  it('BOM-3: offers the template as CSV and XLSX, each read back by the BOM reader with every column mapped', () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = bomTemplate(format)
      expect(file.fileName).toBe(`partfront-bom-template.${format}`)
      const read = readBom(file.bytes, file.fileName)
      if (!read.ok) throw new Error(read.message)
      expect(read.headerRow).toBe(1)
      expect(read.mapping.map((column) => column.field)).toEqual([
        'designators',
        'quantity',
        'mpn',
        'manufacturer',
        'value',
        'footprint',
        'description',
        null,
        'distributorPartNumber',
        'dnp',
      ])
      expect(read.lines.map((line) => [line.designators.length, line.quantity, line.mpn])).toEqual([
        [6, 6, ''],
        [2, 2, 'CL10B104KB8NNNC'],
        [1, 1, 'LM358DR'],
      ])
      expect(read.lines[1]?.distributorParts).toEqual([{ distributor: 'lcsc', sku: 'C1591' }])
    }
    expect(TEMPLATE_ROWS).toHaveLength(4)
  })

  it('writes rows as given: a CSV and a workbook of one sheet', () => {
    expect(csvRows(rowsToCsv([['a', 1]]))).toEqual([['a', '1']])
    expect(xlsxRows(rowsToXlsx([['a', 1]], 'S'))).toEqual([['a', 1]])
  })
})
