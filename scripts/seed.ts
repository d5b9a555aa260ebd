/**
 * `npm run seed -- [--parts N] [--seed S] [--force]`: fills the database at `DATABASE_URL` (default
 * ./data/partfront.db) with the demo catalog: its content, categories, manufacturers and N generated parts
 * (default `DEMO_PARTS`, 50,000; the search benchmark uses 1,000,000). The same seed always gives the same
 * catalog. A database that already has products is refused unless `--force`, which loads the demo over it
 * (the same parts are updated, keeping their ids).
 */
import { progressBar } from '../server/src/catalog-import/progress-bar.ts'
import { describeDatabase, readServerConfig } from '../server/src/config.ts'
import { DEMO_SEED, seedDemoCatalog } from '../server/src/demo/seed.ts'
import { openStore } from '../server/src/store/open-store.ts'

const USAGE = `Usage: npm run seed -- [--parts N] [--seed S] [--force]

Generates the demo catalog into DATABASE_URL (default ./data/partfront.db).
  --parts N   how many parts (default DEMO_PARTS, 50000)
  --seed S    the generator's seed, any integer (default ${DEMO_SEED}); the same seed gives the same catalog
  --force     load into a database that already has products`

/** Most parts one run generates: the search benchmark's million, ten times over. */
const MAX_PARTS = 10_000_000

/** What the command line asks for, or the message saying what is wrong with it. */
type SeedArgs =
  | { readonly ok: true; readonly help: boolean; readonly parts: number | undefined; readonly seed: number; readonly force: boolean }
  | { readonly ok: false; readonly message: string }

/** Reads `--parts N`, `--seed S`, `--force` and `--help` (also `--parts=N`). */
function parseSeedArgs(args: readonly string[]): SeedArgs {
  let parts: number | undefined
  let seed = DEMO_SEED
  let force = false
  let help = false
  for (let index = 0; index < args.length; index++) {
    const [flag = '', inline] = (args[index] ?? '').split(/=(.*)/su)
    if (flag === '--force') force = true
    else if (flag === '--help' || flag === '-h') help = true
    else if (flag === '--parts' || flag === '--seed') {
      const text = inline ?? args[++index]
      if (text === undefined) return { ok: false, message: `${flag} needs a number` }
      if (flag === '--parts') {
        if (!/^\d+$/u.test(text) || Number(text) > MAX_PARTS) {
          return { ok: false, message: `--parts must be a whole number from 0 to ${MAX_PARTS}, got "${text}"` }
        }
        parts = Number(text)
      } else {
        if (!/^-?\d+$/u.test(text) || !Number.isSafeInteger(Number(text))) {
          return { ok: false, message: `--seed must be an integer, got "${text}"` }
        }
        seed = Number(text)
      }
    } else return { ok: false, message: `Unknown option "${flag}"` }
  }
  return { ok: true, help, parts, seed, force }
}

async function run(argv: readonly string[]): Promise<number> {
  const args = parseSeedArgs(argv)
  if (!args.ok) {
    console.error(`${args.message}\n\n${USAGE}`)
    return 1
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const config = readServerConfig(process.env)
  const parts = args.parts ?? config.demoParts
  const store = await openStore(config.database)
  try {
    const existing = await store.catalog.countProducts()
    if (existing > 0 && !args.force) {
      console.error(
        `${describeDatabase(config.database)} already holds ${existing.toLocaleString('en-US')} products: add --force to load the demo over them, or point DATABASE_URL at another file.`,
      )
      return 1
    }
    console.log(`Generating ${parts.toLocaleString('en-US')} demo parts (seed ${args.seed}) into ${describeDatabase(config.database)}`)
    const bar = progressBar('Seeding')
    const started = performance.now()
    const { products } = await store.bulkLoad(async () => {
      const loaded = await seedDemoCatalog(store, {
        parts,
        seed: args.seed,
        onProgress: (written, total) => bar.update(written, total),
      })
      bar.finish()
      console.log('Building the search index…')
      return loaded
    })
    // The BOM engine's index of passives by value and size follows the catalog.
    await store.boms.refreshValueIndex()
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Done: ${products.toLocaleString('en-US')} parts, the content pages and the base configuration in ${seconds} s.`)
    return 0
  } finally {
    await store.close()
  }
}

process.exitCode = await run(process.argv.slice(2))
