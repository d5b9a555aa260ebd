import { stockReservation } from '@partfront/core/checkout'
import { priceLine } from '@partfront/core/pricing'
import type {
  Carrier,
  DeliveryPreference,
  Currency,
  Money,
  OrderDetail,
  OrderId,
  OrderLine,
  OrderStatus,
  OrderSummary,
  Payment,
  PaymentId,
  PaymentMethod,
  PaymentStatus,
  PostalAddress,
  PriceBreak,
  ProductId,
  Proforma,
  ReturnKind,
  ReturnRequest,
  UserId,
} from '@partfront/core/contract'
import type { Pool, PoolClient } from 'pg'
import {
  type BackOfficeOrder,
  type BackOfficeOrderDetail,
  type IdempotencyOutcome,
  type NewOrder,
  type OrderMove,
  type OrderRefusal,
  type OrderStore,
  type PaymentRecord,
  type PaymentSettlement,
  type SettleOutcome,
  SHIPPING_CHARGE,
  type StatusChange,
  orderNumber,
  orderNumberPrefix,
  returnDeadline,
} from '../orders.port.ts'
import { type Queryable, changes, firstRow, rows, withTransaction } from './pool.ts'

interface OrderRecord {
  id: number
  order_no: string
  user_id: number
  status: OrderStatus
  carrier: Carrier
  remark: string
  po_number: string
  vat_id: string
  delivery_preference: DeliveryPreference
  address: PostalAddress
  item_count: number
  subtotal: number
  shipping: number
  total: number
  tracking_number: string | null
  created_at: string
  paid_at: string | null
  shipped_at: string | null
  delivered_at: string | null
  cancelled_at: string | null
  return_kind: ReturnKind | null
  return_description: string | null
  return_status: ReturnRequest['status'] | null
  return_created_at: string | null
}

interface LineRecord {
  product_id: number
  model: string
  brand_name: string
  quantity: number
  unit_price: number
  line_total: number
  customer_reference: string
  reserved: number
}

interface PaymentRow {
  id: number
  order_id: number
  user_id: number
  order_no: string
  order_status: OrderStatus
  order_total: number
  method: PaymentMethod
  status: PaymentStatus
  amount: number
  currency: Currency
  provider: string | null
  provider_reference: string | null
  redirect_url: string | null
  proforma: Proforma | null
  created_at: string
  paid_at: string | null
}

/** A cart row with what ordering it needs from its product. */
interface CartLineRecord {
  id: number
  product_id: number
  quantity: number
  model: string
  brand_name: string
  price_ladder: PriceBreak[]
  moq: number
  customer_reference: string
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refused<R> extends Error {
  constructor(readonly refusal: R) {
    super('refused')
  }
}

/** The order's timestamp column each status stamps. */
const STAMPED: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'created_at',
  paid: 'paid_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
}

/**
 * The advisory lock class of the day's order numbers: placing an order counts the day's orders for its number,
 * and two servers counting at once would both take the same one.
 */
const ORDER_NUMBER_LOCK = 0x50_46_4f_4e // "PFON"

const ORDER_SELECT = `SELECT o.*, r.kind AS return_kind, r.description AS return_description, r.status AS return_status,
    r.created_at AS return_created_at
  FROM orders o LEFT JOIN order_returns r ON r.order_id = o.id`

const PAYMENT_SELECT = `SELECT p.*, o.order_no, o.status AS order_status, o.total AS order_total
  FROM payments p JOIN orders o ON o.id = p.order_id`

/**
 * A member's cart rows with their products, each locked until the order's transaction ends: a second order of
 * the same rows placed at the same moment waits, then finds them gone (as SQLite's one writer would).
 */
const CART_LINE_SELECT = `SELECT c.id, c.product_id, c.quantity, p.part_number AS model, m.name AS brand_name, p.price_ladder,
    p.moq, c.customer_reference
  FROM cart_items c JOIN products p ON p.id = c.product_id JOIN manufacturers m ON m.id = p.manufacturer_id`

