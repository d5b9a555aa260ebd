import type { OrderId } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { fakePaymentProvider } from '../../payments/fake-provider.ts'
import {
  type World,
  addToCart,
  cartOf,
  countRows,
  envelope,
  placeOrder,
  post,
  startWorld,
  stockOf,
  usd,
} from './orders.fixtures.ts'

let opened: World | undefined
afterEach(async () => {
  await opened?.api.close()
  opened = undefined
})

async function world(): Promise<World> {
  opened = await startWorld({ payments: fakePaymentProvider({ secret: 'test-secret' }) })
  return opened
}

/**
 * Alice's cart of 200 op-amps (1000 in stock) and 60 timers (50 in stock) ordered with `place`, refused as
 * `refusal`, with the stock, the cart and the orders as they were.
 */
async function expectShortCartRefused(w: World, place: () => Promise<unknown>, refusal: Record<string, unknown>): Promise<void> {
  addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 200)
  addToCart(w.api.store, w.alice.userId, w.parts.timer, 60)
  await expect(place()).rejects.toMatchObject(refusal)
  expect([stockOf(w.api.store, w.parts.opAmp), stockOf(w.api.store, w.parts.timer)]).toEqual([1000, 50])
  expect(cartOf(w.api.store, w.alice.userId)).toEqual([
    [w.parts.opAmp, 200],
    [w.parts.timer, 60],
  ])
  expect(countRows(w.api.store, 'orders')).toBe(0)
}

