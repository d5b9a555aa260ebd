/**
 * `npx tsx scripts/bench-statements.ts [--rows N] [--runs N]`: what one small SQLite read costs by each way the
 * store could run it (issue 26, before choosing how the Kysely store runs statements):
 * - `prepared`: a better-sqlite3 statement prepared once and run again (the hand-written store's way);
 * - `prepare each`: prepared again for every run (what Kysely's own SQLite driver does);
 * - `kysely`: a Kysely query built and run through Kysely's own SqliteDialect;
 * - `kysely cached`: the same through the store's dialect (`store/kysely/dialects.ts`), whose connection keeps
 *   its prepared statements by SQL text;
 * - `compiled once`: the query built and compiled once, then run through the store's dialect with each id.
 * The read is a product's row by id from a table of N rows. Prints microseconds per read (median of five
 * rounds). Figures only: nothing here asserts a time.
 */
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { sqliteDb } from '../server/src/store/kysely/dialects.ts'
import type { Tables } from '../server/src/store/kysely/tables.ts'

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, runs: { type: 'string', default: '20000' } } })
const rows = Number(values.rows)
const runs = Number(values.runs)

const db = new Database(':memory:')
db.exec(`CREATE TABLE products (id INTEGER PRIMARY KEY, part_number TEXT NOT NULL, stock INTEGER NOT NULL, unit_price INTEGER)`)
const insert = db.prepare('INSERT INTO products (id, part_number, stock, unit_price) VALUES (?, ?, ?, ?)')
db.transaction(() => {
  for (let id = 1; id <= rows; id++) insert.run(id, `PART-${id}`, id % 100, id * 10)
})()

const SQL = 'SELECT id, part_number, stock, unit_price FROM products WHERE id = ?'
const idAt = (run: number) => (run % rows) + 1

async function time(name: string, read: (id: number) => unknown): Promise<void> {
  const rounds: number[] = []
  for (let round = 0; round < 5; round++) {
    const start = process.hrtime.bigint()
    for (let run = 0; run < runs; run++) await read(idAt(run))
    rounds.push(Number(process.hrtime.bigint() - start) / 1000 / runs)
  }
  rounds.sort((a, b) => a - b)
  console.log(`${name.padEnd(14)} ${rounds[2]?.toFixed(2)} µs per read`)
}

const prepared = db.prepare(SQL)
const stock = new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) })
const cached = sqliteDb(db)
const query = (kysely: Kysely<Tables>, id: number) =>
  kysely.selectFrom('products').select(['id', 'part_number', 'stock', 'unit_price']).where('id', '=', id)
const byId = (kysely: Kysely<Tables>, id: number) => query(kysely, id).executeTakeFirst()

console.log(`SQLite, a row by id of ${rows} rows, ${runs} reads a round, Node ${process.version}`)
await time('prepared', (id) => prepared.get(id))
await time('prepare each', (id) => db.prepare(SQL).get(id))
await time('kysely', (id) => byId(stock, id))
await time('kysely cached', (id) => byId(cached, id))
const compiled = query(cached, 0).compile()
await time('compiled once', (id) => cached.executeQuery({ ...compiled, parameters: [id] }))
db.close()
