import { stockReservation } from '@partfront/core/checkout'
import { priceLine } from '@partfront/core/pricing'
import type {
  OrderDetail,
  OrderId,
  OrderLine,
  OrderStatus,
  OrderSummary,
  Payment,
  PostalAddress,
  PriceBreak,
  Proforma,
  UserId,
} from '@partfront/core/contract'
import type { Insertable, Selectable, Transaction } from 'kysely'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { COUNT, Refused, compiledForTransaction, inTransaction, locking, offsetOf, pageOf, refusable, takeTurns } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'
import { columnsOf, maybe, recordsOf } from '../kysely/records.ts'
import { fromJson } from '../kysely/values.ts'
import {
  type BackOfficeOrder,
  type BackOfficeOrderDetail,
  type IdempotencyOutcome,
  type NewOrder,
  type NewPayment,
  type OrderMove,
  type OrderRefusal,
  type OrderStore,
  type PaymentRecord,
  type PaymentSettlement,
  type SettleOutcome,
  SHIPPING_CHARGE,
  orderNumber,
  orderNumberPrefix,
  returnDeadline,
} from '../orders.port.ts'
import { lockMember } from './accounts.ts'

type Db = StoreDb | Transaction<Tables>

/**
 * The advisory lock class of the day's order numbers ("PFON"): placing an order counts the day's orders for its
 * number, and two servers counting at once would both take the same one.
 */
const ORDER_NUMBER_LOCK = 0x50_46_4f_4e

/** The order's timestamp column each status stamps. */
const STAMPED = {
  pending_payment: 'created_at',
  paid: 'paid_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
} as const satisfies Record<OrderStatus, keyof Tables['orders']>

/** An order with its return request, if any. */
function orderQuery(db: Db) {
  return db
    .selectFrom('orders as o')
    .leftJoin('order_returns as r', 'r.order_id', 'o.id')
    .selectAll('o')
    .select(['r.kind as return_kind', 'r.description as return_description', 'r.status as return_status', 'r.created_at as return_created_at'])
}

/** A payment with what it says of its order. */
function paymentQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p')
    .select(['o.order_no', 'o.status as order_status', 'o.total as order_total'])
}

type OrderRecord = Selectable<Tables['orders']>
type ReturnColumns = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>
type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>

// Orders, their lines and payments read as the port's records; an order's placing and a payment written as columns.
const SUMMARY = ['id', 'orderNo', 'status', 'itemCount', 'total', 'createdAt'] as const
const summaryOf = recordsOf<OrderRecord, OrderSummary>()({ fields: SUMMARY })
const lineOf = recordsOf<Selectable<Tables['order_lines']>, OrderLine>()({
  fields: ['productId', 'model', 'brandName', 'quantity', 'unitPrice', 'lineTotal', 'customerReference', 'reserved'],
})
const detailOf = recordsOf<ReturnColumns & Pick<OrderDetail, 'lines'>, OrderDetail>()(
  { fields: [...SUMMARY, 'lines', 'subtotal', 'shipping', 'carrier', 'trackingNumber', 'remark', 'poNumber', 'vatId', 'deliveryPreference', 'paidAt', 'shippedAt', 'deliveredAt', 'cancelledAt'] },
  (record) => ({
    address: fromJson(record.address) as PostalAddress,
    returnDeadline: record.delivered_at === null ? null : returnDeadline(record.delivered_at),
    returnRequest:
      record.return_kind === null || record.return_status === null || record.return_created_at === null
        ? null
        : { kind: record.return_kind, description: record.return_description ?? '', status: record.return_status, createdAt: record.return_created_at },
  }),
)
const PAYMENT = ['id', 'orderId', 'orderNo', 'orderStatus', 'method', 'status', 'amount', 'createdAt', 'paidAt', 'redirectUrl'] as const
const paymentRest = (row: PaymentRow) => ({
  currency: row.currency as Payment['currency'],
  proforma: row.proforma === null ? null : (fromJson(row.proforma) as Proforma),
})
const paymentOf = recordsOf<PaymentRow, Payment>()({ fields: PAYMENT }, paymentRest)
const recordOf = recordsOf<PaymentRow, PaymentRecord>()({ fields: [...PAYMENT, 'userId', 'provider', 'providerReference', 'orderTotal'] }, paymentRest)
const orderColumns = columnsOf<NewOrder, 'orders'>()({ fields: ['userId', 'carrier', 'remark', 'poNumber', 'vatId', 'deliveryPreference'] })
const paymentColumns = columnsOf<NewPayment, 'payments'>()({ fields: ['orderId', 'userId', 'method', 'amount', 'currency', 'provider'] })

