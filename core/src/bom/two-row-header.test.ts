import { describe, expect, it } from 'vitest'
import { guessColumnMapping } from './column-mapping.ts'
import { findHeaderRow } from './header-detect.ts'
import { readTable } from './read-spreadsheet.ts'
import { distributorSubHeader } from './two-row-header.ts'

const grid = [
  ['Demo board BOM', '', '', '', '', ''],
  ['Ref', 'Qty', 'MPN', 'SKU', 'SKU', 'SKU'],
  ['', '', '', 'Digi-Key', 'Mouser', 'LCSC'],
  ['R1, R2', '2', 'RC0402FR-0710KL', '311-10.0KLRCT-ND', '603-RC0402FR-0710KL', 'C25744'],
  ['C1', '1', 'GRM155R71C103KA01D', '490-1312-1-ND', '81-GRM155R71C103KA1D', 'C15195'],
]

describe('two header rows: distributors named under repeated SKU columns', () => {
  it('reads the second row as part of the header, names the columns after it, and starts the data below it', () => {
    expect(findHeaderRow(grid)).toMatchObject({ index: 1, rowNumber: 2 })
    const table = readTable(grid)
    expect(table).toMatchObject({ headerRow: 2, subHeaderRow: 3, header: ['Ref', 'Qty', 'MPN', 'Digi-Key SKU', 'Mouser SKU', 'LCSC SKU'] })
    expect(table?.rows.map((r) => r.row)).toEqual([4, 5])
    const mapping = guessColumnMapping(table?.header ?? [], table?.rows)
    expect(mapping.distributorPartNumbers.map((d) => [d.column, d.distributor])).toEqual([
      [3, 'digikey'],
      [4, 'mouser'],
      [5, 'lcsc'],
    ])
    expect(mapping.mpn?.column).toBe(2)
  })

  it('reads repeated Part Number columns the same way, the manufacturer one as the part number', () => {
    const sub = distributorSubHeader(
      [
        ['Designator', 'Part Number', 'Part Number', 'Part Number'],
        ['', 'Manufacturer', 'Farnell', 'Mouser'],
      ],
      0,
    )
    expect(sub).toEqual({ index: 1, header: ['Designator', 'Manufacturer Part Number', 'Farnell Part Number', 'Mouser Part Number'] })
    const mapping = guessColumnMapping(sub?.header ?? [])
    expect([mapping.mpn?.column, mapping.distributorPartNumbers.map((d) => d.distributor)]).toEqual([1, ['farnell', 'mouser']])
  })

  it('takes the header row above when the distributor row scores higher', () => {
    const sparse = [
      ['Part', 'SKU', 'SKU'],
      ['', 'Digi-Key', 'Mouser'],
      ['X', '1', '2'],
    ]
    expect(findHeaderRow(sparse)?.index).toBe(0)
  })

  it('is not a second header: a data row, a single SKU column, or names under other columns', () => {
    expect(distributorSubHeader(grid, 2)).toBeUndefined()
    expect(distributorSubHeader([['Ref', 'SKU'], ['', 'Digi-Key']], 0)).toBeUndefined()
    expect(distributorSubHeader([['Ref', 'SKU', 'SKU'], ['R1', 'Digi-Key', 'Mouser']], 0)).toBeUndefined()
    expect(distributorSubHeader([['Ref', 'SKU', 'SKU'], ['', '311-10KJRCT-ND', '603-RC0402']], 0)).toBeUndefined()
    expect(distributorSubHeader([['Ref', 'SKU', 'SKU']], 0)).toBeUndefined()
  })
})
