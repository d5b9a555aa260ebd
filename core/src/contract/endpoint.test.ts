import * as Schema from 'effect/Schema'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CartItemId, ProductId } from './common.ts'
import type {
  AnyEndpoint,
  BodyEncodedOf,
  BodyOf,
  QueryEncodedOf,
  QueryOf,
  RequestOf,
  ResponseOf,
} from './endpoint.ts'
import { contract } from './index.ts'

/**
 * The descriptor types a client and a server are built on. The type assertions are checked by `tsc -b`
 * (core's tsconfig includes the tests); the small client and server below run a call end to end through
 * JSON, both typed only from the contract.
 */

type CartAdd = typeof contract.cartAdd

describe('types derived from an endpoint', () => {
  it('query, body and response, decoded and encoded', () => {
    expectTypeOf<QueryOf<CartAdd>>().toEqualTypeOf<{ readonly addup: boolean }>()
    expectTypeOf<QueryEncodedOf<CartAdd>>().toEqualTypeOf<{ readonly addup: 'true' | 'false' }>()
    expectTypeOf<BodyOf<CartAdd>>().toEqualTypeOf<
      ReadonlyArray<{ readonly productId: ProductId; readonly productCount: number; readonly customerReference?: string }>
    >()
    expectTypeOf<BodyEncodedOf<CartAdd>>().toEqualTypeOf<
      ReadonlyArray<{ readonly productId: number; readonly productCount: number; readonly customerReference?: string }>
    >()
    expectTypeOf<ResponseOf<CartAdd>>().toEqualTypeOf<{ readonly cartNum: number }>()
    expectTypeOf<QueryOf<typeof contract.cartDetail>>().toEqualTypeOf<undefined>()
    expectTypeOf<BodyOf<typeof contract.cartDelete>>().toEqualTypeOf<undefined>()
    expectTypeOf<QueryOf<typeof contract.cartDelete>>().toEqualTypeOf<{ readonly ids: ReadonlyArray<CartItemId> }>()
  })

  it('a request carries only the parts the endpoint has', () => {
    expectTypeOf<RequestOf<typeof contract.cartDetail>>().toExtend<{ readonly query?: undefined }>()
    expectTypeOf<RequestOf<CartAdd>>().toExtend<{ readonly query: QueryOf<CartAdd>; readonly body: BodyOf<CartAdd> }>()
    expectTypeOf<RequestOf<typeof contract.searchList>['query']['keyWord']>().toEqualTypeOf<string>()
  })

  it('names are literal types and the bodyEncoding defaults to json', () => {
    expectTypeOf(contract.cartAdd.name).toEqualTypeOf<'cartAdd'>()
    expect(contract.cartAdd.bodyEncoding).toBe('json')
    expect(contract.bomUpload.bodyEncoding).toBe('multipart')
  })

  it('a download answers a file: bytes, media type and name, plain data with no DOM types', () => {
    expect([contract.cartAdd.responseEncoding, contract.bomExport.responseEncoding]).toEqual(['json', 'file'])
    expectTypeOf<ResponseOf<typeof contract.bomExport>>().toEqualTypeOf<{
      readonly fileName: string
      readonly mediaType: string
      readonly bytes: Uint8Array
    }>()
    expectTypeOf<QueryOf<typeof contract.bomExport>['format']>().toEqualTypeOf<'csv' | 'xlsx'>()
    expectTypeOf<BodyOf<typeof contract.bomTemplate>>().toEqualTypeOf<undefined>()
  })
})

// A client and a server typed from the contract alone, meeting over JSON.

interface WireRequest {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly body: string | undefined
}

type Handler<E extends AnyEndpoint> = (input: {
  readonly query: QueryOf<E>
  readonly body: BodyOf<E>
}) => ResponseOf<E>

function serve<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>) {
  return (request: WireRequest): string => {
    const query = (endpoint.query ? Schema.decodeUnknownSync(endpoint.query)(request.query) : undefined) as QueryOf<E>
    const body = (
      endpoint.body && request.body !== undefined
        ? Schema.decodeUnknownSync(endpoint.body)(JSON.parse(request.body))
        : undefined
    ) as BodyOf<E>
    const data: unknown = Schema.encodeSync(endpoint.response)(handler({ query, body }))
    return JSON.stringify({ code: 200, data, message: '' })
  }
}

function call<E extends AnyEndpoint>(
  endpoint: E,
  request: RequestOf<E>,
  send: (request: WireRequest) => string,
): ResponseOf<E> {
  const query = endpoint.query ? (Schema.encodeSync(endpoint.query)(request.query) as Record<string, string>) : {}
  const body = endpoint.body ? JSON.stringify(Schema.encodeSync(endpoint.body)(request.body)) : undefined
  const envelope = JSON.parse(send({ method: endpoint.method, path: endpoint.path, query, body })) as { data: unknown }
  return Schema.decodeUnknownSync(endpoint.response)(envelope.data) as ResponseOf<E>
}

describe('a call end to end', () => {
  it('addcart: the client encodes ?addup and the lines, the server decodes them and answers cartNum', () => {
    const seen: Array<unknown> = []
    const server = serve(contract.cartAdd, ({ query, body }) => {
      seen.push(query, body)
      return { cartNum: body.length + (query.addup ? 10 : 0) }
    })
    const productId = Schema.decodeSync(contract.cartAdd.body)([{ productId: 12345, productCount: 10 }])[0]!.productId
    const answer = call(contract.cartAdd, { query: { addup: true }, body: [{ productId, productCount: 10 }] }, (req) => {
      expect(req).toEqual({
        method: 'POST',
        path: '/api/cart/addcart',
        query: { addup: 'true' },
        body: '[{"productId":12345,"productCount":10}]',
      })
      return server(req)
    })
    expect(answer).toEqual({ cartNum: 11 })
    expect(seen).toEqual([{ addup: true }, [{ productId: 12345, productCount: 10 }]])
  })
})
