import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { mockApi, on, refusal, success } from '../../app/api-mocks.testing.ts'
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
      const total = keyWord === 'LM3' ? (byTi ? 12 : 45) : 0
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
          inStock: 40,
        },
      })
    }),
  )
  return { asked, last: () => asked.at(-1) }
}

describe('the search results page', () => {
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
    await expect.element(second).toHaveTextContent('LM301XStarts withTexas InstrumentsQuad op amp, 1 MHz, 3 V to 32 V')
    await expect.element(second).toHaveTextContent('SOIC-14435 in stock1+ $0.1647')
    expect(second.element().querySelector('mark')?.textContent).toBe('LM3')
    expect(second.element().querySelector('a')?.textContent).toBe('LM301X')
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
    expect(server.last()?.get('brandId')).toBe('1')
    expect(server.last()?.get('page')).toBe('1')
    await expect.element(screen.getByRole('radio', { name: /^Texas Instruments/ })).toBeChecked()
    await screen.getByRole('button', { name: 'Clear filters' }).click()
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('45 results')
    expect(router.state.location.href).toBe('/so?keyWord=LM3')
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
