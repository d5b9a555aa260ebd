import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, type PathParams, http } from 'msw'
import { type SetupWorker, setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type AnyEndpoint, type ResponseEncodedOf, contract } from '@partfront/core/contract'
import { TEST_MEMBER, TEST_MEMBER_EMAIL } from '@partfront/core/contract/fixtures'

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

/** The base configuration every page's frame shows (logo, contact details, social links). */
export const TEST_WEB_CONFIG = {
  logo: '/images/logo.svg',
  siteName: 'Partfront',
  email: 'sales@partfront.test',
  phone: '+1 555 0100',
  address: '1 Component Way, Springfield',
  workingHours: 'Mon–Fri 9:00–18:00',
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/partfront' },
    { name: 'YouTube', url: 'https://www.youtube.com/@partfront' },
  ],
}

/** The header's category tree (type 1002): two groups of two levels. */
export const TEST_HEADER_TREE = [
  {
    catalogEnName: 'Semiconductors',
    intId: 1,
    childList: [
      { catalogEnName: 'Integrated Circuits', intId: 11, childList: [{ catalogEnName: 'Op Amps', intId: 111, childList: [] }] },
      { catalogEnName: 'Diodes', intId: 12, childList: [] },
    ],
  },
  {
    catalogEnName: 'Passives',
    intId: 2,
    childList: [
      { catalogEnName: 'Resistors', intId: 21, childList: [] },
      { catalogEnName: 'Capacitors', intId: 22, childList: [] },
    ],
  },
]

/**
 * What every page asks at start: the frame's data (base configuration, the header tree, the trending parts,
 * none by default), the home page's brands and news (none), and the build manifest (API-7). A test that signs in answers `account/info` itself.
 */
const defaults = [
  on(contract.configDetail, () =>
    success(contract.configDetail, { name: 'BaseConfig', type: 1000, webConfig: TEST_WEB_CONFIG }),
  ),
  on(contract.catalogGroup, () => success(contract.catalogGroup, TEST_HEADER_TREE)),
  on(contract.searchTrending, () => success(contract.searchTrending, [])),
  // The home page's brands and news: none unless a test says otherwise (its category groups are the tree above).
  on(contract.brandList, () => success(contract.brandList, { list: [], total: 0, page: 1, pageSize: 12 })),
  on(contract.newsList, () =>
    success(contract.newsList, { category: { id: 1, name: 'News' }, categories: [], news: { list: [], total: 0, page: 1, pageSize: 4 } }),
  ),
  // A member's favourites, loaded after sign-in: none unless a test says otherwise.
  on(contract.favouriteList, () => success(contract.favouriteList, [])),
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

// The signed-in member, shared with the other renderer's tests.
export { TEST_MEMBER, TEST_MEMBER_EMAIL }

type Address = ResponseEncodedOf<typeof contract.addressList>[number]

/** The signed-in member's postal address, as an order copies it (a test spreads it to change a field). */
export const TEST_POSTAL: Omit<Address, 'id' | 'isDefault'> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'United Kingdom',
  state: '',
  city: 'London',
  address: '12 St James’s Square',
  postcode: 'SW1Y 4JH',
  tel: '+44 20 7946 0000',
  email: '',
}

/** The signed-in member's one address, the default, as `addressList` answers it. */
export const TEST_ADDRESS: Address = { id: 9, ...TEST_POSTAL, isDefault: true }

type CartRow = ResponseEncodedOf<typeof contract.cartDetail>[number]
type Product = CartRow['productDetailEntity']

/**
 * A part as listings and cart rows carry it: Texas Instruments' LM358DR op-amp, 1,000 in stock, one price break;
 * `patch` changes any field.
 */
export function testProduct(patch: Partial<Product> = {}): Product {
  return {
    intID: 12345,
    model: 'LM358DR',
    brandName: 'Texas Instruments',
    brandId: 7,
    categoryId: 111,
    categoryName: 'Op Amps',
    description: 'Dual operational amplifier',
    packageName: 'SOIC-8',
    image: null,
    stock: 1000,
    priceLadder: [{ quantity: 1, unitPrice: 250_000 }],
    moq: 1,
    spq: 1,
    ...patch,
  }
}

/** Cart row `id` of `product` as `cartDetail` answers it: one piece, no reference, no lead time unless `patch` says. */
export function testCartRow(id: number, product: Product, patch: Partial<Omit<CartRow, 'id' | 'productId' | 'productDetailEntity'>> = {}): CartRow {
  return { id, productId: product.intID, productCount: 1, customerReference: '', productDetailEntity: product, leadTimeDays: null, ...patch }
}

/**
 * An order of the signed-in member as `orderDetail` answers it: one line of 100 LM358DR, awaiting payment, to
 * `TEST_POSTAL`; `patch` changes any field.
 */
