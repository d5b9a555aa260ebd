/**
 * Whether the web app's build (`web/dist`) is older than what it is made of, and building it: shared by
 * `npm start` and `npm run check:budgets`, so both rebuild on the same changes and neither builds twice.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** The server renderer is built last (`vite build && vite build --ssr`): its time is the build's. */
export const BUILT_MARKER = join(repo, 'web', 'dist', 'server', 'entry-server.js')

/** What the build is made of: a change in any of these makes it stale (the lock file: a dependency moved). */
const SOURCES = ['web/src', 'web/public', 'web/build', 'web/vite.config.ts', 'core/src', 'adapters/src', 'package-lock.json'].map((path) =>
  join(repo, path),
)

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

/** `'missing'` with no build, `'stale'` when a source changed since, `'fresh'` otherwise. */
export function webBuildState(): 'missing' | 'stale' | 'fresh' {
  if (!existsSync(BUILT_MARKER)) return 'missing'
  return statSync(BUILT_MARKER).mtimeMs < Math.max(...SOURCES.map(newestChange)) ? 'stale' : 'fresh'
}

/** Runs `npm run build` (client and server renderer) with its output shown; answers its exit status. */
export function buildWeb(): number {
  return spawnSync('npm', ['run', 'build', '--workspace', '@partfront/web'], { cwd: repo, stdio: 'inherit' }).status ?? 1
}
