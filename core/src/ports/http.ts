import type { UploadFile } from '../contract/bom.ts'
import type { Method } from '../contract/endpoint.ts'

/**
 * The HTTP port: sends one request and hands back the status and the parsed JSON body (or, for a download,
 * the file's bytes). Everything the
 * storefront knows about calls (base URL, `Authorization`, `referer-url`, the envelope) is decided in core
 * (`core/src/api/`) and passed in; the port only moves bytes. The default is `fetch` in `adapters/`; tests
 * use msw or a hand-written fake.
 */

/** A request body: JSON (sent as `application/json`) or a multipart form (file uploads, `bomUpload`). */
export type HttpBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | {
      readonly kind: 'multipart'
      /** Text fields and files by field name; the port builds the form and its boundary. */
      readonly parts: Readonly<Record<string, string | UploadFile>>
    }

/** One request, fully described: nothing is added by the port but what HTTP itself needs. */
export interface HttpRequest {
  readonly method: Method
  /** The absolute URL, query string included. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** @default undefined (no body) */
  readonly body?: HttpBody
  /**
   * Milliseconds before the request is given up with an `HttpError` of reason `timeout`; none when left out.
   * @default undefined
   */
  readonly timeoutMs?: number
  /**
   * What the answer is expected to be: `json` (an envelope), or `file` (a download: the file on success, an
   * envelope on failure). With `file`, a response whose `Content-Type` is JSON is parsed into `body` as
   * usual, and any other comes back as `file`.
   * @default 'json'
   */
  readonly responseBody?: 'json' | 'file'
}

/** A file that came as a response body, undecoded: its bytes and the headers that type and name it. */
export interface HttpFile {
  readonly bytes: Uint8Array
  /** The `Content-Type`, parameters included; `''` when there was none. */
  readonly mediaType: string
  /** The raw `Content-Disposition`, when there was one (core reads the file name from it). */
  readonly disposition: string | null
}

/**
 * A response that arrived: any status, with its body parsed as JSON (`null` for an empty body), or, for a
 * `responseBody: 'file'` request answered with something other than JSON, the file (and `body` `null`).
 */
export interface HttpResponse {
  readonly status: number
  readonly body: unknown
  /** @default undefined */
  readonly file?: HttpFile
}

/** Why a request has no usable response. */
export type HttpErrorReason =
  /** No response: offline, DNS, refused, reset, CORS. */
  | 'network'
  /** No response within `timeoutMs`. */
  | 'timeout'
  /** A response came, but its body is not JSON (and no file was asked for). */
  | 'malformed'

/** A request that produced no usable response (API-5: logged and rethrown by the caller). */
export class HttpError extends Error {
  readonly _tag = 'HttpError'
  readonly reason: HttpErrorReason
  /** The status, when a response came (`malformed`). */
  readonly status: number | undefined

  constructor(
    reason: HttpErrorReason,
    message: string,
    options?: { readonly status?: number; readonly cause?: unknown },
  ) {
    super(message, { cause: options?.cause })
    this.name = 'HttpError'
    this.reason = reason
    this.status = options?.status
  }
}

export interface HttpPort {
  /**
   * Sends `request`. Resolves with the status and parsed JSON body for any status (a 403 or 500 is a
   * response, not an error); rejects with an `HttpError` when there is no usable response.
   */
  send(request: HttpRequest): Promise<HttpResponse>
}
