import type { Locator, Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The personal centre (PAGE-2) as a member meets it. */
export class MemberPage {
  readonly menu: Locator
  readonly heading: Locator
  readonly toast: Locator

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Personal centre' })
    this.heading = page.getByRole('heading', { level: 1 })
    this.toast = page.getByRole('alert')
  }

  async open(path: string) {
    const response = await this.page.goto(path)
    await waitForReady(this.page)
    return response
  }

  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(label, { exact: true })
  }

  /** The header's account menu (the member's email), opened. */
  async openAccountMenu(email: string) {
    await this.page.getByRole('button', { name: email }).click()
    return this.page.getByRole('menu')
  }
}
