import { expect, type Locator, type Page } from '@playwright/test'

/** The desktop header as a buyer meets it. */
export class HeaderPage {
  readonly searchBox: Locator
  readonly searchButton: Locator
  readonly toast: Locator

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('searchbox', { name: 'Search parts' })
    this.searchButton = page.getByRole('button', { name: 'Search' })
    this.toast = page.getByRole('alert')
  }

  async open(path = '/') {
    await this.page.goto(path)
    await expect(this.searchBox).toBeVisible()
  }

  async search(text: string) {
    await this.searchBox.fill(text)
    await this.searchButton.click()
  }
}
