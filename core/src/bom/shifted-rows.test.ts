import { describe, expect, it } from 'vitest'
import { tableBelow } from './data-rows.ts'
import { readTable } from './read-spreadsheet.ts'
import { realignShiftedRows } from './shifted-rows.ts'

describe('rows one column right of their header', () => {
  it('are moved back under the header, and their row numbers reported', () => {
    const grid = [
      ['Ref', 'Qty', 'Value', 'MPN', 'Description'],
      ['R1', '2', '10k', 'RC0402FR-0710KL', 'RES 10K 1% 0402'],
      ['C1', '1', '100nF', 'GRM155R71C104KA88D', 'CAP 100NF 16V X7R'],
      ['', 'C2 C3', '2', '1uF', 'GRM155R61A105KE15D', 'CAP 1UF 10V X5R'],
      ['U1', '1', 'LM358', 'LM358DR', 'IC OPAMP DUAL SOIC8'],
      ['', 'U2', '1', 'TL072', 'TL072CDR', 'IC OPAMP JFET SOIC8'],
    ]
    const table = readTable(grid, 0)
    expect(table?.shiftedRows).toEqual([4, 6])
    expect(table?.rows.find((r) => r.row === 4)?.cells).toEqual(['C2 C3', '2', '1uF', 'GRM155R61A105KE15D', 'CAP 1UF 10V X5R'])
    expect(table?.rows.find((r) => r.row === 2)?.cells).toEqual(grid[1])
  })

  it('even when every row is shifted: the header says where designators and quantities go', () => {
    const grid = [
      ['Designator', 'Quantity', 'MPN'],
      ['', 'R1', '1', 'RC0402'],
      ['', 'R2 R3', '2', 'RC0603'],
    ]
    expect(realignShiftedRows(grid[0] ?? [], tableBelow(grid, 0).rows).shifted).toEqual([2, 3])
  })

  it('are not confused with rows whose first cell is merely empty', () => {
    const grid = [
      ['Item', 'Ref', 'Qty', 'MPN', 'Note'],
      ['1', 'R1', '2', 'RC0402FR-0710KL', ''],
      ['2', 'C1', '1', 'GRM155R71C104KA88D', ''],
      ['3', 'U1', '1', 'LM358DR', ''],
      ['', 'U2', '1', 'TL072CDR', 'second source'],
      ['', '', '', 'TL072IDR', 'alternate'],
    ]
    expect(readTable(grid, 0)?.shiftedRows).toEqual([])
  })
})
