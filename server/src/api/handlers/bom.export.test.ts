import { parseCsv, readBom } from '@partfront/core/bom'
import type { BomDetail, BomId, BomUploadResult, EnvelopeOf, PriceBreak } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import {
  type BomMember,
  createBomMember,
  csvBom,
  readRealBom,
  seedBomParts,
  seedMoreBomParts,
  uploadForm,
  usd,
} from '../../bom/bom.fixtures.ts'
import { EXPORT_HEADER, restoreCell } from '../../bom/export.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'

/**
 * `GET /api/bom/export` and `GET /api/bom/template` against the real app (issue 8: "Export of a BOM with its
 * matches as CSV or XLSX, cells that start with `=`, `+`, `-`, `@`, tab or CR neutralised. A BOM template in
 * both formats"; BOM-3). A real BOM from `../shared/data/boms` is uploaded, exported, parsed back and checked
 * against the BOM's detail; failures stay envelopes.
 */

const REAL_BOM = 'libresolar_bms-c1_bom.csv'
const CSV_TYPE = 'text/csv; charset=utf-8'
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

let api: TestApi
let alice: BomMember
let bob: BomMember
let realId: BomId

beforeAll(async () => {
  api = await startTestApi({
    seed: async (store) => {
      await seedBomParts(store)
      // Three parts of the real BOM, so its export has exact matches with prices.
      await seedMoreBomParts(store, [
        {
          partNumber: 'CL10B224KA8NNNC',
          maker: 'samsung',
          category: 'capacitors',
          fields: { packageName: '0603', priceLadder: [{ quantity: 1, unitPrice: usd(0.01) }, { quantity: 1000, unitPrice: usd(0.004) }] as PriceBreak[], stock: 100_000 },
        },
        { partNumber: 'CL31A476MPHNNNE', maker: 'samsung', category: 'capacitors', fields: { packageName: '1206', priceLadder: [{ quantity: 1, unitPrice: usd(0.12) }] as PriceBreak[] } },
        { partNumber: 'BAT46W-7-F', maker: 'diodes', category: 'diodes', fields: { packageName: 'SOD-123', priceLadder: [{ quantity: 1, unitPrice: usd(0.05) }] as PriceBreak[] } },
      ])
      alice = await createBomMember(store, 'alice')
      bob = await createBomMember(store, 'bob')
    },
  })
  realId = (await uploaded(alice.token, uploadForm(readRealBom(REAL_BOM), REAL_BOM))).bom.id
}, 60_000)

afterAll(async () => {
  await api.close()
})


function get(path: string, token?: string): Promise<Response> {
  return api.fetch(path, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } })
}

async function envelope<T>(response: Response): Promise<EnvelopeOf<T>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/u)
  const body = (await response.json()) as EnvelopeOf<T>
  expect(response.status).toBe(body.code)
  return body
}

async function uploaded(token: string, form: FormData): Promise<BomUploadResult> {
  const answer = await envelope<BomUploadResult>(await api.fetch('/api/bom/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } }))
  expect(answer.message).toBe('OK')
  return answer.data
}

async function detail(token: string, id: number, boards = 1): Promise<BomDetail> {
  const answer = await envelope<BomDetail>(await get(`/api/bom/detail?id=${id}&boards=${boards}`, token))
  expect(answer.code).toBe(200)
  return answer.data
}

/** A download's bytes, after checking it is one: 200, its media type, an attachment named `fileName`. */
async function downloaded(response: Response, mediaType: string, fileName: string): Promise<Uint8Array> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(mediaType)
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return new Uint8Array(await response.arrayBuffer())
}

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  expect(text.startsWith('\uFEFF')).toBe(true)
  const parsed = parseCsv(text.slice(1), { delimiter: ',' })
  if (!parsed.ok) throw new Error('unreadable CSV')
  return parsed.rows.filter((row) => row.some((cell) => cell !== ''))
}

function xlsxSheet(bytes: Uint8Array): XLSX.WorkSheet {
  const book = XLSX.read(bytes, { type: 'array', cellFormula: true })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (sheet === undefined) throw new Error('no sheet')
  return sheet
}

function xlsxRows(bytes: Uint8Array): unknown[][] {
  return XLSX.utils.sheet_to_json<unknown[]>(xlsxSheet(bytes), { header: 1, raw: true, defval: '' })
}

/** Micro-dollars as the export writes them: dollars, or empty. */
const dollars = (micros: number | null) => (micros === null ? '' : micros / 1_000_000)

