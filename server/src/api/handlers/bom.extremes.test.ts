import { BOM } from '@partfront/core/constants'
import type { BomDetail, BomId, BomUploadResult } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BOM_CONTACT, createBomMember, seedBomParts, uploadForm } from '../../bom/bom.fixtures.ts'
import { STORED_BEFORE_THE_LIMITS, extremeBoms, seedExpensivePart } from '../../bom/extreme-boms.fixtures.ts'
import { readServerConfig } from '../../config.ts'
import { memoryMail } from '../../mail/memory-mail.ts'
import { fakePaymentProvider } from '../../payments/fake-provider.ts'
import { postgresTestDatabase } from '../../testing/postgres-test-database.ts'
import { openFreshSqliteStore } from '../../testing/fresh-sqlite.ts'
import type { Store } from '../../store/store.ts'
import { memoryLogSink } from '../log.ts'
import { createApiRouter } from '../router.ts'
import type { Services } from '../services.ts'
import { handlers } from './index.ts'

/**
 * Issue 14, defects 5–7, through the real API on both engines: every extreme BOM uploads (its extremes flagged
 * on their lines) or is refused with a 400 naming the problem, and its detail, CSV and XLSX export, to-cart and
 * to-RFQ answer 200 or a 4xx with a message, never a 5xx, for 1 board, the most boards and one board too many.
 * A BOM stored before the limits (a line of 10^12 pieces, a 1,000,000-character part number) answers alike.
 * A BOM of 100 lines of 40,000-character part numbers is detailed quickly, and another request meanwhile too.
 */

const folder = mkdtempSync(join(tmpdir(), 'partfront-bom-extremes-'))
const postgres = postgresTestDatabase()
const opened: Store[] = []
let sqliteFiles = 0

const ENGINES: Record<'sqlite' | 'postgres', () => Promise<Store>> = {
  sqlite: () => openFreshSqliteStore(join(folder, `store-${++sqliteFiles}.db`)),
  postgres: () => postgres.factory(),
}

afterAll(async () => {
  for (const store of opened.splice(0)) await store.close()
  await postgres.end()
  rmSync(folder, { recursive: true, force: true })
})

interface Answer {
  readonly status: number
  readonly message: string
  readonly data: unknown
}

interface Shop {
  readonly store: Store
  readonly userId: Awaited<ReturnType<typeof createBomMember>>['userId']
  call(path: string, init?: RequestInit): Promise<Answer>
}

async function openShop(engine: keyof typeof ENGINES): Promise<Shop> {
  const store = await ENGINES[engine]()
  opened.push(store)
  await seedBomParts(store)
  await seedExpensivePart(store)
  const member = await createBomMember(store, 'buyer')
  const services: Services = {
    store,
    mail: memoryMail(),
    payments: fakePaymentProvider({ secret: 'test-payment-secret' }),
    config: readServerConfig({ DEMO_PARTS: '0', MAIL_OUTBOX: join(folder, 'outbox') }),
    log: memoryLogSink(),
    now: () => new Date('2026-01-15T09:00:00.000Z'),
  }
  const api = createApiRouter(services, handlers)
  return {
    store,
    userId: member.userId,
    call: async (path, init = {}) => {
      const headers = new Headers(init.headers)
      headers.set('Authorization', `Bearer ${member.token}`)
      const response = await api.request(new URL(path, 'http://partfront.test').toString(), { ...init, headers })
      const type = response.headers.get('Content-Type') ?? ''
      if (!type.includes('json')) {
        await response.arrayBuffer()
        return { status: response.status, message: response.status === 200 ? 'OK' : '', data: null }
      }
      const envelope = (await response.json()) as { message: string; data: unknown }
      return { status: response.status, message: envelope.message, data: envelope.data }
    },
  }
}

