/**
 * `npx tsx scripts/bench-store-reads.ts [--db FILE] [--calls N]`: the CPU time of the store's hot reads, called
 * one after another in this process on a SQLite store (issue 26: before and after an area moved to Kysely).
 * CPU time (`process.cpuUsage`) rather than wall time, so other work on a shared machine moves the figures
 * less. Reads: a product by id, a part search (a different partial part number each call, so the answer cache
 * does not answer), the session lookup, the cart's count and the cart's rows. `--db` takes a database with a
 * catalog (such as `bench:http`'s); without it, 2,000 demo parts are made in a temporary file.
 * Figures only: nothing here asserts a time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { ProductId } from '@partfront/core/contract'
import { seedDemoCatalog } from '../server/src/demo/seed.ts'
import { openSqliteStore } from '../server/src/store/sqlite/sqlite-store.ts'

const { values } = parseArgs({ options: { db: { type: 'string' }, calls: { type: 'string', default: '3000' } } })
const calls = Number(values.calls)
const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-reads-'))
const store = await openSqliteStore(values.db ?? join(folder, 'reads.db'))
try {
  if ((await store.catalog.countProducts()) === 0) await seedDemoCatalog(store, { parts: 2000 })
  const products = await store.catalog.countProducts()
  const at = new Date().toISOString()
  const user = await store.accounts.createUser({ email: `bench-${Date.now()}@example.com`, passwordHash: 'x', emailUpdates: false, createdAt: at })
  if (user === undefined) throw new Error('no member')
  const tokenHash = `bench-${Date.now()}`
  await store.accounts.createSession({ tokenHash, userId: user.id, createdAt: at, expiresAt: '2099-01-01T00:00:00.000Z' })
  for (let id = 1; id <= 5; id++) await store.shopping.addToCart({ userId: user.id, lines: [{ productId: id as ProductId, productCount: 1 }], addup: false, at })
  const models = (await store.search.search({ keyword: 'a', page: 1, pageSize: 100 })).list.map((hit) => hit.product.model)

  const time = async (name: string, call: (index: number) => Promise<unknown>) => {
    for (let index = 0; index < 200; index++) await call(index)
    const start = process.cpuUsage()
    for (let index = 0; index < calls; index++) await call(index)
    const used = process.cpuUsage(start)
    console.log(`${name.padEnd(22)} ${((used.user + used.system) / calls).toFixed(1)} µs CPU a call`)
  }
  console.log(`SQLite store, ${products.toLocaleString('en-US')} parts, ${calls} calls each, Node ${process.version}`)
  await time('product by id', (index) => store.catalog.findProduct((1 + (index % products)) as ProductId))
  await time('part search', (index) => {
    const model = models[index % Math.max(1, models.length)] ?? 'LM358'
    const start = index % Math.max(1, model.length - 3)
    return store.search.search({ keyword: model.slice(start, start + 3 + (index % 3)), page: 1, pageSize: 10, inStock: index % 2 === 0 })
  })
  await time('session lookup', () => store.accounts.findSessionUser(tokenHash, at))
  await time('cart count', () => store.accounts.countCartItems(user.id))
  await time('cart rows', () => store.shopping.listCart(user.id))
} finally {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
}