/** The member's order `id` (any member's when `userId` is `null`), with its lines. */
async function readOrder(db: Db, id: number, userId: UserId | null): Promise<OrderDetail | undefined> {
  const record = await orderQuery(db)
    .where('o.id', '=', id)
    .$if(userId !== null, (query) => query.where('o.user_id', '=', userId ?? 0))
    .executeTakeFirst()
  if (record === undefined) return undefined
  return detailOf({ ...record, lines: (await db.selectFrom('order_lines').selectAll().where('order_id', '=', record.id).orderBy('id').execute()).map(lineOf) })
}

async function readBackOffice(db: Db, id: number): Promise<BackOfficeOrderDetail | undefined> {
  const order = await readOrder(db, id, null)
  if (order === undefined) return undefined
  const owner = await db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select(['o.user_id', 'u.email']).where('o.id', '=', id).executeTakeFirstOrThrow()
  return {
    ...order,
    userId: owner.user_id as UserId,
    email: owner.email,
    history: await db.selectFrom('order_status_history').select(['status', 'at', 'source']).where('order_id', '=', id).orderBy('id').execute(),
    payments: (await paymentQuery(db).where('p.order_id', '=', id).orderBy('p.id').execute()).map(paymentOf),
  }
}

function pendingPayment(db: Db, userId: UserId, orderId: OrderId, method: Payment['method']): Promise<PaymentRow | undefined> {
  return paymentQuery(db)
    .where('p.user_id', '=', userId)
    .where('p.order_id', '=', orderId)
    .where('p.method', '=', method)
    .where('p.status', '=', 'pending')
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * An insert of one row of `table` on a transaction's handle, built and compiled once for each set of columns
 * (`compiledForTransaction`); answers the rows as written.
 */
function insertRow<T extends 'orders' | 'order_lines' | 'order_status_history'>(db: StoreDb, table: T) {
  const compiled = new Map<string, ReturnType<typeof compiledForTransaction<unknown[], Selectable<Tables[T]>>>>()
  return async (trx: Transaction<Tables>, row: Insertable<Tables[T]>): Promise<Selectable<Tables[T]>[]> => {
    const columns = Object.keys(row)
    let run = compiled.get(columns.join())
    if (run === undefined) {
      run = compiledForTransaction(columns.length, (...values: unknown[]) =>
        db
          .insertInto(table)
          .values(Object.fromEntries(columns.map((column, index) => [column, values[index]])) as Insertable<Tables[T]>)
          .returningAll(),
      )
      compiled.set(columns.join(), run)
    }
    return (await run(trx, ...Object.values(row))).rows
  }
}

/**
 * Placing an order: its statements built and compiled once (an order runs a dozen, and building and compiling
 * one costs more than running it on SQLite: the README's figures), run on the transaction's handle.
 */
function placing(db: StoreDb, engine: Engine): (trx: Transaction<Tables>, order: NewOrder) => Promise<OrderDetail> {
  const cartLines = () =>
    db
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
      .select(['c.id', 'c.product_id', 'c.quantity', 'p.part_number as model', 'm.name as brand_name', 'p.price_ladder', 'p.moq', 'c.customer_reference'])
  const wholeCart = compiledForTransaction(1, (userId: UserId) => cartLines().where('c.user_id', '=', userId).orderBy('c.id'))
  const cartRow = compiledForTransaction(2, (userId: UserId, id: number) => cartLines().where('c.user_id', '=', userId).where('c.id', '=', id))
  const take = compiledForTransaction(2, (productId: number, pieces: number) =>
    db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', pieces) }))
      .where('id', '=', productId)
      .where('stock', '>=', pieces),
  )
  const stockOf = compiledForTransaction(1, (productId: number) => locking(engine, db.selectFrom('products').select('stock').where('id', '=', productId)))
  const daysOrders = compiledForTransaction(1, (pattern: string) =>
    db
      .selectFrom('orders')
      .select(COUNT)
      .where('order_no', 'like', pattern),
  )
  const insertOrder = insertRow(db, 'orders')
  const insertLine = insertRow(db, 'order_lines')
  const deleteCartRow = compiledForTransaction(2, (userId: UserId, id: number) => db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', '=', id))
  const history = insertRow(db, 'order_status_history')

  /** The member's cart rows to order (all, or `cartItemIds`), each priced, or the first reason not to. */
  const orderLinesOf = async (trx: Transaction<Tables>, order: NewOrder) => {
    const lines = []
    if (order.cartItemIds === undefined) {
      lines.push(...(await wholeCart(trx, order.userId)).rows)
    } else {
      for (const id of new Set(order.cartItemIds)) {
        const line = (await cartRow(trx, order.userId, id)).rows[0]
        if (line === undefined) throw new Refused<OrderRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
        lines.push(line)
      }
    }
    if (lines.length === 0) throw new Refused<OrderRefusal>({ reason: 'empty-cart' })
    return lines.map((line) => {
      const price = priceLine(fromJson(line.price_ladder) as PriceBreak[], line.moq, line.quantity)
      if (!price.ok) throw new Refused<OrderRefusal>({ ...price, model: line.model })
      return { ...line, unitPrice: price.unitPrice, lineTotal: price.lineTotal }
    })
  }

  /**
   * Takes a line's pieces from stock by `stockReservation`: the whole line, or what there is of a short line the
   * buyer accepted to wait for; how many. The conditional update, its affected rows checked, is what guards
   * stock against a concurrent writer (on PostgreSQL it also locks the product's row until the transaction
   * ends: a concurrent order of it waits, then finds what this one left). Stock that covers the line takes all
   * of it (`stockReservation`'s first rule), so the whole line is tried first, in one statement; only a short
   * line reads the stock, to reserve what the rule says of it or to refuse.
   */
  const reserve = async (trx: Transaction<Tables>, line: { product_id: number; quantity: number; model: string }, backordered: boolean): Promise<number> => {
    const took = async (pieces: number) => ((await take(trx, line.product_id, pieces)).numAffectedRows ?? 0n) > 0n
    if (await took(line.quantity)) return line.quantity
    const available = (await stockOf(trx, line.product_id)).rows[0]?.stock ?? 0
    const reserved = stockReservation(line.quantity, available, backordered)
    if (reserved !== null && (await took(reserved))) return reserved
    throw new Refused<OrderRefusal>({ reason: 'out-of-stock', model: line.model, requested: line.quantity, available })
  }

  return async (trx, order) => {
    // The member's cart changes one call at a time: two orders of the same rows cannot both take them.
    await lockMember(trx, engine, order.userId)
    const priced = await orderLinesOf(trx, order)
    const backorder = new Set<number>(order.backorder)
    // Products are reserved in id order, so two orders sharing products never wait on each other in a circle.
    const reserved = new Map<number, number>()
    for (const line of [...priced].sort((a, b) => a.product_id - b.product_id)) {
      reserved.set(line.product_id, await reserve(trx, line, backorder.has(line.product_id)))
    }
    const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0)
    const prefix = orderNumberPrefix(order.at)
    await takeTurns(trx, engine, ORDER_NUMBER_LOCK, prefix)
    const count = (await daysOrders(trx, `${prefix}%`)).rows[0]?.count ?? 0
    // The order and its lines as written (`RETURNING`), so the placed order needs no reading back.
    const [record] = await insertOrder(trx, {
      ...orderColumns(order),
      order_no: orderNumber(order.at, count + 1),
      status: 'pending_payment',
      address: JSON.stringify(order.address),
      item_count: priced.length,
      subtotal,
      shipping: SHIPPING_CHARGE,
      total: subtotal + SHIPPING_CHARGE,
      created_at: order.at,
    })
    if (record === undefined) throw new Error('The order was not written')
    const lines = []
    for (const line of priced) {
      const written = await insertLine(trx, {
        order_id: record.id,
        product_id: line.product_id,
        model: line.model,
        brand_name: line.brand_name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
        customer_reference: line.customer_reference,
        reserved: reserved.get(line.product_id) ?? 0,
      })
      lines.push(...written)
      await deleteCartRow(trx, order.userId, line.id)
    }
    await history(trx, { order_id: record.id, status: 'pending_payment', at: order.at, source: 'member' })
    return detailOf({ ...record, return_kind: null, return_description: null, return_status: null, return_created_at: null, lines: lines.map(lineOf) })
  }
}

/** Moves the order from `change.from` to `change.to` (the member's only, when `userId` is given); whether it moved. */
async function setStatus(trx: Transaction<Tables>, change: Omit<OrderMove, 'source'>, userId: UserId | null): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ status: change.to, [STAMPED[change.to]]: change.at })
    .$if(change.trackingNumber !== undefined, (query) => query.set({ tracking_number: change.trackingNumber ?? null }))
    .where('id', '=', change.id)
    .where('status', '=', change.from)
    .$if(userId !== null, (query) => query.where('user_id', '=', userId ?? 0))
    .executeTakeFirstOrThrow()
  return numUpdatedRows > 0n
}

