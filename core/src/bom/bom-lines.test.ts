import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { type BomLineDraft, bomTotals, buildBomLines } from './bom-lines.ts'
import { guessColumnMapping } from './column-mapping.ts'
import { tableBelow } from './data-rows.ts'

/** The lines of a grid whose first row is the header, with the guessed mapping. */
function linesOf(grid: string[][]) {
  const header = grid[0] ?? []
  const rows = tableBelow(grid, 0).rows
  return buildBomLines({ header, rows }, guessColumnMapping(header, rows))
}

const pick = (line: BomLineDraft | undefined, ...keys: (keyof BomLineDraft)[]) =>
  Object.fromEntries(keys.map((key) => [key, line?.[key]]))

describe('buildBomLines: designators and quantity', () => {
  it('reads the quantity from its column, else from the designators, and keeps the row number', () => {
    const { lines, warnings } = linesOf([
      ['Ref', 'Qty', 'MPN'],
      ['R1-R5, R8', '6', 'RC0402FR-0710KL'],
      ['', '', ''],
      ['C16,C14', '', 'GRM155R71C103KA01D'],
    ])
    expect(lines.map((l) => pick(l, 'row', 'designators', 'quantity', 'warnings'))).toEqual([
      { row: 2, designators: ['R1', 'R2', 'R3', 'R4', 'R5', 'R8'], quantity: 6, warnings: [] },
      { row: 4, designators: ['C16', 'C14'], quantity: 2, warnings: [] },
    ])
    expect(warnings).toEqual([])
  })

  it('warns when the quantity and the designators disagree, and keeps the quantity column', () => {
    const { lines } = linesOf([
      ['Reference', ' Quantity', 'MPN'],
      ['SW2,SW3,SW4,SW5', '1', 'K2-1817UQ'],
      ['R1', '1.0', 'RC0402'],
      ['R2', 'two', 'RC0402'],
    ])
    expect(lines[0]?.quantity).toBe(1)
    expect(lines[0]?.warnings).toEqual(['The quantity is 1 but 4 designators are listed (SW2-SW5); the quantity is used.'])
    expect(pick(lines[1], 'quantity', 'warnings')).toEqual({ quantity: 1, warnings: [] })
    expect(lines[2]?.quantity).toBe(1)
    expect(lines[2]?.warnings[0]).toMatch(/"two" is not a number; the 1 designator is counted/)
  })

  it('counts each line as one piece when there is neither a designator nor a quantity column, and says so once', () => {
    const { lines, warnings } = linesOf([
      ['Manufacturer', 'MPN'],
      ['Yageo', 'RC0402FR-0710KL'],
      ['Murata', 'GRM155R71C103KA01D'],
    ])
    expect(lines.map((l) => [l.quantity, l.warnings])).toEqual([
      [1, []],
      [1, []],
    ])
    expect(warnings).toEqual(['No designator or quantity column was found: each line counts as 1 piece.'])
  })
})

describe('buildBomLines: alternates', () => {
  it('merges the same designator group repeated once per alternative part, its quantity counted once', () => {
    const { lines } = linesOf([
      ['Item', 'Qty', 'Reference', 'Manufacturer', 'Manufacturer Part #', 'Note'],
      ['31', '1', 'Q1', 'Alpha&Omega', 'AOSS21311C', ''],
      ['31', '1', 'Q1', 'Alpha&Omega', 'AO3401A', ''],
      ['31', '1', 'Q1', 'ALLPOWER(铨力)', 'AP2301B', '备选物料'],
      ['32', '2', 'R1, R2', 'Yageo', 'RC0402FR-0710KL', ''],
      ['32', '2', 'R2 R1', 'Yageo', 'RC0402FR-0710KL', ''],
    ])
    expect(lines).toHaveLength(2)
    expect(pick(lines[0], 'row', 'quantity', 'mpn', 'alternates')).toEqual({
      row: 2,
      quantity: 1,
      mpn: 'AOSS21311C',
      alternates: [
        { mpn: 'AO3401A', manufacturer: 'Alpha&Omega' },
        { mpn: 'AP2301B', manufacturer: 'ALLPOWER(铨力)' },
      ],
    })
    expect(lines[1]?.alternates).toEqual([])
    expect(lines[1]?.warnings).toEqual(['Row 6 repeats these designators without another part; it was left out.'])
    expect(bomTotals(lines).quantity).toBe(3)
  })

  it('reads a row with a part but neither designators nor quantity, under a line, as its alternate', () => {
    const { lines } = linesOf([
      ['Ref', 'Qty', 'Manufacturer', 'MPN'],
      ['U1', '1', 'TI', 'TPS62410DRCR'],
      ['', '', 'Richtek', 'RT8010GQW'],
    ])
    expect(lines).toHaveLength(1)
    expect(lines[0]?.alternates).toEqual([{ mpn: 'RT8010GQW', manufacturer: 'Richtek' }])
  })

  it('reads repeated part-number and manufacturer columns as alternates; with the first empty, the next is the part', () => {
    const { lines } = linesOf([
      ['References', 'Qty', 'MPN', 'MFG1', 'MPN2', 'MFG2', 'MP_N2', 'MPN3', 'MFG3'],
      ['U2', '1', 'MT48LC16M16A2TG-6A', 'Micron', 'IS42S16160G-7TL-TR', 'ISSI', '', 'W9812G6KH-6', 'Winbond'],
      ['L1 L2', '2', 'DFE322512F-2R2M=P2', 'Murata', '', 'Murata', 'DFE252012P-2R2M=P2', '', ''],
      ['D9', '1', '', 'Yageo', 'STPS2L30AF', 'ST', '', '', ''],
    ])
    expect(lines[0]?.alternates).toEqual([
      { mpn: 'IS42S16160G-7TL-TR', manufacturer: 'ISSI' },
      { mpn: 'W9812G6KH-6', manufacturer: 'Winbond' },
    ])
    // `MP_N2` shares `MFG2` with `MPN2` (ulx3s writes both).
    expect(lines[1]?.alternates).toEqual([{ mpn: 'DFE252012P-2R2M=P2', manufacturer: 'Murata' }])
    expect(pick(lines[2], 'mpn', 'manufacturer', 'alternates')).toEqual({ mpn: 'STPS2L30AF', manufacturer: 'ST', alternates: [] })
    expect(lines[2]?.warnings[0]).toMatch(/No part number in MPN; the one in the next part-number column \(STPS2L30AF\) is used/)
  })
})

