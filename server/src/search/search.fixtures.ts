import type { BrandId, CategoryId, Money, PriceBreak, ProductId } from '@partfront/core/contract'
import type { DistributorCode, ProductInput } from '../store/catalog.port.ts'
import type { Store } from '../store/store.ts'

/**
 * Test support for the search tests: a small catalog whose part numbers exercise every match kind of search
 * issue #7 (exact, packaging variant, prefix, substring, keyword, near-miss), loaded through the catalog port.
 */

export const CATEGORY = {
  ics: 1 as CategoryId,
  amplifiers: 101 as CategoryId,
  regulators: 102 as CategoryId,
  discretes: 2 as CategoryId,
  tvs: 201 as CategoryId,
  transistors: 202 as CategoryId,
  rf: 3 as CategoryId,
  antennas: 301 as CategoryId,
}

export const MAKER = {
  ti: 1 as BrandId,
  littelfuse: 2 as BrandId,
  nexperia: 3 as BrandId,
  microchip: 4 as BrandId,
  adi: 5 as BrandId,
  generic: 6 as BrandId,
}

const usd = (dollars: number) => Math.round(dollars * 1_000_000) as Money

/** One break at 1 piece, then `more` (`[quantity, dollars]`); none for a price on request. */
function ladder(dollars: number | null, more: readonly (readonly [number, number])[] = []): PriceBreak[] {
  if (dollars === null) return []
  return [{ quantity: 1, unitPrice: usd(dollars) }, ...more.map(([quantity, price]) => ({ quantity, unitPrice: usd(price) }))]
}

interface FixturePart {
  readonly partNumber: string
  readonly maker: BrandId
  readonly category: CategoryId
  readonly description: string
  readonly stock: number
  readonly price: number | null
  /** Breaks above the first (`[quantity, dollars]`): the price order changes with the quantity (issue 15). */
  readonly breaks?: readonly (readonly [number, number])[]
  /** The package as shown. @default '' */
  readonly package?: string
  readonly codes?: readonly DistributorCode[]
}

/** The fixture parts, by a short name. */
export const PARTS = {
  lm358dr: { package: 'SOIC-8', breaks: [[100, 0.1]], partNumber: 'LM358DR', maker: MAKER.ti, category: CATEGORY.amplifiers, description: 'Dual op-amp, 3V~32V, SOIC-8', stock: 5000, price: 0.25, codes: [{ distributor: 'LCSC', code: 'C7950' }] },
  lm358dt: { package: 'SOIC-8', breaks: [[1000, 0.05]], partNumber: 'LM358DT', maker: MAKER.ti, category: CATEGORY.amplifiers, description: 'Dual op-amp, SOIC-8, tape', stock: 0, price: 0.22 },
  lm358drg4: { package: 'SOIC-8', partNumber: 'LM358DRG4', maker: MAKER.ti, category: CATEGORY.amplifiers, description: 'Dual op-amp, SOIC-8, green', stock: 120, price: 0.3 },
  lm358drx: { package: 'VSSOP-8', partNumber: 'LM358DRXQ9', maker: MAKER.generic, category: CATEGORY.amplifiers, description: 'Dual op-amp, automotive screening', stock: 40, price: 0.9 },
  xlm358dr: { package: 'SOIC-8', partNumber: 'XLM358DR', maker: MAKER.generic, category: CATEGORY.amplifiers, description: 'Dual op-amp, second source', stock: 300, price: 0.19 },
  opa358: { package: 'SOT-23-6', breaks: [[10, 0.15]], partNumber: 'OPA358', maker: MAKER.ti, category: CATEGORY.amplifiers, description: 'Op-amp, drop-in for LM358DR designs, SOT-23', stock: 800, price: 0.95 },
  lm358: { package: 'DIP-8', partNumber: 'LM358', maker: MAKER.ti, category: CATEGORY.amplifiers, description: 'Dual op-amp, DIP-8', stock: 50, price: null },
  tps: { package: 'WSON-6', partNumber: 'TPS71725QDRV', maker: MAKER.ti, category: CATEGORY.regulators, description: 'LDO regulator, 2.5 V, WSON-6', stock: 2500, price: 0.6 },
  tpsQ1: { partNumber: 'TPS71725QDRVRQ1', maker: MAKER.ti, category: CATEGORY.regulators, description: 'LDO regulator, 2.5 V, automotive', stock: 900, price: 0.75 },
  smc68: { partNumber: '1.5SMC68CA', maker: MAKER.littelfuse, category: CATEGORY.tvs, description: 'TVS diode, 68 V, bidirectional', stock: 700, price: 0.35 },
  smc6p8: { partNumber: '1.5SMC6.8CA', maker: MAKER.littelfuse, category: CATEGORY.tvs, description: 'TVS diode, 6.8 V, bidirectional', stock: 0, price: 0.35 },
  bc847: { package: 'SOT-23', partNumber: 'BC847B,215', maker: MAKER.nexperia, category: CATEGORY.transistors, description: 'NPN transistor, 45 V, SOT-23', stock: 100000, price: 0.02 },
  mcp: { package: 'SOIC-8', partNumber: 'MCP6002T-I/SN', maker: MAKER.microchip, category: CATEGORY.amplifiers, description: 'Dual op-amp, 1 MHz, SOIC-8', stock: 3300, price: 0.28 },
  max232: { partNumber: 'MAX232ESE+T', maker: MAKER.adi, category: CATEGORY.ics, description: 'RS-232 driver, 5 V', stock: 15, price: 1.8 },
  mmbt: { partNumber: 'MMBT5551(RANGE:200-300)', maker: MAKER.generic, category: CATEGORY.transistors, description: 'NPN transistor, hFE "range" 200-300 (binned)', stock: 60, price: 0.03 },
  antenna: { partNumber: 'ANT-NFC-25', maker: MAKER.generic, category: CATEGORY.antennas, description: 'NEAR-field antenna (NFC) * 13.56 MHz: AND/OR/NOT', stock: 5, price: 2.5 },
} satisfies Record<string, FixturePart>

