import type { Money, OrderId, PaymentId, Proforma } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import type { NewPayment } from '../orders.port.ts'
import type { Store, StoreFactory } from '../store.ts'
import {
  ADDRESS,
  AT,
  type Parts,
  addCartRow,
  availableStock,
  cartOf,
  createMember,
  newOrder,
  placed,
  seedCatalog,
  storeOpener,
  usd,
} from './fixtures.ts'

const PROFORMA: Proforma = {
  number: 'PF2601150001-1',
  issuedAt: AT,
  amount: usd(30),
  currency: 'USD',
  reference: 'PF2601150001',
  bank: { beneficiary: 'Partfront', bankName: 'Example Bank', bankAddress: '1 Bank St', accountNumber: 'GB33', swift: 'BUKBGB22' },
}

/** A store with the fixture catalog and two members. */
async function world(open: () => Promise<Store>) {
  const store = await open()
  const parts = await seedCatalog(store)
  const alice = await createMember(store, 'alice')
  const bob = await createMember(store, 'bob')
  return { store, parts, alice, bob }
}

type World = Awaited<ReturnType<typeof world>>

/** Alice's order of `quantity` op-amps, placed. */
async function orderOpAmps(w: { store: Store; parts: Parts; alice: NewPayment['userId'] }, quantity: number, at = AT) {
  await addCartRow(w.store, w.alice, w.parts.opAmp, quantity)
  return placed(await w.store.orders.placeOrder(newOrder(w.alice, { at })))
}

/**
 * Alice's order of `opAmps` op-amps and 60 timers (50 in stock) refused for the timers, with stock, cart and
 * orders as they were.
 */
async function expectTimersRefused(w: World, refusal: unknown, opAmps: number) {
  expect(refusal).toEqual({ ok: false, reason: 'out-of-stock', model: 'NE555DR', requested: 60, available: 50 })
  expect(await cartOf(w.store, w.alice)).toEqual([
    [w.parts.opAmp, opAmps],
    [w.parts.timer, 60],
  ])
  expect(await w.store.orders.listOrders(w.alice, { page: 1, pageSize: 10 })).toEqual({ list: [], total: 0 })
  expect(await availableStock(w.store, w.parts.opAmp)).toBe(5000)
  expect(await availableStock(w.store, w.parts.timer)).toBe(50)
}

function wire(order: { id: OrderId; total: Money }, userId: NewPayment['userId'], at = AT): NewPayment {
  return { userId, orderId: order.id, method: 'wire', amount: order.total, currency: 'USD', provider: null, proforma: PROFORMA, at }
}

function card(order: { id: OrderId; total: Money }, userId: NewPayment['userId'], at = AT): NewPayment {
  return { userId, orderId: order.id, method: 'card', amount: order.total, currency: 'USD', provider: 'fake', proforma: null, at }
}

/** `createPayment`'s payment, whether it was opened or already pending. */
async function createdPayment(store: Store, payment: NewPayment) {
  return (await store.orders.createPayment(payment)).payment
}

