import { fc, it } from '@fast-check/vitest'
import { type AnyEndpoint, endpoints } from '@partfront/core/contract'
import * as Arbitrary from 'effect/Arbitrary'
import * as Effect from 'effect/Effect'
import * as Schema from 'effect/Schema'
import * as SchemaAST from 'effect/SchemaAST'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { SqliteStore } from '../store/sqlite/sqlite-store.ts'
import { type TestApi, startTestApi } from '../testing/test-api.ts'
import { handlers } from './handlers/index.ts'
import { hashToken } from './router.ts'

/**
 * The API-wide property (issue 6, "nothing reaches a 500 for bad input"): whatever query, body, content
 * type or token arrives at whichever endpoint, the answer is the envelope `{ code, data, message }` with the
 * HTTP status equal to `code`, and never a 5xx. The one exception is the router's 501 for an endpoint that
 * has no handler yet, computed from the handlers map so it disappears as the areas land.
 */

const RUNS_PER_ENDPOINT = 40
/** Room for the first property, which warms the app up, on a slow machine. */
const PROPERTY_TIMEOUT_MS = 30_000
const MEMBER_TOKEN = 'robustness-member-token'
const handled = new Set(Object.keys(handlers))

let api: TestApi
let productIds: number[] = []

beforeAll(async () => {
  api = await startTestApi({
    seed: (store) => {
      productIds = seedProducts(store)
    },
  })
  const user = await api.store.accounts.createUser({
    email: 'robust@example.com',
    passwordHash: 'unused',
    emailUpdates: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  if (user === undefined) throw new Error('member not created')
  await api.store.accounts.createSession({
    tokenHash: hashToken(MEMBER_TOKEN),
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
  })
})

afterAll(async () => {
  await api.close()
})

/** A maker, two categories and three parts, written with SQL on the catalog schema (migration 001). */
function seedProducts(store: SqliteStore): number[] {
  const db = store.db
  db.prepare("INSERT INTO categories (id, parent_id, name, slug) VALUES (1, NULL, 'Integrated Circuits', 'integrated-circuits')").run()
  db.prepare("INSERT INTO categories (id, parent_id, name, slug) VALUES (2, 1, 'Linear', 'linear')").run()
  db.prepare("INSERT INTO manufacturers (id, name, slug) VALUES (1, 'Texas Instruments', 'texas-instruments')").run()
  const insert = db.prepare(
    `INSERT INTO products (part_number, normalized, base_normalized, manufacturer_id, category_id, package, stock,
       price_ladder, unit_price, updated_at)
     VALUES (?, ?, ?, 1, 2, 'SOIC-8', ?, ?, ?, '2026-01-01T00:00:00.000Z') RETURNING id`,
  )
  const parts: Array<[string, string, number, number | null]> = [
    ['LM358DR', 'LM358', 1000, 250_000],
    ['NE555DR', 'NE555', 50, 300_000],
    ['TPS5430DDAR', 'TPS5430', 0, null],
  ]
  return parts.map(([partNumber, base, stock, price]) => {
    const ladder = price === null ? '[]' : JSON.stringify([{ quantity: 1, unitPrice: price }])
    return insert.pluck().get(partNumber, partNumber, base, stock, ladder, price) as number
  })
}

// ---------------------------------------------------------------------------------------------------------
// What a client may send

/** A request as generated: plain data, so fast-check can print and shrink it. */
interface GeneratedRequest {
  readonly method: 'GET' | 'POST'
  readonly query: string
  readonly authorization: string | undefined
  readonly requestId: string | undefined
  readonly body: GeneratedBody | undefined
}

type FormPart = readonly [string, string | { readonly fileName: string; readonly bytes: Uint8Array }]

interface GeneratedBody {
  readonly contentType: string | undefined
  readonly payload: string | Uint8Array | ReadonlyArray<FormPart>
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'] as const

const SPECIAL_TEXT = [
  '', ' ', 'true', 'false', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1', '01', '1.5', '1e3', '0x10',
  '9007199254740993', '99999999999999999999', '[]', '{}', '[object Object]', '%', '%00', '\u0000', '\uD800', '\uFEFF',
  '<script>alert(1)</script>', "' OR 1=1 --", '1,2,3', ',,', '1,,2', 'BaseConfig', '1000', '1001', '1002', 'DHL',
  'wire', 'card', 'pending_payment', 'a@b.c', '../../etc/passwd', 'Ω≈ç√∫', '🔩🔌', 'ﷺ', ...PROTO_KEYS,
] as const

/** Every property name a schema's encoded side mentions, nested ones included (a pool of plausible keys). */
function fieldNamesOf(schema: unknown): string[] {
  if (schema === undefined) return []
  const names = new Set<string>()
  const visit = (ast: SchemaAST.AST, depth: number): void => {
    if (depth > 6) return
    if (SchemaAST.isObjects(ast)) {
      for (const property of ast.propertySignatures) {
        names.add(String(property.name))
        visit(SchemaAST.toEncoded(property.type), depth + 1)
      }
    } else if (SchemaAST.isArrays(ast)) {
      for (const element of [...ast.elements, ...ast.rest]) visit(SchemaAST.toEncoded(element), depth + 1)
    } else if (SchemaAST.isUnion(ast)) {
      for (const member of ast.types) visit(SchemaAST.toEncoded(member), depth + 1)
    }
  }
  visit(SchemaAST.toEncoded((schema as Schema.Top).ast), 0)
  return [...names]
}

/** Text as a client may send it: edge cases, any Unicode (lone surrogates too), numbers, huge strings. */
function textValues(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...SPECIAL_TEXT), weight: 4 },
    { arbitrary: fc.string(), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
    { arbitrary: fc.integer().map(String), weight: 2 },
    { arbitrary: fc.double().map(String), weight: 1 },
    { arbitrary: fc.constantFrom(...productIds.map(String)), weight: 2 },
    { arbitrary: fc.integer({ min: 1_000, max: 10_000 }).map((n) => 'ü8'.repeat(n)), weight: 1 },
  )
}

const samples = new Map<unknown, ReadonlyArray<unknown>>()

/**
 * A few values `schema` accepts, on their encoded (wire) side, from effect's own Schema-derived generator:
 * the starting points that carry a request past decoding into the handler. Empty when the schema cannot be
 * generated (a file field) or generation gives up (a cross-field check).
 */
function validSamples(schema: unknown, seed: string): ReadonlyArray<unknown> {
  if (schema === undefined) return []
  const known = samples.get(schema)
  if (known !== undefined) return known
  const values = sampleEncoded(schema as Schema.Codec<unknown, unknown>, seed)
  samples.set(schema, values)
  return values
}

/**
 * Samples of `codec`, encoded. A struct with a cross-field check (passwords match) is generated from its
 * fields, then given a matching confirmation, as the check would discard nearly every value.
 */
function sampleEncoded(codec: Schema.Codec<unknown, unknown>, seed: string): ReadonlyArray<unknown> {
  const fields = (codec as unknown as Partial<Schema.Struct<Schema.Struct.Fields>>).fields
  const sources = [codec, ...(fields === undefined ? [] : [Schema.Struct(fields) as unknown as Schema.Codec<unknown, unknown>])]
  for (const source of sources) {
    try {
      const generated = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(source), { count: 12, seed }))
      return generated.map((value) => Schema.encodeUnknownSync(codec)(withConfirmation(value)))
    } catch {
      // Not generable (a file field) or too rare to generate: try the next source.
    }
  }
  return []
}

