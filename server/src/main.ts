import { serve } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { readServerConfig } from './config.ts'

/** Starts the storefront server and prints where it listens. */
export function main(env: NodeJS.ProcessEnv = process.env): void {
  const config = readServerConfig(env)
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))
  const app = createApp({ webDist })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`Partfront is listening on http://${shown}:${info.port}`)
  })
  const stop = () => server.close(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
