/**
 * `npm run admin -- COMMAND`: the back office on the database at `DATABASE_URL` (default ./data/partfront.db).
 * `--help` lists the commands. The commands live in server/src/admin/, where they are tested against a store.
 */
import { ADMIN_USAGE, isHelpRequest, runAdmin } from '../server/src/admin/admin-command.ts'
import { readServerConfig } from '../server/src/config.ts'
import { openStore } from '../server/src/store/open-store.ts'

async function main(args: readonly string[]): Promise<number> {
  if (isHelpRequest(args)) {
    console.log(ADMIN_USAGE)
    return 0
  }
  let store
  try {
    store = await openStore(readServerConfig(process.env).database)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  try {
    const result = await runAdmin(args, store)
    if (result.exitCode === 0) console.log(result.output)
    else console.error(result.output)
    return result.exitCode
  } finally {
    await store.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
