/**
 * A failure a handler answers with: the envelope's `code` (also the HTTP status) and the buyer's message.
 * Handlers throw these; the router turns them into `{ code, data: null, message }` and logs them. Anything
 * else thrown is a bug and answers 500.
 */
export class ApiFailure extends Error {
  readonly code: number
  /** Logged with the failure, never sent to the client. */
  readonly detail: Readonly<Record<string, unknown>> | undefined

  constructor(code: number, message: string, detail?: Readonly<Record<string, unknown>>) {
    super(message)
    this.name = 'ApiFailure'
    this.code = code
    this.detail = detail
  }
}

/** 400: bad input; the message names the field. */
export function badRequest(message: string, detail?: Readonly<Record<string, unknown>>): ApiFailure {
  return new ApiFailure(400, message, detail)
}

/** 403: no valid session (API-3 clears the token and asks for a sign-in). */
export function forbidden(message = 'Please sign in to continue'): ApiFailure {
  return new ApiFailure(403, message)
}

/**
 * 404: `what` does not exist, or is not the member's (another member's order reads as missing, never as
 * forbidden, so ids cannot be probed).
 */
export function notFound(what: string): ApiFailure {
  return new ApiFailure(404, `${what} was not found`)
}

/** 409: the request is right but the thing is not in a state that allows it (cancel a shipped order). */
export function conflict(message: string): ApiFailure {
  return new ApiFailure(409, message)
}

/** 413: the body is larger than the endpoint takes. */
export function payloadTooLarge(limitBytes: number): ApiFailure {
  return new ApiFailure(413, `The request is too large: at most ${formatBytes(limitBytes)}`)
}

/** 429: too many attempts; the message says when to try again. */
export function tooManyRequests(message: string): ApiFailure {
  return new ApiFailure(429, message)
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}
