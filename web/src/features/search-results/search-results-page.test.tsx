import { delay } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { mockApi, on, refusal, signIn, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

type Answer = ResponseEncodedOf<typeof contract.searchList>
type Hit = Answer['list'][number]

function hit(id: number, model: string, overrides: Partial<Hit> = {}, product: Partial<Hit['product']> = {}): Hit {
  return {
    product: {
      intID: id,
      model,
      brandName: 'Texas Instruments',
      brandId: 1,
      categoryId: 102,
      categoryName: 'Operational Amplifiers',
      description: 'Quad op amp, 1 MHz, 3 V to 32 V',
      packageName: 'SOIC-14',
      image: null,
      stock: 435,
      priceLadder: [
        { quantity: 1, unitPrice: 164_700 },
        { quantity: 10, unitPrice: 128_000 },
      ],
      moq: 1,
      spq: 1,
      ...product,
    },
    match: 'prefix',
    highlights: [[0, 3]],
    ...overrides,
  }
}

/**
 * A small search server: `LM3` has 45 results (3 pages of 20), 12 of them by Texas Instruments (brandId 1);
 * every page lists its own part numbers, so a page change shows. Records each query it was asked.
 */
function searchServer(options: { totalIsExact?: boolean } = {}) {
  const asked: URLSearchParams[] = []
  worker.use(
    on(contract.searchList, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const keyWord = query.get('keyWord') ?? ''
      const page = Number(query.get('page') ?? '1')
      const byTi = query.get('brandId') === '1'
      const inDip = query.get('package') === 'DIP-8'
      const total = keyWord === 'LM3' ? (byTi ? 12 : inDip ? 15 : 45) : 0
      const first = (page - 1) * 20
      const count = Math.max(0, Math.min(20, total - first))
      const list = Array.from({ length: count }, (_, index) =>
        index === 0 && page === 1 && !byTi
          ? hit(1, 'LM3', { match: 'exact', highlights: [[0, 3]] })
          : hit(100 + first + index, `LM3${String(first + index).padStart(2, '0')}X`),
      )
      return success(contract.searchList, {
        keyWord,
        list,
        total,
        page,
        pageSize: 20,
        totalIsExact: options.totalIsExact ?? true,
        facets: {
          categories: [
            { id: 102, name: 'Operational Amplifiers', count: 30 },
            { id: 310, name: 'Ferrite Beads', count: 15 },
          ],
          manufacturers: [
            { id: 12, name: 'Murata Manufacturing', count: 33 },
            { id: 1, name: 'Texas Instruments', count: 12 },
          ],
          packages: [
            { name: 'SOIC-14', count: 30 },
            { name: 'DIP-8', count: 15 },
          ],
          inStock: 40,
        },
      })
    }),
  )
  return { asked, last: () => asked.at(-1) }
}

