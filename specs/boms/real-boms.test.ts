import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type BomLineDraft, type BomRead, type MappedRole, readBom } from '../../core/src/bom/index.ts'
import { sharedDataFile } from '../support/shared-data.ts'

/**
 * Issue 8, "Tests on every file of `../shared/data/boms/`": each real BOM read from its bytes into lines with
 * `readBom`, checked against the file itself: the header row, the key columns of the mapping, the number of
 * lines, the total quantity to buy and a few known lines. The expected figures were counted from the files
 * (`head`/`sed` for the text files, SheetJS for the workbooks), not from this code; where reading a file takes
 * a judgement, the comment beside its figures says which.
 */

function readReal(file: string): BomRead {
  const bytes = new Uint8Array(readFileSync(sharedDataFile('boms', file)))
  // The terminal reads `.tsv` too; every other upload check holds.
  const result = readBom(bytes, file, { textSuffixes: true })
  if (!result.ok) throw new Error(`${file}: ${result.message}`)
  return result
}

/** What one real file reads as. */
interface Expected {
  readonly file: string
  readonly sheet: string
  readonly headerRow: number
  /** Header text → the field its column is mapped to (`distributorPartNumber:digikey` names the distributor). */
  readonly mapping: Readonly<Record<string, MappedRole | `distributorPartNumber:${string}`>>
  readonly lines: number
  /** Pieces per board to buy: do-not-fit lines left out. */
  readonly quantity: number
  /** Lines to buy. */
  readonly fitted: number
  /** Known lines, by the row number a spreadsheet program shows; only the fields given are checked. */
  readonly known: Readonly<Record<number, Partial<BomLineDraft>>>
}

