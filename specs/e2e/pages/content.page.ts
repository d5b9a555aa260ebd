import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The content pages a visitor reads or writes to: FAQ, news, certificates, contact, Get Quote. */
export class ContentPage {
  readonly heading: Locator
  readonly contactForm: Locator
  readonly quoteForm: Locator
  readonly status: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.contactForm = page.getByRole('form', { name: 'Contact form' })
    this.quoteForm = page.getByRole('form', { name: 'Get Quote' })
    // The page's own confirmation, not the toast region (also a status).
    this.status = page.getByRole('main').getByRole('status')
  }

  /** Opens `path` and waits for the page to hydrate. */
  async open(path: string) {
    await this.page.goto(path)
    await waitForReady(this.page)
    await expect(this.heading).toBeVisible()
  }

  /** The n-th (1-based) line of the Get Quote form. */
  quoteLine(n: number): Locator {
    return this.quoteForm.getByRole('group', { name: `Part ${n}` })
  }
}
