/**
 * Bundle budgets (issue #13, "Serving"): what a page's first load downloads, worked out from Vite's client
 * manifest (`web/dist/client/.vite/manifest.json`), and the budget each route is held to. Pure: the sizes
 * come from a function the caller gives (`scripts/check-budgets.ts` gzips the files), so the rules are tested
 * on a manifest written by hand (`bundle-budget.test.ts`).
 *
 * A page's first load is the client entry with its static `imports` closure, the chunks TanStack Router split
 * off the root route, the page's layout routes and the page's own route file (every manifest key whose path is
 * the file, whatever its `?tsr-split=…` query, but `loader`), each with its static closure; a file shared by
 * several of them counts once. Its CSS is the `css` of every chunk reached that way. Dynamic imports are left
 * out: they load later, if ever. So are the loaders' chunks: a server-rendered page hydrates from the
 * dehydrated data and runs no loader, the server does not preload them (`server/src/web/route-assets.ts`), and
 * the router imports one only on a client-side navigation to its page (measured: a real Chromium downloads no
 * loader chunk loading `/`, `/so` or a product page).
 */

/** One chunk of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly name?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  /** Keys of the chunks this one imports statically. */
  readonly imports?: readonly string[]
  /** Keys of the chunks this one may import later. */
  readonly dynamicImports?: readonly string[]
  /** Files (`assets/x.css`) of the CSS this chunk needs. */
  readonly css?: readonly string[]
  readonly assets?: readonly string[]
}

/** Vite's `.vite/manifest.json`: keys are source paths relative to the build root (`src/entry-client.tsx`). */
export type Manifest = Readonly<Record<string, ManifestChunk>>

/** kB as Vite prints them: 1,000 bytes. */
export const KB = 1000

/** The budgets of issue #13, in bytes gzip'd, for one page's first load. */
export interface Budget {
  readonly js: number
  readonly css: number
  /** Which rule of the issue set it, for the table. */
  readonly label: string
}

const CSS_BUDGET = 30 * KB

/**
 * Account pages, the BOM tool, and the signed-in cart, checkout, RFQ submission and payment pages (issue 17:
 * ROUTE-7 keeps `/cart…` for members; `/payment/…` pays a member's order): they carry forms, tables and the
 * upload, and buyers come to them signed in.
 */
const ACCOUNT_PATHS = ['/member', '/login', '/register', '/resetPassword', '/bom', '/cart', '/payment']

/**
 * Search results and the product page: the issue's 180 kB. They measure 141.6 and 142.9 kB once effect's
 * Schema (issue 13: the API client, the endpoints and the machines' input rules load with their first use),
 * XState and the storefront's machines (they load after the page is interactive) left the first load.
 */
const SEARCH_PRODUCT_JS_BUDGET = 180 * KB

/** Home: the 150 kB. It measures 137.5 kB (React DOM, TanStack Router and the frame; README, "Bundle budgets"). */
const HOME_JS_BUDGET = 150 * KB

/**
 * Every other page but the account pages: the issue names no figure, so they take search's 180 kB. The
 * visitor pages without a form measure 136–141 kB; Get Quote, whose form's rules are in its first load, 171.2 kB.
 */
const PAGE_JS_BUDGET = 180 * KB

/**
 * The budget of a route path (`/`, `/so`, `/product/$slug`): account pages (`/member/…`, `/login`, `/register`,
 * `/resetPassword`), `/bom`, and the cart and payment pages 250 kB of JS, as the issue asks; search results and
 * the product page 180 kB and home 150 kB, as the issue asks; any other route `PAGE_JS_BUDGET`; CSS 30 kB
 * everywhere, as the issue asks.
 */
export function budgetFor(path: string): Budget {
  if (path === '/') return { js: HOME_JS_BUDGET, css: CSS_BUDGET, label: 'home' }
  if (ACCOUNT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return { js: 250 * KB, css: CSS_BUDGET, label: 'account' }
  }
  if (path === '/so' || path === '/product/$slug') {
    return { js: SEARCH_PRODUCT_JS_BUDGET, css: CSS_BUDGET, label: path === '/so' ? 'search' : 'product' }
  }
  return { js: PAGE_JS_BUDGET, css: CSS_BUDGET, label: 'other' }
}

/** A manifest key without its query: `src/routes/so.tsx?tsr-split=component` → `src/routes/so.tsx`. */
export function keyPath(key: string): string {
  const query = key.indexOf('?')
  return query < 0 ? key : key.slice(0, query)
}