describe('the search results page', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('SEARCH-4: lists each part with its highlight, match kind, maker, description, package, stock and first price', async () => {
    searchServer()
    const { screen } = await renderApp('/so?keyWord=LM3')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('LM3')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    await expect.element(screen.getByTestId('results-count')).toHaveAttribute('aria-live', 'polite')
    const rows = screen.getByRole('table', { name: 'Matching parts' }).getByRole('row')
    await expect.poll(() => rows.elements().length).toBe(21)
    const exact = rows.nth(1)
    await expect.element(exact).toHaveTextContent('Exact match')
    await expect.element(exact.getByRole('link', { name: 'LM3, Exact match' })).toHaveAttribute('href', '/product/lm3-1')
    const second = rows.nth(2)
    // The part cell ends with the route's compare tick box (issue 29), before the maker's cell.
    await expect.element(second).toHaveTextContent('LM301XStarts withCompare LM301XTexas InstrumentsQuad op amp, 1 MHz, 3 V to 32 V')
    await expect.element(second).toHaveTextContent('SOIC-141435 in stock$0.1647 each$0.16 for 1')
    expect(second.element().querySelector('mark')?.textContent).toBe('LM3')
    expect(second.element().querySelector('a')?.textContent).toBe('LM301X')
  })

  it('SEARCH-4: the price at a quantity: every row priced at it (unit and extended), kept in the URL, no new search', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3&page=2')
    await expect.element(screen.getByRole('link', { name: 'LM320X, Starts with' })).toBeVisible()
    await screen.getByLabelText('Price at quantity', { exact: true }).fill('25')
    await screen.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&qty=25&page=2')
    const row = screen.getByRole('row').filter({ hasText: 'LM320X' })
    await expect.element(row.getByTestId('row-price')).toHaveTextContent('$0.128 each$3.20 for 25')
    await expect.element(row.getByLabelText('Quantity of LM320X')).toHaveValue(25)
    expect(server.asked).toHaveLength(1)
  })

  it('SEARCH-4: a row quantity prices that row, rounds up to the pack with a note, and says when more costs less', async () => {
    worker.use(
      on(contract.searchList, () =>
        success(contract.searchList, {
          keyWord: 'LM3',
          list: [hit(7, 'LM358DR', {}, { moq: 1, spq: 1 }), hit(8, 'LM358DT', {}, { moq: 5, spq: 5 })],
          total: 2,
          page: 1,
          pageSize: 20,
          totalIsExact: true,
          facets: { categories: [], manufacturers: [], packages: [], inStock: 2 },
        }),
      ),
    )
    const { screen } = await renderApp('/so?keyWord=LM3')
    const first = screen.getByRole('row').filter({ hasText: 'LM358DR' })
    await first.getByLabelText('Quantity of LM358DR').fill('9')
    await expect.element(first.getByTestId('row-price')).toHaveTextContent('$0.1647 each$1.48 for 9')
    await expect.element(first).toHaveTextContent('Buy 1 more (10 in all) and pay $0.20 less in total.')
    const second = screen.getByRole('row').filter({ hasText: 'LM358DT' })
    await expect.element(second).toHaveTextContent('5 (pack 5)')
    await second.getByLabelText('Quantity of LM358DT').fill('7')
    await expect.element(second).toHaveTextContent('Sold in packs of 5; quantity rounded up to 10.')
    await expect.element(second.getByTestId('row-price')).toHaveTextContent('$0.128 each$1.28 for 10')
  })

  it('RFQ-1, RFQ-2: add to RFQ from a row adds the priced quantity, merges a second add, and opens the RFQ list', async () => {
    searchServer()
    const { screen, storage } = await renderApp('/so?keyWord=LM3')
    const row = screen.getByRole('row').filter({ hasText: 'LM301X' })
    await row.getByLabelText('Quantity of LM301X').fill('30')
    await row.getByRole('button', { name: 'Add LM301X to RFQ' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'RFQ List ( 1 Items )' })).toBeVisible()
    await expect.poll((): unknown => JSON.parse(storage.getItem('quoteList') ?? '[]')).toEqual([{ id: '101', model: 'LM301X', intID: 101, purchaseQuantity: 30 }])
  })

  it('CART-1: add to cart signed out sends the buyer to sign in, back to these results', async () => {
    searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3&qty=5')
    await screen.getByRole('button', { name: 'Add LM301X to cart' }).click()
    await expect.poll(() => router.state.location.pathname, { timeout: 4000 }).toBe('/login')
    expect(router.state.location.href).toContain(encodeURIComponent('/so?keyWord=LM3&qty=5'))
  })

  it('CART-2: add to cart signed in adds the row at its priced quantity', async () => {
    searchServer()
    signIn(worker)
    let added: unknown = null
    worker.use(
      on(contract.cartAdd, async ({ request }) => {
        added = await request.json()
        return success(contract.cartAdd, { cartNum: 1 })
      }),
    )
    const { screen } = await renderApp('/so?keyWord=LM3&qty=5')
    await screen.getByRole('button', { name: 'Add LM301X to cart' }).click()
    await expect.poll(() => added).toEqual([{ productId: 101, productCount: 5 }])
  })

  it('favourites: the heart of a row adds the part to the favourites and shows it pressed', async () => {
    searchServer()
    const { screen } = await renderApp('/so?keyWord=LM3')
    const heart = screen.getByRole('button', { name: 'Favourite LM301X' })
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect.element(heart).toHaveAttribute('aria-pressed', 'true')
  })

  it('on a phone the rows are cards, the page does not scroll sideways, and the filters open in a drawer', async () => {
    await page.viewport(375, 800)
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3')
    await expect.element(screen.getByRole('link', { name: 'LM301X, Starts with' })).toBeVisible()
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    expect(screen.container.querySelector('thead')?.getBoundingClientRect().height ?? 0).toBeLessThanOrEqual(1)
    await screen.getByRole('button', { name: 'Filters' }).click()
    const drawer = screen.getByRole('dialog', { name: 'Filters' })
    await expect.element(drawer.getByRole('group', { name: 'Package' })).toHaveTextContent('SOIC-1430DIP-815')
    await drawer.getByRole('radio', { name: /^Texas Instruments/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&brandId=1')
    await expect.poll(() => server.last()?.get('brandId')).toBe('1')
    await screen.getByRole('button', { name: 'Filters' }).click()
    await screen.getByRole('dialog', { name: 'Filters' }).getByRole('radio', { name: /^DIP-8/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&brandId=1&package=DIP-8')
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  })

  it('SEARCH-4: an estimated total reads "about"', async () => {
    searchServer({ totalIsExact: false })
    const { screen } = await renderApp('/so?keyWord=LM3')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('about 45 results')
  })

  it('SEARCH-4: a manufacturer facet narrows the results, puts brandId in the URL, and goes back to page 1', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3&page=2')
    const ti = screen.getByRole('radio', { name: /^Texas Instruments/ })
    await expect.element(ti).not.toBeChecked()
    await expect.element(screen.getByRole('group', { name: 'Manufacturer' })).toHaveTextContent('Texas Instruments12')
    await ti.click()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('12 results')
    expect(router.state.location.href).toBe('/so?keyWord=LM3&brandId=1')
    await expect.poll(() => server.last()?.get('brandId')).toBe('1')
    await expect.poll(() => server.last()?.get('page')).toBe('1')
    await expect.element(screen.getByRole('radio', { name: /^Texas Instruments/ })).toBeChecked()
    await screen.getByRole('button', { name: 'Clear filters' }).click()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    expect(router.state.location.href).toBe('/so?keyWord=LM3')
  })

  it('SEARCH-4: a package facet lists its counts, narrows the results, and puts package in the URL (issue 15)', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3&page=2')
    const packages = screen.getByRole('group', { name: 'Package' })
    await expect.element(packages).toHaveTextContent('All packagesSOIC-1430DIP-815')
    await packages.getByRole('radio', { name: /^DIP-8/ }).click()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('15 results')
    expect(router.state.location.href).toBe('/so?keyWord=LM3&package=DIP-8')
    await expect.poll(() => server.last()?.get('package')).toBe('DIP-8')
    await expect.poll(() => server.last()?.get('page')).toBe('1')
    await expect.element(packages.getByRole('radio', { name: /^DIP-8/ })).toBeChecked()
    await packages.getByRole('radio', { name: 'All packages' }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3')
  })

  it('SEARCH-4: a shared link with a package opens with that filter checked and asked of the server (issue 15)', async () => {
    const server = searchServer()
    const { screen } = await renderApp('/so?keyWord=LM3&package=DIP-8')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('15 results')
    await expect.element(screen.getByRole('radio', { name: /^DIP-8/ })).toBeChecked()
    await expect.poll(() => server.last()?.get('package')).toBe('DIP-8')
  })

  it('SEARCH-4: sorted by price at quantity, the quantity is asked of the server and a new one sorts again (issue 15)', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3&qty=25')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    await expect.poll(() => server.last()?.get('qty')).toBeNull()
    await screen.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price at quantity')
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&sort=price&qty=25')
    await expect.poll(() => server.last()?.toString()).toBe('keyWord=LM3&page=1&pageSize=20&sort=price&qty=25')
    await screen.getByLabelText('Price at quantity', { exact: true }).fill('1000')
    await screen.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&sort=price&qty=1000')
    await expect.poll(() => server.last()?.get('qty')).toBe('1000')
    await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price')
  })

  it('SEARCH-4: in stock and category filters, and the sort order, are asked of the server and kept in the URL', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3')
    await screen.getByRole('checkbox', { name: /In stock only/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&inStock=true')
    await screen.getByRole('radio', { name: /^Ferrite Beads/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&categoryId=310&inStock=true')
    await screen.getByRole('combobox', { name: 'Sort by' }).selectOptions('Stock')
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM3&categoryId=310&inStock=true&sort=stock')
    await expect.poll(() => server.last()?.toString()).toBe('keyWord=LM3&page=1&pageSize=20&categoryId=310&inStock=true&sort=stock')
    await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('stock')
  })

  it('pages: Next and the page numbers move through the results, the current page is marked, back returns', async () => {
    const server = searchServer()
    const { router, screen } = await renderApp('/so?keyWord=LM3')
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    await expect.element(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect.element(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect.element(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByRole('link', { name: 'LM320X, Starts with' })).toBeVisible()
    expect(router.state.location.href).toBe('/so?keyWord=LM3&page=2')
    await pages.getByRole('link', { name: 'Page 3' }).click()
    await expect.element(screen.getByRole('link', { name: 'LM340X, Starts with' })).toBeVisible()
    await expect.element(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    router.history.back()
    await expect.element(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByRole('link', { name: 'LM320X, Starts with' })).toBeVisible()
    expect(server.asked.map((query) => query.get('page'))).toEqual(['1', '2', '3', '2'])
  })

  it('SEARCH-4: nothing found says so', async () => {
    searchServer()
    const { screen } = await renderApp('/so?keyWord=ZZQX9')
    await expect.element(screen.getByTestId('no-results')).toHaveTextContent('No parts match “ZZQX9”')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('0 results')
    expect(screen.container.querySelector('table')).toBeNull()
  })

  it('RFQ: an empty search offers a quote request for the typed part number, checks it, sends it and confirms', async () => {
    searchServer()
    let sent: unknown = null
    worker.use(
      on(contract.quoteSubmit, async ({ request }) => {
        sent = await request.json()
        return success(contract.quoteSubmit, { id: 42, createdAt: '2026-11-26T00:00:00.000Z' })
      }),
    )
    const { screen } = await renderApp('/so?keyWord=ZZQX9')
    const form = screen.getByRole('form', { name: 'Request a quote for this part' })
    await expect.element(form.getByLabelText('Part number')).toHaveValue('ZZQX9')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.element(form.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true')
    await expect.element(form.getByLabelText('Quantity')).toHaveFocus()
    await expect.element(form.getByLabelText('Quantity')).toHaveAccessibleDescription(/Quantity/)
    await expect.element(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabelText('Quantity').fill('500')
    await form.getByLabelText('Your name').fill('Ada Lovelace')
    await form.getByLabelText('Email').fill('ada@example.com')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.element(screen.getByTestId('quick-quote-sent')).toHaveTextContent('reference 42')
    expect(sent).toEqual({ model: 'ZZQX9', qty: 500, contact: { name: 'Ada Lovelace', email: 'ada@example.com' } })
  })

  it("RFQ: the empty search's quote request shows the server's refusal and stays filled in", async () => {
    searchServer()
    worker.use(on(contract.quoteSubmit, () => refusal(contract.quoteSubmit, 429, 'Too many requests, wait a moment')))
    const { screen } = await renderApp('/so?keyWord=ZZQX9')
    const form = screen.getByRole('form', { name: 'Request a quote for this part' })
    await form.getByLabelText('Quantity').fill('500')
    await form.getByLabelText('Your name').fill('Ada Lovelace')
    await form.getByLabelText('Email').fill('ada@example.com')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.element(form.getByRole('alert')).toHaveTextContent('Too many requests, wait a moment')
    await expect.element(form.getByLabelText('Quantity')).toHaveValue('500')
    expect(screen.container.querySelector('[data-testid="quick-quote-sent"]')).toBeNull()
  })

  it('shows "Searching…" while the search runs, then the results', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const answered = searchServer()
    worker.use(
      on(contract.searchList, async () => {
        await released
        return undefined
      }),
    )
    const { screen } = await renderApp('/so?keyWord=LM3')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('Searching…')
    await delay(50)
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('Searching…')
    release()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    expect(answered.asked).toHaveLength(1)
  })

  it("a failed search shows the server's message with Retry, which searches again", async () => {
    let calls = 0
    worker.use(
      on(contract.searchList, () => {
        calls++
        return refusal(contract.searchList, 429, 'Too many searches, wait a moment')
      }),
    )
    const { screen } = await renderApp('/so?keyWord=LM3')
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Too many searches, wait a moment')
    searchServer()
    await screen.getByRole('button', { name: 'Retry' }).click()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    expect(calls).toBe(1)
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
  })

  it('SEARCH-1: /so without a keyword searches nothing and says why', async () => {
    const server = searchServer()
    const { screen } = await renderApp('/so')
    await expect.element(screen.getByText('Please enter the Keyword.')).toBeVisible()
    expect(server.asked).toEqual([])
  })
})
