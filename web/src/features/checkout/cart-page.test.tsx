import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { TEST_ADDRESS, mockApi, on, refusal, signIn, success, testCartRow, testProduct } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

/** A part in the cart, priced in three breaks. */
function product(intID: number, model: string, stock: number, spq = 1) {
  return testProduct({
    intID,
    model,
    stock,
    spq,
    priceLadder: [
      { quantity: 1, unitPrice: 400_000 },
      { quantity: 10, unitPrice: 300_000 },
      { quantity: 100, unitPrice: 200_000 },
    ],
  })
}

const ROWS = [
  testCartRow(501, product(12345, 'LM358DR', 1000), { productCount: 90, customerReference: 'U7', leadTimeDays: 14 }),
  testCartRow(502, product(777, 'NE555P', 40, 20), { productCount: 60, leadTimeDays: 14 }),
]

/** The member's one address, the default. */
function withAddress() {
  return on(contract.addressList, () => success(contract.addressList, [TEST_ADDRESS]))
}

/** Captures the bodies of `orderCreate` and answers a refusal, so the test stays on the checkout. */
function capturedOrders() {
  const bodies: unknown[] = []
  worker.use(
    on(contract.orderCreate, async ({ request }) => {
      bodies.push(await request.json())
      return refusal(contract.orderCreate, 409, 'Captured')
    }),
  )
  return bodies
}

function withCart(rows: readonly (typeof ROWS)[number][]) {
  signIn(worker, { cartNum: rows.length })
  worker.use(on(contract.cartDetail, () => success(contract.cartDetail, rows)))
}

/**
 * axe on the page's own content. The sidebar's Shopping Cart entry is left out: with a count badge its visible
 * text and its name differ (axe's experimental label-content-name-mismatch), which is the sidebar's to settle.
 */
