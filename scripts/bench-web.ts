/**
 * `npm run bench:web -- [--url URL] [--runs N] [--device mobile|desktop] [--out FILE]`: Lighthouse on the
 * storefront's main pages (issue #13, "Tests and measures"): the home page, search results for LM358, a product
 * page and a category page, each on mobile (Lighthouse's default emulation and simulated throttling) and desktop
 * (its desktop preset), or on the one `--device` names, N runs each (default 3). Prints the medians (each
 * figure's own median over the runs) and writes every run with the medians to `reports/bench-web.json`. Figures
 * only: nothing here asserts a target.
 *
 * Without `--url` it starts `npm start` itself on a free loopback port, over a database, mail outbox and
 * everything else in a temporary folder (building the web app first if `npm start` finds it stale), and stops
 * it at the end. The product and category pages are real ones, found through the server's API.
 *
 * Chromium is the system one (`CHROMIUM_PATH`, else `/usr/bin/chromium`), launched by chrome-launcher
 * (Lighthouse's own dependency) headless with the project's flags; nothing downloads a browser.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { catalogSlug, productSlug } from '../core/src/routing/slug.rules.ts'
import { chromiumArgs, chromiumPath } from '../specs/support/chromium.ts'
import { startServer, stopServer } from './npm-start-server.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    device: { type: 'string' },
    out: { type: 'string', default: join(repo, 'reports', 'bench-web.json') },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${values.runs}`)
if (values.device !== undefined && values.device !== 'mobile' && values.device !== 'desktop') {
  throw new Error(`--device must be mobile or desktop (both without it), got ${values.device}`)
}

/** What one Lighthouse run gives: category scores out of 100, metrics in ms, bytes transferred. */
interface Figures {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  jsBytes: number | null
  cssBytes: number | null
  htmlBytes: number | null
}

type FormFactor = 'mobile' | 'desktop'
const formFactors: readonly FormFactor[] = values.device === undefined ? ['mobile', 'desktop'] : [values.device]

// ---------------------------------------------------------------------------------------------------------
// The server

/** When the web build served was made: the newest of its manifests (client, then the older layout's index). */
function buildStamp(): number {
  const dist = join(repo, 'web', 'dist')
  const marks = [join(dist, 'client', '.vite', 'manifest.json'), join(dist, 'server', 'entry-server.js'), join(dist, 'index.html')]
  return Math.max(0, ...marks.filter((path) => existsSync(path)).map((path) => statSync(path).mtimeMs))
}

// ---------------------------------------------------------------------------------------------------------
// The pages

