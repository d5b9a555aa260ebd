/**
 * `npm run bench:http -- [--url URL] [--parts N] [--db FILE] [--duration S] [--connections C] [--once N] [--queries N]`: the search
 * endpoint under load (search issue #7, "Benchmarks").
 *
 * Starts the real server (`server/src/main.ts`, as `npm start` does) in a child process on a free loopback
 * port, over a temporary database filled with the demo catalog (`--parts`, default 50,000; `--db` reuses a
 * database, such as the one `bench:search --db` kept), or uses a server already running at `--url`. Then drives
 * `GET /api/search/list` from this process with autocannon, with queries taken from the catalog's own part
 * numbers, and prints requests per second and latency percentiles. Figures only: nothing here asserts a time.
 *
 * Three runs: partial part numbers each asked once, a mix (partial, exact, prefix, word) each asked once, so
 * every answer is worked out; then the mix as buyers repeat it, drawn with Zipf's law (s = 1) from `--queries`
 * of them, so popular ones come back and the server's answer cache (`server/src/search/answer-cache.ts`) takes
 * its part. For that run the share of requests an LRU of the cache's size would answer is printed beside it.
 * A fourth run asks `GET /api/product/detail` for products drawn at random by id (issue 26).
 *
 * Beside each run, the CPU time the server process spent per request (its `/proc/<pid>/stat` user and system
 * times before and after the run): on a shared machine the other processes' load moves requests per second far
 * more than it moves that. Known for the server this script starts, or for one at `--url` given its `--pid`.
 */
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { SEARCH_LIMITS } from '../server/src/search/limits.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    parts: { type: 'string', default: '50000' },
    db: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    queries: { type: 'string', default: '20000' },
    once: { type: 'string', default: '80000' },
    pid: { type: 'string' },
  },
})

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

/** Query mixes drawn from the catalog's part numbers, each query once. */
function makeQueries(path: string, count: number): { partial: string[]; mixed: string[] } {
  const db = new Database(path, { readonly: true })
  const next = random(7)
  const maxId = db.prepare('SELECT max(id) FROM products').pluck().get() as number
  const row = db.prepare('SELECT part_number AS partNumber, normalized, description FROM products WHERE id >= ? ORDER BY id LIMIT 1')
  const pick = () => row.get(1 + Math.floor(next() * maxId)) as { partNumber: string; normalized: string; description: string }
  const partialOf = (key: string) => {
    const length = Math.min(key.length, 3 + Math.floor(next() * 6))
    const at = Math.floor(next() * (key.length - length + 1))
    return key.slice(at, at + length)
  }
  const partial = new Set<string>()
  const mixed = new Set<string>()
  // A catalog has only so many distinct short queries (two-character prefixes, description words): stop
  // trying after a while rather than loop.
  for (let tries = 0; (partial.size < count || mixed.size < count) && tries < count * 20; tries++) {
    const { partNumber, normalized, description } = pick()
    if (normalized.length >= 3 && partial.size < count) partial.add(partialOf(normalized))
    const roll = next()
    const words = description.split(/[^A-Za-z]+/u).filter((text) => text.length >= 4)
    const word = words[Math.floor(next() * words.length)]
    if (mixed.size >= count) continue
    if (roll < 0.5) mixed.add(partialOf(normalized))
    else if (roll < 0.8) mixed.add(partNumber)
    else if (roll < 0.9) mixed.add(normalized.slice(0, 2))
    else mixed.add(word ?? partNumber)
  }
  db.close()
  return { partial: shuffled([...partial], next), mixed: shuffled([...mixed], next) }
}

function shuffled<T>(list: T[], next: () => number): T[] {
  for (let at = list.length - 1; at > 0; at--) {
    const other = Math.floor(next() * (at + 1))
    ;[list[at], list[other]] = [list[other] as T, list[at] as T]
  }
  return list
}

/** `count` draws from `pool` by Zipf's law (s = 1): the first query most often, the n-th 1/n as often. */
function zipfDraws(pool: readonly string[], count: number): string[] {
  const next = random(11)
  const cumulative: number[] = []
  let sum = 0
  for (let rank = 1; rank <= pool.length; rank++) cumulative.push((sum += 1 / rank))
  const draws: string[] = []
  for (let i = 0; i < count; i++) {
    const target = next() * sum
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((cumulative[middle] ?? 0) < target) low = middle + 1
      else high = middle
    }
    draws.push(pool[low] ?? '')
  }
  return draws
}

/** The share of `requests` an LRU cache of `capacity` answers would answer from memory, in order. */
function lruHitShare(requests: readonly string[], capacity: number): number {
  const kept = new Map<string, true>()
  let hits = 0
  for (const request of requests) {
    if (kept.delete(request)) hits++
    kept.set(request, true)
    if (kept.size > capacity) kept.delete(kept.keys().next().value as string)
  }
  return hits / Math.max(1, requests.length)
}

