import { describe, expect, it } from 'vitest'
import { buildBomLines } from './bom-lines.ts'
import { guessColumnMapping } from './column-mapping.ts'
import { tableBelow } from './data-rows.ts'
import { correctMapping, mappingColumns } from './mapping-columns.ts'

const grid = [
  ['Item', 'References', 'Qty', 'MPN', 'MFG1', 'MPN2', 'MFG2', 'Digikey', 'Notes'],
  ['1', 'R1 R2', '2', 'RC0402FR-0710KL', 'Yageo', 'ERJ-2RKF1002X', 'Panasonic', '311-10.0KLRCT-ND', ''],
  ['2', 'C1', '1', 'GRM155R71C104KA88D', 'Murata', '', '', '490-3261-1-ND', 'X7R'],
]
const header = grid[0] ?? []
const rows = tableBelow(grid, 0).rows
const guess = guessColumnMapping(header, rows)

describe('mappingColumns', () => {
  it('lists every column with its field, distributor or alternate, and how sure the guess is', () => {
    expect(mappingColumns(header, guess)).toEqual([
      { column: 0, header: 'Item', field: null, confidence: 0 },
      { column: 1, header: 'References', field: 'designators', confidence: 0.9 },
      { column: 2, header: 'Qty', field: 'quantity', confidence: 0.9 },
      { column: 3, header: 'MPN', field: 'mpn', confidence: 0.9 },
      { column: 4, header: 'MFG1', field: 'manufacturer', confidence: 0.9 },
      { column: 5, header: 'MPN2', field: 'mpn', confidence: 0.9, alternate: 1 },
      { column: 6, header: 'MFG2', field: 'manufacturer', confidence: 0.9, alternate: 1 },
      { column: 7, header: 'Digikey', field: 'distributorPartNumber', confidence: 0.9, distributor: 'digikey' },
      { column: 8, header: 'Notes', field: null, confidence: 0 },
    ])
  })
})

describe('correctMapping', () => {
  it('gives back the same mapping, and the same lines, from the columns as listed', () => {
    const same = correctMapping(header, guess, mappingColumns(header, guess), header.length)
    if (!same.ok) throw new Error(same.message)
    expect(buildBomLines({ header, rows }, same.mapping)).toEqual(buildBomLines({ header, rows }, guess))
  })

  it("applies the buyer's choices with confidence 1 and keeps the rest of the guess", () => {
    const corrected = correctMapping(
      header,
      guess,
      [
        { column: 8, field: 'description' },
        { column: 5, field: null },
        { column: 0, field: 'quantity' },
      ],
      header.length,
    )
    if (!corrected.ok) throw new Error(corrected.message)
    expect(corrected.mapping.description).toMatchObject({ column: 8, confidence: 1, from: 'buyer' })
    expect(corrected.mapping.alternates).toEqual([])
    expect(corrected.mapping.quantity?.column).toBe(0)
    expect(corrected.warnings).toEqual(['quantity is mapped to columns A, C; column A is read.'])
    expect(corrected.mapping.designators).toMatchObject({ column: 1, confidence: 0.9, from: 'header' })
  })

  it('refuses columns outside the sheet, a column listed twice, and unknown fields', () => {
    expect(correctMapping(header, guess, [{ column: 9, field: 'mpn' }], 9)).toMatchObject({ ok: false, message: /not a column of this sheet/ })
    expect(correctMapping(header, guess, [{ column: 1, field: 'mpn' }, { column: 1, field: null }], 9)).toMatchObject({
      ok: false,
      message: 'Column B is mapped twice.',
    })
    const bad = [{ column: 1, field: 'price' }] as unknown as Parameters<typeof correctMapping>[2]
    expect(correctMapping(header, guess, bad, 9)).toMatchObject({ ok: false, message: /"price" is not a field/ })
  })
})
