import { describe, expect, it } from 'vitest'
import { checkNameAgainstContent, refuseMarkup, sniffContent } from './file-format.ts'
import { expectRefused } from './spreadsheet.testing.ts'

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

describe('sniffContent', () => {
  it('tells XLSX (zip) and XLS (OLE2) by their magic bytes, whatever the name', () => {
    expect(sniffContent(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('xlsx')
    expect(sniffContent(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]))).toBe('xls')
    expect(sniffContent(ascii('Ref,Qty\nR1,1\n'))).toBe('text')
  })

  it('names common files renamed by mistake (PDF, PNG, gzip, RTF)', () => {
    const pdf = sniffContent(ascii('%PDF-1.7\n%âãÏÓ\n'))
    expect(pdf).toMatchObject({ ok: false, reason: 'binary' })
    expect(typeof pdf === 'object' && pdf.message).toMatch(/PDF file, not a spreadsheet/)
    expectRefused(sniffContent(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), undefined, /PNG image/)
    expectRefused(sniffContent(Uint8Array.from([0x1f, 0x8b, 0x08, 0x00])), undefined, /gzip/)
    expectRefused(sniffContent(ascii('{\\rtf1\\ansi')), undefined, /RTF/)
  })

  it('refuses other binary data: a NUL byte, or many control bytes', () => {
    expect(sniffContent(Uint8Array.from([0x52, 0x31, 0x00, 0x2c]))).toMatchObject({ ok: false, reason: 'binary' })
    const controls = Uint8Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 0x01 : 0x41))
    expect(sniffContent(controls)).toMatchObject({ ok: false, reason: 'binary' })
  })

  it('accepts UTF-16 text, whose NUL bytes its byte-order mark vouches for', () => {
    expect(sniffContent(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00, 0x42, 0x00]))).toBe('text')
  })
})

describe('refuseMarkup', () => {
  it('refuses HTML and XML (after a byte-order mark and white space) and says what it is', () => {
    expectRefused(refuseMarkup('\uFEFF  \n<!DOCTYPE html><table>'), 'html', /web page \(HTML\)/)
    expect(refuseMarkup('<?xml version="1.0"?><Workbook>')).toMatchObject({ reason: 'html' })
    expect(refuseMarkup('Ref,Qty\n<R1>,1')).toBeUndefined()
  })
})

describe('checkNameAgainstContent', () => {
  it('refuses a text name on a workbook, saying what the file really is', () => {
    expectRefused(checkNameAgainstContent('bom.csv', 'xlsx'), 'mismatch', /named \.csv but is an Excel workbook \(XLSX\)/)
    expect(checkNameAgainstContent('BOM.CSV', 'xls')?.message).toMatch(/Excel 97-2003 workbook/)
  })

  it('refuses a workbook name on plain text', () => {
    expect(checkNameAgainstContent('bom.xlsx', 'text')?.message).toMatch(/plain text file, not an Excel workbook/)
  })

  it('reads an .xls holding XLSX and the reverse, as Excel does, and lets other names go by content', () => {
    expect(checkNameAgainstContent('bom.xls', 'xlsx')).toBeUndefined()
    expect(checkNameAgainstContent('bom.XLSX', 'xls')).toBeUndefined()
    expect(checkNameAgainstContent('bom.csv', 'text')).toBeUndefined()
    expect(checkNameAgainstContent('bom', 'xlsx')).toBeUndefined()
  })
})
