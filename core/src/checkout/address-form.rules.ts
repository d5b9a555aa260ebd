import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { AddressAddBody } from '../contract/address.ts'
import { inputError } from '../contract/errors.ts'

/**
 * The checkout's inline "add an address" form (issue 17): the `address/add` body from what was typed, or a
 * message per field (`firstName` → `Please enter your first name`), the same schema the server decodes with.
 * Blank optional fields are left out.
 */
export function addressFormBody(
  typed: Readonly<Record<string, string>>,
): { readonly ok: true; readonly body: AddressAddBody } | { readonly ok: false; readonly problems: Readonly<Record<string, string>> } {
  const raw: Record<string, string> = {}
  for (const [name, value] of Object.entries(typed)) if (value.trim() !== '') raw[name] = value
  const decoded = Schema.decodeUnknownResult(AddressAddBody)(raw, { errors: 'all' })
  if (Result.isSuccess(decoded)) return { ok: true, body: decoded.success }
  const problems: Record<string, string> = {}
  for (const problem of inputError(decoded.failure.issue).problems) {
    const field = problem.path.split('.')[0] ?? ''
    problems[field] ??= problem.message
  }
  return { ok: false, problems }
}
