import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { decodeText, decodeUtf8Strict, decodeWindows1252 } from './text-decode.ts'

const bytes = (...values: number[]) => Uint8Array.from(values)
/** UTF-8 bytes of a string, without TextEncoder (core compiles without DOM or Node types). */
const utf8 = (s: string) => Uint8Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0))

describe('decodeText', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeText(utf8('Qty,Value\n1,47µF'))).toEqual({ text: 'Qty,Value\n1,47µF', encoding: 'utf-8', byteOrderMark: false })
  })

  it('drops a UTF-8 byte-order mark so it is not glued to the first header name', () => {
    const decoded = decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8('Digi-Key Part Number')))
    expect(decoded.text).toBe('Digi-Key Part Number')
    expect(decoded.byteOrderMark).toBe(true)
  })

  it('falls back to Windows-1252 when the bytes are not valid UTF-8 (Excel CSV on Western Windows)', () => {
    // "Rés 10€" in Windows-1252: é = E9, € = 80
    const decoded = decodeText(bytes(0x52, 0xe9, 0x73, 0x20, 0x31, 0x30, 0x80))
    expect(decoded).toEqual({ text: 'Rés 10€', encoding: 'windows-1252', byteOrderMark: false })
  })

  it('maps the Windows-1252 0x80–0x9F block (quotes, dashes, Œ) and passes the rest through as Latin-1', () => {
    expect(decodeWindows1252(bytes(0x93, 0x94, 0x96, 0x97, 0x8c, 0xb5, 0x81))).toBe('\u201C\u201D\u2013\u2014Œµ\u0081')
  })

  it('reads UTF-16 with a byte-order mark (Excel "Unicode Text"), both byte orders', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0x09, 0x00, 0x2d, 0x4e))).toEqual({
      text: 'A\t中',
      encoding: 'utf-16le',
      byteOrderMark: true,
    })
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x41, 0x4e, 0x2d)).text).toBe('A中')
  })

  it('rejects malformed UTF-8: overlong forms, surrogates, past U+10FFFF, truncated sequences', () => {
    expect(decodeUtf8Strict(bytes(0xc0, 0xaf))).toBeUndefined()
    expect(decodeUtf8Strict(bytes(0xe0, 0x80, 0xaf))).toBeUndefined()
    expect(decodeUtf8Strict(bytes(0xed, 0xa0, 0x80))).toBeUndefined()
    expect(decodeUtf8Strict(bytes(0xf4, 0x90, 0x80, 0x80))).toBeUndefined()
    expect(decodeUtf8Strict(bytes(0xe4, 0xb8))).toBeUndefined()
    expect(decodeUtf8Strict(bytes(0x80))).toBeUndefined()
  })

  it('decodes 4-byte sequences to surrogate pairs', () => {
    expect(decodeUtf8Strict(utf8('a😀b'))).toBe('a😀b')
  })

  test.prop([fc.string({ unit: 'grapheme', maxLength: 200 })])('UTF-8 text decodes to itself', (s) => {
    // Led by a letter: a leading U+FEFF would rightly be read as a byte-order mark.
    expect(decodeText(utf8(`x${s}`)).text).toBe(`x${s}`)
  })

  test.prop([fc.uint8Array({ maxLength: 300 })])('any bytes decode without throwing', (b) => {
    expect(typeof decodeText(b).text).toBe('string')
  })
})
