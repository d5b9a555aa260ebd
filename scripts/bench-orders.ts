/**
 * `npm run bench:orders -- [--buyers N] [--seconds S] [--engines sqlite,postgres]`: order placement under
 * concurrent buyers (issue 26), through the store port on each engine.
 *
 * Opens a fresh store per engine (SQLite in a temporary file; PostgreSQL in a schema of its own on
 * `PARTFRONT_TEST_POSTGRES_URL`, default the tests' local database, dropped after), loads the store suite's
 * fixture catalog with its op amp's stock raised so no order runs short, and makes N members (default 20). Each
 * buyer then, for S seconds (default 10), puts one piece of the op amp in its cart and places the order, again and
 * again: every order reserves stock from the same product row, the contended case. Prints orders per second and
 * the latency percentiles of placing one (the cart write before it not counted), and the CPU time this process
 * (the store's side: the buyers, Kysely, better-sqlite3 or pg) spent per order, cart write included: on a shared
 * machine the other processes' load moves the rates far more than it moves that. Figures only.
 */
import { parseArgs } from 'node:util'
import { Client } from 'pg'
import { openPostgresStore } from '../server/src/store/postgres/postgres-store.ts'
import { DEFAULT_TEST_POSTGRES_URL, TEST_POSTGRES_VARIABLE } from '../server/src/testing/postgres-test-database.ts'
import { openSqliteStore } from '../server/src/store/sqlite/sqlite-store.ts'
import type { Store } from '../server/src/store/store.ts'
import { createMember, newOrder, product, seedCatalog } from '../server/src/store/suite/fixtures.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
})
const buyers = Number(values.buyers)
const seconds = Number(values.seconds)

async function run(engine: string, store: Store): Promise<void> {
  const { opAmp } = await seedCatalog(store)
  await store.catalog.upsertProducts([product('LM358DR', { stock: 1_000_000_000 })])
  const members = []
  for (let index = 0; index < buyers; index++) members.push(await createMember(store, `buyer-${index}`))
  const latencies: number[] = []
  let refused = 0
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  const cpu = process.cpuUsage()
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < until) {
        await store.shopping.addToCart({ userId: member, lines: [{ productId: opAmp, productCount: 1 }], addup: false, at: new Date().toISOString() })
        const start = performance.now()
        const outcome = await store.orders.placeOrder(newOrder(member, { at: new Date().toISOString() }))
        latencies.push(performance.now() - start)
        if (!outcome.ok) refused++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  latencies.sort((a, b) => a - b)
  const at = (share: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0).toFixed(1)
  console.log(
    `${engine.padEnd(9)} ${Math.round(latencies.length / elapsed).toLocaleString('en-US')} orders/s`.padEnd(28) +
      `p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms  ` +
      `CPU ${Math.round((used.user + used.system) / Math.max(1, latencies.length))} µs/order  ${latencies.length.toLocaleString('en-US')} orders, ${refused} refused`,
  )
}

console.log(`Order placement: ${buyers} concurrent buyers, ${seconds} s per engine; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`)
for (const engine of (values.engines ?? '').split(',')) {
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-orders-'))
    const store = await openSqliteStore(join(folder, 'orders.db'))
    try {
      await run('SQLite', store)
    } finally {
      await store.close()
      rmSync(folder, { recursive: true, force: true })
    }
  } else if (engine === 'postgres') {
    const url = process.env[TEST_POSTGRES_VARIABLE] ?? DEFAULT_TEST_POSTGRES_URL
    const schema = `pf_bench_${randomBytes(6).toString('hex')}`
    const store = await openPostgresStore({ url, schema })
    try {
      await run('PostgreSQL', store)
    } finally {
      await store.close()
      const client = new Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await client.end()
    }
  } else {
    throw new Error(`Unknown engine "${engine}": sqlite or postgres`)
  }
}
