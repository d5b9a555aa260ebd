import { COOKIES } from '@partfront/core/constants'
import { join } from 'node:path'
import { configFolder, openFileStore } from './adapters/file-store.ts'
import { parseShopArgs, USAGE, UsageError } from './cli/shop-args.ts'

/**
 * `partfront` / `npm run shop -- …`: a scripting command prints its answer and exits (0 found, 1 not found,
 * 2 bad input or no server); without one, the interactive storefront opens. No stack trace reaches the buyer.
 */
async function main(args: readonly string[]): Promise<number> {
  try {
    const command = parseShopArgs(args, process.env)
    if (command.kind === 'help') {
      process.stdout.write(`${USAGE}\n`)
      return 0
    }
    if (command.kind === 'interactive') {
      const { runApp } = await import('./app/run-app.tsx')
      return await runApp({ api: command.api })
    }
    // A signed-in buyer's session (the interactive app's), so member prices and limits apply alike.
    const store = openFileStore(join(configFolder(), 'state.json'))
    const { runCommand } = await import('./cli/commands.ts')
    const result = await runCommand(command, { token: () => store.cookies.get(COOKIES.userToken.name) })
    if (result.stdout !== '') process.stdout.write(`${result.stdout}\n`)
    if (result.stderr !== '') process.stderr.write(`${result.stderr}\n`)
    return result.exitCode
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`)
      return 2
    }
    process.stderr.write(`partfront: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
}

process.exitCode = await main(process.argv.slice(2))
