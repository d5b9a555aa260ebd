/**
 * `npm run import -- FILE`: loads a distributor's catalog (CSV, TSV, XLS or XLSX) into the database at
 * `DATABASE_URL` (default ./data/partfront.db). Prints how the columns were read, a progress bar, what was
 * added and updated, and each skipped row with its line. Importing the same file again updates the same
 * products (by manufacturer + part number).
 */
import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { IMPORT_LIMITS, importCatalog } from '../server/src/catalog-import/import-catalog.ts'
import { progressBar } from '../server/src/catalog-import/progress-bar.ts'
import { readServerConfig } from '../server/src/config.ts'
import { openStore } from '../server/src/store/open-store.ts'

/** Skipped rows printed one by one; the rest are counted. */
const SHOWN_SKIPS = 50

const USAGE = `Usage: npm run import -- FILE

Loads a catalog file (.csv, .tsv, .txt, .xls or .xlsx) into DATABASE_URL (default ./data/partfront.db).
The columns are recognised from the header row; see "Catalog import" in the README for the names known.`

async function run(args: readonly string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  const [file, ...rest] = args
  if (file === undefined || rest.length > 0) {
    console.error(USAGE)
    return 1
  }
  let size: number
  try {
    size = statSync(file).size
  } catch {
    console.error(`Cannot read ${file}: no such file`)
    return 1
  }
  if (size > IMPORT_LIMITS.maxBytes) {
    console.error(`${file} is ${size} bytes; a catalog file may be at most ${IMPORT_LIMITS.maxBytes} bytes`)
    return 1
  }
  const config = readServerConfig(process.env)
  const store = await openStore(config.database)
  try {
    const bar = progressBar(`Importing ${basename(file)}`)
    const started = performance.now()
    const report = await importCatalog(store, new Uint8Array(readFileSync(file)), basename(file), {
      onProgress: (done, total) => bar.update(done, total),
    })
    bar.finish()
    // The BOM engine's index of passives by value and size follows the catalog.
    if (report.ok) await store.boms.refreshValueIndex()
    if (!report.ok) {
      console.error(`${file}: ${report.message}`)
      return 1
    }
    console.log(`\nSheet "${report.sheet}", header on row ${report.headerRow}. Columns:`)
    for (const column of report.mapping.columns) {
      console.log(`  ${String(column.column + 1).padStart(3)}  ${column.header.padEnd(28)} ${column.field ?? '(ignored)'}`)
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `\n${report.rows} rows in ${seconds} s: ${report.inserted} products added, ${report.updated} updated, ${report.skipped.length} skipped.`,
    )
    if (report.manufacturersCreated.length > 0) {
      console.log(`New manufacturers (${report.manufacturersCreated.length}): ${report.manufacturersCreated.join(', ')}`)
    }
    if (report.categoriesCreated.length > 0) {
      console.log(`New categories (${report.categoriesCreated.length}): ${report.categoriesCreated.join(', ')}`)
    }
    if (report.attributes.length > 0) {
      // Issue 29: what each attribute's texts came to, so a file whose values do not read is seen at once.
      console.log('\nAttributes (read as values / kept as text):')
      for (const item of report.attributes) {
        const examples = item.examples.length === 0 ? '' : `  kept: ${item.examples.map((text) => JSON.stringify(text)).join(', ')}`
        console.log(`  ${`${item.category} ${item.key}`.padEnd(48)} ${String(item.read).padStart(7)} / ${String(item.text).padEnd(7)}${examples}`)
      }
    }
    for (const skip of report.skipped.slice(0, SHOWN_SKIPS)) console.log(`  line ${skip.row}: skipped, ${skip.message}`)
    if (report.skipped.length > SHOWN_SKIPS) console.log(`  … and ${report.skipped.length - SHOWN_SKIPS} more skipped rows`)
    return 0
  } finally {
    await store.close()
  }
}

process.exitCode = await run(process.argv.slice(2))
