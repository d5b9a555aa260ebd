/**
 * `npm run bench:search -- [--parts N] [--db FILE]`: the part-search benchmark of search issue #7.
 *
 * Builds a catalog of N generated parts (default 1,000,000) in a temporary SQLite database, then runs the same
 * queries through three engines, each in a child process of its own so its memory is its own:
 * - `store`: the store's search (FTS5 trigram index and B-tree, migration 005), a whole result page with
 *   counts and facets per query;
 * - `like`: a plain `LIKE '%…%'` scan of `products.normalized` (and of the description for keywords);
 * - `minisearch`: MiniSearch over the same rows (trigrams of the normalised part number, its first one and two
 *   characters, and the words of the description, maker and category).
 * Query kinds: partial part numbers (3 to 8 characters from random offsets of real generated part numbers),
 * exact part numbers, one- and two-character prefixes, keywords. Prints p50 / p95 / p99 latency, build time
 * and resident memory side by side. Figures only: nothing here asserts a time.
 *
 * The store also times issue 15's variants of the partial part numbers (the first `VARIANT_QUERIES`): as they
 * are, filtered by a package of their own answer (the facet's most common one), and sorted by the unit price at
 * 1,000 pieces.
 *
 * The database file is read through before each engine runs, so each starts with it in the OS page cache.
 * `--db FILE` reuses (or keeps) a database built before, skipping the build; `--engines store,like` runs some
 * of the engines only (the store first when it runs).
 *
 * `parametric` (issue 29; `bench-search-parametric.ts`) builds a catalog of its own (the same N parts, one
 * category of `--category-parts`, default 300,000, with attribute values) on SQLite and on PostgreSQL
 * (`--postgres-url`, default `PARTFRONT_TEST_POSTGRES_URL` or the test database) and times a category's listing with all its
 * counts, with three filters, and after a stock change, both engines side by side; `--runs` queries a kind.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import MiniSearch from 'minisearch'
import { normalizePartNumber } from '@partfront/core/parts'
import { seedDemoCatalog } from '../server/src/demo/seed.ts'
import { withSearchIndexDeferred } from '../server/src/search/bulk-load.ts'
import { SEARCH_LIMITS } from '../server/src/search/limits.ts'
import { sqliteSearch } from '../server/src/store/sqlite/search.ts'
import type { EngineSearch, SearchRequest } from '../server/src/store/search.port.ts'
import { openSqliteStore } from '../server/src/store/sqlite/sqlite-store.ts'
import { DEFAULT_TEST_POSTGRES_URL, runParametric } from './bench-search-parametric.ts'

const KINDS = ['partial', 'exact', 'prefix', 'keyword'] as const
type Kind = (typeof KINDS)[number]
type Queries = Record<Kind, string[]>

/** Queries per kind for the store; fewer for MiniSearch and the scan, whose queries take far longer. */
const QUERIES: Record<Kind, number> = { partial: 1000, exact: 500, prefix: 300, keyword: 300 }
const MINI_QUERIES: Record<Kind, number> = { partial: 300, exact: 200, prefix: 60, keyword: 100 }
const SCAN_QUERIES = 20
const WARM_UP = 30
const PAGE_SIZE = 20
/** Partial part numbers timed as they are, filtered by package, and sorted by price at a quantity (issue 15). */
const VARIANT_QUERIES = 300
const VARIANT_QUANTITY = 1000

interface EngineReport {
  readonly engine: string
  readonly buildMs?: number
  readonly memory: { readonly rssMb: number; readonly heapMb: number; readonly peakRssMb: number; readonly note: string }
  readonly latency: Record<Kind, { readonly n: number; readonly p50: number; readonly p95: number; readonly p99: number }>
  readonly results: Record<Kind, number>
  /** The store's partial-number variants (issue 15): unfiltered, by package, by price at a quantity. */
  readonly variants?: Record<string, { readonly n: number; readonly p50: number; readonly p95: number; readonly p99: number }>
}

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    child: { type: 'string' },
    queries: { type: 'string' },
    engines: { type: 'string', default: 'store,like,minisearch,parametric' },
    'category-parts': { type: 'string', default: '300000' },
    runs: { type: 'string', default: '200' },
    'postgres-url': { type: 'string', default: process.env.PARTFRONT_TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL },
  },
})

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

