import { getConnInfo } from '@hono/node-server/conninfo'
import { BOM } from '@partfront/core/constants'
import { contentDisposition } from '@partfront/core/api'
import { type AnyEndpoint, type EndpointName, FileDownload, contract, inputError, isFileTypeOf } from '@partfront/core/contract'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { type Context, Hono } from 'hono'
import { createHash, randomUUID } from 'node:crypto'
import { openApiDocument } from '../openapi/openapi.ts'
import { ApiFailure, badRequest, forbidden, notFound, payloadTooLarge } from './failure.ts'
import type { Handler, HandlersFor, Member, RequestInfo } from './handler.ts'
import type { Services } from './services.ts'

/** Room for a multipart form's own bytes (boundaries, headers, the contact fields) around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * The API under `/api`: every endpoint of the contract, each request going through the same steps:
 *
 * 1. a request id (the client's `X-Request-Id` when it is a sane one), sent back in `X-Request-Id`;
 * 2. the session token resolved to a member; a `member` endpoint without one answers 403 before its input
 *    is looked at;
 * 3. the body's size checked while it is read (413), then the query and body decoded with the endpoint's
 *    schemas (400 naming the field);
 * 4. (kept in order) the handler's data checked against the endpoint's response schema;
 * 5. the handler; its data encoded with the endpoint's response schema into the envelope, or, for a download
 *    (`responseEncoding: 'file'`), sent as the file itself with `Content-Disposition: attachment`.
 *
 * Every failure is logged as one structured line with the request id. Nothing thrown by bad input reaches a
 * 500: a 500 is a bug, logged with its stack, and the client gets the request id to quote.
 */
export function createApiRouter(services: Services, handlers: Partial<HandlersFor<EndpointName>>): Hono {
  const api = new Hono()
  // The contract as an OpenAPI 3.1 document, generated from its Schemas (design.md "Contract").
  api.get('/api/openapi.json', (c) => c.json(openApiDocument()))
  for (const endpoint of Object.values(contract) as AnyEndpoint[]) {
    const handler = handlers[endpoint.name as EndpointName] as Handler<AnyEndpoint> | undefined
    // Envelopes already written, by the data they carry: data a store keeps and hands out again (a search
    // answer from the answer cache) is encoded and serialised once, not on every request.
    const written = new WeakMap<object, string>()
    const route = (c: Context) => serve(c, endpoint, handler, services, written)
    if (endpoint.method === 'GET') api.get(endpoint.path, route)
    else api.post(endpoint.path, route)
    // The other method on a known path: say which one it takes.
    api.on(endpoint.method === 'GET' ? 'POST' : 'GET', endpoint.path, (c) =>
      fail(c, services, requestIdOf(c), new ApiFailure(405, `${endpoint.path} takes ${endpoint.method} requests`), endpoint),
    )
  }
  api.all('/api/*', (c) => fail(c, services, requestIdOf(c), notFound(`The API call ${c.req.path}`)))
  return api
}

