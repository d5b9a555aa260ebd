import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { DEFAULT_FILE_NAME, fileNameFromDisposition } from '../api/download.rules.ts'
import { ENVELOPE_FORBIDDEN, ENVELOPE_OK, readEnvelope } from '../api/envelope.rules.ts'
import { type QueryValue, requestHeaders, requestUrl } from '../api/request.rules.ts'
import type { UploadFile } from '../contract/bom.ts'
import { IDEMPOTENCY_HEADER } from '../contract/common.ts'
import type { AnyEndpoint, RequestOf, ResponseOf } from '../contract/endpoint.ts'
import { inputError } from '../contract/errors.ts'
import { type FileDownload, isFileTypeOf } from '../contract/file-download.ts'
import { type EndpointName, contract } from '../contract/index.ts'
import type { HttpBody, HttpFile, HttpPort, HttpRequest, HttpResponse } from '../ports/http.ts'
import type { LoggerPort } from '../ports/logger.ts'
import { ApiError } from './api-error.ts'

/**
 * The typed API client, derived from `contract`: one method per endpoint, whose request and answer types are
 * the endpoint's schemas' (`client.cartAdd({ query: { addup: true }, body: [...] })` →
 * `Promise<{ cartNum }>`). Every call is encoded with the contract's schemas, addressed and headed by the API
 * rules (API-1), sent through the `HttpPort`, and read with the envelope rules (API-2 to API-4). What the
 * outcome means for the session (clear the token, toast, go to `/login`) is the caller's: the client only
 * says which outcome it was, as a resolved value or an `ApiError`. A download (`responseEncoding: 'file'`)
 * resolves with a `FileDownload`: the bytes, the media type and the file name the server gave.
 */

/** Where calls go (API-1). */
export interface ApiClientConfig {
  /** The API's base URL (`https://api.partfront.com`, or `''` for same-origin `/api/…`). */
  readonly baseUrl: string
  /** The storefront's web domain, the first part of `referer-url` (`https://www.partfront.com`). */
  readonly webDomain: string
  /**
   * Milliseconds before a call is given up with an `HttpError` of reason `timeout`; none when left out.
   * @default undefined
   */
  readonly timeoutMs?: number
}

/** The session values a call reads, each time it is made (so a login or logout takes effect at once). */
export interface ApiSession {
  /** The `user-token` value; empty or missing means signed out (no `Authorization`, API-1). */
  token(): string | null | undefined
  /** The stored referrer value appended to the web domain in `referer-url` (API-1). */
  referrer(): string | null | undefined
}

/** What `createApiClient` needs. */
export interface ApiClientOptions {
  readonly http: HttpPort
  readonly config: ApiClientConfig
  readonly session: ApiSession
  /** Where failed sends are logged (API-5); nothing is logged when left out. */
  readonly logger?: LoggerPort
  /**
   * Random bytes (`crypto.getRandomValues` in a browser or Node), for the `Idempotency-Key` of an
   * `idempotent` endpoint's call (`orderCreate`, `paymentSubmit`): a new key per call unless the caller
   * gives one. Without it, such calls carry a key only when the caller gives one.
   */
  readonly random?: RandomPort
}