function percentiles(times: number[]) {
  const sorted = times.toSorted((a, b) => a - b)
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(3))
  return { n: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** A seeded PRNG (mulberry32), so the queries are the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------------------
// The parent: build, make the queries, run the engines, print.

async function build(path: string, parts: number): Promise<{ loadMs: number; indexMs: number }> {
  const store = await openSqliteStore(path)
  // The search index is built in bulk after the load, to time it on its own (`npm start` builds it row by row
  // through the triggers as the catalog loads).
  let reported = 0
  const { loadMs, indexMs } = await withSearchIndexDeferred(store.db, () =>
    seedDemoCatalog(store, {
      parts,
      onProgress: (written, total) => {
        if (written - reported >= 100_000 || written === total) {
          reported = written
          process.stderr.write(`  loaded ${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} parts\n`)
        }
      },
    }),
  )
  store.db.pragma('wal_checkpoint(TRUNCATE)')
  await store.close()
  return { loadMs, indexMs }
}

function makeQueries(path: string): Queries {
  const db = new Database(path, { readonly: true })
  const next = random(20_260_101)
  const maxId = db.prepare('SELECT max(id) FROM products').pluck().get() as number
  const row = db.prepare(`
    SELECT p.part_number AS partNumber, p.normalized, p.description, m.name AS maker
    FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id >= ? ORDER BY p.id LIMIT 1`)
  const pick = () => row.get(1 + Math.floor(next() * maxId)) as { partNumber: string; normalized: string; description: string; maker: string }
  const words = (text: string) => text.split(/[^A-Za-z]+/u).filter((word) => word.length >= 3)
  const queries: Queries = { partial: [], exact: [], prefix: [], keyword: [] }
  while (queries.partial.length < QUERIES.partial) {
    const { normalized } = pick()
    const length = 3 + Math.floor(next() * 6)
    if (normalized.length < length) continue
    const at = Math.floor(next() * (normalized.length - length + 1))
    queries.partial.push(normalized.slice(at, at + length))
  }
  while (queries.exact.length < QUERIES.exact) queries.exact.push(pick().partNumber)
  while (queries.prefix.length < QUERIES.prefix) {
    const { normalized } = pick()
    queries.prefix.push(normalized.slice(0, 1 + Math.floor(next() * 2)))
  }
  while (queries.keyword.length < QUERIES.keyword) {
    const { description, maker } = pick()
    const found = words(description)
    const roll = next()
    const first = found[Math.floor(next() * found.length)]
    const second = found[Math.floor(next() * found.length)]
    if (roll < 0.2) queries.keyword.push(words(maker)[0] ?? maker)
    else if (roll < 0.6 && first !== undefined && second !== undefined && first !== second) queries.keyword.push(`${first} ${second}`)
    else if (first !== undefined) queries.keyword.push(first)
  }
  db.close()
  return queries
}

/**
 * Reads the database file (and its WAL) once, so each engine starts with it in the OS page cache, as a server's
 * would be after a while: on a machine that reclaims cold pages eagerly (this one's, after MiniSearch's build),
 * the first engine would otherwise time the disk.
 */
function readThrough(path: string): void {
  const chunk = Buffer.allocUnsafe(4 * 1024 * 1024)
  for (const file of [path, `${path}-wal`]) {
    if (!existsSync(file)) continue
    const fd = openSync(file, 'r')
    try {
      while (readSync(fd, chunk, 0, chunk.length, null) > 0);
    } finally {
      closeSync(fd)
    }
  }
}

function runChild(engine: string, path: string, queriesFile: string): Promise<EngineReport> {
  const script = fileURLToPath(import.meta.url)
  const heap = engine === 'minisearch' ? ['--max-old-space-size=16384'] : []
  const args = [...heap, '--expose-gc', '--import', 'tsx', script, '--child', engine, '--db', path, '--queries', queriesFile]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code === 0) resolve(JSON.parse(line) as EngineReport)
      else reject(new Error(`${engine} failed (exit ${String(code)}): ${out}`))
    })
  })
}

function diskSizes(path: string): string {
  const db = new Database(path, { readonly: true })
  const size = (where: string) =>
    mb((db.prepare(`SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE ${where}`).pluck().get() as number) ?? 0)
  const text = [
    `products table ${size("name = 'products'")} MB`,
    `FTS5 trigram index ${size("name LIKE 'search_index%'")} MB`,
    `samples ${size("name LIKE 'search_sample%'")} MB`,
    `search B-trees ${size("name LIKE 'products_search%'")} MB`,
  ].join(', ')
  db.close()
  return text
}

