import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The desktop header as a buyer meets it. */
export class HeaderPage {
  readonly searchBox: Locator
  readonly searchButton: Locator
  readonly toast: Locator
  /** SEARCH-3: the history dropdown (a listbox of options) and its Clear All. */
  readonly history: Locator
  readonly clearAll: Locator
  /** SEARCH-5: the TRENDING NOW links. */
  readonly trending: Locator

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('combobox', { name: 'Search parts' })
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true })
    this.toast = page.getByRole('alert')
    this.history = page.getByRole('listbox', { name: 'Search history' })
    this.clearAll = page.getByRole('button', { name: 'Clear All' })
    this.trending = page.getByRole('navigation', { name: 'Trending now' }).getByRole('link')
  }

  async open(path = '/') {
    await this.page.goto(path)
    // The server's HTML shows the box at once; typing into it waits for the page to hydrate.
    await waitForReady(this.page)
    await expect(this.searchBox).toBeVisible()
  }

  async search(text: string) {
    await this.searchBox.fill(text)
    await this.searchButton.click()
  }
}
