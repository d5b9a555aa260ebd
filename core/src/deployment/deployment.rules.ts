/**
 * The deployment watcher's rules (API-7): where the newest build is published, and when an answer means a
 * new deployment.
 */

/** API-7: the build manifest the watcher polls, relative to the site's asset base. */
export const LATEST_BUILD_FILE = 'builds/latest.json'

/** API-7: what `builds/latest.json` says: the newest build's id and when it was built (ms since the epoch). */
export interface LatestBuild {
  readonly id: string
  readonly timestamp: number
}

/** The build this page runs, once known; `timestamp` is `null` when only the id was given at start. */
export interface KnownBuild {
  readonly id: string
  readonly timestamp: number | null
}

/**
 * API-7: the URL to poll at time `now`: `{base}builds/latest.json?{now}`. The timestamp makes every poll a
 * new URL, so no cache between the buyer and the server answers with an old manifest.
 *
 * Ours: `base` is where the site's built files are served, `/` unless the web build says otherwise; a
 * fractional time is truncated to whole milliseconds.
 */
export function latestBuildUrl(now: number, base = '/'): string {
  const folder = base.endsWith('/') ? base : `${base}/`
  return `${folder}${LATEST_BUILD_FILE}?${Math.trunc(now)}`
}

/** API-7: `value` as a build manifest, or `null` when it is not one (the answer is then ignored). */
export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, timestamp } = value as { id?: unknown; timestamp?: unknown }
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null
  return { id, timestamp }
}

/**
 * API-7: whether `latest` is a new deployment compared with the build this page runs (`current`; `null`
 * before the first answer, which is then the current build and not new).
 *
 * Ours: a different id that is older than the current build (a cache still serving the previous manifest)
 * is not new, so buyers are not bounced onto it.
 */
export function isNewBuild(current: KnownBuild | null, latest: LatestBuild): boolean {
  if (current === null || latest.id === current.id) return false
  return current.timestamp === null || latest.timestamp >= current.timestamp
}

/**
 * API-7: the build this page runs after an answer that is not new: the first valid answer when none was
 * known; the same build with its timestamp filled in when only its id was known; otherwise unchanged.
 */
export function rememberBuild(current: KnownBuild | null, latest: LatestBuild | null): KnownBuild | null {
  if (latest === null) return current
  if (current === null || (current.id === latest.id && current.timestamp === null)) return latest
  return current
}
