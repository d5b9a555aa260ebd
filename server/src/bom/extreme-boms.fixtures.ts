import type { BomLineDraft } from '@partfront/core/bom'
import type { PriceBreak } from '@partfront/core/contract'
import * as XLSX from 'xlsx'
import type { Store } from '../store/store.ts'
import { csvBom, seedMoreBomParts, usd } from './bom.fixtures.ts'

/**
 * Issue 14's extreme BOMs (defects 5–7), made at test time: quantities past what a line may hold or a number
 * holds exactly, below zero and tiny; part numbers of 1,000,000 and 100 × 40,000 characters; a 4 MB cell;
 * NUL bytes; a part priced past the money type. And lines as a BOM stored before the limits may hold them.
 */

/** A part at $5,000 a piece: 10,000,000 of them come to $50 billion, past the money type (~$9 billion). */
export const EXPENSIVE_PART = 'XCVU19P-2FSVA3824E'

export async function seedExpensivePart(store: Store): Promise<void> {
  await seedMoreBomParts(store, [
    { partNumber: EXPENSIVE_PART, maker: 'ti', category: 'linear', fields: { priceLadder: [{ quantity: 1, unitPrice: usd(5_000) }] as PriceBreak[], stock: 10 } },
  ])
}

function workbook(rows: (string | number)[][]): Uint8Array {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'BOM')
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

export interface ExtremeBom {
  readonly name: string
  readonly bytes: Uint8Array | string
}

/** Every extreme BOM file, each with a line the catalog matches so that it is priced. */
export function extremeBoms(): ExtremeBom[] {
  const lm358 = ['U9', '1', 'LM358DR', 'Texas Instruments', '', 'SOIC-8']
  return [
    { name: 'trillion.csv', bytes: csvBom([['U1', '1000000000000', 'LM358DR', 'Texas Instruments', '', 'SOIC-8'], ['U2', '1000000000000', 'ATMEGA2560-16AU', 'Microchip', '', '']]) },
    { name: 'unsafe-integer.csv', bytes: csvBom([['U1', '9007199254740993', 'LM358DR', 'Texas Instruments', '', ''], lm358]) },
    { name: 'extremes.csv', bytes: csvBom([['U1', '1e300', 'LM358DR', '', '', ''], ['U2', '-5', 'LM358DR', '', '', ''], ['U3', '0.0000001', 'LM358DR', '', '', '']]) },
    { name: 'thousand-per-board.csv', bytes: csvBom([['U1', '1000', 'LM358DR', 'Texas Instruments', '', '']]) },
    { name: 'most-per-line.csv', bytes: csvBom([['U1', '10000000', 'LM358DR', 'Texas Instruments', '', '']]) },
    { name: 'expensive.csv', bytes: csvBom([['U1', '10000000', EXPENSIVE_PART, 'Texas Instruments', '', ''], lm358]) },
    { name: 'million-character-part.csv', bytes: csvBom([['U1', '1', 'A'.repeat(1_000_000), '', '', ''], lm358]) },
    {
      name: 'long-part-numbers.csv',
      bytes: csvBom([...Array.from({ length: 100 }, (_, i) => [`U${i + 1}`, '1', String.fromCharCode(65 + (i % 26)).repeat(40_000), '', '', '']), lm358]),
    },
    { name: 'four-mb-cell.csv', bytes: csvBom([['U1', '1', 'LM358DR', 'Texas Instruments', 'x'.repeat(4 * 1024 * 1024), '']]) },
    {
      name: 'nul.xlsx',
      bytes: workbook([
        ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Value\u0000'],
        ['U1', 1, 'LM358\u0000DR', 'Texas\u0000Instruments', 'op\u0001amp'],
        ['U2', 1e300, 'LM358DR', '', ''],
        ['U3', -5, 'LM358DR', '', ''],
      ]),
    },
  ]
}

const LINE: BomLineDraft = {
  row: 2,
  designators: ['U1'],
  quantity: 1,
  mpn: 'LM358DR',
  manufacturer: 'Texas Instruments',
  alternates: [],
  distributorParts: [],
  value: '',
  description: '',
  footprint: '',
  fitted: true,
  warnings: [],
}

/** Lines as a BOM stored before issue 14's limits may hold them (the reader no longer makes them). */
export const STORED_BEFORE_THE_LIMITS: Readonly<Record<string, readonly BomLineDraft[]>> = {
  trillion: [{ ...LINE, quantity: 1_000_000_000_000 }],
  'unsafe integer': [{ ...LINE, quantity: Number('9007199254740993') }],
  'million-character part number': [{ ...LINE, mpn: 'A'.repeat(1_000_000) }, { ...LINE, row: 3 }],
  'a million-character distributor number': [{ ...LINE, mpn: '', distributorParts: [{ distributor: 'lcsc', sku: `C${'1'.repeat(1_000_000)}` }] }],
  'long part numbers': [...Array.from({ length: 100 }, (_, i) => ({ ...LINE, row: i + 2, mpn: String.fromCharCode(65 + (i % 26)).repeat(40_000) })), { ...LINE, row: 102 }],
}
