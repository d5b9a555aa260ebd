import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { ComparePage } from '../pages/compare.page.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * Issue 29 against `npm start`: a buyer ticks three chip resistors in the category listing, opens Compare, sees
 * the rows where they differ marked, prices them at another quantity, removes one, and finds the list kept
 * after a reload; a fifth tick says why it cannot; at 375 px the table scrolls in its own region and the page
 * never sideways; axe-clean. Then "Similar parts" on a product page, in the server's HTML. With
 * `UPDATE_SCREENSHOTS=1` it writes the README's screenshots of both.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))

async function hydrated(page: Page) {
  await waitForReady(page)
}

async function shoot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return
  const folder = join(repo, 'docs', 'screenshots')
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false })
}

/** The chip resistors' category page, from the catalog page's link. */
async function openChipResistors(page: Page) {
  await page.goto('/catalog')
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: 'Chip Resistors', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chip Resistors' })).toBeVisible()
  await hydrated(page)
}

/** The models of the listing's first `count` rows. */
async function listedModels(page: Page, count: number): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr')
  await expect(rows.nth(count - 1)).toBeVisible()
  const models: string[] = []
  for (let index = 0; index < count; index += 1) models.push(((await rows.nth(index).getByRole('link').first().textContent()) ?? '').trim())
  return models
}

test('issue 29: compare three parts from a listing: differences marked, priced at a quantity, one removed, kept across a reload', async ({ page }) => {
  test.setTimeout(120_000)
  await openChipResistors(page)
  const models = await listedModels(page, 3)
  for (const model of models) {
    await ComparePage.tick(page, model).check()
    await expect(ComparePage.tick(page, model)).toBeChecked()
  }
  await page.getByRole('table', { name: 'Products' }).scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await shoot(page, 'compare-ticks-desktop')
  await page.getByRole('link', { name: 'Compare 3 parts' }).first().click()
  // The router writes the commas as %2C; either way the address is /compare?ids=a,b,c.
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/compare\?ids=\d+,\d+,\d+$/u)
  const compare = new ComparePage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare parts' })).toBeVisible()
  await hydrated(page)
  expect(await compare.models()).toEqual(models)

  // A row is marked exactly when its cells are not all the same; three different parts differ somewhere.
  const rows = await compare.rows()
  expect(rows.map((row) => row.key)).toEqual(expect.arrayContaining(['price', 'maker', 'package', 'stock', 'resistance']))
  for (const row of rows) expect(row.marked, row.key).toBe(new Set(row.cells).size > 1)
  expect(rows.some((row) => row.marked)).toBe(true)
  await expect(page.getByText(/^\d+ of \d+ rows differ$/u)).toBeVisible()

  await compare.setQuantity(1000)
  for (const price of await compare.table.getByTestId('compare-price').allTextContents()) {
    expect(price).toMatch(/Price on request|\$[\d.,]+ each\$[\d.,]+ for [\d,]+/u)
  }
  await expect(compare.table.getByTestId('compare-price').first()).toContainText(/for (1,000|[\d,]+)/u)
  await shoot(page, 'compare-desktop')

  await compare.remove(models[1] ?? '')
  await expect(compare.partHeaders.getByRole('link')).toHaveCount(2)
  expect(await compare.models()).toEqual([models[0], models[2]])
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/ids=\d+,\d+&qty=1000$/u)

  // The list lives in local storage: a reload, and the listing, show the same two.
  await page.reload()
  await hydrated(page)
  expect(await compare.models()).toEqual([models[0], models[2]])
  await openChipResistors(page)
  await expect(ComparePage.tick(page, models[0] ?? '')).toBeChecked()
  await expect(ComparePage.tick(page, models[1] ?? '')).not.toBeChecked()
  await expect(page.getByRole('link', { name: 'Compare 2 parts' }).first()).toBeVisible()
})

test('issue 29: a fifth tick is refused, saying why', async ({ page }) => {
  await openChipResistors(page)
  const models = await listedModels(page, 5)
  for (const model of models.slice(0, 4)) await ComparePage.tick(page, model).check()
  const fifth = ComparePage.tick(page, models[4] ?? '')
  await fifth.click()
  await expect(fifth).not.toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: 'You can compare at most 4 parts; remove one to add another' }).first()).toBeVisible()
})

