import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { type CsvOptions, DELIMITERS, parseCsv, sniffDelimiter, writeCsv } from './csv.ts'

function rows(text: string, options: CsvOptions = { delimiter: ',' }): string[][] {
  const result = parseCsv(text, options)
  if (!result.ok) throw new Error(`exceeded ${result.exceeded}`)
  return result.rows
}

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, line ends and "" escapes', () => {
    expect(rows('a,"b,c","say ""hi""","two\nlines"\n')).toEqual([['a', 'b,c', 'say "hi"', 'two\nlines']])
  })

  it('keeps a bare " inside an unquoted field (hackrf 2014: 16PS.1" DL GOLD)', () => {
    const line = 'P9;BASEBAND;Sullins;PPPC082LFBN-RC;CONN HEADER FMAL 16PS.1" DL GOLD;;;;;\nP10;X;Y;Z;W;;;;;'
    const read = rows(line, { delimiter: ';' })
    expect(read).toHaveLength(2)
    expect(read[0]?.[4]).toBe('CONN HEADER FMAL 16PS.1" DL GOLD')
    expect(read[1]?.[0]).toBe('P10')
  })

  it('reads a field that opens a quote it never closes as plain text, not as the rest of the file', () => {
    expect(rows('"5 inch,cable\nR1,10k\n')).toEqual([['"5 inch', 'cable'], ['R1', '10k']])
  })

  it('reads a quoted field followed by text as plain text ("5" cable)', () => {
    expect(rows('"5" cable,x\n')).toEqual([['"5" cable', 'x']])
  })

  it('drops spaces between a closing quote and the delimiter', () => {
    expect(rows('"a"  ,b')).toEqual([['a', 'b']])
  })

  it('ends lines at LF, CRLF, CR alone, and CR CR LF, in any mix', () => {
    expect(rows('h1,h2\na,b\r\nc,d\re,f\r\r\ng,h')).toEqual([
      ['h1', 'h2'],
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ])
  })

  it('keeps blank lines as rows of one empty field, but a final line end starts no row', () => {
    expect(rows('a\n\nb\n')).toEqual([['a'], [''], ['b']])
    expect(rows('a,\n')).toEqual([['a', '']])
    expect(rows('')).toEqual([])
  })

  it('stops at the row, column and cell limits', () => {
    const limits = { maxRows: 2, maxColumns: 3, maxCells: 5 }
    expect(parseCsv('a\nb\nc', { delimiter: ',', limits })).toEqual({ ok: false, exceeded: 'rows', limit: 2 })
    expect(parseCsv('a,b,c,d', { delimiter: ',', limits })).toEqual({ ok: false, exceeded: 'columns', limit: 3 })
    expect(parseCsv('a,b,c\nd,e,f', { delimiter: ',', limits })).toEqual({ ok: false, exceeded: 'cells', limit: 5 })
    expect(parseCsv('a,b\nc,d', { delimiter: ',', limits }).ok).toBe(true)
  })
})

describe('sniffDelimiter', () => {
  it('picks ; when commas only appear inside values (KiBoM 25V, X5R)', () => {
    expect(sniffDelimiter('Ref;Value;Remarks\nC1;100n;25V, X5R\nC2;1u;16V, X7R, 0603\n')).toBe(';')
  })

  it('picks , when the file opens with two-field metadata lines (KiCad "Source:","…")', () => {
    const text = '"Source:","a.sch"\n"Date:","x"\n"Ref","Qnty","Value"\n"R1","1","10k"\n"R2","1","1k"\n"C1","2","1u"\n'
    expect(sniffDelimiter(text)).toBe(',')
  })

  it('picks tab for TSV and falls back to , when nothing splits', () => {
    expect(sniffDelimiter('References\tQty\tMPN\nR1, R2\t2\tRC0402\n')).toBe('\t')
    expect(sniffDelimiter('one column\nonly\n')).toBe(',')
  })
})

/** Cells mixing the characters that break naive CSV writers and readers. */
const cell = fc.oneof(
  fc.string({ unit: fc.constantFrom(',', ';', '\t', '"', '\n', '\r', ' ', 'a', 'Z', '1', 'µ', '€', '中', '😀', "'"), maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
)
const lineEnd = fc.constantFrom('\n', '\r\n', '\r', '\r\r\n')

describe('CSV round trip', () => {
  test.prop([
    fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
    fc.constantFrom(...DELIMITERS),
    lineEnd,
    fc.boolean(),
    fc.boolean(),
  ])('any rows written as CSV read back the same, whatever the delimiter, quoting and line end', (data, delimiter, end, quoteAll, trailing) => {
    const text = writeCsv(data, { delimiter, lineEnd: end, quoteAll }) + (trailing ? end : '')
    expect(rows(text, { delimiter })).toEqual(data)
  })

  test.prop([
    fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
    fc.array(fc.constantFrom('\n', '\r\n', '\r\r\n'), { minLength: 8, maxLength: 8 }),
  ])('rows read back the same when LF, CRLF and CR CR LF line ends are mixed in one file', (data, ends) => {
    const text = data.map((r, i) => writeCsv([r], { delimiter: ',' }) + (ends[i] ?? '\n')).join('')
    expect(rows(text)).toEqual(data)
  })

  test.prop([
    fc.integer({ min: 2, max: 6 }).chain((width) =>
      fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
    ),
    fc.constantFrom(...DELIMITERS),
    lineEnd,
  ])('the delimiter of a table of two or more columns is found from the text alone', (data, delimiter, end) => {
    fc.pre(data.some((r) => r.some((c) => c !== '')))
    const text = writeCsv(data, { delimiter, lineEnd: end })
    expect(sniffDelimiter(text)).toBe(delimiter)
  })

  test.prop([fc.string({ maxLength: 300 }), fc.constantFrom(...DELIMITERS)])('any text parses without throwing', (text, delimiter) => {
    expect(parseCsv(text, { delimiter }).ok).toBe(true)
  })
})
