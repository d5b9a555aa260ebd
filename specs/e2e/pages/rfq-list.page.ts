import { type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The RFQ list page (`/cart/reserve`). */
export class RfqListPage {
  readonly rows: Locator
  readonly submit: Locator
  readonly receipt: Locator

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('rfq-row')
    this.submit = page.getByRole('button', { name: 'Submit RFQ' })
    this.receipt = page.getByTestId('rfq-receipt')
  }

  async open() {
    await this.page.goto('/cart/reserve')
    await waitForReady(this.page)
  }

  async setQuantity(model: string, quantity: number) {
    const input = this.page.getByRole('spinbutton', { name: `Quantity of ${model}` })
    await input.fill(String(quantity))
    await input.blur()
  }

  async setTargetPrice(model: string, price: string) {
    await this.page.getByRole('textbox', { name: `Target unit price of ${model} in USD` }).fill(price)
  }
}
