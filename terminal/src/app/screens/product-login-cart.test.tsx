import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@partfront/core/auth'
import { CART_ADDED_MESSAGE, CART_DELETED_MESSAGE } from '@partfront/core/cart'
import { contract } from '@partfront/core/contract'
import { RFQ_LIST_KEY } from '@partfront/core/rfq'
import { TEST_MEMBER, TEST_MEMBER_EMAIL, mockApi, on, refusal, success, testCartRow, testProduct, testProductDetail } from '../api-mocks.testing.ts'
import { KEY, renderApp, type RenderedApp } from '../render-app.testing.tsx'

const api = mockApi()
let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const PRODUCT_PATH = '/product/lm358d-11'

describe('Product screen', () => {
  it('PAGE-1: attributes, the datasheet URL, and the ladder with the quantity\'s break marked as the quantity changes', async () => {
    api.use(on(contract.productDetail, () => success(contract.productDetail, testProductDetail())))
    app = await renderApp({ path: PRODUCT_PATH })
    let frame = await app.see('Price (USD)')
    expect(frame).toContain('Voltage - Supply: 3 V ~ 32 V')
    expect(frame).toContain('Datasheet: https://www.ti.com/lit/ds/symlink/lm358.pdf')
    expect(frame).toMatch(/▶\s+1\+\s+\$0\.25/u)
    expect(frame).not.toMatch(/▶\s+100\+/u)
    await app.press('n', KEY.backspace, '100', KEY.enter)
    frame = await app.see('Quantity 100')
    expect(frame).toMatch(/▶\s+100\+\s+\$0\.10\s+\$10\.00/u)
    expect(frame).not.toMatch(/▶\s+1\+/u)
    expect(frame).toContain('Unit price at 100: $0.10')
    expect(frame).toContain('Extended: $10.00')
  })

  it('PAGE-1: raises the quantity to the minimum order and the pack with core\'s note, and offers buying more for less', async () => {
    api.use(on(contract.productDetail, () => success(contract.productDetail, testProductDetail({ moq: 10, spq: 5 }))))
    app = await renderApp({ path: PRODUCT_PATH })
    await app.see('Quantity 10')
    await app.press('n', KEY.backspace, KEY.backspace, '92', KEY.enter)
    let frame = await app.see('Sold in packs of 5; quantity rounded up to 95.')
    expect(frame).toContain('Buy 5 more (100 in all) and pay $13.75 less in total.')
    await app.press('u')
    frame = await app.see('Quantity 100')
    expect(frame).toMatch(/▶\s+100\+/u)
  })

  it('CART-1, CART-2: a member adds the quantity to the cart; the toast and the badge say so', async () => {
    const added: unknown[] = []
    api.use(
      on(contract.productDetail, () => success(contract.productDetail, testProductDetail())),
      on(contract.cartAdd, async ({ request }) => {
        added.push(await request.json())
        return success(contract.cartAdd, { cartNum: 1 })
      }),
    )
    app = await renderApp({ path: PRODUCT_PATH, signedIn: true })
    await app.see('Price (USD)')
    await app.press('n', KEY.backspace, '250', KEY.enter, 'a')
    const frame = await app.see(CART_ADDED_MESSAGE)
    expect(added).toEqual([[{ productId: 11, productCount: 250 }]])
    expect(frame).toMatch(/buyer@example\.com\s+Cart\s+1/u)
  })

  it('CART-1: a visitor who adds to the cart is taken to Sign in', async () => {
    api.use(on(contract.productDetail, () => success(contract.productDetail, testProductDetail())))
    app = await renderApp({ path: PRODUCT_PATH })
    await app.see('Price (USD)')
    await app.press('a')
    await app.see('Remember me')
    expect(app.built.navigation.currentPath()).toMatch(/^\/login\?redirect=/u)
  })

  it('RFQ-1: adding the part to the RFQ list twice merges the quantities; favourites toggle', async () => {
    api.use(on(contract.productDetail, () => success(contract.productDetail, testProductDetail())))
    app = await renderApp({ path: PRODUCT_PATH })
    await app.see('Price (USD)')
    await app.press('R', 'R', 'v')
    await app.see('♥')
    expect(JSON.parse(app.storage.getItem(RFQ_LIST_KEY) ?? '[]')).toMatchObject([{ id: '11', model: 'LM358D', purchaseQuantity: 2 }])
    await app.press('r')
    await app.see(/LM358D\s+2 pcs/u)
  })
})