/** A form's `confirmPassword` set to its `password`, so the cross-field check (AUTH-4) passes. */
function withConfirmation(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('password' in value) || !('confirmPassword' in value)) return value
  return { ...value, confirmPassword: value.password }
}

/** A valid value with one change: a field set to an odd value or a seeded part's id, or a field dropped. */
function mutated(valid: ReadonlyArray<unknown>, odd: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const change = fc.oneof(
    { arbitrary: fc.constant({ kind: 'keep' as const }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: odd }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 1 },
  )
  return fc.tuple(fc.constantFrom(...valid), change).map(([value, edit]) => {
    if (edit.kind === 'keep') return value
    const target = Array.isArray(value) && isRecord(value[0]) ? value[0] : value
    if (!isRecord(target)) return edit.kind === 'set' ? edit.value : value
    const keys = Object.keys(target)
    const key = keys.length === 0 ? 'id' : (keys[edit.at % keys.length] ?? 'id')
    const changed: Record<string, unknown> = { ...target }
    if (edit.kind === 'set') changed[key] = edit.value
    else delete changed[key]
    return target === value ? changed : [changed, ...(value as unknown[]).slice(1)]
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Malformed and well-formed query strings: random and known keys, repeated keys, raw broken escapes. */
function queries(endpoint: AnyEndpoint): fc.Arbitrary<string> {
  const known = fieldNamesOf(endpoint.query)
  const key = fc.oneof(
    ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known), weight: 6 }] : []),
    { arbitrary: fc.constantFrom(...known.flatMap((name) => [`${name}[]`, `${name}[0]`]), ...PROTO_KEYS), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  )
  const random = fc.array(fc.tuple(key, textValues()), { maxLength: 8 })
  const valid = validSamples(endpoint.query, `${endpoint.name}.query`)
  const nearValid = () =>
    mutated(valid, fc.oneof(textValues(), fc.constantFrom(...productIds.map(String)))).map((value) =>
      isRecord(value) ? Object.entries(value).map(([name, text]) => [name, String(text)] as [string, string]) : [],
    )
  const pairs = valid.length === 0 ? random : fc.oneof({ arbitrary: nearValid(), weight: 2 }, { arbitrary: random, weight: 1 })
  const raw = fc.constantFrom('', '', '', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '&&&', '==', '=&=', '+%2B+', 'a=%00')
  return fc.tuple(pairs, raw).map(([list, tail]) => {
    const text = new URLSearchParams(list).toString()
    return [text, tail].filter((part) => part !== '').join('&')
  })
}