export function testOrder(patch: Partial<ResponseEncodedOf<typeof contract.orderDetail>> = {}): ResponseEncodedOf<typeof contract.orderDetail> {
  return {
    id: 7,
    orderNo: 'PF2605010007',
    status: 'pending_payment',
    itemCount: 1,
    total: 16_470_000,
    createdAt: '2026-05-01T10:00:00.000Z',
    lines: [{ productId: 11, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 100, unitPrice: 164_700, lineTotal: 16_470_000, customerReference: '', reserved: 100 }],
    subtotal: 16_470_000,
    shipping: 0,
    carrier: 'DHL',
    trackingNumber: null,
    remark: '',
    address: TEST_POSTAL,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    returnDeadline: null,
    returnRequest: null,
    poNumber: '',
    vatId: '',
    deliveryPreference: 'complete',
    ...patch,
  }
}

/**
 * A signed-in member for the frame: the `user-token` cookie, and the account, cart count and (empty) lists the
 * root route and the storefront load for it. A test answers differently with its own `worker.use` after this.
 */
export function signIn(worker: SetupWorker, options: { readonly cartNum?: number } = {}) {
  document.cookie = 'user-token=test-token; path=/'
  worker.use(
    on(contract.accountInfo, () => success(contract.accountInfo, TEST_MEMBER)),
    on(contract.cartSum, () => success(contract.cartSum, { cartNum: options.cartNum ?? 2 })),
    on(contract.cartDetail, () => success(contract.cartDetail, [])),
    on(contract.favouriteList, () => success(contract.favouriteList, [])),
  )
}

/** Back to a visitor: the cookie removed. */
export function signOut() {
  document.cookie = 'user-token=; path=/; max-age=0'
}

type CategoryDetail = ResponseEncodedOf<typeof contract.catalogDetail>
type Facet = NonNullable<CategoryDetail['facets']>[number]

/** Chip Resistors' id in the listing fixtures below (`/catalog/chip-resistors-21`). */
export const TEST_RESISTORS_ID = 21

/** A Yageo 0603 chip resistor as listings carry it (issue 29's fixtures); `patch` changes any field. */
export function testResistor(id: number, model: string, patch: Partial<Product> = {}): Product {
  return testProduct({
    intID: id,
    model,
    brandName: 'Yageo',
    brandId: 7,
    categoryId: TEST_RESISTORS_ID,
    categoryName: 'Chip Resistors',
    description: 'Chip resistor 0603',
    packageName: '0603',
    stock: 50_000,
    priceLadder: [{ quantity: 100, unitPrice: 2_000 }],
    moq: 100,
    spq: 100,
    ...patch,
  })
}

/** Fourteen resistances, the most common first; the last counted 0 (no part under the other filters). */
export const TEST_RESISTANCES = ['10 kΩ', '4.7 kΩ', '1 kΩ', '100 Ω', '22 kΩ', '47 kΩ', '100 kΩ', '220 Ω', '330 Ω', '470 Ω', '2.2 kΩ', '1 MΩ', '3.3 kΩ', '68 Ω']

/**
 * Chip Resistors' counts as the API answers them (issue 29): resistance (`TEST_RESISTANCES`, 20 parts down to 0),
 * tolerance (±1 %, and "no value"), and two makers by id with their names (Yageo 7 with `yageo` parts, Vishay 8).
 */
export function testResistorFacets(yageo: number): Facet[] {
  return [
    {
      key: 'resistance',
      name: 'Resistance',
      values: TEST_RESISTANCES.map((value, index) => ({ value, count: index === TEST_RESISTANCES.length - 1 ? 0 : 20 - index })),
      min: 68,
      max: 1_000_000,
    },
    { key: 'tolerance', name: 'Tolerance', values: [{ value: '±1%', count: 30 }, { value: null, count: 10 }], min: 0.01, max: 0.01 },
    {
      key: 'manufacturer',
      name: 'Manufacturer',
      values: [
        { value: '7', count: yageo, label: 'Yageo' },
        { value: '8', count: 5, label: 'Vishay' },
      ],
      min: null,
      max: null,
    },
  ]
}

/** Chip Resistors (21, under Passive Components) as `catalogDetail` answers it: `products` listed of `total`; `patch` adds the rest. */
export function testChipResistors(products: readonly Product[], total: number, patch: Partial<CategoryDetail> = {}): CategoryDetail {
  return {
    category: { intId: TEST_RESISTORS_ID, catalogEnName: 'Chip Resistors', parentId: 2, description: '', image: null, seo: null },
    path: [{ intId: 2, catalogEnName: 'Passive Components' }],
    children: [],
    products: { list: [...products], total, page: 1, pageSize: 20 },
    ...patch,
  }
}
