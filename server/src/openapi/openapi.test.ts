import { type AnyEndpoint, type EndpointName, endpoints } from '@partfront/core/contract'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import type * as Schema from 'effect/Schema'
import * as SchemaAST from 'effect/SchemaAST'
import { afterEach, describe, expect, it } from 'vitest'
import { handlers } from '../api/handlers/index.ts'
import { type World, addToCart, createMember, post, startWorld } from '../api/handlers/orders.fixtures.ts'
import type { TestApi } from '../testing/test-api.ts'
import { resolveRef } from './json-schemas.ts'
import { openApiDocument } from './openapi.ts'

/**
 * The OpenAPI document checked by a real OpenAPI validator, against the contract, and against what the
 * running app answers: real responses validate against the document's response schemas with Ajv's
 * draft 2020-12 validator (the one the OpenAPI validator itself runs on).
 */

interface Operation {
  readonly operationId: string
  readonly summary: string
  readonly security: ReadonlyArray<Record<string, unknown>>
  readonly parameters?: ReadonlyArray<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>
  readonly requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> }
  readonly responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>
}

interface Document {
  readonly openapi: string
  readonly paths: Record<string, Record<string, Operation>>
  readonly components: {
    readonly schemas: Record<string, Record<string, unknown>>
    readonly responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>
    readonly securitySchemes: Record<string, unknown>
  }
}

const doc = openApiDocument() as Document

function operationOf(endpoint: AnyEndpoint): Operation {
  const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
  if (operation === undefined) throw new Error(`${endpoint.method} ${endpoint.path} is not in the document`)
  return operation
}

function endpointNamed(name: EndpointName): AnyEndpoint {
  const found = endpoints.find((endpoint) => endpoint.name === name)
  if (found === undefined) throw new Error(`no endpoint ${name}`)
  return found
}

/** The fields of `endpoint`'s query struct, as the query string carries them. */
function queryFieldsOf(endpoint: AnyEndpoint): ReadonlyArray<SchemaAST.PropertySignature> {
  if (endpoint.query === undefined) return []
  const ast = SchemaAST.toEncoded((endpoint.query as Schema.Top).ast)
  return SchemaAST.isObjects(ast) ? ast.propertySignatures : []
}

/** Whether a schema takes strings only: `type: string`, or a union of such schemas. */
function isTextOnly(schema: Record<string, unknown>): boolean {
  const resolved = resolveRef(schema, doc.components.schemas)
  if (resolved.type === 'string') return true
  const branches = resolved.anyOf ?? resolved.oneOf
  return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => isTextOnly(branch as Record<string, unknown>))
}

// ---------------------------------------------------------------------------------------------------------
// A JSON Schema validator for the responses: Ajv 2020, resolved where the OpenAPI validator resolves it.

type ValidateFunction = ReturnType<Ajv2020['compile']>

// `components` is not a JSON Schema keyword: non-strict mode lets it hold the definitions `$ref`s point into.
const ajv = new Ajv2020({ strict: false, allErrors: true })
const compiled = new Map<string, ValidateFunction>()

/** The schema the document gives `endpoint`'s answer with HTTP `status`, compiled with the shared definitions. */
function responseValidator(endpoint: AnyEndpoint, status: number): ValidateFunction {
  const key = `${endpoint.name} ${status}`
  const cached = compiled.get(key)
  if (cached !== undefined) return cached
  const response = operationOf(endpoint).responses[String(status)]
  if (response === undefined) throw new Error(`${endpoint.name} documents no ${status} response`)
  const resolved = response.$ref === undefined ? response : doc.components.responses[response.$ref.split('/').pop() ?? '']
  const schema = resolved?.content?.['application/json']?.schema
  if (schema === undefined) throw new Error(`${endpoint.name} ${status} has no JSON schema`)
  const validate = ajv.compile({ ...schema, components: { schemas: doc.components.schemas } })
  compiled.set(key, validate)
  return validate
}

