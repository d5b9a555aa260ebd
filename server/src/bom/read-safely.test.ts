import { describe, expect, it } from 'vitest'
import { BOM_ROWS, deflatedZeros, entityBombSheet, sheetXml, xlsx } from './hostile-files.fixtures.ts'
import { readBomSafely } from './read-safely.ts'
import { screenWorkbook } from './workbook-screen.ts'

describe('readBomSafely', () => {
  it('reads a plain workbook as the core reader does', () => {
    const read = readBomSafely(xlsx([{ name: 'BOM', xml: sheetXml(BOM_ROWS) }]), 'bom.xlsx')
    expect(read.ok && read.lines.map((line) => line.mpn)).toEqual(['LM358DR', 'RC0603FR-0710KL'])
  })

  it('refuses a zip bomb whose directory lies about its sizes, without unpacking it', () => {
    const bomb = xlsx([{ name: 'BOM', xml: sheetXml(BOM_ROWS) }], [], [{ name: 'xl/media/image1.bin', data: new Uint8Array(0), packed: deflatedZeros(64), declaredSize: 1000 }])
    expect(readBomSafely(bomb, 'bom.xlsx')).toEqual({
      ok: false,
      reason: 'unreadable',
      message: 'This file unpacks to more than its own directory says (a zip bomb?), so it was not opened. Please save the BOM again as .xlsx or .csv.',
    })
  })

  it('leaves a zip bomb whose directory tells the truth to the reader, which refuses it by its size', () => {
    const bomb = xlsx([{ name: 'BOM', xml: sheetXml(BOM_ROWS) }], [], [{ name: 'xl/media/image1.bin', data: new Uint8Array(0), packed: deflatedZeros(64) }])
    expect(screenWorkbook(bomb)).toBeUndefined()
    const read = readBomSafely(bomb, 'bom.xlsx')
    expect(read.ok ? '' : read.message).toContain('unpacks to more than 50 MB')
  })

  it('refuses XML entity declarations (the billion laughs) in any part', () => {
    const read = readBomSafely(xlsx([{ name: 'BOM', xml: entityBombSheet() }]), 'bom.xlsx')
    expect(read.ok ? '' : read.message).toBe(
      'This workbook declares XML entities (<!DOCTYPE …>), which Excel never writes, so it was not opened. Please save the BOM again from your spreadsheet program.',
    )
  })

  it('refuses a sheet or a header cell named __proto__, constructor or prototype', () => {
    for (const [sheet, header] of [
      ['__proto__', 'Designator'],
      ['constructor', 'Designator'],
      ['BOM', '__proto__'],
      ['BOM', 'Constructor'],
      ['BOM', 'prototype'],
    ] as const) {
      const rows = [[header, 'Quantity', 'Manufacturer Part Number'], ...BOM_ROWS.slice(1)]
      const read = readBomSafely(xlsx([{ name: sheet, xml: sheetXml(rows) }]), 'bom.xlsx')
      expect(read.ok ? '' : read.message, `${sheet} / ${header}`).toMatch(/^This file names a sheet or column "(__proto__|constructor|Constructor|prototype)", a name we do not accept/)
    }
  })

  it('says BOM-1’s message first for a file of another type', () => {
    const read = readBomSafely(xlsx([{ name: 'BOM', xml: entityBombSheet() }]), 'bom.pdf')
    expect(read.ok ? '' : read.message).toContain('Please upload a BOM as .xls, .xlsx or .csv')
  })
})
