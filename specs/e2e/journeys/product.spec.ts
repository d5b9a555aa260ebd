import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { formatCount, formatUnitPrice } from '../../../core/src/search/search-results.rules.ts'
import { breakTotal } from '../../../core/src/pricing/pricing.rules.ts'
import { ProductPage } from '../pages/product.page.ts'
import { WCAG_TAGS } from '../pages/shell.page.ts'

/**
 * A visitor on a product page against `npm start` with the seeded demo catalog (PAGE-1): tabs, the price at
 * 1, at a break and just below one with the "buy N more" hint, the Request for Quotation form, add to RFQ
 * twice (RFQ-1/2), add to cart signed out (CART-1); at 1280 and 375 px without sideways scroll, axe-clean.
 * The part comes from the catalog through the API, never guessed.
 */

interface PriceBreak {
  readonly quantity: number
  readonly unitPrice: number
}
interface Product {
  readonly intID: number
  readonly model: string
  readonly moq: number
  readonly spq: number
  readonly priceLadder: readonly PriceBreak[]
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const envelope = (await (await request.get(path)).json()) as { code: number; data: T; message: string }
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

const slug = (product: Product) => `/product/${product.model.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '')}-${product.intID}`

/**
 * A part sold from one piece in ones, with a break whose total is below what one piece fewer costs (so the
 * hint shows just below it): from the search results of a few common prefixes.
 */
async function hintPart(request: APIRequestContext): Promise<{ product: Product; below: PriceBreak; at: PriceBreak }> {
  for (const keyWord of ['TPS', 'TAJ', 'GRM', 'LM', 'CL', 'RC', 'BAT', 'SN74']) {
    const found = await data<{ list: { product: Product }[] }>(request, `/api/search/list?keyWord=${keyWord}&pageSize=50`)
    for (const { product } of found.list) {
      if (product.moq !== 1 || product.spq !== 1) continue
      for (let index = 1; index < product.priceLadder.length; index++) {
        const below = product.priceLadder[index - 1]
        const at = product.priceLadder[index]
        if (below === undefined || at === undefined) continue
        if ((at.quantity - 1) * below.unitPrice > at.quantity * at.unitPrice && below.quantity === 1) return { product, below, at }
      }
    }
  }
  throw new Error('no demo part has a break worth buying up to')
}

/** A demo passive that has parts of the same value and size from other makers, with the first of them. */
async function passiveWithAlternatives(request: APIRequestContext): Promise<{ product: Product; alternative: Product & { brandName: string } }> {
  for (const keyWord of ['RC0603', '0603WAF', 'CRCW0603', 'ERJ-3', 'RC0402', 'GRM18', 'CL10']) {
    const found = await data<{ list: { product: Product }[] }>(request, `/api/search/list?keyWord=${keyWord}&pageSize=50`)
    for (const { product } of found.list) {
      const [alternative] = await data<Array<Product & { brandName: string }>>(request, `/api/product/samevalue?id=${product.intID}`)
      if (alternative !== undefined) return { product, alternative }
    }
  }
  throw new Error('no demo passive has one of the same value and size from another maker')
}

/** The text and link of each step of a page's breadcrumb in its server-rendered HTML. */
function breadcrumbOf(html: string): Array<{ name: string; path: string | null }> {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/su.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gsu)].map(([, item = '']) => ({
    name: item.replace(/<[^>]+>/gu, '').replace(/&amp;/gu, '&').trim(),
    path: /href="([^"]+)"/u.exec(item)?.[1] ?? null,
  }))
}