describe('orderCreate', () => {
  it('places the whole cart: each line priced from its ladder, the address copied, stock reserved, the cart emptied', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 150)
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 10)
    const order = await placeOrder(w)
    expect(order).toMatchObject({
      orderNo: 'PF2601150001',
      status: 'pending_payment',
      itemCount: 2,
      carrier: 'DHL',
      remark: 'Dock 4',
      subtotal: usd(150 * 0.2 + 10 * 0.3),
      shipping: 0,
      total: usd(150 * 0.2 + 10 * 0.3),
      createdAt: '2026-01-15T09:00:00.000Z',
      trackingNumber: null,
      paidAt: null,
      returnDeadline: null,
      returnRequest: null,
    })
    expect(order.lines).toEqual([
      { productId: w.parts.opAmp, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 150, unitPrice: usd(0.2), lineTotal: usd(30), customerReference: '', reserved: 150 },
      { productId: w.parts.timer, model: 'NE555DR', brandName: 'Texas Instruments', quantity: 10, unitPrice: usd(0.3), lineTotal: usd(3), customerReference: '', reserved: 10 },
    ])
    expect(order.address).toMatchObject({ firstName: 'Ada', city: 'Austin', country: 'United States', tel: '+1 512 555 0100' })
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(850)
    expect(stockOf(w.api.store, w.parts.timer)).toBe(40)
    expect(cartOf(w.api.store, w.alice.userId)).toEqual([])
  })

  it("keeps the buyer's PO number, VAT ID, delivery preference and a line's customer reference set through addcart", async () => {
    const w = await world()
    const client = w.api.client(w.alice.token)
    await client.cartAdd({ query: { addup: false }, body: [{ productId: w.parts.opAmp, productCount: 150, customerReference: 'U7 op-amp' }] })
    const order = await client.orderCreate({
      body: { addressId: w.aliceAddress, carrier: 'UPS', poNumber: 'PO-4471', vatId: 'GB123456789', deliveryPreference: 'partial' },
    })
    expect(order).toMatchObject({ poNumber: 'PO-4471', vatId: 'GB123456789', deliveryPreference: 'partial', carrier: 'UPS' })
    expect(order.lines.map((line) => line.customerReference)).toEqual(['U7 op-amp'])
    const plain = await (async () => {
      addToCart(w.api.store, w.alice.userId, w.parts.timer, 10)
      return client.orderCreate({ body: { addressId: w.aliceAddress, carrier: 'DHL' } })
    })()
    expect(plain).toMatchObject({ poNumber: '', vatId: '', deliveryPreference: 'complete' })
  })

  it('prices at the break with the largest quantity at or below the ordered one (99, 100 and 1,000 pieces)', async () => {
    const w = await world()
    const prices: number[] = []
    for (const quantity of [99, 100, 1000]) {
      w.api.store.db.prepare('UPDATE products SET stock = 1000 WHERE id = ?').run(w.parts.opAmp)
      addToCart(w.api.store, w.alice.userId, w.parts.opAmp, quantity)
      const order = await placeOrder(w)
      prices.push(order.lines[0]?.unitPrice ?? -1)
    }
    expect(prices).toEqual([usd(0.25), usd(0.2), usd(0.15)])
  })

  it('orders only the cart rows named, leaving the others in the cart', async () => {
    const w = await world()
    const opAmpRow = addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 5)
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 20)
    const order = await w.api
      .client(w.alice.token)
      .orderCreate({ body: { addressId: w.aliceAddress, carrier: 'UPS', cartItemIds: [opAmpRow] } })
    expect(order.lines.map((line) => line.model)).toEqual(['LM358DR'])
    expect(order.remark).toBe('')
    expect(cartOf(w.api.store, w.alice.userId)).toEqual([[w.parts.timer, 20]])
    expect(stockOf(w.api.store, w.parts.timer)).toBe(50)
  })

  it('numbers the day’s orders in sequence', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 1)
    await placeOrder(w)
    addToCart(w.api.store, w.bob.userId, w.parts.opAmp, 1)
    const second = await placeOrder(w, w.bob, w.bobAddress)
    expect(second.orderNo).toBe('PF2601150002')
  })

  it('takes the minimum order quantity exactly and refuses one piece less with 400 naming the part', async () => {
    const w = await world()
    const row = addToCart(w.api.store, w.alice.userId, w.parts.timer, 9)
    await expect(placeOrder(w)).rejects.toMatchObject({ code: 400, message: 'NE555DR: the minimum order is 10 pieces' })
    expect(countRows(w.api.store, 'orders')).toBe(0)
    w.api.store.db.prepare('UPDATE cart_items SET quantity = 10 WHERE id = ?').run(row)
    const order = await placeOrder(w)
    expect(order.lines[0]).toMatchObject({ quantity: 10, unitPrice: usd(0.3) })
  })

  it('refuses a part with no list price with 400 naming it', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.regulator, 5)
    await expect(placeOrder(w)).rejects.toMatchObject({
      code: 400,
      message: 'TPS5430DDAR has no list price: please request a quote for it',
    })
  })

  it('refuses an empty cart with 400', async () => {
    const w = await world()
    await expect(placeOrder(w)).rejects.toMatchObject({ code: 400, message: 'Your cart is empty: add products before placing an order' })
  })

  it('takes the whole stock and refuses one piece more with 409 naming the part', async () => {
    const w = await world()
    const row = addToCart(w.api.store, w.alice.userId, w.parts.timer, 51)
    await expect(placeOrder(w)).rejects.toMatchObject({
      code: 409,
      message: 'Only 50 pieces of NE555DR are in stock; you ordered 51',
    })
    w.api.store.db.prepare('UPDATE cart_items SET quantity = 50 WHERE id = ?').run(row)
    await placeOrder(w)
    expect(stockOf(w.api.store, w.parts.timer)).toBe(0)
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 10)
    await expect(placeOrder(w)).rejects.toMatchObject({ code: 409, message: 'NE555DR is out of stock' })
  })

  it('a failure half-way leaves nothing behind: the second line short of stock keeps the first line’s stock and the cart', async () => {
    const w = await world()
    await expectShortCartRefused(w, () => placeOrder(w), { code: 409, message: expect.stringContaining('NE555DR') as string })
  })

  it('a failure half-way leaves nothing behind: a write failing after the stock was reserved rolls everything back', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 200)
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 20)
    // The lines are written after the stock is reserved and the order row inserted: fail the second one.
    w.api.store.db.exec(`CREATE TRIGGER fail_second_line BEFORE INSERT ON order_lines
      WHEN (SELECT COUNT(*) FROM order_lines WHERE order_id = NEW.order_id) = 1
      BEGIN SELECT RAISE(ABORT, 'injected failure'); END`)
    const response = await post(w.api, '/api/order/create', w.alice.token, { addressId: w.aliceAddress, carrier: 'UPS' })
    expect(response.status).toBe(500)
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(1000)
    expect(stockOf(w.api.store, w.parts.timer)).toBe(50)
    expect(cartOf(w.api.store, w.alice.userId)).toEqual([
      [w.parts.opAmp, 200],
      [w.parts.timer, 20],
    ])
    expect([countRows(w.api.store, 'orders'), countRows(w.api.store, 'order_lines'), countRows(w.api.store, 'order_status_history')]).toEqual([0, 0, 0])
    w.api.store.db.exec('DROP TRIGGER fail_second_line')
    const order = await placeOrder(w)
    expect(order.itemCount).toBe(2)
  })

  it('answers 404 for another member’s address and another member’s cart row, and leaves their cart alone', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 5)
    const bobRow = addToCart(w.api.store, w.bob.userId, w.parts.timer, 20)
    await expect(placeOrder(w, w.alice, w.bobAddress)).rejects.toMatchObject({ code: 404, message: 'The address was not found' })
    await expect(
      w.api.client(w.alice.token).orderCreate({ body: { addressId: w.aliceAddress, carrier: 'UPS', cartItemIds: [bobRow] } }),
    ).rejects.toMatchObject({ code: 404, message: `Cart item ${bobRow} was not found` })
    expect(cartOf(w.api.store, w.bob.userId)).toEqual([[w.parts.timer, 20]])
    expect(cartOf(w.api.store, w.alice.userId)).toEqual([[w.parts.opAmp, 5]])
    expect(stockOf(w.api.store, w.parts.timer)).toBe(50)
  })

  it('answers 400 naming the field for a carrier it does not know, and a missing address', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 5)
    const carrier = await envelope(await post(w.api, '/api/order/create', w.alice.token, { addressId: w.aliceAddress, carrier: 'USPS' }))
    expect(carrier).toMatchObject({ code: 400, message: expect.stringContaining('carrier') as string })
    const address = await envelope(await post(w.api, '/api/order/create', w.alice.token, { carrier: 'UPS' }))
    expect(address).toMatchObject({ code: 400, message: expect.stringMatching(/address/iu) as string })
    const none = await envelope(
      await post(w.api, '/api/order/create', w.alice.token, { addressId: w.aliceAddress, carrier: 'UPS', cartItemIds: [] }),
    )
    expect(none).toMatchObject({ code: 400, message: expect.stringContaining('Please choose at least one product') as string })
    expect(cartOf(w.api.store, w.alice.userId)).toHaveLength(1)
  })

  it('issue 17: orders a short line in the backorder whole, reserving the stock there is; cancelling puts back only that', async () => {
    const w = await world()
    const client = w.api.client(w.alice.token)
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 200)
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 60)
    const order = await client.orderCreate({
      body: { addressId: w.aliceAddress, carrier: 'UPS', deliveryPreference: 'partial', backorder: [w.parts.timer] },
    })
    expect(order.deliveryPreference).toBe('partial')
    expect(order.lines.map((line) => [line.model, line.quantity, line.reserved, line.lineTotal])).toEqual([
      ['LM358DR', 200, 200, usd(40)],
      ['NE555DR', 60, 50, usd(18)],
    ])
    expect(await client.orderDetail({ query: { id: order.id } })).toEqual(order)
    expect([stockOf(w.api.store, w.parts.opAmp), stockOf(w.api.store, w.parts.timer)]).toEqual([800, 0])
    expect(cartOf(w.api.store, w.alice.userId)).toEqual([])
    await client.orderCancel({ body: { id: order.id } })
    expect([stockOf(w.api.store, w.parts.opAmp), stockOf(w.api.store, w.parts.timer)]).toEqual([1000, 50])
  })

  it('issue 17: refuses with 409 naming it a short line left out of the backorder (stock fell since checkout), and loses nothing', async () => {
    const w = await world()
    await expectShortCartRefused(
      w,
      () =>
        w.api.client(w.alice.token).orderCreate({
          body: { addressId: w.aliceAddress, carrier: 'UPS', deliveryPreference: 'partial', backorder: [w.parts.opAmp] },
        }),
      { code: 409, message: 'Only 50 pieces of NE555DR are in stock; you ordered 60' },
    )
  })

  it('issue 17: answers 400 for a backorder that is not a list of product ids, or longer than a request may be', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.timer, 60)
    const body = { addressId: w.aliceAddress, carrier: 'UPS' }
    const refusals: ReadonlyArray<readonly [unknown, string]> = [
      [w.parts.timer, 'The backorder must be a list of product ids'],
      [['NE555DR'], 'Product id must be a non-negative integer'],
      [[-1], 'Product id must be a non-negative integer'],
      [Array.from({ length: 201 }, (_, index) => index + 1), 'The backorder may list at most 200 products'],
    ]
    for (const [backorder, message] of refusals) {
      const answer = await envelope(await post(w.api, '/api/order/create', w.alice.token, { ...body, backorder }))
      expect(answer).toMatchObject({ code: 400, message })
    }
    expect(countRows(w.api.store, 'orders')).toBe(0)
    expect(stockOf(w.api.store, w.parts.timer)).toBe(50)
  })

  it('answers 403 without a session', async () => {
    const w = await world()
    const response = await post(w.api, '/api/order/create', undefined, { addressId: w.aliceAddress, carrier: 'UPS' })
    expect(response.status).toBe(403)
  })

  it('keeps the address as it was when placed after the address book changes', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 5)
    const order = await placeOrder(w)
    w.api.store.db.prepare("UPDATE addresses SET city = 'Dallas' WHERE id = ?").run(w.aliceAddress)
    const detail = await w.api.client(w.alice.token).orderDetail({ query: { id: order.id } })
    expect(detail.address.city).toBe('Austin')
  })
})