const EXPECTED: readonly Expected[] = [
  {
    // One row per designator and generic headers (`ref;value;Field1…Field8`): Field1 is the maker, Field2 the
    // MPN, Field3 the description, Field4 the DNP mark (README). 114 of the 414 rows are not fitted: 96 name
    // `DNP` as their maker and 18 carry `DNP` in Field4 (counted with awk). The 300 left match the 2016
    // export of the same board, whose `Qty` column sums to 300.
    file: 'hackrf-one-bom_2014_semicolon.csv',
    sheet: 'hackrf-one-bom_2014_semicolon',
    headerRow: 1,
    mapping: { ref: 'designators', value: 'value', Field1: 'manufacturer', Field2: 'mpn', Field3: 'description', Field4: 'dnp' },
    lines: 414,
    quantity: 300,
    fitted: 300,
    known: {
      2: { designators: ['C1'], quantity: 1, value: '33pF', manufacturer: 'Murata', mpn: 'GRM1555C1H330JA01D', fitted: true },
      69: { designators: ['C68'], mpn: 'GRM1555C1H101JA01D', fitted: false },
      155: { designators: ['C155'], value: '', manufacturer: '', mpn: '', fitted: false },
      215: { designators: ['P9'], mpn: 'PPPC082LFBN-RC', description: 'CONN HEADER FMAL 16PS.1" DL GOLD', fitted: true },
    },
  },
  {
    file: 'hackrf-one-bom_2016_kicad.csv',
    sheet: 'hackrf-one-bom_2016_kicad',
    headerRow: 1,
    mapping: { Qty: 'quantity', 'Reference(s)': 'designators', Value: 'value', Manufacturer: 'manufacturer', 'Part Number': 'mpn', Description: 'description' },
    lines: 65,
    quantity: 300,
    fitted: 65,
    known: {
      2: { quantity: 33, mpn: 'GRM1555C1H330JA01D', manufacturer: 'Murata', value: '33pF' },
      28: { designators: ['P20', 'P28'], quantity: 2, mpn: 'PPPC112LFBN-RC', description: 'CONN HEADER FMAL 22PS.1" DL GOLD' },
      59: { designators: ['U23'], quantity: 1, mpn: 'LPC4320FBD144,551', manufacturer: 'NXP' },
    },
  },
  {
    // Three quantity columns (`Quantity 1…3`, for three order sizes): the first is the BOM's.
    file: 'tomu_bom-digikey.csv',
    sheet: 'tomu_bom-digikey',
    headerRow: 1,
    mapping: {
      'Digi-Key Part Number': 'distributorPartNumber:digikey',
      Manufacturer: 'manufacturer',
      'Manufacturer Part Number': 'mpn',
      'Customer Reference': 'designators',
      'Quantity 1': 'quantity',
      Description: 'description',
    },
    lines: 7,
    quantity: 10,
    fitted: 7,
    known: {
      2: {
        designators: ['R3', 'R4'],
        quantity: 2,
        mpn: 'RC0402FR-0715RL',
        manufacturer: 'YAGEO (VA)',
        distributorParts: [{ distributor: 'digikey', sku: '311-15LRCT-ND' }],
      },
      8: { designators: ['D2'], quantity: 1, mpn: 'LNJ247W82RA', description: 'LED RED 0402 SMD' },
    },
  },
  {
    // One row per designator; 12 rows say `DNP` in Notes (test pads, stickers, the case), so 10 pieces are
    // bought. `ANY` in MPN and Manufacturer is a placeholder (README), read as empty.
    file: 'tomu_tomu-bom.csv',
    sheet: 'tomu_tomu-bom',
    headerRow: 1,
    mapping: { Reference: 'designators', Count: 'quantity', Value: 'value', Footprint: 'footprint', MPN: 'mpn', Manufacturer: 'manufacturer' },
    lines: 22,
    quantity: 10,
    fitted: 10,
    known: {
      2: { designators: ['C2'], quantity: 1, value: '1uF, 10V, X5R, 0402', mpn: '', manufacturer: '', footprint: 'C_0402', fitted: true },
      5: { designators: ['P3'], value: 'USB-PCB', fitted: false },
      14: { designators: ['U1'], mpn: 'EFM32HG309F64G-B-QFN24', manufacturer: 'Silicon Laboratories Inc', fitted: true },
    },
  },
  {
    // 196 pieces: the KiBoM footer says so itself (`Component Count:,196`, `Fitted Components:,196`).
    // `Leave empty` in the LowCost column is for that build variant only, not this one.
    file: 'ulx3s_bom_kibom.csv',
    sheet: 'ulx3s_bom_kibom',
    headerRow: 1,
    mapping: {
      References: 'designators',
      'Quantity Per PCB': 'quantity',
      MPN: 'mpn',
      MFG1: 'manufacturer',
      Value: 'value',
      Footprint: 'footprint',
      Digikey: 'distributorPartNumber:digikey',
      LCSC: 'distributorPartNumber:lcsc',
      Mouse_r2: 'distributorPartNumber:mouser',
    },
    lines: 52,
    quantity: 196,
    fitted: 52,
    known: {
      3: { designators: ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6'], quantity: 7, mpn: 'PTS645SL50SMTR92 LFS', value: 'PTS645' },
      4: {
        designators: ['BAT1'],
        mpn: '3000TR',
        manufacturer: 'Keystone',
        alternates: [
          { mpn: 'BK-885', manufacturer: 'MPD' },
          { mpn: 'S8201-46R', manufacturer: 'Harwin' },
        ],
      },
      48: {
        designators: ['U2'],
        mpn: 'MT48LC16M16A2TG-6A',
        manufacturer: 'Micron',
        // MPN4 sits next to MFG4 (`Alliance`): the one maker column of the fourth source.
        alternates: [
          { mpn: 'IS42S16160G-7TL-TR', manufacturer: 'ISSI' },
          { mpn: 'W9812G6KH-6', manufacturer: 'Winbond' },
          { mpn: 'AS4C32M16SB-7TCN', manufacturer: 'Alliance' },
        ],
      },
    },
  },
  {
    // `Qty` sums to 226; 12 lines carry the note `Leave empty` (AE1, D9/D51/D52, D28, H1–H4, J1/J2, J3, J4, J5,
    // LCD1, R11/R12/R27/R28/R55, RP1–RP3, RV2: 24 pieces), which we read as do-not-fit, leaving 202.
    file: 'ulx3s_1-click-bom.tsv',
    sheet: 'ulx3s_1-click-bom',
    headerRow: 1,
    mapping: { References: 'designators', Qty: 'quantity', MPN: 'mpn', MFG1: 'manufacturer', MP_N2: 'mpn', Digike_y: 'distributorPartNumber:digikey' },
    lines: 63,
    quantity: 202,
    fitted: 51,
    known: {
      2: { designators: ['AE1'], quantity: 1, fitted: false },
      3: { designators: ['AUDIO1'], mpn: 'SJ-43516-SMT-TR', manufacturer: 'CUI', fitted: true },
      30: {
        designators: ['L1', 'L2', 'L3'],
        quantity: 3,
        mpn: 'DFE322512F-2R2M=P2',
        manufacturer: 'Murata',
        // The file puts a Mouser number (`81-…`) in MP_N5: it is read as the file says, an alternate.
        alternates: [
          { mpn: 'DFE252012P-2R2M=P2', manufacturer: 'Murata' },
          { mpn: 'SRP2512A-2R2M', manufacturer: 'Bourns' },
          { mpn: 'HEI322512A-2R2M-Q8', manufacturer: 'Chilisin Elec' },
          { mpn: '81-LQH32PB2R2NN0L', manufacturer: '' },
        ],
      },
    },
  },
  {
    // No quantity column: each line counts its designators (154 in all). No part-number column either: the
    // `Comment` holds a value or a part number, and part numbers there are proposed (13 lines).
    file: 'pslab-mini_JLCPCB_SMT_BOM.csv',
    sheet: 'pslab-mini_JLCPCB_SMT_BOM',
    headerRow: 1,
    mapping: { Comment: 'value', Designator: 'designators', Footprint: 'footprint', 'JLCPCB Part': 'distributorPartNumber:jlcpcb' },
    lines: 68,
    quantity: 154,
    fitted: 68,
    known: {
      2: { designators: ['ANT1'], quantity: 1, mpn: '2450AT18D0100001E', distributorParts: [{ distributor: 'jlcpcb', sku: 'C2917718' }] },
      3: {
        designators: ['C1', 'C4', 'C6', 'C7', 'C11', 'C14', 'C15'],
        quantity: 7,
        value: '22uF',
        mpn: '',
        footprint: 'Capacitor_SMD:C_0805_2012Metric',
        distributorParts: [{ distributor: 'jlcpcb', sku: 'C602037' }],
      },
      64: { designators: ['U8'], mpn: 'STM32H563RIT6', value: 'STM32H563RIT6' },
    },
  },
  {
    // Fiducials, mounting holes, logos and test points are lines of their own and nothing marks them DNP:
    // they count, as KiCad counted them (Qty sums to 209).
    file: 'libresolar_bms-c1_bom.csv',
    sheet: 'libresolar_bms-c1_bom',
    headerRow: 1,
    mapping: { Reference: 'designators', Qty: 'quantity', DNP: 'dnp', Manufacturer: 'manufacturer', PartNumber: 'mpn', Value: 'value', Footprint: 'footprint' },
    lines: 69,
    quantity: 209,
    fitted: 69,
    known: {
      2: { quantity: 17, mpn: 'CL10B224KA8NNNC', manufacturer: 'Samsung Electro-Mechanics', value: '220nF', footprint: 'LibreSolar:C_0603_1608' },
      3: { designators: ['C17', 'C18'], quantity: 2, value: '47µF', mpn: 'CL31A476MPHNNNE' },
      23: { designators: ['FID1', 'FID2'], quantity: 2, value: 'Fiducial', mpn: '', fitted: true },
    },
  },
  {
    // 124 pieces: the KiBoM footer says `Component Count:;124`.
    file: 'libresolar_mppt-10a_BOM.csv',
    sheet: 'libresolar_mppt-10a_BOM',
    headerRow: 1,
    mapping: { References: 'designators', 'Quantity Per PCB': 'quantity', PartNumber: 'mpn', Manufacturer: 'manufacturer', Value: 'value', Footprint: 'footprint' },
    lines: 57,
    quantity: 124,
    fitted: 57,
    known: {
      4: { designators: ['C4', 'C7', 'C8', 'C11', 'C13', 'C17', 'C18', 'C27', 'C28', 'C37'], quantity: 10, mpn: 'GCM188R72A103KA37D', manufacturer: 'Murata' },
      18: { designators: ['J3'], value: 'BAT', footprint: 'Phoenix_Contact_PT_2,5-2-7,5-H', mpn: '1988105', manufacturer: 'Phoenix Contact' },
      58: { designators: ['Y1'], mpn: 'CSTCE8M00GH5L99-R0', value: '8MHz' },
    },
  },
  {
    // The header is on row 6, under KiCad's metadata; 25 pieces, as `"Component Count:","25"` says. The
    // `Supplier` column names the distributor of each `Supplier Part Number`. `Any/not critical` is a placeholder.
    file: 'tillitis_tp1.csv',
    sheet: 'tillitis_tp1',
    headerRow: 6,
    mapping: { Ref: 'designators', Qnty: 'quantity', 'Manufacturer Part Number': 'mpn', Manufacturer: 'manufacturer', 'Supplier Part Number': 'distributorPartNumber:supplier' },
    lines: 11,
    quantity: 25,
    fitted: 11,
    known: {
      7: { designators: ['F1'], quantity: 1, mpn: '1206L005/60WR', manufacturer: 'Littelfuse', distributorParts: [{ distributor: 'digikey', sku: 'F8129TR-ND' }] },
      9: { designators: ['FOOT1', 'FOOT2', 'FOOT3', 'FOOT4'], quantity: 4, mpn: 'SJ5076', manufacturer: '3M', distributorParts: [{ distributor: 'rs', sku: '120-6041' }] },
      14: { designators: ['R7', 'R8'], quantity: 2, mpn: '', manufacturer: '', value: '10K,1/16W,5%' },
    },
  },
  {
    // Qty sums to 178; `Q6, Q7 – DO NOT STUFF` makes that line do-not-fit, leaving 176. No part-number column:
    // part numbers are proposed from `Value`, or from `Device` where the value is empty (IC7).
    // `154-2442-E (MOUSER)` in the Digikey column is a Mouser number, and read as one.
    file: 'smoothieboard_bom.xls',
    sheet: 'Sheet1',
    headerRow: 1,
    mapping: { Qty: 'quantity', Parts: 'designators', Digikey: 'distributorPartNumber:digikey', Value: 'value', Package: 'footprint', Description: 'description' },
    lines: 48,
    quantity: 176,
    fitted: 47,
    known: {
      4: { designators: ['IC7'], quantity: 1, mpn: '74LVC1G04', footprint: 'SOT23-5', distributorParts: [{ distributor: 'digikey', sku: '296-11599-1-ND' }] },
      12: { designators: ['X14'], distributorParts: [{ distributor: 'mouser', sku: '154-2442-E' }] },
      46: { designators: ['Q6', 'Q7'], quantity: 2, value: 'AOT240L', fitted: false },
    },
  },
  {
    // Parts named only by links: LCSC's `C` numbers and Digi-Key's part numbers are read from them.
    // `SW2,SW3,SW4,SW5` has quantity 1 (README): the quantity column is kept, with a warning.
    file: 'keyboard-featherwing_bom.xls',
    sheet: 'handheld_featherwing',
    headerRow: 1,
    mapping: { Reference: 'designators', ' Quantity': 'quantity' },
    lines: 20,
    quantity: 36,
    fitted: 20,
    known: {
      2: { designators: ['C6', 'C10', 'C7', 'C8', 'C1', 'C11', 'C12', 'C4'], quantity: 8, distributorParts: [{ distributor: 'lcsc', sku: 'C389102' }] },
      10: { designators: ['J3'], mpn: '1040310811', distributorParts: [{ distributor: 'digikey', sku: 'WM6357CT-ND' }] },
      14: {
        designators: ['SW2', 'SW3', 'SW4', 'SW5'],
        quantity: 1,
        warnings: ['The quantity is 1 but 4 designators are listed (SW2-SW5); the quantity is used.'],
      },
    },
  },
  {
    file: 'bitaxeUltra_BOM.xlsx',
    sheet: 'BOM',
    headerRow: 1,
    mapping: { Qty: 'quantity', 'Ref Des': 'designators', Value: 'value', DK: 'distributorPartNumber:digikey', PARTNO: 'mpn', DNP: 'dnp' },
    lines: 46,
    quantity: 87,
    fitted: 46,
    known: {
      2: { quantity: 9, mpn: '0402X104K100CT', value: '0.1uF', distributorParts: [{ distributor: 'digikey', sku: '1292-1639-1-ND' }] },
      45: { designators: ['U14'], value: 'BM1366_mode1', mpn: '', distributorParts: [] },
      47: { designators: ['J9'], mpn: 'NPTC041KFXC-RC', distributorParts: [{ distributor: 'digikey', sku: 'S5596-ND' }] },
    },
  },
  {
    // No quantity column: 62 designators; R17's Comment is `DNP`, leaving 61.
    file: 'bitaxe_BOM_jlcpcb.xlsx',
    sheet: 'JLCPCB',
    headerRow: 1,
    mapping: { Comment: 'value', Designator: 'designators', Footprint: 'footprint', 'JLCPCB part': 'distributorPartNumber:jlcpcb' },
    lines: 30,
    quantity: 61,
    fitted: 29,
    known: {
      2: { quantity: 10, value: '0.1uF', distributorParts: [{ distributor: 'jlcpcb', sku: 'C1525' }] },
      16: { designators: ['Q1', 'Q2'], quantity: 2, mpn: 'CSD17311Q5' },
      27: { designators: ['R17'], quantity: 1, value: '', distributorParts: [], fitted: false },
    },
  },
  {
    // 59 items; the 3 alternate rows (Q1 twice more, Q5 once more, `备选物料`) join their item as alternates,
    // its quantity counted once. Qty over the 59 items sums to 207.
    file: 'esp32-s3-box_BOM_v2.5.xlsx',
    sheet: 'SCH_ESP32-S3-BOX_V2',
    headerRow: 2,
    mapping: { Qty: 'quantity', Reference: 'designators', Value: 'value', 'PCB Footprint': 'footprint', Manufacturer: 'manufacturer', 'Manufacturer Part #': 'mpn' },
    lines: 59,
    quantity: 207,
    fitted: 59,
    known: {
      3: { designators: ['C1', 'C7', 'C12', 'C107', 'C110'], quantity: 5, mpn: 'CC0402JRNPO9BN220', manufacturer: 'Yageo', footprint: 'C0402' },
      33: {
        designators: ['Q1'],
        quantity: 1,
        mpn: 'AOSS21311C',
        alternates: [
          { mpn: 'AO3401A', manufacturer: 'Alpha&Omega' },
          { mpn: 'AP2301B', manufacturer: 'ALLPOWER(铨力)' },
        ],
      },
      36: { designators: ['Q5'], mpn: 'LBSS138LT1G', alternates: [{ mpn: 'L2N7002SLT1G', manufacturer: 'LRC' }] },
    },
  },
]

const fieldOf = (read: BomRead, header: string) => {
  const column = read.mapping.find((m) => m.header === header)
  if (column === undefined) return `no column "${header}"`
  return column.field === 'distributorPartNumber' ? `distributorPartNumber:${column.distributor ?? ''}` : column.field
}

describe('the real BOM files, read into lines', () => {
  it('are all covered: every file of shared/data/boms has its expectation here', () => {
    const files = readdirSync(sharedDataFile('boms')).filter((f) => !f.startsWith('.')).sort()
    expect(files).toEqual(EXPECTED.map((e) => e.file).sort())
  })

  for (const e of EXPECTED) {
    describe(e.file, () => {
      const read = readReal(e.file)

      it(`reads sheet "${e.sheet}", header on row ${e.headerRow}, and maps its key columns`, () => {
        expect([read.sheet, read.headerRow]).toEqual([e.sheet, e.headerRow])
        const mapped = Object.fromEntries(Object.keys(e.mapping).map((header) => [header, fieldOf(read, header)]))
        expect(mapped).toEqual(e.mapping)
      })

      it(`has ${e.lines} lines, ${e.fitted} to buy, ${e.quantity} pieces per board`, () => {
        expect(read.lines).toHaveLength(e.lines)
        expect(read.totals).toEqual({ lines: e.lines, quantity: e.quantity, fitted: e.fitted })
        // Row numbers are those a spreadsheet program shows, in order, all below the header.
        expect(read.lines.every((l, i) => l.row > e.headerRow && (i === 0 || l.row > (read.lines[i - 1]?.row ?? 0)))).toBe(true)
      })

      it(`reads its known lines (rows ${Object.keys(e.known).join(', ')})`, () => {
        for (const [row, fields] of Object.entries(e.known)) {
          const line = read.lines.find((l) => l.row === Number(row))
          expect(line, `row ${row}`).toBeDefined()
          expect(line, `row ${row}`).toMatchObject(fields)
        }
      })
    })
  }

  it('counts every designator once: no line of a real file lists one twice', () => {
    for (const e of EXPECTED) {
      for (const line of readReal(e.file).lines) expect(new Set(line.designators).size, `${e.file} row ${line.row}`).toBe(line.designators.length)
    }
  })
})
