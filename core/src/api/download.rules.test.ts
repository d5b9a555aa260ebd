import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contentDisposition, fileNameFromDisposition, isJsonMediaType, mediaTypeEssence, safeFileName } from './download.rules.ts'

/** A download's name in `Content-Disposition`, written by the server and read back by the client (RFC 6266). */

describe('the file name of a download', () => {
  it('a plain name travels as filename="…" alone', () => {
    expect(contentDisposition('board v2-matched.csv')).toBe('attachment; filename="board v2-matched.csv"')
    expect(fileNameFromDisposition('attachment; filename="board v2-matched.csv"')).toBe('board v2-matched.csv')
  })

  it('a name with other characters gets an ASCII filename and the exact one in filename*=UTF-8', () => {
    const header = contentDisposition('Schaltplan µC (Ω).xlsx')
    expect(header).toBe(`attachment; filename="Schaltplan _C (_).xlsx"; filename*=UTF-8''Schaltplan%20%C2%B5C%20%28%CE%A9%29.xlsx`)
    expect(fileNameFromDisposition(header)).toBe('Schaltplan µC (Ω).xlsx')
  })

  it('never lets a path, a quote or a line break through, either way', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd')
    expect(safeFileName('a"b\r\nContent-Type: text/html.csv')).toBe('a_b_Content-Type_ text_html.csv')
    expect(safeFileName('...')).toBe('download')
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fevil.sh`)).toBe('evil.sh')
    expect(fileNameFromDisposition('attachment; filename="C:\\\\Windows\\\\x.csv"')).toBe('C_Windows_x.csv')
  })

  it('reads a bare token, prefers filename* and falls back on filename when filename* is broken', () => {
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv')
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''b%C3%A9.csv`)).toBe('bé.csv')
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('a.csv')
    expect(fileNameFromDisposition('inline')).toBeUndefined()
    expect(fileNameFromDisposition(null)).toBeUndefined()
  })

  it('any name comes back as its safe form, and the header is one line of ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const header = contentDisposition(name)
        expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"(; filename\*=UTF-8''[\x21-\x7e]+)?$/u)
        expect(fileNameFromDisposition(header)).toBe(safeFileName(name))
        const safe = safeFileName(name)
        expect(safe).not.toMatch(/[/\\"]/u)
        expect([...safe].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false)
        expect(safe.startsWith('.')).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})

describe('media types', () => {
  it('compares types without their parameters and tells JSON envelopes from files', () => {
    expect(mediaTypeEssence('Text/CSV; charset=utf-8')).toBe('text/csv')
    expect(isJsonMediaType('application/json; charset=UTF-8')).toBe(true)
    expect(isJsonMediaType('application/problem+json')).toBe(true)
    expect(isJsonMediaType('text/csv; charset=utf-8')).toBe(false)
    expect(isJsonMediaType(null)).toBe(false)
  })
})
