import * as Schema from 'effect/Schema'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { BomId, CartItemId, ProductId } from '../contract/common.ts'
import type { ResponseOf } from '../contract/endpoint.ts'
import { type EndpointName, contract } from '../contract/index.ts'
import { HttpError, type HttpPort, type HttpRequest, type HttpResponse } from '../ports/http.ts'
import { createMemoryLogger } from '../ports/logger.ts'
import { ApiError, createApiClient, isApiError } from './index.ts'

/**
 * The typed client over a hand-written fake `HttpPort` (core tests run with no Node or DOM libs, so no msw
 * here; the fetch adapter is tested end to end with msw in `adapters/`).
 */

/** A fake port: records every request and answers with `answer` (a body with status 200 by default). */
function fakeHttp(answer: (request: HttpRequest) => HttpResponse | Promise<HttpResponse> = () => ok([])) {
  const requests: HttpRequest[] = []
  const port: HttpPort = {
    send: async (request) => {
      requests.push(request)
      return answer(request)
    },
  }
  return { port, requests }
}

const ok = (data: unknown, message = ''): HttpResponse => ({ status: 200, body: { code: 200, data, message } })
const envelope = (code: number, message: string, data: unknown = null): HttpResponse => ({
  status: 200,
  body: { code, data, message },
})

const config = { baseUrl: 'https://api.partfront.test/', webDomain: 'https://www.partfront.test' }

function setup(options: { token?: string; referrer?: string; answer?: Parameters<typeof fakeHttp>[0] } = {}) {
  const http = fakeHttp(options.answer)
  const logger = createMemoryLogger()
  const session = { token: () => options.token, referrer: () => options.referrer }
  const client = createApiClient({ http: http.port, config, session, logger })
  return { client, requests: http.requests, logger }
}

