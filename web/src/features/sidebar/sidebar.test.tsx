import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { createMemoryStorage } from '@partfront/core/ports'
import { mockApi, on, signIn as signInMember, success, testCartRow, testProduct } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

const ENTRIES = ['Account Center', 'Shopping Cart', 'RFQ List', 'Order List', 'Contact', 'Favourite']

const CART_ROWS = [
  testCartRow(501, testProduct({ intID: 12345, model: 'LM358DR' }), { productCount: 5 }),
  testCartRow(502, testProduct({ intID: 777, model: 'NE555P', brandName: 'STMicroelectronics' }), { productCount: 100 }),
]

const RFQ_LIST = [
  { id: '12345', model: 'LM358DR', intID: 12345, purchaseQuantity: 50 },
  { id: '777', model: 'NE555P', intID: 777, purchaseQuantity: 10 },
]

/** A member with the two rows of `CART_ROWS` in the cart. */
function signIn() {
  signInMember(worker, { cartNum: 2 })
  worker.use(on(contract.cartDetail, () => success(contract.cartDetail, CART_ROWS)))
}

/** The entry by its accessible name, also while the drawer's modal hides the page from the accessibility tree. */
function entry(name: string) {
  return page.getByLabelText(name, { exact: true })
}

/** A page with a stored RFQ list (RFQ-1: local). */
function withRfq() {
  const storage = createMemoryStorage()
  storage.setItem('quoteList', JSON.stringify(RFQ_LIST))
  return storage
}

