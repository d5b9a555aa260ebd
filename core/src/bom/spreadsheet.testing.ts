import * as XLSX from 'xlsx'
import { expect } from 'vitest'
import type { Refusal, RefusalReason } from './spreadsheet.types.ts'

/** Test helpers for this folder's tests only (not exported from `index.ts`). */

/** Asserts a result is a refusal with that reason (when given) and a message matching the pattern. */
export function expectRefused(
  result: { readonly ok: boolean } | string | undefined,
  reason: RefusalReason | undefined,
  message: RegExp,
): Refusal {
  if (typeof result !== 'object' || result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`)
  const refusal = result as Refusal
  if (reason !== undefined) expect(refusal.reason).toBe(reason)
  expect(refusal.message).toMatch(message)
  return refusal
}

/** SheetJS ships its zip writer untyped; the calls used here, typed. */
const CFB = XLSX.CFB as {
  readonly utils: {
    cfb_new(): object
    cfb_add(container: object, name: string, content: Uint8Array): void
  }
  write(container: object, options: { type: 'array'; fileType: 'zip' }): ArrayLike<number>
}

/** A zip archive holding the given files: a zip that is not a workbook. */
export function zipOf(files: Readonly<Record<string, Uint8Array>>): Uint8Array {
  const zip = CFB.utils.cfb_new()
  for (const [name, content] of Object.entries(files)) CFB.utils.cfb_add(zip, name, content)
  return new Uint8Array(CFB.write(zip, { type: 'array', fileType: 'zip' }))
}
