import { CART_ADDED_MESSAGE } from '@partfront/core/cart'
import { priceAt } from '@partfront/core/pricing'
import { productSlug } from '@partfront/core/routing'
import { formatUnitPrice } from '@partfront/core/search'
import { expect, test } from '../support/journey-test.ts'
import { CartPage } from '../pages/cart.page.ts'
import { api, registerMember, signInBrowser, stockedParts } from '../pages/member-session.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * The cart page against `npm start` (issue 17): a member signed in through the API (the login page has its own
 * journeys) adds from a search row and a product page (the toast, the badge); a cart of two parts added through
 * the API, then everything on `/cart` in the browser: the drawer, a quantity across a price break, the
 * reference, delete, the empty cart; axe and no sideways scroll at 1280 and 375 px.
 */

test.describe('the cart page', () => {
  test('CART-3: CART-5: SIDE-3: SIDE-4: the rows, the drawer, a price break, a reference, delete, and the empty cart', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request, 'cart')
    const [first, second] = await stockedParts(request, 2)
    if (first === undefined || second === undefined) throw new Error('no parts')
    // One pack, then two: the second crosses a break (stockedParts chose parts with one in between).
    const low = priceAt(first, first.spq)
    const high = priceAt(first, 2 * first.spq)
    if (low === null || high === null) throw new Error('not priced')
    await api(request, 'POST', '/api/cart/addcart?addup=true', {
      token: member.token,
      body: [
        { productId: first.intID, productCount: low.quantity },
        { productId: second.intID, productCount: second.spq },
      ],
    })
    await signInBrowser(context, baseURL ?? '', member)
    const cart = new CartPage(page)
    await cart.open()

    await expect(cart.rows).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Cart (2 items)' }).first()).toBeVisible()
    await cart.openDrawer()
    await expect(cart.drawer).toContainText('Shopping Cart ( 2 Items )')
    await expect(cart.drawer).toContainText(`Quantity: ${low.quantity}`)
    await cart.closeDrawer()

    // A quantity across the next break: the unit price is the break's.
    await expect(cart.unitPrice(first.model)).toHaveText(formatUnitPrice(low.unitPrice))
    await cart.setQuantity(first.model, high.quantity)
    await expect(cart.unitPrice(first.model)).toHaveText(formatUnitPrice(high.unitPrice))
    await cart.setReference(first.model, 'U7 op-amp')
    await expect(page.getByRole('textbox', { name: `Your reference for ${first.model}` })).toHaveValue('U7 op-amp')
    // The box shows what was typed at once; the server has it once the update's call has answered.
    await expect
      .poll(async () => (await api<{ productCount: number; customerReference: string }[]>(request, 'GET', '/api/cart/detail', { token: member.token }))[0])
      .toMatchObject({ productCount: high.quantity, customerReference: 'U7 op-amp' })
    await cart.openDrawer()
    await expect(cart.drawer).toContainText(`Quantity: ${high.quantity}`)
    await cart.closeDrawer()

    await cart.remove(second.model)
    await expect(page.getByText('Deleted successfully')).toBeVisible()
    await expect(cart.rows).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Cart (1 item)' }).first()).toBeVisible()
    await cart.openDrawer()
    await expect(cart.drawer).toContainText('Shopping Cart ( 1 Items )')
    await cart.closeDrawer()

    await cart.remove(first.model)
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search parts' })).toHaveAttribute('href', '/so')
    await expect(page.getByRole('link', { name: 'Upload a BOM' })).toHaveAttribute('href', '/bom')
  })

  test('CART-1: CART-4: adding from the search results and from a product page counts the badge up and says so', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request, 'adding')
    const [part] = await stockedParts(request, 1)
    if (part === undefined) throw new Error('no parts')
    await signInBrowser(context, baseURL ?? '', member)
    const shell = new ShellPage(page)
    const badge = page.getByRole('link', { name: /^Cart \(\d+ items?\)$/u }).first()

    await shell.open(`/so?keyWord=${encodeURIComponent(part.model)}`)
    await page.getByRole('button', { name: `Add ${part.model} to cart` }).first().click()
    await expect(page.getByText(CART_ADDED_MESSAGE)).toBeVisible()
    await expect(badge).toHaveAccessibleName('Cart (1 item)')

    await shell.open(`/product/${productSlug(part.model, part.intID)}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText(CART_ADDED_MESSAGE).first()).toBeVisible()
    // The same product again: one row, its quantity added up (CART-1), so the badge still counts one line.
    const rows = await api<{ productId: number; productCount: number }[]>(request, 'GET', '/api/cart/detail', { token: member.token })
    expect(rows.map((row) => row.productId)).toEqual([part.intID])
    expect(rows[0]?.productCount).toBeGreaterThan(part.spq - 1)
  })

  for (const width of [1280, 375]) {
    test(`axe finds no WCAG 2.1 A/AA violation and nothing scrolls sideways at ${width} px`, async ({ page, context, request, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      const member = await registerMember(request, 'cart-axe')
      const [part] = await stockedParts(request, 1)
      if (part === undefined) throw new Error('no part')
      await api(request, 'POST', '/api/cart/addcart?addup=true', {
        token: member.token,
        body: [{ productId: part.intID, productCount: part.spq }],
      })
      await signInBrowser(context, baseURL ?? '', member)
      const cart = new CartPage(page)
      await cart.open()
      await expect(cart.rows).toHaveCount(1)
      expect(await new ShellPage(page).axeViolations()).toEqual([])
      expect(await cart.scrollsSideways()).toBe(false)
    })
  }
})
