import { fc, test } from '@fast-check/vitest'
import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { contentFit, designatorEvidence, detectColumnShift, isDesignatorList, isKnownMaker, isPartNumberShape } from './column-content.ts'
import { guessColumnMapping } from './column-mapping.ts'
import { tableBelow } from './data-rows.ts'
import { type BomRead, readBom } from './read-bom.ts'

/**
 * Columns known by what their cells hold (issue 18, "What is still wrong underneath"): rows carrying one cell
 * more than their header, a part-number column under an unusual or empty header, and designators under any
 * header, built here in the shapes of the real exports that read wrong.
 */

/** UTF-8 bytes of a string, without TextEncoder (core compiles without DOM or Node types). */
const encode = (s: string) => Uint8Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0))
const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
const csv = (grid: readonly (readonly string[])[]) => grid.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n'

function xlsx(grid: readonly (readonly string[])[]): Uint8Array {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(grid.map((row) => [...row])), 'BOM')
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

function ok(result: ReturnType<typeof readBom>): BomRead {
  if (!result.ok) throw new Error(result.message)
  return result
}

/** Both files of a grid: as CSV and as an XLSX workbook. */
const files = (grid: readonly (readonly string[])[]) =>
  [
    ['board.csv', encode(csv(grid))],
    ['board.xlsx', xlsx(grid)],
  ] as const

/**
 * The shape of the real export: every data row has one field more than the header, so from the fifth column
 * (E) on every value sits one place right of its header name: `Part Number` holds the notes, the unnamed column
 * after it the part numbers, `Note` the manufacturer.
 */
const SHIFTED = [
  ['Item', 'Reference', 'Qty', 'Value', 'Manufacturer', 'Note', 'Part Number'],
  ['1', 'C1, C2', '2', '100nF', '0402', 'Murata', 'place near U1', 'GRM155R71C104KA88D'],
  ['2', 'R1', '1', '10k', '0402', 'Yageo', '', 'RC0402FR-0710KL'],
  ['3', 'U1', '1', 'STM32F103', 'LQFP-48', 'STMicroelectronics', 'main MCU', 'STM32F103C8T6'],
  ['4', 'D1, D2', '2', 'green', '0603', 'Kingbright', 'power and status', 'APT1608SGC'],
  ['5', 'J1', '1', 'USB-C', 'SMD', 'Hirose', '', 'CX90M-16P'],
  ['6', 'Y1', '1', '8MHz', '3225', 'Abracon', 'check the load capacitors', 'ABM8-8.000MHZ-B2-T'],
]

describe('cell shapes', () => {
  it('tells designator lists (ranges included) from part numbers and values', () => {
    for (const cell of ['C9, C11', 'R1-R4', 'R1 - R4', 'U1', 'C1 C2 C3', 'LED1;LED2', 'R1-4', 'SW2A', 'U$1']) {
      expect(isDesignatorList(cell), cell).toBe(true)
    }
    for (const cell of ['LM358DR', '100nF', 'GRM155R71C104KA88D', 'place near U1', '', '10']) {
      expect(isDesignatorList(cell), cell).toBe(false)
    }
    expect(isPartNumberShape('RC0402FR-0710KL')).toBe(true)
    expect(isPartNumberShape('10k')).toBe(false)
    expect(isPartNumberShape('R1, R2')).toBe(false)
    expect(isPartNumberShape('LED12')).toBe(false)
    expect(isPartNumberShape('BC547B')).toBe(true)
    expect(isKnownMaker('YAGEO (VA)')).toBe(true)
    expect(isKnownMaker('place near U1')).toBe(false)
  })

  it('takes a column of single designators with the usual prefixes, not one of part numbers shaped like them', () => {
    expect(designatorEvidence(['R1', 'C3', 'U2', 'D1'])).toBe(true)
    expect(designatorEvidence(['NE555', 'LM358', 'BC547', 'TL072'])).toBe(false)
    expect(designatorEvidence(['NE555, NE556', 'LM1'])).toBe(true)
  })

  test.prop([fc.array(fc.constantFrom('R', 'C', 'U', 'LED', 'SW', 'TP'), { minLength: 1, maxLength: 6 }), fc.nat(999), fc.constantFrom(', ', ' ', ';', ',')])(
    'a list of designators and ranges is a designator list, never a part number',
    (prefixes, start, separator) => {
      const cell = prefixes.map((prefix, k) => (k % 2 === 0 ? `${prefix}${start + k}` : `${prefix}${start}-${prefix}${start + 9}`)).join(separator)
      expect(isDesignatorList(cell)).toBe(true)
      expect(isPartNumberShape(cell)).toBe(false)
      expect(contentFit('designators', [cell])).toBe(1)
    },
  )
})

