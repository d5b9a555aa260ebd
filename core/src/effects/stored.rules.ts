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

/**
 * Whether a stored value is an id: a non-negative safe integer, the shape of the contract's ids
 * (`contract/common.ts`). A structural check of what storage gives back, without effect's Schema (issue 13:
 * a page's first load reads storage; the contract's decode stays the rule for what is sent to the server).
 */
export function isStoredId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Whether a stored value is non-empty text of at most `maxLength` characters (a limit of `TEXT_LIMITS`). */
export function isStoredText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= maxLength
}