describe('orderList and orderDetail', () => {
  async function threeOrders(w: World): Promise<OrderId[]> {
    const ids: OrderId[] = []
    for (const hour of [9, 10, 11]) {
      w.api.setNow(new Date(`2026-01-15T${String(hour).padStart(2, '0')}:00:00.000Z`))
      addToCart(w.api.store, w.alice.userId, w.parts.opAmp, hour)
      ids.push((await placeOrder(w)).id)
    }
    return ids
  }

  it('lists the member’s orders newest first, a page at a time, by status', async () => {
    const w = await world()
    const [first, second, third] = await threeOrders(w)
    const client = w.api.client(w.alice.token)
    const all = await client.orderList({ query: {} })
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 })
    expect(all.list.map((order) => order.id)).toEqual([third, second, first])
    expect(all.list[0]).toMatchObject({ orderNo: 'PF2601150003', status: 'pending_payment', itemCount: 1, total: usd(11 * 0.25) })
    const page2 = await client.orderList({ query: { page: 2, pageSize: 2 } })
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(page2.list.map((order) => order.id)).toEqual([first])
    await client.orderCancel({ body: { id: second as OrderId } })
    const cancelled = await client.orderList({ query: { status: 'cancelled' } })
    expect(cancelled.total).toBe(1)
    expect(cancelled.list.map((order) => order.id)).toEqual([second])
  })

  it('shows another member none of them: an empty list, and 404 for an order by id', async () => {
    const w = await world()
    const [id] = await threeOrders(w)
    const bob = w.api.client(w.bob.token)
    expect(await bob.orderList({ query: {} })).toMatchObject({ total: 0, list: [] })
    await expect(bob.orderDetail({ query: { id: id as OrderId } })).rejects.toMatchObject({ code: 404, message: `Order ${id} was not found` })
    const response = await w.api.fetch(`/api/order/detail?id=${id}`, { headers: { Authorization: `Bearer ${w.bob.token}` } })
    expect(await envelope(response)).toEqual({ code: 404, data: null, message: `Order ${id} was not found` })
  })

  it('answers 404 for an order that does not exist and 400 naming the id for one that is not a number', async () => {
    const w = await world()
    await expect(w.api.client(w.alice.token).orderDetail({ query: { id: 999 as OrderId } })).rejects.toMatchObject({ code: 404 })
    const response = await w.api.fetch('/api/order/detail?id=abc', { headers: { Authorization: `Bearer ${w.alice.token}` } })
    expect(await envelope(response)).toMatchObject({ code: 400, message: expect.stringContaining('id') as string })
    const status = await w.api.fetch('/api/order/list?status=lost', { headers: { Authorization: `Bearer ${w.alice.token}` } })
    expect(await envelope(status)).toMatchObject({ code: 400, message: expect.stringContaining('status') as string })
  })

  it('answers 403 without a session', async () => {
    const w = await world()
    expect((await w.api.fetch('/api/order/list')).status).toBe(403)
    expect((await w.api.fetch('/api/order/detail?id=1')).status).toBe(403)
  })
})

