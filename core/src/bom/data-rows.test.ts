import { describe, expect, it } from 'vitest'
import { isFooterRow, tableBelow } from './data-rows.ts'

describe('tableBelow', () => {
  it('drops blank rows, keeps row numbers, and sets a KiBoM key/value footer apart', () => {
    const grid = [
      ['Component', 'References', 'Value', 'Quantity Per PCB'],
      ['1', 'C1 C2', '100n', '2'],
      [''],
      ['2', 'R1', '10k', '1'],
      [''],
      ['', '', '', ''],
      ['Component Groups:', '52'],
      ['Component Count:', '196'],
      ['Schematic Date:', ''],
      ['BoM Date:', 'srijeda, 05. lipnja 2019. 12:30:37 CEST'],
    ]
    const { rows, footer } = tableBelow(grid, 0)
    expect(rows).toEqual([
      { row: 2, cells: ['1', 'C1 C2', '100n', '2'] },
      { row: 4, cells: ['2', 'R1', '10k', '1'] },
    ])
    expect(footer.map((r) => r.row)).toEqual([7, 8, 9, 10])
  })

  it('sets a total row apart, but not a data row that merely has few cells', () => {
    const grid = [['Ref', 'Qty', 'MPN'], ['R1', '2', 'RC0402'], ['U1', '', ''], ['', 'Total', '3']]
    const { rows, footer } = tableBelow(grid, 0)
    expect(rows.map((r) => r.row)).toEqual([2, 3])
    expect(footer.map((r) => r.row)).toEqual([4])
  })

  it('tells footer rows', () => {
    expect(isFooterRow(['KiCad Version:', 'Eeschema 5.0.2'])).toBe(true)
    expect(isFooterRow(['Total components：', '124'])).toBe(true)
    expect(isFooterRow(['合计', '124'])).toBe(true)
    expect(isFooterRow(['R1', '10k', 'RC0402'])).toBe(false)
    expect(isFooterRow(['Note:', 'a', 'b'])).toBe(false)
  })
})