describe('buildBomLines: do not fit', () => {
  it('keeps do-not-fit lines, flagged, and leaves them out of the totals to buy', () => {
    const { lines } = linesOf([
      ['Ref', 'Qty', 'Value', 'Manufacturer', 'MPN', 'DNP', 'Notes'],
      ['R1', '1', '10k', 'Yageo', 'RC0402FR-0710KL', '', ''],
      ['R2', '1', '10k', 'Yageo', 'RC0402FR-0710KL', 'DNP', ''],
      ['R3', '1', 'DNP', '', '', '', ''],
      ['R4', '1', '10k', 'DNP', '', '', ''],
      ['R5', '0', '10k', 'Yageo', 'RC0402FR-0710KL', '', ''],
      ['R6', '1', '10k', 'Yageo', 'RC0402FR-0710KL', '', 'Fitted: no'],
      ['R7', '1', '10k', 'Yageo', 'RC0402FR-0710KL', '', 'Leave empty'],
      ['R8', '1', '10k', 'Yageo', 'RC0402FR-0710KL', '', 'Do not populate.'],
      ['R9', '1', '10k', 'Yageo', 'RC0402FR-0710KL', '', 'check the footprint'],
    ])
    expect(lines.map((l) => [l.designators[0], l.fitted])).toEqual([
      ['R1', true],
      ['R2', false],
      ['R3', false],
      ['R4', false],
      ['R5', false],
      ['R6', false],
      ['R7', false],
      ['R8', false],
      ['R9', true],
    ])
    // The mark is not a value or a maker.
    expect(pick(lines[2], 'value', 'quantity')).toEqual({ value: '', quantity: 1 })
    expect(lines[3]?.manufacturer).toBe('')
    expect(bomTotals(lines)).toEqual({ lines: 9, quantity: 2, fitted: 2 })
  })

  it('reads a Mounted or Fitted column the other way round: No means not fitted', () => {
    const { lines } = linesOf([
      ['Ref', 'MPN', 'Mounted'],
      ['U1', 'LM358DR', 'Yes'],
      ['U2', 'LM358DR', 'No'],
      ['U3', 'LM358DR', ''],
      ['U4', 'LM358DR', 'maybe'],
    ])
    expect(lines.map((l) => l.fitted)).toEqual([true, false, true, true])
    expect(lines[3]?.warnings).toEqual(['"maybe" in the Mounted column is not a do-not-fit mark; read as fitted.'])
  })

  it('reads a do-not-fit note written after the designators (smoothieboard)', () => {
    const { lines } = linesOf([
      ['Qty', 'Parts', 'Value'],
      ['2', 'Q6, Q7 – DO NOT STUFF', 'AOT240L'],
    ])
    expect(pick(lines[0], 'designators', 'quantity', 'fitted', 'warnings')).toMatchObject({
      designators: ['Q6', 'Q7'],
      quantity: 2,
      fitted: false,
    })
  })
})

