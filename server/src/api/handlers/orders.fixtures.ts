import type { AddressId, BrandId, CartItemId, CategoryId, Money, OrderDetail, PriceBreak, ProductId, UserId } from '@partfront/core/contract'
import type { ProductInput } from '../../store/catalog.port.ts'
import type { SqliteStore } from '../../store/sqlite/sqlite-store.ts'
import { type TestApi, type TestApiOptions, startTestApi } from '../../testing/test-api.ts'
import { hashToken } from '../router.ts'

/**
 * Fixtures of the orders and payments tests: a tiny catalog, members with sessions, addresses and cart rows.
 * Addresses and cart rows are written with SQL, so these tests stand on the schema alone and not on the
 * other areas' store methods.
 */

/** Dollars as micro-dollars. */
export function usd(dollars: number): Money {
  return Math.round(dollars * 1_000_000) as Money
}

/** The fixture parts by role. */
export interface FixtureParts {
  /** LM358DR: 1,000 in stock; breaks at 1, 100, 1,000. */
  readonly opAmp: ProductId
  /** NE555DR: 50 in stock; MOQ 10; breaks at 10, 500. */
  readonly timer: ProductId
  /** TPS5430DDAR: 100 in stock, price on request (empty ladder). */
  readonly regulator: ProductId
}

export const OP_AMP_LADDER: ReadonlyArray<PriceBreak> = [
  { quantity: 1, unitPrice: usd(0.25) },
  { quantity: 100, unitPrice: usd(0.2) },
  { quantity: 1000, unitPrice: usd(0.15) },
] as PriceBreak[]

const TIMER_LADDER = [
  { quantity: 10, unitPrice: usd(0.3) },
  { quantity: 500, unitPrice: usd(0.2) },
] as PriceBreak[]

function product(partNumber: string, stock: number, ladder: ReadonlyArray<PriceBreak>, moq: number): ProductInput {
  return {
    partNumber,
    manufacturerId: 1 as BrandId,
    categoryId: 2 as CategoryId,
    description: `${partNumber} fixture`,
    packageName: 'SOIC-8',
    datasheetUrl: null,
    image: null,
    stock,
    leadTimeDays: 14,
    moq,
    spq: 1,
    rohs: true,
    priceLadder: ladder,
    attributes: [],
    codes: [],
  }
}

/** Loads the three fixture parts under one maker and category. */
export async function seedParts(store: SqliteStore): Promise<FixtureParts> {
  await store.catalog.upsertCategories([
    { id: 1 as CategoryId, parentId: null, name: 'Integrated Circuits', slug: 'integrated-circuits', description: '', sort: 0 },
    { id: 2 as CategoryId, parentId: 1 as CategoryId, name: 'Linear', slug: 'linear', description: '', sort: 0 },
  ])
  await store.catalog.upsertManufacturers([
    { id: 1 as BrandId, name: 'Texas Instruments', slug: 'texas-instruments', website: null, description: '' },
  ])
  const report = await store.catalog.upsertProducts([
    product('LM358DR', 1000, OP_AMP_LADDER, 1),
    product('NE555DR', 50, TIMER_LADDER, 10),
    product('TPS5430DDAR', 100, [], 1),
  ])
  const [opAmp, timer, regulator] = report.ids
  if (opAmp === undefined || timer === undefined || regulator === undefined) throw new Error('fixture parts not loaded')
  return { opAmp, timer, regulator }
}

/** A member with a live session. */
export interface FixtureMember {
  readonly userId: UserId
  readonly token: string
  readonly email: string
}

/** Creates a member and a session for them. */
export async function createMember(store: SqliteStore, name: string): Promise<FixtureMember> {
  const email = `${name}@example.com`
  const user = await store.accounts.createUser({ email, passwordHash: 'unused', emailUpdates: false, createdAt: '2026-01-01T00:00:00.000Z' })
  if (user === undefined) throw new Error(`member ${name} not created`)
  const token = `token-of-${name}`
  await store.accounts.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
  })
  return { userId: user.id, token, email }
}

/** Saves an address for a member. */
export function addAddress(store: SqliteStore, userId: UserId, city = 'Austin'): AddressId {
  const id = store.db
    .prepare(
      `INSERT INTO addresses (user_id, first_name, last_name, company, country, state, city, address, postcode, tel, email,
         is_default, created_at)
       VALUES (?, 'Ada', 'Lovelace', 'Analytical Engines', 'United States', 'TX', ?, '12500 TI Blvd', '75243', '+1 512 555 0100',
         'ada@example.com', 0, '2026-01-01T00:00:00.000Z') RETURNING id`,
    )
    .pluck()
    .get(userId, city) as number
  return id as AddressId
}

/** Puts `quantity` of a product in a member's cart; answers the row's id. */
export function addToCart(store: SqliteStore, userId: UserId, productId: ProductId, quantity: number): CartItemId {
  const id = store.db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, quantity, created_at, updated_at)
       VALUES (?, ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') RETURNING id`,
    )
    .pluck()
    .get(userId, productId, quantity) as number
  return id as CartItemId
}

/** The stock of a product now. */
export function stockOf(store: SqliteStore, productId: ProductId): number {
  return store.db.prepare('SELECT stock FROM products WHERE id = ?').pluck().get(productId) as number
}

/** A member's cart rows as `[productId, quantity]`, oldest first. */
export function cartOf(store: SqliteStore, userId: UserId): Array<[number, number]> {
  return (store.db.prepare('SELECT product_id, quantity FROM cart_items WHERE user_id = ? ORDER BY id').all(userId) as Array<{
    product_id: number
    quantity: number
  }>).map((row) => [row.product_id, row.quantity])
}

/** How many rows a table holds. */
export function countRows(store: SqliteStore, table: 'orders' | 'order_lines' | 'order_status_history' | 'payments' | 'payment_events'): number {
  return store.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
}

/** The app with the fixture parts and two members, Alice and Bob, each with an address. */
export interface World {
  readonly api: TestApi
  readonly parts: FixtureParts
  readonly alice: FixtureMember
  readonly bob: FixtureMember
  readonly aliceAddress: AddressId
  readonly bobAddress: AddressId
}

/** Starts the app on a fresh store with the fixtures. Close `api` after. */
export async function startWorld(options: Omit<TestApiOptions, 'seed'> = {}): Promise<World> {
  let parts: FixtureParts | undefined
  const api = await startTestApi({
    ...options,
    seed: async (store) => {
      parts = await seedParts(store)
    },
  })
  if (parts === undefined) throw new Error('not seeded')
  const alice = await createMember(api.store, 'alice')
  const bob = await createMember(api.store, 'bob')
  return {
    api,
    parts,
    alice,
    bob,
    aliceAddress: addAddress(api.store, alice.userId),
    bobAddress: addAddress(api.store, bob.userId, 'Boston'),
  }
}

/** A raw JSON POST, with the member's token when given. */
export function post(api: TestApi, path: string, token: string | undefined, body: unknown): Promise<Response> {
  return api.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  })
}

/** A response's envelope. */
export async function envelope(response: Response): Promise<{ code: number; message: string; data: unknown }> {
  return (await response.json()) as { code: number; message: string; data: unknown }
}

/** Places an order of the member's whole cart (Alice's by default), with DHL and a remark. */
export function placeOrder(w: World, member: FixtureMember = w.alice, address: AddressId = w.aliceAddress): Promise<OrderDetail> {
  return w.api.client(member.token).orderCreate({ body: { addressId: address, carrier: 'DHL', remark: 'Dock 4' } })
}