async function serve(
  c: Context,
  endpoint: AnyEndpoint,
  handler: Handler<AnyEndpoint> | undefined,
  services: Services,
  written: WeakMap<object, string>,
): Promise<Response> {
  const requestId = requestIdOf(c)
  const started = performance.now()
  try {
    if (handler === undefined) throw new ApiFailure(501, `${endpoint.path} is not available yet`)
    const member = await memberOf(c, services)
    if (endpoint.auth === 'member' && member === undefined) throw forbidden()
    const query = decodePart(endpoint, 'query', queryRecord(c))
    const body = endpoint.body === undefined ? undefined : decodePart(endpoint, 'body', await readBody(c, endpoint, services))
    const request = requestInfo(c, services, requestId)
    const data: unknown = await handler({ query, body, member, request }, services)
    const answer = endpoint.responseEncoding === 'file' ? fileAnswer(endpoint, data) : envelopeAnswer(endpoint, data, written)
    services.log.write({
      level: 'debug',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: 200,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
    c.header('X-Request-Id', requestId)
    c.header('Cache-Control', 'no-store')
    return answer(c)
  } catch (error) {
    return fail(c, services, requestId, error, endpoint, started)
  }
}

/**
 * The success envelope of `data`, encoded with the endpoint's response schema; a refused value is a bug. The
 * text is kept in `written` under `data` (handlers never change data they have answered), so the same object
 * answered again is sent as it was.
 */
function envelopeAnswer(endpoint: AnyEndpoint, data: unknown, written: WeakMap<object, string>): (c: Context) => Response {
  const kept = typeof data === 'object' && data !== null ? data : undefined
  let text = kept === undefined ? undefined : written.get(kept)
  if (text === undefined) {
    const encoded = Schema.encodeUnknownResult(endpoint.response as Schema.Codec<unknown, unknown>)(data)
    if (Result.isFailure(encoded)) {
      throw new Error(`${endpoint.name} answered data its response schema refuses: ${inputError(encoded.failure.issue).message}`)
    }
    text = JSON.stringify({ code: 200, data: encoded.success, message: 'OK' })
    if (kept !== undefined) written.set(kept, text)
  }
  const body = text
  return (c) => c.body(body, 200, { 'Content-Type': 'application/json' })
}

/**
 * A download (`responseEncoding: 'file'`): the file's bytes as the body, its media type, and
 * `Content-Disposition: attachment` with a safe file name. A file of a type the endpoint does not list is a bug.
 */
function fileAnswer(endpoint: AnyEndpoint, data: unknown): (c: Context) => Response {
  if (!Schema.is(FileDownload)(data) || !isFileTypeOf(endpoint.fileTypes, data.mediaType)) {
    throw new Error(`${endpoint.name} answered something that is not a file of ${endpoint.fileTypes.join(' or ')}`)
  }
  return (c) => {
    c.header('Content-Type', data.mediaType)
    c.header('Content-Disposition', contentDisposition(data.fileName))
    return c.body(new Uint8Array(data.bytes), 200)
  }
}

/** The failure envelope for `error`, logged. `ApiFailure`s keep their code; anything else is a 500. */
function fail(
  c: Context,
  services: Services,
  requestId: string,
  error: unknown,
  endpoint?: AnyEndpoint,
  started?: number,
): Response {
  const known = error instanceof ApiFailure
  const code = known ? error.code : 500
  const message = known ? error.message : `Something went wrong on our side; please try again (request ${requestId})`
  services.log.write({
    level: code >= 500 ? 'error' : 'warn',
    msg: known ? error.message : 'unhandled error',
    requestId,
    method: c.req.method,
    path: c.req.path,
    endpoint: endpoint?.name,
    status: code,
    ...(started === undefined ? {} : { ms: Math.round((performance.now() - started) * 10) / 10 }),
    ...(known && error.detail !== undefined ? { detail: error.detail } : {}),
    ...(known ? {} : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  })
  c.header('X-Request-Id', requestId)
  c.header('Cache-Control', 'no-store')
  return c.json({ code, data: null, message }, code as 400)
}

// ---------------------------------------------------------------------------------------------------------
// Input

/** The query string as the contract's query schemas read it: one text value per key (the first one). */
function queryRecord(c: Context): Record<string, string> {
  const record: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (!Object.hasOwn(record, key)) record[key] = value
  }
  return { ...record }
}

function decodePart(endpoint: AnyEndpoint, part: 'query' | 'body', value: unknown): unknown {
  const schema = endpoint[part] as Schema.Codec<unknown, unknown> | undefined
  if (schema === undefined) return undefined
  const result = Schema.decodeUnknownResult(schema)(value, { errors: 'all', onExcessProperty: 'ignore' })
  if (Result.isSuccess(result)) return result.success
  const { message, problems } = inputError(result.failure.issue)
  throw badRequest(message, { part, problems })
}

/** The body's size limit: the upload limit for multipart endpoints (BOM files), `MAX_BODY_BYTES` else. */
function bodyLimitOf(endpoint: AnyEndpoint, services: Services): number {
  return endpoint.bodyEncoding === 'multipart' ? BOM.maxBytes + MULTIPART_OVERHEAD_BYTES : services.config.maxBodyBytes
}

/** Reads the body within its limit, as JSON or as a multipart form's fields, per the endpoint. */
async function readBody(c: Context, endpoint: AnyEndpoint, services: Services): Promise<unknown> {
  const limit = bodyLimitOf(endpoint, services)
  const declared = c.req.header('content-length')
  if (declared !== undefined && Number(declared) > limit) throw payloadTooLarge(limit)
  const bytes = await readLimited(c.req.raw, limit)
  // The media type compares without case; its parameters keep theirs (a multipart boundary is case-sensitive:
  // Chromium sends `----WebKitFormBoundaryAbC…`, and a lower-cased copy no longer matches the body's delimiters).
  const contentType = c.req.header('content-type') ?? ''
  const type = contentType.toLowerCase()
  if (endpoint.bodyEncoding === 'multipart') {
    if (!type.startsWith('multipart/form-data')) throw badRequest('Send the form as multipart/form-data')
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
    } catch {
      throw badRequest('The form could not be read: send it as multipart/form-data')
    }
    const fields: Record<string, unknown> = {}
    for (const [name, value] of form) {
      if (!Object.hasOwn(fields, name)) Object.defineProperty(fields, name, { value, enumerable: true })
    }
    return fields
  }
  if (bytes.byteLength === 0) return undefined
  if (type !== '' && !type.startsWith('application/json')) throw badRequest('Send the body as JSON (application/json)')
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch {
    throw badRequest('The body is not valid JSON')
  }
}

/** The body's bytes, stopping with a 413 as soon as more than `limit` arrive (chunked bodies included). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (request.body === null) return new Uint8Array(0)
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw payloadTooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

// ---------------------------------------------------------------------------------------------------------
// Who is asking

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/u

/** The SHA-256 of a session token, as the store keeps it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The member of the request's Bearer token, when it names a live session. */
async function memberOf(c: Context, services: Services): Promise<Member | undefined> {
  const match = BEARER.exec(c.req.header('authorization') ?? '')
  if (match?.[1] === undefined) return undefined
  const tokenHash = hashToken(match[1])
  const userId = await services.store.accounts.findSessionUser(tokenHash, services.now().toISOString())
  return userId === undefined ? undefined : { userId, tokenHash }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/u

function requestIdOf(c: Context): string {
  const given = c.req.header('x-request-id')
  return given !== undefined && REQUEST_ID.test(given) ? given : randomUUID()
}

function requestInfo(c: Context, services: Services, requestId: string): RequestInfo {
  return { requestId, ip: clientAddress(c, services), origin: new URL(c.req.url).origin, headers: c.req.raw.headers }
}

/**
 * The client's address as `hops` trusted proxies tell it (`TRUST_PROXY`): each proxy appends the address it
 * was reached from to `X-Forwarded-For` (several headers read as one list), so the entry `hops` from the right
 * is what the outermost trusted proxy saw; entries left of it are whatever the client wrote. `undefined` when
 * no proxy is trusted or the list is shorter than `hops` (or that entry is empty): then the socket's address.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || header === undefined) return undefined
  const entries = header.split(',')
  const entry = entries.length >= hops ? entries[entries.length - hops]?.trim() : undefined
  return entry === undefined || entry === '' ? undefined : entry
}

function clientAddress(c: Context, services: Services): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), services.config.trustProxy)
  if (forwarded !== undefined) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // `app.request` in tests has no socket.
    return 'local'
  }
}
