/**
 * Downloads (a file answered instead of the envelope): the file's name in `Content-Disposition` (RFC 6266),
 * written by the server and read by the client, and how a response's media type is told.
 *
 * The header carries a plain ASCII `filename="…"` every browser understands and, when the name has other
 * characters (`Schaltplan µC.csv`), the exact name as `filename*=UTF-8''…` (RFC 8187), which browsers prefer.
 * A name is never trusted as a path: separators, quotes and control characters are replaced on both sides,
 * so neither a header injection nor a `../` reaches a file system.
 */

/** The name used when a file has none worth keeping. */
export const DEFAULT_FILE_NAME = 'download'

/** At most this many characters of a file name are kept (ours: long enough for any BOM's name). */
const MAX_FILE_NAME = 120

// Control characters, path separators, quotes and the characters Windows refuses in a file name.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|]+/gu
const NOT_PLAIN_ASCII = /[^A-Za-z0-9._ ()-]+/gu

/**
 * `name` as a file name safe to save: no path, no control characters, no quotes, not starting with a dot,
 * at most 120 characters; `DEFAULT_FILE_NAME` when nothing is left.
 */
export function safeFileName(name: string): string {
  const cleaned = name.replace(UNSAFE, '_').replace(/\s+/gu, ' ').trim().replace(/^[.\s_]+/u, '')
  const kept = [...cleaned].slice(0, MAX_FILE_NAME).join('')
  return kept === '' ? DEFAULT_FILE_NAME : kept
}

/** `name` with only plain ASCII letters, digits and `._ ()-`: the `filename="…"` every client reads. */
function asciiFileName(name: string): string {
  const ascii = name.replace(NOT_PLAIN_ASCII, '_').replace(/^[._]+/u, '')
  return ascii === '' ? DEFAULT_FILE_NAME : ascii
}

/** RFC 8187's `attr-char`: what stays as it is in `filename*`; everything else is percent-encoded UTF-8. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The `Content-Disposition` of a download named `fileName`: `attachment; filename="…"` (and `filename*`). */
export function contentDisposition(fileName: string): string {
  const safe = safeFileName(fileName)
  const ascii = asciiFileName(safe)
  return ascii === safe ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(safe)}`
}

const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]*)/iu
const QUOTED = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/iu
const TOKEN = /(?:^|;)\s*filename\s*=\s*([^";\s][^;]*)/iu

/**
 * The file name a `Content-Disposition` header gives (the exact `filename*` first, else `filename`), made
 * safe; `undefined` when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined
  const extended = EXTENDED.exec(header)
  if (extended?.[2] !== undefined && (extended[1] ?? '').trim().toLowerCase() === 'utf-8') {
    try {
      return safeFileName(decodeURIComponent(extended[2].trim()))
    } catch {
      // A broken percent-encoding: fall back on the plain name.
    }
  }
  const quoted = QUOTED.exec(header)?.[1]?.replace(/\\(.)/gu, '$1') ?? TOKEN.exec(header)?.[1]?.trim()
  return quoted === undefined || quoted === '' ? undefined : safeFileName(quoted)
}

/** A media type without its parameters, lower-cased: `text/csv; charset=utf-8` → `text/csv`. */
export function mediaTypeEssence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase()
}

/**
 * Whether a response's `Content-Type` is JSON (`application/json`, or a `+json` type): what an envelope
 * comes as. A download asked for but answered as JSON is a failure envelope.
 */
export function isJsonMediaType(mediaType: string | null | undefined): boolean {
  const essence = mediaTypeEssence(mediaType ?? '')
  return essence === 'application/json' || essence.endsWith('+json')
}
