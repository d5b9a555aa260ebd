/**
 * `npm run bench:bom -- [--parts N] [--runs R] [--db FILE]`: the BOM benchmark of issue 8. Builds a catalog of N
 * generated parts (default 1,000,000) plus every real parts file of `../shared/data/parts` (loaded with the
 * catalog import) in a temporary SQLite database, then times, for each real BOM of `../shared/data/boms`, in
 * this process (no worker thread):
 *
 * - read: the file's bytes to a table (format, encoding, sheet, header row; core's `readSpreadsheet`);
 * - map: the column mapping guessed and the lines built (`guessColumnMapping`, `countModels`, `buildBomLines`);
 * - match: every line matched against the catalog through the store (`matchBomLines`);
 * - price: the matched lines priced for one board (`priceBom`);
 *
 * each R times (default 20) after two warm-up runs, and prints the median and the 95th percentile of each and
 * of their sum. Target: 100 ms for a BOM of 200 lines. Figures only: nothing here asserts a time.
 *
 * Then the page (issue 18: "add the page's time from drop to results for the largest real BOM"): `npm start`
 * over the same database on a free loopback port (`scripts/npm-start-server.ts`, building the web app first when
 * it is stale), `/bom` in the system Chromium through Playwright, and the largest real BOM (the HackRF 2014 one,
 * 414 lines) chosen with the file picker (a drop hands the page the same `File`) P times (default 10, after two
 * warm-up runs; each run a new tab of one browser context, so the tab's session storage starts empty and the
 * HTTP cache is warm, as for a buyer's second BOM): the time from the file chosen to the column mapping shown,
 * from the "Confirm columns and match" click to the results table's first line, and from the file chosen to
 * that line. `--page-runs 0` leaves the page out.
 *
 * `--db FILE` reuses (or keeps) a database built before, skipping the build.
 */
import {
  type BomLineDraft,
  buildBomLines,
  countModels,
  guessColumnMapping,
  readBom,
  readSpreadsheet,
} from '@partfront/core/bom'
import { chromium } from '@playwright/test'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { matchBomLines } from '../server/src/bom/match.ts'
import { priceBom } from '../server/src/bom/price.ts'
import { importCatalog } from '../server/src/catalog-import/import-catalog.ts'
import { seedDemoCatalog } from '../server/src/demo/seed.ts'
import { type SqliteStore, openSqliteStore } from '../server/src/store/sqlite/sqlite-store.ts'
import { sharedDataRoot } from '../server/src/testing/shared-data.ts'
import { chromiumArgs, chromiumPath } from '../specs/support/chromium.ts'
import { startServer, stopServer } from './npm-start-server.ts'

const { values } = parseArgs({
  options: {
    parts: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    'page-runs': { type: 'string', default: '10' },
    db: { type: 'string' },
  },
})

const PARTS = Number(values.parts)
const RUNS = Number(values.runs)
const PAGE_RUNS = Number(values['page-runs'])
/** The largest real BOM, the one the page is timed with. */
const PAGE_BOM = 'hackrf-one-bom_2014_semicolon.csv'
const WARM_UP = 2
const TARGET_MS = 100
const TARGET_LINES = 200

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

