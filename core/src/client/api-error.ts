/**
 * The one error an API call rejects with when a response came but the call did not succeed, or when the
 * request could not be encoded (API-3, API-4). Network failures are not `ApiError`s: they stay the port's
 * `HttpError`, logged and rethrown (API-5), so a caller can tell "the server said no" from "no answer".
 */

/** Why a call failed. */
export type ApiErrorKind =
  /** The request does not match the endpoint's query or body schema; nothing was sent. */
  | 'invalid-request'
  /** API-3: envelope code 403. The caller (the auth machine) clears the token and goes to `/login`. */
  | 'forbidden'
  /** API-4: any other envelope code than 200 or 403; `message` is the server's, for the error toast. */
  | 'failure'
  /** The body is not a `{code, data, message}` envelope, or its `data` does not match the contract. */
  | 'invalid-response'

/** What an `ApiError` is built from. */
export interface ApiErrorInit {
  readonly kind: ApiErrorKind
  /** The contract name of the endpoint called (`cartAdd`). */
  readonly endpoint: string
  readonly message: string
  /** The envelope code, for `forbidden` (403) and `failure`. */
  readonly code?: number | undefined
  /**
   * Where the problem is, for `invalid-request` (`body[0].productCount`, `query.addup`) and, when it can be
   * told, `invalid-response`.
   */
  readonly field?: string | undefined
}

/**
 * A call that failed with an answer (or before sending): `kind` says how, `message` says what to show.
 * For `forbidden` and `failure` the message is the server's own, as sent, possibly empty (API-3, API-4: the
 * toast shows it, or the caller's fallback).
 */
export class ApiError extends Error {
  readonly _tag = 'ApiError'
  readonly kind: ApiErrorKind
  readonly endpoint: string
  readonly code: number | undefined
  readonly field: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.endpoint = init.endpoint
    this.code = init.code
    this.field = init.field
  }
}

/** Whether `error` is an `ApiError` (optionally of `kind`): works across bundles, by `_tag`. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  if (typeof error !== 'object' || error === null) return false
  const candidate = error as { readonly _tag?: unknown; readonly kind?: unknown }
  return candidate._tag === 'ApiError' && (kind === undefined || candidate.kind === kind)
}