describe('orderCancel', () => {
  it('cancels an order pending payment and puts its stock back', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 300)
    const order = await placeOrder(w)
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(700)
    w.api.setNow(new Date('2026-01-15T10:30:00.000Z'))
    const cancelled = await w.api.client(w.alice.token).orderCancel({ body: { id: order.id } })
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: '2026-01-15T10:30:00.000Z' })
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(1000)
    const history = w.api.store.db.prepare('SELECT status, at, source FROM order_status_history WHERE order_id = ? ORDER BY id').all(order.id)
    expect(history).toEqual([
      { status: 'pending_payment', at: '2026-01-15T09:00:00.000Z', source: 'member' },
      { status: 'cancelled', at: '2026-01-15T10:30:00.000Z', source: 'member' },
    ])
  })

  it('refuses with 400 an order no longer pending payment, and the stock stays as it is', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 300)
    const order = await placeOrder(w)
    const client = w.api.client(w.alice.token)
    await client.orderCancel({ body: { id: order.id } })
    await expect(client.orderCancel({ body: { id: order.id } })).rejects.toMatchObject({
      code: 400,
      message: 'Order PF2601150001 is cancelled: only an order pending payment can be cancelled',
    })
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(1000)

    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 100)
    const paid = await placeOrder(w)
    await w.api.store.orders.moveOrder({ id: paid.id, from: 'pending_payment', to: 'paid', at: '2026-01-15T10:00:00.000Z', source: 'test' })
    await expect(client.orderCancel({ body: { id: paid.id } })).rejects.toMatchObject({ code: 400, message: expect.stringContaining('is paid') as string })
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(900)
  })

  it('answers 404 to another member cancelling, and the order stays pending with its stock reserved', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 300)
    const order = await placeOrder(w)
    await expect(w.api.client(w.bob.token).orderCancel({ body: { id: order.id } })).rejects.toMatchObject({ code: 404 })
    expect((await w.api.client(w.alice.token).orderDetail({ query: { id: order.id } })).status).toBe('pending_payment')
    expect(stockOf(w.api.store, w.parts.opAmp)).toBe(700)
  })

  it('answers 400 naming the id for a body without one, and 403 without a session', async () => {
    const w = await world()
    expect(await envelope(await post(w.api, '/api/order/cancel', w.alice.token, {}))).toMatchObject({
      code: 400,
      message: expect.stringContaining('id') as string,
    })
    expect((await post(w.api, '/api/order/cancel', undefined, { id: 1 })).status).toBe(403)
  })
})