async function buildCatalog(store: SqliteStore, data: string): Promise<void> {
  let started = performance.now()
  let shown = 0
  await store.bulkLoad(() =>
    seedDemoCatalog(store, {
      parts: PARTS,
      onProgress: (written, total) => {
        if (written - shown >= total / 10 || written === total) {
          shown = written
          process.stderr.write(`  demo parts: ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}\n`)
        }
      },
    }),
  )
  console.log(`Demo catalog: ${PARTS.toLocaleString('en-US')} parts in ${seconds(performance.now() - started)}`)
  for (const name of readdirSync(join(data, 'parts')).filter((file) => !file.startsWith('.')).sort()) {
    started = performance.now()
    const report = await importCatalog(store, new Uint8Array(readFileSync(join(data, 'parts', name))), name)
    if (!report.ok) throw new Error(`${name}: ${report.message}`)
    console.log(`Imported ${name}: ${(report.inserted + report.updated).toLocaleString('en-US')} parts in ${seconds(performance.now() - started)}`)
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

interface Timing {
  readonly median: number
  readonly p95: number
}

function timingOf(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

const ms = (t: number) => t.toFixed(t < 10 ? 2 : 1)

interface FileReport {
  readonly file: string
  readonly lines: number
  readonly matched: number
  readonly read: Timing
  readonly map: Timing
  readonly match: Timing
  readonly price: Timing
  readonly total: Timing
}

async function benchFile(store: SqliteStore, path: string, file: string): Promise<FileReport> {
  const bytes = new Uint8Array(readFileSync(path))
  const full = readBom(bytes, file, { textSuffixes: true })
  if (!full.ok) throw new Error(`${file}: ${full.message}`)
  const samples = { read: [] as number[], map: [] as number[], match: [] as number[], price: [] as number[], total: [] as number[] }
  let matched = 0
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const t0 = performance.now()
    const table = readSpreadsheet(bytes, file)
    if (!table.ok) throw new Error(`${file}: ${table.message}`)
    const t1 = performance.now()
    const mapping = guessColumnMapping(table.header, table.rows)
    countModels(table.header, table.rows, mapping)
    const lines: readonly BomLineDraft[] = buildBomLines(table, mapping).lines
    const t2 = performance.now()
    const matches = await matchBomLines(lines, store.boms)
    const t3 = performance.now()
    const priced = priceBom(lines, matches, 1)
    const t4 = performance.now()
    matched = priced.totals.matched
    if (run < WARM_UP) continue
    samples.read.push(t1 - t0)
    samples.map.push(t2 - t1)
    samples.match.push(t3 - t2)
    samples.price.push(t4 - t3)
    samples.total.push(t4 - t0)
  }
  return {
    file,
    lines: full.lines.length,
    matched,
    read: timingOf(samples.read),
    map: timingOf(samples.map),
    match: timingOf(samples.match),
    price: timingOf(samples.price),
    total: timingOf(samples.total),
  }
}

/** The page's times for one file, ms. */
interface PageReport {
  readonly file: string
  readonly lines: number
  /** From the file given to the page to the column mapping shown (read in the browser, uploaded, read again by the server). */
  readonly mapping: Timing
  /** From the confirm click to the results table's first line (matched, priced, drawn). */
  readonly results: Timing
  /** From the file chosen to the results table's first line, the click included. */
  readonly total: Timing
}

/** `npm start` over `database`, and `/bom` in Chromium timed with the file chosen in it. */
async function benchPage(database: string, folder: string, path: string, file: string): Promise<PageReport> {
  const bytes = readFileSync(path)
  console.log(`\nStarting npm start over the same database for the page (${PAGE_RUNS} runs of ${file})…`)
  const server = await startServer(folder, { database })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // The cookie bar stays away, as for a buyer who accepted it (a string: this script's types have no DOM).
    await context.addInitScript({ content: "localStorage.setItem('isHascookie', 'accepted')" })
    const samples = { mapping: [] as number[], results: [] as number[], total: [] as number[] }
    let lines = 0
    for (let run = 0; run < WARM_UP + PAGE_RUNS; run++) {
      // A new tab each run: its session storage is empty, so no earlier BOM is restored.
      const page = await context.newPage()
      await page.goto(new URL('/bom', server.url).href)
      await page.waitForLoadState('networkidle')
      await page.getByRole('heading', { name: 'Upload your BOM' }).waitFor()
      const t0 = performance.now()
      await page.getByTestId('bom-file-input').setInputFiles({ name: file, mimeType: 'text/csv', buffer: bytes })
      await page.getByTestId('bom-mapping').waitFor({ timeout: 120_000 })
      const t1 = performance.now()
      await page.getByRole('button', { name: 'Confirm columns and match' }).click()
      await page.getByTestId('bom-lines').locator('tbody tr').first().waitFor({ timeout: 120_000 })
      const t2 = performance.now()
      lines = Number(await page.getByTestId('count-lines').textContent())
      await page.close()
      if (run < WARM_UP) continue
      samples.mapping.push(t1 - t0)
      samples.results.push(t2 - t1)
      samples.total.push(t2 - t0)
    }
    return { file, lines, mapping: timingOf(samples.mapping), results: timingOf(samples.results), total: timingOf(samples.total) }
  } finally {
    await browser.close()
    await stopServer(server.child)
  }
}

function printPage(report: PageReport): void {
  const cell = (t: Timing) => `${ms(t.median)} / ${ms(t.p95)}`
  console.log(`\nThe page (/bom in Chromium against npm start), ms median / p95 of ${PAGE_RUNS} runs:\n`)
  console.log(`  ${report.file} (${report.lines} lines)`)
  console.log(`  file chosen to mapping shown ${cell(report.mapping)}`)
  console.log(`  confirm to results table     ${cell(report.results)}`)
  console.log(`  file chosen to results table ${cell(report.total)}`)
}

function printReports(reports: readonly FileReport[]): void {
  const header = ['BOM file', 'Lines', 'Matched', 'Read', 'Map', 'Match', 'Price', 'Total', 'Target']
  const rows = reports.map((r) => [
    r.file,
    String(r.lines),
    String(r.matched),
    ...[r.read, r.map, r.match, r.price, r.total].map((t) => `${ms(t.median)} / ${ms(t.p95)}`),
    r.lines <= TARGET_LINES ? (r.total.p95 <= TARGET_MS ? 'met' : 'MISSED') : `(${r.lines} lines)`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(`\nTimes in ms, median / p95 of ${RUNS} runs each (in-process, no worker); target ${TARGET_MS} ms for ${TARGET_LINES} lines:\n`)
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(row))
}

async function main(): Promise<void> {
  if (!Number.isInteger(PARTS) || PARTS < 0 || !Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(PAGE_RUNS) || PAGE_RUNS < 0) {
    throw new Error('--parts must be a whole number from 0, --runs one from 1, --page-runs one from 0')
  }
  const data = sharedDataRoot()
  const keep = values.db !== undefined
  const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-bom-'))
  const path = values.db ?? join(folder, 'bench.db')
  const reuse = keep && existsSync(path)
  try {
    const store = await openSqliteStore(path)
    const reports: FileReport[] = []
    try {
      if (reuse) console.log(`Reusing ${path}: ${(await store.catalog.countProducts()).toLocaleString('en-US')} parts`)
      else await buildCatalog(store, data)
      const started = performance.now()
      const { indexed } = await store.boms.refreshValueIndex()
      console.log(`Value index of passives: ${indexed.toLocaleString('en-US')} parts indexed in ${seconds(performance.now() - started)} (once per catalog load)`)
      for (const file of readdirSync(join(data, 'boms')).filter((f) => !f.startsWith('.')).sort()) {
        reports.push(await benchFile(store, join(data, 'boms', file), file))
      }
    } finally {
      await store.close()
    }
    printReports(reports)
    if (PAGE_RUNS > 0) printPage(await benchPage(path, folder, join(data, 'boms', PAGE_BOM), PAGE_BOM))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

await main()