function printReport(parts: number, build: { loadMs: number; indexMs: number } | undefined, disk: string, reports: EngineReport[]) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  console.log(`\nPart search benchmark: ${parts.toLocaleString('en-US')} parts; ${cpu}, ${cpus().length} cores, Node ${process.version}`)
  if (build !== undefined) {
    console.log(`catalog generation and load ${(build.loadMs / 1000).toFixed(1)} s; search index build ${(build.indexMs / 1000).toFixed(1)} s (bulk)`)
  }
  console.log(`on disk: ${disk}\n`)
  const width = 30
  const cell = (text: string) => text.padEnd(width)
  console.log(cell('') + reports.map((report) => cell(report.engine)).join(''))
  console.log(cell('build') + reports.map((report) => cell(report.buildMs === undefined ? '(above)' : `${(report.buildMs / 1000).toFixed(1)} s`)).join(''))
  console.log(cell('resident memory (RSS)') + reports.map((report) => cell(`${report.memory.rssMb} MB (peak ${report.memory.peakRssMb})`)).join(''))
  console.log(cell('  of which JS heap') + reports.map((report) => cell(`${report.memory.heapMb} MB`)).join(''))
  for (const kind of KINDS) {
    const label = { partial: 'partial part numbers', exact: 'exact part numbers', prefix: '1-2 char prefixes', keyword: 'keywords' }[kind]
    console.log(`${label} (ms)`)
    for (const p of ['p50', 'p95', 'p99'] as const) {
      console.log(cell(`  ${p}`) + reports.map((report) => cell(`${report.latency[kind][p].toFixed(3)}  (n=${report.latency[kind].n})`)).join(''))
    }
    console.log(cell('  results per query (mean)') + reports.map((report) => cell(String(report.results[kind]))).join(''))
  }
  const [store, ...others] = reports
  if (store !== undefined && others.length > 0) {
    console.log('\nspeed-up of the store (p50):')
    for (const kind of KINDS) {
      const s = store.latency[kind].p50
      console.log(`  ${kind.padEnd(8)} ${others.map((other) => `${(other.latency[kind].p50 / s).toFixed(1)}x ${other.engine}`).join(', ')}`)
    }
    for (const other of others) {
      const share = ((store.memory.rssMb / other.memory.rssMb) * 100).toFixed(0)
      console.log(`memory: the store ${store.memory.rssMb} MB RSS, ${other.engine} ${other.memory.rssMb} MB (${share}%)`)
    }
  }
  for (const report of reports) {
    if (report.variants === undefined) continue
    console.log(`\n${report.engine}, partial part numbers (ms):`)
    for (const [label, figures] of Object.entries(report.variants)) {
      console.log(`  ${label.padEnd(44)} p50 ${figures.p50.toFixed(3)}  p95 ${figures.p95.toFixed(3)}  p99 ${figures.p99.toFixed(3)}  (n=${figures.n})`)
    }
  }
  for (const report of reports) console.log(`${report.engine}: ${report.memory.note}`)
}

async function parent(): Promise<void> {
  const parts = Number(values.parts)
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`--parts must be a positive whole number, got ${values.parts}`)
  const engines = (values.engines ?? '').split(',')
  if (engines.some((engine) => engine !== 'parametric')) await searchEngines(parts)
  if (engines.includes('parametric')) {
    const categoryParts = Number(values['category-parts'])
    const runs = Number(values.runs)
    if (!Number.isInteger(categoryParts) || categoryParts < 1 || categoryParts > parts) throw new Error('--category-parts takes a whole number from 1 to --parts')
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1')
    await runParametric({ parts, categoryParts, runs, postgresUrl: values['postgres-url'] ?? DEFAULT_TEST_POSTGRES_URL })
  }
}