/** 200, or a 4xx with a message that is not the generic failure; never a 5xx. */
function expectAnswered(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.message}`).toBeLessThan(500)
  if (answer.status !== 200) {
    expect(answer.status, what).toBeGreaterThanOrEqual(400)
    expect(answer.message.length, what).toBeGreaterThan(10)
  }
}

const BOARDS = [undefined, 1, BOM.maxBoards, BOM.maxBoards + 1, 10_000_000]

/** Detail, both exports, to-cart and to-RFQ, for each build quantity: answered, never a 5xx. */
async function everyCall(shop: Shop, id: BomId, name: string): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>()
  for (const boards of BOARDS) {
    const query = `id=${id}${boards === undefined ? '' : `&boards=${boards}`}`
    const body = (path: string) =>
      shop.call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, ...(boards === undefined ? {} : { boards }) }) })
    const calls: [string, Promise<Answer>][] = [
      ['detail', shop.call(`/api/bom/detail?${query}`)],
      ['csv', shop.call(`/api/bom/export?${query}&format=csv`)],
      ['xlsx', shop.call(`/api/bom/export?${query}&format=xlsx`)],
      ['cart', body('/api/bom/tocart')],
      ['rfq', body('/api/bom/torfq')],
    ]
    for (const [call, answer] of calls) {
      const got = await answer
      expectAnswered(got, `${name} ${call} boards=${String(boards)}`)
      answers.set(`${call} ${String(boards ?? 1)}`, got)
    }
  }
  return answers
}

async function stored(shop: Shop, name: string, lines: (typeof STORED_BEFORE_THE_LIMITS)[string]): Promise<BomId> {
  const record = await shop.store.boms.createBom({
    userId: shop.userId,
    fileName: `${name}.csv`,
    bytes: new Uint8Array([1]),
    contact: BOM_CONTACT,
    reading: { sheet: 'bom', sheets: ['bom'], headerRow: 1, header: ['Designator', 'Quantity', 'MPN'], headerSignature: 'x', mapping: [], mappingChoice: null, warnings: [] },
    lines,
    modelCount: lines.length,
    at: '2026-01-15T09:00:00.000Z',
  })
  return record.id
}

describe.each(['sqlite', 'postgres'] as const)('issue 14: a BOM of extreme values never answers 5xx (%s)', (engine) => {
  it('every extreme file uploads, its extremes flagged on their lines, and every call on it answers 200 or a 4xx with a message', async () => {
    const shop = await openShop(engine)
    const answers = new Map<string, Map<string, Answer>>()
    const warnings = new Map<string, readonly string[]>()
    for (const file of extremeBoms()) {
      const upload = await shop.call('/api/bom/upload', { method: 'POST', body: uploadForm(file.bytes, file.name) })
      expectAnswered(upload, `${file.name} upload`)
      expect(upload.status, `${file.name}: ${upload.message}`).toBe(200)
      const result = upload.data as BomUploadResult
      warnings.set(file.name, result.reading.warnings)
      answers.set(file.name, await everyCall(shop, result.bom.id, file.name))
    }
    expect(warnings.get('trillion.csv')?.[0]).toBe(
      'Row 2: The quantity 1000000000000 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
    )
    expect(warnings.get('unsafe-integer.csv')?.[0]).toMatch(/^Row 2: The quantity 9007199254740993 is more than 10,000,000/)
    expect(warnings.get('extremes.csv')).toEqual([
      'Row 2: The quantity 1e300 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'Row 3: The quantity -5 is below zero; the 1 designator is counted instead.',
      'Row 4: The quantity 0.0000001 is not a whole number; 1 are counted.',
    ])
    expect(warnings.get('million-character-part.csv')?.[0]).toBe(
      'Row 2: The part number in Manufacturer Part Number has 1,000,000 characters, more than the 100 a part number may have; it was not read.',
    )
    expect(warnings.get('long-part-numbers.csv')).toHaveLength(100)
    expect(warnings.get('four-mb-cell.csv')).toEqual([
      'Row 2: The cell in Value has 4,194,304 characters, more than the 1,000 a cell may have; only its first 1,000 were read.',
    ])
    expect(warnings.get('nul.xlsx')).toEqual(expect.arrayContaining([
      'Row 2: The cell in Manufacturer Part Number held control characters (such as NUL); they were removed.',
      'Row 4: The quantity -5 is below zero; the 1 designator is counted instead.',
    ]))

    // What each answer says, where it is not 200.
    const nul = answers.get('nul.xlsx')
    expect(nul?.get('detail 1')?.status).toBe(200)
    expect((nul?.get('detail 1')?.data as BomDetail).lines[0]).toMatchObject({ mpn: 'LM358DR', manufacturer: 'TexasInstruments', match: { kind: 'exact' } })
    const thousand = answers.get('thousand-per-board.csv')
    expect(thousand?.get(`detail ${BOM.maxBoards}`)).toMatchObject({ status: 200 })
    expect((thousand?.get(`detail ${BOM.maxBoards}`)?.data as BomDetail).totals.quantity).toBe(1000 * BOM.maxBoards)
    expect(thousand?.get(`cart ${BOM.maxBoards}`)).toMatchObject({ status: 400, message: 'LM358DR (row 2): Quantity must be from 1 to 10000000' })
    for (const key of [`detail ${BOM.maxBoards + 1}`, 'detail 10000000', `cart ${BOM.maxBoards + 1}`, `xlsx ${BOM.maxBoards + 1}`]) {
      expect(thousand?.get(key)?.status, key).toBe(400)
      expect(thousand?.get(key)?.message, key).toContain('Boards must be from 1 to 100,000')
    }
    const most = answers.get('most-per-line.csv')
    expect(most?.get('detail 1')).toMatchObject({ status: 200 })
    expect(most?.get(`detail ${BOM.maxBoards}`)).toMatchObject({
      status: 400,
      message: 'Row 2 (LM358DR) comes to $150,000,000,000 for 100,000 boards, more than the $9,007,199,254 one price may be. Please ask for fewer boards, or a quote.',
    })
    const expensive = answers.get('expensive.csv')
    for (const call of ['detail', 'csv', 'xlsx', 'cart', 'rfq']) {
      expect(expensive?.get(`${call} 1`), call).toMatchObject({
        status: 400,
        message: 'Row 2 (XCVU19P-2FSVA3824E) comes to $50,000,000,000 for 1 board, more than the $9,007,199,254 one price may be. Please ask for fewer boards, or a quote.',
      })
    }
  }, 120_000)

  it('a BOM stored before the limits (10^12 pieces a line, a 1,000,000-character part number) answers 200 or a 4xx with a message', async () => {
    const shop = await openShop(engine)
    const answers = new Map<string, Map<string, Answer>>()
    for (const [name, lines] of Object.entries(STORED_BEFORE_THE_LIMITS)) answers.set(name, await everyCall(shop, await stored(shop, name, lines), name))
    expect(answers.get('trillion')?.get('detail 1')).toMatchObject({
      status: 400,
      message:
        'Row 2 (LM358DR) asks for 1000000000000 pieces per board, more than the 10,000,000 one line may have. Correct the file and upload it again, or confirm its columns again to read it with these limits.',
    })
    expect(answers.get('unsafe integer')?.get('cart 1')?.status).toBe(400)
    expect(answers.get('unsafe integer')?.get('cart 1')?.message).toContain('asks for 9007199254740992 pieces per board')
    const million = answers.get('million-character part number')?.get('detail 1')
    expect(million?.status).toBe(200)
    expect((million?.data as BomDetail).lines.map((line) => line.match.kind)).toEqual(['none', 'exact'])
  }, 120_000)

  it('a BOM of 100 lines of 40,000-character part numbers is detailed, and another request answers beside it', async () => {
    const shop = await openShop(engine)
    const id = await stored(shop, 'long part numbers', STORED_BEFORE_THE_LIMITS['long part numbers'] ?? [])
    await shop.call(`/api/bom/detail?id=${id}`) // warm: statements prepared, code compiled
    // Matching skips what no catalog model can be, so the detail is a few lookups (about 50 ms; it took 4–5 s
    // before and held the server that long). How long it takes is for the benchmarks; here both answer.
    const [detailed, listed] = await Promise.all([shop.call(`/api/bom/detail?id=${id}`), shop.call('/api/bom/list')])
    expect(detailed.status).toBe(200)
    expect(listed.status).toBe(200)
  }, 60_000)
})
