import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, type PathParams, http } from 'msw'
import { setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type AnyEndpoint, type ResponseEncodedOf, contract } from '@partfront/core/contract'

/**
 * msw for component tests, typed from the contract: a handler's envelope `data` is the endpoint's
 * `ResponseEncodedOf`, so a mock cannot drift from the schemas. Same-origin API (`/api/…`), as the app calls it.
 */

/** The envelope as the wire carries it for `E`: `data` only on success. */
export type WireEnvelope<E extends AnyEndpoint> = {
  readonly code: number
  readonly data: ResponseEncodedOf<E> | null
  readonly message: string
}

/** An msw handler for `endpoint`, at its method and path, answering its envelope. */
export function on<E extends AnyEndpoint>(endpoint: E, resolver: HttpResponseResolver<PathParams, DefaultBodyType, WireEnvelope<E>>) {
  const method = endpoint.method === 'GET' ? http.get : http.post
  return method<PathParams, DefaultBodyType, WireEnvelope<E>>(endpoint.path, resolver)
}

/** API-2: a success envelope for `endpoint`. */
export function success<E extends AnyEndpoint>(_endpoint: E, data: ResponseEncodedOf<E>) {
  return HttpResponse.json<WireEnvelope<E>>({ code: 200, data, message: 'OK' })
}

/** API-4: a refusal envelope. */
export function refusal<E extends AnyEndpoint>(_endpoint: E, code: number, message: string) {
  return HttpResponse.json<WireEnvelope<E>>({ code, data: null, message })
}

/** What every page asks at start: the trending parts (none by default) and the build manifest (API-7). */
const defaults = [
  on(contract.searchTrending, () => success(contract.searchTrending, [])),
  http.get('/builds/latest.json', () => HttpResponse.json({ id: 'test-build', timestamp: 1 })),
]

/** Starts msw for this test file; anything unmocked fails loudly. Returns the worker for `use(...)`. */
export function mockApi() {
  const worker = setupWorker(...defaults)
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'error' })
  })
  afterEach(() => worker.resetHandlers())
  afterAll(() => worker.stop())
  return worker
}