/** Whether `key` is a route's loader split off by TanStack Router (`src/routes/so.tsx?tsr-split=loader`). */
export function isLoaderKey(key: string): boolean {
  return /[?&]tsr-split=loader(&|$)/u.test(key)
}

/** Every manifest key built from `file` (a path relative to the build root), with or without a query, sorted. */
export function keysOfFile(manifest: Manifest, file: string): string[] {
  return Object.keys(manifest)
    .filter((key) => keyPath(key) === file)
    .sort()
}

/**
 * The client entry: `src/entry-client.tsx` when the manifest has it (the server-rendered app), otherwise
 * every chunk marked `isEntry` (the client-rendered app's `index.html`). Throws when there is none.
 */
export function entryKeys(manifest: Manifest, preferred = 'src/entry-client.tsx'): string[] {
  if (manifest[preferred] !== undefined) return [preferred]
  const entries = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry === true)
    .sort()
  if (entries.length === 0) throw new Error(`The manifest has no entry chunk (no ${preferred}, nothing marked isEntry)`)
  return entries
}

/**
 * The keys `roots` reach through static `imports`, the roots included, each once, in the order first reached.
 * A key the manifest lacks throws: the manifest and the question disagree, and a silent zero would pass a
 * budget it should not.
 */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`The manifest has no chunk "${key}"`)
    seen.add(key)
    queue.push(...(chunk.imports ?? []))
  }
  return [...seen]
}

/** A route file under the routes folder, as TanStack Router's file-based routing reads it. */
export interface RouteFile {
  /** The path relative to the build root (`src/routes/product/$slug.tsx`): what manifest keys start with. */
  readonly file: string
  /** `file` and, when there is one, its `.lazy.tsx` half (`src/routes/so.lazy.tsx`). */
  readonly files: readonly string[]
  /** The route id (`/product/$slug`, `/` for the home page, `/member/` for `member/index.tsx`, `/_auth` for a pathless layout). */
  readonly id: string
  /** The URL path it answers (`/product/$slug`, `/member`); pathless layouts and groups left out. */
  readonly path: string
  /** Whether it is a leaf page (rather than a layout: `route.tsx`, `__root.tsx`, or a file with children). */
  readonly isPage: boolean
}

const ROUTE_EXTENSION = /\.(tsx|ts|jsx|js)$/u

/**
 * Reads route files the way TanStack Router's file routing does: `index` is the folder's page, `route` the
 * folder's layout, `.` in a file name nests like `/`, `_x` segments are pathless layouts, `(x)` folders group
 * without a segment, a trailing `_` un-nests from the layout of that name, and files or folders starting
 * with `-`, tests and `__root` are not routes; `x.lazy.tsx` is the lazy half of `x.tsx`. `files` are relative
 * to the routes folder (`product/$slug.tsx`); `routesDir` is the folder relative to the build root
 * (`src/routes`). Returns the pages and layouts, sorted by id.
 */
export function readRouteFiles(files: readonly string[], routesDir = 'src/routes'): RouteFile[] {
  const byId = new Map<string, RouteFile>()
  for (const relative of files) {
    const normalised = relative.replaceAll('\\', '/')
    if (!ROUTE_EXTENSION.test(normalised)) continue
    const parts = normalised.split('/')
    if (parts.some((part) => part.startsWith('-'))) continue
    if (/\.(test|spec)\.[jt]sx?$/u.test(normalised) || normalised.endsWith('.gen.ts')) continue
    if (normalised.replace(ROUTE_EXTENSION, '') === '__root') continue
    const segments = parts
      .flatMap((part, index) => (index === parts.length - 1 ? part.replace(ROUTE_EXTENSION, '').split('.') : [part]))
      .filter((segment) => !/^\(.*\)$/u.test(segment))
    if (segments.length > 1 && segments.at(-1) === 'lazy') segments.pop()
    const last = segments.at(-1)
    const isIndex = last === 'index'
    const isLayoutFile = last === 'route'
    if (isIndex || isLayoutFile) segments.pop()
    const id = `/${segments.join('/')}${isIndex && segments.length > 0 ? '/' : ''}`
    const pathSegments = segments.filter((segment) => !segment.startsWith('_')).map((segment) => segment.replace(/_$/u, ''))
    const file = `${routesDir}/${normalised}`
    const known = byId.get(id)
    if (known === undefined) byId.set(id, { file, files: [file], id, path: `/${pathSegments.join('/')}`, isPage: !isLayoutFile })
    else {
      // `x.tsx` and `x.lazy.tsx`: one route; `file` names the non-lazy half.
      const isLazy = /\.lazy\.[jt]sx?$/u.test(file)
      byId.set(id, { ...known, file: isLazy ? known.file : file, files: [...known.files, file].sort() })
    }
  }
  const routes = [...byId.values()]
  routes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  // A route another route nests in is a layout, not a page of its own (`member.tsx` beside `member/orders.tsx`).
  return routes.map((route) =>
    route.isPage && !route.id.endsWith('/') && routes.some((other) => other !== route && other.id.startsWith(`${route.id}/`))
      ? { ...route, isPage: false }
      : route,
  )
}

