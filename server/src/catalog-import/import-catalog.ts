import { type ReadLimits, type Refusal, readSpreadsheet } from '@partfront/core/bom'
import {
  type ImportMapping,
  type ImportedPart,
  type SkippedRow,
  MakerAliases,
  guessImportMapping,
  isSkippedRow,
  readImportRow,
} from '@partfront/core/catalog-import'
import type { Money } from '@partfront/core/contract'
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
  let inserted = 0
  let updated = 0
  for (let start = 0; start < read.rows.length; start += BATCH) {
    const parts: ImportedPart[] = []
    for (const row of read.rows.slice(start, start + BATCH)) {
      const part = readImportRow(row, mapping)
      if (isSkippedRow(part)) skipped.push(part)
      else parts.push({ ...part, manufacturer: makers.resolve(part.manufacturer) ?? part.manufacturer })
    }
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
    }
    options.onProgress?.(Math.min(start + BATCH, read.rows.length), read.rows.length)
  }
  return { ...base, inserted, updated, skipped, manufacturersCreated, categoriesCreated }
}

/** The key `ensureCategories` answers under for a category path: its names, lower case, joined by ` / `. */
export function categoryKey(path: readonly string[]): string {
  return path.map((name) => name.toLowerCase()).join(' / ')
}
