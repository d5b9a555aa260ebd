import { describe, expect, it, onTestFinished } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { mockApi, on, refusal, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

type Detail = ResponseEncodedOf<typeof contract.productDetail>

/** A capacitor whose 100-piece break costs less in total than 99 pieces (the "buy N more" case). */
function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    intID: 36,
    model: 'TPSB475K020R0250',
    brandName: 'KYOCERA AVX',
    brandId: 7,
    categoryId: 301,
    categoryName: 'Tantalum Capacitors',
    description: 'Tantalum capacitor 4.7 µF 20 V',
    packageName: 'EIA 3528-21 (B)',
    image: null,
    stock: 1200,
    priceLadder: [
      { quantity: 1, unitPrice: 90_900 },
      { quantity: 10, unitPrice: 76_900 },
      { quantity: 100, unitPrice: 55_600 },
    ],
    moq: 1,
    spq: 1,
    datasheetUrl: 'https://www.example.com/tpsb.pdf',
    leadTimeDays: 28,
    rohs: true,
    attributes: [{ name: 'Capacitance', value: '4.7 µF' }],
    delivery: 'Ships the same day.',
    payment: 'Wire transfer, card or PayPal.',
    seo: null,
    ...overrides,
  }
}

/** The series searches the page has had answered: a test ends only once its page's last call is answered. */
let seriesSearches = 0

function productServer(
  product: Detail = detail(),
  guess: 'ok' | 'fail' | 'slow' = 'ok',
  sameValue: ResponseEncodedOf<typeof contract.productSameValue> = [],
  similar: ResponseEncodedOf<typeof contract.productSimilar> = [],
) {
  const quotes: unknown[] = []
  worker.use(
    on(contract.productSimilar, () => success(contract.productSimilar, similar)),
    on(contract.productSameValue, () => success(contract.productSameValue, sameValue)),
    on(contract.productDetail, () => success(contract.productDetail, product)),
    on(contract.productGuess, async () => {
      // Held until the test ends, so the page stays in its loading state while it is looked at.
      if (guess === 'slow') await new Promise<void>((release) => onTestFinished(() => release()))
      if (guess === 'fail') return refusal(contract.productGuess, 500, 'Server error')
      return success(contract.productGuess, [{ ...product, intID: 37, model: 'TPSB106K016R0500' }])
    }),
    on(contract.searchList, ({ request }) => {
      seriesSearches += 1
      const keyWord = new URL(request.url).searchParams.get('keyWord') ?? ''
      const sibling = { ...product, intID: 38, model: 'TPSB475M020R0250', packageName: 'EIA 7343-31 (D)' }
      return success(contract.searchList, {
        keyWord,
        list: [product, sibling].map((item) => ({ product: item, match: 'prefix' as const, highlights: [[0, 7]] as [number, number][] })),
        total: 2,
        page: 1,
        pageSize: 40,
        totalIsExact: true,
        facets: { categories: [], manufacturers: [], packages: [], inStock: 2 },
      })
    }),
    on(contract.quoteSubmit, async ({ request }) => {
      quotes.push(await request.json())
      return success(contract.quoteSubmit, { id: 501, createdAt: '2026-11-26T00:00:00.000Z' })
    }),
  )
  return quotes
}