export type PartName = keyof typeof PARTS

/** A fixture part as the catalog port takes it. */
export function productInput(part: FixturePart): ProductInput {
  return {
    partNumber: part.partNumber,
    manufacturerId: part.maker,
    categoryId: part.category,
    description: part.description,
    packageName: part.package ?? '',
    datasheetUrl: null,
    image: null,
    stock: part.stock,
    leadTimeDays: null,
    moq: 1,
    spq: 1,
    rohs: true,
    priceLadder: ladder(part.price, part.breaks),
    attributes: [],
    codes: part.codes ?? [],
  }
}

/** Loads the fixture's categories and manufacturers. */
export async function seedSearchNames(store: Store): Promise<void> {
  const category = (id: CategoryId, parentId: CategoryId | null, name: string) => ({
    id,
    parentId,
    name,
    slug: name.toLowerCase().replaceAll(/[^a-z0-9]+/gu, '-'),
    description: '',
    sort: id,
  })
  await store.catalog.upsertCategories([
    category(CATEGORY.ics, null, 'Integrated Circuits'),
    category(CATEGORY.discretes, null, 'Discrete Semiconductors'),
    category(CATEGORY.rf, null, 'RF and Wireless'),
    category(CATEGORY.amplifiers, CATEGORY.ics, 'Operational Amplifiers'),
    category(CATEGORY.regulators, CATEGORY.ics, 'Voltage Regulators'),
    category(CATEGORY.tvs, CATEGORY.discretes, 'TVS Diodes'),
    category(CATEGORY.transistors, CATEGORY.discretes, 'Bipolar Transistors'),
    category(CATEGORY.antennas, CATEGORY.rf, 'Antennas'),
  ])
  const maker = (id: BrandId, name: string) => ({ id, name, slug: name.toLowerCase(), website: null, description: '' })
  await store.catalog.upsertManufacturers([
    maker(MAKER.ti, 'Texas Instruments'),
    maker(MAKER.littelfuse, 'Littelfuse'),
    maker(MAKER.nexperia, 'Nexperia'),
    maker(MAKER.microchip, 'Microchip Technology'),
    maker(MAKER.adi, 'Analog Devices'),
    maker(MAKER.generic, 'Generic Semiconductor Works'),
  ])
}

/** Loads the fixture catalog; the product ids by part name. */
export async function seedSearchCatalog(store: Store): Promise<Record<PartName, ProductId>> {
  await seedSearchNames(store)
  const names = Object.keys(PARTS) as PartName[]
  const report = await store.catalog.upsertProducts(names.map((name) => productInput(PARTS[name])))
  return Object.fromEntries(names.map((name, index) => [name, report.ids[index]])) as Record<PartName, ProductId>
}