describe('Sign in screen', () => {
  it('AUTH-4: an empty form shows the spec\'s messages beside the fields', async () => {
    app = await renderApp({ path: '/login' })
    await app.see('Remember me')
    await app.press(KEY.enter)
    const frame = await app.see(AUTH_MESSAGES.enterAccount)
    expect(frame).toContain(AUTH_MESSAGES.enterPassword)
  })

  it('AUTH-1, AUTH-7: signs in, shows the email in the status line and goes to the redirect', async () => {
    const bodies: unknown[] = []
    api.use(
      on(contract.authLogin, async ({ request }) => {
        bodies.push(await request.json())
        return success(contract.authLogin, { token: 'member-token', cartNum: 3, user: TEST_MEMBER })
      }),
      on(contract.cartDetail, () => success(contract.cartDetail, [])),
    )
    app = await renderApp({ path: '/login?redirect=%2Fcart' })
    await app.see('Remember me')
    await app.press(TEST_MEMBER_EMAIL, KEY.tab, 'secret123', KEY.enter)
    const frame = await app.see(TEST_MEMBER_EMAIL)
    expect(bodies).toMatchObject([{ account: TEST_MEMBER_EMAIL, password: 'secret123' }])
    expect(frame).toMatch(/Cart\s+3/u)
    await app.see('Your cart is empty.')
  })

  it('AUTH-7: when the server asks for the picture code, says it cannot be drawn and gives the login page URL', async () => {
    api.use(on(contract.authLogin, () => refusal(contract.authLogin, 400, AUTH_MESSAGES.enterCode)))
    app = await renderApp({ path: '/login' })
    await app.see('Remember me')
    await app.press(TEST_MEMBER_EMAIL, KEY.tab, 'secret123', KEY.enter)
    const frame = await app.see('cannot draw')
    expect(frame).toContain('http://partfront.test/login')
  })
})

describe('Cart screen', () => {
  const lm358 = testProduct()

  it('CART-5: lists the rows priced at their quantity; a quantity across a break changes the unit price', async () => {
    let rows = [testCartRow(501, lm358, { productCount: 50, customerReference: 'AMP-1' })]
    const updates: unknown[] = []
    api.use(
      on(contract.cartDetail, () => success(contract.cartDetail, rows)),
      on(contract.cartAdd, async ({ request }) => {
        updates.push({ addup: new URL(request.url).searchParams.get('addup'), body: await request.json() })
        rows = [testCartRow(501, lm358, { productCount: 120, customerReference: 'AMP-1' })]
        return success(contract.cartAdd, { cartNum: 1 })
      }),
    )
    app = await renderApp({ path: '/cart', signedIn: true })
    let frame = await app.see('LM358D')
    expect(frame).toMatch(/LM358D\s+Texas Instruments\s+50\s+\$0\.25\s+\$12\.50\s+AMP-1/u)
    expect(frame).toContain('Buy 50 more (100 in all)')
    await app.press('n', KEY.backspace, KEY.backspace, '120', KEY.enter)
    frame = await app.see('$12.00')
    expect(frame).toMatch(/LM358D\s+Texas Instruments\s+120\s+\$0\.10\s+\$12\.00/u)
    expect(updates).toEqual([{ addup: 'false', body: [{ productId: 11, productCount: 120 }] }])
  })

  it('CART-3: deletes a row with "Deleted successfully"; sets the customer reference', async () => {
    let rows = [testCartRow(501, lm358), testCartRow(502, testProduct({ intID: 12, model: 'NE555P' }))]
    const deleted: (string | null)[] = []
    const references: unknown[] = []
    api.use(
      on(contract.cartDetail, () => success(contract.cartDetail, rows)),
      on(contract.cartAdd, async ({ request }) => {
        references.push(await request.json())
        return success(contract.cartAdd, { cartNum: 2 })
      }),
      on(contract.cartDelete, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('ids'))
        rows = rows.filter((row) => row.id !== 502)
        return success(contract.cartDelete, { cartNum: 1 })
      }),
    )
    app = await renderApp({ path: '/cart', signedIn: true })
    await app.see('NE555P')
    await app.press('e', 'PROJ-7', KEY.enter)
    await app.see('LM358D')
    expect(references).toEqual([[{ productId: 11, productCount: 1, customerReference: 'PROJ-7' }]])
    await app.press(KEY.down, 'd')
    await app.see(CART_DELETED_MESSAGE)
    expect(deleted).toEqual(['502'])
  })
})
