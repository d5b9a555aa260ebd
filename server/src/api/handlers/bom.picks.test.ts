import { parseCsv } from '@partfront/core/bom'
import type { BomDetail, BomId, BomPreview, BomToCartResult, CartItem, PriceBreak } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import { RATE_LIMITS, windowOf } from '../../auth/rate-limits.ts'
import { type BomFixtureParts, type BomMember, csvBom, seedMoreBomParts, uploadForm, usd } from '../../bom/bom.fixtures.ts'
import type { TestApi } from '../../testing/test-api.ts'
import { FIVE_KINDS_ROWS, call, envelope, startBomWorld, uploadBom } from './bom.fixtures.ts'

/**
 * Issue 18: a BOM's picks kept with the saved BOM (`POST /api/bom/picks`; the detail, export and sends use
 * them), the page's export of a BOM not saved (`POST /api/bom/previewexport`, formula cells neutralised as the
 * saved export does), and the limit on BOM files read without saving per address (`RATE_LIMITS.bomReadIp`).
 */

let api: TestApi
let parts: BomFixtureParts
let alice: BomMember
let bob: BomMember

/** Each test's own client address: the journeys' way (`TRUST_PROXY=1`), so the read limit of one is not another's. */
let nextAddress = 1
function address(): string {
  nextAddress += 1
  return `192.0.2.${nextAddress}`
}

beforeAll(async () => {
  ;({ api, parts, alice, bob } = await startBomWorld({
    env: { TRUST_PROXY: '1' },
    seed: async (store) => {
      // Catalog parts whose names start with a tab and a carriage return: cells the file itself cannot carry
      // (the reader trims them), which an export must still neutralise.
      await seedMoreBomParts(store, [
        { partNumber: '\tTABPART1', maker: 'diodes', category: 'diodes', fields: { priceLadder: [{ quantity: 1, unitPrice: usd(0.05) }] as PriceBreak[] } },
        { partNumber: '\rCRPART2', maker: 'diodes', category: 'diodes', fields: { priceLadder: [{ quantity: 1, unitPrice: usd(0.07) }] as PriceBreak[] } },
      ])
    },
  }))
}, 60_000)

afterAll(async () => {
  await api.close()
})

const post = <T>(path: string, token: string, body: unknown) => call<T>(api, path, token, body, { 'X-Forwarded-For': address() })

async function upload(token: string, csv: string, name: string): Promise<BomId> {
  return (await uploadBom(api, token, csv, name)).bom.id
}

const detail = (token: string, id: BomId, boards = 1) => call<BomDetail>(api, `/api/bom/detail?id=${id}&boards=${boards}`, token)

function exportForm(csv: string, name: string, fields: Readonly<Record<string, string>>): FormData {
  return uploadForm(csv, name, fields)
}

function previewExport(form: FormData, from: string): Promise<Response> {
  return api.fetch('/api/bom/previewexport', { method: 'POST', headers: { 'X-Forwarded-For': from }, body: form })
}

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  const parsed = parseCsv(text.slice(1), { delimiter: ',' })
  if (!parsed.ok) throw new Error('unreadable CSV')
  return parsed.rows.filter((row) => row.some((cell) => cell !== ''))
}

