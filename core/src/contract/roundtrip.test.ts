import * as Arbitrary from 'effect/Arbitrary'
import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { describe, expect, it } from 'vitest'
import { BomContact, BomPreviewBody, BomPreviewExportBody } from './bom.ts'
import { FileDownload } from './file-download.ts'
import type { AnyEndpoint, ContractSchema } from './endpoint.ts'
import { schemaErrorMessage } from './errors.ts'
import { contract, endpoints } from './index.ts'

/**
 * Every schema of every endpoint round-trips through the wire: for generated values `a` of its type,
 * `decode(JSON.parse(JSON.stringify(encode(a))))` equals `a`. A query's encoded values are all strings, so
 * it decodes from `URLSearchParams`.
 *
 * Values come from effect 4's own Schema-derived generator (`Arbitrary.schema`, checked with
 * `Arbitrary.checkEffect`, which shrinks a failure and gives a replay token). effect 4 no longer derives
 * fast-check arbitraries, so fast-check itself drives the hand-written properties in the other tests.
 */

const RUNS = 100

type Part = 'query' | 'body' | 'response'

/** A property-check failure, with the reason the shrunk value failed. */
function assertRoundTrip(label: string, schema: ContractSchema, arbitrary: Arbitrary.Arbitrary<unknown>, part: Part) {
  const encode = Schema.encodeUnknownResult(schema)
  const decode = Schema.decodeUnknownResult(schema)
  const equivalent = Schema.toEquivalence(schema)

  function check(value: unknown): string | undefined {
    const encoded = encode(value)
    if (Result.isFailure(encoded)) return `encode failed: ${schemaErrorMessage(encoded.failure)}`
    if (part === 'query' && !allStrings(encoded.success)) {
      return `encoded query has a value that is not a string: ${JSON.stringify(encoded.success)}`
    }
    const wire: unknown = JSON.parse(JSON.stringify(encoded.success))
    const decoded = decode(wire)
    if (Result.isFailure(decoded)) return `decode failed: ${schemaErrorMessage(decoded.failure)}`
    return equivalent(decoded.success, value) ? undefined : `decoded differs: ${JSON.stringify(decoded.success)}`
  }

  const result = Effect.runSync(
    Arbitrary.checkEffect(arbitrary, (value) => check(value) === undefined, { runs: RUNS, seed: label }),
  )
  const failure = Arbitrary.formatCheckFailure(result)
  if (failure !== undefined) {
    const reason = result._tag === 'Falsified' ? check(result.shrunkInput) : undefined
    expect.fail(`${label}: ${failure}\nReason: ${reason ?? '(none)'}`)
  }
}

/** Query values travel as strings: every value of the encoded object is one (an absent key is left out). */
function allStrings(encoded: unknown): boolean {
  return (
    typeof encoded === 'object' &&
    encoded !== null &&
    Object.values(encoded).every((value) => typeof value === 'string')
  )
}

/** Forms whose `confirmPassword` must equal `password` (AUTH-4): generate the fields, then copy the password. */
function withConfirmedPassword(schema: ContractSchema): Arbitrary.Arbitrary<unknown> {
  const fields = (schema as unknown as Schema.Struct<Schema.Struct.Fields>).fields
  return Arbitrary.schema(Schema.Struct(fields)).pipe(
    Arbitrary.map((value) => ({ ...value, confirmPassword: (value as { password: string }).password })),
  )
}

/**
 * The generators that differ from `Arbitrary.schema(schema)`. A cross-field check (passwords match) would
 * discard nearly every generated value, and a multipart body's file is not data: its text fields are
 * checked here and the file field by hand in `errors.test.ts`.
 */
const special = new Map<ContractSchema | undefined, (schema: ContractSchema) => Arbitrary.Arbitrary<unknown>>([
  [contract.authRegister.body, withConfirmedPassword],
  [contract.authResetPassword.body, withConfirmedPassword],
  [contract.accountPassword.body, withConfirmedPassword],
])

function partsOf(endpoint: AnyEndpoint): ReadonlyArray<[Part, ContractSchema]> {
  const parts: Array<[Part, ContractSchema]> = []
  if (endpoint.query !== undefined) parts.push(['query', endpoint.query as ContractSchema])
  if (endpoint.body !== undefined && endpoint.bodyEncoding === 'json') {
    parts.push(['body', endpoint.body as ContractSchema])
  }
  // A download's success is the file's bytes, not JSON: its structure is checked below.
  if (endpoint.responseEncoding === 'json') parts.push(['response', endpoint.response as ContractSchema])
  return parts
}

describe('every endpoint schema round-trips through JSON (generated values)', () => {
  for (const endpoint of endpoints) {
    for (const [part, schema] of partsOf(endpoint)) {
      it(`${endpoint.name} ${part}`, () => {
        const arbitrary = special.get(schema)?.(schema) ?? Arbitrary.schema(schema)
        assertRoundTrip(`${endpoint.name}.${part}`, schema, arbitrary, part)
      })
    }
  }

  it('bomUpload body: the text fields of the multipart form', () => {
    assertRoundTrip('bomUpload.body.fields', BomContact, Arbitrary.schema(BomContact), 'body')
  })

  it('bomPreview body: the text fields of the multipart form (the mapping as JSON text)', () => {
    const { file: _file, ...fields } = BomPreviewBody.fields
    const textFields = Schema.Struct(fields)
    assertRoundTrip('bomPreview.body.fields', textFields, Arbitrary.schema(textFields), 'body')
  })

  it('bomPreviewExport body: the text fields of the multipart form (the mapping and the picks as JSON text, the boards as digits)', () => {
    const { file: _file, ...fields } = BomPreviewExportBody.fields
    const textFields = Schema.Struct(fields)
    assertRoundTrip('bomPreviewExport.body.fields', textFields, Arbitrary.schema(textFields), 'body')
  })

  it('every download answers a FileDownload, which holds its bytes as they are (no JSON in between)', () => {
    expect(endpoints.filter((e) => e.responseEncoding === 'file').map((e) => e.name)).toEqual(['bomPreviewExport', 'bomExport', 'bomTemplate'])
    const file = { fileName: 'bom.csv', mediaType: 'text/csv; charset=utf-8', bytes: new Uint8Array([0xef, 0xbb, 0xbf, 0x3d, 0x0d]) }
    const decoded = Schema.decodeUnknownSync(FileDownload)(Schema.encodeUnknownSync(FileDownload)(file))
    expect(decoded).toEqual(file)
    expect(Schema.is(FileDownload)({ ...file, bytes: [1, 2] })).toBe(false)
  })

  it('every multipart body is the BOM upload, preview or preview export, whose fields are checked above', () => {
    expect(endpoints.filter((e) => e.bodyEncoding === 'multipart').map((e) => e.name)).toEqual(['bomUpload', 'bomPreview', 'bomPreviewExport'])
  })
})

describe('the round-trip check itself', () => {
  it('fails a schema whose decoding does not undo its encoding', () => {
    const lossy = Schema.Struct({
      name: Schema.String.pipe(
        Schema.decodeTo(
          Schema.String,
          SchemaTransformation.transform({ decode: (s: string) => s.toUpperCase(), encode: (s: string) => s }),
        ),
      ),
    })
    expect(() => assertRoundTrip('lossy', lossy, Arbitrary.schema(lossy), 'body')).toThrow(/decoded differs/u)
  })

  it('fails a query whose encoded values are not all strings', () => {
    const numeric = Schema.Struct({ page: Schema.Int })
    expect(() => assertRoundTrip('numeric', numeric, Arbitrary.schema(numeric), 'query')).toThrow(/not a string/u)
  })
})
