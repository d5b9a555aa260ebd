import { type AnyEndpoint, IDEMPOTENCY_HEADER, endpoints } from '@partfront/core/contract'
import type * as JsonSchema from 'effect/JsonSchema'
import type * as Schema from 'effect/Schema'
import { type EndpointJsonSchemas, contractJsonSchemas, fileFieldsOf, resolveRef } from './json-schemas.ts'

/**
 * The OpenAPI 3.1 document of the contract, served at `/api/openapi.json` (design.md "Contract"). Every
 * operation, parameter and schema is generated from `endpoints` and their effect Schemas; written here by
 * hand are only the info block and the envelope around the schemas: the failure codes and what they mean,
 * the bearer scheme and the request-id header.
 */

type Json = Record<string, unknown>

const INFO = {
  title: 'Partfront API',
  // The workspace's version until the first release.
  version: '0.0.0',
  description:
    'The storefront API of Partfront. Every call answers the envelope { code, data, message } with the HTTP ' +
    'status equal to code: 200 carries the data, any other code data null and a message to show. Calls ' +
    'marked with bearerAuth need a member session token (Authorization: Bearer …); the others take it when ' +
    'there is one.',
} as const

const BEARER = 'bearerAuth'

/** The failure codes an operation may answer besides 200, with the meaning of each (design.md "Contract"). */
const FAILURES = [
  { code: 400, name: 'BadRequest', description: 'Bad input: the message names the field.' },
  { code: 403, name: 'Forbidden', description: 'No live member session (a missing, expired or revoked token).' },
  { code: 404, name: 'NotFound', description: "No such entity; another member's reads as missing." },
  { code: 409, name: 'Conflict', description: 'The entity is not in a state that allows the call.' },
  { code: 413, name: 'PayloadTooLarge', description: 'The body is larger than the call takes.' },
  { code: 429, name: 'TooManyRequests', description: 'Too many attempts; the message says when to try again.' },
  { code: 500, name: 'ServerError', description: 'A fault on our side; the message quotes the request id.' },
] as const

/** A multipart field that carries a file: bytes, whatever their type (the BOM engine checks the name). */
const FILE_FIELD = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } as const

let cached: Json | undefined

/** The contract's OpenAPI 3.1 document, built on the first call and shared (frozen) after. */
export function openApiDocument(): object {
  cached ??= deepFreeze(buildOpenApiDocument(endpoints))
  return cached
}

/** The OpenAPI 3.1 document of `list`: one operation per endpoint. */
export function buildOpenApiDocument(list: ReadonlyArray<AnyEndpoint>): Json {
  const schemas = contractJsonSchemas(list)
  if (Object.hasOwn(schemas.definitions, 'FailureEnvelope')) throw new Error('FailureEnvelope is defined twice')
  const paths: Record<string, Json> = {}
  for (const endpoint of list) {
    const compiled = schemas.endpoints.get(endpoint.name)
    if (compiled === undefined) throw new Error(`${endpoint.name} was not compiled`)
    const method = endpoint.method.toLowerCase()
    const item = (paths[endpoint.path] ??= {})
    if (Object.hasOwn(item, method)) throw new Error(`${endpoint.method} ${endpoint.path} is in the contract twice`)
    item[method] = operation(endpoint, compiled, schemas.definitions)
  }
  return {
    openapi: '3.1.0',
    info: INFO,
    tags: [...new Set(list.map((endpoint) => areaOf(endpoint)))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...schemas.definitions, FailureEnvelope: schemas.failure },
      responses: Object.fromEntries(
        FAILURES.map(({ name, description }) => [
          name,
          { description, headers: requestIdHeader(), content: jsonContent({ $ref: '#/components/schemas/FailureEnvelope' }) },
        ]),
      ),
      headers: {
        RequestId: {
          description: "The request's id (the client's X-Request-Id when it is a sane one), as the logs carry it.",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        [BEARER]: { type: 'http', scheme: 'bearer', description: 'A member session token, as signing in answers it.' },
      },
    },
  }
}