/** JSON values shaped like the body (its field names at every level) with wrong, odd or deep values. */
function nearBodies(endpoint: AnyEndpoint): fc.Arbitrary<unknown> {
  const known = fieldNamesOf(endpoint.body)
  const leaf = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    textValues(),
    fc.constantFrom(...productIds),
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, [], {}, -1, 0, 1, 1.5, 2 ** 53, Number.MAX_VALUE),
  )
  const keys = fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['id'])), weight: 6 },
    { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 1 },
    { arbitrary: fc.string(), weight: 1 },
  )
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), tie('array')),
    object: fc.dictionary(keys, tie('value'), { maxKeys: 8 }),
    array: fc.array(tie('value'), { maxLength: 4 }),
  }))
  const shaped = fc.oneof(fc.dictionary(keys, value, { maxKeys: 8 }), fc.array(value, { maxLength: 4 }), value)
  const valid = validSamples(endpoint.body, `${endpoint.name}.body`)
  return valid.length === 0 ? shaped : fc.oneof({ arbitrary: mutated(valid, leaf), weight: 2 }, { arbitrary: shaped, weight: 1 })
}

/** Nesting far deeper than any schema: bare, and under one of the body's own keys. */
function deepJson(endpoint: AnyEndpoint): fc.Arbitrary<string> {
  const known = fieldNamesOf(endpoint.body)
  return fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom(...(known.length > 0 ? known : ['id'])), fc.boolean())
    .map(([depth, key, arrays]) => {
      const inner = arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
      return `{${JSON.stringify(key)}:${inner}}`
    })
}

const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
] as const

/** A multipart form's parts: text fields and files (BOM-like names and CSV-ish or random bytes). */
function formParts(endpoint: AnyEndpoint): fc.Arbitrary<ReadonlyArray<FormPart>> {
  const known = fieldNamesOf(endpoint.body)
  const name = fc.oneof(fc.constantFrom('file', ...known, ...PROTO_KEYS), fc.string())
  const file = fc.record({
    fileName: fc.oneof(fc.constantFrom('bom.csv', 'bom.xlsx', 'bom.xls', 'bom.txt', '.csv', 'a'.repeat(300) + '.csv', ''), fc.string()),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc.array(fc.array(textValues(), { maxLength: 6 }), { maxLength: 20 }).map((rows) =>
        new TextEncoder().encode(rows.map((row) => row.join(',')).join('\n')),
      ),
    ),
  })
  return fc.array(fc.tuple(name, fc.oneof(textValues(), file)), { maxLength: 8 })
}