describe('bomExport of a real BOM', { timeout: 30_000 }, () => {
  it('CSV: the header, one row per line of the detail with its quantity, part, match and prices, and the totals', async () => {
    const bom = await detail(alice.token, realId, 10)
    expect(bom.lines.length).toBe(69)
    const bytes = await downloaded(await get(`/api/bom/export?id=${realId}&boards=10&format=csv`, alice.token), CSV_TYPE, 'libresolar_bms-c1_bom-matched.csv')
    const rows = csvRows(bytes)
    expect(rows[0]).toEqual(EXPORT_HEADER)
    expect(rows).toHaveLength(bom.lines.length + 2)
    bom.lines.forEach((line, i) => {
      const row = rows[i + 1] ?? []
      expect(
        [row[0], row[1], row[2], restoreCell(row[3] ?? ''), restoreCell(row[6] ?? ''), row[9], row[10], row[12], row[16], row[17]],
        `row ${line.row}`,
      ).toEqual([
        String(line.row),
        line.designators.join(', '),
        String(line.quantity),
        line.mpn,
        line.value,
        line.fitted ? 'yes' : 'no (DNP)',
        line.match.kind,
        line.match.product?.model ?? '',
        String(dollars(line.unitPrice)),
        String(dollars(line.extendedPrice)),
      ])
    })
    // The first line: 17 capacitors a board, 170 for ten boards, at the 1-piece break.
    expect(rows[1]?.slice(0, 4)).toEqual(['2', 'C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C26', '17', 'CL10B224KA8NNNC'])
    expect(rows[1]?.slice(10, 13)).toEqual(['exact', '1', 'CL10B224KA8NNNC'])
    expect(rows[1]?.slice(16)).toEqual(['0.01', '1.7'])
    expect(rows[2]?.[6]).toBe('47µF')
    const totals = rows.at(-1) ?? []
    expect(totals.slice(0, 4)).toEqual(['Totals', `${bom.totals.lines} lines, ${bom.totals.matched} matched`, String(bom.totals.quantity), 'for 10 boards'])
    expect(totals[17]).toBe(String(dollars(bom.totals.price)))
    expect(bom.totals.matched).toBeGreaterThanOrEqual(3)
  })

  it('XLSX: the same rows, quantities and prices as numbers', async () => {
    const bom = await detail(alice.token, realId, 10)
    const bytes = await downloaded(await get(`/api/bom/export?id=${realId}&boards=10&format=xlsx`, alice.token), XLSX_TYPE, 'libresolar_bms-c1_bom-matched.xlsx')
    const rows = xlsxRows(bytes)
    expect(rows[0]).toEqual(EXPORT_HEADER)
    expect(rows).toHaveLength(bom.lines.length + 2)
    bom.lines.forEach((line, i) => {
      const row = rows[i + 1] ?? []
      expect([row[0], row[2], restoreCell(String(row[3])), row[10], row[16], row[17]], `row ${line.row}`).toEqual([
        line.row,
        line.quantity,
        line.mpn,
        line.match.kind,
        dollars(line.unitPrice),
        dollars(line.extendedPrice),
      ])
    })
    expect(rows.at(-1)?.[17]).toBe(dollars(bom.totals.price))
  })

  it('through the typed client: the bytes, the media type and the file name', async () => {
    const download = await api.client(alice.token).bomExport({ query: { id: realId, format: 'csv' } })
    expect(download.fileName).toBe('libresolar_bms-c1_bom-matched.csv')
    expect(download.mediaType).toBe(CSV_TYPE)
    expect(csvRows(download.bytes)).toHaveLength(69 + 2)
  })
})

