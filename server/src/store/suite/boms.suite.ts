import type { BomLineDraft } from '@partfront/core/bom'
import type { BomId, BomPick, ProductId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { type BomFixtureParts, type BomMember, BOM_CONTACT, createBomMember, seedBomParts, seedMoreBomParts } from '../../bom/bom.fixtures.ts'
import type { BomReadingRecord } from '../boms.port.ts'
import type { Store, StoreFactory } from '../store.ts'
import { storeOpener } from './fixtures.ts'

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

const TEN_K_0603 = { valueKey: 'ohm:1.00e+4', chip: '0603' }
const R10K_0603_FIELDS = { packageName: '0603 (1608 Metric)', description: 'Thick film chip resistor, 0603 (1608 Metric)', stock: 100_000 }

interface World {
  readonly store: Store
  readonly parts: BomFixtureParts
  readonly alice: BomMember
  readonly bob: BomMember
}

function save({ store, alice }: World, userId = alice.userId) {
  return store.boms.createBom({
    userId,
    fileName: 'amp.csv',
    bytes: new Uint8Array([0, 1, 2, 255]),
    contact: BOM_CONTACT,
    reading: READING,
    lines: [LINE, { ...LINE, row: 4, fitted: false, quantity: 0.5 }],
    modelCount: 1,
    at: '2026-01-15T09:00:00.000Z',
  })
}

/**
 * The BOM area (issue 8): a member's BOMs with their file, reading, lines and statuses, scoped to the member,
 * and the catalog lookups a BOM is matched with, each one query for a whole BOM.
 */
export function bomsSuite(factory: StoreFactory): void {
  describe('boms', () => {
    const open = storeOpener(factory)
    const world = async (): Promise<World> => {
      const store = await open()
      const parts = await seedBomParts(store)
      return { store, parts, alice: await createBomMember(store, 'alice'), bob: await createBomMember(store, 'bob') }
    }

    it('BOM-4: saves an upload with its file, contact, reading, lines and first status, and reads it back whole', async () => {
      const w = await world()
      const saved = await save(w)
      expect(saved).toMatchObject({ fileName: 'amp.csv', status: 'uploaded', lines: 2, models: 1, userId: w.alice.userId, reading: READING, contact: BOM_CONTACT })
      expect(saved.bomLines).toEqual([LINE, { ...LINE, row: 4, fitted: false, quantity: 0.5 }])
      expect(saved.history).toEqual([{ status: 'uploaded', at: '2026-01-15T09:00:00.000Z', source: 'member' }])
      expect(await w.store.boms.findBom(w.alice.userId, saved.id)).toEqual(saved)
      expect(await w.store.boms.findBomFile(w.alice.userId, saved.id)).toEqual({ fileName: 'amp.csv', bytes: new Uint8Array([0, 1, 2, 255]) })
    })

    it('keeps every BOM to its member: another member reads, lists, re-reads and finds nothing, and changes nothing', async () => {
      const w = await world()
      const saved = await save(w)
      expect(await w.store.boms.findBom(w.bob.userId, saved.id)).toBeUndefined()
      expect(await w.store.boms.findBomFile(w.bob.userId, saved.id)).toBeUndefined()
      expect(await w.store.boms.replaceBomReading(w.bob.userId, saved.id, READING, [], 0, '2026-01-16T00:00:00.000Z')).toBeUndefined()
      expect(await w.store.boms.listBoms(w.bob.userId, { page: 1, pageSize: 10 })).toEqual({ list: [], total: 0 })
      expect(await w.store.boms.findBom(w.alice.userId, saved.id)).toEqual(saved)
    })

    it('PAGE-2: lists a member’s BOMs newest first, by page and by status', async () => {
      const w = await world()
      const first = await save(w)
      const second = await w.store.boms.createBom(secondUpload(w))
      await save(w, w.bob.userId)
      const all = await w.store.boms.listBoms(w.alice.userId, { page: 1, pageSize: 1 })
      expect(all).toEqual({ total: 2, list: [expect.objectContaining({ id: second.id, fileName: 'second.csv' })] })
      expect((await w.store.boms.listBoms(w.alice.userId, { page: 2, pageSize: 1 })).list.map((bom) => bom.id)).toEqual([first.id])
      expect(await w.store.boms.listBoms(w.alice.userId, { page: 3, pageSize: 1 })).toEqual({ list: [], total: 2 })
      await w.store.boms.moveBom({ id: first.id, from: 'uploaded', to: 'distributed', at: '2026-01-17T00:00:00.000Z', source: 'back office' })
      expect((await w.store.boms.listBoms(w.alice.userId, { page: 1, pageSize: 10, status: 'distributed' })).list.map((bom) => bom.id)).toEqual([first.id])
    })

    it('replaces a reading and its lines in one go', async () => {
      const w = await world()
      const saved = await save(w)
      const next = { ...READING, headerRow: 1, mappingChoice: [{ column: 1, field: 'value' as const }] }
      const replaced = await w.store.boms.replaceBomReading(w.alice.userId, saved.id, next, [LINE], 1, '2026-01-16T00:00:00.000Z')
      expect(replaced).toMatchObject({ lines: 1, updatedAt: '2026-01-16T00:00:00.000Z', reading: next })
      expect(replaced?.bomLines).toEqual([LINE])
      expect(await w.store.boms.findBom(w.alice.userId, saved.id)).toEqual(replaced)
    })

    it('BOM-4: saves and reads back a BOM of more lines than one statement writes, every line in the file’s order', async () => {
      const w = await world()
      // 5,000 lines (BOM.maxRows allows 20,000): more values than one statement takes on either engine
      // (SQLite's 32,766 parameters, PostgreSQL's 65,535), so they are written in several.
      const lines = Array.from({ length: 5_000 }, (_, index) => ({ ...LINE, row: index + 2, mpn: `PART-${index}`, fitted: index % 3 !== 0 }))
      const saved = await w.store.boms.createBom({ ...secondUpload(w), lines, modelCount: lines.length })
      expect(saved.lines).toBe(5_000)
      expect(saved.bomLines).toEqual(lines)
      const replaced = await w.store.boms.replaceBomReading(w.alice.userId, saved.id, READING, lines.slice(0, 700).reverse(), 700, '2026-01-16T00:00:00.000Z')
      expect(replaced?.bomLines).toEqual(lines.slice(0, 700).reverse())
      expect((await w.store.boms.findBom(w.alice.userId, saved.id))?.bomLines).toEqual(lines.slice(0, 700).reverse())
    })

    it("keeps a BOM's picks (issue 18): replaced whole, one per row, its member's only, and dropped with a new reading", async () => {
      const w = await world()
      const saved = await save(w)
      expect(saved.picks).toEqual([])
      const pick = (row: number, productId: number): BomPick => ({ row, productId: productId as ProductId })
      const picked = await w.store.boms.replaceBomPicks(w.alice.userId, saved.id, [pick(4, 7), pick(3, 12)], '2026-01-16T00:00:00.000Z')
      expect(picked?.picks).toEqual([pick(3, 12), pick(4, 7)])
      expect(picked?.updatedAt).toBe('2026-01-16T00:00:00.000Z')
      expect(await w.store.boms.findBom(w.alice.userId, saved.id)).toEqual(picked)
      const again = await w.store.boms.replaceBomPicks(w.alice.userId, saved.id, [pick(3, 13)], '2026-01-16T01:00:00.000Z')
      expect(again?.picks).toEqual([pick(3, 13)])
      expect(await w.store.boms.replaceBomPicks(w.bob.userId, saved.id, [pick(3, 99)], '2026-01-16T02:00:00.000Z')).toBeUndefined()
      expect((await w.store.boms.findBom(w.alice.userId, saved.id))?.picks).toEqual([pick(3, 13)])
      const reread = await w.store.boms.replaceBomReading(w.alice.userId, saved.id, READING, [LINE], 1, '2026-01-17T00:00:00.000Z')
      expect(reread?.picks).toEqual([])
      expect((await w.store.boms.replaceBomPicks(w.alice.userId, saved.id, [], '2026-01-17T01:00:00.000Z'))?.picks).toEqual([])
    })

    it('remembers a mapping per member and header, the last one saved', async () => {
      const { store, alice, bob } = await world()
      await store.boms.saveHeaderMapping(alice.userId, 'sig', [{ column: 0, field: 'mpn' }], '2026-01-15T09:00:00.000Z')
      await store.boms.saveHeaderMapping(alice.userId, 'sig', [{ column: 0, field: 'value' }], '2026-01-16T09:00:00.000Z')
      expect(await store.boms.findHeaderMapping(alice.userId, 'sig')).toEqual([{ column: 0, field: 'value' }])
      expect(await store.boms.findHeaderMapping(bob.userId, 'sig')).toBeUndefined()
    })

    it('PAGE-6: moves a BOM one step along the sales process only from the status it is in, stamping its history', async () => {
      const w = await world()
      const saved = await save(w)
      const move = { id: saved.id, from: 'uploaded', to: 'distributed', at: '2026-01-16T00:00:00.000Z', source: 'back office' } as const
      const moved = await w.store.boms.moveBom(move)
      expect(moved?.status).toBe('distributed')
      expect(moved?.history.at(-1)).toEqual({ status: 'distributed', at: '2026-01-16T00:00:00.000Z', source: 'back office' })
      expect(await w.store.boms.moveBom(move)).toBeUndefined()
      expect(await w.store.boms.moveBom({ ...move, id: 999_999 as BomId })).toBeUndefined()
      const [listed] = await w.store.boms.listAllBoms({ limit: 5 })
      expect(listed).toMatchObject({ id: saved.id, status: 'distributed', email: w.alice.email, contactName: BOM_CONTACT.name })
      expect(await w.store.boms.listAllBoms({ limit: 5, status: 'uploaded' })).toEqual([])
      expect((await w.store.boms.findAnyBom(saved.id))?.history.map((change) => change.status)).toEqual(['uploaded', 'distributed'])
    })

    it('of two back-office moves of one BOM at once, makes exactly one', async () => {
      const w = await world()
      const saved = await save(w)
      const move = { id: saved.id, from: 'uploaded', to: 'distributed', at: '2026-01-16T00:00:00.000Z', source: 'back office' } as const
      const results = await Promise.all([w.store.boms.moveBom(move), w.store.boms.moveBom(move), w.store.boms.moveBom(move)])
      expect(results.filter((result) => result !== undefined)).toHaveLength(1)
      expect((await w.store.boms.findAnyBom(saved.id))?.history).toHaveLength(2)
    })

    it('finds catalog parts by number, base, distributor code and neighbouring numbers, in one call each', async () => {
      const { store, parts } = await world()
      expect((await store.boms.partsByNumbers(['LM358DR', 'NOPE'])).map((p) => p.intID)).toEqual([parts.lm358dr])
      expect((await store.boms.partsByBases(['LM358D'], 1)).map((p) => p.intID)).toEqual([parts.lm358dr])
      expect((await store.boms.partsByBases(['LM358D'], 5)).map((p) => p.intID).toSorted()).toEqual([parts.lm358dr, parts.lm358dt].toSorted())
      expect((await store.boms.partsByCodes(['C14663'])).map((p) => [p.intID, p.distributor, p.code, p.codeKey])).toEqual([
        [parts.c100n0603, 'LCSC', 'C14663', 'C14663'],
      ])
      const [after, before, none] = await store.boms.partsInRanges(
        [
          { from: 'LM358', to: 'LM359' },
          { from: 'LM', to: 'LM358DS', descending: true },
          { from: 'ZZ', to: 'ZZZ' },
        ],
        1,
      )
      expect(after?.map((p) => p.model)).toEqual(['LM358DR'])
      expect(before?.map((p) => p.model)).toEqual(['LM358DR'])
      expect(none).toEqual([])
      expect((await store.boms.partsInRanges([{ from: 'LM358', to: 'LM359' }], 5))[0]?.map((p) => p.model)).toEqual(['LM358DR', 'LM358DT'])
    })

    it('finds the parts holding a fragment of a number, shorter numbers and those in stock first, each fragment in one call', async () => {
      const { store, parts } = await world()
      const [tail, both, none, short, syntax] = await store.boms.partsContaining(['58DR', '1N4148', 'QQQQ', 'LM', '"58D*'], 5)
      expect(tail?.map((p) => p.intID)).toEqual([parts.lm358dr])
      // One number from two makers: both.
      expect(both?.map((p) => p.intID).toSorted()).toEqual([parts.diodeOnsemi, parts.diodeDiodes].toSorted())
      expect(none).toEqual([])
      expect(short).toEqual([])
      expect(syntax).toEqual([])
      expect((await store.boms.partsContaining(['358D'], 5))[0]?.map((p) => p.model)).toEqual(['LM358DR', 'LM358DT'])
      expect((await store.boms.partsContaining(['358D'], 1))[0]?.map((p) => p.model)).toEqual(['LM358DR'])
    })

    it('reads the best-stocked passives of a value first, following stock as it moves', async () => {
      const { store, parts } = await world()
      const fields = { ...R10K_0603_FIELDS, attributes: [{ name: 'Resistance', value: '10000.0' }] }
      const [added] = await seedMoreBomParts(store, [{ partNumber: '0603WAF1002T5E', maker: 'yageo', category: 'resistors', fields: { ...fields, stock: 1_000_000 } }])
      expect((await store.boms.partsByValues([TEN_K_0603], 1))[0]?.map((p) => p.intID)).toEqual([added])
      await seedMoreBomParts(store, [{ partNumber: '0603WAF1002T5E', maker: 'yageo', category: 'resistors', fields: { ...fields, stock: 0 } }])
      expect((await store.boms.partsByValues([TEN_K_0603], 1))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
      expect((await store.boms.partsByValues([TEN_K_0603], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603, added])
      const [byChip, anySize, none] = await store.boms.partsByValues([TEN_K_0603, { valueKey: 'ohm:1.00e+4', chip: '' }, { valueKey: 'ohm:3.30e+2', chip: '' }], 5)
      expect(byChip).toHaveLength(2)
      expect(anySize?.map((p) => p.intID)).toEqual([parts.r10k0603, parts.r10k0402, added])
      expect(none).toEqual([])
    })

    it('indexes passives by value as products are added and changed', async () => {
      const { store, parts } = await world()
      expect((await store.boms.partsByValues([TEN_K_0603], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
      expect(await store.boms.refreshValueIndex()).toEqual({ indexed: 0 })
      // A re-import that changes the value moves it in the index.
      await seedMoreBomParts(store, [
        { partNumber: 'RC0603FR-0710KL', maker: 'yageo', category: 'resistors', fields: { ...R10K_0603_FIELDS, attributes: [{ name: 'Resistance', value: '4.7 kΩ' }] } },
      ])
      expect((await store.boms.partsByValues([TEN_K_0603], 5))[0]).toEqual([])
      expect((await store.boms.partsByValues([{ valueKey: 'ohm:4.70e+3', chip: '0603' }], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603])
      // A product that is no longer a passive (moved to another category) leaves the index.
      await seedMoreBomParts(store, [{ partNumber: 'RC0603FR-0710KL', maker: 'yageo', category: 'diodes', fields: R10K_0603_FIELDS }])
      expect((await store.boms.partsByValues([{ valueKey: 'ohm:4.70e+3', chip: '' }], 5))[0]).toEqual([])
    })
  })
}

/** A second upload of Alice's, a day later, for the lists. */
function secondUpload({ alice }: World) {
  return {
    userId: alice.userId,
    fileName: 'second.csv',
    bytes: new Uint8Array([9]),
    contact: BOM_CONTACT,
    reading: READING,
    lines: [LINE],
    modelCount: 1,
    at: '2026-01-16T09:00:00.000Z',
  }
}
