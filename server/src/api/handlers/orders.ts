import { RETURNS } from '@partfront/core/constants'
import {
  type OrderDetail,
  type OrderId,
  type OrderStatus,
  type Payment,
  type PaymentMethod,
  type PaymentOptions,
  type UserId,
  contract,
  resolvePaging,
} from '@partfront/core/contract'
import { formatMoney, bankDetailsOf, proformaFor, proformaMail } from '../../payments/proforma.ts'
import { type ProviderMethod, isProviderMethod } from '../../payments/payment-provider.port.ts'
import { type OrderRefusal, isWithinReturnWindow } from '../../store/orders.port.ts'
import { ApiFailure, badRequest, conflict, notFound } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'
import { onceByKey } from './orders.idempotency.ts'
import type { Services } from '../services.ts'

/**
 * Orders and payments (issue 6 "Commerce"). Decided where the contract leaves it open: a state that forbids
 * cancelling or returning answers 400 (as the contract's summaries say); paying an order that is no longer
 * pending payment, a return already requested, and stock that ran out answer 409; asking again to pay by the
 * same method answers the open payment (one proforma, one checkout per order and method).
 */
type OrdersEndpoint =
  | 'orderCreate'
  | 'orderList'
  | 'orderDetail'
  | 'orderCancel'
  | 'orderReturn'
  | 'paymentMethods'
  | 'paymentSubmit'
  | 'paymentResult'
  | 'paymentNotify'

/** How a status reads in a sentence. */
export const STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'pending payment',
  paid: 'paid',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
}

/** How each payment method is offered. */
const METHOD_LABEL: Readonly<Record<PaymentMethod, string>> = {
  wire: 'Bank transfer (proforma invoice)',
  card: 'Credit or debit card',
  paypal: 'PayPal',
}

/** The failure a refused order answers, naming the part at fault. */
export function refusalFailure(refusal: OrderRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'empty-cart':
      return badRequest('Your cart is empty: add products before placing an order')
    case 'unknown-cart-item':
      return notFound(`Cart item ${refusal.cartItemId}`)
    case 'price-on-request':
      return badRequest(`${refusal.model} has no list price: please request a quote for it`)
    case 'below-minimum':
      return badRequest(`${refusal.model}: the minimum order is ${refusal.minimum.toLocaleString('en-US')} pieces`)
    case 'too-large':
      return badRequest(`${refusal.model}: this quantity is too large to order online; please request a quote`)
    case 'out-of-stock':
      return conflict(
        refusal.available === 0
          ? `${refusal.model} is out of stock`
          : `Only ${refusal.available.toLocaleString('en-US')} pieces of ${refusal.model} are in stock; you ordered ${refusal.requested.toLocaleString('en-US')}`,
      )
  }
}

/** The member's order `id`, or 404 (another member's order reads as missing). */
async function memberOrder(services: Services, userId: UserId, id: OrderId): Promise<OrderDetail> {
  const order = await services.store.orders.findOrder(userId, id)
  if (order === undefined) throw notFound(`Order ${id}`)
  return order
}

/** What the payment page offers for an order: every method, available while it is pending payment. */
export function paymentOptionsOf(order: OrderDetail, providerMethods: ReadonlyArray<PaymentMethod>): PaymentOptions {
  const payable = order.status === 'pending_payment'
  const methods = (['wire', 'card', 'paypal'] as const).map((method) => ({
    method,
    label: METHOD_LABEL[method],
    available: payable && (method === 'wire' || providerMethods.includes(method)),
  }))
  return { orderId: order.id, orderNo: order.orderNo, orderStatus: order.status, amount: order.total, currency: 'USD', methods }
}

