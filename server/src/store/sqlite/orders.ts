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
import {
  type BackOfficeOrder,
  type BackOfficeOrderDetail,
  type IdempotencyClaim,
  type IdempotencyOutcome,
  type NewOrder,
  type OrderMove,
  type OrderRefusal,
  type OrderStore,
  type PaymentRecord,
  type SettleOutcome,
  SHIPPING_CHARGE,
  type StatusChange,
  orderNumber,
  orderNumberPrefix,
  returnDeadline,
} from '../orders.port.ts'
import type { Db } from './database.ts'

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
  address: string
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
  proforma: string | null
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
  price_ladder: string
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

const ORDER_SELECT = `SELECT o.*, r.kind AS return_kind, r.description AS return_description, r.status AS return_status,
    r.created_at AS return_created_at
  FROM orders o LEFT JOIN order_returns r ON r.order_id = o.id`

const PAYMENT_SELECT = `SELECT p.*, o.order_no, o.status AS order_status, o.total AS order_total
  FROM payments p JOIN orders o ON o.id = p.order_id`

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
    address: JSON.parse(record.address) as PostalAddress,
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
    proforma: row.proforma === null ? null : (JSON.parse(row.proforma) as Proforma),
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
function refusable<A extends unknown[], T, R>(db: Db, work: (...args: A) => T): (...args: A) => T | { refused: R } {
  const transaction = db.transaction(work)
  return (...args) => {
    try {
      return transaction(...args)
    } catch (error) {
      if (error instanceof Refused) return { refused: error.refusal as R }
      throw error
    }
  }
}

