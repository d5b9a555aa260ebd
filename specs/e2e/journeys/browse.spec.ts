import { type Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { SearchResultsPage } from '../pages/search-results.page.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * A visitor browsing the demo catalog against `npm start`: search a partial part number, narrow it by maker,
 * price the rows at a quantity and add one to the RFQ list; walk catalog → category → product, brand list →
 * brand → product and the model index → product; every browsing page at 1280 and 375 px without sideways
 * scrolling and axe-clean. Part numbers and names come from the pages themselves, never guessed.
 */

async function open(page: Page, path: string) {
  await page.goto(path)
  // The page is in the server's HTML; acting on it waits for hydration.
  await waitForReady(page)
}

async function expectProductPage(page: Page, model: string) {
  await expect(page).toHaveURL(/\/product\/[^/]+-\d+$/u)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model)
}

test('SEARCH-4, RFQ-1, RFQ-2: a partial part number, one maker, a quantity priced on every row, a row added to the RFQ list', async ({ page }) => {
  const results = new SearchResultsPage(page)
  await results.open('LM3')
  await expect(results.rows.first()).toBeVisible()
  const maker = results.manufacturers.getByRole('radio').nth(1)
  const makerName = ((await maker.locator('xpath=..').textContent()) ?? '').replace(/[\d,]+$/u, '').trim()
  await maker.click()
  await expect(page).toHaveURL(/brandId=\d+/u)
  // The radio is controlled by the URL: checked only once the page has drawn this maker's search, whose rows follow.
  await expect(maker).toBeChecked()
  await results.loaded()
  for (const name of await results.rows.locator('td[data-label="Manufacturer"]').allTextContents()) expect(name).toBe(makerName)

  await page.getByLabel('Price at quantity', { exact: true }).fill('1000')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/qty=1000/u)
  const first = results.rows.first()
  await expect(first.getByTestId('row-price')).toContainText(/\$[\d.,]+ each\$[\d.,]+ for [\d,]+/u)
  await expect(first.getByRole('spinbutton')).toHaveValue('1000')

  const model = (await first.getByRole('link').first().textContent()) ?? ''
  await first.getByRole('spinbutton').fill('7')
  await first.getByRole('button', { name: `Add ${model} to RFQ` }).click()
  const drawer = page.getByRole('dialog', { name: /^RFQ List/u })
  await expect(drawer).toBeVisible()
  await expect(drawer).toContainText(model)

  // The view is in the URL: reloading it shows the same maker and quantity.
  await page.reload()
  await waitForReady(page)
  await expect(page.getByLabel('Price at quantity', { exact: true })).toHaveValue('1000')
  await expect(results.manufacturers.getByRole('radio', { checked: true })).toHaveCount(1)
})

test('ROUTE-11: catalog → category → product', async ({ page }) => {
  await open(page, '/catalog')
  const category = page.getByRole('main').getByRole('link', { name: 'Operational Amplifiers' }).first()
  await category.click()
  await expect(page).toHaveURL(/\/catalog\/operational-amplifiers-\d+$/u)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operational Amplifiers')
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  // A click whose result the URL decides: check() would look at the box before the navigation sets it.
  await page.getByLabel('In stock only').click()
  await expect(page).toHaveURL(/inStock=true/u)
  await expect(page.getByLabel('In stock only')).toBeChecked()
  const part = table.locator('tbody tr').first().getByRole('link').first()
  const model = (await part.textContent()) ?? ''
  await part.click()
  await expectProductPage(page, model)
})

test('PAGE-4: brand list → brand → product', async ({ page }) => {
  await open(page, '/brand')
  await page.getByRole('navigation', { name: 'Brands by initial' }).getByRole('link', { name: 'T', exact: true }).click()
  await expect(page).toHaveURL(/letter=T/u)
  await page.getByRole('main').getByRole('link', { name: 'Texas Instruments' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Texas Instruments')
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link').first()).toBeVisible()
  const part = page.getByRole('table', { name: 'Products' }).locator('tbody tr').first().getByRole('link').first()
  const model = (await part.textContent()) ?? ''
  await part.click()
  await expectProductPage(page, model)
})

test('PAGE-4: /productmodel/Q → product', async ({ page }) => {
  await open(page, '/productmodel/Q')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part numbers starting with Q')
  const part = page.getByRole('main').locator('a[href^="/product/"]').first()
  await expect(part).toHaveText(/^Q/u)
  const model = (await part.textContent()) ?? ''
  await part.click()
  await expectProductPage(page, model)
})

const PAGES = ['/', '/so?keyWord=LM3&qty=25', '/so?keyWord=ZZQX9QQ', '/catalog', '/catalog/operational-amplifiers-102', '/brand', '/brand/1', '/productmodel/Q']

for (const width of [1280, 375]) {
  test(`every browsing page at ${width} px: no sideways scroll, axe-clean`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const shell = new ShellPage(page)
    for (const path of PAGES) {
      await open(page, path)
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth)
      expect(await shell.axeViolations(), path).toEqual([])
    }
  })
}
