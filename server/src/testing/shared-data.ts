import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder of real test data (`shared/data`: real BOM files and parts catalogs). It is read in place and
 * never copied into the repository. `PARTFRONT_SHARED_DATA` overrides; otherwise the nearest `shared/data`
 * beside the repository or one of its parents (`../shared/data` from a checkout in `/work/main`).
 */
export function sharedDataRoot(): string {
  const fromEnv = process.env.PARTFRONT_SHARED_DATA
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!existsSync(fromEnv)) throw new Error(`PARTFRONT_SHARED_DATA points to ${fromEnv}, which does not exist`)
    return resolve(fromEnv)
  }
  let dir = fileURLToPath(new URL('../../..', import.meta.url))
  for (;;) {
    const candidate = join(dir, 'shared', 'data')
    if (existsSync(join(candidate, 'boms'))) return candidate
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  throw new Error(
    'The shared test data was not found: set PARTFRONT_SHARED_DATA to the folder holding boms/ and parts/ ' +
      '(it lives at ../shared/data beside a checkout).',
  )
}

/** The path of one real file of the shared data, e.g. `sharedDataFile('boms', 'tomu_tomu-bom.csv')`. */
export function sharedDataFile(...parts: string[]): string {
  return join(sharedDataRoot(), ...parts)
}
