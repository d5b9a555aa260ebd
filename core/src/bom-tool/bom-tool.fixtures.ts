import type { BomLine, BomOption, BomPreview, Money, ProductSummary } from '../contract/index.ts'

/**
 * Fixtures of the BOM tool's tests (core and the page's browser tests): catalog parts with ladders, lines of
 * each match kind, and a preview. Prices are micro-dollars.
 */

export function product(intID: number, model: string, fields: Partial<ProductSummary> = {}): ProductSummary {
  return {
    intID,
    model,
    brandName: 'Texas Instruments',
    brandId: 1,
    categoryId: 2,
    categoryName: 'Op Amps',
    description: `${model} fixture`,
    packageName: 'SOIC-8',
    image: null,
    stock: 5000,
    priceLadder: [
      { quantity: 1, unitPrice: 250_000 },
      { quantity: 100, unitPrice: 200_000 },
      { quantity: 1000, unitPrice: 150_000 },
    ],
    moq: 1,
    spq: 1,
    ...fields,
  } as ProductSummary
}

export function line(row: number, fields: Partial<BomLine> = {}): BomLine {
  return {
    row,
    designators: [`U${row}`],
    quantity: 1,
    mpn: `PART${row}`,
    manufacturer: '',
    alternates: [],
    value: '',
    description: '',
    footprint: '',
    fitted: true,
    match: { kind: 'none', product: null, score: 0, reason: `Not in the catalog: nothing matches PART${row}, nor anything close.` },
    unitPrice: null,
    extendedPrice: null,
    options: [],
    ...fields,
  }
}

export function option(kind: BomOption['kind'], part: ProductSummary, score: number, reason: string): BomOption {
  return { kind, product: part, score, reason }
}

/** LM358DR: exact, 2 per board; its ladder breaks at 100 and 1,000. */
export const LM358DR = product(101, 'LM358DR')
/** 1.5SMC68CA: the close match of 1.5SMC6.8CA; 40 in stock. */
export const TVS68 = product(102, '1.5SMC68CA', { brandName: 'Vishay', stock: 40, priceLadder: [{ quantity: 1, unitPrice: 500_000 }] as unknown as ProductSummary['priceLadder'] })
/** 1.5SMC6V8CA: another close match. */
export const TVS6V8 = product(103, '1.5SMC6V8CA', { brandName: 'Littelfuse', stock: 900, priceLadder: [{ quantity: 1, unitPrice: 400_000 }] as unknown as ProductSummary['priceLadder'] })
/** A 10 kΩ 0603 resistor sold from 100. */
export const R10K = product(104, 'RC0603FR-0710KL', { brandName: 'Yageo', moq: 100, priceLadder: [{ quantity: 100, unitPrice: 2_000 }] as unknown as ProductSummary['priceLadder'] })
/** Price on request. */
export const TPS5430 = product(105, 'TPS5430DDAR', { priceLadder: [] })

/** Row 2: LM358DR, exact, 2 per board, priced at one board. */
export const EXACT_LINE = line(2, {
  designators: ['U1', 'U2'],
  quantity: 2,
  mpn: 'LM358DR',
  manufacturer: 'Texas Instruments',
  match: { kind: 'exact', product: LM358DR, score: 1, reason: 'Exact: Texas Instruments LM358DR.' },
  unitPrice: 250_000 as Money,
  extendedPrice: 500_000 as Money,
})

export const LINES: readonly BomLine[] = [
  EXACT_LINE,
  line(3, {
    designators: ['R1', 'R2', 'R3'],
    quantity: 3,
    mpn: '',
    value: '10k',
    footprint: 'R_0603',
    match: { kind: 'value', product: R10K, score: 0.5, reason: 'By value: 10 kΩ in package 0603: Yageo RC0603FR-0710KL.' },
  }),
  line(4, {
    designators: ['D1'],
    mpn: '1.5SMC6.8CA',
    manufacturer: 'Vishay',
    match: { kind: 'close', product: TVS68, score: 0.7, reason: 'Close, not exact: Vishay 1.5SMC68CA. Check it is the part you mean.' },
    options: [option('close', TVS6V8, 0.55, 'Close, not exact: Littelfuse 1.5SMC6V8CA. Check it is the part you mean.')],
  }),
  line(5, { designators: ['U9'], mpn: 'XQ9Z77001' }),
  line(6, { designators: ['C9'], quantity: 0, fitted: false, mpn: 'LM358DR', match: { kind: 'exact', product: LM358DR, score: 1, reason: 'Exact.' } }),
  line(7, { designators: ['U5'], mpn: 'TPS5430DDAR', match: { kind: 'exact', product: TPS5430, score: 1, reason: 'Exact: TPS5430DDAR.' } }),
]

export function previewOf(lines: readonly BomLine[] = LINES, fields: Partial<BomPreview> = {}): BomPreview {
  return {
    fileName: 'board.csv',
    models: lines.length,
    reading: {
      sheet: 'board',
      sheets: ['board'],
      headerRow: 1,
      mapping: [
        { column: 0, header: 'Designator', field: 'designators', confidence: 0.95 },
        { column: 1, header: 'Qty', field: 'quantity', confidence: 0.9 },
        { column: 2, header: 'Part', field: 'mpn', confidence: 0.55 },
        { column: 3, header: 'Notes', field: null, confidence: 0 },
      ],
      warnings: [],
    },
    lines: [...lines],
    pricedAt: '2026-11-24T14:03:09.000Z',
    ...fields,
  }
}
