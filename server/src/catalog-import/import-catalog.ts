import { type ReadLimits, type Refusal, readSpreadsheet } from '@partfront/core/bom'
import {
  type AttributeImportCount,
  type ImportMapping,
  type ImportedAttributes,
  type ImportedPart,
  type SkippedRow,
  MakerAliases,
  guessImportMapping,
  isSkippedRow,
  readImportRow,
  readImportedAttributes,
  summariseImportedAttributes,
} from '@partfront/core/catalog-import'
import type { Money } from '@partfront/core/contract'
import type { ProductAttributesInput } from '../store/attributes.port.ts'
import type { ProductInput } from '../store/catalog.port.ts'
import type { Store } from '../store/store.ts'

/**
 * `npm run import`'s work (issue 8, "Catalog import"): a distributor's catalog file read with the BOM
 * engine's reader, its columns recognised, unknown manufacturers and categories created (another spelling of a
 * known maker is that maker: `maker-aliases.ts` in core), each good row
 * written (a re-import updates by manufacturer + part number and loses nothing), bad rows reported by their
 * line and skipped.
 */

/** A catalog file may be far larger than a BOM upload. */
export const IMPORT_LIMITS: ReadLimits = {
  maxBytes: 512 * 1024 * 1024,
  maxRows: 5_000_000,
  maxColumns: 1_000,
  maxCells: 100_000_000,
  maxUnzippedBytes: 2 * 1024 * 1024 * 1024,
}

/** Rows written per transaction. */
const BATCH = 2_000

export interface ImportReport {
  readonly ok: true
  readonly sheet: string
  /** The header's row number as a spreadsheet program shows it. */
  readonly headerRow: number
  readonly mapping: ImportMapping
  readonly rows: number
  readonly inserted: number
  readonly updated: number
  readonly skipped: readonly SkippedRow[]
  readonly manufacturersCreated: readonly string[]
  readonly categoriesCreated: readonly string[]
  /** Parametric attributes (issue 29), per category's attribute list and attribute: read as values, kept as text. */
  readonly attributes: readonly AttributeImportCount[]
}

export interface ImportOptions {
  /** Called after each batch with the data rows handled so far. */
  readonly onProgress?: (done: number, total: number) => void
}

/** Imports a catalog file into the store, or says why the file cannot be read. */
export async function importCatalog(
  store: Store,
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions = {},
): Promise<ImportReport | Refusal> {
  const read = readSpreadsheet(bytes, fileName, { limits: IMPORT_LIMITS })
  if (!read.ok) return read
  const mapping = guessImportMapping(read.header)
  const base = { ok: true as const, sheet: read.sheetName, headerRow: read.headerRow, mapping, rows: read.rows.length }
  if (mapping.missing.length > 0) {
    return {
      ok: false,
      reason: 'no-rows',
      message: `No column holds the ${mapping.missing.join(' or ')} (header row ${read.headerRow}: ${read.header.join(', ')})`,
    }
  }

  // Another spelling of a maker the catalog knows (`Uniroyal Elec` for `UNI-ROYAL(Uniroyal Elec)`) is that maker.
  const makers = new MakerAliases(await store.catalog.manufacturerNames())
  const skipped: SkippedRow[] = []
  const manufacturersCreated: string[] = []
  const categoriesCreated: string[] = []
  const attributeCounts = new AttributeCounts()
  // A KiCad library's value column (`10k`, `100nF`) is a passive's value; it is no column of the import's own.
  const valueColumn = read.header.findIndex((header) => header.trim().toLowerCase() === 'value')
  const footprintColumn = mapping.columns.find((column) => column.field === 'footprint')?.column ?? -1
  let inserted = 0
  let updated = 0
  for (let start = 0; start < read.rows.length; start += BATCH) {
    const parts: ImportedPart[] = []
    const parametric: ImportedAttributes[] = []
    for (const row of read.rows.slice(start, start + BATCH)) {
      const part = readImportRow(row, mapping)
      if (isSkippedRow(part)) {
        skipped.push(part)
        continue
      }
      parts.push({ ...part, manufacturer: makers.resolve(part.manufacturer) ?? part.manufacturer })
      const cell = (column: number): string | undefined => (column < 0 ? undefined : (row.cells[column] ?? ''))
      const value = cell(valueColumn)
      const footprint = cell(footprintColumn)
      parametric.push(
        readImportedAttributes({
          category: part.category,
          attributes: part.attributes,
          ...(value === undefined ? {} : { value }),
          ...(footprint === undefined ? {} : { footprint }),
        }),
      )
    }
    attributeCounts.add(summariseImportedAttributes(parametric))
    const names = await store.catalog.ensureManufacturers(parts.map((part) => part.manufacturer))
    for (const name of names.created) makers.add(name)
    manufacturersCreated.push(...names.created)
    const categories = await store.catalog.ensureCategories(parts.map((part) => part.category))
    categoriesCreated.push(...categories.created)
    const products = parts.map((part): ProductInput => {
      const manufacturerId = names.ids.get(part.manufacturer.toLowerCase())
      const categoryId = categories.ids.get(categoryKey(part.category))
      if (manufacturerId === undefined || categoryId === undefined) {
        throw new Error(`Row ${part.row}: the manufacturer or category was not created`)
      }
      return {
        partNumber: part.partNumber,
        manufacturerId,
        categoryId,
        description: part.description,
        packageName: part.packageName,
        datasheetUrl: part.datasheetUrl,
        image: null,
        stock: part.stock,
        leadTimeDays: part.leadTimeDays,
        moq: part.moq,
        spq: part.spq,
        rohs: part.rohs,
        priceLadder: part.priceLadder.map((step) => ({
          quantity: step.quantity,
          unitPrice: step.unitPrice as Money,
        })),
        attributes: part.attributes,
        codes: part.codes,
      }
    })
    if (products.length > 0) {
      const report = await store.catalog.upsertProducts(products)
      inserted += report.inserted
      updated += report.updated
      await store.attributes.putProductAttributes(
        products.flatMap((product, index): ProductAttributesInput[] => {
          const productId = report.ids[index]
          const list = parametric[index]?.category
          if (productId === undefined || list === undefined) return []
          return [{ productId, categoryId: product.categoryId, list, values: parametric[index]?.attributes ?? [] }]
        }),
      )
    }
    options.onProgress?.(Math.min(start + BATCH, read.rows.length), read.rows.length)
  }
  return { ...base, inserted, updated, skipped, manufacturersCreated, categoriesCreated, attributes: attributeCounts.list() }
}

/** The attribute summary of a whole file, added up batch by batch (a file may hold millions of parts). */
class AttributeCounts {
  private readonly counts = new Map<string, { category: string; key: string; read: number; text: number; examples: string[] }>()

  add(batch: readonly AttributeImportCount[]): void {
    for (const item of batch) {
      const id = `${item.category}\u0000${item.key}`
      const count = this.counts.get(id) ?? { category: item.category, key: item.key, read: 0, text: 0, examples: [] }
      this.counts.set(id, count)
      count.read += item.read
      count.text += item.text
      for (const example of item.examples) if (count.examples.length < 3 && !count.examples.includes(example)) count.examples.push(example)
    }
  }

  /** Sorted as `summariseImportedAttributes` sorts: by category, then key. */
  list(): AttributeImportCount[] {
    return [...this.counts.values()].sort((a, b) => a.category.localeCompare(b.category) || a.key.localeCompare(b.key))
  }
}

/** The key `ensureCategories` answers under for a category path: its names, lower case, joined by ` / `. */
export function categoryKey(path: readonly string[]): string {
  return path.map((name) => name.toLowerCase()).join(' / ')
}