/** Bodies: near-valid, random, truncated and deep JSON, JSON under other content types, raw bytes, forms. */
function bodies(endpoint: AnyEndpoint): fc.Arbitrary<GeneratedBody> {
  const json = (contentType: fc.Arbitrary<string | undefined>) =>
    (text: fc.Arbitrary<string>) => fc.record({ contentType, payload: text }) as fc.Arbitrary<GeneratedBody>
  const asJson = json(fc.constantFrom<string | undefined>('application/json', 'application/json; charset=utf-8', undefined))
  const anyType = json(fc.constantFrom(...CONTENT_TYPES))
  const nearText = nearBodies(endpoint).map((value) => JSON.stringify(value) ?? 'null')
  return fc.oneof(
    { arbitrary: asJson(nearText), weight: 6 },
    { arbitrary: asJson(fc.jsonValue().map((value) => JSON.stringify(value))), weight: 2 },
    { arbitrary: asJson(fc.tuple(nearText, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1)))), weight: 2 },
    { arbitrary: asJson(deepJson(endpoint)), weight: 1 },
    { arbitrary: anyType(fc.oneof(nearText, fc.string({ unit: 'binary' }))), weight: 2 },
    { arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), payload: fc.uint8Array({ maxLength: 2048 }) }), weight: 2 },
    { arbitrary: fc.record({ contentType: fc.constant(undefined), payload: formParts(endpoint) }), weight: endpoint.bodyEncoding === 'multipart' ? 6 : 1 },
  )
}

const built = new Map<AnyEndpoint, fc.Arbitrary<GeneratedRequest>>()

/**
 * Requests to `endpoint`, mostly with its own method and a member's token. Built on first use, once the
 * store is seeded (the seeded parts' ids are among the values).
 */
function requests(endpoint: AnyEndpoint): fc.Arbitrary<GeneratedRequest> {
  const known = built.get(endpoint)
  if (known !== undefined) return known
  const arbitrary = buildRequests(endpoint)
  built.set(endpoint, arbitrary)
  return arbitrary
}

function buildRequests(endpoint: AnyEndpoint): fc.Arbitrary<GeneratedRequest> {
  const other = endpoint.method === 'GET' ? 'POST' : 'GET'
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(endpoint.method), weight: 9 }, { arbitrary: fc.constant(other), weight: 1 }),
      query: queries(endpoint),
      authorization: fc.constantFrom(
        ...Array.from({ length: 7 }, () => `Bearer ${MEMBER_TOKEN}`),
        undefined,
        'Bearer not-a-session',
        'Bearer ',
        `bearer ${MEMBER_TOKEN}`,
        'Basic dXNlcjpwYXNz',
        `Bearer ${'x'.repeat(600)}`,
      ),
      requestId: fc.option(fc.oneof(fc.string({ maxLength: 80 }), fc.constant('req-12345678')), { nil: undefined }),
      body: fc.option(bodies(endpoint), { nil: undefined, freq: 8 }),
    })
    .map((request) => (request.method === 'GET' ? { ...request, body: undefined } : request))
}

// ---------------------------------------------------------------------------------------------------------
// Sending and checking

/** Sends a generated request to the app, as a browser or a script would. */
function send(endpoint: AnyEndpoint, request: GeneratedRequest): Promise<Response> {
  const headers = new Headers()
  if (request.authorization !== undefined) headers.set('Authorization', request.authorization)
  if (request.requestId !== undefined) headers.set('X-Request-Id', request.requestId)
  let body: string | Uint8Array<ArrayBuffer> | FormData | undefined
  const payload = request.body?.payload
  if (typeof payload === 'string') body = payload
  else if (payload instanceof Uint8Array) body = new Uint8Array(payload)
  else if (payload !== undefined) body = formOf(payload)
  if (request.body?.contentType !== undefined) headers.set('Content-Type', request.body.contentType)
  const path = request.query === '' ? endpoint.path : `${endpoint.path}?${request.query}`
  return api.fetch(path, { method: request.method, headers, ...(body === undefined ? {} : { body }) })
}

function formOf(parts: ReadonlyArray<FormPart>): FormData {
  const form = new FormData()
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new File([new Uint8Array(value.bytes)], value.fileName))
  }
  return form
}

/** Whether `status` is allowed: below 500, or the router's 501 for an endpoint with no handler yet. */
function acceptable(endpoint: AnyEndpoint, status: number): boolean {
  return status < 500 || (status === 501 && !handled.has(endpoint.name))
}