/** Opens a wire transfer: the proforma, kept with the payment and mailed to the member. */
async function payByWire(services: Services, userId: UserId, requestId: string, order: OrderDetail): Promise<Payment> {
  const at = services.now().toISOString()
  const proforma = proformaFor(order, bankDetailsOf(services.config.bank), at)
  const { payment, opened } = await services.store.orders.createPayment({
    userId,
    orderId: order.id,
    method: 'wire',
    amount: order.total,
    currency: proforma.currency,
    provider: null,
    proforma,
    at,
  })
  // Another request opened it a moment before: its proforma, mailed once.
  if (!opened) return payment
  const user = await services.store.accounts.findUser(userId)
  if (user !== undefined) {
    try {
      await services.mail.send(proformaMail(user.email, order, proforma))
    } catch (error) {
      // The proforma is in the answer too: a mail that fails leaves the payment usable.
      services.log.write({ level: 'warn', msg: 'proforma mail not sent', requestId, error: String(error) })
    }
  }
  return payment
}

/** Opens a card or PayPal checkout with the provider; the buyer comes back to `PUBLIC_URL`, never to the request's Host. */
async function payByProvider(
  services: Services,
  userId: UserId,
  publicUrl: string,
  order: OrderDetail,
  method: ProviderMethod,
): Promise<Payment> {
  const { store, payments } = services
  const { payment, opened } = await store.orders.createPayment({
    userId,
    orderId: order.id,
    method,
    amount: order.total,
    currency: 'USD',
    provider: payments.name,
    proforma: null,
    at: services.now().toISOString(),
  })
  if (!opened) {
    // Another request opened it a moment before: one checkout per order and method.
    if (payment.redirectUrl !== null) return payment
    throw conflict(`The ${METHOD_LABEL[method].toLowerCase()} payment of order ${order.orderNo} is being opened; please try again in a moment`)
  }
  let checkout
  try {
    checkout = await payments.createCheckout({
      paymentId: payment.id,
      method,
      description: `Order ${order.orderNo}`,
      amount: payment.amount,
      currency: payment.currency,
      returnUrl: `${publicUrl}/payment/paysuccess?id=${payment.id}`,
    })
  } catch (error) {
    await store.orders.failPayment(payment.id)
    throw new ApiFailure(502, 'The payment service did not answer; please try again or pay by bank transfer', {
      provider: payments.name,
      error: String(error),
    })
  }
  const attached = await store.orders.attachCheckout(payment.id, checkout)
  if (attached === undefined) throw new Error(`Payment ${payment.id} vanished while its checkout opened`)
  return attached
}

