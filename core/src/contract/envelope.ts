import * as Schema from 'effect/Schema'
import { ENVELOPE_OK } from '../api/envelope.rules.ts'

/**
 * The envelope every call answers with (spec §7): `{ code, data, message }`. Code 200 carries the
 * endpoint's `response` as `data`; any other code carries `data: null` and a human message (design.md:
 * 400 bad input naming the field, 403 missing or revoked token, 404 missing entity, 413 body too large,
 * 429 rate-limited).
 *
 * This is what the server promises, strictly: the client's tolerant reading of an envelope (a missing or
 * `null` message) and what to do with each code live in `core/src/api/envelope.rules.ts`.
 */

/** An envelope as it arrives, `data` typed by the caller (tests read answers so; clients decode them). */
export interface EnvelopeOf<T> {
  readonly code: number
  readonly data: T
  readonly message: string
}

/** A success envelope whose `data` is decoded by `data`: what the server sends with code 200. */
export function successEnvelopeOf<D extends Schema.Top>(data: D) {
  return Schema.Struct({ code: Schema.Int, data, message: Schema.String })
}

/** A failure envelope: any code but 200, `data: null`, and the message to show (API-3, API-4). */
export const FailureEnvelope = Schema.Struct({
  code: Schema.Int.check(
    Schema.makeFilter<number>((code) => code !== ENVELOPE_OK, { expected: 'a code other than 200' }),
  ),
  data: Schema.Null,
  message: Schema.String,
})
export type FailureEnvelope = typeof FailureEnvelope.Type
