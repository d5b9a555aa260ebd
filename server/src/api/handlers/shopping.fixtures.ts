import type { ProductId, UserId } from '@partfront/core/contract'
import { seedDemoCatalog } from '../../demo/seed.ts'
import type { SqliteStore } from '../../store/sqlite/sqlite-store.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'
import { hashToken } from '../router.ts'

/**
 * Fixtures of the shopping tests: the demo catalog (300 parts, or more for the caps), two members with
 * sessions, and raw requests for the inputs the typed client refuses to send.
 */

/** A member with a live session. */
export interface ShopMember {
  readonly userId: UserId
  readonly token: string
}

/** A running app with a catalog and two members. */
export interface ShopWorld {
  readonly api: TestApi
  /** Every product id, ascending. */
  readonly products: ReadonlyArray<ProductId>
  readonly alice: ShopMember
  readonly bob: ShopMember
}

/** A product id no product has. */
export const UNKNOWN_PRODUCT = 9_999_999 as ProductId

/** Creates a member and a session for them, through the store. */
export async function createMember(store: SqliteStore, name: string): Promise<ShopMember> {
  const user = await store.accounts.createUser({
    email: `${name}@example.com`,
    passwordHash: 'unused',
    emailUpdates: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  if (user === undefined) throw new Error(`member ${name} not created`)
  const token = `shopping-token-of-${name}`
  await store.accounts.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
  })
  return { userId: user.id, token }
}

/** Starts the app on the demo catalog of `parts` products, with members Alice and Bob. */
export async function startShop(options: { readonly parts?: number; readonly env?: Readonly<Record<string, string>> } = {}): Promise<ShopWorld> {
  const api = await startTestApi({
    seed: async (store) => {
      await seedDemoCatalog(store, { parts: options.parts ?? 300 })
    },
    ...(options.env === undefined ? {} : { env: options.env }),
  })
  const products = api.store.db.prepare('SELECT id FROM products ORDER BY id').pluck().all() as ProductId[]
  return { api, products, alice: await createMember(api.store, 'alice'), bob: await createMember(api.store, 'bob') }
}

/** The `index`th product id (throws past the catalog, so a test never runs on `undefined`). */
export function productAt(world: ShopWorld, index: number): ProductId {
  const id = world.products[index]
  if (id === undefined) throw new Error(`the catalog has no product #${index}`)
  return id
}

/** An answer's status and envelope. */
export interface RawAnswer {
  readonly status: number
  readonly body: { readonly code: number; readonly data: unknown; readonly message: string }
}

/** A raw request: `body` sent as JSON when given, `token` as the Bearer token when given. */
export async function send(
  api: TestApi,
  path: string,
  options: { readonly token?: string; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  let init: RequestInit = { headers }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init = { method: 'POST', headers, body: JSON.stringify(options.body) }
  }
  const response = await api.fetch(path, init)
  return { status: response.status, body: (await response.json()) as RawAnswer['body'] }
}

/** A member's cart as `[productId, quantity]` pairs, oldest row first, read with SQL. */
export function cartOf(world: ShopWorld, userId: UserId): Array<[number, number]> {
  return (
    world.api.store.db.prepare('SELECT product_id, quantity FROM cart_items WHERE user_id = ? ORDER BY id').all(userId) as {
      product_id: number
      quantity: number
    }[]
  ).map((row) => [row.product_id, row.quantity])
}
