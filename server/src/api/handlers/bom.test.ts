import type { BomDetail, BomId, BomUploadResult, EnvelopeOf } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BomFixtureParts, type BomMember, CONTACT, createBomMember, csvBom, seedBomParts, uploadForm, usd } from '../../bom/bom.fixtures.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'

/**
 * The BOM endpoints against the real app and SQLite (BOM-1 to BOM-4, PAGE-6; issue 8 "In the API"): uploads
 * read in the worker thread, matched and priced against a small catalog, listed and re-mapped, each member
 * seeing only their own BOMs.
 */

let api: TestApi
let parts: BomFixtureParts
let alice: BomMember
let bob: BomMember

beforeAll(async () => {
  api = await startTestApi({
    seed: async (store) => {
      parts = await seedBomParts(store)
      alice = await createBomMember(store, 'alice')
      bob = await createBomMember(store, 'bob')
    },
  })
}, 30_000)

afterAll(async () => {
  await api.close()
})


async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<EnvelopeOf<T>> {
  const { token, ...rest } = init
  const headers = new Headers(rest.headers)
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`)
  const response = await api.fetch(path, { ...rest, headers })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(response.status).toBe(envelope.code)
  return envelope
}

function upload(token: string | undefined, content: string | Uint8Array, name = 'board.csv', contact: Readonly<Record<string, string>> = CONTACT) {
  return call<BomUploadResult>('/api/bom/upload', { method: 'POST', body: uploadForm(content, name, contact), ...(token === undefined ? {} : { token }) })
}

async function uploaded(token: string, content: string, name = 'board.csv'): Promise<BomUploadResult> {
  const answer = await upload(token, content, name)
  expect(answer.message).toBe('OK')
  return answer.data
}

function detail(token: string, id: number, boards?: number) {
  return call<BomDetail>(`/api/bom/detail?id=${id}${boards === undefined ? '' : `&boards=${boards}`}`, { token })
}

function remap(token: string, body: unknown) {
  return call<BomDetail>('/api/bom/mapping', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** A BOM of `n` distinct models. */
function modelsBom(n: number): string {
  return csvBom(Array.from({ length: n }, (_, i) => [`R${i + 1}`, '1', `PART-${String(i + 1).padStart(4, '0')}X`, 'Maker', '', '']))
}

const lineAt = (bom: BomDetail, row: number) => {
  const line = bom.lines.find((l) => l.row === row)
  if (line === undefined) throw new Error(`no line on row ${row}`)
  return line
}

describe('bomUpload', { timeout: 30_000 }, () => {
  it('BOM-1, BOM-4: saves an upload with its contact info and answers the guessed mapping for confirmation', async () => {
    const result = await uploaded(alice.token, csvBom([['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8']]), 'amp.CSV')
    expect(result.bom).toMatchObject({ fileName: 'amp.CSV', status: 'uploaded', lines: 1, models: 1 })
    expect(result.reading).toMatchObject({ sheet: 'amp', sheets: ['amp'], headerRow: 1 })
    expect(result.reading.mapping.map((column) => [column.header, column.field])).toEqual([
      ['Designator', 'designators'],
      ['Quantity', 'quantity'],
      ['Manufacturer Part Number', 'mpn'],
      ['Manufacturer', 'manufacturer'],
      ['Value', 'value'],
      ['Footprint', 'footprint'],
    ])
    expect(result.reading.mapping.every((column) => column.confidence > 0.5)).toBe(true)
    const saved = await detail(alice.token, result.bom.id)
    expect(saved.data.contact).toEqual(CONTACT)
    expect(saved.data.history).toEqual([{ status: 'uploaded', at: '2026-01-15T09:00:00.000Z' }])
  })

  it('BOM-1: reads a form whose multipart boundary has upper-case letters, as Chromium sends it', async () => {
    // Chromium's boundaries are `----WebKitFormBoundary` and 16 mixed-case characters; the boundary is
    // case-sensitive, so the server must hand it on as sent (curl and Node send lower-case ones).
    const boundary = '----WebKitFormBoundaryAbCdEfGhIjKlMnOp'
    const file = csvBom([['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8']])
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`
    const body =
      part('Content-Disposition: form-data; name="file"; filename="chromium.csv"\r\nContent-Type: text/csv', file) +
      Object.entries(CONTACT).map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)).join('') +
      `--${boundary}--\r\n`
    for (const mediaType of ['multipart/form-data', 'Multipart/Form-Data']) {
      const answer = await call<BomUploadResult>('/api/bom/upload', {
        method: 'POST',
        token: alice.token,
        headers: { 'Content-Type': `${mediaType}; boundary=${boundary}` },
        body: new TextEncoder().encode(body),
      })
      expect(answer.message).toBe('OK')
      expect(answer.data.bom).toMatchObject({ fileName: 'chromium.csv', lines: 1, models: 1 })
      expect(answer.data.reading.sheet).toBe('chromium')
    }
  })

  it('BOM-1: answers why a column was read by its cells: rows one cell wider than their header, part numbers right of "Part Number"', async () => {
    const header = ['Reference', 'Qty', 'Value', 'Footprint', 'Manufacturer', 'Note', 'Part Number']
    const rows = [
      ['U1, U2', '2', 'LM358', 'SOIC-8', '', 'Texas Instruments', 'dual op-amp', 'LM358DR'],
      ['R1', '1', '10k', '0402', '', 'Yageo', '', 'RC0402FR-0710KL'],
      ['C1, C2', '2', '100nF', '0402', '', 'Murata', 'near U1', 'GRM155R71C104KA88D'],
    ]
    const result = await uploaded(alice.token, csvBom(rows, header), 'shifted.csv')
    const mpn = result.reading.mapping.find((column) => column.field === 'mpn')
    expect(mpn).toMatchObject({ column: 7, header: '', confidence: 0.75 })
    expect(mpn?.reason).toContain('From column E on, the rows carry one cell more than the header')
    expect(result.reading.mapping.find((column) => column.field === 'manufacturer')).toMatchObject({ column: 5, header: 'Note' })
    expect(result.reading.mapping.find((column) => column.header === 'Reference')?.reason).toBeUndefined()
    expect(result.reading.warnings.some((warning) => warning.includes('The columns were read from where the values are.'))).toBe(true)
    const saved = await detail(alice.token, result.bom.id)
    expect(saved.data.reading.mapping.find((column) => column.field === 'mpn')?.reason).toBe(mpn?.reason)
    expect(saved.data.lines.map((line) => line.mpn)).toEqual(['LM358DR', 'RC0402FR-0710KL', 'GRM155R71C104KA88D'])
  })

  it('answers 403 without a session, before the file is looked at', async () => {
    const answer = await upload(undefined, 'not even a BOM', 'x.pdf')
    expect(answer.code).toBe(403)
  })

  it('BOM-1: refuses a file of another type with a message naming the accepted ones', async () => {
    const answer = await upload(alice.token, csvBom([['U1', '1', 'LM358DR', '', '', '']]), 'board.pdf')
    expect(answer).toMatchObject({ code: 400, data: null })
    expect(answer.message).toContain('.xls, .xlsx or .csv')
  })

  it('BOM-4: refuses an upload without the telephone number, naming it', async () => {
    const { telephone: _, ...noPhone } = CONTACT
    const answer = await upload(alice.token, csvBom([['U1', '1', 'LM358DR', '', '', '']]), 'board.csv', noPhone)
    expect(answer.code).toBe(400)
    expect(answer.message).toMatch(/telephone/i)
  })

  it('refuses an empty file and a file with no parts below its header, each with a message', async () => {
    const empty = await upload(alice.token, '', 'empty.csv')
    expect(empty.code).toBe(400)
    expect(empty.message).toMatch(/empty/i)
    const bare = await upload(alice.token, 'Designator,Quantity,MPN\n', 'bare.csv')
    expect(bare.code).toBe(400)
    expect(bare.message).toMatch(/No parts were found/)
  })

  it('BOM-2: takes a BOM of 200 models and refuses one of 201 with a message naming 200', async () => {
    const two = await upload(alice.token, modelsBom(200), 'two-hundred.csv')
    expect(two.code).toBe(200)
    expect(two.data.bom.models).toBe(200)
    const over = await upload(alice.token, modelsBom(201), 'two-hundred-one.csv')
    expect(over.code).toBe(400)
    expect(over.message).toContain('at most 200')
  }, 30_000)
})

