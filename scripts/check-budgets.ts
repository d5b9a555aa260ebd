/**
 * `npm run check:budgets -- [--dist DIR] [--build]`: every page's first-load JavaScript and CSS, gzip'd,
 * against its budget (issue #13, "Serving"); exits 1 naming each page over budget and by how much.
 *
 * Reads Vite's client manifest (`web/dist/client/.vite/manifest.json`) and the route files of
 * `web/src/routes/`; what a first load is, and the budgets, are in `specs/support/bundle-budget.ts`. A file's
 * size is its `.gz` twin's when the build wrote one, else the file gzip'd here at level 9.
 *
 * It builds first (`npm run build`) when the build is missing or older than what it is made of (the same test
 * as `npm start`'s, `scripts/web-build.ts`), or with `--build`: so `npm test` checks the
 * code as it is, without paying for a second build when `npm start` or an earlier run already made it. With
 * `--dist DIR` it reads that client build as it is and never builds.
 *
 * HTML is not measured here: server-rendered pages (≤ 50 kB each) are checked by the end-to-end journeys.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { formatKb, type Manifest, measurePages, readRouteFiles } from '../specs/support/bundle-budget.ts'
import { buildWeb, webBuildState } from './web-build.ts'

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
})

const repo = fileURLToPath(new URL('..', import.meta.url))
const web = join(repo, 'web')
const dist = values.dist === undefined ? join(web, 'dist', 'client') : resolve(values.dist)
const manifestPath = join(dist, '.vite', 'manifest.json')
const shown = (path: string) => (path.startsWith(repo) ? relative(repo, path) : path)
const routesDir = join(web, 'src', 'routes')

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
}

if (values.dist === undefined) {
  const state = webBuildState()
  if (values.build || state !== 'fresh') {
    console.log(state === 'missing' ? 'Building the web app (no build yet)…' : 'Rebuilding the web app…')
    const status = buildWeb()
    if (status !== 0) {
      console.error('The web app build failed; see the output above.')
      process.exit(status)
    }
  }
}

if (!existsSync(manifestPath)) {
  console.error(`No client manifest at ${shown(manifestPath)}: the client build must write one (Vite's build.manifest).`)
  process.exit(1)
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
const routes = readRouteFiles(filesUnder(routesDir))

const gzipped = new Map<string, number>()
function sizeOf(file: string): number {
  const known = gzipped.get(file)
  if (known !== undefined) return known
  const path = join(dist, file)
  const size = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length
  gzipped.set(file, size)
  return size
}

const rows = measurePages(manifest, routes, sizeOf)
if (!Object.keys(manifest).some((key) => key.startsWith('src/routes/'))) {
  console.log('Note: no route chunks in the manifest, so every page counts the entry and its imports only.')
}

const header = ['route', 'JS kB', 'CSS kB', 'budget JS / CSS kB', 'ok']
const table = rows.map((row) => [
  row.path,
  formatKb(row.js),
  formatKb(row.css),
  `${formatKb(row.budget.js)} / ${formatKb(row.budget.css)} (${row.budget.label})`,
  row.over.length === 0 ? 'yes' : 'NO',
])
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)))
const line = (cells: readonly string[]) =>
  cells.map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd()
console.log(`First load per page, gzip'd (kB = 1,000 bytes), from ${shown(manifestPath)}:\n`)
console.log(line(header))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const cells of table) console.log(line(cells))

const over = rows.filter((row) => row.over.length > 0)
if (over.length > 0) {
  console.error(`\n${over.length} page${over.length === 1 ? '' : 's'} over budget:`)
  for (const row of over) console.error(`  ${row.path} (web/${row.file}): ${row.over.join('; ')}`)
  process.exit(1)
}
console.log(`\nEvery page is within its budget (${rows.length} pages).`)
