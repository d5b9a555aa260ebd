/**
 * `npm start`: builds the web app when it is missing, then starts the server on `PORT` (default 3000).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { main } from '../server/src/main.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = fileURLToPath(new URL('../web/dist/index.html', import.meta.url))

if (!existsSync(builtIndex)) {
  console.log('Building the web app (first start)…')
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@partfront/web'], { cwd: repo, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}

main()