/** Cancels the order's pending payments but `keep`. */
async function cancelOpenPayments(trx: Transaction<Tables>, orderId: number, keep: number): Promise<void> {
  await trx.updateTable('payments').set({ status: 'cancelled', redirect_url: null }).where('order_id', '=', orderId).where('status', '=', 'pending').where('id', '<>', keep).execute()
}

/** Moves an order (the member's when `userId` is given) and does what the new status implies; whether it moved. */
async function move(trx: Transaction<Tables>, change: OrderMove, userId: UserId | null): Promise<boolean> {
  if (!(await setStatus(trx, change, userId))) return false
  if (change.to === 'cancelled') {
    // The reserved pieces back on the shelf, product by product in id order as placing an order reserves them,
    // so the two never wait on each other in a circle.
    const ordered = await trx
      .selectFrom('order_lines')
      .select((eb) => ['product_id', eb.fn.sum<number>('reserved').as('reserved')])
      .where('order_id', '=', change.id)
      .groupBy('product_id')
      .orderBy('product_id')
      .execute()
    for (const line of ordered) {
      await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', Number(line.reserved)) }))
        .where('id', '=', line.product_id)
        .execute()
    }
    await cancelOpenPayments(trx, change.id, -1)
  }
  if (change.to === 'paid') {
    // The order's latest pending wire transfer is what arrived.
    const wire = await trx
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', change.id)
      .where('method', '=', 'wire')
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (wire !== undefined) await trx.updateTable('payments').set({ status: 'succeeded', paid_at: change.at }).where('id', '=', wire.id).execute()
    await cancelOpenPayments(trx, change.id, wire?.id ?? -1)
  }
  await trx.insertInto('order_status_history').values({ order_id: change.id, status: change.to, at: change.at, source: change.source }).execute()
  return true
}