describe('floating right sidebar', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(() => {
    document.cookie = 'user-token=; path=/; max-age=0'
  })

  it('SIDE-1: six entries in order; Account Center, Order List and Contact are links, the others open a drawer', async () => {
    const { screen } = await renderApp('/')
    const bar = screen.getByRole('navigation', { name: 'Quick access' })
    await expect.element(bar).toBeVisible()
    const controls = bar.getByRole('listitem').all().map((item) => item.element().firstElementChild as HTMLElement)
    expect(controls.map((control) => control.getAttribute('aria-label'))).toEqual(ENTRIES)
    expect(controls.map((control) => control.tagName)).toEqual(['A', 'BUTTON', 'BUTTON', 'A', 'A', 'BUTTON'])
    expect(controls.filter((control) => control.tagName === 'A').map((link) => link.getAttribute('href'))).toEqual([
      '/member/information',
      '/member/order',
      '/contactus',
    ])
  })

  it('SIDE-1: Shopping Cart, RFQ List and Favourite each open a 270 px drawer on the right', async () => {
    signIn()
    const { screen } = await renderApp('/')
    for (const [name, header] of [
      ['Shopping Cart', 'Shopping Cart ( 2 Items )'],
      ['RFQ List', 'RFQ List ( 0 Items )'],
      ['Favourite', 'Favourite ( 0 Items )'],
    ] as const) {
      await entry(name).click()
      const drawer = screen.getByRole('dialog', { name: header })
      await expect.element(drawer).toBeVisible()
      // After the slide-in: flush with the right edge.
      await expect.poll(() => Math.round(drawer.element().getBoundingClientRect().right)).toBe(window.innerWidth)
      // Its laid-out width (the box's, not the transformed rectangle's: mid-slide that reads 269.99993 in CI).
      expect(getComputedStyle(drawer.element()).width).toBe('270px')
      await expect.element(entry(name)).toHaveAttribute('aria-expanded', 'true')
    }
  })

  it('SIDE-1: Contact navigates to /contactus', async () => {
    const { router, screen } = await renderApp('/')
    await screen.getByRole('navigation', { name: 'Quick access' }).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/contactus')
    expect(screen.getByRole('dialog').all()).toHaveLength(0)
  })

  it('SIDE-2: clicking the open drawer’s own entry does nothing; another drawer entry switches the list', async () => {
    const { screen } = await renderApp('/', { storage: withRfq() })
    await entry('RFQ List').click()
    await expect.element(screen.getByRole('dialog', { name: 'RFQ List ( 2 Items )' })).toBeVisible()
    const before = screen.getByRole('dialog').element()
    await entry('RFQ List').click()
    await expect.element(screen.getByRole('dialog', { name: 'RFQ List ( 2 Items )' })).toBeVisible()
    expect(screen.getByRole('dialog').element()).toBe(before)
    await entry('Favourite').click()
    await expect.element(screen.getByRole('dialog', { name: 'Favourite ( 0 Items )' })).toBeVisible()
  })

  it('SIDE-3: the cart drawer lists each row: picture with a delete overlay, model link, brand, Quantity: n', async () => {
    signIn()
    const { screen } = await renderApp('/')
    await entry('Shopping Cart').click()
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart ( 2 Items )' })
    await expect.element(drawer).toBeVisible()
    const rows = drawer.getByRole('listitem')
    expect(rows.all()).toHaveLength(2)
    await expect.element(drawer.getByRole('link', { name: 'LM358DR' })).toHaveAttribute('href', '/product/lm358dr-12345')
    await expect.element(rows.first()).toHaveTextContent('Texas Instruments')
    await expect.element(rows.first()).toHaveTextContent('Quantity: 5')
    await expect.element(rows.nth(1)).toHaveTextContent('Quantity: 100')
    await expect.element(drawer.getByRole('button', { name: 'Delete NE555P' })).toBeInTheDocument()
    expect(rows.first().element().querySelector('svg')).not.toBeNull()
  })

  it('SIDE-3: an empty list shows "no data"', async () => {
    const { screen } = await renderApp('/')
    await entry('RFQ List').click()
    const empty = screen.getByRole('dialog', { name: 'RFQ List ( 0 Items )' })
    await expect.element(empty.getByText('no data', { exact: true })).toBeVisible()
    expect(empty.getByRole('listitem').all()).toHaveLength(0)
  })

  it('SIDE-3: RFQ rows show the model link and quantity', async () => {
    const { screen } = await renderApp('/', { storage: withRfq() })
    await entry('RFQ List').click()
    const drawer = screen.getByRole('dialog', { name: 'RFQ List ( 2 Items )' })
    await expect.element(drawer.getByRole('link', { name: 'NE555P' })).toHaveAttribute('href', '/product/ne555p-777')
    await expect.element(drawer.getByRole('listitem').nth(1)).toHaveTextContent('Quantity: 10')
  })

  it('SIDE-4: the cart drawer’s Check goes to /cart and closes the drawer', async () => {
    signIn()
    const { router, screen } = await renderApp('/')
    await entry('Shopping Cart').click()
    await screen.getByRole('dialog').getByRole('button', { name: 'Check' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/cart')
    expect(screen.getByRole('dialog').all()).toHaveLength(0)
  })

  it('SIDE-4: the RFQ drawer’s Submit goes to /cart/reserve', async () => {
    signIn()
    const { router, screen } = await renderApp('/', { storage: withRfq() })
    await entry('RFQ List').click()
    await screen.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/cart/reserve')
  })

  it('CART-3: deleting a cart row from the drawer calls delcart, removes the row and toasts "Deleted successfully"', async () => {
    signIn()
    const deleted: string[] = []
    worker.use(
      on(contract.cartDelete, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('ids') ?? '')
        return success(contract.cartDelete, { cartNum: 1 })
      }),
    )
    const { screen } = await renderApp('/')
    await entry('Shopping Cart').click()
    await screen.getByRole('button', { name: 'Delete LM358DR' }).click()
    await expect.element(screen.getByRole('status')).toHaveTextContent('Deleted successfully')
    expect(deleted).toEqual(['501'])
    await expect.element(screen.getByRole('dialog', { name: 'Shopping Cart ( 1 Items )' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'LM358DR' }).all()).toHaveLength(0)
  })

  it('RFQ-2: deleting an RFQ row and Clear edit the local list only (no call)', async () => {
    const requests: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) requests.push(request.url)
    }
    const storage = withRfq()
    const { screen } = await renderApp('/', { storage })
    await entry('RFQ List').click()
    worker.events.on('request:start', record)
    await screen.getByRole('button', { name: 'Delete LM358DR' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'RFQ List ( 1 Items )' })).toBeVisible()
    expect(JSON.parse(storage.getItem('quoteList') ?? '[]')).toEqual([RFQ_LIST[1]])

    await screen.getByRole('dialog').getByRole('button', { name: 'Clear' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'RFQ List ( 0 Items )' }).getByText('no data')).toBeVisible()
    expect(JSON.parse(storage.getItem('quoteList') ?? 'null')).toEqual([])
    worker.events.removeListener('request:start', record)
    expect(requests).toEqual([])
  })

  it('SIDE-3 (ours: favourite content is not shown in the spec): a visitor’s favourites list model links; delete removes one', async () => {
    const storage = createMemoryStorage()
    storage.setItem('favouriteList', JSON.stringify([{ productId: 12345, model: 'LM358DR' }, { productId: 777, model: 'NE555P' }]))
    const { screen } = await renderApp('/', { storage })
    await entry('Favourite').click()
    const drawer = screen.getByRole('dialog', { name: 'Favourite ( 2 Items )' })
    await expect.element(drawer.getByRole('link', { name: 'LM358DR' })).toHaveAttribute('href', '/product/lm358dr-12345')
    expect(drawer.getByRole('button', { name: 'Check' }).all()).toHaveLength(0)
    await drawer.getByRole('button', { name: 'Delete LM358DR' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'Favourite ( 1 Items )' })).toBeVisible()
    expect(JSON.parse(storage.getItem('favouriteList') ?? '[]')).toEqual([{ productId: 777, model: 'NE555P' }])
  })

  it('SIDE-1: Esc closes the drawer and focus returns to its entry', async () => {
    const { screen } = await renderApp('/')
    await entry('RFQ List').click()
    await expect.element(screen.getByRole('dialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog').all()).toHaveLength(0)
    await expect.element(entry('RFQ List')).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(entry('RFQ List').element())
  })

  it('SIDE-1: a control the buyer focuses as the drawer goes keeps the focus (it is not pulled back to the entry)', async () => {
    const { screen } = await renderApp('/')
    // Found before the drawer opens: its modal hides the page from the accessibility tree meanwhile.
    const search = screen.getByRole('combobox', { name: 'Search parts' }).element() as HTMLInputElement
    await entry('Shopping Cart').click()
    const dialog = screen.getByRole('dialog').element()
    // The moment the drawer leaves the page, before its closing work has run, the buyer is already in the
    // search box (as a fast hand, or a test runner, gets there right after Esc).
    const gone = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (dialog.isConnected) return
        observer.disconnect()
        search.focus()
        resolve()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await gone
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect.element(entry('Shopping Cart')).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(search)
  })

  it('SIDE-1: the drawer’s close button closes it', async () => {
    const { screen } = await renderApp('/')
    await entry('Favourite').click()
    await screen.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    expect(screen.getByRole('dialog').all()).toHaveLength(0)
  })

  it('SIDE-3: an open drawer passes axe (WCAG 2.1 A and AA)', async () => {
    signIn()
    const { screen } = await renderApp('/')
    await entry('Shopping Cart').click()
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart ( 2 Items )' })
    await expect.element(drawer).toBeVisible()
    // The pointer off the entry: its tooltip fading out is not what is checked here.
    await userEvent.hover(drawer.getByRole('heading'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
