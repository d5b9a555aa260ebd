import { isInlinableCss, labelInlinedCss } from '@partfront/core/routing'

/**
 * Which built files each page needs, from the client build's Vite manifest (`web/dist/client/.vite/manifest.json`),
 * in the shape TanStack Router's server renderer takes (`ServerManifest`): the root route gets the client
 * entry and its static imports, and its CSS; each file route gets its own code-split chunks and their CSS, so a
 * page downloads its route's code and not the whole storefront.
 *
 * The scripts are not the router's `<script type="module">` and `modulepreload` links (issue 28, item 5): the
 * root's `entry` and each route's `afterPaint` list go to the page's one inline loader (core's
 * `afterPaintLoader`, written by `web/src/app/after-paint-scripts.tsx`), which asks for them after the first
 * paint. So `preloads` stay empty and the root has no `scripts`.
 *
 * A route's loader chunk (`?tsr-split=loader`) is not preloaded: a server-rendered page hydrates from the
 * dehydrated data and runs no loader, so the browser needs that chunk (and the contract schemas it calls with)
 * only on a later client-side navigation, when the router imports it itself.
 */

/** One entry of Vite's manifest (the fields used here). */
export interface ViteManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}

export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>

/** A route's files as TanStack Router's `ServerManifest` lists them. */
export interface RouteAssets {
  preloads: string[]
  css: string[]
  scripts?: Array<{ attrs: Record<string, string> }>
  /** The root's: the client entry's URL, imported after the first paint. */
  entry?: string
  /** The chunks this route needs at once (the root's: the entry's static imports), preloaded after the first paint. */
  afterPaint?: string[]
}

/** TanStack Router's `ServerManifest` (the fields written here). */
export interface RouteManifest {
  readonly routes: Record<string, RouteAssets>
  /**
   * The stylesheets written into the page instead of linked (issue 28): URL → CSS text. The router inlines
   * those of the routes a page renders in one `<style>` carrying the response's CSP nonce and leaves their
   * `<link rel="stylesheet">` out, so no stylesheet blocks the first render on a slow line.
   */
  readonly inlineCss?: { readonly styles: Record<string, string> }
}

/** Whether `key` is a route's loader split off by TanStack Router (`src/routes/so.tsx?tsr-split=loader`). */
export function isLoaderChunk(key: string): boolean {
  return /[?&]tsr-split=loader(&|$)/u.test(key)
}

/** The id TanStack Router gives the route of a file under `src/routes/` (`so.tsx` → `/so`, `catalog/index.tsx` → `/catalog/`). */
export function routeIdOfFile(file: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx$/.exec(file)
  if (match === null) return undefined
  const path = match[1] ?? ''
  if (path === '__root') return '__root__'
  if (path === 'index') return '/'
  if (path.endsWith('/index')) return `/${path.slice(0, -'index'.length)}`
  if (path.endsWith('/route')) return `/${path.slice(0, -'/route'.length)}`
  return `/${path}`
}

/** Every file `key` loads before it runs: itself and its static imports, depth first, each once. */
function staticClosure(manifest: ViteManifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (chunk === undefined) return []
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))]
}

/**
 * The route manifest of a client build whose files are served under `base` (`/`). With `readCss` (a built CSS
 * file's text, by its path in the build), every route's CSS is inlined in the page rather than linked; a file it
 * cannot give (`undefined`) or that is not inlinable stays a link. Each inlined file starts with its label
 * (core's `labelInlinedCss`), so the browser knows the page holds it.
 */
export function routeManifest(manifest: ViteManifest, base = '/', readCss?: (file: string) => string | undefined): RouteManifest {
  const url = (file: string) => `${base}${file}`
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true)
  if (entryKey === undefined) throw new Error('The client build has no entry in its manifest: run `npm run build`.')
  const entryKeys = staticClosure(manifest, entryKey, new Set())
  const filesOf = (keys: readonly string[]) => keys.map((key) => manifest[key]?.file ?? '').filter((file) => file !== '')
  const cssOf = (keys: readonly string[]) => [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))]
  const entryFile = manifest[entryKey]?.file ?? ''

  const routes: Record<string, RouteAssets> = {
    __root__: {
      // The entry itself is imported after the first paint; its static imports are preloaded beside it.
      preloads: [],
      css: cssOf(entryKeys).map(url),
      entry: url(entryFile),
      afterPaint: filesOf(entryKeys.slice(1)).map(url),
    },
  }
  const loadedByEntry = new Set(entryKeys)
  for (const key of Object.keys(manifest)) {
    const routeId = routeIdOfFile(key.replace(/\?.*$/, ''))
    if (routeId === undefined || routeId === '__root__' || loadedByEntry.has(key) || isLoaderChunk(key)) continue
    const keys = staticClosure(manifest, key, new Set(loadedByEntry))
    const assets = (routes[routeId] ??= { preloads: [], css: [], afterPaint: [] })
    const afterPaint = (assets.afterPaint ??= [])
    for (const file of filesOf(keys).map(url)) if (!afterPaint.includes(file)) afterPaint.push(file)
    for (const file of cssOf(keys).map(url)) if (!assets.css.includes(file)) assets.css.push(file)
  }
  if (readCss === undefined) return { routes }
  const styles: Record<string, string> = {}
  for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) {
    const css = readCss(file)
    if (css !== undefined && isInlinableCss(url(file), css)) styles[url(file)] = labelInlinedCss(url(file), css)
  }
  return { routes, inlineCss: { styles } }
}