describe('bomExport neutralises formula cells', { timeout: 30_000 }, () => {
  const evil = "=cmd|' /C calc'!A0"
  let id: BomId
  beforeAll(async () => {
    const csv = csvBom(
      [
        ['U1, U2', '2', 'LM358DR', '@Texas Instruments', '-10k', 'SOIC-8', evil],
        ['U3', '1', '+LM358DT', 'Texas Instruments', '', '', '=HYPERLINK("http://evil.example","click")'],
      ],
      ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Value', 'Footprint', 'Description'],
    )
    id = (await uploaded(alice.token, uploadForm(csv, 'evil.csv'))).bom.id
  }, 30_000)

  it('CSV: a formula in a description comes back as text with a leading apostrophe, restoring to what was written', async () => {
    const rows = csvRows(await downloaded(await get(`/api/bom/export?id=${id}&format=csv`, alice.token), CSV_TYPE, 'evil-matched.csv'))
    expect(rows[1]?.[8]).toBe(`'${evil}`)
    expect(restoreCell(rows[1]?.[8] ?? '')).toBe(evil)
    expect([rows[1]?.[4], rows[1]?.[6], rows[2]?.[3]]).toEqual(["'@Texas Instruments", "'-10k", "'+LM358DT"])
    expect(rows[2]?.[8]).toBe(`'=HYPERLINK("http://evil.example","click")`)
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/u)
  })

  it('XLSX: the same cells are text cells, never formulas', async () => {
    const sheet = xlsxSheet(await downloaded(await get(`/api/bom/export?id=${id}&format=xlsx`, alice.token), XLSX_TYPE, 'evil-matched.xlsx'))
    const cell = sheet['I2'] as XLSX.CellObject | undefined
    expect(cell).toMatchObject({ t: 's', v: `'${evil}` })
    expect(cell?.f).toBeUndefined()
    for (const [address, value] of Object.entries(sheet)) {
      if (address.startsWith('!')) continue
      expect((value as XLSX.CellObject).f, address).toBeUndefined()
      if ((value as XLSX.CellObject).t === 's') expect(String((value as XLSX.CellObject).v), address).not.toMatch(/^[=+\-@\t\r]/u)
    }
  })
})

describe('bomTemplate', { timeout: 30_000 }, () => {
  it('BOM-3: downloads in both formats without signing in, and reads back with every column recognised', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const bytes = await downloaded(await get(`/api/bom/template?format=${format}`), format === 'csv' ? CSV_TYPE : XLSX_TYPE, `partfront-bom-template.${format}`)
      const read = readBom(bytes, `partfront-bom-template.${format}`)
      if (!read.ok) throw new Error(read.message)
      expect(read.headerRow, format).toBe(1)
      // Every column a mapped role with full header confidence, but `Distributor`: the supplier column, which
      // names the distributor of the line's distributor part number (not a mapping role of its own).
      expect(read.mapping.map((column) => [column.header, column.field, column.confidence >= 0.9]), format).toEqual([
        ['Designators', 'designators', true],
        ['Quantity', 'quantity', true],
        ['Manufacturer Part Number', 'mpn', true],
        ['Manufacturer', 'manufacturer', true],
        ['Value', 'value', true],
        ['Footprint', 'footprint', true],
        ['Description', 'description', true],
        ['Distributor', null, false],
        ['Distributor Part Number', 'distributorPartNumber', true],
        ['DNP', 'dnp', true],
      ])
      expect(read.lines[1]?.distributorParts, format).toEqual([{ distributor: 'lcsc', sku: 'C1591' }])
      expect(read.lines.map((line) => [line.quantity, line.mpn]), format).toEqual([
        [6, ''],
        [2, 'CL10B104KB8NNNC'],
        [1, 'LM358DR'],
      ])
    }
  })

  it('a signed-in member gets the same template', async () => {
    const anonymous = new Uint8Array(await (await get('/api/bom/template?format=csv')).arrayBuffer())
    const member = await downloaded(await get('/api/bom/template?format=csv', alice.token), CSV_TYPE, 'partfront-bom-template.csv')
    expect(member).toEqual(anonymous)
  })
})

describe('download failures are envelopes', { timeout: 30_000 }, () => {
  it('a bad or missing format answers 400 naming the field', async () => {
    for (const path of [`/api/bom/export?id=${realId}&format=pdf`, `/api/bom/export?id=${realId}`, '/api/bom/template?format=CSV', '/api/bom/template']) {
      const answer = await envelope(await get(path, alice.token))
      expect(answer, path).toMatchObject({ code: 400, data: null })
      expect(answer.message, path).toMatch(/format/u)
    }
    const boards = await envelope(await get(`/api/bom/export?id=${realId}&boards=0&format=csv`, alice.token))
    expect(boards.code).toBe(400)
    expect(boards.message).toMatch(/boards|quantity/iu)
  })

  it('answers 403 without a session, before the query is looked at', async () => {
    expect(await envelope(await get(`/api/bom/export?id=${realId}&format=csv`))).toMatchObject({ code: 403, data: null })
    expect(await envelope(await get('/api/bom/export?format=nonsense'))).toMatchObject({ code: 403 })
  })

  it("answers 404 for another member's BOM and for one that does not exist", async () => {
    for (const format of ['csv', 'xlsx']) {
      expect(await envelope(await get(`/api/bom/export?id=${realId}&format=${format}`, bob.token))).toEqual({ code: 404, data: null, message: 'The BOM was not found' })
    }
    expect(await envelope(await get(`/api/bom/export?id=999999&format=csv`, alice.token))).toMatchObject({ code: 404 })
  })
})