async function apiData(base: string, path: string): Promise<unknown> {
  const response = await fetch(new URL(path, base))
  const body = (await response.json()) as { code?: number; data?: unknown; message?: string }
  if (!response.ok || body.code !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.message ?? ''}`)
  return body.data
}

interface Group {
  readonly intId: number
  readonly catalogEnName: string
  readonly childList: readonly Group[]
}

/** The home page, LM358's results, the first LM358 product, and the first leaf category of the groups. */
async function pagesOf(base: string): Promise<{ name: string; path: string }[]> {
  const results = (await apiData(base, '/api/search/list?keyWord=LM358')) as { list: { product: { intID: number; model: string } }[] }
  const product = results.list[0]?.product
  if (product === undefined) throw new Error('The search for LM358 found no product: is the catalog empty (DEMO_PARTS=0)?')
  const groups = (await apiData(base, '/api/catalog/group?type=1001&seo=true')) as Group[]
  let category = groups[0]
  while (category !== undefined && category.childList.length > 0) category = category.childList[0]
  if (category === undefined) throw new Error('The catalog has no category groups')
  return [
    { name: 'home', path: '/' },
    { name: 'search results', path: '/so?keyWord=LM358' },
    { name: 'product', path: `/product/${productSlug(product.model, product.intID)}` },
    { name: 'category', path: `/catalog/${catalogSlug(category.catalogEnName, category.intId)}` },
  ]
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score
    return value === null || value === undefined ? null : Math.round(value * 100)
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
  // `resource-summary`: one row per resource type with the bytes it took over the network.
  const details = lhr.audits['resource-summary']?.details
  const items = details !== undefined && 'items' in details ? (details.items as { resourceType?: string; transferSize?: number }[]) : []
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? null
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
    htmlBytes: bytes('document'),
  }
}

async function audit(port: number, url: string, formFactor: FormFactor): Promise<{ figures: Figures; lhr: Result }> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config)
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return { figures: figuresOf(lhr), lhr }
}

/**
 * A run Lighthouse could not record (`NO_NAVSTART`, `NO_FCP` now and then on a busy machine) is run again,
 * twice at most, saying so: such a failure says nothing about the page.
 */
async function auditWithRetries(port: number, url: string, formFactor: FormFactor): Promise<{ figures: Figures; lhr: Result }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, formFactor)
    } catch (error) {
      if (attempt >= 3) throw error
      process.stderr.write(`    ${error instanceof Error ? error.message : String(error)}; running it again\n`)
    }
  }
}

function median(numbers: readonly (number | null)[]): number | null {
  const known = numbers.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 === 1 ? (known[middle] ?? null) : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2
}

function medians(all: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    cssBytes: of('cssBytes'),
    htmlBytes: of('htmlBytes'),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The table

function table(rows: readonly { page: string; formFactor: FormFactor; median: Figures }[]): string {
  const shown = (value: number | null, digits = 0) =>
    value === null ? '–' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
  const kb = (value: number | null) => (value === null ? '–' : shown(value / 1000, 1))
  const header = ['page', 'device', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', 'CSS kB', 'HTML kB']
  const cells = rows.map(({ page, formFactor, median: m }) => [
    page,
    formFactor,
    shown(m.performance),
    shown(m.accessibility),
    shown(m.bestPractices),
    shown(m.seo),
    shown(m.lcpMs),
    shown(m.tbtMs),
    shown(m.cls, 3),
    kb(m.jsBytes),
    kb(m.cssBytes),
    kb(m.htmlBytes),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n')
}

// ---------------------------------------------------------------------------------------------------------

async function benchmark(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-bench-web-'))
  let server: ChildProcess | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  const stop = async () => {
    chrome?.kill()
    chrome = undefined
    if (server !== undefined) await stopServer(server)
    server = undefined
  }
  process.once('SIGINT', () => {
    void stop().then(() => process.exit(130))
  })
  try {
    let base = values.url
    if (base === undefined) {
      console.error('Starting npm start on a free port, over a temporary database…')
      const started = await startServer(folder)
      base = started.url
      server = started.child
    }
    const pages = await pagesOf(base)
    // The server reads `web/dist` as it is: a build in the same tree meanwhile (another `npm start` or `npm run
    // build`) swaps the hashed files under it and the pages load half their assets. Such figures are refused.
    const builtAt = server === undefined ? undefined : buildStamp()
    mkdirSync(join(folder, 'chromium'))
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...chromiumArgs, '--headless=new'],
      userDataDir: join(folder, 'chromium'),
      logLevel: 'silent',
    })
    const results: { page: string; path: string; formFactor: FormFactor; median: Figures; runs: Figures[] }[] = []
    let environment: Result['environment'] | undefined
    let lighthouseVersion = ''
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const each: Figures[] = []
        for (let run = 1; run <= runs; run++) {
          process.stderr.write(`  ${page.name} (${page.path}), ${formFactor}, run ${run} of ${runs}…\n`)
          const { figures, lhr } = await auditWithRetries(chrome.port, new URL(page.path, base).href, formFactor)
          if (builtAt !== undefined && buildStamp() !== builtAt) {
            throw new Error('web/dist was rebuilt while the benchmark ran (another npm start or npm run build in this tree): run it again when the tree is quiet')
          }
          environment = lhr.environment
          lighthouseVersion = lhr.lighthouseVersion
          each.push(figures)
        }
        results.push({ page: page.name, path: page.path, formFactor, median: medians(each), runs: each })
      }
    }
    const machine = {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      node: process.version,
      userAgent: environment?.hostUserAgent ?? '',
      benchmarkIndex: environment?.benchmarkIndex ?? null,
    }
    console.log(
      `\nLighthouse ${lighthouseVersion} on ${base}, median of ${runs} run${runs === 1 ? '' : 's'} per page and device; ` +
        `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, Lighthouse benchmark index ${String(machine.benchmarkIndex)}; ` +
        'scores out of 100, bytes transferred (kB = 1,000 bytes)\n',
    )
    console.log(table(results))
    const out = resolve(values.out)
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), url: base, runs, lighthouseVersion, machine, pages: results }, null, 2)}\n`,
    )
    console.log(`\nWrote ${out.startsWith(repo) ? relative(repo, out) : out}`)
  } finally {
    await stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

await benchmark()
