import type { BomContact, BrandId, CategoryId, Money, PriceBreak, ProductId, UserId } from '@partfront/core/contract'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { hashToken } from '../api/router.ts'
import type { ProductInput } from '../store/catalog.port.ts'
import type { Store } from '../store/store.ts'
import { sharedDataFile } from '../testing/shared-data.ts'

/**
 * Fixtures of the BOM tests: a small catalog with the kinds of part a BOM line matches (an op-amp and its
 * packaging variants, passives with values and LCSC numbers, a part several makers list, a near miss),
 * members with sessions, and upload forms.
 */

/** Dollars as micro-dollars. */
export function usd(dollars: number): Money {
  return Math.round(dollars * 1_000_000) as Money
}

const CATEGORIES = {
  ics: 1 as CategoryId,
  linear: 2 as CategoryId,
  passives: 3 as CategoryId,
  resistors: 4 as CategoryId,
  capacitors: 5 as CategoryId,
  discretes: 6 as CategoryId,
  diodes: 7 as CategoryId,
}

const MAKERS = {
  ti: 1 as BrandId,
  yageo: 2 as BrandId,
  samsung: 3 as BrandId,
  onsemi: 4 as BrandId,
  diodes: 5 as BrandId,
  vishay: 6 as BrandId,
}

/** The fixture parts by role. */
export interface BomFixtureParts {
  /** Texas Instruments LM358DR, SOIC-8: 5,000 in stock; breaks at 1, 100, 1,000. */
  readonly lm358dr: ProductId
  /** LM358DT: the same base part in another packaging. */
  readonly lm358dt: ProductId
  /** Yageo RC0603FR-0710KL: 10 kΩ 0603, LCSC C98220; sold from 100. */
  readonly r10k0603: ProductId
  /** Yageo RC0402FR-0710KL: 10 kΩ 0402. */
  readonly r10k0402: ProductId
  /** Samsung CL10B104KB8NNNC: 100 nF 0603 50 V X7R, LCSC C14663; 40 in stock. */
  readonly c100n0603: ProductId
  /** onsemi 1N4148W, LCSC C81598: one of two makers of that number. */
  readonly diodeOnsemi: ProductId
  /** Diodes Inc. 1N4148W: the other one, with more stock. */
  readonly diodeDiodes: ProductId
  /** Vishay 1.5SMC68CA: 68 V TVS (a near miss of `1.5SMC6.8CA`). */
  readonly tvs68: ProductId
  /** Texas Instruments TPS5430DDAR: price on request. */
  readonly regulator: ProductId
}

const LM358_LADDER: PriceBreak[] = [
  { quantity: 1, unitPrice: usd(0.25) },
  { quantity: 100, unitPrice: usd(0.2) },
  { quantity: 1000, unitPrice: usd(0.15) },
] as PriceBreak[]

function part(
  partNumber: string,
  manufacturerId: BrandId,
  categoryId: CategoryId,
  fields: Partial<Omit<ProductInput, 'partNumber' | 'manufacturerId' | 'categoryId'>> = {},
): ProductInput {
  return {
    partNumber,
    manufacturerId,
    categoryId,
    description: `${partNumber} fixture`,
    packageName: '',
    datasheetUrl: null,
    image: null,
    stock: 1000,
    leadTimeDays: 14,
    moq: 1,
    spq: 1,
    rohs: true,
    priceLadder: [{ quantity: 1, unitPrice: usd(0.1) }] as PriceBreak[],
    attributes: [],
    codes: [],
    ...fields,
  }
}