describe('rows carrying one cell more than their header', () => {
  it.each(files(SHIFTED))('%s: part numbers and makers are read from where they are, and the mapping says why', (name, bytes) => {
    const read = ok(readBom(bytes, name))
    expect(read.lines.map((line) => [line.designators.join(' '), line.quantity, line.mpn, line.manufacturer])).toEqual([
      ['C1 C2', 2, 'GRM155R71C104KA88D', 'Murata'],
      ['R1', 1, 'RC0402FR-0710KL', 'Yageo'],
      ['U1', 1, 'STM32F103C8T6', 'STMicroelectronics'],
      ['D1 D2', 2, 'APT1608SGC', 'Kingbright'],
      ['J1', 1, 'CX90M-16P', 'Hirose'],
      ['Y1', 1, 'ABM8-8.000MHZ-B2-T', 'Abracon'],
    ])
    const byColumn = new Map(read.mapping.map((column) => [column.column, column]))
    // Before column E, the header holds.
    expect(byColumn.get(1)).toMatchObject({ header: 'Reference', field: 'designators', confidence: 0.9 })
    expect(byColumn.get(1)?.reason).toBeUndefined()
    // From E on, each column is read under the name left of it: makers under `Note`, part numbers in the unnamed H.
    expect(byColumn.get(5)).toMatchObject({ header: 'Note', field: 'manufacturer' })
    expect(byColumn.get(5)?.reason).toMatch(/^Read as "Manufacturer", the header left of it\. From column E on, the rows carry one cell more than the header/)
    expect(byColumn.get(7)).toMatchObject({ header: '', field: 'mpn' })
    expect(byColumn.get(7)?.reason).toContain('"Part Number" is read from column H, whose cells look like part numbers')
    expect(byColumn.get(6)).toMatchObject({ header: 'Part Number', field: null })
    expect(byColumn.get(4)).toMatchObject({ header: 'Manufacturer', field: null })
    expect(read.columns.shift?.from).toBe(4)
    expect(read.warnings.some((w) => w.startsWith('From column E on, the rows carry one cell more than the header'))).toBe(true)
  })

  it('the notes are no longer read as part numbers (they were before: the header alone decided)', () => {
    const read = ok(readBom(encode(csv(SHIFTED)), 'board.csv'))
    expect(read.lines.map((line) => line.mpn)).not.toContain('place near U1')
    expect(read.modelCount.models).toBe(6)
  })

  it('a table whose rows fit their header is not moved, even with an unnamed column of notes at its end', () => {
    const grid = [
      ['Reference', 'Qty', 'Manufacturer', 'Part Number', ''],
      ['C1, C2', '2', 'Murata', 'GRM155R71C104KA88D', 'place near U1'],
      ['R1', '1', 'Yageo', 'RC0402FR-0710KL', 'pull-up'],
      ['U1', '1', 'STMicroelectronics', 'STM32F103C8T6', 'main MCU'],
    ]
    const read = ok(readBom(encode(csv(grid)), 'board.csv'))
    expect(read.columns.shift).toBeUndefined()
    expect(read.lines.map((line) => line.mpn)).toEqual(['GRM155R71C104KA88D', 'RC0402FR-0710KL', 'STM32F103C8T6'])
    expect(read.mapping.every((column) => column.reason === undefined)).toBe(true)
  })

  /** A part of a generated BOM. */
  const part = fc.record({
    designators: fc.array(fc.nat({ max: 99 }), { minLength: 1, maxLength: 3 }).map((ns) => [...new Set(ns)].sort((a, b) => a - b).map((n) => `C${n + 1}`).join(', ')),
    mpn: fc.tuple(fc.constantFrom('GRM', 'RC', 'CL', 'ERJ', 'TPS', 'STM'), fc.integer({ min: 1000, max: 99999 }), fc.constantFrom('KA88D', 'FR-07', 'DR', 'T6', 'X')).map((p) => p.join('')),
    maker: fc.constantFrom('Murata', 'Yageo', 'Samsung', 'Texas Instruments', 'Panasonic', 'Vishay'),
    note: fc.constantFrom('', 'place near the connector', 'check', 'hand solder'),
    extra: fc.constantFrom('', '0402', 'SMD', 'x'),
  })

  test.prop([fc.array(part, { minLength: 3, maxLength: 12 }), fc.integer({ min: 3, max: 4 })])(
    'whatever the notes and the extra cell, every part number and maker is read from its shifted place, and nothing moves when the rows fit',
    (parts, from) => {
      const lead = ['Reference', 'Qty', 'Value', 'Footprint'].slice(0, from)
      const header = [...lead, 'Manufacturer', 'Note', 'Part Number']
      const fitted = parts.map((p) => [p.designators, String(p.designators.split(', ').length), '1uF', '0603'].slice(0, from))
      const aligned = [header, ...parts.map((p, k) => [...(fitted[k] ?? []), p.maker, p.note, p.mpn])]
      const shifted = [header, ...parts.map((p, k) => [...(fitted[k] ?? []), p.extra, p.maker, p.note, p.mpn])]

      const shift = detectColumnShift(header, tableBelow(shifted, 0).rows)
      expect(shift?.from).toBe(from)
      const read = ok(readBom(encode(csv(shifted)), 'board.csv'))
      expect(read.lines.map((line) => [line.mpn, line.manufacturer])).toEqual(
        dedupe(parts).map((p) => [p.mpn, p.maker]),
      )
      expect(detectColumnShift(header, tableBelow(aligned, 0).rows)).toBeUndefined()
      const mapping = guessColumnMapping(header, tableBelow(aligned, 0).rows)
      expect(mapping.mpn?.column).toBe(from + 2)
      expect(mapping.manufacturer?.column).toBe(from)
    },
  )
})

