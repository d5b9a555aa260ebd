import type {
  BrandId,
  CartItemId,
  CategoryId,
  Money,
  OrderDetail,
  PostalAddress,
  PriceBreak,
  ProductId,
  UserId,
} from '@partfront/core/contract'
import { afterEach } from 'vitest'
import type { ProductInput } from '../catalog.port.ts'
import type { NewOrder, PlaceOrderOutcome } from '../orders.port.ts'
import type { Store, StoreFactory } from '../store.ts'

/**
 * What every area of the store suite stands on: a fresh store per test, a tiny catalog, members, cart rows.
 * Everything goes through the port, so the same fixtures serve every engine.
 */

/** The instant the fixtures happen at (an order placed then is `PF260115…`). */
export const AT = '2026-01-15T09:00:00.000Z'

/** Dollars as micro-dollars. */
export function usd(dollars: number): Money {
  return Math.round(dollars * 1_000_000) as Money
}

/**
 * A function that opens a fresh store from `factory`, each one closed after the test that opened it. Call it
 * inside a `describe`.
 */
export function storeOpener(factory: StoreFactory): () => Promise<Store> {
  const opened: Store[] = []
  afterEach(async () => {
    const stores = opened.splice(0)
    for (const store of stores) await store.close()
  })
  return async () => {
    const store = await factory()
    opened.push(store)
    return store
  }
}

export const CATEGORY = { top: 1 as CategoryId, linear: 2 as CategoryId }
export const MAKER = { ti: 1 as BrandId, adi: 2 as BrandId }

export const OP_AMP_LADDER = [
  { quantity: 1, unitPrice: usd(0.25) },
  { quantity: 100, unitPrice: usd(0.2) },
  { quantity: 1000, unitPrice: usd(0.15) },
] as PriceBreak[]

export const TIMER_LADDER = [
  { quantity: 10, unitPrice: usd(0.3) },
  { quantity: 500, unitPrice: usd(0.2) },
] as PriceBreak[]

/** A product of the fixture catalog's Linear category, by Texas Instruments unless told. */
export function product(partNumber: string, fields: Partial<ProductInput> = {}): ProductInput {
  return {
    partNumber,
    manufacturerId: MAKER.ti,
    categoryId: CATEGORY.linear,
    description: `${partNumber} fixture`,
    packageName: 'SOIC-8',
    datasheetUrl: null,
    image: null,
    stock: 1000,
    leadTimeDays: 14,
    moq: 1,
    spq: 1,
    rohs: true,
    priceLadder: OP_AMP_LADDER,
    attributes: [],
    codes: [],
    ...fields,
  }
}

/** The fixture parts by role. */
export interface Parts {
  /** LM358DR: 5,000 in stock; breaks at 1, 100, 1,000. */
  readonly opAmp: ProductId
  /** NE555DR: 50 in stock; MOQ 10; breaks at 10, 500. */
  readonly timer: ProductId
  /** TPS5430DDAR: 100 in stock, price on request (empty ladder). */
  readonly regulator: ProductId
  /** AD8221ARZ (Analog Devices): 10 in stock at 2^52 micro-dollars each, so two overflow a safe total. */
  readonly dear: ProductId
}

/** Loads the two categories, the two makers and the four fixture parts. */
export async function seedCatalog(store: Store): Promise<Parts> {
  await store.catalog.upsertCategories([
    { id: CATEGORY.top, parentId: null, name: 'Integrated Circuits', slug: 'integrated-circuits', description: '', sort: 0 },
    { id: CATEGORY.linear, parentId: CATEGORY.top, name: 'Linear', slug: 'linear', description: '', sort: 0 },
  ])
  await store.catalog.upsertManufacturers([
    { id: MAKER.ti, name: 'Texas Instruments', slug: 'texas-instruments', website: 'https://www.ti.com', description: '' },
    { id: MAKER.adi, name: 'Analog Devices', slug: 'analog-devices', website: null, description: '' },
  ])
  const report = await store.catalog.upsertProducts([
    product('LM358DR', { stock: 5000 }),
    product('NE555DR', { stock: 50, moq: 10, priceLadder: TIMER_LADDER }),
    product('TPS5430DDAR', { stock: 100, priceLadder: [] }),
    product('AD8221ARZ', { manufacturerId: MAKER.adi, stock: 10, priceLadder: [{ quantity: 1, unitPrice: 2 ** 52 }] as PriceBreak[] }),
  ])
  const [opAmp, timer, regulator, dear] = report.ids
  if (opAmp === undefined || timer === undefined || regulator === undefined || dear === undefined) {
    throw new Error('The fixture parts were not loaded')
  }
  return { opAmp, timer, regulator, dear }
}