type Settled = 'settled' | 'duplicate'

async function settle(trx: Transaction<Tables>, engine: Engine, event: PaymentSettlement): Promise<Settled> {
  const { numInsertedOrUpdatedRows } = await trx
    .insertInto('payment_events')
    .values({ provider: event.provider, event_id: event.eventId, payment_id: event.paymentId, status: event.status, amount: event.amount, received_at: event.at })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirstOrThrow()
  if (numInsertedOrUpdatedRows === 0n) return 'duplicate'
  // The order first, then the payment: the order's other payments and the back office lock in that order too.
  const target = await trx.selectFrom('payments').select('order_id').where('id', '=', event.paymentId).executeTakeFirst()
  if (target !== undefined) await locking(engine, trx.selectFrom('orders').select('id').where('id', '=', target.order_id)).execute()
  const payment = await locking(engine, trx.selectFrom('payments').select(['status', 'order_id']).where('id', '=', event.paymentId)).executeTakeFirst()
  if (payment?.status !== 'pending') throw new Refused({ outcome: 'payment-closed' satisfies SettleOutcome })
  if (event.status === 'succeeded') {
    if (!(await setStatus(trx, { id: payment.order_id as OrderId, from: 'pending_payment', to: 'paid', at: event.at }, null))) {
      throw new Refused({ outcome: 'order-not-payable' satisfies SettleOutcome })
    }
    await trx.updateTable('payments').set({ status: 'succeeded', paid_at: event.at, redirect_url: null }).where('id', '=', event.paymentId).where('status', '=', 'pending').execute()
    await cancelOpenPayments(trx, payment.order_id, event.paymentId)
    await trx.insertInto('order_status_history').values({ order_id: payment.order_id, status: 'paid', at: event.at, source: `payment ${event.paymentId} (${event.provider})` }).execute()
  } else {
    await trx.updateTable('payments').set({ status: 'failed', paid_at: null, redirect_url: null }).where('id', '=', event.paymentId).where('status', '=', 'pending').execute()
  }
  return 'settled'
}