/** The parts as lines: a row repeating the designators of the one above is its alternate, not a line. */
function dedupe<T extends { designators: string }>(parts: readonly T[]): T[] {
  return parts.filter((p, k) => k === 0 || parts[k - 1]?.designators !== p.designators)
}

describe('a part-number column under an unusual or empty header', () => {
  it.each(
    files([
      ['Ref', 'Part Number', 'Qty', 'Remarks', ''],
      ['R1', 'thick film resistor', '1', 'x', 'RC0402FR-0710KL'],
      ['C1, C2', 'ceramic capacitor', '2', '', 'GRM155R71C104KA88D'],
      ['U1', 'microcontroller', '1', 'main', 'STM32F103C8T6'],
      ['U2', 'regulator', '1', '', 'TLV70033DDCR'],
    ]),
  )('%s: the cells decide, and the reason names both columns', (name, bytes) => {
    const read = ok(readBom(bytes, name))
    expect(read.lines.map((line) => line.mpn)).toEqual(['RC0402FR-0710KL', 'GRM155R71C104KA88D', 'STM32F103C8T6', 'TLV70033DDCR'])
    const mpn = read.mapping.find((column) => column.field === 'mpn')
    expect(mpn).toMatchObject({ column: 4, header: '', confidence: 0.7 })
    expect(mpn?.reason).toBe(
      'The cells under "Part Number" are not part numbers ("thick film resistor", "ceramic capacitor"); those of column E are ("RC0402FR-0710KL", "GRM155R71C104KA88D").',
    )
  })
})

