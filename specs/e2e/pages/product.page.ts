import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** The product detail page (`/product/{slug}-{id}`, PAGE-1) as a buyer meets it. */
export class ProductPage {
  readonly title: Locator
  readonly quantity: Locator
  readonly unitPrice: Locator
  readonly extendedPrice: Locator
  readonly addToCart: Locator
  readonly addToRfq: Locator
  readonly rfqForm: Locator

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 })
    this.quantity = page.getByRole('region', { name: 'Price (USD)' }).getByRole('textbox', { name: 'Quantity' })
    this.unitPrice = page.getByTestId('unit-price')
    this.extendedPrice = page.getByTestId('extended-price')
    this.addToCart = page.getByRole('button', { name: 'Add to cart' })
    this.addToRfq = page.getByRole('button', { name: 'Add to RFQ' })
    this.rfqForm = page.getByRole('region', { name: 'Request for Quotation' })
  }

  /** Opens the page and waits for it to hydrate and its storefront to start (`waitForReady`). */
  async open(path: string) {
    await this.page.goto(path)
    await waitForReady(this.page)
    await expect(this.title).toBeVisible()
  }

  tab(name: 'Product Details' | 'Data Sheet' | 'Guarantees'): Locator {
    return this.page.getByRole('tab', { name })
  }

  panel(): Locator {
    return this.page.getByRole('tabpanel')
  }

  /** Types a quantity as a buyer does (select all, type). */
  async setQuantity(quantity: number) {
    await this.quantity.fill(String(quantity))
  }
}