function summaryOf(record: OrderRecord): OrderSummary {
  return {
    id: record.id as OrderId,
    orderNo: record.order_no,
    status: record.status,
    itemCount: record.item_count,
    total: record.total as Money,
    createdAt: record.created_at,
  }
}

function lineOf(record: LineRecord): OrderLine {
  return {
    productId: record.product_id as ProductId,
    model: record.model,
    brandName: record.brand_name,
    quantity: record.quantity,
    unitPrice: record.unit_price as Money,
    lineTotal: record.line_total as Money,
    customerReference: record.customer_reference,
    reserved: record.reserved,
  }
}

function returnOf(record: OrderRecord): ReturnRequest | null {
  if (record.return_kind === null || record.return_status === null || record.return_created_at === null) return null
  return {
    kind: record.return_kind,
    description: record.return_description ?? '',
    status: record.return_status,
    createdAt: record.return_created_at,
  }
}

function detailOf(record: OrderRecord, lines: ReadonlyArray<LineRecord>): OrderDetail {
  return {
    ...summaryOf(record),
    lines: lines.map(lineOf),
    subtotal: record.subtotal as Money,
    shipping: record.shipping as Money,
    carrier: record.carrier,
    trackingNumber: record.tracking_number,
    remark: record.remark,
    poNumber: record.po_number,
    vatId: record.vat_id,
    deliveryPreference: record.delivery_preference,
    address: record.address,
    paidAt: record.paid_at,
    shippedAt: record.shipped_at,
    deliveredAt: record.delivered_at,
    cancelledAt: record.cancelled_at,
    returnDeadline: record.delivered_at === null ? null : returnDeadline(record.delivered_at),
    returnRequest: returnOf(record),
  }
}

function paymentOf(row: PaymentRow): Payment {
  return {
    id: row.id as PaymentId,
    orderId: row.order_id as OrderId,
    orderNo: row.order_no,
    orderStatus: row.order_status,
    method: row.method,
    status: row.status,
    amount: row.amount as Money,
    currency: row.currency,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    redirectUrl: row.redirect_url,
    proforma: row.proforma,
  }
}

function recordOf(row: PaymentRow): PaymentRecord {
  return {
    ...paymentOf(row),
    userId: row.user_id as UserId,
    provider: row.provider,
    providerReference: row.provider_reference,
    orderTotal: row.order_total as Money,
  }
}

/** Runs `work` in a transaction; a `Refused` thrown inside rolls it back and comes out as its refusal. */
async function refusable<T, R>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T | { refused: R }> {
  try {
    return await withTransaction(pool, work)
  } catch (error) {
    if (error instanceof Refused) return { refused: error.refusal as R }
    throw error
  }
}

/** The member's order `id` (any member's when `userId` is `null`). */
function orderRecord(db: Queryable, id: number, userId: UserId | null): Promise<OrderRecord | undefined> {
  return userId === null
    ? firstRow<OrderRecord>(db, `${ORDER_SELECT} WHERE o.id = $1`, [id])
    : firstRow<OrderRecord>(db, `${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2`, [id, userId])
}

async function readOrder(db: Queryable, record: OrderRecord | undefined): Promise<OrderDetail | undefined> {
  if (record === undefined) return undefined
  return detailOf(record, await rows<LineRecord>(db, 'SELECT * FROM order_lines WHERE order_id = $1 ORDER BY id', [record.id]))
}

async function readBackOffice(db: Queryable, id: number): Promise<BackOfficeOrderDetail | undefined> {
  const record = await orderRecord(db, id, null)
  const order = await readOrder(db, record)
  if (record === undefined || order === undefined) return undefined
  const email = await firstRow<{ email: string }>(db, 'SELECT email FROM users WHERE id = $1', [record.user_id])
  return {
    ...order,
    userId: record.user_id as UserId,
    email: email?.email ?? '',
    history: await rows<StatusChange>(db, 'SELECT status, at, source FROM order_status_history WHERE order_id = $1 ORDER BY id', [id]),
    payments: (await rows<PaymentRow>(db, `${PAYMENT_SELECT} WHERE p.order_id = $1 ORDER BY p.id`, [id])).map(paymentOf),
  }
}

