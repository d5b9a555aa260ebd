import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { CartPage } from '../pages/cart.page.ts'
import { CheckoutPage } from '../pages/checkout.page.ts'
import { type Member, api, registerMember, signInBrowser, stockedParts } from '../pages/member-session.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * Checkout and payment against `npm start` (issue 17), for a member signed in through the API with parts added
 * through the API: check out with a new address, UPS and a PO number, pay by wire transfer (the proforma with
 * the bank details), the order in the member's orders (read through the API: `/member/order` is built
 * elsewhere); pay another order by the sandbox card (its payment page's Pay) and land on `/payment/paysuccess`, whose reload pays
 * nothing; a stock-out between cart and checkout refused with the line named and nothing lost; a line asking
 * for more than stock ordered with partial delivery (what is in stock reserved, the rest backordered).
 */

interface OrderSummary {
  readonly id: number
  readonly orderNo: string
  readonly status: string
}

/**
 * `member`'s cart of `lines` and one address (Ada Lovelace, London), put through the API; the member signed in
 * in the browser, on the checkout (`/cart/buy`) once it has loaded.
 */
async function openCheckout(
  { page, context, request, baseURL }: { page: Page; context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  member: Member,
  lines: ReadonlyArray<{ productId: number; productCount: number }>,
): Promise<void> {
  await api(request, 'POST', '/api/cart/addcart?addup=true', { token: member.token, body: lines })
  await api(request, 'POST', '/api/address/add', {
    token: member.token,
    body: { firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom', city: 'London', address: '1 Main St', tel: '+44 20 7946 0000' },
  })
  await signInBrowser(context, baseURL ?? '', member)
  await page.goto('/cart/buy')
  await waitForReady(page)
}

test.describe('checkout and payment', () => {
  test('checks out with a new address, UPS and a PO number, and pays by wire transfer against the proforma', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request, 'wire')
    const [part] = await stockedParts(request, 1)
    if (part === undefined) throw new Error('no part')
    await api(request, 'POST', '/api/cart/addcart?addup=true', { token: member.token, body: [{ productId: part.intID, productCount: part.spq }] })
    await signInBrowser(context, baseURL ?? '', member)

    const cart = new CartPage(page)
    await cart.open()
    await cart.setReference(part.model, 'PRJ-7 U3')
    await expect(page.getByRole('textbox', { name: `Your reference for ${part.model}` })).toHaveValue('PRJ-7 U3')
    await cart.checkout.click()
    await expect(page).toHaveURL(/\/cart\/buy\?ids=\d+/u)
    await page.waitForLoadState('networkidle')

    const checkout = new CheckoutPage(page)
    await expect(checkout.rows).toHaveCount(1)
    await expect(checkout.rows.first()).toContainText('PRJ-7 U3')
    await checkout.addAddress()
    await expect(page.getByRole('radio', { name: /Ada Lovelace/u })).toBeChecked()
    await checkout.chooseCarrier('UPS')
    await checkout.fillTerms({ poNumber: 'PO-4471', vatId: 'GB123456789' })
    await checkout.placeOrder.click()

    await expect(page).toHaveURL(/\/payment\/\d+$/u)
    await expect(page.getByTestId('order-po')).toHaveText('PO-4471')
    await expect(page.getByRole('link', { name: 'Cart (0 items)' }).first()).toBeAttached()
    await checkout.pay(/Bank transfer/u)
    await expect(checkout.proforma).toBeVisible()
    await expect(checkout.proforma).toContainText('SWIFT / BIC')
    await expect(page.getByTestId('proforma-pay-by')).toHaveText(/^\d{4}-\d{2}-\d{2}$/u)
    await expect(page.getByRole('button', { name: 'Print proforma' })).toBeVisible()
    expect(await new ShellPage(page).axeViolations()).toEqual([])
    // Issue 16: printed, the proforma stands alone, its lines whole; the frame and the payment panel are gone.
    await new ShellPage(page).expectPrintWithoutFrame()
    await expect(checkout.proforma).toBeVisible()
    await expect(checkout.proforma.getByRole('table')).toContainText(part.model)
    await expect(page.getByRole('complementary', { name: 'Pay' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })

    // The placed order as the buyer finds it again, through the pages: the proforma's terms and line reference,
    // then the one order in /member/order, opened.
    await expect(checkout.proforma).toContainText('GB123456789')
    await expect(checkout.proforma.getByRole('table')).toContainText('PRJ-7 U3')
    const orderNo = (await page.getByTestId('proforma-order').textContent()) ?? ''
    expect(orderNo).toMatch(/^PF\d+$/u)
    await page.goto('/member/order')
    await waitForReady(page)
    const listed = page.getByRole('main').getByRole('link', { name: /^PF\d+$/u })
    await expect(listed).toHaveCount(1)
    await expect(listed).toHaveText(orderNo)
    await listed.click()
    await expect(page).toHaveURL(/\/member\/detail\/order_\d+$/u)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`)
    await expect(page.getByRole('main').getByText('UPS', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('rowheader', { name: part.model })).toBeVisible()
  })

  test('pays an order by the sandbox card and lands on /payment/paysuccess; a reload pays nothing more', async ({ page, context, request, baseURL }) => {
    const member = await registerMember(request, 'card')
    const [part] = await stockedParts(request, 1)
    if (part === undefined) throw new Error('no part')
    await api(request, 'POST', '/api/cart/addcart?addup=true', { token: member.token, body: [{ productId: part.intID, productCount: part.spq }] })
    const address = await api<{ id: number }>(request, 'POST', '/api/address/add', {
      token: member.token,
      body: { firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom', city: 'London', address: '1 Main St', tel: '+44 20 7946 0000' },
    })
    const order = await api<OrderSummary>(request, 'POST', '/api/order/create', { token: member.token, body: { addressId: address.id, carrier: 'DHL' } })
    await signInBrowser(context, baseURL ?? '', member)

    await page.goto(`/payment/${order.id}`)
    await waitForReady(page)
    await new CheckoutPage(page).pay(/Credit or debit card/u)
    // The sandbox provider's own page (npm start's PAYMENT_PROVIDER=sandbox): no money moves; Pay sends the
    // signed notification the server settles by, then the buyer back.
    await expect(page).toHaveURL(/\/sandbox\/checkout\/fake_[\w-]+$/u)
    await expect(page.getByTestId('sandbox-description')).toHaveText(`Order ${order.orderNo}`)
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/payment\/paysuccess\?id=\d+/u)
    await expect(page.getByRole('heading', { name: `Payment for order ${order.orderNo}` })).toBeVisible()
    await expect(page.getByTestId('payment-status')).toContainText('Payment received. Thank you!')
    await expect(page.getByTestId('payment-status')).toContainText(order.orderNo)
    await page.reload()
    await waitForReady(page)
    await expect(page.getByTestId('payment-status')).toContainText('Payment received. Thank you!')
    const paymentId = new URL(page.url()).searchParams.get('id')
    const payment = await api<{ method: string; orderId: number }>(request, 'GET', `/api/payment/result?id=${paymentId ?? ''}`, { token: member.token })
    expect(payment).toMatchObject({ method: 'card', orderId: order.id, status: 'succeeded', orderStatus: 'paid' })
    // The order is paid: paying it again is refused, so no second checkout opens.
    const again = await request.post('/api/payment/submit', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { orderId: order.id, method: 'card' },
    })
    expect(await again.json()).toMatchObject({ code: 409, message: `Order ${order.orderNo} is paid: there is nothing to pay` })
    expect(await new ShellPage(page).axeViolations()).toEqual([])
  })

  test('issue 17: a line asking for more than stock is ordered with partial delivery: the stock there is reserved, the rest backordered', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request, 'backorder')
    // A part the other journeys leave alone (they take the first two), asked for one pack more than its stock.
    const part = (await stockedParts(request, 3))[2]
    if (part === undefined) throw new Error('no part')
    const stock = (await api<{ stock: number }>(request, 'GET', `/api/product/detail?id=${part.intID}`)).stock
    const quantity = (Math.floor(stock / part.spq) + 1) * part.spq
    const count = (n: number) => n.toLocaleString('en-US')
    await openCheckout({ page, context, request, baseURL }, member, [{ productId: part.intID, productCount: quantity }])

    const checkout = new CheckoutPage(page)
    await expect(checkout.rows).toHaveCount(1)
    await expect(checkout.rows.first()).toContainText(`Only ${count(stock)} in stock`)
    await expect(page.getByRole('group', { name: 'Delivery' })).toContainText('1 item asks for more than is in stock.')
    await page.getByRole('radio', { name: /Partial delivery/u }).check()
    expect(await new ShellPage(page).axeViolations()).toEqual([])
    await checkout.placeOrder.click()

    await expect(page).toHaveURL(/\/payment\/\d+$/u)
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    const later = `${count(stock)} ship now, ${count(quantity - stock)} later (backordered).`
    await expect(page.getByText('Partial delivery')).toBeVisible()
    await expect(page.getByTestId('line-backorder')).toHaveText(later)
    const order = await api<{ deliveryPreference: string; lines: { quantity: number; reserved: number }[] }>(
      request,
      'GET',
      `/api/order/detail?id=${orderId}`,
      { token: member.token },
    )
    expect(order).toMatchObject({ deliveryPreference: 'partial', lines: [{ quantity, reserved: stock }] })
    expect((await api<{ stock: number }>(request, 'GET', `/api/product/detail?id=${part.intID}`)).stock).toBe(0)

    await page.goto(`/member/detail/order_${orderId}`)
    await waitForReady(page)
    await expect(page.getByRole('main').getByTestId('line-backorder')).toHaveText(later)
    // Cancelled, the order puts back the stock it reserved, and no more.
    await api(request, 'POST', '/api/order/cancel', { token: member.token, body: { id: orderId } })
    expect((await api<{ stock: number }>(request, 'GET', `/api/product/detail?id=${part.intID}`)).stock).toBe(stock)
  })

  test('a stock-out between cart and checkout is refused with the line named, and nothing is lost', async ({ page, context, request, baseURL }) => {
    const member = await registerMember(request, 'short')
    const rival = await registerMember(request, 'rival')
    const [part, other] = await stockedParts(request, 2)
    if (part === undefined || other === undefined) throw new Error('no parts')
    await openCheckout({ page, context, request, baseURL }, member, [
      { productId: part.intID, productCount: part.spq },
      { productId: other.intID, productCount: other.spq },
    ])

    // Another buyer takes every piece left of the first part.
    const left = (await api<{ stock: number }>(request, 'GET', `/api/product/detail?id=${part.intID}`)).stock
    const rivalAddress = await api<{ id: number }>(request, 'POST', '/api/address/add', {
      token: rival.token,
      body: { firstName: 'Rival', lastName: 'Buyer', country: 'France', city: 'Paris', address: '2 Rue', tel: '+33 1 23 45 67 89' },
    })
    await api(request, 'POST', '/api/cart/addcart?addup=true', { token: rival.token, body: [{ productId: part.intID, productCount: left }] })
    await api(request, 'POST', '/api/order/create', { token: rival.token, body: { addressId: rivalAddress.id, carrier: 'TNT' } })

    const checkout = new CheckoutPage(page)
    await checkout.placeOrder.click()
    await expect(checkout.refusal).toContainText(`${part.model} is out of stock`)
    await expect(checkout.rows.filter({ hasText: part.model })).toHaveAttribute('data-refused', 'true')
    await expect(page).toHaveURL(/\/cart\/buy/u)
    const rows = await api<unknown[]>(request, 'GET', '/api/cart/detail', { token: member.token })
    expect(rows).toHaveLength(2)
    expect((await api<{ list: unknown[] }>(request, 'GET', '/api/order/list', { token: member.token })).list).toEqual([])

    // The page read the cart again: the refused line now says it is short, and the buyer may wait for it.
    await expect(checkout.rows.filter({ hasText: part.model })).toContainText(/Ships|Lead time not known/u)
    await page.getByRole('radio', { name: /Partial delivery/u }).check()
    await checkout.placeOrder.click()
    await expect(page).toHaveURL(/\/payment\/\d+/u)
    const placed = (await api<{ list: OrderSummary[] }>(request, 'GET', '/api/order/list', { token: member.token })).list
    expect(placed).toHaveLength(1)
  })
})