describe('POST /api/bom/picks', { timeout: 30_000 }, () => {
  let id: BomId

  beforeAll(async () => {
    id = await upload(alice.token, csvBom(FIVE_KINDS_ROWS), 'kept.csv')
  })

  it("keeps the buyer's picks with the BOM: its detail shows the part picked, priced, and lists the picks", async () => {
    const before = (await detail(alice.token, id)).data
    expect(before.picks).toBeUndefined()
    expect(before.lines.find((line) => line.row === 5)?.match.product?.intID).toBe(parts.diodeDiodes)
    const kept = await post<BomDetail>('/api/bom/picks', alice.token, {
      id,
      picks: [
        { row: 5, productId: parts.diodeOnsemi },
        { row: 4, productId: parts.tvs68 },
      ],
    })
    expect(kept.message).toBe('OK')
    expect(kept.data.picks).toEqual([
      { row: 4, productId: parts.tvs68 },
      { row: 5, productId: parts.diodeOnsemi },
    ])
    const after = (await detail(alice.token, id, 10)).data
    expect(after.picks).toEqual(kept.data.picks)
    const diode = after.lines.find((line) => line.row === 5)
    expect(diode?.match.product?.intID).toBe(parts.diodeOnsemi)
    expect(diode?.match.reason).toMatch(/^Picked by you: /u)
    expect(diode?.options?.map((option) => option.product.intID)).toContain(parts.diodeDiodes)
    // Priced as the part picked: its own ladder at 10 boards.
    expect(diode?.unitPrice).not.toBeNull()
    expect(diode?.extendedPrice).toBe((diode?.unitPrice ?? 0) * 10)
  })

  it('sends the kept picks to the cart when the send names none: the close match picked goes with the sure lines', async () => {
    const sent = await post<BomToCartResult>('/api/bom/tocart', alice.token, { id })
    expect(sent.message).toBe('OK')
    expect(sent.data.sent.map((part) => [part.productId, part.rows])).toEqual([
      [parts.lm358dr, [2]],
      [parts.tvs68, [4]],
      [parts.diodeOnsemi, [5]],
    ])
    const items = (await call<CartItem[]>(api, '/api/cart/detail', alice.token)).data
    expect(items.map((item) => item.productId)).toContain(parts.diodeOnsemi)
    expect(items.map((item) => item.productId)).not.toContain(parts.diodeDiodes)
  })

  it('refuses a crafted pick with a 400 naming it (another product, a row out of range, a row twice), keeping the picks as they were', async () => {
    const kept = (await detail(alice.token, id)).data.picks
    const other = await post('/api/bom/picks', alice.token, { id, picks: [{ row: 5, productId: parts.lm358dt }] })
    expect(other.code).toBe(400)
    expect(other.message).toBe(`Row 5: the part picked (${parts.lm358dt}) is not one offered for this line. Pick one of its matches.`)
    const noRow = await post('/api/bom/picks', alice.token, { id, picks: [{ row: 99, productId: parts.lm358dr }] })
    expect(noRow.code).toBe(400)
    expect(noRow.message).toBe('Row 99 is not a line of this BOM.')
    const twice = await post('/api/bom/picks', alice.token, {
      id,
      picks: [
        { row: 5, productId: parts.diodeOnsemi },
        { row: 5, productId: parts.diodeDiodes },
      ],
    })
    expect(twice.code).toBe(400)
    expect(twice.message).toBe('Row 5 is picked twice: pick one part per line.')
    const notANumber = await post('/api/bom/picks', alice.token, { id, picks: [{ row: 0, productId: 'x' }] })
    expect(notANumber.code).toBe(400)
    expect((await detail(alice.token, id)).data.picks).toEqual(kept)
  })

  it("reads another member's BOM as missing, and keeps nothing on it", async () => {
    const answer = await post('/api/bom/picks', bob.token, { id, picks: [{ row: 5, productId: parts.diodeDiodes }] })
    expect(answer.code).toBe(404)
    expect((await detail(alice.token, id)).data.picks).toEqual([
      { row: 4, productId: parts.tvs68 },
      { row: 5, productId: parts.diodeOnsemi },
    ])
  })

  it('drops the picks when the file is read again with another mapping (the lines they were made on are gone)', async () => {
    const other = await upload(alice.token, csvBom(FIVE_KINDS_ROWS), 'remapped.csv')
    await post('/api/bom/picks', alice.token, { id: other, picks: [{ row: 5, productId: parts.diodeOnsemi }] })
    const remapped = await post<BomDetail>('/api/bom/mapping', alice.token, { id: other, mapping: [{ column: 4, field: 'description' }] })
    expect(remapped.message).toBe('OK')
    expect(remapped.data.picks).toBeUndefined()
    expect((await detail(alice.token, other)).data.lines.find((line) => line.row === 5)?.match.product?.intID).toBe(parts.diodeDiodes)
  })

  it('keeps the picks a send carried, so the detail shows what was sent', async () => {
    const other = await upload(alice.token, csvBom(FIVE_KINDS_ROWS), 'sent.csv')
    const sent = await post<BomToCartResult>('/api/bom/tocart', alice.token, { id: other, picks: [{ row: 5, productId: parts.diodeOnsemi }] })
    expect(sent.message).toBe('OK')
    expect((await detail(alice.token, other)).data.picks).toEqual([{ row: 5, productId: parts.diodeOnsemi }])
  })
})

