import type { TextEncodingName } from './spreadsheet.types.ts'

/**
 * Text decoding written here rather than with `TextDecoder`: core compiles against ES2023 alone (no DOM, no
 * Node), and these few lines keep it portable to any runtime.
 */

/** A decoded text file. */
export interface DecodedText {
  readonly text: string
  readonly encoding: TextEncodingName
  /** Whether the file started with a byte-order mark (dropped from `text`). */
  readonly byteOrderMark: boolean
}

const REPLACEMENT = 0xfffd

/** Windows-1252 bytes 0x80–0x9F; the five it leaves undefined map to C1 controls, as WHATWG's decoder does. */
const CP1252_HIGH = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d,
  0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x009d, 0x017e, 0x0178,
] as const

/**
 * Code units to a string in slices: one `fromCharCode` over megabytes would overflow the stack, and `apply`
 * over a typed array is several times faster than spreading it.
 */
function unitsToString(units: Uint16Array, length: number): string {
  const slice = 8192
  const parts: string[] = []
  for (let i = 0; i < length; i += slice) {
    parts.push(String.fromCharCode.apply(null, units.subarray(i, Math.min(i + slice, length)) as unknown as number[]))
  }
  return parts.join('')
}

/**
 * Strict UTF-8 (RFC 3629): `undefined` at the first invalid sequence (overlong forms, surrogates, code points
 * past U+10FFFF, truncation), which is how a Windows-1252 file is told apart from a UTF-8 one.
 */
export function decodeUtf8Strict(bytes: Uint8Array, start = 0): string | undefined {
  const n = bytes.length
  // UTF-8 never needs more UTF-16 units than it has bytes.
  const units = new Uint16Array(Math.max(0, n - start))
  let u = 0
  let i = start
  while (i < n) {
    const b0 = bytes[i] as number
    if (b0 < 0x80) {
      units[u++] = b0
      i += 1
      continue
    }
    let need: number
    let min: number
    let max: number
    let cp: number
    if (b0 >= 0xc2 && b0 <= 0xdf) {
      need = 1
      cp = b0 & 0x1f
      min = 0x80
      max = 0xbf
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      need = 2
      cp = b0 & 0x0f
      // E0 needs A0.. (no overlongs), ED stops at 9F (no surrogates).
      min = b0 === 0xe0 ? 0xa0 : 0x80
      max = b0 === 0xed ? 0x9f : 0xbf
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      need = 3
      cp = b0 & 0x07
      // F0 needs 90.. (no overlongs), F4 stops at 8F (nothing past U+10FFFF).
      min = b0 === 0xf0 ? 0x90 : 0x80
      max = b0 === 0xf4 ? 0x8f : 0xbf
    } else {
      return undefined
    }
    for (let k = 1; k <= need; k++) {
      const b = bytes[i + k]
      if (b === undefined) return undefined
      const lo = k === 1 ? min : 0x80
      const hi = k === 1 ? max : 0xbf
      if (b < lo || b > hi) return undefined
      cp = (cp << 6) | (b & 0x3f)
    }
    if (cp >= 0x10000) {
      const v = cp - 0x10000
      units[u++] = 0xd800 | (v >> 10)
      units[u++] = 0xdc00 | (v & 0x3ff)
    } else {
      units[u++] = cp
    }
    i += need + 1
  }
  return unitsToString(units, u)
}

/** Windows-1252, the usual encoding of CSV files saved by Excel on Western Windows; every byte decodes. */
export function decodeWindows1252(bytes: Uint8Array, start = 0): string {
  const units = new Uint16Array(Math.max(0, bytes.length - start))
  let u = 0
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i] as number
    units[u++] = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as number) : b
  }
  return unitsToString(units, u)
}

/** UTF-16 (Excel's "Unicode Text" export), little- or big-endian; a dangling odd byte becomes U+FFFD. */
export function decodeUtf16(bytes: Uint8Array, start: number, littleEndian: boolean): string {
  const pairs = Math.floor((bytes.length - start) / 2)
  const odd = (bytes.length - start) % 2 === 1
  const units = new Uint16Array(pairs + (odd ? 1 : 0))
  for (let p = 0; p < pairs; p++) {
    const a = bytes[start + 2 * p] as number
    const b = bytes[start + 2 * p + 1] as number
    units[p] = littleEndian ? a | (b << 8) : (a << 8) | b
  }
  if (odd) units[pairs] = REPLACEMENT
  return unitsToString(units, units.length)
}

/** Whether the bytes start with a UTF-16 byte-order mark, and which one. */
export function utf16ByteOrderMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return undefined
}

/**
 * Decodes a text file: a UTF-16 or UTF-8 byte-order mark decides; otherwise UTF-8 if the bytes are valid
 * UTF-8, else Windows-1252 (Excel's "CSV" on Western Windows). The mark is dropped, so it is never glued to
 * the first header name.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const utf16 = utf16ByteOrderMark(bytes)
  if (utf16 !== undefined) {
    return { text: decodeUtf16(bytes, 2, utf16 === 'utf-16le'), encoding: utf16, byteOrderMark: true }
  }
  const utf8Bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  const start = utf8Bom ? 3 : 0
  const utf8 = decodeUtf8Strict(bytes, start)
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8', byteOrderMark: utf8Bom }
  return { text: decodeWindows1252(bytes, start), encoding: 'windows-1252', byteOrderMark: utf8Bom }
}