/**
 * The layout routes `route` renders inside, outermost first (the root route aside): each route whose id is a
 * whole-segment prefix of its id and is not an index page. A segment ending in `_` (`posts_.$id`) leaves the
 * layout of that name out, as TanStack Router's non-nested routes do.
 */
export function layoutsOf(route: RouteFile, routes: readonly RouteFile[]): RouteFile[] {
  const segments = route.id.split('/').filter((segment) => segment !== '')
  const layouts: RouteFile[] = []
  for (let length = 1; length < segments.length + (route.id.endsWith('/') ? 1 : 0); length++) {
    const segment = segments[length - 1] ?? ''
    if (segment.endsWith('_')) continue
    const id = `/${segments.slice(0, length).join('/')}`
    const layout = routes.find((other) => other.id === id && other !== route)
    if (layout !== undefined) layouts.push(layout)
  }
  return layouts
}

/** The files of one page's first load, each once. */
export interface PageFiles {
  /** Manifest keys of the chunks loaded, in the order reached. */
  readonly keys: readonly string[]
  readonly js: readonly string[]
  readonly css: readonly string[]
}

/**
 * The files of a page's first load: the static closure of the entry, the root route's chunks, the page's
 * layouts' chunks and its own (every key whose path is the route file, with any query but the loader's); CSS
 * of every chunk reached. `rootFile` is the root route (`src/routes/__root.tsx`): its chunks count when it has any.
 */
export function pageFiles(
  manifest: Manifest,
  options: { readonly entries: readonly string[]; readonly routeFiles: readonly string[]; readonly rootFile?: string },
): PageFiles {
  const { entries, routeFiles, rootFile = 'src/routes/__root.tsx' } = options
  const roots = [...entries, ...[rootFile, ...routeFiles].flatMap((file) => keysOfFile(manifest, file).filter((key) => !isLoaderKey(key)))]
  const keys = staticClosure(manifest, roots)
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (chunk === undefined) continue
    if (/\.m?js$/u.test(chunk.file)) js.add(chunk.file)
    else if (chunk.file.endsWith('.css')) css.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { keys, js: [...js], css: [...css] }
}

/** One row of the budgets table. */
export interface PageMeasure {
  readonly path: string
  readonly file: string
  readonly js: number
  readonly css: number
  readonly budget: Budget
  /** What each budget is exceeded by, in bytes; empty when the page fits. */
  readonly over: readonly string[]
}

/**
 * Every page's first-load JS and CSS against its budget. `sizeOf` gives a built file's gzip'd size
 * (`assets/x.js` → bytes). Layout routes are not measured on their own: each of their pages carries them.
 */
export function measurePages(
  manifest: Manifest,
  routes: readonly RouteFile[],
  sizeOf: (file: string) => number,
  options: { readonly entries?: readonly string[]; readonly rootFile?: string } = {},
): PageMeasure[] {
  const entries = options.entries ?? entryKeys(manifest)
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + sizeOf(file), 0)
  return routes
    .filter((route) => route.isPage)
    .map((route) => {
      const routeFiles = [...layoutsOf(route, routes), route].flatMap((each) => each.files)
      const files = pageFiles(manifest, { entries, routeFiles, ...(options.rootFile === undefined ? {} : { rootFile: options.rootFile }) })
      const js = sum(files.js)
      const css = sum(files.css)
      const budget = budgetFor(route.path)
      const over: string[] = []
      if (js > budget.js) over.push(`JS ${formatKb(js)} kB is ${formatKb(js - budget.js)} kB over ${formatKb(budget.js)} kB`)
      if (css > budget.css) over.push(`CSS ${formatKb(css)} kB is ${formatKb(css - budget.css)} kB over ${formatKb(budget.css)} kB`)
      return { path: route.path, file: route.file, js, css, budget, over }
    })
}

/** Bytes as kB with one decimal (`153,600` → `153.6`). */
export function formatKb(bytes: number): string {
  return (bytes / KB).toFixed(1)
}
