import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { AccountInfo, Address } from '../contract/index.ts'
import { contactFromAccount, validateContact } from './bom-contact.rules.ts'
import { EMPTY_PASTE_MESSAGE, pastedBom, utf8Bytes } from './bom-paste.rules.ts'
import { LINES, TVS6V8, line } from './bom-tool.fixtures.ts'
import { designatorsText, filterLines, filterOptions, linePage, linePageCount, pricedAtText, summaryCounts } from './bom-view.rules.ts'
import { decodeWork, encodeWork, fromBase64, toBase64 } from './bom-work.rules.ts'

describe('the paste box: typed or copied lines become a small CSV file', () => {
  it('reads a part number and a quantity per line, in either order, with a header written for them', () => {
    const pasted = pastedBom('LM358DR 10\n  \n25 x NE555DR\nBC847B\nTPS5430DDAR, 3, Texas Instruments\n')
    expect(pasted).toEqual({
      ok: true,
      fileName: 'pasted-parts.csv',
      lines: 4,
      text: 'Part Number,Quantity,Manufacturer\nLM358DR,10,\nNE555DR,25,\nBC847B,1,\nTPS5430DDAR,3,Texas Instruments',
    })
  })

  it('keeps cells copied from a spreadsheet, and their header when the reader knows it', () => {
    const pasted = pastedBom('References\tQty\tMPN\nC1 C2\t2\tGRM155R71C104KA88D\n')
    expect(pasted.ok && pasted.text).toBe('References,Qty,MPN\nC1 C2,2,GRM155R71C104KA88D')
    const bare = pastedBom('LM358DR\t10\r\nNE555DR\t5')
    expect(bare.ok && bare.text).toBe('Part Number,Quantity,Manufacturer\nLM358DR,10,\nNE555DR,5,')
  })

  it('asks for a part number when nothing was pasted', () => {
    expect(pastedBom(' \n\t\n')).toEqual({ ok: false, message: EMPTY_PASTE_MESSAGE })
  })

  it('writes UTF-8: ASCII, µ, Chinese makers and characters past the BMP', () => {
    expect([...utf8Bytes('A µ 村 😀')]).toEqual([0x41, 0x20, 0xc2, 0xb5, 0x20, 0xe6, 0x9d, 0x91, 0x20, 0xf0, 0x9f, 0x98, 0x80])
  })
})

describe('the work kept across a visitor’s sign-in', () => {
  it('writes base64 as RFC 4648 does', () => {
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((text) => toBase64(utf8Bytes(text)))).toEqual(['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy'])
  })

  test.prop([fc.uint8Array({ maxLength: 300 })])('base64 round-trips any bytes', (bytes) => {
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })

  it('reads back what it wrote, and nothing else', () => {
    const work = {
      file: { name: 'board.csv', bytes: utf8Bytes('Part Number,Quantity\nLM358DR,2\n') },
      sheet: null,
      mapping: [{ column: 1, field: 'quantity' as const }],
      boards: [5, 50, 500] as const,
      active: 2 as const,
      picks: { 4: 103 },
      contact: { name: 'Ada', email: 'ada@example.com', telephone: '', address: '' },
    }
    expect(decodeWork(encodeWork(work))).toEqual(work)
    expect(decodeWork(null)).toBeNull()
    expect(decodeWork('{')).toBeNull()
    expect(decodeWork(JSON.stringify({ v: 1, name: 'x.csv', data: '!!', boards: [1, 2, 3], mapping: null }))).toBeNull()
    expect(decodeWork(encodeWork({ ...work, boards: [0, 1, 2] as unknown as typeof work.boards }))).toBeNull()
  })
})

describe('the results: standing, counts, filters by match kind, pages', () => {
  it('counts matched, to check, not found and do-not-fit lines; a picked close match counts as matched', () => {
    expect(summaryCounts(LINES, {})).toEqual({ lines: 6, matched: 2, check: 2, none: 1, dnp: 1 })
    expect(summaryCounts(LINES, { 4: TVS6V8.intID })).toEqual({ lines: 6, matched: 3, check: 1, none: 1, dnp: 1 })
  })

  it('offers a filter for every kind there is, and shows do-not-fit lines apart from the others', () => {
    expect(filterOptions(LINES, {}).map((f) => [f.value, f.count])).toEqual([
      ['all', 6],
      ['exact', 2],
      ['close', 1],
      ['value', 1],
      ['none', 1],
      ['dnp', 1],
    ])
    expect(filterLines(LINES, {}, 'all').map((l) => l.row)).toEqual([2, 3, 4, 5, 7])
    expect(filterLines(LINES, {}, 'close').map((l) => l.row)).toEqual([4])
    expect(filterLines(LINES, {}, 'dnp').map((l) => l.row)).toEqual([6])
  })

  it('pages a large BOM 50 lines at a time', () => {
    const many = Array.from({ length: 414 }, (_, i) => line(i + 2))
    expect(linePageCount(many.length)).toBe(9)
    expect(linePage(many, 9).map((l) => l.row)).toEqual(Array.from({ length: 14 }, (_, i) => 402 + i))
    expect(linePage(many, 99)).toHaveLength(14)
  })

  it('words designators as ranges and the time prices were read in UTC', () => {
    expect(designatorsText(['R4', 'R1', 'R2', 'R3', 'C1'])).toBe('C1, R1-R4')
    expect(pricedAtText('2026-11-24T14:03:09.000Z')).toBe('Prices and stock checked 24 Nov 2026, 14:03 UTC')
  })
})

describe('BOM-4: the contact info', () => {
  const info = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', tel: '', mobile: '+44 7700 900000' } as AccountInfo
  const address = {
    firstName: 'A',
    lastName: 'L',
    address: '12 St James’s Square',
    city: 'London',
    state: '',
    postcode: 'SW1Y 4JH',
    country: 'United Kingdom',
    tel: '+44 20 7946 0000',
    email: '',
    isDefault: true,
  } as unknown as Address

  it('BOM-4: is prefilled from the account: name, email, telephone, the default address on one line', () => {
    expect(contactFromAccount(info, [address])).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      telephone: '+44 7700 900000',
      address: '12 St James’s Square, London, SW1Y 4JH, United Kingdom',
    })
    expect(contactFromAccount(null, [])).toEqual({ name: '', email: '', telephone: '', address: '' })
  })

  it('BOM-4: asks for each missing field with the contract’s messages', () => {
    const checked = validateContact({ name: ' ', email: 'nope', telephone: '', address: '' })
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['address', 'email', 'name', 'telephone'])
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: 'London' }).ok).toBe(true)
  })
})