/**
 * Reads `response` and checks it against the document: an envelope against its JSON schema (answered), a
 * download (not JSON) by its media type and `Content-Disposition`, which the document must list for that
 * status (answered as `undefined`: bytes have no JSON schema for Ajv to check).
 */
async function expectDocumented(endpoint: AnyEndpoint, response: Response): Promise<{ code: number; data: unknown } | undefined> {
  const mediaType = response.headers.get('content-type') ?? ''
  if (!/^application\/json/u.test(mediaType)) {
    const documented = operationOf(endpoint).responses[String(response.status)]?.content ?? {}
    expect({ endpoint: endpoint.name, status: response.status, documented: Object.hasOwn(documented, mediaType.split(';')[0] ?? '') }).toEqual({
      endpoint: endpoint.name,
      status: response.status,
      documented: true,
    })
    expect(response.headers.get('content-disposition'), endpoint.name).toMatch(/^attachment; filename="[^"/\\]+"/u)
    expect((await response.arrayBuffer()).byteLength, endpoint.name).toBeGreaterThan(0)
    return undefined
  }
  const body = (await response.json()) as { code: number; data: unknown }
  const validate = responseValidator(endpoint, response.status)
  const valid = validate(body)
  expect({ endpoint: endpoint.name, status: response.status, valid, errors: validate.errors ?? null }).toEqual({
    endpoint: endpoint.name,
    status: response.status,
    valid: true,
    errors: null,
  })
  return body
}

