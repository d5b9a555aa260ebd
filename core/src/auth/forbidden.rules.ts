import { ENVELOPE_FORBIDDEN } from '../api/envelope-codes.ts'
import type { AuthForbiddenEvent } from '../effects/effects.types.ts'

/**
 * API-3: reading a failed call. An invoked actor (built by the composition root from the typed client)
 * rejects with whatever the client throws; these rules recognise a 403 among those reasons without knowing
 * the client's classes, so machines stay independent of it.
 */

/** API-3: the toast text when a 403 carries no message (ours: the spec shows the server's message only). */
export const FORBIDDEN_FALLBACK_MESSAGE = 'Please sign in again'

/**
 * API-3: the server's message when `error` is a 403, else `null`. A 403 is an object with `kind: 'forbidden'`
 * (an `EnvelopeOutcome`), `_tag: 'Forbidden'`, or `code` / `status` 403. An empty or missing message reads
 * `FORBIDDEN_FALLBACK_MESSAGE`. Never throws, whatever `error` is.
 *
 * An `HttpError` is never a 403 here, whatever its status: it means no usable envelope came (say a proxy's
 * HTML 403 page), and only the server's own 403 envelope ends the session.
 */
export function forbiddenMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  if ((error as { _tag?: unknown })._tag === 'HttpError') return null
  const reason = error as { kind?: unknown; _tag?: unknown; code?: unknown; status?: unknown; message?: unknown }
  const forbidden =
    reason.kind === 'forbidden' ||
    reason._tag === 'Forbidden' ||
    reason.code === ENVELOPE_FORBIDDEN ||
    reason.status === ENVELOPE_FORBIDDEN
  if (!forbidden) return null
  return typeof reason.message === 'string' && reason.message.trim() !== '' ? reason.message : FORBIDDEN_FALLBACK_MESSAGE
}

/** A failed call's reason, as a machine's `onError` passes it to a guard or an action (`params`). */
export interface FailedCall {
  readonly error: unknown
}

/** API-3: a machine's guard on a failed call: it answered 403. */
export function isForbiddenCall(_: unknown, params: FailedCall): boolean {
  return forbiddenMessage(params.error) !== null
}

/** API-3: the `auth.forbidden` a machine emits for a failed call that answered 403, with the server's message. */
export function forbiddenEvent(_: unknown, params: FailedCall): AuthForbiddenEvent {
  return { type: 'auth.forbidden', message: forbiddenMessage(params.error) ?? '' }
}

/**
 * The message of a failed call for a toast or a form: `error.message` when it is non-empty text, else
 * `fallback`. An answer the client found does not match the contract (an `invalid-response` ApiError) reads
 * `fallback` too: its message is a diagnostic for the log (endpoint, path, HTTP status), not for the buyer,
 * as the machines' own answer guards said before the client became their only check (issue 13).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { message, _tag, kind } = error as { message?: unknown; _tag?: unknown; kind?: unknown }
    if (_tag === 'ApiError' && kind === 'invalid-response') return fallback
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return fallback
}