function insertHistory(client: PoolClient, orderId: number, status: OrderStatus, at: string, source: string): Promise<unknown> {
  return client.query('INSERT INTO order_status_history (order_id, status, at, source) VALUES ($1, $2, $3, $4)', [
    orderId,
    status,
    at,
    source,
  ])
}

/** Moves the order `id` from `from` to `to` (the member's only, when `userId` is given); whether it moved. */
async function setStatus(
  client: PoolClient,
  change: { id: number; from: OrderStatus; to: OrderStatus; at: string; trackingNumber: string | null },
  userId: UserId | null,
): Promise<boolean> {
  const moved = await changes(
    client,
    `UPDATE orders SET status = $3, ${STAMPED[change.to]} = $4, tracking_number = COALESCE($5, tracking_number)
     WHERE id = $1 AND status = $2 AND ($6::bigint IS NULL OR user_id = $6)`,
    [change.id, change.from, change.to, change.at, change.trackingNumber, userId],
  )
  return moved > 0
}

/** Cancels the order's pending payments but `keep`. */
function cancelOpenPayments(client: PoolClient, orderId: number, keep: number): Promise<unknown> {
  return client.query(
    "UPDATE payments SET status = 'cancelled', redirect_url = NULL WHERE order_id = $1 AND status = 'pending' AND id <> $2",
    [orderId, keep],
  )
}

/** The cart rows to order, each priced, or the first reason not to. */
async function orderLinesOf(client: PoolClient, order: NewOrder) {
  let lines: CartLineRecord[]
  if (order.cartItemIds === undefined) {
    lines = await rows<CartLineRecord>(client, `${CART_LINE_SELECT} WHERE c.user_id = $1 ORDER BY c.id FOR UPDATE OF c`, [order.userId])
  } else {
    lines = []
    for (const id of new Set(order.cartItemIds)) {
      const line = await firstRow<CartLineRecord>(client, `${CART_LINE_SELECT} WHERE c.id = $1 AND c.user_id = $2 FOR UPDATE OF c`, [
        id,
        order.userId,
      ])
      if (line === undefined) throw new Refused<OrderRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
      lines.push(line)
    }
  }
  if (lines.length === 0) throw new Refused<OrderRefusal>({ reason: 'empty-cart' })
  return lines.map((line) => {
    const price = priceLine(line.price_ladder, line.moq, line.quantity)
    if (!price.ok) throw new Refused<OrderRefusal>({ ...price, model: line.model })
    return { ...line, unitPrice: price.unitPrice, lineTotal: price.lineTotal }
  })
}

/**
 * Takes a line's pieces from stock by `stockReservation`, on the product's row locked until the order's
 * transaction ends (a concurrent order of it waits, then reads what this one left): the whole line, or what
 * there is of a short line the buyer accepted to wait for; how many.
 */
async function reserve(client: PoolClient, line: { product_id: number; quantity: number; model: string }, backordered: boolean) {
  const row = await firstRow<{ stock: number }>(client, 'SELECT stock FROM products WHERE id = $1 FOR UPDATE', [line.product_id])
  const available = row?.stock ?? 0
  const reserved = stockReservation(line.quantity, available, backordered)
  if (reserved === null || (await changes(client, 'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2', [line.product_id, reserved])) === 0) {
    throw new Refused<OrderRefusal>({ reason: 'out-of-stock', model: line.model, requested: line.quantity, available })
  }
  return reserved
}

