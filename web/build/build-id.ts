import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** core's `LATEST_BUILD_FILE` (API-7): where the deployment watcher looks for the newest build. */
const LATEST_BUILD_FILE = 'builds/latest.json'

/** core's `LatestBuild`: what `builds/latest.json` says. */
interface LatestBuild {
  readonly id: string
  readonly timestamp: number
}

export interface BuildIdOptions {
  /** Where the client build writes, for the server renderer's build to read its id. @default `{root}/dist/client` */
  readonly clientOutDir?: string
}

/**
 * API-7: one id per client build (`vite build`): the time in base 36 and random bits (`mfx3k2a0-9f3c21b7`),
 * given to the code as `import.meta.env.VITE_BUILD_ID` and written as `builds/latest.json`
 * (`{ "id", "timestamp" }`) into the build, which the server answers uncached and open pages poll. The server
 * renderer's build (`vite build --ssr`, after the client's) gets the id of the client build beside it, or
 * `'dev'` when there is none, so the pages it renders name the bundle they load. Not defined by `vite` (dev).
 */
export function buildId(options: BuildIdOptions = {}): Plugin {
  let latest: LatestBuild | undefined
  return {
    name: 'partfront:build-id',
    config(config, env) {
      if (env.command !== 'build') return
      let id: string
      if (env.isSsrBuild === true || Boolean(config.build?.ssr)) {
        const clientOutDir = options.clientOutDir ?? resolve(config.root ?? process.cwd(), 'dist/client')
        id = readBuildId(resolve(clientOutDir, LATEST_BUILD_FILE)) ?? 'dev'
      } else {
        const timestamp = Date.now()
        latest = { id: `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`, timestamp }
        id = latest.id
      }
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }
    },
    generateBundle() {
      if (latest === undefined) return
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source: `${JSON.stringify(latest)}\n` })
    },
  }
}

/** The id in a client build's `builds/latest.json`, or `undefined` when it is missing or not a manifest. */
function readBuildId(file: string): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown }
    return typeof id === 'string' && id !== '' ? id : undefined
  } catch {
    return undefined
  }
}