/** The orders area: placing, reading, cancelling, returns, payments and the back office. */
export function ordersSuite(factory: StoreFactory): void {
  describe('orders: placing', () => {
    const open = storeOpener(factory)

    it('places the whole cart: each line priced from its ladder, the address copied, the order pending payment', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 150)
      await addCartRow(w.store, w.alice, w.parts.timer, 10)
      const order = placed(await w.store.orders.placeOrder(newOrder(w.alice)))
      expect(order).toEqual({
        id: expect.any(Number) as OrderId,
        orderNo: 'PF2601150001',
        status: 'pending_payment',
        itemCount: 2,
        total: usd(33),
        createdAt: AT,
        lines: [
          { productId: w.parts.opAmp, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 150, unitPrice: usd(0.2), lineTotal: usd(30), customerReference: '', reserved: 150 },
          { productId: w.parts.timer, model: 'NE555DR', brandName: 'Texas Instruments', quantity: 10, unitPrice: usd(0.3), lineTotal: usd(3), customerReference: '', reserved: 10 },
        ],
        subtotal: usd(33),
        shipping: 0,
        carrier: 'DHL',
        trackingNumber: null,
        remark: 'Dock 4',
        poNumber: '',
        vatId: '',
        deliveryPreference: 'complete',
        address: ADDRESS,
        paidAt: null,
        shippedAt: null,
        deliveredAt: null,
        cancelledAt: null,
        returnDeadline: null,
        returnRequest: null,
      })
      expect(await w.store.orders.findOrder(w.alice, order.id)).toEqual(order)
    })

    it('prices at the break with the largest quantity at or below the ordered one (99, 100 and 1,000 pieces)', async () => {
      const w = await world(open)
      const prices = []
      for (const quantity of [99, 100, 1000]) prices.push((await orderOpAmps(w, quantity)).lines[0]?.unitPrice)
      expect(prices).toEqual([usd(0.25), usd(0.2), usd(0.15)])
    })

    it('reserves the stock ordered: what is left can be ordered, one piece more cannot', async () => {
      const w = await world(open)
      await orderOpAmps(w, 150)
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(4850)
      await addCartRow(w.store, w.bob, w.parts.opAmp, 4851)
      expect(await w.store.orders.placeOrder(newOrder(w.bob))).toEqual({
        ok: false,
        reason: 'out-of-stock',
        model: 'LM358DR',
        requested: 4851,
        available: 4850,
      })
      await addCartRow(w.store, w.bob, w.parts.opAmp, 4850)
      expect((await w.store.orders.placeOrder(newOrder(w.bob))).ok).toBe(true)
    })

    it('empties the ordered cart rows: the whole cart, or only the rows named', async () => {
      const w = await world(open)
      const opAmpRow = await addCartRow(w.store, w.alice, w.parts.opAmp, 5)
      await addCartRow(w.store, w.alice, w.parts.timer, 20)
      const order = placed(await w.store.orders.placeOrder(newOrder(w.alice, { cartItemIds: [opAmpRow] })))
      expect(order.lines.map((line) => line.model)).toEqual(['LM358DR'])
      expect(await cartOf(w.store, w.alice)).toEqual([[w.parts.timer, 20]])
      placed(await w.store.orders.placeOrder(newOrder(w.alice)))
      expect(await cartOf(w.store, w.alice)).toEqual([])
    })

    it("keeps the buyer's terms: PO number, VAT ID, delivery preference, and each line's customer reference", async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 150)
      await addCartRow(w.store, w.alice, w.parts.timer, 10)
      // The reference is set by an addcart line that carries one, and kept by one that does not.
      const at = AT
      await w.store.shopping.addToCart({ userId: w.alice, lines: [{ productId: w.parts.opAmp, productCount: 200, customerReference: 'U7 amp' }], addup: false, at })
      await w.store.shopping.addToCart({ userId: w.alice, lines: [{ productId: w.parts.opAmp, productCount: 250 }], addup: false, at })
      const cart = await w.store.shopping.listCart(w.alice)
      expect(cart.map((row) => [row.productCount, row.customerReference])).toEqual([[250, 'U7 amp'], [10, '']])
      const order = placed(
        await w.store.orders.placeOrder(newOrder(w.alice, { poNumber: 'PO-4471', vatId: 'DE123456789', deliveryPreference: 'partial' })),
      )
      expect([order.poNumber, order.vatId, order.deliveryPreference]).toEqual(['PO-4471', 'DE123456789', 'partial'])
      expect(order.lines.map((line) => line.customerReference)).toEqual(['U7 amp', ''])
      expect(await w.store.orders.findOrder(w.alice, order.id)).toEqual(order)
    })

    it('orders a row named twice once', async () => {
      const w = await world(open)
      const row = await addCartRow(w.store, w.alice, w.parts.opAmp, 5)
      const order = placed(await w.store.orders.placeOrder(newOrder(w.alice, { cartItemIds: [row, row] })))
      expect(order.lines).toHaveLength(1)
      expect(order.itemCount).toBe(1)
    })

    it('refuses when one line is short of stock, leaving stock, cart and orders as they were', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 10)
      await addCartRow(w.store, w.alice, w.parts.timer, 60)
      await expectTimersRefused(w, await w.store.orders.placeOrder(newOrder(w.alice)), 10)
    })

    it('issue 17: orders a short line the buyer accepted to wait for whole, reserving what stock there is', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 10)
      await addCartRow(w.store, w.alice, w.parts.timer, 60)
      const order = placed(
        await w.store.orders.placeOrder(newOrder(w.alice, { deliveryPreference: 'partial', backorder: [w.parts.timer, w.parts.regulator] })),
      )
      expect(order.lines.map((line) => [line.model, line.quantity, line.reserved, line.lineTotal])).toEqual([
        ['LM358DR', 10, 10, usd(2.5)],
        ['NE555DR', 60, 50, usd(18)],
      ])
      expect(order.deliveryPreference).toBe('partial')
      expect(await w.store.orders.findOrder(w.alice, order.id)).toEqual(order)
      expect(await cartOf(w.store, w.alice)).toEqual([])
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(4990)
      expect(await availableStock(w.store, w.parts.timer)).toBe(0)
      // Nothing left: the next backorder of it reserves none, and is placed all the same.
      await addCartRow(w.store, w.bob, w.parts.timer, 20)
      const later = placed(await w.store.orders.placeOrder(newOrder(w.bob, { backorder: [w.parts.timer] })))
      expect(later.lines.map((line) => [line.quantity, line.reserved])).toEqual([[20, 0]])
    })

    it('issue 17: refuses a short line left out of the backorder, naming it, with stock, cart and orders as they were', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 6000)
      await addCartRow(w.store, w.alice, w.parts.timer, 60)
      const refusal = await w.store.orders.placeOrder(newOrder(w.alice, { deliveryPreference: 'partial', backorder: [w.parts.opAmp] }))
      await expectTimersRefused(w, refusal, 6000)
    })

    it('refuses an empty cart', async () => {
      const w = await world(open)
      expect(await w.store.orders.placeOrder(newOrder(w.alice))).toEqual({ ok: false, reason: 'empty-cart' })
    })

    it("refuses another member's cart row as unknown, leaving it in their cart", async () => {
      const w = await world(open)
      const bobsRow = await addCartRow(w.store, w.bob, w.parts.opAmp, 5)
      await addCartRow(w.store, w.alice, w.parts.timer, 10)
      expect(await w.store.orders.placeOrder(newOrder(w.alice, { cartItemIds: [bobsRow] }))).toEqual({
        ok: false,
        reason: 'unknown-cart-item',
        cartItemId: bobsRow,
      })
      expect(await cartOf(w.store, w.bob)).toEqual([[w.parts.opAmp, 5]])
      expect(await cartOf(w.store, w.alice)).toEqual([[w.parts.timer, 10]])
    })

    it('refuses a part on request, a quantity below the minimum (the MOQ), and a total past a safe integer', async () => {
      const w = await world(open)
      const regulator = await addCartRow(w.store, w.alice, w.parts.regulator, 5)
      const timer = await addCartRow(w.store, w.alice, w.parts.timer, 9)
      const dear = await addCartRow(w.store, w.alice, w.parts.dear, 2)
      const outcomes = []
      for (const row of [regulator, timer, dear]) outcomes.push(await w.store.orders.placeOrder(newOrder(w.alice, { cartItemIds: [row] })))
      expect(outcomes).toEqual([
        { ok: false, reason: 'price-on-request', model: 'TPS5430DDAR' },
        { ok: false, reason: 'below-minimum', model: 'NE555DR', minimum: 10 },
        { ok: false, reason: 'too-large', model: 'AD8221ARZ' },
      ])
      expect(await cartOf(w.store, w.alice)).toHaveLength(3)
    })

    it("numbers orders by the day's sequence, starting again each UTC day", async () => {
      const w = await world(open)
      const numbers = []
      for (const at of [AT, '2026-01-15T23:59:59.999Z', '2026-01-16T00:00:00.000Z']) numbers.push((await orderOpAmps(w, 1, at)).orderNo)
      expect(numbers).toEqual(['PF2601150001', 'PF2601150002', 'PF2601160001'])
    })
  })

  describe('orders: reading', () => {
    const open = storeOpener(factory)

    it("lists the member's orders newest first, a page at a time, of one status when asked", async () => {
      const w = await world(open)
      const first = await orderOpAmps(w, 1, '2026-01-15T09:00:00.000Z')
      const second = await orderOpAmps(w, 2, '2026-01-15T10:00:00.000Z')
      const third = await orderOpAmps(w, 3, '2026-01-15T11:00:00.000Z')
      await w.store.orders.cancelOrder(w.alice, second.id, '2026-01-15T12:00:00.000Z')
      const page1 = await w.store.orders.listOrders(w.alice, { page: 1, pageSize: 2 })
      expect(page1.total).toBe(3)
      expect(page1.list.map((order) => order.id)).toEqual([third.id, second.id])
      expect(page1.list[0]).toEqual({ id: third.id, orderNo: third.orderNo, status: 'pending_payment', itemCount: 1, total: usd(0.75), createdAt: '2026-01-15T11:00:00.000Z' })
      expect((await w.store.orders.listOrders(w.alice, { page: 2, pageSize: 2 })).list.map((order) => order.id)).toEqual([first.id])
      expect(await w.store.orders.listOrders(w.alice, { page: 1, pageSize: 10, status: 'cancelled' })).toEqual({
        list: [expect.objectContaining({ id: second.id, status: 'cancelled' })],
        total: 1,
      })
    })

    it("reads another member's order as missing, and lists none of it", async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 1)
      expect(await w.store.orders.findOrder(w.bob, order.id)).toBeUndefined()
      expect(await w.store.orders.findOrder(w.alice, 999_999 as OrderId)).toBeUndefined()
      expect(await w.store.orders.listOrders(w.bob, { page: 1, pageSize: 10 })).toEqual({ list: [], total: 0 })
    })
  })

  describe('orders: cancelling and returns', () => {
    const open = storeOpener(factory)

    it('cancels an order pending payment: stamped, stock back on the shelf, open payments cancelled', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const payment = await createdPayment(w.store, wire(order, w.alice))
      const cancelled = await w.store.orders.cancelOrder(w.alice, order.id, '2026-01-15T10:00:00.000Z')
      expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', cancelledAt: '2026-01-15T10:00:00.000Z' })
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(5000)
      expect(await w.store.orders.findPayment(w.alice, payment.id)).toMatchObject({ status: 'cancelled', orderStatus: 'cancelled' })
    })

    it('issue 17: cancelling a backordered order puts back only what it reserved, by the member or the back office', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.timer, 60)
      const order = placed(await w.store.orders.placeOrder(newOrder(w.alice, { backorder: [w.parts.timer] })))
      expect(await w.store.orders.cancelOrder(w.alice, order.id, AT)).toMatchObject({ status: 'cancelled' })
      expect(await availableStock(w.store, w.parts.timer)).toBe(50)
      await addCartRow(w.store, w.bob, w.parts.timer, 30)
      await addCartRow(w.store, w.bob, w.parts.opAmp, 100)
      const bobs = placed(await w.store.orders.placeOrder(newOrder(w.bob, { backorder: [w.parts.timer] })))
      await addCartRow(w.store, w.alice, w.parts.timer, 40)
      const alices = placed(await w.store.orders.placeOrder(newOrder(w.alice, { backorder: [w.parts.timer] })))
      expect(alices.lines.map((line) => line.reserved)).toEqual([20])
      await w.store.orders.moveOrder({ id: alices.id, from: 'pending_payment', to: 'cancelled', at: AT, source: 'back office' })
      expect(await availableStock(w.store, w.parts.timer)).toBe(20)
      await w.store.orders.cancelOrder(w.bob, bobs.id, AT)
      expect(await availableStock(w.store, w.parts.timer)).toBe(50)
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(5000)
    })

    it('cancels an order once: a cancelled or paid order is no longer pending payment', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      await w.store.orders.cancelOrder(w.alice, order.id, '2026-01-15T10:00:00.000Z')
      expect(await w.store.orders.cancelOrder(w.alice, order.id, '2026-01-15T11:00:00.000Z')).toBeUndefined()
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(5000)
      const paid = await orderOpAmps(w, 10)
      await w.store.orders.moveOrder({ id: paid.id, from: 'pending_payment', to: 'paid', at: AT, source: 'back office' })
      expect(await w.store.orders.cancelOrder(w.alice, paid.id, AT)).toBeUndefined()
    })

    it("refuses to cancel another member's order, leaving it pending and its stock reserved", async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      expect(await w.store.orders.cancelOrder(w.bob, order.id, AT)).toBeUndefined()
      expect(await w.store.orders.findOrder(w.alice, order.id)).toMatchObject({ status: 'pending_payment', cancelledAt: null })
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(4850)
    })

    it('PAGE-7: records one return request per order, and none on another member\'s order', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 1)
      expect(await w.store.orders.requestReturn(w.bob, order.id, { kind: 'refund', description: 'Not mine' }, AT)).toBeUndefined()
      const returned = await w.store.orders.requestReturn(w.alice, order.id, { kind: 'compliance', description: 'RoHS certificate' }, AT)
      expect(returned?.returnRequest).toEqual({ kind: 'compliance', description: 'RoHS certificate', status: 'requested', createdAt: AT })
      expect(await w.store.orders.requestReturn(w.alice, order.id, { kind: 'refund', description: 'Again' }, AT)).toBeUndefined()
      expect((await w.store.orders.findOrder(w.alice, order.id))?.returnRequest?.kind).toBe('compliance')
    })
  })

  describe('orders: payments', () => {
    const open = storeOpener(factory)

    it('records a wire transfer pending, with its proforma, for its member only', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const payment = await createdPayment(w.store, wire(order, w.alice))
      expect(payment).toEqual({
        id: expect.any(Number) as PaymentId,
        orderId: order.id,
        orderNo: 'PF2601150001',
        orderStatus: 'pending_payment',
        method: 'wire',
        status: 'pending',
        amount: usd(30),
        currency: 'USD',
        createdAt: AT,
        paidAt: null,
        redirectUrl: null,
        proforma: PROFORMA,
      })
      expect(await w.store.orders.findPayment(w.alice, payment.id)).toEqual(payment)
      expect(await w.store.orders.findPayment(w.bob, payment.id)).toBeUndefined()
      expect(await w.store.orders.findPendingPayment(w.alice, order.id, 'wire')).toEqual(payment)
      expect(await w.store.orders.findPendingPayment(w.bob, order.id, 'wire')).toBeUndefined()
      expect(await w.store.orders.findPendingPayment(w.alice, order.id, 'card')).toBeUndefined()
    })

    it("keeps a provider's checkout, answers the pending payment, and fails a payment its provider refused", async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const first = await createdPayment(w.store, card(order, w.alice))
      await w.store.orders.failPayment(first.id)
      const second = await createdPayment(w.store, card(order, w.alice))
      const attached = await w.store.orders.attachCheckout(second.id, { reference: 'chk_2', redirectUrl: 'https://pay.example/chk_2' })
      expect(attached).toMatchObject({ id: second.id, status: 'pending', redirectUrl: 'https://pay.example/chk_2' })
      expect(await w.store.orders.attachCheckout(999_999 as PaymentId, { reference: 'x', redirectUrl: 'https://pay.example/x' })).toBeUndefined()
      expect((await w.store.orders.findPendingPayment(w.alice, order.id, 'card'))?.id).toBe(second.id)
      expect(await w.store.orders.findPaymentRecord(second.id)).toEqual({
        ...attached,
        userId: w.alice,
        provider: 'fake',
        providerReference: 'chk_2',
        orderTotal: usd(30),
      })
      await w.store.orders.failPayment(second.id)
      expect(await w.store.orders.findPayment(w.alice, second.id)).toMatchObject({ status: 'failed', redirectUrl: null })
      expect(await w.store.orders.findPendingPayment(w.alice, order.id, 'card')).toBeUndefined()
      expect(await w.store.orders.findPaymentRecord(999_999 as PaymentId)).toBeUndefined()
    })

    it('keeps one pending payment per order and method: ten concurrent submits open one, the others answer it', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const cards = await Promise.all(Array.from({ length: 10 }, () => w.store.orders.createPayment(card(order, w.alice))))
      const wires = await Promise.all(Array.from({ length: 10 }, () => w.store.orders.createPayment(wire(order, w.alice))))
      for (const opened of [cards, wires]) {
        expect(opened.filter((attempt) => attempt.opened)).toHaveLength(1)
        expect(new Set(opened.map((attempt) => attempt.payment.id)).size).toBe(1)
        expect(opened.every((attempt) => attempt.payment.status === 'pending')).toBe(true)
      }
      const detail = await w.store.orders.findAnyOrder(order.id)
      expect(detail?.payments.filter((payment) => payment.status === 'pending').map((payment) => payment.method).sort()).toEqual(['card', 'wire'])
      // Once it is no longer pending, the next attempt opens a new one.
      await w.store.orders.failPayment(cards[0]!.payment.id)
      const retry = await w.store.orders.createPayment(card(order, w.alice))
      expect(retry.opened).toBe(true)
      expect(retry.payment.id).not.toBe(cards[0]!.payment.id)
    })

    it('settles a success once: the order paid, the other open payments cancelled; the same event again changes nothing', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const wirePayment = await createdPayment(w.store, wire(order, w.alice))
      const payment = await createdPayment(w.store, card(order, w.alice))
      const event = { provider: 'fake', eventId: 'evt_1', paymentId: payment.id, status: 'succeeded' as const, amount: usd(30), at: '2026-01-15T09:05:00.000Z' }
      expect(await w.store.orders.settlePayment(event)).toBe('settled')
      expect(await w.store.orders.findPayment(w.alice, payment.id)).toMatchObject({ status: 'succeeded', paidAt: '2026-01-15T09:05:00.000Z', orderStatus: 'paid' })
      expect(await w.store.orders.findPayment(w.alice, wirePayment.id)).toMatchObject({ status: 'cancelled' })
      expect(await w.store.orders.findOrder(w.alice, order.id)).toMatchObject({ status: 'paid', paidAt: '2026-01-15T09:05:00.000Z' })
      expect(await w.store.orders.settlePayment({ ...event, at: '2026-01-15T09:06:00.000Z' })).toBe('duplicate')
      const detail = await w.store.orders.findAnyOrder(order.id)
      expect(detail?.paidAt).toBe('2026-01-15T09:05:00.000Z')
      expect(detail?.history).toEqual([
        { status: 'pending_payment', at: AT, source: 'member' },
        { status: 'paid', at: '2026-01-15T09:05:00.000Z', source: `payment ${payment.id} (fake)` },
      ])
    })

    it('answers payment-closed for a new event on a payment already settled or cancelled', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const one = await createdPayment(w.store, card(order, w.alice))
      const two = await createdPayment(w.store, { ...card(order, w.alice), method: 'paypal' })
      const event = { provider: 'fake', status: 'succeeded' as const, amount: usd(30), at: AT }
      expect(await w.store.orders.settlePayment({ ...event, eventId: 'evt_1', paymentId: one.id })).toBe('settled')
      expect(await w.store.orders.settlePayment({ ...event, eventId: 'evt_2', paymentId: one.id })).toBe('payment-closed')
      // The second payment was cancelled by the first's success: it is closed too.
      expect(await w.store.orders.settlePayment({ ...event, eventId: 'evt_3', paymentId: two.id })).toBe('payment-closed')
    })

    it('answers order-not-payable for a pending payment of an order no longer pending payment, changing nothing', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const payment = await createdPayment(w.store, card(order, w.alice))
      await w.store.orders.moveOrder({ id: order.id, from: 'pending_payment', to: 'paid', at: AT, source: 'back office' })
      // moving to paid cancels the open card payment; a payment created after is pending against a paid order
      const late = await createdPayment(w.store, card(order, w.alice))
      const event = { provider: 'fake', eventId: 'evt_late', paymentId: late.id, status: 'succeeded' as const, amount: usd(30), at: AT }
      expect(await w.store.orders.settlePayment(event)).toBe('order-not-payable')
      expect(await w.store.orders.findPayment(w.alice, late.id)).toMatchObject({ status: 'pending' })
      expect(await w.store.orders.findPayment(w.alice, payment.id)).toMatchObject({ status: 'cancelled' })
      // A refused event is not recorded: sent again, it is refused again rather than a duplicate.
      expect(await w.store.orders.settlePayment(event)).toBe('order-not-payable')
    })

    it('settles a failure: the payment failed, the order still pending payment', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const payment = await createdPayment(w.store, card(order, w.alice))
      const event = { provider: 'fake', eventId: 'evt_f', paymentId: payment.id, status: 'failed' as const, amount: usd(30), at: AT }
      expect(await w.store.orders.settlePayment(event)).toBe('settled')
      expect(await w.store.orders.findPayment(w.alice, payment.id)).toMatchObject({ status: 'failed', paidAt: null, redirectUrl: null })
      expect(await w.store.orders.findOrder(w.alice, order.id)).toMatchObject({ status: 'pending_payment', paidAt: null })
      expect(await w.store.orders.settlePayment(event)).toBe('duplicate')
    })
  })

  describe('orders: back office', () => {
    const open = storeOpener(factory)

    it("moves an order paid (settling its pending wire), shipped with a tracking number, then delivered", async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const older = await createdPayment(w.store, wire(order, w.alice))
      await w.store.orders.failPayment(older.id)
      const latest = await createdPayment(w.store, wire(order, w.alice))
      const cardPayment = await createdPayment(w.store, card(order, w.alice))
      const paid = await w.store.orders.moveOrder({ id: order.id, from: 'pending_payment', to: 'paid', at: '2026-01-16T09:00:00.000Z', source: 'back office' })
      expect(paid).toMatchObject({ status: 'paid', paidAt: '2026-01-16T09:00:00.000Z', userId: w.alice, email: 'alice@example.com' })
      expect(paid?.payments.map((payment) => [payment.id, payment.status])).toEqual([
        [older.id, 'failed'],
        [latest.id, 'succeeded'],
        [cardPayment.id, 'cancelled'],
      ])
      const shipped = await w.store.orders.moveOrder({
        id: order.id,
        from: 'paid',
        to: 'shipped',
        at: '2026-01-17T09:00:00.000Z',
        source: 'back office',
        trackingNumber: '1Z999',
      })
      expect(shipped).toMatchObject({ status: 'shipped', shippedAt: '2026-01-17T09:00:00.000Z', trackingNumber: '1Z999' })
      const delivered = await w.store.orders.moveOrder({ id: order.id, from: 'shipped', to: 'delivered', at: '2026-01-20T09:00:00.000Z', source: 'back office' })
      expect(delivered).toMatchObject({
        status: 'delivered',
        deliveredAt: '2026-01-20T09:00:00.000Z',
        trackingNumber: '1Z999',
        returnDeadline: '2026-02-04T09:00:00.000Z',
      })
      expect(delivered?.history.map((change) => [change.status, change.at, change.source])).toEqual([
        ['pending_payment', AT, 'member'],
        ['paid', '2026-01-16T09:00:00.000Z', 'back office'],
        ['shipped', '2026-01-17T09:00:00.000Z', 'back office'],
        ['delivered', '2026-01-20T09:00:00.000Z', 'back office'],
      ])
      expect(await w.store.orders.findOrder(w.alice, order.id)).toMatchObject({ status: 'delivered', paidAt: '2026-01-16T09:00:00.000Z' })
    })

    it('moves nothing when the order is no longer in the status moved from, or does not exist', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      expect(await w.store.orders.moveOrder({ id: order.id, from: 'paid', to: 'shipped', at: AT, source: 'back office' })).toBeUndefined()
      expect(await w.store.orders.moveOrder({ id: 999_999 as OrderId, from: 'pending_payment', to: 'paid', at: AT, source: 'back office' })).toBeUndefined()
      expect((await w.store.orders.findAnyOrder(order.id))?.history).toHaveLength(1)
      expect(await w.store.orders.findAnyOrder(999_999 as OrderId)).toBeUndefined()
    })

    it('cancelling in the back office puts the stock back', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      await addCartRow(w.store, w.alice, w.parts.timer, 20)
      const both = placed(await w.store.orders.placeOrder(newOrder(w.alice)))
      await w.store.orders.moveOrder({ id: both.id, from: 'pending_payment', to: 'cancelled', at: AT, source: 'back office' })
      expect(await availableStock(w.store, w.parts.timer)).toBe(50)
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(4850)
      expect((await w.store.orders.findOrder(w.alice, order.id))?.status).toBe('pending_payment')
    })

    it("lists every member's newest orders with their emails, of one status when asked", async () => {
      const w = await world(open)
      const alices = await orderOpAmps(w, 1, '2026-01-15T09:00:00.000Z')
      await addCartRow(w.store, w.bob, w.parts.opAmp, 2)
      const bobs = placed(await w.store.orders.placeOrder(newOrder(w.bob, { carrier: 'UPS', at: '2026-01-15T10:00:00.000Z' })))
      await w.store.orders.moveOrder({ id: alices.id, from: 'pending_payment', to: 'paid', at: AT, source: 'back office' })
      expect(await w.store.orders.listAllOrders({ limit: 10 })).toEqual([
        { id: bobs.id, orderNo: 'PF2601150002', status: 'pending_payment', itemCount: 1, total: usd(0.5), createdAt: '2026-01-15T10:00:00.000Z', userId: w.bob, email: 'bob@example.com', carrier: 'UPS' },
        { id: alices.id, orderNo: 'PF2601150001', status: 'paid', itemCount: 1, total: usd(0.25), createdAt: AT, userId: w.alice, email: 'alice@example.com', carrier: 'DHL' },
      ])
      expect((await w.store.orders.listAllOrders({ limit: 1 })).map((order) => order.id)).toEqual([bobs.id])
      expect((await w.store.orders.listAllOrders({ status: 'paid', limit: 10 })).map((order) => order.id)).toEqual([alices.id])
    })
  })

  describe('orders: at the same moment', () => {
    const open = storeOpener(factory)

    it('places the same cart once when two orders of it arrive together: the other finds the cart empty', async () => {
      const w = await world(open)
      await addCartRow(w.store, w.alice, w.parts.opAmp, 10)
      const outcomes = await Promise.all([w.store.orders.placeOrder(newOrder(w.alice)), w.store.orders.placeOrder(newOrder(w.alice))])
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'empty-cart' }])
      expect(await availableStock(w.store, w.parts.opAmp)).toBe(4990)
    })

    it('sells the last pieces once when two members order them together, numbering every order apart', async () => {
      const w = await world(open)
      const carol = await createMember(w.store, 'carol')
      for (const member of [w.alice, w.bob, carol]) await addCartRow(w.store, member, w.parts.timer, 20)
      const outcomes = await Promise.all([w.alice, w.bob, carol].map((member) => w.store.orders.placeOrder(newOrder(member))))
      const orders = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.order] : []))
      expect(orders).toHaveLength(2)
      expect(new Set(orders.map((order) => order.orderNo))).toEqual(new Set(['PF2601150001', 'PF2601150002']))
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
        { ok: false, reason: 'out-of-stock', model: 'NE555DR', requested: 20, available: 10 },
      ])
    })

    it('issue 17: shares the last pieces out once when three backorders of them arrive together, the rest backordered', async () => {
      const w = await world(open)
      const carol = await createMember(w.store, 'carol')
      const members = [w.alice, w.bob, carol]
      for (const member of members) await addCartRow(w.store, member, w.parts.timer, 20)
      const outcomes = await Promise.all(members.map((member) => w.store.orders.placeOrder(newOrder(member, { backorder: [w.parts.timer] }))))
      const reserved = outcomes.map((outcome) => placed(outcome).lines.map((line) => line.reserved)).flat()
      expect(reserved.sort((a, b) => a - b)).toEqual([10, 20, 20])
      expect(await availableStock(w.store, w.parts.timer)).toBe(0)
    })

    it('applies a notification delivered twice at once a single time', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const payment = await createdPayment(w.store, card(order, w.alice))
      const event = { provider: 'fake', eventId: 'evt_1', paymentId: payment.id, status: 'succeeded' as const, amount: usd(30), at: AT }
      const outcomes = await Promise.all([w.store.orders.settlePayment(event), w.store.orders.settlePayment(event)])
      expect(outcomes.sort()).toEqual(['duplicate', 'settled'])
      expect((await w.store.orders.findAnyOrder(order.id))?.history.map((change) => change.status)).toEqual(['pending_payment', 'paid'])
    })

    it('pays an order once when two of its payments succeed together', async () => {
      const w = await world(open)
      const order = await orderOpAmps(w, 150)
      const one = await createdPayment(w.store, card(order, w.alice))
      const two = await createdPayment(w.store, { ...card(order, w.alice), method: 'paypal' })
      const event = { provider: 'fake', status: 'succeeded' as const, amount: usd(30), at: AT }
      const outcomes = await Promise.all([
        w.store.orders.settlePayment({ ...event, eventId: 'evt_1', paymentId: one.id }),
        w.store.orders.settlePayment({ ...event, eventId: 'evt_2', paymentId: two.id }),
      ])
      expect(outcomes).toContain('settled')
      expect(outcomes.filter((outcome) => outcome !== 'settled')).toHaveLength(1)
      const detail = await w.store.orders.findAnyOrder(order.id)
      expect(detail?.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1)
      expect(detail?.history.map((change) => change.status)).toEqual(['pending_payment', 'paid'])
    })
  })
}