describe('bomDetail: matching and pricing', { timeout: 30_000 }, () => {
  const rows = [
    ['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm'], // row 2: exact
    ['U3', '1', 'LM358DRG4', 'Texas Instruments', '', ''], // 3: variant
    ['R1, R2, R3', '3', '', '', '10k', 'Resistor_SMD:R_0603_1608Metric'], // 4: by value
    ['U4', '1', '1.5SMC6.8CA', 'Vishay', '', ''], // 5: close, never exact
    ['D1', '1', '1N4148W', 'onsemi', '', 'SOD-123'], // 6: exact, the BOM's maker
    ['D2', '1', '1N4148W', '', '', ''], // 7: exact, the most stock
    ['R9', '1', 'RC0603FR-0710KL', 'Yageo', '10k', 'R_0402_1005Metric'], // 8: exact, footprint differs
    ['U9', '1', 'XQ9Z77001', '', '', ''], // 9: none
    ['C9', '0', 'LM358DR', '', '', ''], // 10: do not fit
    ['U5', '1', 'TPS5430DDAR', '', '', ''], // 11: price on request
    ['U6', '1', 'LM358', 'Texas Instruments', '', ''], // 12: close, a prefix of the catalog's
  ]

  let id: BomId
  beforeAll(async () => {
    id = (await uploaded(alice.token, csvBom(rows), 'priced.csv')).bom.id
  }, 30_000)

  it('matches each line by the best kind there is, with a score and the reason', async () => {
    const { data } = await detail(alice.token, id)
    const kinds = data.lines.map((line) => [line.row, line.match.kind, line.match.product?.intID ?? null])
    expect(kinds).toEqual([
      [2, 'exact', parts.lm358dr],
      [3, 'variant', parts.lm358dr],
      [4, 'value', parts.r10k0603],
      [5, 'close', parts.tvs68],
      [6, 'exact', parts.diodeOnsemi],
      [7, 'exact', parts.diodeDiodes],
      [8, 'exact', parts.r10k0603],
      [9, 'none', null],
      [10, 'exact', parts.lm358dr],
      [11, 'exact', parts.regulator],
      [12, 'close', parts.lm358dr],
    ])
    expect(lineAt(data, 2).match).toMatchObject({ score: 1, reason: 'Exact: Texas Instruments LM358DR.' })
    expect(lineAt(data, 3).match.reason).toContain('another packaging or grade')
    expect(lineAt(data, 4).match.reason).toContain('By value: 10 kΩ in package 0603')
    expect(lineAt(data, 5).match.reason).toMatch(/^Close, not exact: Vishay 1\.5SMC68CA: .*decimal point/)
    expect(lineAt(data, 6).match.reason).toContain("the BOM's maker is chosen")
    expect(lineAt(data, 7).match.reason).toContain('the one with the most stock is chosen')
    expect(lineAt(data, 9).match).toMatchObject({ score: 0, product: null })
    expect(lineAt(data, 9).match.reason).toContain('Not in the catalog')
    expect(lineAt(data, 12).match.reason).toContain('leaves out "DR"')
  })

  it('checks the line’s footprint against the part’s package and says when they differ', async () => {
    const { data } = await detail(alice.token, id)
    expect(lineAt(data, 8).match.reason).toContain('The footprint 0402 differs from the part\'s package 0603 (1608 Metric).')
    expect(lineAt(data, 8).match.score).toBeLessThan(1)
    expect(lineAt(data, 2).match.reason).not.toContain('footprint')
  })

  it('prices each fitted line at its break for one board, keeps a do-not-fit line at quantity 0, and totals', async () => {
    const { data } = await detail(alice.token, id)
    expect(data.boards).toBe(1)
    expect(lineAt(data, 2)).toMatchObject({ quantity: 2, unitPrice: usd(0.25), extendedPrice: usd(0.5) })
    // Sold from 100 pieces: priced for 100, and said.
    expect(lineAt(data, 4)).toMatchObject({ quantity: 3, unitPrice: usd(0.002), extendedPrice: usd(0.2) })
    expect(lineAt(data, 4).match.reason).toContain('sold from 100 pieces: priced for 100, 3 needed')
    expect(lineAt(data, 10)).toMatchObject({ quantity: 0, fitted: false, unitPrice: null, extendedPrice: null })
    expect(lineAt(data, 11)).toMatchObject({ unitPrice: null, extendedPrice: null })
    expect(lineAt(data, 11).match.reason).toContain('priced on request')
    expect(lineAt(data, 9)).toMatchObject({ unitPrice: null, extendedPrice: null })
    expect(data.totals.lines).toBe(11)
    expect(data.totals.quantity).toBe(2 + 1 + 3 + 1 + 1 + 1 + 1 + 1 + 1 + 1)
    expect(data.totals.matched).toBe(10)
    const priced = data.lines.reduce((sum, line) => sum + (line.fitted ? (line.extendedPrice ?? 0) : 0), 0)
    expect(data.totals.price).toBe(priced)
  })

  it('prices for a build quantity: quantity × boards at the break it reaches, and says what is short in stock', async () => {
    const { data } = await detail(alice.token, id, 500)
    expect(data.boards).toBe(500)
    // 1,000 op-amps reach the 1,000 break.
    expect(lineAt(data, 2)).toMatchObject({ quantity: 2, unitPrice: usd(0.15), extendedPrice: usd(150) })
    expect(lineAt(data, 4)).toMatchObject({ unitPrice: usd(0.001), extendedPrice: usd(1.5) })
    expect(data.totals.quantity).toBe(13 * 500)
    expect(lineAt(data, 2).match.reason).not.toContain('Short in stock')
    const tooMany = await detail(alice.token, id, 3000)
    expect(lineAt(tooMany.data, 2).match.reason).toContain('Short in stock: 6,000 needed, 5,000 in stock.')
  })

  it('refuses a build quantity that is not a whole number from 1, naming boards', async () => {
    for (const boards of ['0', '-1', '1.5', 'ten']) {
      const answer = await call(`/api/bom/detail?id=${id}&boards=${boards}`, { token: alice.token })
      expect(answer.code).toBe(400)
      expect(answer.message).toMatch(/boards|quantity/i)
    }
  })

  it('answers 404 for a BOM that does not exist', async () => {
    const answer = await detail(alice.token, 999_999)
    expect(answer).toMatchObject({ code: 404, message: 'The BOM was not found' })
  })
})