test.describe('a product page against npm start', () => {
  test('PAGE-1: the server\'s HTML has the whole category path as the breadcrumb, the same as its BreadcrumbList, and the RFQ form', async ({ request }) => {
    const { product } = await passiveWithAlternatives(request)
    const html = await (await request.get(slug(product))).text()
    const crumbs = breadcrumbOf(html)
    // Home › All Products › group › category › part: the demo catalog's leaves sit under a group.
    expect(crumbs.map((crumb) => crumb.name).slice(0, 2)).toEqual(['Home', 'All Products'])
    expect(crumbs).toHaveLength(5)
    expect(crumbs.at(-1)).toEqual({ name: product.model, path: null })
    const jsonLd = /<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/su.exec(html)?.[1] ?? '{}'
    const graph = (JSON.parse(jsonLd) as { '@graph': Array<{ '@type': string; itemListElement?: Array<{ name: string; item: string }> }> })['@graph']
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? []
    expect(list.map((crumb) => [crumb.name, new URL(crumb.item).pathname])).toEqual(crumbs.map((crumb) => [crumb.name, crumb.path ?? slug(product)]))
    // The Request for Quotation form is in the HTML with its labelled, prefilled fields.
    expect(html).not.toContain('Loading the form')
    const modelInput = [...html.matchAll(/<input[^>]*>/gu)].map(([tag]) => tag).find((tag) => tag.includes('name="model"'))
    expect(modelInput).toContain(`value="${product.model}"`)
    for (const label of ['Model', 'Quantity', 'Your name', 'Email']) expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}<`, 'u'))
  })

  test('PAGE-1: the related parts are in the server\'s HTML, and the page asks the API nothing while it loads', async ({ page, request }) => {
    const { product, alternative } = await passiveWithAlternatives(request)
    const html = await (await request.get(slug(product))).text()
    const section = (title: string) => new RegExp(`<h2[^>]*>${title}</h2>(.*?)</section>`, 'su').exec(html)?.[1] ?? ''
    expect(section('Same value and size from other makers')).toContain(`href="${slug(alternative)}"`)
    expect(section('Guess you like it')).toMatch(/href="\/product\/[a-z0-9-]+-\d+"/u)
    expect(html).not.toContain('Loading suggestions')

    const asked: string[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (url.pathname.startsWith('/api/') || /\/api-client-[^/]+\.js$/u.test(url.pathname)) asked.push(url.pathname)
    })
    await page.goto(slug(product))
    // Hydrated and started, then nothing more in flight: any call the page would make has been made.
    await waitForReady(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: 'Guess you like it' }).getByRole('link').first()).toBeVisible()
    expect(asked).toEqual([])
  })

  test('PAGE-1: a demo resistor or capacitor shows the same value and size from other makers', async ({ page, request }) => {
    const { product, alternative } = await passiveWithAlternatives(request)
    const view = new ProductPage(page)
    await view.open(slug(product))
    const block = page.getByRole('region', { name: 'Same value and size from other makers' })
    await expect(block.getByRole('link', { name: alternative.model, exact: true })).toHaveAttribute('href', slug(alternative))
    await expect(block).toContainText(alternative.brandName)
  })

  test('PAGE-1: tabs switch, and the price at 1, at a break and just below it with "buy N more and pay less"', async ({ page, request }) => {
    const { product, below, at } = await hintPart(request)
    const view = new ProductPage(page)
    await view.open(slug(product))
    await expect(view.title).toHaveText(product.model)
    await expect(page).toHaveTitle(new RegExp(`^${product.model} .+ \\| `, 'u'))

    await expect(view.tab('Product Details')).toHaveAttribute('aria-selected', 'true')
    await view.tab('Data Sheet').click()
    await expect(view.panel()).toContainText('data sheet')
    await view.tab('Guarantees').click()
    await expect(view.panel()).toContainText('within 15 days of receipt')

    await view.setQuantity(1)
    await expect(view.unitPrice).toHaveText(formatUnitPrice(below.unitPrice))
    await view.setQuantity(at.quantity)
    await expect(view.unitPrice).toHaveText(formatUnitPrice(at.unitPrice))
    await expect(view.extendedPrice).toHaveText(formatUnitPrice(breakTotal(at as Parameters<typeof breakTotal>[0])))
    await view.setQuantity(at.quantity - 1)
    await expect(page.getByText(`Buy 1 more (${formatCount(at.quantity)} in all) and pay`)).toBeVisible()
    await page.getByRole('button', { name: `Use ${formatCount(at.quantity)}` }).click()
    await expect(view.quantity).toHaveValue(String(at.quantity))
    await expect(view.unitPrice).toHaveText(formatUnitPrice(at.unitPrice))
  })

  test('PAGE-1: the Request for Quotation form is prefilled, names what is missing, sends and confirms', async ({ page, request }) => {
    const { product } = await hintPart(request)
    const view = new ProductPage(page)
    await view.open(slug(product))
    await expect(view.rfqForm.getByRole('textbox', { name: 'Model' })).toHaveValue(product.model)
    await view.rfqForm.getByRole('button', { name: 'Send request' }).click()
    await expect(view.rfqForm.getByText('Please enter your name')).toBeVisible()
    await view.rfqForm.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await view.rfqForm.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await view.rfqForm.getByRole('textbox', { name: 'Quantity' }).fill('250')
    await view.rfqForm.getByRole('button', { name: 'Send request' }).click()
    await expect(view.rfqForm.getByRole('status')).toContainText(`your request for ${product.model} was received`)
  })

  test('RFQ-1: RFQ-2: adding to RFQ twice merges the quantities in the drawer', async ({ page, request }) => {
    const { product } = await hintPart(request)
    const view = new ProductPage(page)
    await view.open(slug(product))
    await view.setQuantity(7)
    await view.addToRfq.click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText('Quantity: 7')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await view.addToRfq.click()
    await expect(drawer.getByText('Quantity: 14')).toBeVisible()
    await expect(drawer.getByRole('link', { name: product.model })).toHaveCount(1)
  })

  test('CART-1: add to cart signed out lands on /login?redirect=… after about a second', async ({ page, request }) => {
    const { product } = await hintPart(request)
    const view = new ProductPage(page)
    await view.open(slug(product))
    await view.addToCart.click()
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(slug(product))}`)
  })

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`PAGE-1: every tab at ${viewport.width} px has no horizontal scroll and no axe violation`, async ({ page, request }) => {
      await page.setViewportSize(viewport)
      const { product } = await hintPart(request)
      const view = new ProductPage(page)
      await view.open(slug(product))
      for (const name of ['Product Details', 'Data Sheet', 'Guarantees'] as const) {
        await view.tab(name).click()
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true)
        const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
        expect(axe.violations.map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      }
    })
  }
})
