import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BomFixtureParts, seedBomParts } from '../../bom/bom.fixtures.ts'
import { type SqliteStore, openSqliteStore } from './sqlite-store.ts'

/**
 * The BOM store's SQLite-only behaviour; what both engines do is the store suite's (`suite/boms.suite.ts`).
 */

let folder: string
let store: SqliteStore
let parts: BomFixtureParts

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-boms-'))
  store = await openSqliteStore(join(folder, 'boms.db'))
  parts = await seedBomParts(store)
})

afterEach(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('the BOM store on SQLite', () => {
  it('forgets a passive deleted behind the port (a database tool, a cleanup script)', async () => {
    const tenK = { valueKey: 'ohm:1.00e+4', chip: '' }
    expect((await store.boms.partsByValues([tenK], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0603, parts.r10k0402])
    store.db.prepare('DELETE FROM product_codes WHERE product_id = ?').run(parts.r10k0603)
    store.db.prepare('DELETE FROM products WHERE id = ?').run(parts.r10k0603)
    expect((await store.boms.partsByValues([tenK], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0402])
  })

  it('follows a stock change written behind the port into the value index', async () => {
    const tenK = { valueKey: 'ohm:1.00e+4', chip: '' }
    store.db.prepare('UPDATE products SET stock = 1 WHERE id = ?').run(parts.r10k0603)
    expect((await store.boms.partsByValues([tenK], 5))[0]?.map((p) => p.intID)).toEqual([parts.r10k0402, parts.r10k0603])
  })
})
