/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the server on
 * `PORT` (default 3000): on an empty database it first generates the demo catalog (`DEMO_PARTS`, 50,000).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { main } from '../server/src/main.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
// The server renderer is built last (`vite build && vite build --ssr`): its time is the build's.
const builtIndex = join(repo, 'web', 'dist', 'server', 'entry-server.js')
// What the browser bundle is made of: a change in any of these makes the build stale.
const sources = ['web/src', 'web/public', 'web/build', 'web/vite.config.ts', 'core/src', 'adapters/src'].map((p) => join(repo, p))

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : -1
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(builtAt < 0 ? 'Building the web app (first start)…' : 'Rebuilding the web app (its sources changed)…')
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@partfront/web'], { cwd: repo, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}

try {
  await main()
} catch (error) {
  // A bad setting (`PORT=abc`) or an unreadable database: say what, without a stack to dig through.
  console.error(`Partfront could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