/** Where the client takes randomness from (core has no globals). */
export interface RandomPort {
  /** `length` random bytes from a cryptographic source. */
  bytes(length: number): Uint8Array
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A new `Idempotency-Key`: 32 characters of `[A-Za-z0-9_-]`, 6 random bits each (192 bits). */
export function newIdempotencyKey(random: RandomPort): string {
  return Array.from(random.bytes(32), (byte) => KEY_ALPHABET.charAt(byte & 63)).join('')
}

/**
 * The method that calls `E`: takes `E`'s request (optional when `E` has neither query nor body) and resolves
 * with its decoded `data`, or rejects with an `ApiError` (an answer that is not success) or the port's
 * `HttpError` (no answer, API-5).
 */
export type ApiMethod<E extends AnyEndpoint> =
  Partial<RequestOf<E>> extends RequestOf<E>
    ? (request?: RequestOf<E>) => Promise<ResponseOf<E>>
    : (request: RequestOf<E>) => Promise<ResponseOf<E>>

/** One method per contract endpoint, under the endpoint's name. */
export type ApiClient = { readonly [K in EndpointName]: ApiMethod<(typeof contract)[K]> }

/** Calls any endpoint, contract or not, with the same encoding, rules and errors as `ApiClient`'s methods. */
export type ApiCaller = <E extends AnyEndpoint>(endpoint: E, request: RequestOf<E>) => Promise<ResponseOf<E>>

/** The typed client: one method per endpoint of `contract`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const call = createApiCaller(options)
  const methods = Object.entries(contract).map(([name, endpoint]) => [
    name,
    (request?: RequestOf<AnyEndpoint>) => call(endpoint as AnyEndpoint, request ?? {}),
  ])
  return Object.freeze(Object.fromEntries(methods)) as ApiClient
}

/** The function behind every client method, for endpoints passed in rather than named. */
export function createApiCaller(options: ApiClientOptions): ApiCaller {
  const { http, config, session, logger, random } = options
  return async <E extends AnyEndpoint>(endpoint: E, request: RequestOf<E>): Promise<ResponseOf<E>> => {
    const headers = requestHeaders({ token: session.token(), webDomain: config.webDomain, referrer: session.referrer() })
    const idempotencyKey = endpoint.idempotent
      ? (request.idempotencyKey ?? (random === undefined ? undefined : newIdempotencyKey(random)))
      : undefined
    const httpRequest: HttpRequest = {
      method: endpoint.method,
      url: requestUrl(config.baseUrl, endpoint.path, encodeQuery(endpoint, request.query)),
      headers: idempotencyKey === undefined ? headers : { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey },
      ...bodyOf(endpoint, request.body),
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      ...(endpoint.responseEncoding === 'file' ? { responseBody: 'file' as const } : {}),
    }
    let response: HttpResponse
    try {
      response = await http.send(httpRequest)
    } catch (error) {
      // API-5: logged and rethrown as it came. The headers (the token) stay out of the log.
      logger?.error(`API call ${endpoint.name} failed: ${errorMessage(error)}`, {
        endpoint: endpoint.name,
        method: httpRequest.method,
        url: httpRequest.url,
        reason: reasonOf(error),
        status: statusOf(error),
        error,
      })
      throw error
    }
    return outcomeOf(endpoint, response)
  }
}

// ---------------------------------------------------------------------------------------------------------
// Request

function encodeQuery(endpoint: AnyEndpoint, query: unknown): Readonly<Record<string, QueryValue>> {
  if (endpoint.query === undefined) return {}
  const encoded = encodePart(endpoint, 'query', endpoint.query as Schema.Codec<unknown, unknown>, query)
  if (!isRecord(encoded) || !Object.values(encoded).every(isQueryValue)) {
    throw invalidRequest(endpoint, 'query', 'The query does not encode to text values')
  }
  return encoded as Readonly<Record<string, QueryValue>>
}

function bodyOf(endpoint: AnyEndpoint, body: unknown): { readonly body?: HttpBody } {
  if (endpoint.body === undefined) return {}
  const value = encodePart(endpoint, 'body', endpoint.body as Schema.Codec<unknown, unknown>, body)
  if (endpoint.bodyEncoding === 'json') return { body: { kind: 'json', value } }
  if (!isRecord(value)) throw invalidRequest(endpoint, 'body', 'A multipart body must be an object of fields')
  const parts: Record<string, string | UploadFile> = {}
  for (const [name, part] of Object.entries(value)) {
    if (part === undefined || part === null) continue
    if (typeof part === 'string' || isUploadFile(part)) parts[name] = part
    else if (typeof part === 'number' || typeof part === 'boolean') parts[name] = String(part)
    else throw invalidRequest(endpoint, `body.${name}`, `body.${name}: a form field must be text or a file`)
  }
  return { body: { kind: 'multipart', parts } }
}

/** The encoded side of `value`, or an `invalid-request` naming the first wrong field. */
function encodePart(
  endpoint: AnyEndpoint,
  part: 'query' | 'body',
  schema: Schema.Codec<unknown, unknown>,
  value: unknown,
): unknown {
  const result = Schema.encodeUnknownResult(schema)(value, { errors: 'all' })
  if (Result.isSuccess(result)) return result.success
  const { problems, message } = inputError(result.failure.issue)
  const path = problems[0]?.path ?? ''
  const field = path === '' ? part : path.startsWith('[') ? `${part}${path}` : `${part}.${path}`
  throw invalidRequest(endpoint, field, message)
}

function invalidRequest(endpoint: AnyEndpoint, field: string, message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', endpoint: endpoint.name, field, message })
}

// ---------------------------------------------------------------------------------------------------------
// Response

/**
 * API-2, API-3, API-4: the decoded data, or the `ApiError` the envelope (or its absence) calls for. The server's
 * message is carried as is, even empty: what to show instead is the caller's (`forbiddenMessage` and
 * `failureMessage` in `auth/forbidden.rules.ts`), so the fallback text lives in one place.
 */
function outcomeOf<E extends AnyEndpoint>(endpoint: E, response: HttpResponse): ResponseOf<E> {
  if (endpoint.responseEncoding === 'file' && response.file !== undefined) return downloadOf(endpoint, response.status, response.file)
  const reading = readEnvelope(response.body, endpoint.response as Schema.Codec<ResponseOf<E>, unknown>)
  switch (reading.kind) {
    case 'data':
      return reading.data
    case 'forbidden':
      throw new ApiError({
        kind: 'forbidden',
        endpoint: endpoint.name,
        code: ENVELOPE_FORBIDDEN,
        message: reading.message,
      })
    case 'failure':
      throw new ApiError({
        kind: 'failure',
        endpoint: endpoint.name,
        code: reading.code,
        message: reading.message,
      })
    case 'invalid':
      throw new ApiError({
        kind: 'invalid-response',
        endpoint: endpoint.name,
        field: reading.error.startsWith('data: ') ? 'data' : undefined,
        message:
          `Invalid response from ${endpoint.name} (${endpoint.method} ${endpoint.path}, HTTP ${response.status}): ` +
          reading.error,
      })
  }
}

/**
 * A file answer as a `FileDownload`. Only a 200 of one of the endpoint's file types is the file; anything
 * else that is not an envelope (a proxy's error page) is an invalid response.
 */
function downloadOf<E extends AnyEndpoint>(endpoint: E, status: number, file: HttpFile): ResponseOf<E> {
  const invalid = (why: string) =>
    new ApiError({
      kind: 'invalid-response',
      endpoint: endpoint.name,
      message: `Invalid response from ${endpoint.name} (${endpoint.method} ${endpoint.path}, HTTP ${status}): ${why}`,
    })
  if (status !== ENVELOPE_OK) throw invalid('a failure must answer the envelope, not a file')
  if (!isFileTypeOf(endpoint.fileTypes, file.mediaType)) {
    throw invalid(`the file's type ${file.mediaType === '' ? '(none)' : file.mediaType} is not ${endpoint.fileTypes.join(' or ')}`)
  }
  const download: FileDownload = {
    fileName: fileNameFromDisposition(file.disposition) ?? DEFAULT_FILE_NAME,
    mediaType: file.mediaType,
    bytes: file.bytes,
  }
  return download
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isQueryValue(value: unknown): value is QueryValue {
  return value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

function isUploadFile(value: unknown): value is UploadFile {
  return isRecord(value) && typeof value['name'] === 'string' && typeof value['arrayBuffer'] === 'function'
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function reasonOf(error: unknown): unknown {
  return isRecord(error) ? error['reason'] : undefined
}

function statusOf(error: unknown): unknown {
  return isRecord(error) ? error['status'] : undefined
}
