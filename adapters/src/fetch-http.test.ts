import {
  type AnyEndpoint,
  HttpError,
  type ResponseEncodedOf,
  contract,
  createMemoryLogger,
} from '@partfront/core'
import { ApiError, createApiClient } from '@partfront/core/client'
import * as Schema from 'effect/Schema'
import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, type PathParams, delay, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFetchHttp } from './fetch-http.ts'

/**
 * The typed client over the fetch adapter, end to end against msw in Node. Handlers are typed from the
 * contract: an answer's `data` is the endpoint's `ResponseEncodedOf`, inside the envelope, so a handler
 * cannot drift from the schemas.
 */

const BASE_URL = 'https://api.partfront.test'
const WEB_DOMAIN = 'https://www.partfront.test'

/** The envelope as the wire carries it for `E`: `data` only on success. */
type WireEnvelope<E extends AnyEndpoint> = {
  readonly code: number
  readonly data: ResponseEncodedOf<E> | null
  readonly message: string
}

/** An msw handler for `endpoint`, at its method and path, answering its envelope. */
function on<E extends AnyEndpoint>(
  endpoint: E,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, WireEnvelope<E>>,
) {
  const method = endpoint.method === 'GET' ? http.get : http.post
  return method<PathParams, DefaultBodyType, WireEnvelope<E>>(`${BASE_URL}${endpoint.path}`, resolver)
}

/** API-2: a success envelope for `endpoint`. */
function success<E extends AnyEndpoint>(_endpoint: E, data: ResponseEncodedOf<E>) {
  return HttpResponse.json<WireEnvelope<E>>({ code: 200, data, message: 'success' })
}