/** The orders area on SQLite. */
export function sqliteOrders(db: Db): OrderStore {
  const cartLineSql = `SELECT c.id, c.product_id, c.quantity, p.part_number AS model, m.name AS brand_name, p.price_ladder,
      p.moq, c.customer_reference
    FROM cart_items c JOIN products p ON p.id = c.product_id JOIN manufacturers m ON m.id = p.manufacturer_id`
  const wholeCart = db.prepare(`${cartLineSql} WHERE c.user_id = ? ORDER BY c.id`)
  const cartRow = db.prepare(`${cartLineSql} WHERE c.id = ? AND c.user_id = ?`)
  const reserveStock = db.prepare('UPDATE products SET stock = stock - @quantity WHERE id = @productId AND stock >= @quantity')
  const stockOf = db.prepare('SELECT stock FROM products WHERE id = ?').pluck()
  const daysOrders = db.prepare("SELECT COUNT(*) FROM orders WHERE order_no LIKE ? || '%'").pluck()
  const insertOrder = db.prepare(
    `INSERT INTO orders (order_no, user_id, status, carrier, remark, po_number, vat_id, delivery_preference, address, item_count,
       subtotal, shipping, total, created_at)
     VALUES (@orderNo, @userId, 'pending_payment', @carrier, @remark, @poNumber, @vatId, @deliveryPreference, @address, @itemCount,
       @subtotal, @shipping, @total, @at)
     RETURNING id`,
  ).pluck()
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, model, brand_name, quantity, unit_price, line_total, customer_reference, reserved)
     VALUES (@orderId, @productId, @model, @brandName, @quantity, @unitPrice, @lineTotal, @customerReference, @reserved)`,
  )
  const insertHistory = db.prepare('INSERT INTO order_status_history (order_id, status, at, source) VALUES (?, ?, ?, ?)')
  const deleteCartRow = db.prepare('DELETE FROM cart_items WHERE id = ? AND user_id = ?')

  const memberOrder = db.prepare(`${ORDER_SELECT} WHERE o.id = ? AND o.user_id = ?`)
  const anyOrder = db.prepare(`${ORDER_SELECT} WHERE o.id = ?`)
  const orderLines = db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id')
  const memberOrders = db.prepare(
    `${ORDER_SELECT} WHERE o.user_id = @userId AND (@status IS NULL OR o.status = @status)
     ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const countMemberOrders = db
    .prepare('SELECT COUNT(*) FROM orders WHERE user_id = @userId AND (@status IS NULL OR status = @status)')
    .pluck()
  const allOrders = db.prepare(
    `SELECT o.*, u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE (@status IS NULL OR o.status = @status)
     ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
  )
  const emailOf = db.prepare('SELECT email FROM users WHERE id = ?').pluck()
  const historyOf = db.prepare('SELECT status, at, source FROM order_status_history WHERE order_id = ? ORDER BY id')

  const moveStatements = new Map(
    (Object.keys(STAMPED) as OrderStatus[]).map((to) => [
      to,
      db.prepare(
        `UPDATE orders SET status = @to, ${STAMPED[to]} = @at, tracking_number = COALESCE(@trackingNumber, tracking_number)
         WHERE id = @id AND status = @from AND (@userId IS NULL OR user_id = @userId)`,
      ),
    ]),
  )
  const releaseStock = db.prepare(
    `UPDATE products SET stock = stock + (SELECT SUM(reserved) FROM order_lines WHERE order_id = @id AND product_id = products.id)
     WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = @id)`,
  )
  const cancelOpenPayments = db.prepare(
    "UPDATE payments SET status = 'cancelled', redirect_url = NULL WHERE order_id = @id AND status = 'pending' AND id != @keep",
  )
  const settleLatestWire = db.prepare(
    `UPDATE payments SET status = 'succeeded', paid_at = @at WHERE id =
       (SELECT MAX(id) FROM payments WHERE order_id = @id AND method = 'wire' AND status = 'pending') RETURNING id`,
  ).pluck()
  const insertReturn = db.prepare(
    `INSERT INTO order_returns (order_id, kind, description, created_at) VALUES (@id, @kind, @description, @at)
     ON CONFLICT (order_id) DO NOTHING`,
  )

  const insertPayment = db.prepare(
    `INSERT INTO payments (order_id, user_id, method, status, amount, currency, provider, proforma, created_at)
     VALUES (@orderId, @userId, @method, 'pending', @amount, @currency, @provider, @proforma, @at)
     ON CONFLICT DO NOTHING RETURNING id`,
  ).pluck()
  const forgetOldKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?')
  const insertKey = db.prepare(
    `INSERT INTO idempotency_keys (user_id, endpoint, key, body_hash, response, created_at)
     VALUES (@userId, @endpoint, @key, @bodyHash, NULL, @at) ON CONFLICT DO NOTHING`,
  )
  const keyRow = db.prepare('SELECT body_hash, response FROM idempotency_keys WHERE user_id = ? AND endpoint = ? AND key = ?')
  const setKeyResponse = db.prepare('UPDATE idempotency_keys SET response = ? WHERE user_id = ? AND endpoint = ? AND key = ?')
  const deleteKey = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND endpoint = ? AND key = ?')
  const claimKey = db.transaction((claim: IdempotencyClaim): IdempotencyOutcome => {
    forgetOldKeys.run(claim.expiresBefore)
    if (insertKey.run(claim).changes === 1) return { kind: 'claimed' }
    const row = keyRow.get(claim.userId, claim.endpoint, claim.key) as { body_hash: string; response: string | null }
    return { kind: 'seen', bodyHash: row.body_hash, response: row.response }
  })
  const paymentById = db.prepare(`${PAYMENT_SELECT} WHERE p.id = ?`)
  const memberPayment = db.prepare(`${PAYMENT_SELECT} WHERE p.id = ? AND p.user_id = ?`)
  const pendingPayment = db.prepare(
    `${PAYMENT_SELECT} WHERE p.user_id = ? AND p.order_id = ? AND p.method = ? AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1`,
  )
  const orderPayments = db.prepare(`${PAYMENT_SELECT} WHERE p.order_id = ? ORDER BY p.id`)
  const setCheckout = db.prepare(
    "UPDATE payments SET provider_reference = @reference, redirect_url = @redirectUrl WHERE id = @id AND status = 'pending'",
  )
  const setFailed = db.prepare("UPDATE payments SET status = 'failed', redirect_url = NULL WHERE id = ? AND status = 'pending'")
  const insertEvent = db.prepare(
    `INSERT INTO payment_events (provider, event_id, payment_id, status, amount, received_at)
     VALUES (@provider, @eventId, @paymentId, @status, @amount, @at) ON CONFLICT DO NOTHING`,
  )
  const paymentState = db.prepare('SELECT status, order_id FROM payments WHERE id = ?')
  const settle = db.prepare(
    "UPDATE payments SET status = @status, paid_at = @paidAt, redirect_url = NULL WHERE id = @paymentId AND status = 'pending'",
  )

  const readOrder = (record: OrderRecord | undefined): OrderDetail | undefined =>
    record === undefined ? undefined : detailOf(record, orderLines.all(record.id) as LineRecord[])

  const readBackOffice = (id: number): BackOfficeOrderDetail | undefined => {
    const record = anyOrder.get(id) as OrderRecord | undefined
    const order = readOrder(record)
    if (record === undefined || order === undefined) return undefined
    return {
      ...order,
      userId: record.user_id as UserId,
      email: emailOf.get(record.user_id) as string,
      history: historyOf.all(id) as StatusChange[],
      payments: (orderPayments.all(id) as PaymentRow[]).map(paymentOf),
    }
  }

  /** The cart rows to order, each priced, or the first reason not to. */
  const orderLinesOf = (order: NewOrder) => {
    let rows: CartLineRecord[]
    if (order.cartItemIds === undefined) {
      rows = wholeCart.all(order.userId) as CartLineRecord[]
    } else {
      rows = []
      for (const id of new Set(order.cartItemIds)) {
        const row = cartRow.get(id, order.userId) as CartLineRecord | undefined
        if (row === undefined) throw new Refused<OrderRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
        rows.push(row)
      }
    }
    if (rows.length === 0) throw new Refused<OrderRefusal>({ reason: 'empty-cart' })
    return rows.map((row) => {
      const price = priceLine(JSON.parse(row.price_ladder) as PriceBreak[], row.moq, row.quantity)
      if (!price.ok) throw new Refused<OrderRefusal>({ ...price, model: row.model })
      return { ...row, unitPrice: price.unitPrice, lineTotal: price.lineTotal }
    })
  }

  /**
   * Takes a line's pieces from stock by `stockReservation`, read inside the transaction: the whole line, or
   * what there is of a short line the buyer accepted to wait for; how many. The conditional update is what
   * guards stock against a concurrent writer.
   */
  const reserve = (line: CartLineRecord, backorder: ReadonlySet<number>): number => {
    const available = stockOf.get(line.product_id) as number
    const reserved = stockReservation(line.quantity, available, backorder.has(line.product_id))
    if (reserved === null || reserveStock.run({ productId: line.product_id, quantity: reserved }).changes === 0) {
      throw new Refused<OrderRefusal>({ reason: 'out-of-stock', model: line.model, requested: line.quantity, available })
    }
    return reserved
  }

  const place = refusable<[NewOrder], OrderDetail, OrderRefusal>(db, (order) => {
    const backorder = new Set<number>(order.backorder)
    const lines = orderLinesOf(order).map((line) => ({ ...line, reserved: reserve(line, backorder) }))
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0)
    const prefix = orderNumberPrefix(order.at)
    const orderId = insertOrder.get({
      orderNo: orderNumber(order.at, (daysOrders.get(prefix) as number) + 1),
      userId: order.userId,
      carrier: order.carrier,
      remark: order.remark,
      poNumber: order.poNumber,
      vatId: order.vatId,
      deliveryPreference: order.deliveryPreference,
      address: JSON.stringify(order.address),
      itemCount: lines.length,
      subtotal,
      shipping: SHIPPING_CHARGE,
      total: subtotal + SHIPPING_CHARGE,
      at: order.at,
    }) as number
    for (const line of lines) {
      insertLine.run({
        orderId,
        productId: line.product_id,
        model: line.model,
        brandName: line.brand_name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        customerReference: line.customer_reference,
        reserved: line.reserved,
      })
      deleteCartRow.run(line.id, order.userId)
    }
    insertHistory.run(orderId, 'pending_payment', order.at, 'member')
    return readOrder(memberOrder.get(orderId, order.userId) as OrderRecord) as OrderDetail
  })

  /** Moves an order (the member's when `userId` is given) and does what the new status implies. */
  const move = db.transaction((change: OrderMove, userId: UserId | null): boolean => {
    const statement = moveStatements.get(change.to)
    const moved = statement?.run({
      id: change.id,
      from: change.from,
      to: change.to,
      at: change.at,
      userId,
      trackingNumber: change.trackingNumber ?? null,
    })
    if (moved === undefined || moved.changes === 0) return false
    if (change.to === 'cancelled') {
      releaseStock.run({ id: change.id })
      cancelOpenPayments.run({ id: change.id, keep: -1 })
    }
    if (change.to === 'paid') {
      const wire = settleLatestWire.get({ id: change.id, at: change.at }) as number | undefined
      cancelOpenPayments.run({ id: change.id, keep: wire ?? -1 })
    }
    insertHistory.run(change.id, change.to, change.at, change.source)
    return true
  })

  const settlement = refusable<[Parameters<OrderStore['settlePayment']>[0]], 'settled' | 'duplicate', SettleOutcome>(
    db,
    (event) => {
      if (insertEvent.run(event).changes === 0) return 'duplicate'
      const payment = paymentState.get(event.paymentId) as { status: PaymentStatus; order_id: number } | undefined
      if (payment?.status !== 'pending') throw new Refused<SettleOutcome>('payment-closed')
      if (event.status === 'succeeded') {
        const paid = moveStatements.get('paid')?.run({
          id: payment.order_id,
          from: 'pending_payment',
          to: 'paid',
          at: event.at,
          userId: null,
          trackingNumber: null,
        })
        if (paid === undefined || paid.changes === 0) throw new Refused<SettleOutcome>('order-not-payable')
        settle.run({ paymentId: event.paymentId, status: 'succeeded', paidAt: event.at })
        cancelOpenPayments.run({ id: payment.order_id, keep: event.paymentId })
        insertHistory.run(payment.order_id, 'paid', event.at, `payment ${event.paymentId} (${event.provider})`)
      } else {
        settle.run({ paymentId: event.paymentId, status: 'failed', paidAt: null })
      }
      return 'settled'
    },
  )

  return {
    placeOrder: (order) => {
      const outcome = place(order)
      return Promise.resolve('refused' in outcome ? { ok: false as const, ...outcome.refused } : { ok: true as const, order: outcome })
    },
    listOrders: (userId, query) => {
      const filter = { userId, status: query.status ?? null }
      const records = memberOrders.all({ ...filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
      return Promise.resolve({
        list: (records as OrderRecord[]).map(summaryOf),
        total: countMemberOrders.get(filter) as number,
      })
    },
    findOrder: (userId, id) => Promise.resolve(readOrder(memberOrder.get(id, userId) as OrderRecord | undefined)),
    cancelOrder: (userId, id, at) => {
      const moved = move({ id, from: 'pending_payment', to: 'cancelled', at, source: 'member' }, userId)
      return Promise.resolve(moved ? readOrder(memberOrder.get(id, userId) as OrderRecord) : undefined)
    },
    requestReturn: (userId, id, request, at) => {
      const record = memberOrder.get(id, userId) as OrderRecord | undefined
      if (record === undefined || insertReturn.run({ id, ...request, at }).changes === 0) return Promise.resolve(undefined)
      return Promise.resolve(readOrder(memberOrder.get(id, userId) as OrderRecord))
    },

    createPayment: (payment) => {
      const id = insertPayment.get({ ...payment, proforma: payment.proforma === null ? null : JSON.stringify(payment.proforma) })
      if (id !== undefined) return Promise.resolve({ payment: paymentOf(paymentById.get(id) as PaymentRow), opened: true })
      const pending = pendingPayment.get(payment.userId, payment.orderId, payment.method) as PaymentRow | undefined
      if (pending === undefined) throw new Error(`Payment of order ${payment.orderId} refused, yet none is pending`)
      return Promise.resolve({ payment: paymentOf(pending), opened: false })
    },
    attachCheckout: (id, checkout) => {
      setCheckout.run({ id, ...checkout })
      const row = paymentById.get(id) as PaymentRow | undefined
      return Promise.resolve(row === undefined ? undefined : paymentOf(row))
    },
    failPayment: (id) => {
      setFailed.run(id)
      return Promise.resolve()
    },
    findPayment: (userId, id) => {
      const row = memberPayment.get(id, userId) as PaymentRow | undefined
      return Promise.resolve(row === undefined ? undefined : paymentOf(row))
    },
    findPendingPayment: (userId, orderId, method) => {
      const row = pendingPayment.get(userId, orderId, method) as PaymentRow | undefined
      return Promise.resolve(row === undefined ? undefined : paymentOf(row))
    },
    findPaymentRecord: (id) => {
      const row = paymentById.get(id) as PaymentRow | undefined
      return Promise.resolve(row === undefined ? undefined : recordOf(row))
    },
    settlePayment: (event) => {
      const outcome = settlement(event)
      return Promise.resolve(typeof outcome === 'string' ? outcome : outcome.refused)
    },

    claimIdempotencyKey: (claim) => Promise.resolve(claimKey(claim)),
    completeIdempotencyKey: (key, response) => {
      setKeyResponse.run(response, key.userId, key.endpoint, key.key)
      return Promise.resolve()
    },
    releaseIdempotencyKey: (key) => {
      deleteKey.run(key.userId, key.endpoint, key.key)
      return Promise.resolve()
    },

    listAllOrders: (filter) => {
      const records = allOrders.all({ status: filter.status ?? null, limit: filter.limit }) as (OrderRecord & { email: string })[]
      return Promise.resolve(
        records.map(
          (record): BackOfficeOrder => ({
            ...summaryOf(record),
            userId: record.user_id as UserId,
            email: record.email,
            carrier: record.carrier,
          }),
        ),
      )
    },
    findAnyOrder: (id) => Promise.resolve(readBackOffice(id)),
    moveOrder: (change) => Promise.resolve(move(change, null) ? readBackOffice(change.id) : undefined),
  }
}
