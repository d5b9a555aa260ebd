import { LIMITS } from '@partfront/core/constants'
import type { ProductId } from '@partfront/core/contract'
import { favouriteLimitMessage } from '@partfront/core/favourites'
import { afterEach, describe, expect, it } from 'vitest'
import { type ShopWorld, UNKNOWN_PRODUCT, productAt, send, startShop } from './shopping.fixtures.ts'

let world: ShopWorld | undefined
afterEach(async () => {
  await world?.api.close()
  world = undefined
})

async function shop(parts?: number): Promise<ShopWorld> {
  world = await startShop(parts === undefined ? {} : { parts })
  return world
}

/** The product ids of a member's favourites, in the order listed. */
async function favouriteIds(w: ShopWorld, token: string): Promise<ProductId[]> {
  return (await w.api.client(token).favouriteList()).map((favourite) => favourite.product.intID)
}

describe('favourites', () => {
  it('answer 403 to every favourites call without a session', async () => {
    const w = await shop()
    const body = { productId: productAt(w, 0) }
    const answers = await Promise.all([
      send(w.api, '/api/favourite/list'),
      send(w.api, '/api/favourite/add', { body }),
      send(w.api, '/api/favourite/remove', { body }),
      send(w.api, '/api/favourite/merge', { body: { productIds: [body.productId] } }),
    ])
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([403, 403]))
  })

  it('lists the favourites newest first with their products; adding a listed one keeps its place and answers the count', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 4), productAt(w, 5)]
    const alice = w.api.client(w.alice.token)
    expect(await alice.favouriteList()).toEqual([])
    expect(await alice.favouriteAdd({ body: { productId: a } })).toEqual({ count: 1 })
    w.api.setNow(new Date('2026-01-15T10:00:00.000Z'))
    expect(await alice.favouriteAdd({ body: { productId: b } })).toEqual({ count: 2 })
    w.api.setNow(new Date('2026-01-15T11:00:00.000Z'))
    expect(await alice.favouriteAdd({ body: { productId: a } })).toEqual({ count: 2 })

    const list = await alice.favouriteList()
    expect(list.map((favourite) => [favourite.product.intID, favourite.addedAt])).toEqual([
      [b, '2026-01-15T10:00:00.000Z'],
      [a, '2026-01-15T09:00:00.000Z'],
    ])
    const model = w.api.store.db.prepare('SELECT part_number FROM products WHERE id = ?').pluck().get(b) as string
    expect(list[0]?.product).toMatchObject({ intID: b, model, brandName: expect.any(String) as string, priceLadder: expect.any(Array) as unknown[] })
  })

  it('answers 404 naming an unknown product on add, and 400 naming productId for a bad body', async () => {
    const w = await shop()
    const alice = w.api.client(w.alice.token)
    await expect(alice.favouriteAdd({ body: { productId: UNKNOWN_PRODUCT } })).rejects.toMatchObject({
      code: 404,
      message: `Product ${UNKNOWN_PRODUCT} was not found`,
    })
    for (const path of ['/api/favourite/add', '/api/favourite/remove']) {
      for (const body of [{}, { productId: 'abc' }, { productId: -3 }]) {
        const answer = await send(w.api, path, { token: w.alice.token, body })
        expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(/product ?id/iu)])
      }
    }
    expect(await alice.favouriteList()).toEqual([])
  })

  it('removes a favourite and answers the count; removing an unlisted one changes nothing', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    await alice.favouriteAdd({ body: { productId: a } })
    await alice.favouriteAdd({ body: { productId: b } })
    expect(await alice.favouriteRemove({ body: { productId: a } })).toEqual({ count: 1 })
    expect(await alice.favouriteRemove({ body: { productId: a } })).toEqual({ count: 1 })
    expect(await alice.favouriteRemove({ body: { productId: UNKNOWN_PRODUCT } })).toEqual({ count: 1 })
    expect(await favouriteIds(w, w.alice.token)).toEqual([b])
  })

  it('merges a visitor’s local favourites at sign-in: union without repeats, unknown products skipped, the visitor’s order on top', async () => {
    const w = await shop()
    const [own, x, y, z] = [productAt(w, 0), productAt(w, 1), productAt(w, 2), productAt(w, 3)]
    const alice = w.api.client(w.alice.token)
    await alice.favouriteAdd({ body: { productId: own } })
    w.api.setNow(new Date('2026-01-15T12:00:00.000Z'))
    const merged = await alice.favouriteMerge({ body: { productIds: [y, own, UNKNOWN_PRODUCT, x, y, z] } })
    expect(merged.map((favourite) => favourite.product.intID)).toEqual([y, x, z, own])
    expect(merged.slice(0, 3).every((favourite) => favourite.addedAt === '2026-01-15T12:00:00.000Z')).toBe(true)
    // Merging again changes nothing; an empty merge answers the list.
    expect(await alice.favouriteMerge({ body: { productIds: [x, y, z] } })).toEqual(merged)
    expect(await alice.favouriteMerge({ body: { productIds: [] } })).toEqual(merged)
  })

  it(`answers 400 for a merge of more than ${LIMITS.maxLinesPerRequest} ids and takes ${LIMITS.maxLinesPerRequest}`, async () => {
    const w = await shop()
    const ids = w.products.slice(0, LIMITS.maxLinesPerRequest + 1)
    const over = await send(w.api, '/api/favourite/merge', { token: w.alice.token, body: { productIds: ids } })
    expect([over.status, over.body.message]).toEqual([400, expect.stringMatching(/productIds/u)])
    const missing = await send(w.api, '/api/favourite/merge', { token: w.alice.token, body: {} })
    expect([missing.status, missing.body.message]).toEqual([400, expect.stringMatching(/productIds/u)])
    expect(await w.api.client(w.alice.token).favouriteMerge({ body: { productIds: ids.slice(0, -1) } })).toHaveLength(LIMITS.maxLinesPerRequest)
  })

  it(`keeps at most ${LIMITS.maxFavourites}: a merge fills up to the cap, the next add answers 400, a listed one still adds`, async () => {
    const w = await shop(LIMITS.maxFavourites + 100)
    const alice = w.api.client(w.alice.token)
    const cap = LIMITS.maxFavourites
    for (let start = 0; start < cap - 2; start += LIMITS.maxLinesPerRequest) {
      await alice.favouriteMerge({ body: { productIds: w.products.slice(start, Math.min(start + LIMITS.maxLinesPerRequest, cap - 2)) } })
    }
    expect(await alice.favouriteAdd({ body: { productId: productAt(w, 0) } })).toEqual({ count: cap - 2 })
    const [a, b, c] = [productAt(w, cap), productAt(w, cap + 1), productAt(w, cap + 2)]

    // Two places left: the first two new ids are taken, the third is left out.
    const merged = await alice.favouriteMerge({ body: { productIds: [a, productAt(w, 5), b, c] } })
    expect(merged).toHaveLength(cap)
    expect(merged.slice(0, 2).map((favourite) => favourite.product.intID)).toEqual([a, b])
    expect(merged.some((favourite) => favourite.product.intID === c)).toBe(false)

    await expect(alice.favouriteAdd({ body: { productId: c } })).rejects.toMatchObject({ code: 400, message: favouriteLimitMessage(cap) })
    expect(await alice.favouriteAdd({ body: { productId: a } })).toEqual({ count: cap })
    expect(await alice.favouriteRemove({ body: { productId: a } })).toEqual({ count: cap - 1 })
    expect(await alice.favouriteAdd({ body: { productId: c } })).toEqual({ count: cap })
    expect(await alice.favouriteMerge({ body: { productIds: [a] } })).toHaveLength(cap)
  })

  it('keeps each member to their own favourites: Bob can neither read nor remove Alice’s', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    const bob = w.api.client(w.bob.token)
    await alice.favouriteAdd({ body: { productId: a } })
    await alice.favouriteAdd({ body: { productId: b } })

    expect(await bob.favouriteList()).toEqual([])
    expect(await bob.favouriteRemove({ body: { productId: a } })).toEqual({ count: 0 })
    expect(await bob.favouriteAdd({ body: { productId: b } })).toEqual({ count: 1 })
    expect(await bob.favouriteMerge({ body: { productIds: [a] } })).toHaveLength(2)
    expect(await bob.favouriteRemove({ body: { productId: b } })).toEqual({ count: 1 })

    expect(await favouriteIds(w, w.alice.token)).toEqual([b, a])
    expect(await favouriteIds(w, w.bob.token)).toEqual([a])
  })
})
