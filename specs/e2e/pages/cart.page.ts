import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The cart page (`/cart`) as a buyer meets it, with the header badge and the sidebar's cart drawer. */
export class CartPage {
  readonly rows: Locator
  readonly badge: Locator
  readonly toast: Locator
  readonly subtotal: Locator
  readonly checkout: Locator
  readonly drawer: Locator

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('cart-row')
    this.badge = page.getByTestId('mobile-header').or(page.locator('header')).getByTestId('cart-badge').first()
    this.toast = page.getByRole('alert').filter({ hasText: /successfully|Only|stock/u })
    this.subtotal = page.getByTestId('cart-subtotal')
    this.checkout = page.getByRole('link', { name: 'Check out' })
    this.drawer = page.getByRole('dialog')
  }

  /** Opens `/cart` and waits for the page to be hydrated and the cart actor's rows drawn. */
  async open() {
    await this.page.goto('/cart')
    await waitForReady(this.page)
  }

  row(model: string): Locator {
    return this.rows.filter({ hasText: model })
  }

  /** Types a quantity into a row and commits it (Enter), as a buyer does. */
  async setQuantity(model: string, quantity: number) {
    const input = this.page.getByRole('spinbutton', { name: `Quantity of ${model}` })
    await input.fill(String(quantity))
    await input.press('Enter')
  }

  async setReference(model: string, reference: string) {
    const input = this.page.getByRole('textbox', { name: `Your reference for ${model}` })
    await input.fill(reference)
    await input.press('Enter')
  }

  unitPrice(model: string): Locator {
    return this.row(model).locator('td[data-label="Unit price"]')
  }

  async remove(model: string) {
    await this.row(model).getByRole('button', { name: `Remove ${model}` }).click()
  }

  /** SIDE-1, SIDE-3: opens the sidebar's Shopping Cart drawer. */
  async openDrawer() {
    await this.page.getByRole('navigation', { name: 'Quick access' }).getByRole('button', { name: 'Shopping Cart', exact: true }).click()
    await expect(this.drawer).toBeVisible()
  }

  /** Closes the drawer with Esc and waits until it is gone (the page behind it is hidden from the buyer until then). */
  async closeDrawer() {
    await this.page.keyboard.press('Escape')
    await expect(this.drawer).toBeHidden()
  }

  /** Whether the page scrolls sideways (it must not at 375 px). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  }
}
