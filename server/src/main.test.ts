import { BASE_CONFIG_NAME, CATALOG_TYPE } from '@partfront/core/constants'
import type { BrandId, CategoryId } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readServerConfig } from './config.ts'
import { openStartStore, startServices } from './main.ts'
import { memoryMail } from './mail/memory-mail.ts'
import { openSqliteStore } from './store/sqlite/sqlite-store.ts'
import { product } from './store/suite/fixtures.ts'

/** The start path's store step (issue 6 "Demo catalog"): an empty database is filled once, never again. */

let folder: string | undefined
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** A configuration on a fresh temporary database file. */
function freshConfig(env: Record<string, string> = {}) {
  folder = mkdtempSync(join(tmpdir(), 'partfront-main-'))
  return readServerConfig({ DATABASE_URL: `file:${join(folder, 'partfront.db')}`, DEMO_PARTS: '300', ...env })
}

describe('the start path', () => {
  it('seeds an empty database with DEMO_PARTS parts and the content, saying how many and how long', async () => {
    const config = freshConfig()
    const lines: string[] = []
    const first = await openStartStore(config, (line) => lines.push(line))
    try {
      expect(first.seeded?.products).toBe(300)
      expect(first.seeded?.ms).toBeGreaterThanOrEqual(0)
      expect(await first.store.catalog.countProducts()).toBe(300)
      expect(await first.store.catalog.findConfig(BASE_CONFIG_NAME, CATALOG_TYPE.config)).toMatchObject({ logo: expect.any(String) as string })
      expect(lines.at(-1)).toMatch(/^Demo catalog ready: 300 parts in \d+\.\d s\.$/u)
    } finally {
      await first.store.close()
    }
  })

  it('does not seed again when the catalog has products', async () => {
    const config = freshConfig()
    await (await openStartStore(config, () => undefined)).store.close()
    const lines: string[] = []
    const again = await openStartStore(config, (line) => lines.push(line))
    try {
      expect(again.seeded).toBeUndefined()
      expect(lines).toEqual([])
      expect(await again.store.catalog.countProducts()).toBe(300)
    } finally {
      await again.store.close()
    }
  })

  it('leaves the database empty with DEMO_PARTS=0', async () => {
    const config = freshConfig({ DEMO_PARTS: '0' })
    const started = await openStartStore(config, () => undefined)
    try {
      expect(started.seeded).toBeUndefined()
      expect(await started.store.catalog.countProducts()).toBe(0)
      expect(await started.store.catalog.findConfig(BASE_CONFIG_NAME, CATALOG_TYPE.config)).toBeUndefined()
    } finally {
      await started.store.close()
    }
  })

  it('gives a catalog imported before the first start the demo content only, keeping its products', async () => {
    const config = freshConfig()
    if (config.database.engine !== 'sqlite') throw new Error('a SQLite config was expected')
    const imported = await openSqliteStore(config.database.path)
    await imported.catalog.upsertCategories([{ id: 1 as CategoryId, parentId: null, name: 'Parts', slug: 'parts', description: '', sort: 0 }])
    await imported.catalog.upsertManufacturers([{ id: 1 as BrandId, name: 'Acme', slug: 'acme', website: null, description: '' }])
    await imported.catalog.upsertProducts([
      product('ACME-1', { manufacturerId: 1 as BrandId, categoryId: 1 as CategoryId, description: 'A part', stock: 1 }),
    ])
    await imported.close()
    const lines: string[] = []
    const started = await openStartStore(config, (line) => lines.push(line))
    try {
      expect(started.seeded).toBeUndefined()
      expect(await started.store.catalog.countProducts()).toBe(1)
      expect(await started.store.catalog.findConfig(BASE_CONFIG_NAME, CATALOG_TYPE.config)).toBeDefined()
      expect(await started.store.catalog.findContentPage('faq')).toBeDefined()
      expect(lines).toEqual(['The catalog had no pages or base configuration: loaded the demo content.'])
    } finally {
      await started.store.close()
    }
  })

  it('takes card and PayPal through the sandbox provider by default, and offers wire transfer only with PAYMENT_PROVIDER=none', async () => {
    const mail = memoryMail()
    const sandbox = readServerConfig({ DATABASE_URL: ':memory:' })
    const none = readServerConfig({ DATABASE_URL: ':memory:', PAYMENT_PROVIDER: 'none' })
    const store = await openSqliteStore(':memory:')
    try {
      expect(startServices(sandbox, store, { ...mail, destination: 'memory' }).payments.methods).toEqual(['card', 'paypal'])
      expect(startServices(none, store, { ...mail, destination: 'memory' }).payments.methods).toEqual([])
    } finally {
      await store.close()
    }
    expect(() => readServerConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER must be sandbox or none, got "stripe"')
  })
})