/** API-3, API-4: an error envelope. */
function refusal<E extends AnyEndpoint>(_endpoint: E, code: number, message: string) {
  return HttpResponse.json<WireEnvelope<E>>({ code, data: null, message })
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function setup(options: { token?: string; referrer?: string; timeoutMs?: number } = {}) {
  const logger = createMemoryLogger()
  const client = createApiClient({
    http: createFetchHttp(),
    config: {
      baseUrl: BASE_URL,
      webDomain: WEB_DOMAIN,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    session: { token: () => options.token, referrer: () => options.referrer },
    logger,
  })
  return { client, logger }
}

const productId = Schema.decodeSync(contract.cartAdd.body)([{ productId: 12345, productCount: 1 }])[0]!.productId

describe('requests arrive as the contract says (API-1)', () => {
  it('API-1: Authorization: Bearer and referer-url arrive at the base URL when signed in', async () => {
    const seen: Array<Record<string, string | null>> = []
    server.use(
      on(contract.cartDetail, ({ request }) => {
        seen.push({
          url: request.url,
          authorization: request.headers.get('authorization'),
          referer: request.headers.get('referer-url'),
        })
        return success(contract.cartDetail, [])
      }),
    )
    await setup({ token: 'tok-1', referrer: '/bom' }).client.cartDetail()
    await setup({}).client.cartDetail()
    expect(seen).toEqual([
      { url: `${BASE_URL}/api/cart/detail`, authorization: 'Bearer tok-1', referer: `${WEB_DOMAIN}/bom` },
      { url: `${BASE_URL}/api/cart/detail`, authorization: null, referer: WEB_DOMAIN },
    ])
  })

  it('API-1, API-6: addcart carries ?addup and a JSON body the server decodes with the same schema', async () => {
    const seen: unknown[] = []
    server.use(
      on(contract.cartAdd, async ({ request }) => {
        const query = Schema.decodeUnknownSync(contract.cartAdd.query)(
          Object.fromEntries(new URL(request.url).searchParams),
        )
        const body = Schema.decodeUnknownSync(contract.cartAdd.body)(await request.json())
        seen.push(request.headers.get('content-type'), query, body)
        return success(contract.cartAdd, { cartNum: body.length })
      }),
    )
    const answer = await setup({ token: 't' }).client.cartAdd({
      query: { addup: true },
      body: [{ productId, productCount: 10 }],
    })
    expect(answer).toEqual({ cartNum: 1 })
    expect(seen).toEqual(['application/json', { addup: true }, [{ productId: 12345, productCount: 10 }]])
  })

  it('a multipart upload arrives with its text fields and the file, name, type and bytes', async () => {
    const seen: unknown[] = []
    server.use(
      on(contract.bomUpload, async ({ request }) => {
        const form = await request.formData()
        const file = form.get('file')
        if (!(file instanceof File)) throw new Error('no file part')
        seen.push(request.headers.get('content-type')?.startsWith('multipart/form-data; boundary='))
        seen.push(form.get('name'), form.get('email'), file.name, file.type, await file.text())
        return success(contract.bomUpload, {
          bom: {
            id: 7,
            fileName: file.name,
            status: 'uploaded',
            lines: 1,
            models: 1,
            createdAt: '2024-05-01T08:30:00.000Z',
            updatedAt: '2024-05-01T08:30:00.000Z',
          },
          reading: { sheet: 'bom', sheets: ['bom'], headerRow: 1, mapping: [], warnings: [] },
        })
      }),
    )
    const text = 'MPN,Qty\nLM358DR,10\n'
    const file = new File([text], 'bom.csv', { type: 'text/csv' })
    const answer = await setup({ token: 't' }).client.bomUpload({
      body: { file, name: 'Ada', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '1 Main St' },
    })
    expect(answer.bom.fileName).toBe('bom.csv')
    expect(seen).toEqual([true, 'Ada', 'ada@example.com', 'bom.csv', 'text/csv', text])
  })
})

describe('envelope outcomes (API-2 to API-4)', () => {
  it('API-2: code 200 resolves with the decoded data', async () => {
    server.use(on(contract.cartSum, () => success(contract.cartSum, { cartNum: 12 })))
    await expect(setup({ token: 't' }).client.cartSum({ query: { servers: true } })).resolves.toEqual({ cartNum: 12 })
  })

  it('API-3: code 403 rejects with a forbidden ApiError carrying the server message', async () => {
    server.use(on(contract.cartDetail, () => refusal(contract.cartDetail, 403, 'Please log in')))
    const error = await setup({ token: 'expired' }).client.cartDetail().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'forbidden', code: 403, message: 'Please log in', endpoint: 'cartDetail' })
  })

  it('API-4: code 500 rejects with a failure ApiError carrying code and message', async () => {
    server.use(on(contract.cartSum, () => refusal(contract.cartSum, 500, 'Server busy, try again')))
    await expect(setup().client.cartSum({ query: { servers: true } })).rejects.toMatchObject({
      kind: 'failure',
      code: 500,
      message: 'Server busy, try again',
    })
  })

  it('data that breaks the contract is an invalid-response ApiError, not a crash', async () => {
    server.use(
      http.get(`${BASE_URL}${contract.cartSum.path}`, () =>
        HttpResponse.json({ code: 200, data: { cartNum: -1 }, message: '' }),
      ),
    )
    const error = await setup().client.cartSum({ query: { servers: true } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'cartSum' })
    expect((error as ApiError).message).toContain('cartNum')
  })
})