test('issue 29: a shared compare address renders on the server; bad ids are a 400 naming them, an unknown id a 404', async ({ request }) => {
  const ids = await chipResistorIds(request, 2)
  const shared = await request.get(`/compare?ids=${ids.join(',')}`)
  expect(shared.status()).toBe(200)
  const html = await shared.text()
  expect(html).toMatch(/<meta name="robots" content="noindex"/u)
  expect(html).toContain('parts side by side')
  const bad = await request.get('/compare?ids=1,abc')
  expect(bad.status()).toBe(400)
  expect(await bad.text()).toContain('ids: &quot;abc&quot; is not a product id')
  const many = await request.get('/compare?ids=1,2,3,4,5')
  expect(many.status()).toBe(400)
  expect(await many.text()).toContain('at most 4 parts can be compared, not 5')
  expect((await request.get('/compare?ids=987654321')).status()).toBe(404)
})

for (const width of [375, 1280]) {
  test(`issue 29: the compare page at ${width} px: the table scrolls in its own region, the page never sideways; axe-clean`, async ({ page, request }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const ids = await chipResistorIds(request, 3)
    await page.goto(`/compare?ids=${ids.join(',')}&qty=100`)
    await hydrated(page)
    const compare = new ComparePage(page)
    await expect(compare.partHeaders.getByRole('link')).toHaveCount(3)
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    if (width === 375) {
      const [inner, outer] = await compare.region.evaluate((region) => [region.scrollWidth, region.clientWidth])
      expect(inner).toBeGreaterThan(outer)
      await shoot(page, 'compare-mobile')
    }
    expect(await new ShellPage(page).axeViolations()).toEqual([])
  })
}

test('issue 29: Similar parts on a product page, in the server\'s HTML, each saying what matched', async ({ page, request }) => {
  test.setTimeout(90_000)
  const found = await aProductWithSimilarParts(request)
  const response = await request.get(found.path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Similar parts')
  expect(html).toContain(found.reason.replaceAll('&', '&amp;'))
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(found.path)
    await hydrated(page)
    const similar = page.getByRole('region', { name: 'Similar parts' })
    await expect(similar.getByText(found.reason).first()).toBeVisible()
    await expect(similar.getByRole('link', { name: found.model, exact: true })).toBeVisible()
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    await similar.scrollIntoViewIfNeeded()
    // Clear of the fixed header, once its scroll transition has ended.
    await page.evaluate(() => window.scrollBy(0, -160))
    await page.waitForTimeout(500)
    await shoot(page, `similar-parts-${width === 375 ? 'mobile' : 'desktop'}`)
  }
  expect(await new ShellPage(page).axeViolations()).toEqual([])
})

interface Listed {
  readonly intID: number
  readonly model: string
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** `count` chip resistors of the demo catalog (Vishay's CRCW series), by the search. */
async function chipResistorIds(request: APIRequestContext, count: number): Promise<number[]> {
  const found = await data<{ list: { product: Listed }[] }>(request, '/api/search/list?keyWord=CRCW&pageSize=20')
  const ids = found.list.map((hit) => hit.product.intID).slice(0, count)
  expect(ids).toHaveLength(count)
  return ids
}

/** A part whose similar parts are not empty, its page's path, and the first similar part's model and reason. */
async function aProductWithSimilarParts(request: APIRequestContext): Promise<{ path: string; model: string; reason: string }> {
  for (const keyWord of ['CRCW', 'GRM', 'RC0', 'CL1']) {
    const found = await data<{ list: { product: Listed }[] }>(request, `/api/search/list?keyWord=${keyWord}&pageSize=40`)
    for (const { product } of found.list) {
      const similar = await data<{ product: Listed; reason: string }[]>(request, `/api/product/similar?id=${product.intID}`)
      const first = similar[0]
      if (first === undefined) continue
      const slug = `${product.model.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '')}-${product.intID}`
      return { path: `/product/${slug}`, model: first.product.model, reason: first.reason }
    }
  }
  throw new Error('The demo catalog has no part with similar parts among those searched')
}