describe('product page', () => {
  it('similar parts (issue 29): listed with what matched, linked to each part', async () => {
    const twin = { ...detail(), intID: 39, model: 'T491B475K020AT', brandName: 'KEMET', brandId: 8 }
    productServer(detail(), 'ok', [], [{ product: twin, reason: 'Same capacitance, rated voltage; other maker' }])
    await renderApp('/product/tpsb475k020r0250-36')
    const similar = page.getByRole('region', { name: 'Similar parts' })
    await expect.element(similar.getByRole('link', { name: 'T491B475K020AT' })).toHaveAttribute('href', '/product/t491b475k020at-39')
    await expect.element(similar.getByText('Same capacitance, rated voltage; other maker')).toBeVisible()
  })

  it('similar parts (issue 29): no section for a part with none', async () => {
    productServer()
    await renderApp('/product/tpsb475k020r0250-36')
    await expect.element(page.getByRole('link', { name: 'TPSB106K016R0500' })).toBeVisible()
    await expect.element(page.getByRole('region', { name: 'Similar parts' })).not.toBeInTheDocument()
  })

  it('PAGE-1: shows the part, its ladder, the tabs, the RFQ form and Guess you like it', async () => {
    productServer()
    await renderApp('/product/tpsb475k020r0250-36')
    await expect.element(page.getByRole('heading', { level: 1, name: 'TPSB475K020R0250' })).toBeVisible()
    await expect.element(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tantalum Capacitors' })).toHaveAttribute(
      'href',
      '/catalog/tantalum-capacitors-301',
    )
    await expect.element(page.getByRole('link', { name: 'KYOCERA AVX' }).first()).toHaveAttribute('href', '/brand/7')
    await expect.element(page.getByRole('tab', { name: 'Product Details' })).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('row', { name: /Capacitance/ })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Request for Quotation' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'TPSB106K016R0500' })).toHaveAttribute('href', '/product/tpsb106k016r0500-37')
    const series = page.getByRole('region', { name: 'Same series, other packaging' })
    await expect.element(series.getByRole('link', { name: 'TPSB475M020R0250' })).toHaveAttribute('href', '/product/tpsb475m020r0250-38')
    await expect.element(series.getByRole('link', { name: 'TPSB475K020R0250' })).not.toBeInTheDocument()
  })

  it('PAGE-1: the breadcrumb is the whole category path, and the BreadcrumbList JSON-LD says the same', async () => {
    productServer(detail({ categoryId: 111, categoryName: 'Op Amps', model: 'LM358DR', intID: 40 }))
    const searchesBefore = seriesSearches
    const { router } = await renderApp('/product/lm358dr-40')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect.element(crumbs.last()).toHaveTextContent('LM358DR')
    const shown = crumbs.elements().map((item) => ({ name: item.textContent, href: item.querySelector('a')?.getAttribute('href') ?? null }))
    expect(shown).toEqual([
      { name: 'Home', href: '/' },
      { name: 'All Products', href: '/catalog' },
      { name: 'Semiconductors', href: '/catalog/semiconductors-1' },
      { name: 'Integrated Circuits', href: '/catalog/integrated-circuits-11' },
      { name: 'Op Amps', href: '/catalog/op-amps-111' },
      { name: 'LM358DR', href: null },
    ])
    // The head's JSON-LD as the route gave it (the document's <head> is the server's; the journey reads it there).
    const jsonLd = () =>
      router.state.matches
        .flatMap((match) => (match.headScripts ?? []) as Array<{ type?: string; children?: string }>)
        .find((script) => script.type === 'application/ld+json')?.children ?? '{}'
    await expect.poll(jsonLd).toContain('BreadcrumbList')
    const graph = (JSON.parse(jsonLd()) as { '@graph': Array<{ '@type': string; itemListElement?: Array<{ name: string; item: string }> }> })['@graph']
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? []
    expect(list.map((crumb) => [crumb.name, new URL(crumb.item).pathname])).toEqual(
      shown.map((crumb) => [crumb.name, crumb.href ?? '/product/lm358dr-40']),
    )
    await expect.poll(() => seriesSearches).toBeGreaterThan(searchesBefore)
  })

  it('PAGE-1: a passive shows the same value and size from other makers as its own block', async () => {
    const other = { ...detail(), intID: 90, model: 'T491B475K020AT', brandName: 'KEMET', brandId: 9 }
    productServer(detail(), 'ok', [other])
    await renderApp('/product/tpsb475k020r0250-36')
    const block = page.getByRole('region', { name: 'Same value and size from other makers' })
    await expect.element(block.getByRole('link', { name: 'T491B475K020AT' })).toHaveAttribute('href', '/product/t491b475k020at-90')
    await expect.element(block.getByText('KEMET')).toBeVisible()
  })

  it('PAGE-1: an IC has no "same value and size" block', async () => {
    productServer(detail({ categoryName: 'Op Amps', categoryId: 111, model: 'LM358DR', intID: 40, attributes: [] }))
    const searchesBefore = seriesSearches
    await renderApp('/product/lm358dr-40')
    await expect.element(page.getByRole('region', { name: 'Guess you like it' }).getByRole('link').first()).toBeVisible()
    await expect.poll(() => seriesSearches).toBeGreaterThan(searchesBefore)
    await expect.element(page.getByRole('region', { name: 'Same value and size from other makers' })).not.toBeInTheDocument()
  })

  it('PAGE-1: the quantity prices at a break, and just below one offers "buy N more and pay less"', async () => {
    productServer()
    await renderApp('/product/tpsb475k020r0250-36')
    const quantity = page.getByRole('textbox', { name: 'Quantity' }).first()
    await expect.element(page.getByTestId('unit-price')).toHaveTextContent('$0.0909')
    await quantity.fill('100')
    await expect.element(page.getByTestId('unit-price')).toHaveTextContent('$0.0556')
    await expect.element(page.getByTestId('extended-price')).toHaveTextContent('$5.56')
    await quantity.fill('99')
    await expect.element(page.getByText('Buy 1 more (100 in all) and pay $2.05 less in total.')).toBeVisible()
    await page.getByRole('button', { name: 'Use 100' }).click()
    await expect.element(quantity).toHaveValue('100')
  })

  it('PAGE-1: a quantity below the minimum order or off the pack is raised, with the note', async () => {
    productServer(detail({ moq: 10, spq: 5 }))
    await renderApp('/product/tpsb475k020r0250-36')
    const quantity = page.getByRole('textbox', { name: 'Quantity' }).first()
    await quantity.fill('3')
    await expect.element(page.getByText('Minimum order is 10; quantity raised to 10.')).toBeVisible()
    await quantity.fill('12')
    await expect.element(page.getByText('Sold in packs of 5; quantity rounded up to 15.')).toBeVisible()
    await expect.element(page.getByTestId('extended-price')).toHaveTextContent('$1.15')
  })

  it('PAGE-1: the tabs switch with the keyboard, the Data Sheet links the PDF, Guarantees state PAGE-7', async () => {
    productServer()
    await renderApp('/product/tpsb475k020r0250-36')
    await page.getByRole('tab', { name: 'Product Details' }).click()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(page.getByRole('tab', { name: 'Data Sheet' })).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('link', { name: /data sheet \(PDF/ })).toHaveAttribute('href', 'https://www.example.com/tpsb.pdf')
    await userEvent.keyboard('{End}')
    await expect.element(page.getByRole('tab', { name: 'Guarantees' })).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByText(/within 15 days of receipt, with the item in its original state/)).toBeVisible()
  })

  it('PAGE-1: the Request for Quotation form names what is missing, then sends the prefilled part and confirms', async () => {
    const quotes = productServer()
    await renderApp('/product/tpsb475k020r0250-36')
    await expect.element(page.getByRole('textbox', { name: 'Model' })).toHaveValue('TPSB475K020R0250')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect.element(page.getByText('Please enter your name')).toBeVisible()
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await page.getByRole('textbox', { name: 'Target price (USD per piece)' }).fill('0.05')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect.element(page.getByRole('status').filter({ hasText: 'number 501' })).toBeVisible()
    expect(quotes).toEqual([
      expect.objectContaining({ model: 'TPSB475K020R0250', manufacturer: 'KYOCERA AVX', qty: 1, targetPrice: 50_000, productId: 36 }),
    ])
  })

  it('RFQ-1: RFQ-2: adding to RFQ twice merges the quantities in the drawer', async () => {
    productServer()
    const { storefront } = await renderApp('/product/tpsb475k020r0250-36')
    await page.getByRole('textbox', { name: 'Quantity' }).first().fill('20')
    await page.getByRole('button', { name: 'Add to RFQ' }).click()
    // The first add opens the RFQ drawer (a modal); the buyer closes it to add again.
    await expect.element(page.getByRole('dialog').getByText('Quantity: 20')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Add to RFQ' }).click()
    await expect.poll(() => storefront.actors.rfq.getSnapshot().context.list).toEqual([
      { id: '36', model: 'TPSB475K020R0250', intID: 36, purchaseQuantity: 40 },
    ])
    await expect.element(page.getByRole('dialog').getByText('Quantity: 40')).toBeVisible()
  })

  it('CART-1: add to cart signed out goes to /login?redirect=… after a second', async () => {
    signOut()
    productServer()
    const { router } = await renderApp('/product/tpsb475k020r0250-36')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => router.state.location.href, { timeout: 3000 }).toBe('/login?redirect=%2Fproduct%2Ftpsb475k020r0250-36')
  })

  it('PAGE-1: Guess you like it shows loading, then says when it failed without blocking the page', async () => {
    productServer(detail(), 'fail')
    await renderApp('/product/tpsb475k020r0250-36')
    await expect.element(page.getByText('These suggestions could not be loaded.')).toBeVisible()
    await expect.element(page.getByRole('heading', { level: 1, name: 'TPSB475K020R0250' })).toBeVisible()
  })

  it('PAGE-1: a part without a ladder is price on request', async () => {
    productServer(detail({ priceLadder: [] }))
    await renderApp('/product/tpsb475k020r0250-36')
    // In the price panel: the related lists below say "Price on request" too, for their parts without a ladder.
    await expect.element(page.getByRole('region', { name: 'Price (USD)' }).getByText(/^Price on request/)).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    await expect.element(page.getByRole('link', { name: 'TPSB106K016R0500' })).toBeVisible()
  })

  it('ROUTE-2: a product the API does not know is a 404 page with its message', async () => {
    worker.use(on(contract.productDetail, () => refusal(contract.productDetail, 404, 'Product 99 not found')))
    await renderApp('/product/nothing-99')
    await expect.element(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible()
  })
  it('PAGE-1: Guess you like it says loading while it loads', async () => {
    productServer(detail(), 'slow')
    await renderApp('/product/tpsb475k020r0250-36')
    await expect.element(page.getByText('Loading suggestions…')).toBeVisible()
  })
})
