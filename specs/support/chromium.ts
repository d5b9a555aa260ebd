import { existsSync } from 'node:fs'

/**
 * Where the system Chromium is: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`.
 * Nothing in this project downloads a browser (the machines it runs on cannot).
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv
  for (const candidate of CANDIDATES) {
    if (existsSync(candidate)) return candidate
  }
  return '/usr/bin/chromium'
}

/** Where Debian, Ubuntu and Google put their builds. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] as const

/**
 * The Chromium that is really there: `CHROMIUM_PATH` when it is set (and only if that file exists), else the
 * first of the usual places that exists; `undefined` when there is none, for a message before any test runs.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates: readonly string[] = CANDIDATES): string | undefined {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv !== undefined && fromEnv !== '') return existsSync(fromEnv) ? fromEnv : undefined
  return candidates.find((candidate) => existsSync(candidate))
}

/**
 * Flags for headless Chromium here: no sandbox (we run as root in CI), no GPU, and none of Chromium's own
 * background connections, which the closed network refuses by the dozen.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const
