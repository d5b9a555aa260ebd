import { RELOAD_GUARD_MS } from '../constants.ts'
import { parseStoredArray } from '../effects/stored.rules.ts'
import { afterLoginPath } from '../routing/access.rules.ts'

/**
 * The reload guard's rules (ROUTE-9): a failed page-chunk load reloads the page, at most once per path within
 * 10 s. The last reload of each path is remembered across the reload itself, in session storage.
 */

/**
 * ROUTE-9: the session-storage key of the remembered reloads. Ours (the spec does not show where the guard
 * keeps them). Session storage, because the memory must survive the reload it guards but belongs to this
 * tab: another tab reloading the same path is no reason not to reload this one.
 */
export const RELOAD_GUARD_KEY = 'chunkReloads'

/** ROUTE-9: when a path last caused a reload, in clock milliseconds. */
export interface ReloadRecord {
  readonly path: string
  readonly at: number
}

/** ROUTE-9: the remembered reloads, one per path at most. */
export type ReloadRecords = readonly ReloadRecord[]

/**
 * ROUTE-9: whether a failed chunk of `path` may reload the page at time `now`: yes unless the same path
 * reloaded less than `RELOAD_GUARD_MS` (10 s) ago. At 9,999 ms after the last reload it may not; at
 * 10,000 ms it may. Other paths do not count.
 *
 * Ours: a record later than `now` (the clock was set back) is not trusted and does not hold a reload back;
 * at worst one extra reload, never a page stuck on a broken chunk.
 */
export function mayReload(records: ReloadRecords, path: string, now: number): boolean {
  const last = records.find((record) => record.path === path)
  if (last === undefined) return true
  const elapsed = now - last.at
  return elapsed < 0 || elapsed >= RELOAD_GUARD_MS
}

/**
 * ROUTE-9: the records after `path` reloads at `now`: its time replaced, and records that no longer hold
 * anything back (10 s or more old, or later than `now`) dropped, so storage stays small.
 */
export function recordReload(records: ReloadRecords, path: string, now: number): ReloadRecord[] {
  const live = records.filter((record) => record.path !== path && !mayReload([record], record.path, now))
  return [...live, { path, at: now }]
}

/** ROUTE-9: the records as stored: a JSON array of `{ path, at }`. The format is ours. */
export function serializeReloadRecords(records: ReloadRecords): string {
  return JSON.stringify(records.map(({ path, at }) => ({ path, at })))
}

/**
 * ROUTE-9: the stored records read back. Anything unreadable (nothing, broken JSON, odd entries) gives no
 * records: the guard then allows a reload, which is the safe side for a page whose chunk failed.
 */
export function parseReloadRecords(raw: string | null | undefined): ReloadRecord[] {
  const records: ReloadRecord[] = []
  for (const entry of parseStoredArray(raw)) {
    if (typeof entry !== 'object' || entry === null) continue
    const { path, at } = entry as { path?: unknown; at?: unknown }
    if (typeof path !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) continue
    if (records.some((record) => record.path === path)) continue
    records.push({ path, at })
  }
  return records
}

/**
 * ROUTE-9: whether `value` is a path on this site that a reload may load (`/product/lm358dr-12345?tab=2`).
 * Anything else (an absolute or protocol-relative URL, `javascript:`) is refused: the guard loads the path
 * it is given, so it must never become a way off the site. The same test as the sign-in redirect (ROUTE-7).
 */
export function isReloadablePath(value: unknown): value is string {
  return typeof value === 'string' && afterLoginPath(value) === value
}

/** ROUTE-9 outside the machine: what to do about a failed chunk, and the records to keep first when reloading. */
export type ChunkFailureDecision = { readonly reload: false } | { readonly reload: true; readonly to: string; readonly stored: string }

/**
 * ROUTE-9 for a chunk that fails before the reload guard's machine can run: the storefront's own chunk (its
 * machines load after hydration; a deploy can remove it, a phone's network can drop it). The same rule as the
 * machine's (`isReloadablePath`, `mayReload`, `recordReload`), from the records as stored: reload `path` unless
 * it reloaded less than 10 s ago, storing the records (`stored`) before the reload.
 */
export function chunkFailureDecision(stored: string | null | undefined, path: string, now: number): ChunkFailureDecision {
  const records = parseReloadRecords(stored)
  if (!isReloadablePath(path) || !mayReload(records, path, now)) return { reload: false }
  return { reload: true, to: path, stored: serializeReloadRecords(recordReload(records, path, now)) }
}