/** The part-search engines (search issue #7) over the demo catalog. */
async function searchEngines(parts: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-'))
  const path = values.db ?? join(folder, 'bench.db')
  let built: { loadMs: number; indexMs: number } | undefined
  try {
    if (!existsSync(path)) {
      console.error(`Building a catalog of ${parts.toLocaleString('en-US')} parts in ${path}…`)
      built = await build(path, parts)
    }
    const queries = makeQueries(path)
    const queriesFile = join(folder, 'queries.json')
    writeFileSync(queriesFile, JSON.stringify(queries))
    const reports: EngineReport[] = []
    const engines = (values.engines ?? '').split(',').filter((engine) => ['store', 'like', 'minisearch'].includes(engine))
    for (const engine of engines) {
      console.error(`Running ${engine}…`)
      readThrough(path)
      reports.push(await runChild(engine, path, queriesFile))
    }
    const db = new Database(path, { readonly: true })
    const count = db.prepare('SELECT count(*) FROM products').pluck().get() as number
    db.close()
    printReport(count, built, diskSizes(path), reports)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------------------
// The children: one engine each.

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)

function memoryNow() {
  gc()
  const usage = process.memoryUsage()
  return { rss: usage.rss, heap: usage.heapUsed }
}

async function timeQueries(queries: Queries, counts: Partial<Record<Kind, number>>, run: (kind: Kind, query: string) => Promise<number> | number) {
  const latency = {} as EngineReport['latency']
  const results = {} as EngineReport['results']
  for (const kind of KINDS) {
    const list = queries[kind].slice(0, counts[kind] ?? queries[kind].length)
    for (const query of list.slice(0, Math.min(WARM_UP, Math.ceil(list.length / 4)))) await run(kind, query)
    const times: number[] = []
    let found = 0
    for (const query of list) {
      const started = performance.now()
      found += await run(kind, query)
      times.push(performance.now() - started)
    }
    latency[kind] = percentiles(times)
    results[kind] = Math.round(found / Math.max(1, list.length))
  }
  return { latency, results }
}

async function storeChild(path: string, queries: Queries): Promise<EngineReport> {
  const before = memoryNow()
  const store = await openSqliteStore(path)
  // Every search worked out: the answer cache (`search/answer-cache.ts`) would answer the warm-up's queries
  // again from memory, which is `bench:http`'s repeat traffic, not this benchmark's.
  const search = sqliteSearch(store.db, { ...SEARCH_LIMITS, cachedAnswers: 0 })
  const { latency, results } = await timeQueries(queries, {}, async (_kind, keyword) => {
    const result = await search.search({ keyword, page: 1, pageSize: PAGE_SIZE })
    return result.total
  })
  const variants = await timeVariants(search, queries.partial.slice(0, VARIANT_QUERIES))
  const after = memoryNow()
  await store.close()
  return {
    engine: 'store (FTS5 trigram + B-tree)',
    memory: {
      rssMb: mb(after.rss),
      heapMb: mb(after.heap - before.heap),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      note: 'RSS of the whole process after the queries: Node itself, SQLite page cache (64 MB at most), statements. Each query returns a ranked page of 20 with its total and facet counts, worked out (the answer cache off).',
    },
    latency,
    results,
    variants,
  }
}

/**
 * Issue 15's variants of each query, timed one after the other in the same order: as it is, filtered by its
 * answer's most common package (queries whose answer lists none are left out of all three), and sorted by the
 * unit price at `VARIANT_QUANTITY` pieces.
 */
async function timeVariants(search: EngineSearch, keywords: readonly string[]) {
  const asked: { keyword: string; packageName: string }[] = []
  for (const keyword of keywords) {
    const packageName = (await search.search({ keyword, page: 1, pageSize: PAGE_SIZE })).facets.packages[0]?.name
    if (packageName !== undefined) asked.push({ keyword, packageName })
  }
  const time = async (request: (query: { keyword: string; packageName: string }) => SearchRequest) => {
    const times: number[] = []
    for (const query of asked) {
      const started = performance.now()
      await search.search(request(query))
      times.push(performance.now() - started)
    }
    return percentiles(times)
  }
  const base = (keyword: string): SearchRequest => ({ keyword, page: 1, pageSize: PAGE_SIZE })
  return {
    'unfiltered, by relevance': await time(({ keyword }) => base(keyword)),
    'filtered by package, by relevance': await time(({ keyword, packageName }) => ({ ...base(keyword), packageName })),
    [`unfiltered, by price at ${VARIANT_QUANTITY.toLocaleString('en-US')}`]: await time(({ keyword }) => ({
      ...base(keyword),
      sort: 'price',
      quantity: VARIANT_QUANTITY,
    })),
    [`filtered by package, by price at ${VARIANT_QUANTITY.toLocaleString('en-US')}`]: await time(({ keyword, packageName }) => ({
      ...base(keyword),
      packageName,
      sort: 'price',
      quantity: VARIANT_QUANTITY,
    })),
  }
}

async function likeChild(path: string, queries: Queries): Promise<EngineReport> {
  const db = new Database(path, { readonly: true })
  const page = (where: string) =>
    db.prepare(`SELECT count(*) OVER () AS total, id FROM products WHERE ${where} ORDER BY length(normalized), normalized LIMIT ${PAGE_SIZE}`)
  const anywhere = page('normalized LIKE ?')
  const startsWith = page('normalized LIKE ?')
  const keyword = [1, 2, 3, 4].map((words) => page(Array.from({ length: words }, () => '(normalized LIKE ? OR description LIKE ?)').join(' AND ')))
  const totalOf = (rows: unknown[]) => ((rows[0] as { total?: number } | undefined)?.total ?? 0)
  const counts = { partial: SCAN_QUERIES, exact: SCAN_QUERIES, prefix: SCAN_QUERIES, keyword: SCAN_QUERIES }
  const { latency, results } = await timeQueries(queries, counts, (kind, query) => {
    if (kind === 'prefix') return totalOf(startsWith.all(`${normalizePartNumber(query)}%`))
    if (kind !== 'keyword') return totalOf(anywhere.all(`%${normalizePartNumber(query)}%`))
    const words = query.split(/\s+/u).slice(0, 4)
    const statement = keyword[words.length - 1]
    if (statement === undefined) return 0
    return totalOf(statement.all(...words.flatMap((word) => [`%${normalizePartNumber(word)}%`, `%${word}%`])))
  })
  db.close()
  return {
    engine: 'LIKE scan',
    memory: {
      rssMb: mb(memoryNow().rss),
      heapMb: 0,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      note: `a full scan of products per query (${SCAN_QUERIES} queries per kind)`,
    },
    latency,
    results,
  }
}

/** Trigrams of a normalised part number: MiniSearch's way to a substring. */
function trigrams(key: string): string[] {
  const out: string[] = []
  for (let at = 0; at + 3 <= key.length; at++) out.push(key.slice(at, at + 3))
  return out
}

async function miniSearchChild(path: string, queries: Queries): Promise<EngineReport> {
  const before = memoryNow()
  const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  const mini = new MiniSearch<{ id: number; part: string; head: string; text: string }>({
    fields: ['part', 'head', 'text'],
    tokenize: (text, field) => (field === 'part' ? trigrams(text) : field === 'head' ? [text.slice(0, 1), text.slice(0, 2)] : defaultTokenize(text)),
    processTerm: (term) => term.toLowerCase(),
  })
  // The normalised part numbers by id: a trigram match is checked against them, as SQLite checks positions.
  const keys: string[] = []
  const started = performance.now()
  const db = new Database(path, { readonly: true })
  const rows = db
    .prepare(`
      SELECT p.id, p.normalized, p.description, m.name AS maker, c.name AS category
      FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id`)
    .iterate() as IterableIterator<{ id: number; normalized: string; description: string; maker: string; category: string }>
  for (const row of rows) {
    keys[row.id] = row.normalized
    mini.add({ id: row.id, part: row.normalized, head: row.normalized, text: `${row.description} ${row.maker} ${row.category}` })
  }
  db.close()
  const buildMs = performance.now() - started
  const built = memoryNow()
  const { latency, results } = await timeQueries(queries, MINI_QUERIES, (kind, query) => {
    const key = normalizePartNumber(query)
    if (kind === 'prefix') return mini.search(key, { fields: ['head'], tokenize: (text) => [text] }).length
    if (kind === 'keyword') return mini.search(query, { fields: ['text'], prefix: true, combineWith: 'AND' }).length
    const found = mini.search(key, { fields: ['part'], tokenize: trigrams, combineWith: 'AND' })
    return found.filter((hit) => keys[hit.id as number]?.includes(key) === true).length
  })
  return {
    engine: 'MiniSearch 7',
    buildMs,
    memory: {
      rssMb: mb(built.rss),
      heapMb: mb(built.heap - before.heap),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      note: 'RSS after building the index (garbage collected); each query returns every match, scored and sorted.',
    },
    latency,
    results,
  }
}

async function child(engine: string): Promise<void> {
  const path = values.db
  const file = values.queries
  if (path === undefined || file === undefined) throw new Error('--db and --queries are required with --child')
  const queries = JSON.parse(readFileSync(file, 'utf8')) as Queries
  const report =
    engine === 'store' ? await storeChild(path, queries) : engine === 'like' ? await likeChild(path, queries) : await miniSearchChild(path, queries)
  process.stdout.write(`${JSON.stringify(report)}\n`)
}

await (values.child === undefined ? parent() : child(values.child))