describe('POST /api/bom/previewexport', { timeout: 30_000 }, () => {
  const evil = "=cmd|' /C calc'!A0"
  const EVIL_ROWS = [
    ['U1, U2', '2', 'LM358DR', '@Texas Instruments', '-10k', 'SOIC-8', evil],
    ['U3', '1', '+LM358DT', 'Texas Instruments', '', '', '=HYPERLINK("http://evil.example","click")'],
    ['D7', '1', 'TABPART1', '', '', '', 'tab in the catalog name'],
    ['D8', '1', 'CRPART2', '', '', '', 'carriage return in the catalog name'],
  ]
  const EVIL_HEADER = ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Value', 'Footprint', 'Description']

  it('exports a BOM not saved, without signing in, as CSV with every formula start neutralised (=, +, -, @, tab, CR)', async () => {
    const response = await previewExport(exportForm(csvBom(EVIL_ROWS, EVIL_HEADER), 'evil.csv', { format: 'csv' }), address())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="evil-matched.csv"')
    const rows = csvRows(new Uint8Array(await response.arrayBuffer()))
    expect(rows[1]?.[8]).toBe(`'${evil}`)
    expect([rows[1]?.[4], rows[1]?.[6], rows[2]?.[3]]).toEqual(["'@Texas Instruments", "'-10k", "'+LM358DT"])
    expect(rows[2]?.[8]).toBe(`'=HYPERLINK("http://evil.example","click")`)
    expect(rows[3]?.[12]).toBe(`'\tTABPART1`)
    expect(rows[4]?.[12]).toBe(`'\rCRPART2`)
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/u)
    expect(await api.store.boms.listAllBoms({ limit: 100 })).not.toContainEqual(expect.objectContaining({ fileName: 'evil.csv' }))
  })

  it('exports the same cells to XLSX as text cells, never formulas', async () => {
    const response = await previewExport(exportForm(csvBom(EVIL_ROWS, EVIL_HEADER), 'evil.csv', { format: 'xlsx' }), address())
    expect(response.status).toBe(200)
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellFormula: true })
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] ?? {}
    expect(sheet['I2']).toMatchObject({ t: 's', v: `'${evil}` })
    expect(sheet['M4']).toMatchObject({ t: 's', v: `'\tTABPART1` })
    expect(sheet['M5']).toMatchObject({ t: 's', v: `'\rCRPART2` })
    for (const [cell, value] of Object.entries(sheet)) {
      if (cell.startsWith('!')) continue
      expect((value as XLSX.CellObject).f, cell).toBeUndefined()
      if ((value as XLSX.CellObject).t === 's') expect(String((value as XLSX.CellObject).v), cell).not.toMatch(/^[=+\-@\t\r]/u)
    }
  })

  it("applies the buyer's picks and build quantity, and refuses a pick the line does not offer", async () => {
    const picks = JSON.stringify([{ row: 5, productId: parts.diodeOnsemi }])
    const response = await previewExport(exportForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { format: 'csv', boards: '10', picks }), address())
    expect(response.status).toBe(200)
    const rows = csvRows(new Uint8Array(await response.arrayBuffer()))
    const diode = rows.find((row) => row[0] === '5')
    expect(diode?.[12]).toBe('1N4148W')
    expect(diode?.[15]).toMatch(/^Picked by you: /u)
    expect(rows.at(-1)?.[3]).toBe('for 10 boards')
    const refused = await envelope(await previewExport(exportForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { format: 'csv', picks: JSON.stringify([{ row: 5, productId: parts.lm358dt }]) }), address()))
    expect(refused.code).toBe(400)
    expect(refused.message).toBe(`Row 5: the part picked (${parts.lm358dt}) is not one offered for this line. Pick one of its matches.`)
    const badFormat = await envelope(await previewExport(exportForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { format: 'pdf' }), address()))
    expect(badFormat.code).toBe(400)
  })

  it('refuses a body past the upload limit with a 413 before reading it', async () => {
    const huge = 'x'.repeat(6 * 1024 * 1024)
    const response = await previewExport(exportForm(huge, 'huge.csv', { format: 'csv' }), address())
    expect(response.status).toBe(413)
  })
})

describe('the limit on BOM files read without saving, per address', { timeout: 60_000 }, () => {
  it(`lets the ${RATE_LIMITS.bomReadIp.max}th read of a window through and answers the next with a 429 saying when to try again`, async () => {
    const from = '198.51.100.77'
    const at = api.services.now()
    const window = windowOf(RATE_LIMITS.bomReadIp, at)
    const counter = { kind: RATE_LIMITS.bomReadIp.kind, key: from, windowStart: window.start, windowEnd: window.end }
    for (let i = 1; i < RATE_LIMITS.bomReadIp.max - 1; i++) await api.store.accounts.addHit(counter, at.toISOString())
    const preview = (form: FormData) => api.fetch('/api/bom/preview', { method: 'POST', headers: { 'X-Forwarded-For': from }, body: form })
    const almost = await envelope<BomPreview>(await preview(uploadForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', {})))
    expect(almost.code).toBe(200)
    // The export reads the file too, and counts with the previews.
    const last = await previewExport(exportForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { format: 'csv' }), from)
    expect(last.status).toBe(200)
    const refused = await envelope(await preview(uploadForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', {})))
    expect(refused.code).toBe(429)
    expect(refused.message).toMatch(/^Too many BOM files read from your network: please try again in \d+ minutes?$/u)
    const refusedExport = await envelope(await previewExport(exportForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { format: 'csv' }), from))
    expect(refusedExport.code).toBe(429)
    const elsewhere = await envelope<BomPreview>(await api.fetch('/api/bom/preview', { method: 'POST', headers: { 'X-Forwarded-For': address() }, body: uploadForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', {}) }))
    expect(elsewhere.code).toBe(200)
    api.setNow(new Date(Date.parse(window.end)))
    try {
      expect((await envelope<BomPreview>(await preview(uploadForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', {})))).code).toBe(200)
    } finally {
      api.setNow(at)
    }
  })
})