describe('buildBomLines: fields', () => {
  it('reads placeholders (~, ~~, -, Undefined, ANY) as empty', () => {
    const { lines } = linesOf([
      ['Reference', 'Value', 'Footprint', 'MPN', 'Manufacturer', 'Description'],
      ['C1', '~', '~~', 'ANY', 'Any/not critical', 'Undefined'],
      ['C2', '-', 'C_0402', 'N/A', 'ANY', 'CAP 1uF'],
    ])
    expect(lines.map((l) => pick(l, 'value', 'footprint', 'mpn', 'manufacturer', 'description'))).toEqual([
      { value: '', footprint: '', mpn: '', manufacturer: '', description: '' },
      { value: '', footprint: 'C_0402', mpn: '', manufacturer: '', description: 'CAP 1uF' },
    ])
  })

  it('with no part-number column, proposes a part number from the value, or from the name when the value is empty', () => {
    const { lines, warnings } = linesOf([
      ['Comment', 'Designator', 'Footprint', 'JLCPCB Part', 'Device'],
      ['STM32H563RIT6', 'U8', 'Package_QFP:LQFP-64_10x10mm_P0.5mm', 'C20619634', ''],
      ['22uF', 'C1,C4', 'Capacitor_SMD:C_0805_2012Metric', 'C602037', 'C-EUC0805'],
      ['10k0.1', 'R14', 'Resistor_SMD:R_0603_1608Metric', 'C95204', ''],
      ['', 'IC7', 'SOT23-5', '', '74LVC1G04'],
      ['', 'L1', '0603', '', 'INDUCTOR0603'],
    ])
    expect(lines.map((l) => l.mpn)).toEqual(['STM32H563RIT6', '', '', '74LVC1G04', ''])
    expect(lines[0]?.warnings).toEqual(['Part number STM32H563RIT6 proposed from Comment; please check it.'])
    expect(lines[3]?.warnings).toEqual(['Part number 74LVC1G04 proposed from Device; please check it.'])
    expect(lines[0]?.distributorParts).toEqual([{ distributor: 'jlcpcb', sku: 'C20619634' }])
    expect(warnings).toContain('No part-number column was found; part numbers were proposed on 2 lines from other columns.')
  })

  it('reads distributor part numbers: by column, by the row supplier, in brackets, and from product links', () => {
    const { lines } = linesOf([
      ['Ref', 'Qnty', 'Manufacturer Part Number', 'Supplier', 'Supplier Part Number', 'Digikey', 'Link'],
      ['F1', '1', '1206L005/60WR', 'Digikey', 'F8129TR-ND', '', ''],
      ['S1', '3', '94500A263', 'McMaster-Carr', '94500A263', '', ''],
      ['X14', '1', '', '', '', '154-2442-E (MOUSER)', ''],
      ['C1', '8', '', '', '', '', 'https://lcsc.com/product-detail/New-Arrivals_YAGEO-CC0603ZRY5V8BB104_C389102.html'],
      ['J3', '1', '', '', '', '', 'https://www.digikey.com/product-detail/en/molex/1040310811/WM6357CT-ND/2804769'],
    ])
    expect(lines.map((l) => l.distributorParts)).toEqual([
      [{ distributor: 'digikey', sku: 'F8129TR-ND' }],
      [{ distributor: 'McMaster-Carr', sku: '94500A263' }],
      [{ distributor: 'mouser', sku: '154-2442-E' }],
      [{ distributor: 'lcsc', sku: 'C389102' }],
      [{ distributor: 'digikey', sku: 'WM6357CT-ND' }],
    ])
    // A part-number column exists: the Digi-Key link's part number is not proposed.
    expect(lines[4]?.mpn).toBe('')
  })

  it('reads a one-cell row with no part as a heading, and skips it', () => {
    const { lines, warnings } = linesOf([
      ['Ref', 'Qty', 'Description', 'MPN'],
      ['', '', 'Capacitors', ''],
      ['C1', '1', 'CAP 1uF', 'GRM155R61A105KE15D'],
    ])
    expect(lines.map((l) => l.row)).toEqual([3])
    expect(warnings).toEqual(['Row 2 names no part and was read as a heading.'])
  })
})

describe('bomTotals', () => {
  const line = fc.record({ quantity: fc.nat({ max: 1000 }), fitted: fc.boolean() }).map(
    (l): BomLineDraft => ({ row: 1, designators: [], mpn: '', manufacturer: '', alternates: [], distributorParts: [], value: '', description: '', footprint: '', warnings: [], ...l }),
  )
  test.prop([fc.array(line, { maxLength: 50 })])('counts every line, and the pieces and lines of the fitted ones only', (lines) => {
    const totals = bomTotals(lines)
    expect(totals.lines).toBe(lines.length)
    expect(totals.fitted).toBe(lines.filter((l) => l.fitted).length)
    expect(totals.quantity).toBe(lines.filter((l) => l.fitted).reduce((sum, l) => sum + l.quantity, 0))
    expect(bomTotals([...lines, ...lines.map((l) => ({ ...l, fitted: false }))]).quantity).toBe(totals.quantity)
  })

  test.prop([fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 20 })])(
    'without a quantity column, the total is the number of distinct designators of each line',
    (groups) => {
      // Each line its own designators (`R1xxx` for the first line, `R2xxx` for the second…), so none repeats the one above.
      const grid = [['Ref', 'MPN'], ...groups.map((numbers, k) => [numbers.map((n) => `R${(k + 1) * 1000 + n}`).join(', '), `PART-${k}`])]
      const { lines } = linesOf(grid)
      expect(lines).toHaveLength(groups.length)
      expect(bomTotals(lines).quantity).toBe(groups.reduce((sum, g) => sum + g.length, 0))
    },
  )
})