async function place(client: PoolClient, order: NewOrder): Promise<OrderDetail> {
  const priced = await orderLinesOf(client, order)
  const backorder = new Set<number>(order.backorder)
  // Reserve first. Products are locked in id order, so two orders sharing products never wait on each other
  // in a circle.
  const reserved = new Map<number, number>()
  for (const line of [...priced].sort((a, b) => a.product_id - b.product_id)) {
    reserved.set(line.product_id, await reserve(client, line, backorder.has(line.product_id)))
  }
  const lines = priced.map((line) => ({ ...line, reserved: reserved.get(line.product_id) ?? 0 }))
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0)
  const prefix = orderNumberPrefix(order.at)
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ORDER_NUMBER_LOCK, prefix])
  const days = await firstRow<{ count: number }>(client, "SELECT COUNT(*) AS count FROM orders WHERE order_no LIKE $1 || '%'", [prefix])
  const inserted = await firstRow<{ id: number }>(
    client,
    `INSERT INTO orders (order_no, user_id, status, carrier, remark, address, item_count, subtotal, shipping, total, created_at,
       po_number, vat_id, delivery_preference)
     VALUES ($1, $2, 'pending_payment', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      orderNumber(order.at, (days?.count ?? 0) + 1),
      order.userId,
      order.carrier,
      order.remark,
      JSON.stringify(order.address),
      lines.length,
      subtotal,
      SHIPPING_CHARGE,
      subtotal + SHIPPING_CHARGE,
      order.at,
      order.poNumber,
      order.vatId,
      order.deliveryPreference,
    ],
  )
  const orderId = inserted?.id ?? 0
  for (const line of lines) {
    await client.query(
      `INSERT INTO order_lines (order_id, product_id, model, brand_name, quantity, unit_price, line_total, customer_reference, reserved)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        orderId,
        line.product_id,
        line.model,
        line.brand_name,
        line.quantity,
        line.unitPrice,
        line.lineTotal,
        line.customer_reference,
        line.reserved,
      ],
    )
    await client.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2', [line.id, order.userId])
  }
  await insertHistory(client, orderId, 'pending_payment', order.at, 'member')
  return (await readOrder(client, await orderRecord(client, orderId, order.userId))) as OrderDetail
}

/** Moves an order (the member's when `userId` is given) and does what the new status implies; whether it moved. */
async function move(client: PoolClient, change: OrderMove, userId: UserId | null): Promise<boolean> {
  const moved = await setStatus(client, { ...change, trackingNumber: change.trackingNumber ?? null }, userId)
  if (!moved) return false
  if (change.to === 'cancelled') {
    // Product by product in id order, as placing an order reserves them, so the two never wait in a circle.
    const ordered = await rows<{ product_id: number; reserved: number }>(
      client,
      'SELECT product_id, SUM(reserved) AS reserved FROM order_lines WHERE order_id = $1 GROUP BY product_id ORDER BY product_id',
      [change.id],
    )
    for (const line of ordered) {
      await client.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [line.product_id, line.reserved])
    }
    await cancelOpenPayments(client, change.id, -1)
  }
  if (change.to === 'paid') {
    const wire = await firstRow<{ id: number }>(
      client,
      `UPDATE payments SET status = 'succeeded', paid_at = $2 WHERE id =
         (SELECT MAX(id) FROM payments WHERE order_id = $1 AND method = 'wire' AND status = 'pending') RETURNING id`,
      [change.id, change.at],
    )
    await cancelOpenPayments(client, change.id, wire?.id ?? -1)
  }
  await insertHistory(client, change.id, change.to, change.at, change.source)
  return true
}