// ---------------------------------------------------------------------------------------------------------

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for @seriousme/openapi-schema-validator', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
  })

  it('has every contract endpoint exactly once, with its method, path, operationId and summary', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [operation.operationId, method.toUpperCase(), path, operation.summary]),
    )
    const expected = endpoints.map((endpoint) => [endpoint.name, endpoint.method, endpoint.path, endpoint.summary])
    expect(operations).toHaveLength(endpoints.length)
    expect(new Set(operations.map(([id]) => id)).size).toBe(endpoints.length)
    expect([...operations].sort()).toEqual([...expected].sort())
  })

  it('puts the bearer scheme on member endpoints, and makes it optional on the others', () => {
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown })
    for (const endpoint of endpoints) {
      const security = operationOf(endpoint).security
      if (endpoint.auth === 'member') expect(security, endpoint.name).toEqual([{ bearerAuth: [] }])
      else expect(security, endpoint.name).toEqual([{}, { bearerAuth: [] }])
    }
  })

  it('offers the Idempotency-Key header on placing an order and submitting a payment, and nowhere else', () => {
    const withHeader = endpoints
      .filter((endpoint) => (operationOf(endpoint).parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'))
      .map((endpoint) => endpoint.name)
    expect(withHeader.sort()).toEqual(['orderCreate', 'paymentSubmit'])
  })

  it('gives one query parameter per field of the query struct, a string on the wire, required unless optional', () => {
    for (const endpoint of endpoints) {
      const parameters = (operationOf(endpoint).parameters ?? []).filter((parameter) => parameter.in === 'query')
      expect(
        parameters.map((parameter) => [parameter.name, parameter.in, parameter.required]),
        endpoint.name,
      ).toEqual(queryFieldsOf(endpoint).map((field) => [String(field.name), 'query', !SchemaAST.isOptional(field.type)]))
      for (const parameter of parameters) {
        expect(isTextOnly(parameter.schema), `${endpoint.name}.${parameter.name}`).toBe(true)
      }
    }
    const addcart = operationOf(endpointNamed('cartAdd')).parameters
    expect(addcart).toEqual([{ name: 'addup', in: 'query', required: true, schema: { type: 'string', enum: ['true', 'false'] } }])
  })

  it('sends bodies as JSON, and the BOM upload as a multipart form whose file is binary', () => {
    for (const endpoint of endpoints) {
      const body = operationOf(endpoint).requestBody
      if (endpoint.body === undefined) expect(body, endpoint.name).toBeUndefined()
      else {
        const type = endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json'
        expect(Object.keys(body?.content ?? {}), endpoint.name).toEqual([type])
        expect(body?.required, endpoint.name).toBe(true)
      }
    }
    const form = operationOf(endpointNamed('bomUpload')).requestBody?.content['multipart/form-data']?.schema
    expect(form).toMatchObject({
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
        name: { type: 'string' },
        email: { type: 'string' },
      },
      required: expect.arrayContaining(['file', 'name', 'email', 'telephone', 'address']) as unknown,
    })
  })

  it('answers 200 with the success envelope around the response, and 400, 403, 404, 429, 500 with the failure envelope', () => {
    const failure = { $ref: '#/components/schemas/FailureEnvelope' }
    for (const name of ['BadRequest', 'Forbidden', 'NotFound', 'Conflict', 'PayloadTooLarge', 'TooManyRequests', 'ServerError']) {
      expect(doc.components.responses[name]?.content['application/json']?.schema, name).toEqual(failure)
    }
    expect(doc.components.schemas.FailureEnvelope).toMatchObject({
      type: 'object',
      properties: { code: { type: 'integer' }, data: {}, message: { type: 'string' } },
      required: ['code', 'data', 'message'],
    })
    for (const endpoint of endpoints) {
      const responses = operationOf(endpoint).responses
      const codes = ['200', '400', '403', '404', '409', ...(endpoint.body === undefined ? [] : ['413']), '429', '500']
      expect(Object.keys(responses).sort(), endpoint.name).toEqual(codes.sort())
      if (endpoint.responseEncoding === 'file') continue
      expect(responses['200']?.content?.['application/json']?.schema, endpoint.name).toMatchObject({
        type: 'object',
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
        required: ['code', 'data', 'message'],
      })
    }
  })

  it('describes a download as the file itself in its media types, named by Content-Disposition; its failures as envelopes', () => {
    const downloads = endpoints.filter((endpoint) => endpoint.responseEncoding === 'file')
    expect(downloads.map((endpoint) => endpoint.name).sort()).toEqual(['bomExport', 'bomPreviewExport', 'bomTemplate'])
    for (const endpoint of downloads) {
      const ok = operationOf(endpoint).responses['200'] as { content?: Record<string, unknown>; headers?: Record<string, unknown> }
      expect(Object.keys(ok.content ?? {}), endpoint.name).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
      expect(ok.content?.['text/csv'], endpoint.name).toEqual({ schema: { type: 'string', format: 'binary', contentMediaType: 'text/csv' } })
      expect(Object.keys(ok.headers ?? {}).sort(), endpoint.name).toEqual(['Content-Disposition', 'X-Request-Id'])
      expect(operationOf(endpoint).responses['404'], endpoint.name).toEqual({ $ref: '#/components/responses/NotFound' })
    }
    expect(JSON.stringify(doc.components.schemas)).not.toContain('FileDownload')
  })

  it('writes a shared shape once, as a component, and refers to it', () => {
    const cartDetail = JSON.stringify(operationOf(endpointNamed('cartDetail')).responses['200'])
    expect(cartDetail).toContain('"$ref":"#/components/schemas/ProductSummary"')
    expect(doc.components.schemas.ProductSummary).toMatchObject({ type: 'object', required: expect.arrayContaining(['model']) as unknown })
  })

  it("issue 29: documents a search's one category (chosen or its results'), its column values and its attribute sort", () => {
    const search = operationOf(endpointNamed('searchList'))
    expect(search.parameters?.find((parameter) => parameter.name === 'attributeSort')).toMatchObject({ in: 'query', required: false })
    const answer = JSON.stringify(search.responses['200'])
    const schemas = JSON.stringify(doc.components.schemas)
    for (const text of ['"confinedBy"', '"productValues"']) expect(answer + schemas).toContain(text)
    expect(answer + schemas).toMatch(/"enum":\["categoryId","results"\]/u)
  })

  it('is built once and frozen', () => {
    expect(openApiDocument()).toBe(doc)
    expect(Object.isFrozen(doc.paths)).toBe(true)
  })
})