/** The orders area (orders, stock reservation, payments, idempotency keys), one implementation for both engines. */
export function ordersArea(db: StoreDb, engine: Engine): OrderStore {
  const paymentById = async (id: number) => paymentQuery(db).where('p.id', '=', id).executeTakeFirst()
  const place = placing(db, engine)
  return {
    placeOrder: (order) => refusable(db, (trx) => place(trx, order), (placed) => ({ ok: true as const, order: placed })),
    listOrders: async (userId, query) => {
      const own = db.selectFrom('orders').where('user_id', '=', userId).$if(query.status !== undefined, (q) => q.where('status', '=', query.status ?? 'paid'))
      return pageOf(await own.select(COUNT).executeTakeFirst(), query, async () =>
        (await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute()).map(summaryOf),
      )
    },
    findOrder: (userId, id) => readOrder(db, id, userId),
    cancelOrder: async (userId, id, at) => {
      const moved = await inTransaction(db, (trx) => move(trx, { id, from: 'pending_payment', to: 'cancelled', at, source: 'member' }, userId))
      return moved ? readOrder(db, id, userId) : undefined
    },
    requestReturn: async (userId, id, request, at) => {
      if ((await db.selectFrom('orders').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) === undefined) return undefined
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('order_returns')
        .values({ order_id: id, kind: request.kind, description: request.description, created_at: at })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .executeTakeFirstOrThrow()
      return numInsertedOrUpdatedRows === 0n ? undefined : readOrder(db, id, userId)
    },

    createPayment: async (payment) => {
      // The unique index of one pending payment per order and method: a concurrent insert waits for the first
      // one and then does nothing.
      const inserted = await db
        .insertInto('payments')
        .values(paymentColumns(payment, { status: 'pending' as const, proforma: payment.proforma === null ? null : JSON.stringify(payment.proforma), created_at: payment.at }))
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst()
      if (inserted !== undefined) return { payment: paymentOf((await paymentById(inserted.id)) as PaymentRow), opened: true }
      const pending = await pendingPayment(db, payment.userId, payment.orderId, payment.method)
      if (pending === undefined) throw new Error(`Payment of order ${payment.orderId} refused, yet none is pending`)
      return { payment: paymentOf(pending), opened: false }
    },
    attachCheckout: async (id, checkout) => {
      await db.updateTable('payments').set({ provider_reference: checkout.reference, redirect_url: checkout.redirectUrl }).where('id', '=', id).where('status', '=', 'pending').execute()
      return maybe(await paymentById(id), paymentOf)
    },
    failPayment: async (id) => {
      await db.updateTable('payments').set({ status: 'failed', redirect_url: null }).where('id', '=', id).where('status', '=', 'pending').execute()
    },
    findPayment: async (userId, id) => maybe(await paymentQuery(db).where('p.id', '=', id).where('p.user_id', '=', userId).executeTakeFirst(), paymentOf),
    findPendingPayment: async (userId, orderId, method) => maybe(await pendingPayment(db, userId, orderId, method), paymentOf),
    findPaymentRecord: async (id) => maybe(await paymentById(id), recordOf),
    settlePayment: async (event) => {
      const outcome = await refusable<Settled, Settled, { outcome: SettleOutcome }>(db, (trx) => settle(trx, engine, event), (settled) => settled)
      return typeof outcome === 'string' ? outcome : outcome.outcome
    },

    claimIdempotencyKey: async (claim): Promise<IdempotencyOutcome> => {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', claim.expiresBefore).execute()
      // A concurrent claim of the same key waits for the first insert (the primary key), then does nothing.
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('idempotency_keys')
        .values({ user_id: claim.userId, endpoint: claim.endpoint, key: claim.key, body_hash: claim.bodyHash, response: null, created_at: claim.at })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirstOrThrow()
      if (numInsertedOrUpdatedRows === 1n) return { kind: 'claimed' }
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['body_hash', 'response'])
        .where('user_id', '=', claim.userId)
        .where('endpoint', '=', claim.endpoint)
        .where('key', '=', claim.key)
        .executeTakeFirst()
      // Gone between the two statements (expired by another claim): the next try claims it.
      if (row === undefined) return { kind: 'seen', bodyHash: claim.bodyHash, response: null }
      return { kind: 'seen', bodyHash: row.body_hash, response: row.response }
    },
    completeIdempotencyKey: async (key, response) => {
      await db.updateTable('idempotency_keys').set({ response }).where('user_id', '=', key.userId).where('endpoint', '=', key.endpoint).where('key', '=', key.key).execute()
    },
    releaseIdempotencyKey: async (key) => {
      await db.deleteFrom('idempotency_keys').where('user_id', '=', key.userId).where('endpoint', '=', key.endpoint).where('key', '=', key.key).execute()
    },

    listAllOrders: async (filter) => {
      const records = await db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .selectAll('o')
        .select('u.email')
        .$if(filter.status !== undefined, (query) => query.where('o.status', '=', filter.status ?? 'paid'))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(filter.limit)
        .execute()
      return records.map((record): BackOfficeOrder => ({ ...summaryOf(record), userId: record.user_id as UserId, email: record.email, carrier: record.carrier }))
    },
    findAnyOrder: (id) => readBackOffice(db, id),
    moveOrder: async (change) => {
      const moved = await inTransaction(db, (trx) => move(trx, change, null))
      return moved ? readBackOffice(db, change.id) : undefined
    },
  }
}