async function settle(client: PoolClient, event: PaymentSettlement): Promise<'settled' | 'duplicate'> {
  const recorded = await changes(
    client,
    `INSERT INTO payment_events (provider, event_id, payment_id, status, amount, received_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [event.provider, event.eventId, event.paymentId, event.status, event.amount, event.at],
  )
  if (recorded === 0) return 'duplicate'
  // The order first, then the payment: the order's other payments and the back office lock in that order too.
  const target = await firstRow<{ order_id: number }>(client, 'SELECT order_id FROM payments WHERE id = $1', [event.paymentId])
  if (target !== undefined) await client.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [target.order_id])
  const payment = await firstRow<{ status: PaymentStatus; order_id: number }>(
    client,
    'SELECT status, order_id FROM payments WHERE id = $1 FOR UPDATE',
    [event.paymentId],
  )
  if (payment?.status !== 'pending') throw new Refused<SettleOutcome>('payment-closed')
  if (event.status === 'succeeded') {
    const paid = await setStatus(
      client,
      { id: payment.order_id, from: 'pending_payment', to: 'paid', at: event.at, trackingNumber: null },
      null,
    )
    if (!paid) throw new Refused<SettleOutcome>('order-not-payable')
    await client.query("UPDATE payments SET status = 'succeeded', paid_at = $2, redirect_url = NULL WHERE id = $1 AND status = 'pending'", [
      event.paymentId,
      event.at,
    ])
    await cancelOpenPayments(client, payment.order_id, event.paymentId)
    await insertHistory(client, payment.order_id, 'paid', event.at, `payment ${event.paymentId} (${event.provider})`)
  } else {
    await client.query("UPDATE payments SET status = 'failed', paid_at = NULL, redirect_url = NULL WHERE id = $1 AND status = 'pending'", [
      event.paymentId,
    ])
  }
  return 'settled'
}

/** The orders area on PostgreSQL: the SQLite store's behaviour, with row locks where SQLite has one writer. */
export function postgresOrders(pool: Pool): OrderStore {
  const payment = async (sql: string, values: unknown[]) => {
    const row = await firstRow<PaymentRow>(pool, `${PAYMENT_SELECT} ${sql}`, values)
    return row === undefined ? undefined : paymentOf(row)
  }

  return {
    placeOrder: async (order) => {
      const outcome = await refusable<OrderDetail, OrderRefusal>(pool, (client) => place(client, order))
      return 'refused' in outcome ? { ok: false as const, ...outcome.refused } : { ok: true as const, order: outcome }
    },
    listOrders: async (userId, query) => {
      const status = query.status ?? null
      const records = await rows<OrderRecord>(
        pool,
        `${ORDER_SELECT} WHERE o.user_id = $1 AND ($2::text IS NULL OR o.status = $2)
         ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
        [userId, status, query.pageSize, (query.page - 1) * query.pageSize],
      )
      const total = await firstRow<{ count: number }>(
        pool,
        'SELECT COUNT(*) AS count FROM orders WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)',
        [userId, status],
      )
      return { list: records.map(summaryOf), total: total?.count ?? 0 }
    },
    findOrder: async (userId, id) => readOrder(pool, await orderRecord(pool, id, userId)),
    cancelOrder: async (userId, id, at) => {
      const moved = await withTransaction(pool, (client) =>
        move(client, { id, from: 'pending_payment', to: 'cancelled', at, source: 'member' }, userId),
      )
      return moved ? readOrder(pool, await orderRecord(pool, id, userId)) : undefined
    },
    requestReturn: async (userId, id, request, at) => {
      if ((await orderRecord(pool, id, userId)) === undefined) return undefined
      const recorded = await changes(
        pool,
        `INSERT INTO order_returns (order_id, kind, description, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id) DO NOTHING`,
        [id, request.kind, request.description, at],
      )
      return recorded === 0 ? undefined : readOrder(pool, await orderRecord(pool, id, userId))
    },

    createPayment: async (newPayment) => {
      // The unique index payments_one_pending: a concurrent insert waits for the first one and then does nothing.
      const inserted = await firstRow<{ id: number }>(
        pool,
        `INSERT INTO payments (order_id, user_id, method, status, amount, currency, provider, proforma, created_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
        [
          newPayment.orderId,
          newPayment.userId,
          newPayment.method,
          newPayment.amount,
          newPayment.currency,
          newPayment.provider,
          newPayment.proforma === null ? null : JSON.stringify(newPayment.proforma),
          newPayment.at,
        ],
      )
      if (inserted !== undefined) return { payment: (await payment('WHERE p.id = $1', [inserted.id])) as Payment, opened: true }
      const pending = await payment(
        "WHERE p.user_id = $1 AND p.order_id = $2 AND p.method = $3 AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1",
        [newPayment.userId, newPayment.orderId, newPayment.method],
      )
      if (pending === undefined) throw new Error(`Payment of order ${newPayment.orderId} refused, yet none is pending`)
      return { payment: pending, opened: false }
    },
    attachCheckout: async (id, checkout) => {
      await pool.query("UPDATE payments SET provider_reference = $2, redirect_url = $3 WHERE id = $1 AND status = 'pending'", [
        id,
        checkout.reference,
        checkout.redirectUrl,
      ])
      return payment('WHERE p.id = $1', [id])
    },
    failPayment: async (id) => {
      await pool.query("UPDATE payments SET status = 'failed', redirect_url = NULL WHERE id = $1 AND status = 'pending'", [id])
    },
    findPayment: (userId, id) => payment('WHERE p.id = $1 AND p.user_id = $2', [id, userId]),
    findPendingPayment: (userId, orderId, method) =>
      payment("WHERE p.user_id = $1 AND p.order_id = $2 AND p.method = $3 AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1", [
        userId,
        orderId,
        method,
      ]),
    findPaymentRecord: async (id) => {
      const row = await firstRow<PaymentRow>(pool, `${PAYMENT_SELECT} WHERE p.id = $1`, [id])
      return row === undefined ? undefined : recordOf(row)
    },
    settlePayment: async (event) => {
      const outcome = await refusable<'settled' | 'duplicate', SettleOutcome>(pool, (client) => settle(client, event))
      return typeof outcome === 'string' ? outcome : outcome.refused
    },

    claimIdempotencyKey: async (claim): Promise<IdempotencyOutcome> => {
      await pool.query('DELETE FROM idempotency_keys WHERE created_at < $1', [claim.expiresBefore])
      // A concurrent claim of the same key waits for the first insert, then does nothing.
      const inserted = await pool.query(
        `INSERT INTO idempotency_keys (user_id, endpoint, key, body_hash, response, created_at)
         VALUES ($1, $2, $3, $4, NULL, $5) ON CONFLICT DO NOTHING`,
        [claim.userId, claim.endpoint, claim.key, claim.bodyHash, claim.at],
      )
      if (inserted.rowCount === 1) return { kind: 'claimed' }
      const row = await firstRow<{ body_hash: string; response: string | null }>(
        pool,
        'SELECT body_hash, response FROM idempotency_keys WHERE user_id = $1 AND endpoint = $2 AND key = $3',
        [claim.userId, claim.endpoint, claim.key],
      )
      // Gone between the two statements (expired by another claim): the next try claims it.
      if (row === undefined) return { kind: 'seen', bodyHash: claim.bodyHash, response: null }
      return { kind: 'seen', bodyHash: row.body_hash, response: row.response }
    },
    completeIdempotencyKey: async (key, response) => {
      await pool.query('UPDATE idempotency_keys SET response = $4 WHERE user_id = $1 AND endpoint = $2 AND key = $3', [
        key.userId,
        key.endpoint,
        key.key,
        response,
      ])
    },
    releaseIdempotencyKey: async (key) => {
      await pool.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND endpoint = $2 AND key = $3', [key.userId, key.endpoint, key.key])
    },

    listAllOrders: async (filter) => {
      const records = await rows<OrderRecord & { email: string }>(
        pool,
        `SELECT o.*, u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE ($1::text IS NULL OR o.status = $1)
         ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
        [filter.status ?? null, filter.limit],
      )
      return records.map(
        (record): BackOfficeOrder => ({ ...summaryOf(record), userId: record.user_id as UserId, email: record.email, carrier: record.carrier }),
      )
    },
    findAnyOrder: (id) => readBackOffice(pool, id),
    moveOrder: async (change) => {
      const moved = await withTransaction(pool, (client) => move(client, change, null))
      return moved ? readBackOffice(pool, change.id) : undefined
    },
  }
}
