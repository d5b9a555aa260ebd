import { normalizeHeader } from '../bom/header-words.ts'

/**
 * The columns a distributor's catalog file may have (issue 8, "Catalog import"), and the header names that
 * mean each one. Headers are compared after `normalizeHeader` (lower case, accents and punctuation gone:
 * `MFR.Part` → `mfr part`, `price_breaks_usd` → `price breaks usd`), then with spaces removed.
 */
export const IMPORT_FIELDS = [
  'partNumber',
  'manufacturer',
  'description',
  'package',
  'footprint',
  'category',
  'subcategory',
  'stock',
  'priceBreaks',
  'moq',
  'spq',
  'datasheet',
  'lcsc',
  'digikey',
  'mouser',
  'leadTimeDays',
  'rohs',
  'attributes',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** The fields a row cannot do without. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['partNumber', 'manufacturer']

/**
 * The header names each field is known by, written as a person would (the README lists these). The first
 * column that matches a field takes it; later ones are ignored.
 */
export const IMPORT_HEADER_NAMES: { readonly [F in ImportField]: readonly string[] } = {
  partNumber: [
    'MPN',
    'Manufacturer Part Number',
    'Mfr Part Number',
    'mfr_part_number',
    'MFR.Part',
    'Mfr Part',
    'Part Number',
    'Part No',
    'Part',
    'Model',
  ],
  manufacturer: ['Manufacturer', 'Mfr', 'Manufacturer Name', 'Brand', 'Maker', 'Vendor'],
  description: ['Description', 'Desc', 'Product Description', 'Detailed Description'],
  package: ['Package', 'Package / Case', 'Case', 'Package Name'],
  footprint: ['Footprint', 'PCB Footprint'],
  category: ['Category', 'First Category', 'Main Category', 'Product Category'],
  subcategory: ['Subcategory', 'Sub Category', 'Second Category', 'Family'],
  stock: ['Stock', 'Quantity Available', 'Qty Available', 'In Stock', 'Inventory'],
  priceBreaks: ['Price', 'Prices', 'Price Breaks', 'price_breaks_usd', 'Unit Price', 'Price (USD)', 'Unit Price (USD)'],
  moq: ['Minimum Qty', 'MOQ', 'Minimum Order Quantity', 'Min Qty'],
  spq: ['SPQ', 'Standard Pack Quantity', 'Standard Package', 'Order Multiple'],
  datasheet: ['Datasheet', 'Data Sheet', 'Datasheet URL', 'DK_Datasheet_Link'],
  lcsc: ['LCSC', 'LCSC Part', 'LCSC Part Number', 'LCSC Part #', 'JLCPCB Part', 'JLCPCB Part #', 'JLC Part'],
  digikey: ['Digi-Key_PN', 'Digi-Key Part Number', 'DigiKey Part Number', 'Digi-Key PN', 'Digikey'],
  mouser: ['Mouser Part Number', 'Mouser No', 'Mouser PN', 'Mouser'],
  leadTimeDays: ['Lead Time Days', 'Lead Time (days)', 'Lead Time'],
  rohs: ['RoHS', 'RoHS Status', 'ROHS Compliant'],
  attributes: ['attributes_json', 'Attributes', 'other_properties_json', 'Parameters'],
}

/** How the catalog's columns were read: one entry per header cell. */
export interface ImportColumn {
  /** From 0, left to right. */
  readonly column: number
  readonly header: string
  readonly field: ImportField | null
}

export interface ImportMapping {
  readonly columns: readonly ImportColumn[]
  /** Required fields no column holds: the import cannot start without them. */
  readonly missing: readonly ImportField[]
}

const key = (text: string) => normalizeHeader(text).replace(/\s+/gu, '')

const KNOWN: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) => IMPORT_HEADER_NAMES[field].map((name) => [key(name), field] as const)),
)

/** The field each header cell names, each field taken by its first column only. */
export function guessImportMapping(header: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>()
  const columns = header.map((cell, column): ImportColumn => {
    const field = KNOWN.get(key(cell))
    if (field === undefined || taken.has(field)) return { column, header: cell, field: null }
    taken.add(field)
    return { column, header: cell, field }
  })
  return { columns, missing: REQUIRED_IMPORT_FIELDS.filter((field) => !taken.has(field)) }
}