/**
 * The answer is the envelope, parsable JSON, with the HTTP status as its code, and no server fault; or, from
 * a download endpoint, a 200 with the file: one of its media types, as an attachment, not empty.
 */
async function expectEnvelope(endpoint: AnyEndpoint, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? ''
  if (endpoint.responseEncoding === 'file' && response.status === 200 && !/^application\/json/u.test(type)) {
    expect(endpoint.fileTypes).toContain(type.split(';')[0])
    expect(response.headers.get('content-disposition') ?? '').toMatch(/^attachment; filename="[^"]+"/u)
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
    return
  }
  const text = await response.text()
  let envelope: unknown
  try {
    envelope = JSON.parse(text)
  } catch {
    throw new Error(`${endpoint.name} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
  expect(typeof envelope === 'object' && envelope !== null && !Array.isArray(envelope)).toBe(true)
  expect(Object.keys(envelope as object).sort()).toEqual(['code', 'data', 'message'])
  const { code, message } = envelope as { code: unknown; message: unknown }
  expect(typeof message).toBe('string')
  expect(code).toBe(response.status)
  expect(acceptable(endpoint, response.status), `${endpoint.name} answered ${response.status}: ${String(message)}`).toBe(true)
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/u)
}

describe('no generated malformed request makes any endpoint answer a 5xx or anything but the envelope', () => {
  for (const endpoint of endpoints) {
    it.prop([fc.constant(endpoint).chain(requests)], { numRuns: RUNS_PER_ENDPOINT })(
      `${endpoint.method} ${endpoint.path} (${endpoint.name})`,
      async (request) => {
        const response = await send(endpoint, request)
        await expectEnvelope(endpoint, response)
      },
      PROPERTY_TIMEOUT_MS,
    )
  }
})

describe('the check itself', () => {
  const envelopeOf = (code: number, status = code) => Response.json({ code, data: null, message: 'm' }, { status })

  it('refuses a 5xx, a status that differs from the code, and a body that is not the envelope', async () => {
    const endpoint = endpoints[0]
    if (endpoint === undefined) throw new Error('the contract is empty')
    const withHandler = { ...endpoint, name: [...handled][0] ?? endpoint.name }
    await expect(expectEnvelope(withHandler, envelopeOf(500))).rejects.toThrow(/answered 500/u)
    await expect(expectEnvelope(withHandler, envelopeOf(501))).rejects.toThrow(/answered 501/u)
    await expect(expectEnvelope(withHandler, envelopeOf(400, 200))).rejects.toThrow()
    await expect(expectEnvelope(withHandler, new Response('oops', { status: 400 }))).rejects.toThrow(/not JSON/u)
    await expect(expectEnvelope(withHandler, Response.json({ code: 400, message: 'm' }, { status: 400 }))).rejects.toThrow()
    await expect(expectEnvelope(withHandler, envelopeOf(404))).resolves.toBeUndefined()
  })

  it('takes a file only from a download endpoint, with 200, one of its types, as an attachment', async () => {
    const download = endpoints.find((endpoint) => endpoint.responseEncoding === 'file')
    const plain = endpoints.find((endpoint) => endpoint.responseEncoding === 'json' && handled.has(endpoint.name))
    if (download === undefined || plain === undefined) throw new Error('no download endpoint')
    const file = (status = 200, type = 'text/csv; charset=utf-8', disposition = 'attachment; filename="a.csv"') =>
      new Response('a,b\r\n', { status, headers: { 'Content-Type': type, 'Content-Disposition': disposition } })
    await expect(expectEnvelope(download, file())).resolves.toBeUndefined()
    await expect(expectEnvelope(download, file(200, 'text/html'))).rejects.toThrow()
    await expect(expectEnvelope(download, file(200, 'text/csv', 'inline'))).rejects.toThrow()
    await expect(expectEnvelope(download, file(400))).rejects.toThrow(/not JSON/u)
    await expect(expectEnvelope(plain, file())).rejects.toThrow(/not JSON/u)
  })

  it('lets a 501 through only for an endpoint with no handler', async () => {
    const endpoint = endpoints[0]
    if (endpoint === undefined) throw new Error('the contract is empty')
    await expect(expectEnvelope({ ...endpoint, name: 'notAnEndpoint' }, envelopeOf(501))).resolves.toBeUndefined()
  })
})
