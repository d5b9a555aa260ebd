import type { MiddlewareHandler } from 'hono'
import { Readable, type Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** The content codings the server sends, in its order of preference when a client accepts both equally. */
export type ContentCoding = 'br' | 'gzip'

export const CONTENT_CODINGS: ReadonlyArray<ContentCoding> = ['br', 'gzip']

/** Below this many bytes a body goes as it is: the coding's framing and the CPU time outweigh the saving. */
export const COMPRESSION_THRESHOLD = 1024

export interface CompressionOptions {
  /** Bodies shorter than this go uncompressed. @default 1024 */
  readonly threshold?: number
  /**
   * Brotli's quality on the fly: 4 to 5 compresses about as fast as gzip and smaller; 11 (the build's
   * precompressed files) is far too slow per request. @default 4
   */
  readonly brotliQuality?: number
  /** gzip's level on the fly. @default 6 */
  readonly gzipLevel?: number
}

/**
 * The coding to send for a request's `Accept-Encoding` (RFC 9110 §12.5.3), among `offered`: the one with the
 * highest q above 0, `offered`'s order breaking ties (br before gzip); `undefined` for none (no header, only
 * `identity`, every offered coding at q=0, or `identity` preferred over all of them). `*` stands for the codings
 * the header does not name; `x-gzip` is gzip.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined | null,
  offered: ReadonlyArray<ContentCoding> = CONTENT_CODINGS,
): ContentCoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === null) return undefined
  const weights = new Map<string, number>()
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase())
    if (name === '') continue
    const q = params.find((param) => /^q\s*=/u.test(param))
    // A malformed q is read as 0: better not to compress than to send a coding the client refused.
    const weight = q === undefined ? 1 : qValue(q.slice(q.indexOf('=') + 1).trim())
    const key = name === 'x-gzip' ? 'gzip' : name
    weights.set(key, Math.max(weight, weights.get(key) ?? 0))
  }
  let best: ContentCoding | undefined
  let bestWeight = 0
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  const identity = weights.get('identity')
  return identity !== undefined && identity > bestWeight ? undefined : best
}

function qValue(text: string): number {
  if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/u.test(text)) return 0
  return Number(text)
}

/**
 * Whether a body of this `Content-Type` is worth compressing: text (HTML, CSS, JavaScript, CSV, plain), JSON,
 * XML and SVG. Not images other than SVG, fonts, archives or XLSX (already compressed), nor server-sent
 * events (a coder would hold events back until its buffer fills).
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (contentType === null || contentType === undefined) return false
  const type = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase()
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    type === 'application/javascript' ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'image/svg+xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  )
}

/** Adds `field` to a `Vary` header once. */
export function addVary(headers: Headers, field: string): void {
  const vary = headers.get('Vary')
  if (vary === null || vary.trim() === '') {
    headers.set('Vary', field)
    return
  }
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  if (!names.includes('*') && !names.includes(field.toLowerCase())) headers.set('Vary', `${vary}, ${field}`)
}

/**
 * Compresses answers with brotli or gzip as the request's `Accept-Encoding` asks, adding
 * `Vary: Accept-Encoding` to every answer whose coding depends on it. Leaves alone: HEAD, 204, 304, partial
 * content, answers already encoded (the static files' precompressed ones), `Cache-Control: no-transform`,
 * types not worth it (`isCompressibleType`) and bodies under the threshold (read up to it when the length is
 * not given). Streams: each chunk the handler writes is flushed through the coder, so a streamed page still
 * arrives in pieces.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? COMPRESSION_THRESHOLD
  return async (c, next) => {
    await next()
    const res = c.res
    if (res.status === 204 || res.status === 304 || res.status === 206 || res.headers.has('Content-Range')) return
    if (res.headers.has('Content-Encoding') || !isCompressibleType(res.headers.get('Content-Type'))) return
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/iu.test(res.headers.get('Cache-Control') ?? '')) return
    // From here on the coding depends on the request's Accept-Encoding: caches must key on it.
    addVary(res.headers, 'Accept-Encoding')
    if (c.req.method === 'HEAD' || res.body === null) return
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'))
    if (coding === undefined) return
    const length = res.headers.get('Content-Length')
    if (length !== null && Number(length) < threshold) return

    const head = await readAtLeast(res.body.getReader(), threshold)
    const headers = new Headers(res.headers)
    let body: ReadableStream<Uint8Array> | Uint8Array
    if (head.done) {
      body = concat(head.chunks)
      headers.set('Content-Length', String(body.byteLength))
    } else {
      body = encode(head.chunks, head.reader, coder(coding, options))
      headers.delete('Content-Length')
      headers.set('Content-Encoding', coding)
      // Another representation: its validator must differ from the identity's strong one (RFC 9110 §8.8.3).
      const etag = headers.get('ETag')
      if (etag !== null && etag.startsWith('"')) headers.set('ETag', `W/${etag}`)
    }
    // Unset first: Hono's setter would otherwise copy the old answer's headers (Content-Length) back on.
    c.res = undefined
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers })
  }
}

interface Head {
  readonly chunks: Uint8Array[]
  readonly done: boolean
  readonly reader: ReadableStreamDefaultReader<Uint8Array>
}

/** Reads until `bytes` bytes have come or the body ends. */
async function readAtLeast(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number): Promise<Head> {
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < bytes) {
    const { done, value } = await reader.read()
    if (done) return { chunks, done: true, reader }
    chunks.push(value)
    size += value.byteLength
  }
  return { chunks, done: false, reader }
}

function concat(chunks: ReadonlyArray<Uint8Array>): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0))
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.byteLength
  }
  return whole
}

function coder(coding: ContentCoding, options: CompressionOptions): Transform {
  if (coding === 'br') {
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 4 },
    })
  }
  return createGzip({ level: options.gzipLevel ?? 6, flush: constants.Z_SYNC_FLUSH })
}

/** The chunks already read, then the rest of the body, through `transform`. */
function encode(head: ReadonlyArray<Uint8Array>, reader: ReadableStreamDefaultReader<Uint8Array>, transform: Transform): ReadableStream<Uint8Array> {
  async function* source(): AsyncGenerator<Uint8Array> {
    let ended = false
    try {
      yield* head
      for (;;) {
        const { done, value } = await reader.read()
        if (done) {
          ended = true
          return
        }
        yield value
      }
    } finally {
      // The client went away or the coder failed: stop the handler's stream too.
      if (!ended) await reader.cancel().catch(() => undefined)
    }
  }
  // A failure destroys `transform`, which errors the answer's stream: the client sees a cut connection.
  pipeline(Readable.from(source(), { objectMode: false }), transform).catch(() => undefined)
  return Readable.toWeb(transform)
}
