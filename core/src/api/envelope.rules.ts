import * as Effect from 'effect/Effect'
import * as Option from 'effect/Option'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { ENVELOPE_FORBIDDEN, ENVELOPE_OK } from './envelope-codes.ts'

/**
 * The response envelope `{ code, data, message }` every call answers with (spec §7), and what a caller does
 * with it (API-2, API-3, API-4). The decision is data: the HTTP adapter clears the token, toasts and
 * navigates; this module only says which of those applies.
 */

// The codes live in a Schema-free module, so a rule that only compares a code (forbidden.rules) does not bring
// effect's Schema to a page's first load (issue 13).
export { ENVELOPE_FORBIDDEN, ENVELOPE_OK } from './envelope-codes.ts'

/**
 * The envelope's message: a string, where a missing key or `null` decodes as `''`.
 *
 * Ours (the spec is silent): servers commonly omit the message on success or send `null`; neither should turn a
 * good response into a decoding failure. Encoding writes the string back as is.
 */
export const EnvelopeMessage = Schema.optionalKey(Schema.NullOr(Schema.String)).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transformOptional({
      decode: (message) => Option.some(Option.getOrNull(message) ?? ''),
      encode: (message) => message,
    }),
  ),
)

/**
 * API-2: the envelope schema with `data` decoded by `data`. The code must be an integer (HTTP-like codes are).
 *
 * Use it for an envelope already known to be a success; `readEnvelope` decodes `data` only when the code is
 * 200, so an error envelope with `data: null` does not fail a strict data schema.
 */
export function envelopeOf<D extends Schema.Top>(data: D) {
  return Schema.Struct({ code: Schema.Int, data, message: EnvelopeMessage })
}

/**
 * API-2: the envelope with any `data`. A missing `data` key decodes as `undefined`: an error envelope often
 * has none.
 */
export const Envelope = envelopeOf(Schema.Unknown.pipe(Schema.withDecodingDefaultKey(Effect.succeed(undefined))))
export type Envelope = typeof Envelope.Type

/** What a caller does with a decoded envelope (API-2, API-3, API-4). */
export type EnvelopeOutcome<A> =
  /** API-2: code 200, use `data`. */
  | { readonly kind: 'data'; readonly data: A }
  /** API-3: code 403, clear the token, toast `message` as an error, go to `/login`. */
  | { readonly kind: 'forbidden'; readonly message: string }
  /** API-4: any other code, toast `message` as an error and fail the call. */
  | { readonly kind: 'failure'; readonly code: number; readonly message: string }

/**
 * API-2, API-3, API-4: the outcome of a decoded envelope: 200 → its data, 403 → forbidden with the server's
 * message, anything else → failure with the code and message.
 */
export function envelopeOutcome<A>(envelope: {
  readonly code: number
  readonly data: A
  readonly message: string
}): EnvelopeOutcome<A> {
  if (envelope.code === ENVELOPE_OK) return { kind: 'data', data: envelope.data }
  if (envelope.code === ENVELOPE_FORBIDDEN) return { kind: 'forbidden', message: envelope.message }
  return { kind: 'failure', code: envelope.code, message: envelope.message }
}

/** A decoded value, or a message naming what was wrong with the input and where. */
export type Decoded<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: string }

/**
 * API-2: an unknown JSON value (a parsed response body) as an `Envelope`, or an error message that names
 * every problem and its path (`Expected number, got "200"\n  at ["code"]`). Never throws.
 */
export function decodeEnvelope(json: unknown): Decoded<Envelope> {
  return decodeWith(Envelope, json)
}

/** A response body read to the end: an `EnvelopeOutcome`, or `invalid` when the body breaks the contract. */
export type EnvelopeReading<A> = EnvelopeOutcome<A> | { readonly kind: 'invalid'; readonly error: string }

/**
 * API-2, API-3, API-4: a parsed response body read to its outcome, decoding `data` with `data` only when the
 * code is 200. A body that is not an envelope, or a 200 whose data does not match, is `invalid` with the
 * decoding message (prefixed `data: ` for the latter); the caller fails the call (API-4). Never throws.
 */
export function readEnvelope<A>(json: unknown, data: Schema.ConstraintDecoder<A>): EnvelopeReading<A> {
  const envelope = decodeEnvelope(json)
  if (!envelope.ok) return { kind: 'invalid', error: envelope.error }
  const outcome = envelopeOutcome(envelope.value)
  if (outcome.kind !== 'data') return outcome
  const decoded = decodeWith(data, outcome.data)
  return decoded.ok ? { kind: 'data', data: decoded.value } : { kind: 'invalid', error: `data: ${decoded.error}` }
}

const formatIssue = SchemaIssue.makeFormatterDefault()

function decodeWith<A>(schema: Schema.ConstraintDecoder<A>, input: unknown): Decoded<A> {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: 'all' })
  return Result.isSuccess(result)
    ? { ok: true, value: result.success }
    : { ok: false, error: formatIssue(result.failure.issue) }
}