/** The rejection of `promise`, failing the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )
}

const productId = Schema.decodeSync(ProductId)(12345)

describe('the client is derived from the contract', () => {
  it('has one method per endpoint, typed from its schemas', () => {
    const { client } = setup()
    expect(Object.keys(client).sort()).toEqual(Object.keys(contract).sort())
    expectTypeOf(client.cartAdd).returns.toEqualTypeOf<Promise<ResponseOf<typeof contract.cartAdd>>>()
    expectTypeOf(client.cartAdd).parameter(0).toHaveProperty('query').toEqualTypeOf<{ readonly addup: boolean }>()
    expectTypeOf(client.cartDetail).toBeCallableWith()
    expectTypeOf<keyof typeof client>().toEqualTypeOf<EndpointName>()
  })
})

describe('requests (API-1)', () => {
  it('API-1: calls go to the base URL with Authorization: Bearer and referer-url when signed in', async () => {
    const { client, requests } = setup({ token: 'tok-1', referrer: '/product/lm358dr-12345' })
    await client.cartDetail()
    expect(requests).toEqual([
      {
        method: 'GET',
        url: 'https://api.partfront.test/api/cart/detail',
        headers: { Authorization: 'Bearer tok-1', 'referer-url': 'https://www.partfront.test/product/lm358dr-12345' },
      },
    ])
  })

  it('API-1: no Authorization without a token, nor with a blanked one (AUTH-3)', async () => {
    for (const token of [undefined, '']) {
      const { client, requests } = setup(token === undefined ? {} : { token })
      await client.cartDetail()
      expect(requests[0]?.headers).toEqual({ 'referer-url': 'https://www.partfront.test' })
    }
  })

  it('API-1: the session is read at each call, so a login takes effect at once', async () => {
    const state: { token: string | undefined } = { token: undefined }
    const http = fakeHttp()
    const client = createApiClient({ http: http.port, config, session: { token: () => state.token, referrer: () => '' } })
    await client.cartDetail()
    state.token = 'fresh'
    await client.cartDetail()
    expect(http.requests.map((r) => r.headers['Authorization'])).toEqual([undefined, 'Bearer fresh'])
  })

  it('API-1, API-6: the query is encoded with the endpoint schema, the body sent as JSON', async () => {
    const { client, requests } = setup({ answer: () => ok({ cartNum: 2 }) })
    await client.cartAdd({ query: { addup: true }, body: [{ productId, productCount: 10 }] })
    const ids = Schema.decodeSync(Schema.Array(CartItemId))([3, 7])
    await client.cartDelete({ query: { ids } })
    await client.cartSum({ query: { servers: true } })
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        'https://api.partfront.test/api/cart/addcart?addup=true',
        { kind: 'json', value: [{ productId: 12345, productCount: 10 }] },
      ],
      ['GET', 'https://api.partfront.test/api/cart/delcart?ids=3%2C7', undefined],
      ['GET', 'https://api.partfront.test/api/cart/sumcart?servers=true', undefined],
    ])
  })

  it('optional query keys left out do not appear in the URL', async () => {
    const { client, requests } = setup()
    // Only the request matters here; the answer may or may not decode.
    await client.orderList({ query: {} }).catch(() => undefined)
    expect(requests[0]?.url).toBe('https://api.partfront.test/api/order/list')
  })

  it('a request that breaks the schema is an invalid-request ApiError naming the field; nothing is sent', async () => {
    const { client, requests } = setup()
    const error = await rejection(client.cartAdd({ query: { addup: true }, body: [{ productId, productCount: 0 }] }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ _tag: 'ApiError', kind: 'invalid-request', endpoint: 'cartAdd', field: 'body[0].productCount' })
    expect((error as ApiError).message).toMatch(/Quantity/)
    const empty = await rejection(client.cartAdd({ query: { addup: true }, body: [] }))
    expect(empty).toMatchObject({ kind: 'invalid-request', field: 'body', message: 'Please choose at least one product' })
    expect(requests).toEqual([])
  })

  it('a multipart body travels as its fields, the file as is', async () => {
    const { client, requests } = setup()
    const bytes = new Uint8Array([77, 80, 78, 10, 76, 77, 51, 53, 56]).buffer // "MPN\nLM358"
    const file = { name: 'bom.csv', size: bytes.byteLength, type: 'text/csv', arrayBuffer: () => Promise.resolve(bytes) }
    const contact = { name: 'Ada', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '1 Main St' }
    await client.bomUpload({ body: { file, ...contact } }).catch(() => undefined)
    expect(requests[0]?.body).toEqual({ kind: 'multipart', parts: { file, ...contact } })
    expect(requests[0]?.url).toBe('https://api.partfront.test/api/bom/upload')
  })

  it('the configured timeout is passed to the port', async () => {
    const http = fakeHttp(() => ok([]))
    const session = { token: () => undefined, referrer: () => undefined }
    const client = createApiClient({ http: http.port, config: { ...config, timeoutMs: 5000 }, session })
    await client.cartDetail()
    expect(http.requests[0]?.timeoutMs).toBe(5000)
  })
})

describe('envelope outcomes (API-2 to API-4)', () => {
  it('API-2: code 200 resolves with the decoded data', async () => {
    const { client } = setup({ token: 't', answer: () => ok({ cartNum: 4 }) })
    await expect(client.cartSum({ query: { servers: true } })).resolves.toEqual({ cartNum: 4 })
  })

  it('API-2: a missing or null message on success is fine', async () => {
    const { client } = setup({ answer: () => ({ status: 200, body: { code: 200, data: { cartNum: 1 } } }) })
    await expect(client.cartSum({ query: { servers: true } })).resolves.toEqual({ cartNum: 1 })
  })

  it('API-3: code 403 rejects with a forbidden ApiError carrying the server message', async () => {
    const { client } = setup({ token: 'expired', answer: () => envelope(403, 'Login expired, please log in again') })
    const error = await rejection(client.cartDetail())
    expect(isApiError(error, 'forbidden')).toBe(true)
    expect([isApiError(error, 'failure'), isApiError(new Error('x')), isApiError(null)]).toEqual([false, false, false])
    expect(error).toMatchObject({ kind: 'forbidden', code: 403, endpoint: 'cartDetail', message: 'Login expired, please log in again' })
  })

  it('API-4: any other code rejects with a failure ApiError carrying code and message', async () => {
    const { client } = setup({ answer: () => envelope(500, 'Product is off the shelf') })
    const error = await rejection(client.cartAdd({ query: { addup: false }, body: [{ productId, productCount: 1 }] }))
    expect(error).toMatchObject({ _tag: 'ApiError', kind: 'failure', code: 500, endpoint: 'cartAdd', message: 'Product is off the shelf' })
  })

  it('API-4: an error envelope with no data and no message still fails, with its code and an empty message', async () => {
    const { client } = setup({ answer: () => ({ status: 200, body: { code: 401 } }) })
    const error = await rejection(client.cartDetail())
    expect(error).toMatchObject({ kind: 'failure', code: 401, message: '' })
  })

  it('a body that is not an envelope is an invalid-response ApiError naming the endpoint', async () => {
    const { client } = setup({ answer: () => ({ status: 502, body: { error: 'Bad gateway' } }) })
    const error = await rejection(client.cartDetail())
    expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'cartDetail' })
    expect((error as ApiError).message).toContain('cartDetail (GET /api/cart/detail, HTTP 502)')
    expect((error as ApiError).message).toContain('code')
  })

  it('data that does not decode is an invalid-response ApiError naming the endpoint and the field, not a crash', async () => {
    const { client } = setup({ answer: () => ok({ cartNum: 'four' }) })
    const error = await rejection(client.cartSum({ query: { servers: true } }))
    expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'cartSum', field: 'data' })
    expect((error as ApiError).message).toContain('cartSum')
    expect((error as ApiError).message).toContain('cartNum')
  })

  it('an empty body (null) is an invalid response too', async () => {
    const { client } = setup({ answer: () => ({ status: 204, body: null }) })
    await expect(client.cartDetail()).rejects.toMatchObject({ kind: 'invalid-response' })
  })
})

describe('downloads (a file answered instead of the envelope)', () => {
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04])
  const file = (status: number, mediaType: string, disposition: string | null = 'attachment; filename="bom-matched.xlsx"'): HttpResponse => ({
    status,
    body: null,
    file: { bytes, mediaType, disposition },
  })

  it('asks the port for a file, with the query encoded, and resolves with the bytes, media type and file name', async () => {
    const { client, requests } = setup({ token: 'tok-1', answer: () => file(200, XLSX_TYPE) })
    const id = Schema.decodeSync(BomId)(12)
    const download = await client.bomExport({ query: { id, boards: 5, format: 'xlsx' } })
    expect(download).toEqual({ fileName: 'bom-matched.xlsx', mediaType: XLSX_TYPE, bytes })
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'https://api.partfront.test/api/bom/export?id=12&boards=5&format=xlsx', responseBody: 'file' })
    expect(requests[0]?.headers['Authorization']).toBe('Bearer tok-1')
  })

  it('takes the exact name from filename*, and a safe default when the server names none', async () => {
    const named = setup({ answer: () => file(200, 'text/csv; charset=utf-8', `attachment; filename="Pr_f.csv"; filename*=UTF-8''Pr%C3%BCf.csv`) })
    expect((await named.client.bomTemplate({ query: { format: 'csv' } })).fileName).toBe('Prüf.csv')
    const unnamed = setup({ answer: () => file(200, 'text/csv', null) })
    expect((await unnamed.client.bomTemplate({ query: { format: 'csv' } })).fileName).toBe('download')
  })

  it('API-3, API-4: a failure of a download is the envelope, read as for any call', async () => {
    const missing = setup({ answer: () => envelope(404, 'The BOM was not found') })
    await expect(missing.client.bomExport({ query: { id: Schema.decodeSync(BomId)(9), format: 'csv' } })).rejects.toMatchObject({
      kind: 'failure',
      code: 404,
      message: 'The BOM was not found',
    })
    const signedOut = setup({ answer: () => envelope(403, 'Please sign in to continue') })
    await expect(signedOut.client.bomExport({ query: { id: Schema.decodeSync(BomId)(9), format: 'csv' } })).rejects.toMatchObject({ kind: 'forbidden' })
  })

  it('a file of another type, a file with a failure status, or a 200 envelope is an invalid response', async () => {
    for (const answer of [file(200, 'text/html'), file(502, 'text/csv'), ok({ fileName: 'x', mediaType: 'text/csv', bytes: 'AAAA' })]) {
      const { client } = setup({ answer: () => answer })
      await expect(client.bomTemplate({ query: { format: 'csv' } })).rejects.toMatchObject({ kind: 'invalid-response', endpoint: 'bomTemplate' })
    }
  })

  it('a bad format is refused before anything is sent, naming the field', async () => {
    const { client, requests } = setup()
    const error = await rejection(client.bomTemplate({ query: { format: 'pdf' as 'csv' } }))
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'query.format' })
    expect(requests).toEqual([])
  })
})

describe('network errors (API-5)', () => {
  it('API-5: an HttpError is logged and rethrown unchanged, without the token in the log', async () => {
    const failure = new HttpError('network', 'Failed to fetch')
    const { client, logger } = setup({ token: 'secret-token', answer: () => Promise.reject(failure) })
    const error = await rejection(client.cartDetail())
    expect(error).toBe(failure)
    const entries = logger.entries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      level: 'error',
      fields: { endpoint: 'cartDetail', method: 'GET', url: 'https://api.partfront.test/api/cart/detail', reason: 'network' },
    })
    expect(JSON.stringify(entries[0]?.message) + JSON.stringify(entries[0]?.fields)).not.toContain('secret-token')
  })

  it('API-5: timeouts and malformed bodies are logged with their reason and status', async () => {
    for (const failure of [new HttpError('timeout', 'Timed out'), new HttpError('malformed', 'Not JSON', { status: 502 })]) {
      const { client, logger } = setup({ answer: () => Promise.reject(failure) })
      await expect(client.cartDetail()).rejects.toBe(failure)
      expect(logger.entries()[0]?.fields).toMatchObject({ reason: failure.reason, status: failure.status })
    }
  })

  it('API-5: with no logger, the error is still rethrown', async () => {
    const failure = new HttpError('network', 'offline')
    const http = fakeHttp(() => Promise.reject(failure))
    const client = createApiClient({ http: http.port, config, session: { token: () => undefined, referrer: () => undefined } })
    await expect(client.cartDetail()).rejects.toBe(failure)
  })
})

describe('idempotency keys (issue 14)', () => {
  const order = { addressId: 1, carrier: 'DHL' } as never
  function withRandom() {
    const http = fakeHttp(() => envelope(500, 'no'))
    let seed = 0
    const random = { bytes: (length: number) => Uint8Array.from({ length }, (_, index) => (index === 0 ? (seed += 1) : index)) }
    const client = createApiClient({ http: http.port, config, session: { token: () => 't', referrer: () => '' }, random })
    return { client, requests: http.requests }
  }

  it('sends a new Idempotency-Key with each orderCreate and paymentSubmit call, and none with other calls', async () => {
    const { client, requests } = withRandom()
    await rejection(client.orderCreate({ body: order }))
    await rejection(client.orderCreate({ body: order }))
    await rejection(client.paymentSubmit({ body: { orderId: 1, method: 'wire' } as never }))
    await rejection(client.cartSum({ query: { servers: false } }))
    const keys = requests.map((request) => request.headers['Idempotency-Key'])
    expect(keys.slice(0, 3).every((key) => typeof key === 'string' && /^[A-Za-z0-9_-]{32}$/u.test(key))).toBe(true)
    expect(new Set(keys.slice(0, 3)).size).toBe(3)
    expect(keys[3]).toBeUndefined()
  })

  it('sends the caller’s key when given (a retry), and none without randomness or a key', async () => {
    const { client, requests } = withRandom()
    await rejection(client.orderCreate({ body: order, idempotencyKey: 'retry-key-0001' }))
    expect(requests[0]?.headers['Idempotency-Key']).toBe('retry-key-0001')
    const plain = setup({ answer: () => envelope(500, 'no') })
    await rejection(plain.client.orderCreate({ body: order }))
    expect(plain.requests[0]?.headers['Idempotency-Key']).toBeUndefined()
  })
})
