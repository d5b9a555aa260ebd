import { describe, expect, it } from 'vitest'
import { guessColumnMapping } from './column-mapping.ts'
import { tableBelow } from './data-rows.ts'
import { countModels } from './model-count.ts'

const table = (grid: string[][]) => ({ header: grid[0] ?? [], rows: tableBelow(grid, 0).rows })

describe('guessColumnMapping', () => {
  it('maps the usual columns from the header, with a high confidence', () => {
    const mapping = guessColumnMapping(['Item', 'Qty', 'Reference(s)', 'Value', 'Footprint', 'Description', 'Manufacturer', 'Part Number'])
    expect(mapping.designators).toMatchObject({ column: 2, from: 'header' })
    expect(mapping.quantity?.column).toBe(1)
    expect(mapping.mpn?.column).toBe(7)
    expect(mapping.manufacturer?.column).toBe(6)
    expect(mapping.value?.column).toBe(3)
    expect(mapping.footprint?.column).toBe(4)
    expect(mapping.description?.column).toBe(5)
    expect(mapping.unmapped).toEqual([0])
    expect(mapping.confidence).toBeGreaterThan(0.8)
  })

  it('pairs numbered part-number and manufacturer columns, the first pair the part, the others alternates', () => {
    const header = ['References', 'MPN', 'MFG1', 'MPN3', 'MPN2', 'MFG2', 'MFG3', 'Digikey', 'LCSC']
    const mapping = guessColumnMapping(header)
    expect(mapping.mpn?.header).toBe('MPN')
    expect(mapping.manufacturer?.header).toBe('MFG1')
    expect(mapping.alternates.map((a) => [a.mpn.header, a.manufacturer?.header])).toEqual([
      ['MPN2', 'MFG2'],
      ['MPN3', 'MFG3'],
    ])
    expect(mapping.distributorPartNumbers.map((d) => [d.header, d.distributor])).toEqual([
      ['Digikey', 'digikey'],
      ['LCSC', 'lcsc'],
    ])
  })

  it('lets one numbered maker column serve every part-number column of its number (ulx3s: MPN2 and MP_N2 beside MFG2)', () => {
    const mapping = guessColumnMapping(['References', 'MPN', 'MFG1', 'MPN2', 'MFG2', 'MP_N2', 'MPN4', 'MP_N4', 'MFG4'])
    expect(mapping.alternates.map((a) => [a.mpn.header, a.manufacturer?.header])).toEqual([
      ['MPN2', 'MFG2'],
      ['MP_N2', 'MFG2'],
      ['MPN4', 'MFG4'],
      ['MP_N4', 'MFG4'],
    ])
  })

  it('pairs repeated unnumbered Manufacturer / Part Number columns in order', () => {
    const mapping = guessColumnMapping(['Ref', 'Manufacturer', 'Part Number', 'Manufacturer', 'Part Number'])
    expect([mapping.manufacturer?.column, mapping.mpn?.column]).toEqual([1, 2])
    expect(mapping.alternates.map((a) => [a.manufacturer?.column, a.mpn.column])).toEqual([[3, 4]])
  })

  it('guesses generic columns (Field1…) from their cells, with a lower confidence', () => {
    const { header, rows } = table([
      ['ref', 'value', 'Field1', 'Field2', 'Field3', 'Field4'],
      ['C1', '33pF', 'Murata', 'GRM1555C1H330JA01D', 'CAP CER 33PF 50V 5% NP0 0402', ''],
      ['C2', '10nF', 'Murata', 'GRM155R71C103KA01D', 'CAP CER 10000PF 16V 10% X7R 0402', ''],
      ['C3', '33pF', 'Murata', 'GRM1555C1H330JA01D', 'CAP CER 33PF 50V 5% NP0 0402', ''],
      ['R1', '10k', 'Yageo', 'RC0402FR-0710KL', 'RES SMD 10K OHM 1% 1/16W 0402', 'DNP'],
    ])
    const mapping = guessColumnMapping(header, rows)
    expect(mapping.designators).toMatchObject({ column: 0, from: 'header' })
    expect(mapping.mpn).toMatchObject({ column: 3, from: 'content' })
    expect(mapping.manufacturer).toMatchObject({ column: 2, from: 'content' })
    expect(mapping.description).toMatchObject({ column: 4, from: 'content' })
    expect(mapping.dnp).toMatchObject({ column: 5, from: 'content' })
    expect(mapping.mpn?.confidence).toBeLessThan(0.9)
  })
})

describe('countModels', () => {
  it('counts distinct part numbers: rows of the same part (one row per designator) count once', () => {
    const { header, rows } = table([
      ['Ref', 'Value', 'MPN'],
      ['C1', '33pF', 'GRM1555C1H330JA01D'],
      ['C3', '33pF', 'grm1555c1h330ja01d '],
      ['C2', '10nF', 'GRM155R71C103KA01D'],
    ])
    expect(countModels(header, rows)).toEqual({ models: 2, rowsWithPart: 3, rowsWithoutPart: [] })
  })

  it('identifies a part without a part number by what the row says about it, placeholders aside', () => {
    const { header, rows } = table([
      ['Reference', 'Value', 'Footprint', 'Count', 'MPN', 'Notes'],
      ['C2', '1uF, 10V', 'C_0402', '1', 'ANY', ''],
      ['C1', '1uF, 10V', 'C_0402', '1', 'ANY', 'check'],
      ['C3', '4.7uF', 'C_0402', '1', '~', ''],
      ['P3', '', '', '1', '', 'DNP'],
    ])
    expect(countModels(header, rows)).toEqual({ models: 2, rowsWithPart: 3, rowsWithoutPart: [5] })
  })

  it('falls back to distributor part numbers when there is no MPN', () => {
    const { header, rows } = table([
      ['Comment', 'Designator', 'JLCPCB Part'],
      ['0.1uF', 'C1, C7', 'C1525'],
      ['100nF', 'C9', 'C1525'],
      ['1uF', 'C2', 'C113791'],
    ])
    expect(countModels(header, rows).models).toBe(2)
  })
})
