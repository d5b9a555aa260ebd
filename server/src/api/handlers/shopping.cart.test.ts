import { LIMITS } from '@partfront/core/constants'
import type { CartItemId, PriceBreak, ProductId } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { CART_MAX_ROWS } from '../../store/shopping.port.ts'
import { type ShopWorld, UNKNOWN_PRODUCT, cartOf, productAt, send, startShop } from './shopping.fixtures.ts'

let world: ShopWorld | undefined
afterEach(async () => {
  await world?.api.close()
  world = undefined
})

async function shop(parts?: number): Promise<ShopWorld> {
  world = await startShop(parts === undefined ? {} : { parts })
  return world
}

function lines(...pairs: Array<[ProductId, number]>) {
  return pairs.map(([productId, productCount]) => ({ productId, productCount }))
}

/** The ids of the member's cart rows, oldest first. */
async function rowIds(w: ShopWorld, token: string): Promise<CartItemId[]> {
  return (await w.api.client(token).cartDetail()).map((row) => row.id)
}

describe('the cart', () => {
  it('answers 403 to every cart call without a session', async () => {
    const w = await shop()
    const p = productAt(w, 0)
    const answers = await Promise.all([
      send(w.api, '/api/cart/detail'),
      send(w.api, '/api/cart/addcart?addup=true', { body: lines([p, 1]) }),
      send(w.api, '/api/cart/delcart?ids=1'),
      send(w.api, '/api/cart/sumcart?servers=true'),
      send(w.api, '/api/cart/sumcart?servers=true', { token: 'not-a-session' }),
    ])
    expect(answers.map((answer) => [answer.status, answer.body.code, answer.body.data])).toEqual(Array(5).fill([403, 403, null]))
    expect(cartOf(w, w.alice.userId)).toEqual([])
  })

  it('CART-2: addup=true adds to the quantity in the cart and makes a row for a new product; cartNum counts rows', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    expect(await alice.cartAdd({ query: { addup: true }, body: lines([a, 5]) })).toEqual({ cartNum: 1 })
    expect(await alice.cartAdd({ query: { addup: true }, body: lines([a, 7], [b, 2]) })).toEqual({ cartNum: 2 })
    expect(cartOf(w, w.alice.userId)).toEqual([
      [a, 12],
      [b, 2],
    ])
    expect(await alice.cartSum({ query: { servers: true } })).toEqual({ cartNum: 2 })
  })

  it('CART-2: addup=false sets the quantity of a listed product and adds a new one with the given quantity', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, 50]) })
    expect(await alice.cartAdd({ query: { addup: false }, body: lines([a, 3], [b, 9]) })).toEqual({ cartNum: 2 })
    expect(cartOf(w, w.alice.userId)).toEqual([
      [a, 3],
      [b, 9],
    ])
  })

  it('adds together lines that name the same product in one call, in both modes', async () => {
    const w = await shop()
    const a = productAt(w, 0)
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, 10]) })
    expect(await alice.cartAdd({ query: { addup: true }, body: lines([a, 1], [a, 2]) })).toEqual({ cartNum: 1 })
    expect(cartOf(w, w.alice.userId)).toEqual([[a, 13]])
    await alice.cartAdd({ query: { addup: false }, body: lines([a, 4], [a, 5]) })
    expect(cartOf(w, w.alice.userId)).toEqual([[a, 9]])
  })

  it('CART-5: cart/detail lists the rows oldest first, each with its product as the catalog lists it (ladder in micro-dollars)', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 10), productAt(w, 3)]
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, 2]) })
    await alice.cartAdd({ query: { addup: true }, body: lines([b, 4]) })
    await alice.cartAdd({ query: { addup: false }, body: lines([a, 6]) })
    const detail = await alice.cartDetail()
    expect(detail.map((row) => [row.productId, row.productCount])).toEqual([
      [a, 6],
      [b, 4],
    ])
    const expected = w.api.store.db
      .prepare(
        `SELECT p.part_number, m.name AS brand, p.manufacturer_id, p.category_id, c.name AS category, p.description, p.package,
           p.image, p.stock, p.price_ladder, p.moq, p.spq
         FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id WHERE p.id = ?`,
      )
      .get(a) as Record<string, string | number | null>
    expect(detail[0]?.productDetailEntity).toEqual({
      intID: a,
      model: expected.part_number,
      brandName: expected.brand,
      brandId: expected.manufacturer_id,
      categoryId: expected.category_id,
      categoryName: expected.category,
      description: expected.description,
      packageName: expected.package,
      image: expected.image,
      stock: expected.stock,
      priceLadder: JSON.parse(String(expected.price_ladder)) as PriceBreak[],
      moq: expected.moq,
      spq: expected.spq,
    })
    const ladder = detail[0]?.productDetailEntity.priceLadder ?? []
    expect(ladder.length).toBeGreaterThan(0)
    expect(ladder.every((step) => Number.isInteger(step.unitPrice) && step.unitPrice > 0)).toBe(true)
    expect(detail[0]?.id).toBeLessThan(detail[1]?.id ?? 0)
  })

  it(`takes a line up to ${LIMITS.maxQuantity} pieces, and refuses one piece more with 400 naming the part, changing nothing`, async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, LIMITS.maxQuantity - 1]) })
    expect(await alice.cartAdd({ query: { addup: true }, body: lines([a, 1]) })).toEqual({ cartNum: 1 })
    expect(cartOf(w, w.alice.userId)).toEqual([[a, LIMITS.maxQuantity]])

    const model = w.api.store.db.prepare('SELECT part_number FROM products WHERE id = ?').pluck().get(a) as string
    await expect(alice.cartAdd({ query: { addup: true }, body: lines([b, 5], [a, 1]) })).rejects.toMatchObject({
      code: 400,
      message: `${model}: a cart line holds at most 10,000,000 pieces; this would make 10,000,001`,
    })
    await expect(alice.cartAdd({ query: { addup: false }, body: lines([a, LIMITS.maxQuantity], [a, 1]) })).rejects.toMatchObject({
      code: 400,
    })
    expect(cartOf(w, w.alice.userId)).toEqual([[a, LIMITS.maxQuantity]])

    const tooMany = await send(w.api, '/api/cart/addcart?addup=false', { token: w.alice.token, body: lines([b, LIMITS.maxQuantity + 1]) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain(`Quantity must be from 1 to ${LIMITS.maxQuantity}`)
    expect(cartOf(w, w.alice.userId)).toEqual([[a, LIMITS.maxQuantity]])
  })

  it('answers 404 naming an unknown product and applies nothing of the call', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, 1]) })
    await expect(alice.cartAdd({ query: { addup: true }, body: lines([a, 5], [b, 5], [UNKNOWN_PRODUCT, 1]) })).rejects.toMatchObject({
      code: 404,
      message: `Product ${UNKNOWN_PRODUCT} was not found`,
    })
    expect(cartOf(w, w.alice.userId)).toEqual([[a, 1]])
  })

  it('answers 400 naming the field for a bad addcart query or body', async () => {
    const w = await shop()
    const a = productAt(w, 0)
    const token = w.alice.token
    const cases: Array<[string, unknown, RegExp]> = [
      ['/api/cart/addcart', lines([a, 1]), /addup/u],
      ['/api/cart/addcart?addup=yes', lines([a, 1]), /addup/u],
      ['/api/cart/addcart?addup=true', [], /Please choose at least one product/u],
      ['/api/cart/addcart?addup=true', lines(...Array.from({ length: LIMITS.maxLinesPerRequest + 1 }, (): [ProductId, number] => [a, 1])), /At most 200 products can be added at once/u],
      ['/api/cart/addcart?addup=true', [{ productId: a, productCount: 0 }], /Quantity must be from 1/u],
      ['/api/cart/addcart?addup=true', [{ productId: a, productCount: 1.5 }], /Quantity must be a whole number/u],
      ['/api/cart/addcart?addup=true', [{ productId: -1, productCount: 1 }], /product id/iu],
      ['/api/cart/addcart?addup=true', [{ productCount: 1 }], /productId/u],
      ['/api/cart/addcart?addup=true', { productId: a, productCount: 1 }, /Expected array/u],
    ]
    for (const [path, body, message] of cases) {
      const answer = await send(w.api, path, { token, body })
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(message)])
    }
    const atMaxLines = lines(...Array.from({ length: LIMITS.maxLinesPerRequest }, (): [ProductId, number] => [a, 1]))
    expect((await send(w.api, '/api/cart/addcart?addup=true', { token, body: atMaxLines })).status).toBe(200)
    expect(cartOf(w, w.alice.userId)).toEqual([[a, LIMITS.maxLinesPerRequest]])
  })

  it(`holds ${CART_MAX_ROWS} rows: a call that would pass them answers 400 and adds nothing; a listed product still adds up`, async () => {
    const w = await shop(CART_MAX_ROWS + 100)
    const alice = w.api.client(w.alice.token)
    const fill = (from: number, to: number) => lines(...w.products.slice(from, to).map((id): [ProductId, number] => [id, 1]))
    await alice.cartAdd({ query: { addup: true }, body: fill(0, 200) })
    await alice.cartAdd({ query: { addup: true }, body: fill(200, 400) })
    expect(await alice.cartAdd({ query: { addup: true }, body: fill(400, CART_MAX_ROWS - 1) })).toEqual({ cartNum: CART_MAX_ROWS - 1 })

    await expect(alice.cartAdd({ query: { addup: true }, body: fill(CART_MAX_ROWS - 1, CART_MAX_ROWS + 1) })).rejects.toMatchObject({
      code: 400,
      message: 'Your cart holds at most 500 products and has room for 1 more: please add fewer',
    })
    expect(await alice.cartSum({ query: { servers: true } })).toEqual({ cartNum: CART_MAX_ROWS - 1 })

    expect(await alice.cartAdd({ query: { addup: true }, body: fill(CART_MAX_ROWS - 1, CART_MAX_ROWS) })).toEqual({ cartNum: CART_MAX_ROWS })
    await expect(alice.cartAdd({ query: { addup: false }, body: fill(CART_MAX_ROWS, CART_MAX_ROWS + 1) })).rejects.toMatchObject({
      code: 400,
      message: 'Your cart is full (500 products): please remove some before adding others',
    })
    expect(await alice.cartAdd({ query: { addup: true }, body: fill(0, 1) })).toEqual({ cartNum: CART_MAX_ROWS })
    expect(cartOf(w, w.alice.userId)[0]).toEqual([productAt(w, 0), 2])
    await expect(alice.cartAdd({ query: { addup: true }, body: fill(CART_MAX_ROWS + 1, CART_MAX_ROWS + 2) })).rejects.toMatchObject({ code: 400 })
    expect(cartOf(w, w.alice.userId)).toHaveLength(CART_MAX_ROWS)
  })

  it('CART-3: delcart deletes the member’s rows by row id and answers the new cartNum', async () => {
    const w = await shop()
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([productAt(w, 0), 1], [productAt(w, 1), 2], [productAt(w, 2), 3]) })
    const [first, second, third] = await rowIds(w, w.alice.token)
    if (first === undefined || second === undefined || third === undefined) throw new Error('three rows expected')
    expect(await alice.cartDelete({ query: { ids: [first, third, first] } })).toEqual({ cartNum: 1 })
    expect(cartOf(w, w.alice.userId)).toEqual([[productAt(w, 1), 2]])
    expect(await alice.cartDelete({ query: { ids: [second] } })).toEqual({ cartNum: 0 })
    expect(await alice.cartDetail()).toEqual([])
  })

  it('answers 404 naming a row that is not in the cart and deletes nothing of the call', async () => {
    const w = await shop()
    const alice = w.api.client(w.alice.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([productAt(w, 0), 1]) })
    const [row] = await rowIds(w, w.alice.token)
    if (row === undefined) throw new Error('a row expected')
    const missing = (row + 1000) as CartItemId
    await expect(alice.cartDelete({ query: { ids: [row, missing] } })).rejects.toMatchObject({
      code: 404,
      message: `Cart item ${missing} was not found`,
    })
    expect(cartOf(w, w.alice.userId)).toEqual([[productAt(w, 0), 1]])
  })

  it('answers 400 naming ids for a bad delcart query, and servers for a bad sumcart query', async () => {
    const w = await shop()
    const token = w.alice.token
    for (const path of ['/api/cart/delcart', '/api/cart/delcart?ids=', '/api/cart/delcart?ids=abc', '/api/cart/delcart?ids=1,,2', '/api/cart/delcart?ids=-1']) {
      const answer = await send(w.api, path, { token })
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(/ids/u)])
    }
    const tooMany = Array.from({ length: LIMITS.maxLinesPerRequest + 1 }, (_, index) => index + 1).join(',')
    expect((await send(w.api, `/api/cart/delcart?ids=${tooMany}`, { token })).status).toBe(400)
    for (const path of ['/api/cart/sumcart', '/api/cart/sumcart?servers=1']) {
      const answer = await send(w.api, path, { token })
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(/servers/u)])
    }
  })

  it('keeps each member to their own rows: Bob can neither read nor change nor delete Alice’s rows by id', async () => {
    const w = await shop()
    const [a, b] = [productAt(w, 0), productAt(w, 1)]
    const alice = w.api.client(w.alice.token)
    const bob = w.api.client(w.bob.token)
    await alice.cartAdd({ query: { addup: true }, body: lines([a, 5], [b, 6]) })
    const aliceRows = await rowIds(w, w.alice.token)

    expect(await bob.cartDetail()).toEqual([])
    expect(await bob.cartSum({ query: { servers: true } })).toEqual({ cartNum: 0 })
    for (const id of aliceRows) {
      await expect(bob.cartDelete({ query: { ids: [id] } })).rejects.toMatchObject({ code: 404, message: `Cart item ${id} was not found` })
    }
    // Bob's add of the same product is his own row: Alice's quantity stays.
    expect(await bob.cartAdd({ query: { addup: true }, body: lines([a, 1]) })).toEqual({ cartNum: 1 })
    expect(await bob.cartAdd({ query: { addup: false }, body: lines([a, 2]) })).toEqual({ cartNum: 1 })
    const [bobRow] = await rowIds(w, w.bob.token)
    if (bobRow === undefined) throw new Error('a row expected')
    await expect(alice.cartDelete({ query: { ids: [bobRow] } })).rejects.toMatchObject({ code: 404 })

    expect(cartOf(w, w.alice.userId)).toEqual([
      [a, 5],
      [b, 6],
    ])
    expect(cartOf(w, w.bob.userId)).toEqual([[a, 2]])
    expect(await alice.cartSum({ query: { servers: true } })).toEqual({ cartNum: 2 })
  })
})
