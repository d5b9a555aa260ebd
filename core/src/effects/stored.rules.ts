/**
 * Values the machines persist come back from storage as text that anything may have written: an older
 * version, another tab, a user in the dev tools. Reading them never throws.
 */

/**
 * A stored JSON array's entries, unchecked, or `[]` when there is nothing to read (no value, broken JSON,
 * JSON that is not an array). Each caller keeps only the entries it can use.
 */
export function parseStoredArray(raw: string | null | undefined): unknown[] {
  if (typeof raw !== 'string') return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  return Array.isArray(value) ? (value as unknown[]) : []
}