/**
 * The `Idempotency-Key` header of an idempotent call (placing an order, submitting a payment): the same key
 * again answers the first result instead of acting twice.
 */
function idempotencyKeyParameter(): Json {
  return {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required: false,
    description:
      'A key the client makes for each attempt (8 to 128 of A-Z, a-z, 0-9, _ and -): sent again with a retry, it answers the first result again instead of acting twice; with another body it is refused (422). Kept 24 hours.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
  }
}

function operation(endpoint: AnyEndpoint, schemas: EndpointJsonSchemas, definitions: JsonSchema.Definitions): Json {
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [areaOf(endpoint)],
    // `none` calls still take a member's token: it links a quote or a message to the member.
    security: endpoint.auth === 'member' ? [{ [BEARER]: [] }] : [{}, { [BEARER]: [] }],
    ...(schemas.query === undefined && !endpoint.idempotent
      ? {}
      : {
          parameters: [
            ...(schemas.query === undefined ? [] : queryParameters(endpoint, schemas.query, definitions)),
            ...(endpoint.idempotent ? [idempotencyKeyParameter()] : []),
          ],
        }),
    ...(schemas.body === undefined ? {} : { requestBody: requestBody(endpoint, schemas.body, definitions) }),
    responses: {
      200: schemas.success === undefined ? fileSuccess(endpoint) : { description: 'OK: the envelope carries the data.', headers: requestIdHeader(), content: jsonContent(schemas.success) },
      ...Object.fromEntries(
        FAILURES.filter(({ code }) => code !== 413 || endpoint.body !== undefined).map(({ code, name }) => [
          code,
          { $ref: `#/components/responses/${name}` },
        ]),
      ),
    },
  }
}

/** One `in: query` parameter per field of the query struct, each a string on the wire. */
function queryParameters(endpoint: AnyEndpoint, query: JsonSchema.JsonSchema, definitions: JsonSchema.Definitions): Json[] {
  const struct = resolveRef(query, definitions)
  if (struct.type !== 'object') throw new Error(`The query of ${endpoint.name} is not a struct`)
  const required = new Set(Array.isArray(struct.required) ? (struct.required as string[]) : [])
  const properties = (struct.properties ?? {}) as Record<string, JsonSchema.JsonSchema>
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
}

/** The body as `application/json`, or as `multipart/form-data` with its file fields as binary strings. */
function requestBody(endpoint: AnyEndpoint, body: JsonSchema.JsonSchema, definitions: JsonSchema.Definitions): Json {
  if (endpoint.bodyEncoding !== 'multipart') return { required: true, content: jsonContent(body) }
  const files = fileFieldsOf(endpoint.body as Schema.Top)
  const form = resolveRef(body, definitions)
  const properties = (form.properties ?? {}) as Record<string, JsonSchema.JsonSchema>
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, files.has(name) ? { ...schema, ...FILE_FIELD } : schema]),
  )
  return { required: true, content: { 'multipart/form-data': { schema: { ...form, properties: fields } } } }
}

/**
 * A download's 200: the file itself in one of the endpoint's media types, named by `Content-Disposition`.
 * Its failures are the envelope like every other call's.
 */
function fileSuccess(endpoint: AnyEndpoint): Json {
  return {
    description: 'OK: the file itself (a download), named in Content-Disposition.',
    headers: {
      ...requestIdHeader(),
      'Content-Disposition': {
        description: 'attachment; filename="…" (and filename*=UTF-8\'\'… when the name is not plain ASCII).',
        required: true,
        schema: { type: 'string' },
      },
    },
    content: Object.fromEntries(endpoint.fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary', contentMediaType: type } }])),
  }
}

/** `/api/{area}/{verb}` → `area`: the operation's tag. */
function areaOf(endpoint: AnyEndpoint): string {
  return endpoint.path.split('/')[2] ?? 'api'
}

function jsonContent(schema: JsonSchema.JsonSchema): Json {
  return { 'application/json': { schema } }
}

function requestIdHeader(): Json {
  return { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