describe('member scoping', { timeout: 30_000 }, () => {
  it('another member can neither see nor re-map a BOM by its id, nor find it listed: it reads as missing', async () => {
    const { bom } = await uploaded(alice.token, csvBom([['U1', '1', 'LM358DR', '', '', '']]), 'private.csv')
    expect(await detail(bob.token, bom.id)).toMatchObject({ code: 404, data: null, message: 'The BOM was not found' })
    const taken = await remap(bob.token, { id: bom.id, mapping: [{ column: 2, field: null }] })
    expect(taken).toMatchObject({ code: 404, data: null })
    const listed = await call<{ list: { id: number }[] }>('/api/bom/list', { token: bob.token })
    expect(listed.data.list.map((b) => b.id)).not.toContain(bom.id)
    // Alice's BOM is unchanged by Bob's attempt.
    const mine = await detail(alice.token, bom.id)
    expect(mine.data.reading.mapping[2]?.field).toBe('mpn')
  })

  it('answers 403 to every BOM endpoint without a session', async () => {
    expect((await call('/api/bom/list')).code).toBe(403)
    expect((await call('/api/bom/detail?id=1')).code).toBe(403)
    expect((await call('/api/bom/mapping', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).code).toBe(403)
  })
})

describe('bomList', { timeout: 30_000 }, () => {
  it('PAGE-2: lists the member’s BOMs newest first, a page at a time, of one status when asked', async () => {
    const carol = await createBomMember(api.store, 'carol')
    const ids: number[] = []
    for (const [i, name] of ['one.csv', 'two.csv', 'three.csv'].entries()) {
      api.setNow(new Date(Date.UTC(2026, 0, 20 + i, 9)))
      ids.push((await uploaded(carol.token, csvBom([['U1', '1', 'LM358DR', '', '', '']]), name)).bom.id)
    }
    api.setNow(new Date('2026-01-15T09:00:00.000Z'))
    const all = await call<{ list: { id: number; fileName: string }[]; total: number; page: number; pageSize: number }>('/api/bom/list', { token: carol.token })
    expect(all.data.list.map((b) => b.fileName)).toEqual(['three.csv', 'two.csv', 'one.csv'])
    expect(all.data.total).toBe(3)
    const second = await call<{ list: { fileName: string }[]; total: number; page: number; pageSize: number }>('/api/bom/list?page=2&pageSize=1', { token: carol.token })
    expect(second.data).toEqual({ list: [expect.objectContaining({ fileName: 'two.csv' })], total: 3, page: 2, pageSize: 1 })
    const [first] = ids
    if (first === undefined) throw new Error('no upload')
    await api.store.boms.moveBom({ id: first as BomId, from: 'uploaded', to: 'distributed', at: '2026-01-25T00:00:00.000Z', source: 'test' })
    const distributed = await call<{ list: { id: number; status: string }[]; total: number }>('/api/bom/list?status=distributed', { token: carol.token })
    expect(distributed.data).toMatchObject({ total: 1, list: [{ id: first, status: 'distributed' }] })
    const past = await call<{ list: unknown[]; total: number }>('/api/bom/list?page=9', { token: carol.token })
    expect(past.data).toMatchObject({ list: [], total: 3 })
    const bad = await call('/api/bom/list?status=lost', { token: carol.token })
    expect(bad.code).toBe(400)
    expect(bad.message).toMatch(/status/i)
  }, 30_000)
})

describe('bomMapping', { timeout: 30_000 }, () => {
  // Generic headers: the guess cannot tell which column is the part number.
  const generic = csvBom(
    [
      ['U1', 'LM358DR', 'op-amp'],
      ['U2', 'TPS5430DDAR', 'regulator'],
    ],
    ['Ref', 'Field1', 'Field2'],
  )

  it('re-reads the stored file with the buyer’s columns, answers the BOM matched with them, and remembers them', async () => {
    const dave = await createBomMember(api.store, 'dave')
    const first = await uploaded(dave.token, generic, 'generic.csv')
    const corrected = await remap(dave.token, { id: first.bom.id, mapping: [{ column: 1, field: 'mpn' }, { column: 2, field: 'description' }] })
    expect(corrected.code).toBe(200)
    expect(corrected.data.reading.mapping.map((c) => [c.header, c.field, c.confidence])).toEqual([
      ['Ref', 'designators', expect.any(Number)],
      ['Field1', 'mpn', 1],
      ['Field2', 'description', 1],
    ])
    expect(corrected.data.lines.map((line) => [line.mpn, line.match.kind])).toEqual([
      ['LM358DR', 'exact'],
      ['TPS5430DDAR', 'exact'],
    ])
    // The next upload with the same header gets the mapping at once, and says so.
    const second = await uploaded(dave.token, generic, 'generic-again.csv')
    expect(second.reading.mapping.map((c) => c.field)).toEqual(['designators', 'mpn', 'description'])
    expect(second.reading.warnings[0]).toBe('The column mapping you confirmed for this header before was applied.')
    // Another member's upload with the same header is guessed afresh.
    const erin = await createBomMember(api.store, 'erin')
    const theirs = await uploaded(erin.token, generic, 'generic.csv')
    expect(theirs.reading.warnings).not.toContain('The column mapping you confirmed for this header before was applied.')
  }, 30_000)

  it('refuses a column the sheet does not have and a sheet the file does not have, with the reader’s message', async () => {
    const { bom } = await uploaded(alice.token, generic, 'generic.csv')
    const column = await remap(alice.token, { id: bom.id, mapping: [{ column: 7, field: 'mpn' }] })
    expect(column.code).toBe(400)
    expect(column.message).toBe('Column 7 is not a column of this sheet (it has 3).')
    const sheet = await remap(alice.token, { id: bom.id, sheet: 'Sheet9', mapping: [] })
    expect(sheet).toMatchObject({ code: 400, message: 'This file has no sheet named "Sheet9".' })
    const field = await remap(alice.token, { id: bom.id, mapping: [{ column: 1, field: 'price' }] })
    expect(field.code).toBe(400)
    expect(field.message).toMatch(/mapping/i)
  })

  it('refuses to change a BOM customer service has confirmed with the buyer (409)', async () => {
    const { bom } = await uploaded(alice.token, generic, 'confirmed.csv')
    let from = 'uploaded' as const as 'uploaded' | 'distributed' | 'verifying'
    for (const to of ['distributed', 'verifying'] as const) {
      await api.store.boms.moveBom({ id: bom.id, from, to, at: '2026-01-16T00:00:00.000Z', source: 'test' })
      from = to
    }
    expect((await remap(alice.token, { id: bom.id, mapping: [] })).code).toBe(200)
    await api.store.boms.moveBom({ id: bom.id, from: 'verifying', to: 'confirmed', at: '2026-01-17T00:00:00.000Z', source: 'test' })
    const refused = await remap(alice.token, { id: bom.id, mapping: [] })
    expect(refused.code).toBe(409)
    expect(refused.message).toContain('This BOM is confirmed')
  })
})
