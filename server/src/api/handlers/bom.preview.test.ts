import type { BomId, BomPreview, BomToCartResult, CartItem, EnvelopeOf } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BomFixtureParts, type BomMember, csvBom, uploadForm } from '../../bom/bom.fixtures.ts'
import type { TestApi } from '../../testing/test-api.ts'
import { FIVE_KINDS_ROWS, call, envelope, startBomWorld, uploadBom } from './bom.fixtures.ts'

/**
 * Issue 18, the `/bom` page's calls: `POST /api/bom/preview` reads, matches and prices a file without saving
 * it (a visitor tries the tool; the page shows the guess and the lines before the buyer saves), with the
 * buyer's mapping when given and a member's remembered mapping otherwise; every line carries its part's
 * minimum order and the other parts offered; `tocart` takes the buyer's picks among them.
 */

let api: TestApi
let parts: BomFixtureParts
let alice: BomMember

beforeAll(async () => {
  ;({ api, parts, alice } = await startBomWorld())
}, 60_000)

afterAll(async () => {
  await api.close()
})

function previewForm(csv: string, name: string, fields: Readonly<Record<string, string>> = {}): FormData {
  return uploadForm(csv, name, fields)
}

async function preview(form: FormData, token?: string, boundary?: string): Promise<EnvelopeOf<BomPreview>> {
  const headers = new Headers()
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`)
  let body: FormData | string = form
  if (boundary !== undefined) {
    // The same form under another boundary, as a browser would write it.
    const request = new Request('http://x/', { method: 'POST', body: form })
    const own = /boundary=(.+)$/u.exec(request.headers.get('content-type') ?? '')?.[1] ?? ''
    body = (await request.text()).replaceAll(own, boundary)
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`)
  }
  return envelope<BomPreview>(await api.fetch('/api/bom/preview', { method: 'POST', headers, body }))
}

const json = <T>(path: string, token: string, body: unknown) => call<T>(api, path, token, body)

describe('POST /api/bom/preview', { timeout: 30_000 }, () => {
  it('reads, matches and prices a visitor’s file without saving it: the guess, the lines, the models and when prices were read', async () => {
    const before = await api.store.boms.listAllBoms({ limit: 100 })
    const answer = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.csv'))
    expect(answer.message).toBe('OK')
    expect(answer.data.fileName).toBe('board.csv')
    expect(answer.data.models).toBe(5)
    expect(answer.data.reading.headerRow).toBe(1)
    expect(answer.data.reading.mapping.slice(0, 3).map((column) => column.field)).toEqual(['designators', 'quantity', 'mpn'])
    expect(answer.data.lines.map((line) => [line.row, line.match.kind])).toEqual([
      [2, 'exact'],
      [3, 'value'],
      [4, 'close'],
      [5, 'exact'],
      [6, 'none'],
    ])
    expect(answer.data.pricedAt).toMatch(/^\d{4}-\d\d-\d\dT/u)
    expect(await api.store.boms.listAllBoms({ limit: 100 })).toHaveLength(before.length)
  })

  it('gives each matched part its minimum order, and each line the other parts offered (another maker of an exact number)', async () => {
    const answer = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.csv'))
    const byRow = new Map(answer.data.lines.map((line) => [line.row, line]))
    expect(byRow.get(2)?.match.product?.moq).toBe(1)
    expect(byRow.get(3)?.match.product?.intID).toBe(parts.r10k0603)
    expect(byRow.get(3)?.match.product?.moq).toBe(100)
    const diode = byRow.get(5)
    expect(diode?.match.product?.intID).toBe(parts.diodeDiodes)
    expect(diode?.options?.map((option) => [option.kind, option.product.intID])).toEqual([['exact', parts.diodeOnsemi]])
    expect(diode?.options?.[0]?.reason).toContain('another maker')
    expect(byRow.get(6)?.options).toEqual([])
  })

  it('reads the file again with the buyer’s mapping, sent as JSON text in the form', async () => {
    const mapping = JSON.stringify([
      { column: 2, field: null },
      { column: 4, field: 'mpn' },
    ])
    const answer = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { mapping }))
    expect(answer.message).toBe('OK')
    expect(answer.data.reading.mapping.find((column) => column.column === 4)).toMatchObject({ field: 'mpn', confidence: 1 })
    expect(answer.data.lines.find((line) => line.row === 2)?.mpn).toBe('LM358')
  })

  it('refuses a mapping that is not JSON, and a file of the wrong type, with messages', async () => {
    const bad = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.csv', { mapping: '{not json' }))
    expect(bad.code).toBe(400)
    const wrong = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.txt'))
    expect(wrong.code).toBe(400)
    expect(wrong.message).toBe('"board.txt" is a .txt file. Please upload a BOM as .xls, .xlsx or .csv.')
  })

  it('reads a form whose multipart boundary has capitals, as Chromium sends it', async () => {
    const answer = await preview(previewForm(csvBom(FIVE_KINDS_ROWS), 'board.csv'), undefined, '----WebKitFormBoundaryQx7ZaBcDeF12GhIj')
    expect(answer.message).toBe('OK')
    expect(answer.data.lines).toHaveLength(5)
  })

  it('applies the mapping a member confirmed for this header before, and says so', async () => {
    const header = ['Ref', 'Count', 'Maker PN', 'Brand', 'Val', 'Pkg']
    const { bom } = await uploadBom(api, alice.token, csvBom(FIVE_KINDS_ROWS, header), 'odd.csv')
    const confirmed = await json('/api/bom/mapping', alice.token, { id: bom.id, mapping: [{ column: 4, field: 'value' }] })
    expect(confirmed.code).toBe(200)
    const answer = await preview(previewForm(csvBom(FIVE_KINDS_ROWS, header), 'odd-again.csv'), alice.token)
    expect(answer.data.reading.warnings[0]).toBe('The column mapping you confirmed for this header before was applied.')
    expect(answer.data.reading.mapping.find((column) => column.column === 4)?.field).toBe('value')
    const visitor = await preview(previewForm(csvBom(FIVE_KINDS_ROWS, header), 'odd-again.csv'))
    expect(visitor.data.reading.warnings).not.toContain('The column mapping you confirmed for this header before was applied.')
  })
})

