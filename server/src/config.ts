/** The server's settings, read from the environment (each listed in the README with its default). */
export interface ServerConfig {
  /** @default 3000 */
  port: number
  /** @default '0.0.0.0' */
  host: string
}

/** Reads and checks the environment; a bad value stops the start with a message naming the variable. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const rawPort = env.PORT ?? '3000'
  const port = Number(rawPort)
  if (!/^\d+$/.test(rawPort) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535, got "${rawPort}"`)
  }
  const host = env.HOST ?? '0.0.0.0'
  return { port, host }
}