async function violations() {
  const result = await axe.run({ include: [['main']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

describe('the cart page', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(() => {
    document.cookie = 'user-token=; path=/; max-age=0'
  })

  it('CART-5: loads the rows through the cart actor, each priced at its quantity, short stock flagged, the buy-more hint shown', async () => {
    withCart(ROWS)
    const { screen } = await renderApp('/cart')
    const first = screen.getByTestId('cart-row').first()
    await expect.element(first).toHaveTextContent('LM358DR')
    await expect.element(first).toHaveTextContent('$0.30')
    await expect.element(first).toHaveTextContent('$27.00')
    await expect.element(first).toHaveTextContent('Buy 10 more (100 in all) and pay $7.00 less in total.')
    await expect.element(screen.getByTestId('cart-row').nth(1)).toHaveTextContent('Only 40 in stock; the rest ships in about 14 days.')
    await expect.element(screen.getByTestId('cart-subtotal')).toHaveTextContent('$45.00')
    await expect.element(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/cart/buy?ids=501,502')
    expect(await violations()).toEqual([])
  })

  it('CART-5, issue 17: a line asking for more than stock says when the rest ships, or that its lead time is not known yet', async () => {
    const [reel, tube] = ROWS
    if (reel === undefined || tube === undefined) throw new Error('no rows')
    withCart([
      { ...reel, productCount: 2000, leadTimeDays: 21 },
      { ...tube, leadTimeDays: null },
      testCartRow(503, product(888, 'TL072CDR', 5000), { productCount: 10 }),
    ])
    const { screen } = await renderApp('/cart')
    const rows = screen.getByTestId('cart-row')
    await expect.element(rows.nth(0)).toHaveTextContent('Only 1,000 in stock; the rest ships in about 21 days.')
    await expect.element(rows.nth(1)).toHaveTextContent('Only 40 in stock; lead time for the rest not known yet, we confirm it with your order.')
    await expect.element(rows.nth(2)).toHaveTextContent('5,000 in stock')
    await expect.element(rows.nth(2)).not.toHaveTextContent('Only')
    await expect.element(rows.nth(2)).not.toHaveTextContent('lead time')
    expect(await violations()).toEqual([])
  })

  it('CART-2: a typed quantity is rounded to the standard pack with a visible note and set with addup=false', async () => {
    withCart(ROWS)
    const sent: unknown[] = []
    worker.use(
      on(contract.cartAdd, async ({ request }) => {
        sent.push({ addup: new URL(request.url).searchParams.get('addup'), body: await request.json() })
        return success(contract.cartAdd, { cartNum: 2 })
      }),
    )
    const { screen } = await renderApp('/cart')
    const input = screen.getByRole('spinbutton', { name: 'Quantity of NE555P' })
    await input.fill('65')
    input.element().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await expect.element(screen.getByText('Sold in packs of 20; quantity rounded up to 80.')).toBeVisible()
    await expect.poll(() => sent).toEqual([{ addup: 'false', body: [{ productId: 777, productCount: 80 }] }])
    await expect.element(screen.getByRole('spinbutton', { name: 'Quantity of NE555P' })).toHaveValue(80)
  })

  it('CART-3: Remove deletes the row on the server, toasts Deleted successfully and counts down the badge', async () => {
    withCart(ROWS)
    worker.use(on(contract.cartDelete, () => success(contract.cartDelete, { cartNum: 1 })))
    const { screen } = await renderApp('/cart')
    await screen.getByRole('button', { name: 'Remove NE555P' }).click()
    await expect.element(screen.getByText('Deleted successfully')).toBeVisible()
    await expect.poll(() => screen.getByTestId('cart-row').all().length).toBe(1)
    await expect.element(screen.getByRole('link', { name: 'Cart (1 item)' }).first()).toBeInTheDocument()
  })

  it('CART-5: an empty cart says so and offers search and the BOM tool', async () => {
    withCart([])
    const { screen } = await renderApp('/cart')
    await expect.element(screen.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Search parts' })).toHaveAttribute('href', '/so')
    await expect.element(screen.getByRole('link', { name: 'Upload a BOM' })).toHaveAttribute('href', '/bom')
  })

  it('a refused order names the line and why, and stays on the checkout with every line', async () => {
    withCart(ROWS)
    worker.use(
      withAddress(),
      on(contract.orderCreate, () => refusal(contract.orderCreate, 409, 'NE555P is out of stock')),
    )
    const { screen, router } = await renderApp('/cart/buy?ids=501,502')
    await expect.element(screen.getByRole('radio', { name: /Ada Lovelace/u })).toBeChecked()
    await expect.element(screen.getByText('asks for more than is in stock', { exact: false })).toBeVisible()
    await screen.getByRole('button', { name: 'Place order' }).click()
    await expect.element(screen.getByRole('alert').filter({ hasText: 'NE555P is out of stock' }).first()).toBeVisible()
    await expect.element(screen.getByTestId('checkout-row').nth(1)).toHaveAttribute('data-refused', 'true')
    expect(screen.getByTestId('checkout-row').all()).toHaveLength(2)
    expect(router.state.location.pathname).toBe('/cart/buy')
  })

  it('issue 17: placing the order sends the short lines shown as its backorder, with the delivery chosen', async () => {
    withCart(ROWS)
    worker.use(withAddress())
    const bodies = capturedOrders()
    const { screen } = await renderApp('/cart/buy?ids=501,502')
    await expect.element(screen.getByRole('radio', { name: /Ada Lovelace/u })).toBeChecked()
    await screen.getByRole('radio', { name: /Partial delivery/u }).click()
    await screen.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ cartItemIds: [501, 502], deliveryPreference: 'partial', backorder: [777] })
    expect(await violations()).toEqual([])
  })

  it('issue 17: with no short line the order carries no backorder', async () => {
    withCart(ROWS.slice(0, 1))
    worker.use(withAddress())
    const bodies = capturedOrders()
    const { screen } = await renderApp('/cart/buy?ids=501')
    await expect.element(screen.getByRole('radio', { name: /Ada Lovelace/u })).toBeChecked()
    await screen.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ cartItemIds: [501], deliveryPreference: 'complete' })
    expect(bodies[0]).not.toHaveProperty('backorder')
  })
})