describe('GET /api/openapi.json', () => {
  let world: World | undefined
  afterEach(async () => {
    await world?.api.close()
    world = undefined
  })

  it('serves the document as application/json', async () => {
    world = await startWorld()
    const response = await world.api.fetch('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/u)
    expect(await response.json()).toEqual(doc)
  })

  it("real answers of the running app validate against the document's response schemas", async () => {
    world = await startWorld()
    const { api, alice, parts, aliceAddress } = world
    const auth = { Authorization: `Bearer ${alice.token}` }
    addToCart(api.store, alice.userId, parts.opAmp, 150)

    const created = await expectDocumented(
      endpointNamed('orderCreate'),
      await post(api, '/api/order/create', alice.token, { addressId: aliceAddress, carrier: 'UPS', remark: '' }),
    )
    expect(created?.code).toBe(200)
    const orderId = (created?.data as { id: number }).id

    const answers: Array<[EndpointName, string, number]> = [
      ['orderList', '/api/order/list?page=1&pageSize=10', 200],
      ['orderDetail', `/api/order/detail?id=${orderId}`, 200],
      ['paymentMethods', `/api/payment/methods?orderId=${orderId}`, 200],
      ['orderDetail', '/api/order/detail?id=987654', 404],
      ['orderDetail', '/api/order/detail?id=abc', 400],
    ]
    for (const [name, path, status] of answers) {
      const response = await api.fetch(path, { headers: auth })
      expect(response.status, path).toBe(status)
      await expectDocumented(endpointNamed(name), response)
    }
    // Downloads: the file on success, the envelope on failure.
    for (const [name, path, status] of [
      ['bomTemplate', '/api/bom/template?format=csv', 200],
      ['bomTemplate', '/api/bom/template?format=xlsx', 200],
      ['bomTemplate', '/api/bom/template?format=pdf', 400],
      ['bomExport', '/api/bom/export?id=987654&format=csv', 404],
    ] as const) {
      const response = await api.fetch(path, { headers: auth })
      expect(response.status, path).toBe(status)
      await expectDocumented(endpointNamed(name), response)
    }
    const signedOut = await api.fetch('/api/order/list')
    expect(signedOut.status).toBe(403)
    await expectDocumented(endpointNamed('orderList'), signedOut)

    const wire = await post(api, '/api/payment/submit', alice.token, { orderId, method: 'wire' })
    expect(wire.status).toBe(200)
    await expectDocumented(endpointNamed('paymentSubmit'), wire)
  })

  it('the response schemas refuse envelopes that break them (a shared component included)', () => {
    const detail = responseValidator(endpointNamed('orderDetail'), 200)
    expect(detail({ code: 200, data: { id: 1 }, message: 'OK' })).toBe(false)
    const cart = responseValidator(endpointNamed('cartDetail'), 200)
    const row = { id: 1, productId: 2, productCount: 3, productDetailEntity: { model: '' } }
    expect(cart({ code: 200, data: [], message: 'OK' })).toBe(true)
    expect(cart({ code: 200, data: [row], message: 'OK' })).toBe(false)
    const failure = responseValidator(endpointNamed('orderDetail'), 404)
    expect(failure({ code: 404, data: null, message: 'Order 9 was not found' })).toBe(true)
    expect(failure({ code: 404, data: {}, message: 'Order 9 was not found' })).toBe(false)
    expect(failure({ code: '404', data: null, message: 'Order 9 was not found' })).toBe(false)
  })

  it('every endpoint with a handler answers a bare request with an envelope the document describes', async () => {
    world = await startWorld()
    const api: TestApi = world.api
    const handled = endpoints.filter((endpoint) => Object.hasOwn(handlers, endpoint.name))
    expect(handled.length).toBeGreaterThan(0)
    for (const endpoint of handled) {
      // A member of its own per call, so a sign-out does not sign the next call out.
      const { token } = await createMember(api.store, endpoint.name.toLowerCase())
      const response =
        endpoint.method === 'GET'
          ? await api.fetch(endpoint.path, { headers: { Authorization: `Bearer ${token}` } })
          : await post(api, endpoint.path, token, {})
      expect(response.status, endpoint.name).toBeLessThan(500)
      await expectDocumented(endpoint, response)
    }
  })
})
