import type { BomLineDraft } from '@partfront/core/bom'
import type { BomId } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BomFixtureParts, type BomMember, BOM_CONTACT, createBomMember, seedBomParts } from '../../bom/bom.fixtures.ts'
import type { BomReadingRecord } from '../boms.port.ts'
import { type SqliteStore, openSqliteStore } from './sqlite-store.ts'

let folder: string
let store: SqliteStore
let parts: BomFixtureParts
let alice: BomMember
let bob: BomMember

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-boms-'))
  store = openSqliteStore(join(folder, 'boms.db'))
  parts = await seedBomParts(store)
  alice = await createBomMember(store, 'alice')
  bob = await createBomMember(store, 'bob')
})

afterEach(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

const READING: BomReadingRecord = {
  sheet: 'bom',
  sheets: ['bom', 'notes'],
  headerRow: 2,
  header: ['Ref', 'MPN'],
  headerSignature: 'abc',
  mapping: [
    { column: 0, header: 'Ref', field: 'designators', confidence: 0.9 },
    { column: 1, header: 'MPN', field: 'mpn', confidence: 0.9 },
  ],
  mappingChoice: null,
  warnings: ['Row 3: odd.'],
}

const LINE: BomLineDraft = {
  row: 3,
  designators: ['U1', 'U2'],
  quantity: 2,
  mpn: 'LM358DR',
  manufacturer: 'TI',
  alternates: [{ mpn: 'LM358DT', manufacturer: 'TI' }],
  distributorParts: [{ distributor: 'lcsc', sku: 'C7950' }],
  value: 'LM358',
  description: 'op-amp',
  footprint: 'SOIC-8',
  fitted: true,
  warnings: ['odd'],
}

function save(userId = alice.userId) {
  return store.boms.createBom({
    userId,
    fileName: 'amp.csv',
    bytes: new Uint8Array([1, 2, 3]),
    contact: BOM_CONTACT,
    reading: READING,
    lines: [LINE, { ...LINE, row: 4, fitted: false }],
    modelCount: 1,
    at: '2026-01-15T09:00:00.000Z',
  })
}

describe('the BOM store on SQLite', () => {
  it('saves an upload with its file, reading, lines and first status, and reads it back whole', async () => {
    const saved = await save()
    expect(saved).toMatchObject({ fileName: 'amp.csv', status: 'uploaded', lines: 2, models: 1, userId: alice.userId, reading: READING })
    expect(saved.bomLines).toEqual([LINE, { ...LINE, row: 4, fitted: false }])
    expect(saved.history).toEqual([{ status: 'uploaded', at: '2026-01-15T09:00:00.000Z', source: 'member' }])
    expect(await store.boms.findBomFile(alice.userId, saved.id)).toEqual({ fileName: 'amp.csv', bytes: new Uint8Array([1, 2, 3]) })
  })

  it('scopes every read and write of a BOM to its member', async () => {
    const saved = await save()
    expect(await store.boms.findBom(bob.userId, saved.id)).toBeUndefined()
    expect(await store.boms.findBomFile(bob.userId, saved.id)).toBeUndefined()
    expect(await store.boms.replaceBomReading(bob.userId, saved.id, READING, [], 0, '2026-01-16T00:00:00.000Z')).toBeUndefined()
    expect((await store.boms.listBoms(bob.userId, { page: 1, pageSize: 10 })).total).toBe(0)
    expect((await store.boms.findBom(alice.userId, saved.id))?.bomLines).toHaveLength(2)
  })

  it('replaces a reading and its lines in one go', async () => {
    const saved = await save()
    const next = { ...READING, headerRow: 1, mappingChoice: [{ column: 1, field: 'value' as const }] }
    const replaced = await store.boms.replaceBomReading(alice.userId, saved.id, next, [LINE], 1, '2026-01-16T00:00:00.000Z')
    expect(replaced).toMatchObject({ lines: 1, updatedAt: '2026-01-16T00:00:00.000Z', reading: next })
    expect(replaced?.bomLines).toEqual([LINE])
  })

  it('remembers a mapping per member and header, the last one saved', async () => {
    await store.boms.saveHeaderMapping(alice.userId, 'sig', [{ column: 0, field: 'mpn' }], '2026-01-15T09:00:00.000Z')
    await store.boms.saveHeaderMapping(alice.userId, 'sig', [{ column: 0, field: 'value' }], '2026-01-16T09:00:00.000Z')
    expect(await store.boms.findHeaderMapping(alice.userId, 'sig')).toEqual([{ column: 0, field: 'value' }])
    expect(await store.boms.findHeaderMapping(bob.userId, 'sig')).toBeUndefined()
  })

  it('moves a BOM only from the status it is in', async () => {
    const saved = await save()
    const move = { id: saved.id, from: 'uploaded', to: 'distributed', at: '2026-01-16T00:00:00.000Z', source: 'back office' } as const
    expect((await store.boms.moveBom(move))?.status).toBe('distributed')
    expect(await store.boms.moveBom(move)).toBeUndefined()
    expect(await store.boms.moveBom({ ...move, id: 999 as BomId })).toBeUndefined()
  })

  it('finds catalog parts by number, base, distributor code and neighbouring numbers, in one call each', async () => {
    expect((await store.boms.partsByNumbers(['LM358DR', 'NOPE'])).map((p) => p.intID)).toEqual([parts.lm358dr])
    expect((await store.boms.partsByBases(['LM358D'], 1)).map((p) => p.intID)).toEqual([parts.lm358dr])
    expect((await store.boms.partsByCodes(['C14663'])).map((p) => [p.intID, p.distributor, p.code])).toEqual([[parts.c100n0603, 'LCSC', 'C14663']])
    const [after, before] = await store.boms.partsInRanges(
      [
        { from: 'LM358', to: 'LM359' },
        { from: 'LM', to: 'LM358DS', descending: true },
      ],
      1,
    )
    expect(after?.map((p) => p.model)).toEqual(['LM358DR'])
    expect(before?.map((p) => p.model)).toEqual(['LM358DR'])
  })

  it('reads the best-stocked passives of a value first, following stock as it moves', async () => {
    const tenK = { valueKey: 'ohm:1.00e+4', chip: '0603' }
    const [existing] = await store.boms.partsByNumbers(['RC0603FR0710KL'])
    if (existing === undefined) throw new Error('fixture part missing')
    const report = await store.catalog.upsertProducts([
      {
        partNumber: '0603WAF1002T5E',
        manufacturerId: existing.brandId,
        categoryId: existing.categoryId,
        description: 'Thick film resistor 10kΩ ±1% 0603',
        packageName: '0603',
        datasheetUrl: null,
        image: null,
        stock: 1_000_000,
        leadTimeDays: null,
        moq: 1,
        spq: 1,
        rohs: true,
        priceLadder: [],
        attributes: [{ name: 'Resistance', value: '10000.0' }],
        codes: [],
      },
    ])
    const [added] = report.ids
    expect((await store.boms.partsByValues([tenK], 1))[0]?.map((p) => p.intID)).toEqual([added])
    store.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(added)
    expect((await store.boms.partsByValues([tenK], 1))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
    expect((await store.boms.partsByValues([tenK], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603, added])
  })

  it('indexes passives by value as products are added and changed, and forgets those removed', async () => {
    const tenK = { valueKey: 'ohm:1.00e+4', chip: '0603' }
    expect((await store.boms.partsByValues([tenK], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
    expect(await store.boms.refreshValueIndex()).toEqual({ indexed: 0 })
    // A re-import that changes the value moves it in the index.
    const [changed] = (await store.boms.partsByNumbers(['RC0603FR0710KL'])).map((p) => p.intID)
    store.db.prepare(`UPDATE products SET attributes = '[{"name":"Resistance","value":"4.7 kΩ"}]' WHERE id = ?`).run(changed)
    expect((await store.boms.partsByValues([tenK], 5))[0]).toEqual([])
    expect((await store.boms.partsByValues([{ valueKey: 'ohm:4.70e+3', chip: '0603' }], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
    store.db.prepare('DELETE FROM product_codes WHERE product_id = ?').run(changed)
    store.db.prepare('DELETE FROM products WHERE id = ?').run(changed)
    expect((await store.boms.partsByValues([{ valueKey: 'ohm:4.70e+3', chip: '' }], 5))[0]).toEqual([])
  })
})