describe('no usable response (API-5)', () => {
  it('API-5: a network failure is an HttpError network, logged and rethrown', async () => {
    server.use(http.get(`${BASE_URL}${contract.cartDetail.path}`, () => HttpResponse.error()))
    const { client, logger } = setup({ token: 'secret' })
    const error = await client.cartDetail().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ reason: 'network' })
    const entries = logger.entries()
    expect(entries.map((entry) => entry.level)).toEqual(['error'])
    expect(entries[0]?.fields).toMatchObject({ endpoint: 'cartDetail', reason: 'network' })
    expect(entries[0]?.fields?.['error']).toBe(error)
  })

  it('API-5: malformed JSON is an HttpError malformed with the status, logged and rethrown', async () => {
    server.use(
      http.get(`${BASE_URL}${contract.cartDetail.path}`, () =>
        new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    )
    const { client, logger } = setup()
    const error = await client.cartDetail().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ reason: 'malformed', status: 502 })
    expect((error as HttpError).message).toContain('<html>Bad gateway</html>')
    expect(logger.entries()[0]?.fields).toMatchObject({ reason: 'malformed', status: 502 })
  })

  it('API-5: no answer within the timeout is an HttpError timeout, logged and rethrown', async () => {
    server.use(
      http.get(`${BASE_URL}${contract.cartDetail.path}`, async () => {
        await delay(500)
        return HttpResponse.json({ code: 200, data: [], message: '' })
      }),
    )
    const { client, logger } = setup({ timeoutMs: 30 })
    const error = await client.cartDetail().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ reason: 'timeout' })
    expect(logger.entries()[0]?.fields).toMatchObject({ reason: 'timeout' })
  })
})

describe('downloads: the file on success, the envelope on failure', () => {
  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

  it('a BOM export arrives as bytes with its media type and the file name from Content-Disposition', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff])
    let accept: string | null = null
    let url = ''
    server.use(
      http.get(`${BASE_URL}${contract.bomExport.path}`, ({ request }) => {
        accept = request.headers.get('accept')
        url = request.url
        return new HttpResponse(bytes, {
          headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="board_.xlsx"; filename*=UTF-8''board%C2%B5.xlsx` },
        })
      }),
    )
    const { client } = setup({ token: 'tok' })
    const id = Schema.decodeSync(contract.bomExport.query)({ id: '7', format: 'xlsx' }).id
    const download = await client.bomExport({ query: { id, format: 'xlsx' } })
    expect(download.fileName).toBe('boardµ.xlsx')
    expect(download.mediaType).toBe(XLSX_TYPE)
    expect([...download.bytes]).toEqual([...bytes])
    expect(url).toBe(`${BASE_URL}/api/bom/export?id=7&format=xlsx`)
    expect(accept).toBe('*/*')
  })

  it('API-4: a failed download is the envelope, read as a failure with the server message', async () => {
    server.use(http.get(`${BASE_URL}${contract.bomTemplate.path}`, () => HttpResponse.json({ code: 400, data: null, message: 'format: Expected "csv" | "xlsx"' }, { status: 400 })))
    const { client } = setup()
    await expect(client.bomTemplate({ query: { format: 'csv' } })).rejects.toMatchObject({ kind: 'failure', code: 400, message: 'format: Expected "csv" | "xlsx"' })
  })

  it('a JSON call answered with something that is not JSON is still malformed (no file was asked for)', async () => {
    server.use(http.get(`${BASE_URL}/api/cart/detail`, () => new HttpResponse('a,b', { headers: { 'Content-Type': 'text/csv' } })))
    const { client } = setup()
    await expect(client.cartDetail()).rejects.toMatchObject({ reason: 'malformed' })
  })
})

describe('the fetch port on its own', () => {
  it('an empty body is null; any status is a response', async () => {
    server.use(http.get(`${BASE_URL}/api/empty`, () => new HttpResponse(null, { status: 204 })))
    await expect(createFetchHttp().send({ method: 'GET', url: `${BASE_URL}/api/empty`, headers: {} })).resolves.toEqual({
      status: 204,
      body: null,
    })
  })

  it('uses the fetch it is given', async () => {
    const calls: string[] = []
    const fake: typeof fetch = (input) => {
      calls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      return Promise.resolve(new Response('{"code":200}', { status: 200 }))
    }
    const answer = await createFetchHttp({ fetch: fake }).send({ method: 'GET', url: 'https://x.test/a', headers: {} })
    expect([calls, answer]).toEqual([['https://x.test/a'], { status: 200, body: { code: 200 } }])
  })
})
