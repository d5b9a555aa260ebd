import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, type PathParams, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type AnyEndpoint, type ResponseEncodedOf, contract } from '@partfront/core/contract'
import { TEST_MEMBER, TEST_MEMBER_EMAIL } from '@partfront/core/contract/fixtures'

/**
 * msw for the terminal's component tests, typed from the contract as web/'s `api-mocks.testing.ts` is: a
 * handler's envelope `data` is the endpoint's `ResponseEncodedOf`, so a mock cannot drift from the schemas. The
 * terminal calls the API at another origin (`TEST_API`), as it calls `npm start`'s.
 */

export const TEST_API = 'http://partfront.test'

export type WireEnvelope<E extends AnyEndpoint> = {
  readonly code: number
  readonly data: ResponseEncodedOf<E> | null
  readonly message: string
}

/** An msw handler for `endpoint` at `TEST_API`, answering its envelope. */
export function on<E extends AnyEndpoint>(endpoint: E, resolver: HttpResponseResolver<PathParams, DefaultBodyType, WireEnvelope<E>>) {
  const method = endpoint.method === 'GET' ? http.get : http.post
  return method<PathParams, DefaultBodyType, WireEnvelope<E>>(`${TEST_API}${endpoint.path}`, resolver)
}

/** API-2: a success envelope. */
export function success<E extends AnyEndpoint>(_endpoint: E, data: ResponseEncodedOf<E>) {
  return HttpResponse.json<WireEnvelope<E>>({ code: 200, data, message: 'OK' })
}

/** API-4: a refusal envelope. */
export function refusal<E extends AnyEndpoint>(_endpoint: E, code: number, message: string) {
  return HttpResponse.json<WireEnvelope<E>>({ code, data: null, message })
}

const defaults = [
  on(contract.searchTrending, () =>
    success(contract.searchTrending, [
      { id: 11, model: 'LM358DR' },
      { id: 12, model: 'NE555P' },
      { id: 13, model: 'STM32F103C8T6' },
    ]),
  ),
  on(contract.favouriteList, () => success(contract.favouriteList, [])),
]

/** Starts msw for this test file; anything unmocked fails loudly. */
export function mockApi() {
  const server = setupServer(...defaults)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

// The signed-in member, shared with the other renderer's tests.
export { TEST_MEMBER, TEST_MEMBER_EMAIL }

type CartRow = ResponseEncodedOf<typeof contract.cartDetail>[number]
export type TestProduct = CartRow['productDetailEntity']
export type TestProductDetail = ResponseEncodedOf<typeof contract.productDetail>

/** LM358D, Texas Instruments' op-amp: $0.25 from 1, $0.10 from 100, $0.08 from 1,000; `patch` changes any field. */
export function testProduct(patch: Partial<TestProduct> = {}): TestProduct {
  return {
    intID: 11,
    model: 'LM358D',
    brandName: 'Texas Instruments',
    brandId: 7,
    categoryId: 111,
    categoryName: 'Op Amps',
    description: 'Dual operational amplifier, SOIC-8',
    packageName: 'SOIC-8',
    image: null,
    stock: 5000,
    priceLadder: [
      { quantity: 1, unitPrice: 250_000 },
      { quantity: 100, unitPrice: 100_000 },
      { quantity: 1000, unitPrice: 80_000 },
    ],
    moq: 1,
    spq: 1,
    ...patch,
  }
}

/** The product page's answer for `testProduct(patch)`. */
export function testProductDetail(patch: Partial<TestProductDetail> = {}): TestProductDetail {
  return {
    ...testProduct(),
    datasheetUrl: 'https://www.ti.com/lit/ds/symlink/lm358.pdf',
    leadTimeDays: null,
    rohs: true,
    attributes: [
      { name: 'Channels', value: '2' },
      { name: 'Voltage - Supply', value: '3 V ~ 32 V' },
    ],
    delivery: 'Ships in 1-2 days',
    payment: 'Card or wire',
    seo: null,
    ...patch,
  }
}

/** Cart row `id` of `product`. */
export function testCartRow(id: number, product: TestProduct, patch: Partial<Omit<CartRow, 'id' | 'productId' | 'productDetailEntity'>> = {}): CartRow {
  return { id, productId: product.intID, productCount: 1, customerReference: '', productDetailEntity: product, leadTimeDays: null, ...patch }
}