/** Starts the server on a free port; resolves with its URL once it listens. */
function startServer(path: string, parts: number, folder: string): Promise<{ url: string; child: ChildProcess }> {
  const main = fileURLToPath(new URL('../server/src/main.ts', import.meta.url))
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: path,
    DEMO_PARTS: String(parts),
    MAIL_OUTBOX: join(folder, 'outbox'),
    // Request logs off: the benchmark measures search, not writing a line per request to a pipe.
    LOG_LEVEL: 'warn',
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(main)}).then((m) => m.main())`], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      out += text
      for (const line of text.split('\n')) if (line.trim() !== '') process.stderr.write(`  server: ${line}\n`)
      const listening = /listening on (http:\/\/\S+)/u.exec(out)
      if (listening?.[1] !== undefined) resolve({ url: listening[1].replace('localhost', '127.0.0.1'), child })
    })
    child.on('exit', (code) => reject(new Error(`The server stopped before listening (exit ${String(code)})`)))
  })
}

/** The CPU time process `pid` has used, in µs (`/proc/<pid>/stat`'s utime and stime); `undefined` for no pid. */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /su, '').split(' ')
  // After the command's closing parenthesis, utime and stime are the 12th and 13th fields, in clock ticks (100 a second).
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100
}

/** The server's process id, when known (the CPU time per request is read from it). */
let serverPid: number | undefined = values.pid === undefined ? undefined : Number(values.pid)

/** Runs `queries` against `url`, each made a request path by `pathOf` (a search by default). */
async function drive(url: string, label: string, queries: readonly string[], note = '', pathOf = (query: string) => `/api/search/list?keyWord=${encodeURIComponent(query)}`) {
  let index = 0
  const cpuBefore = cpuMicros(serverPid)
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const query = queries[index++ % queries.length] ?? 'LM358'
          return { ...request, path: pathOf(query) }
        },
      },
    ],
  })
  const cpuAfter = cpuMicros(serverPid)
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : `server CPU ${Math.round((cpuAfter - cpuBefore) / Math.max(1, result.requests.total))} µs/req  `
  const line = [
    label.padEnd(34),
    `${Math.round(result.requests.average).toLocaleString('en-US')} req/s`.padEnd(14),
    `p50 ${result.latency.p50} ms`.padEnd(12),
    `p97.5 ${result.latency.p97_5} ms`.padEnd(14),
    `p99 ${result.latency.p99} ms`.padEnd(12),
    `max ${result.latency.max} ms`.padEnd(12),
    cpu,
    `${result.requests.total.toLocaleString('en-US')} requests, ${result.non2xx} not 2xx, ${result.errors} errors`,
    index > queries.length ? ` (WARNING: ${queries.length.toLocaleString('en-US')} queries went round more than once)` : '',
    note,
  ]
  console.log(line.join(''))
}

async function benchmark(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-http-'))
  const path = values.db ?? join(folder, 'bench.db')
  let child: ChildProcess | undefined
  try {
    let url = values.url
    if (url === undefined) {
      console.error(`Starting the server on ${path}…`)
      const started = await startServer(path, Number(values.parts), folder)
      url = started.url
      child = started.child
      serverPid = child.pid
    } else if (values.db === undefined) {
      throw new Error('With --url, pass --db too: the queries are drawn from that catalog')
    }
    const { partial, mixed } = makeQueries(path, Number(values.once))
    const db = new Database(path, { readonly: true })
    const parts = db.prepare('SELECT count(*) FROM products').pluck().get() as number
    db.close()
    console.log(
      `\nSearch endpoint benchmark: ${parts.toLocaleString('en-US')} parts; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ` +
        `Node ${process.version}; one server process, autocannon in a second one; ${values.connections} connections, ${values.duration} s each`,
    )
    // A short warm-up, then the measured runs.
    await autocannon({ url: `${url}/api/search/list?keyWord=LM358`, connections: 4, duration: 2 })
    await drive(url, 'partial part numbers, each once', partial)
    // The repeat run draws from queries the first two did not ask, so none is in the cache before it.
    const pool = mixed.slice(mixed.length - Number(values.queries))
    await drive(url, 'mixed, each once', mixed.slice(0, mixed.length - pool.length))
    const draws = zipfDraws(pool, 400_000)
    const share = lruHitShare(draws.slice(0, 60_000), SEARCH_LIMITS.cachedAnswers)
    await drive(url, 'mixed, repeated (Zipf)', draws, `; an LRU of ${SEARCH_LIMITS.cachedAnswers} answers ${Math.round(share * 100)}% of such requests`)
    const next = random(11)
    const ids = Array.from({ length: 100_000 }, () => String(1 + Math.floor(next() * parts)))
    await drive(url, 'product pages by id', ids, '', (id) => `/api/product/detail?id=${id}`)
  } finally {
    child?.kill('SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
}

await benchmark()
