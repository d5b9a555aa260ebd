import { TOO_SLOW_MESSAGE } from '@partfront/core/bom'
import { createBomReader } from '../../server/src/bom/read-bom-in-worker.ts'
import type { BomUploadResult } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBomReader } from '../../server/src/api/handlers/bom.ts'
import { type BomMember, createBomMember, csvBom, seedBomParts, uploadForm } from '../../server/src/bom/bom.fixtures.ts'
import { BOM_ROWS, LOOPING_SEED, damaged, deflatedZeros, entityBombSheet, sheetXml, xlsx } from '../../server/src/bom/hostile-files.fixtures.ts'
import { type TestApi, startTestApi } from '../../server/src/testing/test-api.ts'
import { realBom } from './bom-catalog.ts'

/**
 * Issue 8, "Hostile uploads: a zip bomb posing as XLSX, an XML entity bomb, a workbook whose sheet or cell
 * names are `__proto__` or `constructor`, a renamed binary, an HTML file named `.xls`, 201 models, 5 MB + 1
 * byte: each refused with a clear message, the server unharmed and answering". Every hostile file is made here,
 * at test time, and sent through the real app; after each, the same member uploads a good BOM.
 */

let api: TestApi
let buyer: BomMember

beforeAll(async () => {
  api = await startTestApi({
    seed: async (store) => {
      await seedBomParts(store)
      buyer = await createBomMember(store, 'buyer')
    },
  })
}, 30_000)

afterAll(async () => {
  useBomReader(undefined)
  await api.close()
})

interface Envelope {
  readonly code: number
  readonly data: BomUploadResult | null
  readonly message: string
}

async function upload(bytes: Uint8Array | string, name: string): Promise<Envelope> {
  const response = await api.fetch('/api/bom/upload', { method: 'POST', headers: { Authorization: `Bearer ${buyer.token}` }, body: uploadForm(bytes, name) })
  const envelope = (await response.json()) as Envelope
  expect(response.status).toBe(envelope.code)
  return envelope
}