describe('orderReturn', () => {
  const deliveredAt = '2026-01-20T12:00:00.000Z'

  async function deliveredOrder(w: World): Promise<OrderId> {
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 10)
    const order = await placeOrder(w)
    const moves = [
      ['pending_payment', 'paid', '2026-01-15T10:00:00.000Z'],
      ['paid', 'shipped', '2026-01-16T10:00:00.000Z'],
      ['shipped', 'delivered', deliveredAt],
    ] as const
    for (const [from, to, at] of moves) await w.api.store.orders.moveOrder({ id: order.id, from, to, at, source: 'test' })
    return order.id
  }

  it('PAGE-7: accepts a return request exactly 15 days after delivery', async () => {
    const w = await world()
    const id = await deliveredOrder(w)
    const client = w.api.client(w.alice.token)
    expect((await client.orderDetail({ query: { id } })).returnDeadline).toBe('2026-02-04T12:00:00.000Z')
    w.api.setNow(new Date('2026-02-04T12:00:00.000Z'))
    const order = await client.orderReturn({ body: { id, kind: 'refund', description: 'Wrong reel size' } })
    expect(order.returnRequest).toEqual({
      kind: 'refund',
      description: 'Wrong reel size',
      status: 'requested',
      createdAt: '2026-02-04T12:00:00.000Z',
    })
    expect(order.status).toBe('delivered')
  })

  it('PAGE-7: refuses a return request 15 days and 1 ms after delivery with 400', async () => {
    const w = await world()
    const id = await deliveredOrder(w)
    w.api.setNow(new Date('2026-02-04T12:00:00.001Z'))
    await expect(
      w.api.client(w.alice.token).orderReturn({ body: { id, kind: 'compliance', description: 'RoHS certificate' } }),
    ).rejects.toMatchObject({
      code: 400,
      message: 'Returns are accepted within 15 days of delivery: the window for order PF2601150001 closed at 2026-02-04T12:00:00.000Z',
    })
    expect((await w.api.client(w.alice.token).orderDetail({ query: { id } })).returnRequest).toBeNull()
  })

  it('refuses a return before delivery with 400, and a second request with 409', async () => {
    const w = await world()
    addToCart(w.api.store, w.alice.userId, w.parts.opAmp, 10)
    const pending = await placeOrder(w)
    const client = w.api.client(w.alice.token)
    await expect(client.orderReturn({ body: { id: pending.id, kind: 'refund', description: 'Changed my mind' } })).rejects.toMatchObject({
      code: 400,
      message: 'Order PF2601150001 is pending payment: a return can be requested once it is delivered',
    })
    const id = await deliveredOrder(w)
    w.api.setNow(new Date('2026-01-21T12:00:00.000Z'))
    await client.orderReturn({ body: { id, kind: 'replacement', description: 'Two pieces damaged' } })
    await expect(client.orderReturn({ body: { id, kind: 'refund', description: 'Again' } })).rejects.toMatchObject({
      code: 409,
      message: 'A return was already requested for order PF2601150002',
    })
    expect((await client.orderDetail({ query: { id } })).returnRequest?.kind).toBe('replacement')
  })

  it('answers 404 to another member’s return request and leaves the order without one', async () => {
    const w = await world()
    const id = await deliveredOrder(w)
    w.api.setNow(new Date('2026-01-21T12:00:00.000Z'))
    await expect(w.api.client(w.bob.token).orderReturn({ body: { id, kind: 'refund', description: 'Not mine' } })).rejects.toMatchObject({
      code: 404,
    })
    expect((await w.api.client(w.alice.token).orderDetail({ query: { id } })).returnRequest).toBeNull()
  })

  it('answers 400 naming the reason when it is empty and the kind when it is unknown', async () => {
    const w = await world()
    const id = await deliveredOrder(w)
    const empty = await envelope(await post(w.api, '/api/order/return', w.alice.token, { id, kind: 'refund', description: '   ' }))
    expect(empty).toMatchObject({ code: 400, message: expect.stringContaining('Please enter the reason') as string })
    const kind = await envelope(await post(w.api, '/api/order/return', w.alice.token, { id, kind: 'swap', description: 'x' }))
    expect(kind).toMatchObject({ code: 400, message: expect.stringContaining('kind') as string })
  })
})
