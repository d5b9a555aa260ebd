import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { BOM, TEXT_LIMITS } from '../constants.ts'
import { type BomRead, readBom } from './read-bom.ts'

/**
 * Issue 14, defects 5–7: a BOM's extreme values are refused or flagged on their line, with a message, when the
 * file is read, so that no stored BOM holds a quantity past `BOM.maxLineQuantity`, a part number past the
 * catalog's longest model, a cell past `BOM.maxCellLength` or a control character.
 */

const encode = (s: string) => Uint8Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0))

function ok(result: ReturnType<typeof readBom>): BomRead {
  if (!result.ok) throw new Error(result.message)
  return result
}

function workbook(rows: (string | number)[][]): Uint8Array {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'BOM')
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

const HEADER = ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Description']

describe('a BOM line of extreme values is flagged where the file is read', () => {
  it('a quantity past the cap, below zero, not finite or a tiny fraction: flagged on its line, the designators counted instead', () => {
    const read = ok(readBom(encode([
      HEADER.join(','),
      'U1,1000000000000,ATMEGA2560-16AU,Microchip,',
      'U2,9007199254740993,LM358DR,TI,',
      'U3,1e300,LM358DR,TI,',
      'U4,-5,LM358DR,TI,',
      'U5,0.0000001,LM358DR,TI,',
      'U6,10000000,LM358DR,TI,',
      'U7 U8,1E3,LM358DR,TI,',
    ].join('\n')), 'extreme.csv'))
    expect(read.lines.map((l) => [l.row, l.quantity, l.fitted])).toEqual([
      [2, 1, true],
      [3, 1, true],
      [4, 1, true],
      [5, 1, true],
      [6, 1, true],
      [7, BOM.maxLineQuantity, true],
      [8, 1000, true],
    ])
    expect(read.lines.slice(0, 5).map((l) => l.warnings[0])).toEqual([
      'The quantity 1000000000000 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'The quantity 9007199254740993 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'The quantity 1e300 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'The quantity -5 is below zero; the 1 designator is counted instead.',
      'The quantity 0.0000001 is not a whole number; 1 are counted.',
    ])
    expect(read.warnings[0]).toBe('Row 2: The quantity 1000000000000 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.')
    expect(read.lines.every((l) => Number.isSafeInteger(l.quantity) && l.quantity <= BOM.maxLineQuantity)).toBe(true)
  })

  it('the same quantities as numbers in a workbook are flagged alike', () => {
    const read = ok(readBom(workbook([HEADER, ['U1', 1e12, 'LM358DR', 'TI', ''], ['U2', 1e300, 'LM358DR', 'TI', ''], ['U3', -5, 'LM358DR', 'TI', ''], ['U4', 1e-7, 'LM358DR', 'TI', '']]), 'extreme.xlsx'))
    expect(read.lines.map((l) => l.quantity)).toEqual([1, 1, 1, 1])
    expect(read.lines.map((l) => l.warnings.length)).toEqual([1, 1, 1, 1])
    expect(read.lines[2]?.warnings[0]).toMatch(/is below zero; the 1 designator is counted instead/)
  })

  it('a part number longer than any model is not read, and a 4 MB cell is cut, each said on its line', () => {
    const mpn = 'A'.repeat(40_000)
    const read = ok(readBom(encode([
      HEADER.join(','),
      `U1,1,${mpn},TI,op-amp`,
      `U2,1,LM358DR,TI,${'x'.repeat(4 * 1024 * 1024)}`,
      `U3,1,${'B'.repeat(TEXT_LIMITS.model)},TI,`,
    ].join('\n')), 'long.csv'))
    expect(read.lines.map((l) => [l.mpn.length, l.description.length])).toEqual([
      [0, 6],
      [7, BOM.maxCellLength],
      [TEXT_LIMITS.model, 0],
    ])
    expect(read.lines[0]?.warnings).toEqual([
      'The part number in Manufacturer Part Number has 40,000 characters, more than the 100 a part number may have; it was not read.',
    ])
    expect(read.lines[1]?.warnings).toEqual([
      'The cell in Description has 4,194,304 characters, more than the 1,000 a cell may have; only its first 1,000 were read.',
    ])
    expect(read.warnings).toContain('Row 2: The part number in Manufacturer Part Number has 40,000 characters, more than the 100 a part number may have; it was not read.')
  })

  it('100 lines of 40,000-character part numbers are all read, none kept as a part number, each said', () => {
    // How fast such a file reads is measured by `npm run bench:bom`, not here.
    const rows = Array.from({ length: 100 }, (_, i) => `U${i + 1},1,${String.fromCharCode(65 + (i % 26)).repeat(40_000)},TI,`)
    const read = ok(readBom(encode([HEADER.join(','), ...rows].join('\n')), 'long.csv'))
    expect(read.lines).toHaveLength(100)
    expect(read.lines.every((l) => l.mpn === '')).toBe(true)
    expect(read.lines.every((l) => l.warnings.some((warning) => warning.includes('40,000 characters')))).toBe(true)
  })

  it('control characters (NUL…) in a workbook cell are removed and said; a CSV with NUL is refused as binary', () => {
    const read = ok(readBom(workbook([HEADER, ['U1', 1, 'LM358\u0000DR', 'T\u0001I', 'op\u007famp']]), 'nul.xlsx'))
    const line = read.lines[0]
    expect([line?.mpn, line?.manufacturer, line?.description]).toEqual(['LM358DR', 'TI', 'opamp'])
    expect(line?.warnings).toEqual([
      'The cell in Manufacturer Part Number held control characters (such as NUL); they were removed.',
      'The cell in Manufacturer held control characters (such as NUL); they were removed.',
      'The cell in Description held control characters (such as NUL); they were removed.',
    ])
    expect(JSON.stringify(read.lines)).not.toMatch(/\\u000[01]|\\u007f/)
    expect(readBom(encode(`${HEADER.join(',')}\nU1,1,LM358\u0000DR,TI,`), 'nul.csv')).toMatchObject({ ok: false, reason: 'binary' })
  })
})
