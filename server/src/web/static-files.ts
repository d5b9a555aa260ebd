import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { type ContentCoding, addVary, isCompressibleType, negotiateEncoding } from './compression.ts'

/** The `Cache-Control` of each kind of file. */
export const CACHE_CONTROL = {
  /** Hashed build files (`/assets/app-3f9a1c.js`): a new build gives new names, so a name never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages: kept, but checked with the server before each use (a deployment shows at once). */
  html: 'no-cache',
  /** Other public files under fixed names (favicon): an hour, so a change reaches everyone within one. */
  short: 'public, max-age=3600',
} as const

export interface StaticFilesOptions {
  /** The folder served: the client build (`web/dist/client`). */
  readonly root: string
  /** The URL folder of the hashed build files. @default '/assets/' */
  readonly immutablePrefix?: string
  /**
   * Files under the root that are not answered as they are. @default ['/index.html'], the server renderer's
   * template: `/` and every route are rendered pages, never the bare shell.
   */
  readonly exclude?: ReadonlyArray<string>
}

/** The precompressed variant of each coding, beside its file (`app.js.br`, `app.js.gz`; see web/build/precompress.ts). */
export const VARIANT_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * A request path as the segments of a file under the root, or `'refused'` when it tries to leave the root or
 * hides something in its encoding: a `.` or `..` segment (also percent-encoded), an encoded `/`, a backslash,
 * a NUL, bad percent-encoding. `undefined` for a path that cannot name a served file (a dot file or folder such
 * as `.vite/`), which goes on to the routes.
 */
export function filePathSegments(pathname: string): ReadonlyArray<string> | 'refused' | undefined {
  const segments: string[] = []
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return 'refused'
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/u.test(segment)) return 'refused'
    segments.push(segment)
  }
  if (segments.some((segment) => segment.startsWith('.'))) return undefined
  return segments
}

/**
 * Serves the files of the client build: the precompressed `.br` or `.gz` beside a file when the request
 * accepts that coding (with the original's `Content-Type`, `Content-Encoding` and `Vary: Accept-Encoding`),
 * else the file itself (compressed on the fly by `compression` when worth it). Hashed assets are cached a
 * year, pages `no-cache`, other files an hour; `ETag` and `Last-Modified` answer revalidations with 304.
 * Paths that try to leave the root answer 400; a path that is not a file goes on to the routes.
 */
export function staticFiles(options: StaticFilesOptions): MiddlewareHandler {
  const root = resolve(options.root)
  const immutablePrefix = options.immutablePrefix ?? '/assets/'
  const exclude = new Set(options.exclude ?? ['/index.html'])
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const pathname = new URL(c.req.url).pathname
    const segments = filePathSegments(pathname)
    if (segments === 'refused') return c.text('Bad Request', 400)
    // `/`, a folder (`/catalog/`) or an empty segment names no file: the routes answer.
    if (segments === undefined || segments.includes('') || exclude.has(`/${segments.join('/')}`)) return next()
    const last = segments.at(-1) ?? ''
    // The variants go out only through negotiation, under their original's name and type.
    if (last.endsWith('.br') || last.endsWith('.gz')) return next()
    const file = join(root, ...segments)
    if (!file.startsWith(root + sep)) return c.text('Bad Request', 400)
    const original = await fileStats(file)
    if (original === undefined) return next()

    const type = getMimeType(file) ?? 'application/octet-stream'
    const compressible = isCompressibleType(type)
    const variant = compressible ? await chooseVariant(file, c.req.header('Accept-Encoding')) : undefined
    const sent = variant?.stats ?? original
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': pathname.startsWith(immutablePrefix)
        ? CACHE_CONTROL.immutable
        : type.startsWith('text/html')
          ? CACHE_CONTROL.html
          : CACHE_CONTROL.short,
      'Last-Modified': original.mtime.toUTCString(),
      ETag: `"${sent.size.toString(36)}-${Math.trunc(sent.mtimeMs).toString(36)}${variant === undefined ? '' : `-${variant.coding}`}"`,
    })
    if (compressible) addVary(headers, 'Accept-Encoding')
    if (notModified(c, headers, original)) return c.body(null, 304, headersOf(headers, ['ETag', 'Cache-Control', 'Last-Modified', 'Vary']))
    if (variant !== undefined) headers.set('Content-Encoding', variant.coding)
    headers.set('Content-Length', String(sent.size))
    if (c.req.method === 'HEAD') return c.body(null, 200, headersOf(headers))
    const bytes = await readFile(variant?.file ?? file)
    return c.body(new Uint8Array(bytes), 200, headersOf(headers))
  }
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const found = await stat(file)
    return found.isFile() ? found : undefined
  } catch {
    return undefined
  }
}

/** The precompressed file to send for this `Accept-Encoding`, among those the build wrote beside `file`. */
async function chooseVariant(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ readonly coding: ContentCoding; readonly file: string; readonly stats: Stats } | undefined> {
  if (negotiateEncoding(acceptEncoding) === undefined) return undefined
  const found = new Map<ContentCoding, Stats>()
  for (const coding of ['br', 'gzip'] as const) {
    const stats = await fileStats(`${file}${VARIANT_SUFFIX[coding]}`)
    if (stats !== undefined) found.set(coding, stats)
  }
  const coding = negotiateEncoding(acceptEncoding, [...found.keys()])
  const stats = coding === undefined ? undefined : found.get(coding)
  return coding === undefined || stats === undefined ? undefined : { coding, file: `${file}${VARIANT_SUFFIX[coding]}`, stats }
}

/** Whether the client's copy is current (`If-None-Match`, else `If-Modified-Since`; RFC 9110 §13.2.2). */
function notModified(c: Context, headers: Headers, stats: Stats): boolean {
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch !== undefined) {
    const etag = (headers.get('ETag') ?? '').replace(/^W\//u, '')
    return ifNoneMatch.split(',').some((tag) => {
      const candidate = tag.trim()
      return candidate === '*' || candidate.replace(/^W\//u, '') === etag
    })
  }
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '')
  return Number.isFinite(since) && Math.trunc(stats.mtimeMs / 1000) * 1000 <= since
}

function headersOf(headers: Headers, only?: ReadonlyArray<string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of headers) {
    if (only === undefined || only.some((wanted) => wanted.toLowerCase() === name)) out[name] = value
  }
  return out
}
