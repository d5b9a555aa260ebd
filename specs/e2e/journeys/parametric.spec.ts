import AxeBuilder from '@axe-core/playwright'
import { categoryAttribute, readAttributeValue } from '@partfront/core/parametric'
import { type Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { CategoryPage } from '../pages/category.page.ts'
import { ProductPage } from '../pages/product.page.ts'
import { WCAG_TAGS } from '../pages/shell.page.ts'

/**
 * Issue 29's pages against `npm start` on the demo catalog: a buyer opens Chip Resistors, picks 10 kΩ, sees fewer
 * parts, opens three of them and each says 10 kΩ, reloads the URL to the same count; types "50V.." on MLCCs and
 * every row has at least 50 V; the same at 375 px in the sheet; the filtered pages axe-clean with no sideways
 * scroll, `noindex` with their canonical link on the unfiltered category in the server's HTML.
 */

async function axeClean(page: Page, step: string) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(axe.violations.map((violation) => `${step}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), step).toBe(0)
}

/** From the catalog page to a category by its link, as a buyer goes. */
async function openCategory(page: Page, name: string): Promise<CategoryPage> {
  const category = new CategoryPage(page)
  await category.open('/catalog')
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
  await expect(category.heading).toHaveText(name)
  await page.waitForLoadState('networkidle')
  return category
}

/** A rated voltage as a number of volts (core reads the column's text). */
function volts(text: string): number {
  const attribute = categoryAttribute('mlcc', 'rated-voltage')
  if (attribute === undefined) throw new Error('No rated voltage in MLCCs')
  const read = readAttributeValue(attribute, text)
  if (!read.ok || read.value.kind !== 'quantity') throw new Error(`"${text}" is not a voltage`)
  return read.value.base
}

test.describe('parametric search on a category page (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('issue 29: Chip Resistors narrowed to 10 kΩ: fewer parts, three opened each say 10 kΩ, the URL reloads to the same count', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const category = await openCategory(page, 'Chip Resistors')
    const all = await category.total()
    const tenK = await category.value('Resistance', '10 kΩ')
    const expected = await CategoryPage.countOf(tenK)
    await tenK.click()
    await expect(tenK).toBeChecked()
    await expect(page).toHaveURL(/[?&]resistance=10k(?:&|$)/u)
    await expect(category.chips.getByRole('button', { name: 'Remove Resistance: 10 kΩ' })).toBeVisible()
    await expect.poll(() => category.total()).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(all)
    for (const value of await category.column('Resistance')) expect(value).toBe('10 kΩ')
    await axeClean(page, 'Chip Resistors at 10 kΩ')

    const filtered = page.url()
    const links = await category.rows.locator('th a').evaluateAll((anchors) => anchors.slice(0, 3).map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(links).toHaveLength(3)
    for (const href of links) {
      const product = new ProductPage(page)
      await product.open(href)
      await expect(product.panel()).toContainText(/Resistance\s*10 kΩ/u)
    }
    await page.goto(filtered)
    await waitForReady(page)
    expect(await category.total()).toBe(expected)
    await expect(page.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: /^10 kΩ / })).toBeChecked()
  })

  test('issue 29: typing "50V" into the MLCCs\' rated voltage From box keeps the parts of 50 V and more', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const category = await openCategory(page, 'MLCC Capacitors')
    const all = await category.total()
    await category.range('Rated voltage', '50V', '')
    await expect(page).toHaveURL(/[?&]rated-voltage=50V\.\.(?:&|$)/u)
    await expect(category.chips.getByRole('button', { name: 'Remove Rated voltage: ≥ 50 V' })).toBeVisible()
    await expect.poll(() => category.total()).toBeLessThan(all)
    const shown = await category.column('Rated voltage')
    expect(shown.length).toBeGreaterThan(0)
    for (const value of shown) expect(volts(value)).toBeGreaterThanOrEqual(50)
    // Sorted by rated voltage, the lowest first: by number, not as text ("100 V" after "50 V").
    await category.listing.getByRole('link', { name: /^Rated voltage/u }).click()
    await expect(page).toHaveURL(/sort=rated-voltage/u)
    // The URL moves before the sorted page is drawn: wait for what the buyer waits for, the rows in order (a read
    // right after the URL once caught the unsorted rows).
    const column = async () => (await category.column('Rated voltage')).map(volts)
    await expect.poll(async () => { const values = await column(); return values.length > 0 && values.every((value, at) => at === 0 || (values[at - 1] ?? 0) <= value) }).toBe(true)
    const sorted = await column()
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))
    expect(sorted[0]).toBeGreaterThanOrEqual(50)
    // A bad entry says what is wrong beside the box and leaves the page as it was.
    await category.range('Rated voltage', '50A', '')
    await expect(category.panel().getByRole('form', { name: 'Rated voltage from and to' }).getByRole('alert')).toContainText('50A')
    await expect(page).toHaveURL(/rated-voltage=50V\.\./u)
    await axeClean(page, 'MLCCs of 50 V and more')
  })

  test('issue 29: at 375 px the filters open in a sheet whose button says how many parts match', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const category = await openCategory(page, 'Chip Resistors')
    const all = await category.total()
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    await expect(category.sheet).toBeVisible()
    await expect(category.sheet.getByRole('button', { name: `Show ${all.toLocaleString('en-US')} parts` })).toBeVisible()
    await axeClean(page, 'the filter sheet open')
    const tenK = await category.value('Resistance', '10 kΩ')
    const expected = await CategoryPage.countOf(tenK)
    await tenK.click()
    await expect(tenK).toBeChecked()
    await expect(page).toHaveURL(/[?&]resistance=10k(?:&|$)/u)
    const show = category.sheet.getByRole('button', { name: `Show ${expected.toLocaleString('en-US')} parts` })
    await expect(show).toBeVisible()
    await show.click()
    await expect(category.sheet).toBeHidden()
    expect(await category.total()).toBe(expected)
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await expect(category.chips.getByRole('button', { name: 'Remove Resistance: 10 kΩ' })).toBeVisible()
    await axeClean(page, 'Chip Resistors at 10 kΩ, 375 px')
  })

  test('issue 29: a filtered page is noindex with its canonical link on the unfiltered category, in the server\'s HTML', async ({ request }) => {
    const plain = await request.get('/catalog')
    expect(plain.status()).toBe(200)
    const link = /href="(\/catalog\/chip-resistors-\d+)"/u.exec(await plain.text())?.[1]
    if (link === undefined) throw new Error('No Chip Resistors link on /catalog')
    const response = await request.get(`${link}?resistance=10k&tolerance=1%25`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<meta name="robots" content="noindex"/u)
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${link}"`, 'u'))
    const unfiltered = await (await request.get(link)).text()
    expect(unfiltered.slice(0, unfiltered.indexOf('</head>'))).not.toContain('noindex')
    // An unreadable term: the page still answers, names it and leaves it out.
    const stale = await request.get(`${link}?resistance=10k&colour=red`)
    expect(stale.status()).toBe(200)
    expect(await stale.text()).toContain('No attribute &quot;colour&quot; in this category')
  })
})