/** The handlers of orderCreate, orderList, orderDetail, orderCancel, orderReturn, paymentMethods, paymentSubmit, paymentResult, paymentNotify. */
export const ordersHandlers: HandlersFor<OrdersEndpoint> = {
  orderCreate: ({ body, member, request }, services) =>
    onceByKey(contract.orderCreate, { userId: member.userId, body, request }, services, async () => {
      const { store, now } = services
      const address = await store.accounts.findAddress(member.userId, body.addressId)
      if (address === undefined) throw notFound('The address')
      const { id: _id, isDefault: _isDefault, ...postal } = address
      const outcome = await store.orders.placeOrder({
        userId: member.userId,
        address: postal,
        carrier: body.carrier,
        remark: body.remark ?? '',
        poNumber: body.poNumber ?? '',
        vatId: body.vatId ?? '',
        deliveryPreference: body.deliveryPreference ?? 'complete',
        backorder: body.backorder ?? [],
        cartItemIds: body.cartItemIds,
        at: now().toISOString(),
      })
      if (!outcome.ok) throw refusalFailure(outcome)
      return outcome.order
    }),

  orderList: async ({ query, member }, { store }) => {
    const { page, pageSize } = resolvePaging(query)
    const { list, total } = await store.orders.listOrders(member.userId, {
      page,
      pageSize,
      ...(query.status === undefined ? {} : { status: query.status }),
    })
    return { list, total, page, pageSize }
  },

  orderDetail: ({ query, member }, services) => memberOrder(services, member.userId, query.id),

  orderCancel: async ({ body, member }, services) => {
    const order = await memberOrder(services, member.userId, body.id)
    const refused = badRequest(
      `Order ${order.orderNo} is ${STATUS_LABEL[order.status]}: only an order pending payment can be cancelled`,
    )
    if (order.status !== 'pending_payment') throw refused
    const cancelled = await services.store.orders.cancelOrder(member.userId, body.id, services.now().toISOString())
    if (cancelled === undefined) throw refused
    return cancelled
  },

  orderReturn: async ({ body, member }, services) => {
    const order = await memberOrder(services, member.userId, body.id)
    if (order.deliveredAt === null || order.status !== 'delivered') {
      throw badRequest(`Order ${order.orderNo} is ${STATUS_LABEL[order.status]}: a return can be requested once it is delivered`)
    }
    if (order.returnRequest !== null) throw conflict(`A return was already requested for order ${order.orderNo}`)
    if (!isWithinReturnWindow(order.deliveredAt, services.now())) {
      throw badRequest(
        `Returns are accepted within ${RETURNS.windowDays} days of delivery: the window for order ${order.orderNo} closed at ${order.returnDeadline ?? ''}`,
      )
    }
    const request = { kind: body.kind, description: body.description }
    const updated = await services.store.orders.requestReturn(member.userId, body.id, request, services.now().toISOString())
    if (updated === undefined) throw conflict(`A return was already requested for order ${order.orderNo}`)
    return updated
  },

  paymentMethods: async ({ query, member }, services) => {
    const order = await memberOrder(services, member.userId, query.orderId)
    return paymentOptionsOf(order, services.payments.methods)
  },

  paymentSubmit: ({ body, member, request }, services) =>
    onceByKey(contract.paymentSubmit, { userId: member.userId, body, request }, services, async () => {
      const order = await memberOrder(services, member.userId, body.orderId)
      if (order.status !== 'pending_payment') {
        throw conflict(`Order ${order.orderNo} is ${STATUS_LABEL[order.status]}: there is nothing to pay`)
      }
      const option = paymentOptionsOf(order, services.payments.methods).methods.find((entry) => entry.method === body.method)
      if (option?.available !== true) throw badRequest(`${METHOD_LABEL[body.method]} is not available; please pay by bank transfer`)
      // Asking again answers the open payment of that method: one proforma, one checkout per order and method.
      const open = await services.store.orders.findPendingPayment(member.userId, order.id, body.method)
      if (open !== undefined) return open
      return isProviderMethod(body.method)
        ? payByProvider(services, member.userId, services.config.publicUrl, order, body.method)
        : payByWire(services, member.userId, request.requestId, order)
    }),

  paymentResult: async ({ query, member }, { store }) => {
    const payment = await store.orders.findPayment(member.userId, query.id)
    if (payment === undefined) throw notFound(`Payment ${query.id}`)
    return payment
  },

  paymentNotify: async ({ body, request }, services) => {
    const { payments, store } = services
    const event = await payments.confirmNotification(body)
    if (event === undefined) throw badRequest('The payment notification could not be verified')
    const payment = await store.orders.findPaymentRecord(event.paymentId)
    if (payment === undefined) throw notFound(`Payment ${event.paymentId}`)
    if (payment.provider !== payments.name || payment.providerReference !== event.reference) {
      throw badRequest(`The notification does not match payment ${payment.id}`)
    }
    if (event.status === 'succeeded' && (event.amount !== payment.orderTotal || event.currency !== payment.currency)) {
      throw badRequest(
        `The amount paid (${formatMoney(event.amount)} ${event.currency}) is not the total of order ${payment.orderNo} (${formatMoney(payment.orderTotal)} ${payment.currency})`,
        { paymentId: payment.id, eventId: event.eventId },
      )
    }
    const outcome = await store.orders.settlePayment({
      provider: payments.name,
      eventId: event.eventId,
      paymentId: payment.id,
      status: event.status,
      amount: event.amount,
      at: services.now().toISOString(),
    })
    if (outcome === 'payment-closed') throw conflict(`Payment ${payment.id} has already settled`)
    if (outcome === 'order-not-payable') throw conflict(`Order ${payment.orderNo} is no longer awaiting payment`)
    services.log.write({
      level: 'info',
      msg: outcome === 'duplicate' ? 'payment notification repeated' : 'payment settled',
      requestId: request.requestId,
      paymentId: payment.id,
      eventId: event.eventId,
      status: event.status,
    })
    return null
  },
}