/** The server still reads a good BOM, matches it and answers. */
async function stillAnswers(): Promise<void> {
  const good = await upload(csvBom([['U1', '1', 'LM358DR', 'Texas Instruments', '', 'SOIC-8']]), 'good.csv')
  expect(good.message).toBe('OK')
  const response = await api.fetch(`/api/bom/detail?id=${good.data?.bom.id ?? 0}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
  const detail = (await response.json()) as { data: { lines: { match: { kind: string } }[] } }
  expect(detail.data.lines[0]?.match.kind).toBe('exact')
}

async function refused(bytes: Uint8Array | string, name: string): Promise<string> {
  const answer = await upload(bytes, name)
  expect(answer).toMatchObject({ code: 400, data: null })
  await stillAnswers()
  return answer.message
}

const plainSheet = () => sheetXml(BOM_ROWS)

describe('hostile uploads', () => {
  it('a zip bomb posing as XLSX whose directory says how big it is: refused by its size before it is opened', async () => {
    const bomb = xlsx([{ name: 'BOM', xml: plainSheet() }], [], [{ name: 'xl/media/image1.bin', data: new Uint8Array(0), packed: deflatedZeros(200) }])
    expect(bomb.byteLength).toBeLessThan(300_000)
    expect(await refused(bomb, 'bom.xlsx')).toBe(
      'This workbook unpacks to more than 50 MB, the most we open. Please remove pictures and unused sheets, or save the BOM as CSV.',
    )
  }, 30_000)

  it('a zip bomb posing as XLSX whose directory lies: refused without being unpacked', async () => {
    const bomb = xlsx([{ name: 'BOM', xml: plainSheet() }], [], [{ name: 'xl/worksheets/sheet2.xml', data: new Uint8Array(0), packed: deflatedZeros(500), declaredSize: 2048 }])
    expect(await refused(bomb, 'bom.xlsx')).toBe(
      'This file unpacks to more than its own directory says (a zip bomb?), so it was not opened. Please save the BOM again as .xlsx or .csv.',
    )
  }, 30_000)

  it('an XML entity bomb (the billion laughs) in a sheet: refused', async () => {
    expect(await refused(xlsx([{ name: 'BOM', xml: entityBombSheet() }]), 'bom.xlsx')).toBe(
      'This workbook declares XML entities (<!DOCTYPE …>), which Excel never writes, so it was not opened. Please save the BOM again from your spreadsheet program.',
    )
  }, 30_000)

  it('a workbook whose sheets, defined names or cells are named __proto__ or constructor: refused, nothing polluted', async () => {
    const names = [
      { name: '__proto__', ref: "'__proto__'!$A$1" },
      { name: 'constructor', ref: 'constructor!$A$1' },
    ]
    const sheets = xlsx(
      [
        { name: '__proto__', xml: plainSheet() },
        { name: 'constructor', xml: plainSheet() },
      ],
      names,
    )
    expect(await refused(sheets, 'bom.xlsx')).toBe('This file names a sheet or column "__proto__", a name we do not accept. Please rename it and upload the BOM again.')
    const cells = xlsx([{ name: 'BOM', xml: sheetXml([['Designator', 'constructor', 'Manufacturer Part Number'], ['U1', '1', 'LM358DR']]) }], names)
    expect(await refused(cells, 'bom.xlsx')).toBe('This file names a sheet or column "constructor", a name we do not accept. Please rename it and upload the BOM again.')
    const csv = '__proto__,Quantity,Manufacturer Part Number\nU1,1,LM358DR\n'
    expect(await refused(csv, 'bom.csv')).toContain('"__proto__", a name we do not accept')
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 60_000)

  it('a renamed binary: a program, a PDF and a PNG named as spreadsheets', async () => {
    const program = new Uint8Array(4096)
    program.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])
    for (let i = 8; i < program.length; i++) program[i] = (i * 131) % 256
    for (const name of ['bom.csv', 'bom.xlsx', 'bom.xls']) {
      expect(await refused(program, name)).toBe('This file is a program, not a spreadsheet. Please upload an Excel or CSV file.')
    }
    expect(await refused('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n', 'bom.xls')).toBe('This file is a PDF file, not a spreadsheet. Please upload an Excel or CSV file.')
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    expect(await refused(png, 'bom.csv')).toBe('This file is a PNG image, not a spreadsheet. Please upload an Excel or CSV file.')
  }, 60_000)

  it('an HTML file named .xls: refused as a web page', async () => {
    const html = '<!DOCTYPE html><html><body><table><tr><td>Designator</td><td>MPN</td></tr><tr><td>U1</td><td>LM358DR</td></tr></table><script>alert(1)</script></body></html>'
    expect(await refused(html, 'bom.xls')).toBe('This file is a web page (HTML), not a spreadsheet. Please open it in Excel and save it as .xlsx or .csv.')
  }, 30_000)

  it('BOM-2: 201 models refused with a message naming 200; 200 taken', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`R${i + 1}`, '1', `PART-${String(i).padStart(4, '0')}X`, '', '', ''])
    expect(await refused(csvBom(rows(201)), 'bom.csv')).toBe('This BOM lists 201 models; a BOM may list at most 200. Please split it into several files.')
    expect((await upload(csvBom(rows(200)), 'bom.csv')).code).toBe(200)
  }, 30_000)

  it('5 MB + 1 byte refused, naming the limit; exactly 5 MB taken', async () => {
    const head = 'Designator,Quantity,Manufacturer Part Number,Description\nU1,1,LM358DR,"'
    const tail = '"\n'
    const exactly = head + 'x'.repeat(5 * 1024 * 1024 - head.length - tail.length) + tail
    expect(new TextEncoder().encode(exactly).byteLength).toBe(5 * 1024 * 1024)
    expect(await refused(exactly.replace('x"', 'xx"'), 'bom.csv')).toBe('The file is larger than 5 MB, the most a BOM file may be.')
    const taken = await upload(exactly, 'bom.csv')
    expect(taken.code).toBe(200)
    expect(taken.data?.bom.lines).toBe(1)
  }, 30_000)

  it('a file that makes the reader loop forever is stopped at the time limit, and the server answers meanwhile', async () => {
    useBomReader(createBomReader({ timeoutMs: 1_500 }))
    try {
      // The looping .xls of specs/boms/hostile-xls.test.ts: seeded byte changes of a real BOM.
      const bytes = damaged(realBom('smoothieboard_bom.xls'), LOOPING_SEED)
      const looping = upload(bytes, 'smoothieboard_bom.xls')
      const list = await api.fetch('/api/bom/list', { headers: { Authorization: `Bearer ${buyer.token}` } })
      expect(list.status).toBe(200)
      expect(await looping).toMatchObject({ code: 400, message: TOO_SLOW_MESSAGE })
    } finally {
      useBomReader(undefined)
    }
    await stillAnswers()
  }, 30_000)
})
