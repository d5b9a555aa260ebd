import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { CategoryPage } from '../pages/category.page.ts'
import { WCAG_TAGS } from '../pages/shell.page.ts'

/**
 * Issue 29 on `/so` against `npm start` on the demo catalog: a buyer searches "resistor", narrows the results to
 * Chip Resistors in the category filter, and the category's filter panel appears: 10 kΩ gives fewer results, a
 * maker by name fewer again, the URL reloads (server-rendered) to the same count; the same at 375 px in the
 * sheet; axe-clean, `noindex` with its canonical link in the server's HTML. A search whose results all fall in
 * one category (STM32F4: microcontrollers) shows that category's panel and columns without one chosen.
 */

async function axeClean(page: Page, step: string) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(axe.violations.map((violation) => `${step}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), step).toBe(0)
}

/** The results count the page says (`13,824 results`) as a number. */
async function results(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? ''
  const match = /([\d,]+) results?/u.exec(text)
  if (match?.[1] === undefined) throw new Error(`No count in "${text}"`)
  return Number(match[1].replaceAll(',', ''))
}

/** Searches "resistor" from the header's box and narrows to Chip Resistors in the category filter. */
async function chipResistors(page: Page, filters: ReturnType<Page['getByRole']>): Promise<number> {
  await page.goto('/so?keyWord=resistor')
  await expect(page.getByTestId('results-count')).toHaveText(/results/u)
  await waitForReady(page)
  const all = await results(page)
  await filters.getByRole('radio', { name: /^Chip Resistors/u }).click()
  await expect(page).toHaveURL(/[?&]categoryId=\d+(?:&|$)/u)
  await expect.poll(() => results(page), { timeout: 30_000 }).toBeLessThan(all)
  return results(page)
}

test.describe('parametric search on /so (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('issue 29: "resistor" narrowed to Chip Resistors shows its panel; 10 kΩ and a maker give fewer results; the URL reloads to the same count', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const confined = await chipResistors(page, page.getByRole('group', { name: 'Filters' }))
    const listing = new CategoryPage(page)
    const panel = listing.panel()
    const tenK = await listing.value('Resistance', '10 kΩ')
    const expected = await CategoryPage.countOf(tenK)
    await tenK.click()
    await expect(page).toHaveURL(/[?&]resistance=10k(?:&|$)/u)
    await expect.poll(() => results(page), { timeout: 30_000 }).toBe(expected)
    expect(expected).toBeLessThan(confined)
    await expect(page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: 'Remove Resistance: 10 kΩ' })).toBeVisible()
    // The maker group lists makers by name; ticking the first narrows further.
    const maker = panel.getByRole('group', { name: 'Manufacturer' }).getByRole('checkbox').first()
    const makerCount = await CategoryPage.countOf(maker)
    await maker.click()
    await expect(page).toHaveURL(/[?&]manufacturer=\d+(?:&|$)/u)
    await expect.poll(() => results(page), { timeout: 30_000 }).toBe(makerCount)
    expect(makerCount).toBeLessThanOrEqual(expected)
    await axeClean(page, '/so: Chip Resistors at 10 kΩ of one maker')
    const filtered = page.url()
    await page.goto(filtered)
    await expect.poll(() => results(page), { timeout: 30_000 }).toBe(makerCount)
    await expect(panel.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: /^10 kΩ / })).toBeChecked()
    await expect(panel.getByRole('group', { name: 'Manufacturer' }).getByRole('checkbox', { checked: true })).toHaveCount(1)
  })

  test('issue 29: at 375 px the search\'s filters and the panel open in one sheet whose button says how many parts match', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/so?keyWord=resistor')
    await expect(page.getByTestId('results-count')).toHaveText(/results/u)
    await waitForReady(page)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    const all = await results(page)
    await sheet.getByRole('radio', { name: /^Chip Resistors/u }).click()
    await expect(page).toHaveURL(/[?&]categoryId=\d+(?:&|$)/u)
    // The buyer waits for the narrowed results (the confined answer brings the panel) before opening the filters again.
    await expect.poll(() => results(page), { timeout: 30_000 }).toBeLessThan(all)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    await expect(sheet.getByRole('group', { name: 'Resistance' })).toBeVisible()
    await axeClean(page, '/so: the filter sheet open')
    const tenK = await new CategoryPage(page).value('Resistance', '10 kΩ')
    const expected = await CategoryPage.countOf(tenK)
    await tenK.click()
    await expect(page).toHaveURL(/[?&]resistance=10k(?:&|$)/u)
    const show = sheet.getByRole('button', { name: `Show ${expected.toLocaleString('en-US')} parts` })
    await expect(show).toBeVisible({ timeout: 30_000 })
    await show.click()
    await expect(sheet).toBeHidden()
    expect(await results(page)).toBe(expected)
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await axeClean(page, '/so: Chip Resistors at 10 kΩ, 375 px')
  })

  test('issue 29: a search narrowed by attributes is noindex with the search page\'s canonical link, in the server\'s HTML', async ({ request }) => {
    const answer = (await (await request.get('/api/search/list?keyWord=resistor&pageSize=1')).json()) as { data: { facets: { categories: { id: number; name: string }[] } } }
    const id = answer.data.facets.categories.find((category) => category.name === 'Chip Resistors')?.id
    if (id === undefined) throw new Error('"resistor" finds no chip resistor')
    const response = await request.get(`/so?keyWord=resistor&categoryId=${id}&resistance=10k`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<meta name="robots" content="noindex"/u)
    // The canonical link is the root's, path only: the search page itself, as for a category.
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/so"/u)
    // Rendered on the server: the panel with 10 kΩ ticked is in the HTML.
    expect(html).toContain('Filter by attributes')
    const plain = await (await request.get(`/so?keyWord=resistor&categoryId=${id}`)).text()
    expect(plain.slice(0, plain.indexOf('</head>'))).not.toContain('noindex')
  })

  test("issue 29: a search whose results are all microcontrollers shows their panel and columns in the server's HTML, indexable; sorted by a column it is noindex", async ({ request }) => {
    const answer = (await (await request.get('/api/search/list?keyWord=STM32F4')).json()) as {
      data: { total: number; facets: { categories: { name: string }[] }; parametric?: { categoryId: number; confinedBy: string } }
    }
    expect(answer.data.facets.categories.map((category) => category.name)).toEqual(['Microcontrollers (MCUs)'])
    expect(answer.data.parametric?.confinedBy).toBe('results')
    const html = await (await request.get('/so?keyWord=STM32F4')).text()
    expect(html).toContain('Filter by attributes')
    expect(html).toMatch(/<th scope="col"[^>]*>(?:<a [^>]*>)?Flash/u)
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('noindex')
    const sorted = await (await request.get(`/so?keyWord=STM32F4&categoryId=${answer.data.parametric?.categoryId}&sort=-flash`)).text()
    expect(sorted).toContain('aria-sort="descending"')
    expect(sorted.slice(0, sorted.indexOf('</head>'))).toMatch(/<meta name="robots" content="noindex"/u)
  })
})
