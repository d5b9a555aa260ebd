import { readFileSync, readdirSync } from 'node:fs'
import { importCatalog } from '../../server/src/catalog-import/import-catalog.ts'
import { seedDemoCatalog } from '../../server/src/demo/seed.ts'
import type { Store } from '../../server/src/store/store.ts'
import { sharedDataFile } from '../support/shared-data.ts'

/**
 * The catalog the BOM spec tests match against: a small demo catalog (2,000 generated parts) and every real
 * parts file of `shared/data/parts`, loaded with the catalog import as a distributor would (read in place,
 * never copied).
 */
export async function loadBomCatalog(store: Store): Promise<void> {
  await seedDemoCatalog(store, { parts: 2000 })
  for (const name of readdirSync(sharedDataFile('parts')).filter((file) => !file.startsWith('.')).sort()) {
    const report = await importCatalog(store, new Uint8Array(readFileSync(sharedDataFile('parts', name))), name)
    if (!report.ok) throw new Error(`${name}: ${report.message}`)
  }
}

/** Every real BOM file, by name. */
export function realBomFiles(): string[] {
  return readdirSync(sharedDataFile('boms')).filter((file) => !file.startsWith('.')).sort()
}

/** A real BOM file's bytes. */
export function realBom(name: string): Uint8Array {
  return new Uint8Array(readFileSync(sharedDataFile('boms', name)))
}
