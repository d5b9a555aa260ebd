/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the server on
 * `PORT` (default 3000): on an empty database it first generates the demo catalog (`DEMO_PARTS`, 50,000).
 */
import { main } from '../server/src/main.ts'
import { buildWeb, webBuildState } from './web-build.ts'

const state = webBuildState()
if (state !== 'fresh') {
  console.log(state === 'missing' ? 'Building the web app (first start)…' : 'Rebuilding the web app (its sources changed)…')
  const status = buildWeb()
  if (status !== 0) {
    console.error('The web app build failed; see the output above.')
    process.exit(status)
  }
}

try {
  await main()
} catch (error) {
  // A bad setting (`PORT=abc`) or an unreadable database: say what, without a stack to dig through.
  console.error(`Partfront could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