describe('designator columns under other names', () => {
  /** Three makers for one capacitor group, two for a resistor range: one line each, with alternates. */
  const ALTERNATIVES = [
    ['Item', 'Schematic Reference', 'Qty', 'Description', 'Manufacturer', 'Manufacturer Part Number'],
    ['1', 'C9, C11', '2', 'CAP CER 100nF 16V X7R 0402', 'Murata', 'GRM155R71C104KA88D'],
    ['2', 'C9, C11', '2', 'CAP CER 100nF 16V X7R 0402', 'Samsung', 'CL05B104KO5NNNC'],
    ['3', 'C9, C11', '2', 'CAP CER 100nF 16V X7R 0402', 'Yageo', 'CC0402KRX7R7BB104'],
    ['4', 'R1-R4', '4', 'RES 10K 1% 0402', 'Yageo', 'RC0402FR-0710KL'],
    ['5', 'R1-R4', '4', 'RES 10K 1% 0402', 'Panasonic', 'ERJ-2RKF1002X'],
    ['6', 'U1', '1', 'IC MCU 32BIT 64KB FLASH', 'STMicroelectronics', 'STM32F103C8T6'],
  ]

  it.each(files(ALTERNATIVES))('%s: `Schematic Reference` is read as designators, the repeated rows merge into alternates', (name, bytes) => {
    const read = ok(readBom(bytes, name))
    const designators = read.mapping.find((column) => column.field === 'designators')
    expect(designators).toMatchObject({ column: 1, header: 'Schematic Reference', confidence: 0.7 })
    expect(designators?.reason).toBe('Its header "Schematic Reference" is not a designator heading, but its cells are designator lists ("C9, C11", "R1-R4").')
    expect(read.lines.map((line) => [line.designators.join(' '), line.quantity, line.mpn, line.alternates.map((a) => `${a.mpn} (${a.manufacturer})`)])).toEqual([
      ['C9 C11', 2, 'GRM155R71C104KA88D', ['CL05B104KO5NNNC (Samsung)', 'CC0402KRX7R7BB104 (Yageo)']],
      ['R1 R2 R3 R4', 4, 'RC0402FR-0710KL', ['ERJ-2RKF1002X (Panasonic)']],
      ['U1', 1, 'STM32F103C8T6', []],
    ])
    // Counted once per group, not once per maker (it was 2 + 2 + 2 + 4 + 4 + 1 = 15).
    expect(read.totals).toEqual({ lines: 3, quantity: 7, fitted: 3 })
  })

  /**
   * Issue 28, item 3: a board's BOM whose designator column has a header the reader does not know
   * (`Location`), some of its designators names rather than a letter and a number (the connectors and headers
   * `POWER`, `ICSP`, `AD`, `IOL`), and its second sources as rows repeating a line's designators and quantity
   * with another maker's part.
   */
  const NAMED_CONNECTORS = [
    ['#', 'Location', 'Qty', 'Value', 'Manufacturer', 'MPN'],
    ['1', 'C1, C2', '2', '22pF', 'Murata', 'GRM1555C1H220JA01D'],
    ['2', 'C1, C2', '2', '22pF', 'Yageo', 'CC0402JRNPO9BN220'],
    ['3', 'R1', '1', '10k', 'Yageo', 'RC0402FR-0710KL'],
    ['4', 'C3, C4, C5', '3', '100nF', 'Murata', 'GRM155R71C104KA88D'],
    ['5', 'D1', '1', 'LED green', 'Kingbright', 'APT1608SGC'],
    ['6', 'L1', '1', 'Ferrite bead', 'Murata', 'BLM18PG221SN1D'],
    ['7', 'POWER', '1', '8x1 header', 'Samtec', 'SSQ-108-03-T-S'],
    ['8', 'POWER', '1', '8x1 header', 'Harwin', 'M20-7820846'],
    ['9', 'ICSP', '1', '2x3 header', 'Amphenol', '68602-106HLF'],
    ['10', 'AD', '1', '6x1 header', 'Samtec', 'SSQ-106-03-T-S'],
    ['11', 'AD', '1', '6x1 header', 'Harwin', 'M20-7820646'],
    ['12', 'IOL', '1', '8x1 header', 'Samtec', 'SSQ-108-03-T-S'],
    ['13', 'U1', '1', 'ATmega328P', 'Microchip', 'ATMEGA328P-AU'],
    ['14', 'Y1', '1', '16MHz', 'Abracon', 'ABM8-16.000MHZ-B2-T'],
  ]

  it.each(files(NAMED_CONNECTORS))(
    '%s: a designator column under an unknown header, with connector names (POWER, ICSP, AD, IOL), is read by what most of its cells hold; repeated rows merge into alternates',
    (name, bytes) => {
      const read = ok(readBom(bytes, name))
      const designators = read.mapping.find((column) => column.field === 'designators')
      expect(designators).toMatchObject({ column: 1, header: 'Location', confidence: 0.7 })
      expect(designators?.reason).toBe(
        'Its header "Location" is not a designator heading, but most of its cells are designator lists ("C1, C2", "R1") and others are names of connectors or headers ("POWER", "ICSP").',
      )
      expect(read.lines.map((line) => [line.designators.join(' '), line.quantity, line.mpn, line.alternates.map((a) => `${a.mpn} (${a.manufacturer})`)])).toEqual([
        ['C1 C2', 2, 'GRM1555C1H220JA01D', ['CC0402JRNPO9BN220 (Yageo)']],
        ['R1', 1, 'RC0402FR-0710KL', []],
        ['C3 C4 C5', 3, 'GRM155R71C104KA88D', []],
        ['D1', 1, 'APT1608SGC', []],
        ['L1', 1, 'BLM18PG221SN1D', []],
        ['POWER', 1, 'SSQ-108-03-T-S', ['M20-7820846 (Harwin)']],
        ['ICSP', 1, '68602-106HLF', []],
        ['AD', 1, 'SSQ-106-03-T-S', ['M20-7820646 (Harwin)']],
        ['IOL', 1, 'SSQ-108-03-T-S', []],
        ['U1', 1, 'ATMEGA328P-AU', []],
        ['Y1', 1, 'ABM8-16.000MHZ-B2-T', []],
      ])
      // Each group counted once, not once per maker (it was 14 lines of 18 pieces).
      expect(read.totals).toEqual({ lines: 11, quantity: 14, fitted: 11 })
    },
  )

  it('names alone, or a column that is mostly words, are not designators', () => {
    // Connector names count only beside designator lists: most of the cells must be those.
    expect(designatorEvidence(['POWER', 'ICSP', 'AD', 'IOL', 'R1'])).toBe(false)
    // A mounting column (`SMD`, `THT`), a column of notes or of part numbers is not read so either.
    expect(designatorEvidence(['SMD', 'SMD', 'THT', 'SMD'])).toBe(false)
    expect(designatorEvidence(['R1, R2', 'C1', 'see note', 'do not fit', 'U1'])).toBe(false)
    expect(designatorEvidence(['NE555', 'LM358', 'BC547', 'POWER'])).toBe(false)
    expect(designatorEvidence(['C1, C2', 'R1', 'POWER', 'ICSP', 'U1'])).toBe(true)
  })

  it('finds designators under an empty header or one that reads nothing (`Part`), but not a column of part numbers', () => {
    const grid = [
      ['', 'Part', 'Qty', 'Type'],
      ['1', 'R1 R2', '2', 'NE555'],
      ['2', 'C1', '1', 'LM358'],
      ['3', 'U1', '1', 'BC547'],
    ]
    const mapping = guessColumnMapping(grid[0] ?? [], tableBelow(grid, 0).rows)
    expect(mapping.designators?.column).toBe(1)
    const empty = [['Qty', '', 'Manufacturer Part Number'], ['2', 'R1, R2', 'RC0402FR-0710KL'], ['1', 'C3', 'GRM155R71C104KA88D'], ['1', 'U1', 'STM32F103C8T6']]
    expect(guessColumnMapping(empty[0] ?? [], tableBelow(empty, 0).rows).designators).toMatchObject({ column: 1, from: 'content' })
  })
})

describe('what does not move a part-number column', () => {
  it('values under "Part Number" (a hand-kept BOM) or an unnamed column of footprints', () => {
    const values = [
      ['Ref', 'Qty', 'Part Number', ''],
      ['R1', '1', '10k', 'R_0402_1005Metric'],
      ['C1', '1', '100nF', 'C_0402_1005Metric'],
      ['C2', '1', '4.7uF', 'C_0603_1608Metric'],
    ]
    expect(guessColumnMapping(values[0] ?? [], tableBelow(values, 0).rows).mpn).toMatchObject({ column: 2, from: 'header' })
    const footprints = [
      ['Ref', 'Qty', 'Part Number', ''],
      ['U1', '1', 'main controller', 'LQFP-48'],
      ['U2', '1', 'regulator', 'SOT-23-5'],
      ['U3', '1', 'flash memory', 'SOIC-8'],
    ]
    expect(guessColumnMapping(footprints[0] ?? [], tableBelow(footprints, 0).rows).mpn).toMatchObject({ column: 2, from: 'header' })
  })
})
