import type * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'

/**
 * Decoding failures as human messages: what the server answers with code 400, and what a form shows.
 *
 * The contract's schemas carry messages that name their field (`Please enter email address`, `Quantity must
 * be from 1 to 10000000`). Where a schema has no message of its own (effect's defaults: `Expected …`,
 * `Missing key`, …), the field's path is put in front (`items[2].productCount: Expected …`), so every
 * message says which field is wrong.
 */

/** One problem found while decoding: where (`items[2].productCount`, `''` for the whole value) and what. */
export interface InputProblem {
  readonly path: string
  readonly message: string
}

/** Every problem of a decoding failure, and the one message to show (the first problem's). */
export interface InputError {
  readonly message: string
  readonly problems: ReadonlyArray<InputProblem>
}

const toStandard = SchemaIssue.makeFormatterStandardSchemaV1()

/** Effect's built-in messages, which name no field: these get the path in front. */
const DEFAULT_MESSAGE = /^(?:Expected |Missing key|Unexpected key|Invalid data|Forbidden operation)/u

/**
 * The problems of a decoding failure (a `SchemaError`'s `issue`), each with a message that names its field.
 * Decode with `{ errors: 'all' }` to get every problem rather than the first.
 */
export function inputError(issue: SchemaIssue.Issue): InputError {
  const problems = toStandard(issue).issues.map((problem): InputProblem => {
    const path = formatPath(problem.path ?? [])
    const message =
      path !== '' && DEFAULT_MESSAGE.test(problem.message) ? `${path}: ${problem.message}` : problem.message
    return { path, message }
  })
  return { message: problems[0]?.message ?? 'Invalid input', problems }
}

/** `inputError` of a `SchemaError` (what `Schema.decodeUnknownSync` throws, or a failed `Result`'s value). */
export function schemaErrorMessage(error: Schema.SchemaError): string {
  return inputError(error.issue).message
}

type PathSegment = PropertyKey | { readonly key: PropertyKey }

/** `['items', 2, 'productCount']` → `items[2].productCount`. */
function formatPath(path: ReadonlyArray<PathSegment>): string {
  let text = ''
  for (const segment of path) {
    const key = typeof segment === 'object' ? segment.key : segment
    if (typeof key === 'number') text += `[${key}]`
    else text += text === '' ? String(key) : `.${String(key)}`
  }
  return text
}