describe('POST /api/bom/tocart with picks', () => {
  let id: BomId

  beforeAll(async () => {
    id = (await uploadBom(api, alice.token, csvBom(FIVE_KINDS_ROWS), 'picks.csv')).bom.id
  })

  it('sends a close match the buyer picked with the sure lines, and another maker’s part picked instead of the match', async () => {
    const answer = await json<BomToCartResult>('/api/bom/tocart', alice.token, {
      id,
      boards: 2,
      picks: [
        { row: 4, productId: parts.tvs68 },
        { row: 5, productId: parts.diodeOnsemi },
      ],
    })
    expect(answer.message).toBe('OK')
    expect(answer.data.sent.map((part) => [part.productId, part.quantity, part.rows])).toEqual([
      [parts.lm358dr, 4, [2]],
      [parts.tvs68, 2, [4]],
      [parts.diodeOnsemi, 2, [5]],
    ])
    expect(answer.data.leftOut.map((line) => [line.row, line.reason])).toEqual([
      [3, 'unconfirmed'],
      [6, 'unmatched'],
    ])
    const items = (await call<CartItem[]>(api, '/api/cart/detail', alice.token)).data
    expect(items.map((item) => item.productId).sort()).toEqual([parts.lm358dr, parts.tvs68, parts.diodeOnsemi].sort())
  })

  it('refuses a pick the line does not offer, and a row the BOM does not have, adding nothing', async () => {
    const notOffered = await json('/api/bom/tocart', alice.token, { id, picks: [{ row: 4, productId: parts.lm358dt }] })
    expect(notOffered.code).toBe(400)
    expect(notOffered.message).toBe(`Row 4: the part picked (${parts.lm358dt}) is not one offered for this line. Pick one of its matches.`)
    const noRow = await json('/api/bom/tocart', alice.token, { id, picks: [{ row: 99, productId: parts.lm358dr }] })
    expect(noRow.code).toBe(400)
    expect(noRow.message).toBe('Row 99 is not a line of this BOM.')
  })
})