/** Loads the fixture catalog. */
export async function seedBomParts(store: Store): Promise<BomFixtureParts> {
  await store.catalog.upsertCategories([
    { id: CATEGORIES.ics, parentId: null, name: 'Integrated Circuits', slug: 'ics', description: '', sort: 0 },
    { id: CATEGORIES.linear, parentId: CATEGORIES.ics, name: 'Linear', slug: 'linear', description: '', sort: 0 },
    { id: CATEGORIES.passives, parentId: null, name: 'Passives', slug: 'passives', description: '', sort: 1 },
    { id: CATEGORIES.resistors, parentId: CATEGORIES.passives, name: 'Chip Resistors', slug: 'chip-resistors', description: '', sort: 0 },
    { id: CATEGORIES.capacitors, parentId: CATEGORIES.passives, name: 'MLCC Capacitors', slug: 'mlcc', description: '', sort: 1 },
    { id: CATEGORIES.discretes, parentId: null, name: 'Discretes', slug: 'discretes', description: '', sort: 2 },
    { id: CATEGORIES.diodes, parentId: CATEGORIES.discretes, name: 'Diodes', slug: 'diodes', description: '', sort: 0 },
  ])
  await store.catalog.upsertManufacturers([
    { id: MAKERS.ti, name: 'Texas Instruments', slug: 'ti', website: null, description: '' },
    { id: MAKERS.yageo, name: 'Yageo', slug: 'yageo', website: null, description: '' },
    { id: MAKERS.samsung, name: 'Samsung Electro-Mechanics', slug: 'samsung', website: null, description: '' },
    { id: MAKERS.onsemi, name: 'onsemi', slug: 'onsemi', website: null, description: '' },
    { id: MAKERS.diodes, name: 'Diodes Incorporated', slug: 'diodes', website: null, description: '' },
    { id: MAKERS.vishay, name: 'Vishay', slug: 'vishay', website: null, description: '' },
  ])
  const report = await store.catalog.upsertProducts([
    part('LM358DR', MAKERS.ti, CATEGORIES.linear, { packageName: 'SOIC-8', stock: 5000, priceLadder: LM358_LADDER, description: 'Dual op-amp, SOIC-8' }),
    part('LM358DT', MAKERS.ti, CATEGORIES.linear, { packageName: 'SOIC-8', stock: 200, description: 'Dual op-amp, SOIC-8, tube' }),
    part('RC0603FR-0710KL', MAKERS.yageo, CATEGORIES.resistors, {
      packageName: '0603 (1608 Metric)',
      description: 'Thick film chip resistor, 10 kΩ, ±1%, 1/10 W, 0603 (1608 Metric)',
      attributes: [{ name: 'Resistance', value: '10 kΩ' }],
      priceLadder: [
        { quantity: 100, unitPrice: usd(0.002) },
        { quantity: 1000, unitPrice: usd(0.001) },
      ] as PriceBreak[],
      moq: 100,
      stock: 100_000,
      codes: [{ distributor: 'LCSC', code: 'C98220' }],
    }),
    part('RC0402FR-0710KL', MAKERS.yageo, CATEGORIES.resistors, {
      packageName: '0402',
      description: '62.5mW Thick Film Resistors ±1% 10kΩ 0402',
      attributes: [{ name: 'Resistance', value: '10000.0' }],
      stock: 50_000,
    }),
    part('CL10B104KB8NNNC', MAKERS.samsung, CATEGORIES.capacitors, {
      packageName: '0603',
      description: '50V 100nF X7R ±10% 0603 Multilayer Ceramic Capacitors MLCC',
      attributes: [{ name: 'Capacitance', value: '1e-07' }],
      stock: 40,
      codes: [{ distributor: 'LCSC', code: 'C14663' }],
    }),
    part('1N4148W', MAKERS.onsemi, CATEGORIES.diodes, { packageName: 'SOD-123', stock: 300, codes: [{ distributor: 'LCSC', code: 'C81598' }] }),
    part('1N4148W', MAKERS.diodes, CATEGORIES.diodes, { packageName: 'SOD-123', stock: 9000 }),
    part('1.5SMC68CA', MAKERS.vishay, CATEGORIES.diodes, { packageName: 'DO-214AB (SMC)', description: 'TVS diode, 68 V' }),
    part('TPS5430DDAR', MAKERS.ti, CATEGORIES.linear, { packageName: 'SO-8 PowerPAD', priceLadder: [] }),
  ])
  const [lm358dr, lm358dt, r10k0603, r10k0402, c100n0603, diodeOnsemi, diodeDiodes, tvs68, regulator] = report.ids
  if (regulator === undefined || lm358dr === undefined || lm358dt === undefined || r10k0603 === undefined || r10k0402 === undefined) {
    throw new Error('fixture parts not loaded')
  }
  if (c100n0603 === undefined || diodeOnsemi === undefined || diodeDiodes === undefined || tvs68 === undefined) throw new Error('fixture parts not loaded')
  return { lm358dr, lm358dt, r10k0603, r10k0402, c100n0603, diodeOnsemi, diodeDiodes, tvs68, regulator }
}

/** More fixture parts, by the fixture catalog's makers and categories (after `seedBomParts`); answers their ids. */
export async function seedMoreBomParts(
  store: Store,
  parts: ReadonlyArray<{
    readonly partNumber: string
    readonly maker: keyof typeof MAKERS
    readonly category: keyof typeof CATEGORIES
    readonly fields?: Partial<Omit<ProductInput, 'partNumber' | 'manufacturerId' | 'categoryId'>>
  }>,
): Promise<ProductId[]> {
  const report = await store.catalog.upsertProducts(parts.map((p) => part(p.partNumber, MAKERS[p.maker], CATEGORIES[p.category], p.fields)))
  if (report.ids.length !== parts.length) throw new Error('fixture parts not loaded')
  return [...report.ids]
}

/** A member with a live session. */
export interface BomMember {
  readonly userId: UserId
  readonly token: string
  readonly email: string
}

/** Creates a member and a session for them. */
export async function createBomMember(store: Store, name: string): Promise<BomMember> {
  const email = `${name}@example.com`
  const user = await store.accounts.createUser({ email, passwordHash: 'unused', emailUpdates: false, createdAt: '2026-01-01T00:00:00.000Z' })
  if (user === undefined) throw new Error(`member ${name} not created`)
  const token = `token-of-${name}`
  await store.accounts.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
  })
  return { userId: user.id, token, email }
}

/** BOM-4's contact info, as the form sends it. */
export const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+44 20 7946 0000',
  address: '12 St James’s Square, London',
} as const

/** The contact info as the contract's decoded type. */
export const BOM_CONTACT: BomContact = CONTACT

/** The upload form of a file: its bytes under `name`, with the contact fields. */
export function uploadForm(bytes: Uint8Array | string, name: string, contact: Readonly<Record<string, string>> = CONTACT): FormData {
  const form = new FormData()
  const content = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  form.append('file', new File([content], name))
  for (const [field, value] of Object.entries(contact)) form.append(field, value)
  return form
}

/** A BOM as CSV text, with a header and one row per line. */
export function csvBom(rows: readonly (readonly string[])[], header: readonly string[] = ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer', 'Value', 'Footprint']): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\n') + '\n'
}

/** The real BOM files of `../shared/data/boms` (read in place, never copied into the repository). */
export function realBomsFolder(): string {
  return sharedDataFile('boms')
}

/** The bytes of one real BOM file, e.g. `readRealBom('libresolar_bms-c1_bom.csv')`. */
export function readRealBom(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(realBomsFolder(), name)))
}
