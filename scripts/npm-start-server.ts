import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../specs/support/free-port.ts'

/**
 * `npm start` as the benchmarks run it: on a free loopback port, over a database and mail outbox in a folder of
 * theirs, in its own process group, stopped at the end (`bench:web`, `bench:bom`'s page timing).
 */

const repo = fileURLToPath(new URL('..', import.meta.url))

/** The server's settings beside the port: `DATABASE_URL` defaults to `partfront.db` in the folder. */
export interface StartOptions {
  readonly database?: string
}

/** `npm start` in its own process group (so stopping it stops tsx and node under npm too), on a free port. */
export async function startServer(folder: string, options: StartOptions = {}): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('npm', ['start'], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.database ?? join(folder, 'partfront.db'),
      MAIL_OUTBOX: join(folder, 'outbox'),
      LOG_LEVEL: 'warn',
    },
  })
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stderr.write(`  server: ${line}\n`)
  }
  child.stdout?.on('data', relay)
  child.stderr?.on('data', relay)
  let exited: number | null | undefined
  child.once('exit', (code) => {
    exited = code
  })
  // A first start builds the web app and generates the demo catalog: give it a few minutes.
  const deadline = Date.now() + 600_000
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`npm start stopped before serving (exit ${String(exited)})`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) return { url, child }
      last = `HTTP ${response.status}`
    } catch (error) {
      // not listening yet
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((wait) => setTimeout(wait, 500))
  }
  await stopServer(child)
  throw new Error(`npm start did not answer at ${url} within 10 minutes (last: ${last})`)
}

/** Stops `npm start`'s process group; resolves once npm has exited (SIGKILL after 10 s). */
export function stopServer(child: ChildProcess): Promise<void> {
  const pid = child.pid
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // already gone
    }
  }
  return new Promise((done) => {
    const force = setTimeout(() => {
      signal('SIGKILL')
      done()
    }, 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    signal('SIGTERM')
  })
}