/**
 * `work`'s promise, with a synchronous throw as its rejection: the SQLite store's methods do their work before
 * they return a promise, so a refusal there throws rather than rejects.
 */
export async function attempt(work: () => Promise<unknown>): Promise<unknown> {
  return work()
}

/** Creates a member `<name>@example.com`; answers their id. */
export async function createMember(store: Store, name: string): Promise<UserId> {
  const user = await store.accounts.createUser({
    email: `${name}@example.com`,
    passwordHash: `hash-of-${name}`,
    emailUpdates: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  if (user === undefined) throw new Error(`The member ${name} was not created`)
  return user.id
}

/** Sets `quantity` of a product in a member's cart (through the shopping port); answers the row's id. */
export async function addCartRow(store: Store, userId: UserId, productId: ProductId, quantity: number): Promise<CartItemId> {
  const outcome = await store.shopping.addToCart({ userId, lines: [{ productId, productCount: quantity }], addup: false, at: AT })
  if (!outcome.ok) throw new Error(`The cart row was not added: ${outcome.reason}`)
  const row = (await store.shopping.listCart(userId)).find((item) => item.productId === productId)
  if (row === undefined) throw new Error('The cart row added is not listed')
  return row.id
}

/** A member's cart as `[productId, quantity]` rows, oldest first. */
export async function cartOf(store: Store, userId: UserId): Promise<Array<[ProductId, number]>> {
  return (await store.shopping.listCart(userId)).map((item) => [item.productId, item.productCount])
}

export const ADDRESS: PostalAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  country: 'United States',
  state: 'TX',
  city: 'Austin',
  address: '12500 TI Blvd',
  postcode: '75243',
  tel: '+1 512 555 0100',
  email: 'ada@example.com',
}

/** An order of the member's whole cart (or `cartItemIds`), by DHL, at `AT` unless told. */
export function newOrder(userId: UserId, fields: Partial<NewOrder> = {}): NewOrder {
  return {
    userId,
    address: ADDRESS,
    carrier: 'DHL',
    remark: 'Dock 4',
    poNumber: '',
    vatId: '',
    deliveryPreference: 'complete',
    backorder: [],
    cartItemIds: undefined,
    at: AT,
    ...fields,
  }
}

/** The placed order; fails the test with the refusal otherwise. */
export function placed(outcome: PlaceOrderOutcome): OrderDetail {
  if (!outcome.ok) throw new Error(`The order was refused: ${JSON.stringify(outcome)}`)
  return outcome.order
}

let probes = 0

/**
 * The pieces of a product that can be ordered now, read through the port: a member of its own puts one piece
 * more than any shelf holds in their cart, and the order is refused as out of stock, naming what is
 * available. For priced products only (a product on request is refused for that first).
 */
export async function availableStock(store: Store, productId: ProductId): Promise<number> {
  const prober = await createMember(store, `stock-probe-${++probes}`)
  await addCartRow(store, prober, productId, 10_000_000)
  const outcome = await store.orders.placeOrder(newOrder(prober))
  if (outcome.ok || outcome.reason !== 'out-of-stock') throw new Error(`The stock probe was not refused for stock: ${JSON.stringify(outcome)}`)
  return outcome.available
}
