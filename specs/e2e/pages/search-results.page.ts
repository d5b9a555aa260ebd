import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The sort select's options: label to value. */
const SORT_VALUES = { Relevance: 'relevance', Stock: 'stock', 'Price at quantity': 'price' } as const

/** The search results page (`/so?keyWord=…`) as a buyer meets it. */
export class SearchResultsPage {
  readonly keyword: Locator
  readonly count: Locator
  readonly table: Locator
  readonly rows: Locator
  readonly pager: Locator
  readonly sort: Locator
  readonly manufacturers: Locator
  readonly categories: Locator
  readonly packages: Locator
  readonly quantity: Locator
  readonly inStockOnly: Locator
  readonly noResults: Locator

  constructor(readonly page: Page) {
    this.keyword = page.getByTestId('search-keyword')
    this.count = page.getByTestId('results-count')
    this.table = page.getByRole('table', { name: 'Matching parts' })
    this.rows = this.table.locator('tbody tr')
    this.pager = page.getByRole('navigation', { name: 'Pages' })
    this.sort = page.getByRole('combobox', { name: 'Sort by' })
    this.manufacturers = page.getByRole('group', { name: 'Manufacturer' })
    this.categories = page.getByRole('group', { name: 'Category' })
    this.packages = page.getByRole('group', { name: 'Package' })
    this.quantity = page.getByLabel('Price at quantity', { exact: true })
    this.inStockOnly = page.getByRole('checkbox', { name: /In stock only/ })
    this.noResults = page.getByTestId('no-results')
  }

  async open(keyWord: string) {
    await this.page.goto(`/so?keyWord=${encodeURIComponent(keyWord)}`)
    // The results are in the server's HTML at once; what the buyer does waits for the page to hydrate.
    await waitForReady(this.page)
    await this.loaded()
  }

  /** Waits until a search has answered: a count is shown and nothing is loading. */
  async loaded() {
    await expect(this.count).toHaveText(/\bresults?$/u)
    await expect(this.page.locator('table[aria-busy="true"]')).toHaveCount(0)
  }

  /** The row of the n-th result (0-based). */
  row(index: number) {
    const row = this.rows.nth(index)
    return {
      row,
      partLink: row.getByRole('link').first(),
      mark: row.locator('mark'),
      matchLabel: row.getByTestId('match-label'),
      stock: row.locator('td[data-label="Stock"]'),
    }
  }

  /** The match labels of the rows shown, in order. */
  async matchLabels(): Promise<string[]> {
    return this.rows.getByTestId('match-label').allTextContents()
  }

  /** The stock of each row shown, as numbers (`Out of stock` is 0). */
  async stocks(): Promise<number[]> {
    const texts = await this.rows.locator('td[data-label="Stock"]').allTextContents()
    return texts.map((text) => Number(text.replace(/[^\d]/gu, '')) || 0)
  }

  /** The manufacturer filter by name: its radio and the count it shows. */
  manufacturer(name: string) {
    const option = this.manufacturers.locator('label', { hasText: name })
    return { radio: option.getByRole('radio'), count: option.locator('.pf-facet-count') }
  }

  /** The package filter by name: its radio and the count it shows. */
  package(name: string) {
    const option = this.packages.locator('label').filter({ has: this.page.getByText(name, { exact: true }) })
    return { radio: option.getByRole('radio'), count: option.locator('.pf-facet-count') }
  }

  /** The package of each row shown. */
  async rowPackages(): Promise<string[]> {
    return this.rows.locator('td[data-label="Package"]').allTextContents()
  }

  /** The unit price of each row shown, in dollars (`null`: price on request). */
  async unitPrices(): Promise<(number | null)[]> {
    const texts = await this.rows.getByTestId('row-price').allTextContents()
    return texts.map((text) => {
      const price = /\$([\d,.]+) each/u.exec(text)?.[1]
      return price === undefined ? null : Number(price.replaceAll(',', ''))
    })
  }

  /** Prices every row at `quantity` (the toolbar's form). */
  async priceAt(quantity: number) {
    await this.quantity.fill(String(quantity))
    await this.page.getByRole('button', { name: 'Apply', exact: true }).click()
  }

  currentPage() {
    return this.pager.locator('[aria-current="page"]')
  }

  async goToPage(n: number) {
    await this.pager.getByRole('link', { name: `Page ${n}`, exact: true }).click()
    await this.loaded()
  }

  async sortBy(label: keyof typeof SORT_VALUES) {
    await this.sort.selectOption({ label })
    await this.drawn(SORT_VALUES[label])
  }

  /**
   * Waits until the page has drawn the answer for `sort`. The select is controlled by the URL's params: React
   * puts it back to the sort it was rendered with until the URL holds the new one and the page has rendered it.
   * Only then is "nothing loading" about this sort's answer (before, the table is the last sort's).
   */
  async drawn(sort: (typeof SORT_VALUES)[keyof typeof SORT_VALUES]) {
    await expect(this.sort).toHaveValue(sort)
    await this.loaded()
  }
}
