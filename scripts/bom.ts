/**
 * `npm run bom -- FILE [--boards N] [--json]`: reads, maps, matches and prices a BOM file against the database
 * at `DATABASE_URL` (default ./data/partfront.db) and prints a table, or one JSON object with `--json`. The
 * work is in server/src/bom/cli.ts, where it is tested.
 */
import { BOM_USAGE, runBomCli } from '../server/src/bom/cli.ts'
import { describeDatabase, readServerConfig } from '../server/src/config.ts'
import { openStore } from '../server/src/store/open-store.ts'
import type { Store } from '../server/src/store/store.ts'

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(BOM_USAGE)
    return args.length === 0 ? 1 : 0
  }
  let store: Store
  let databasePath: string
  try {
    const { database } = readServerConfig(process.env)
    databasePath = describeDatabase(database)
    store = await openStore(database)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  try {
    const result = await runBomCli(args, { store, databasePath })
    if (result.exitCode === 0) console.log(result.output)
    else console.error(result.output)
    return result.exitCode
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    await store.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
