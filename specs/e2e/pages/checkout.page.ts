import { type Locator, type Page } from '@playwright/test'

/** The checkout (`/cart/buy`) and the payment page (`/payment/{id}`) that follows it. */
export class CheckoutPage {
  readonly rows: Locator
  readonly placeOrder: Locator
  readonly refusal: Locator
  readonly proforma: Locator

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('checkout-row')
    this.placeOrder = page.getByRole('button', { name: 'Place order' })
    this.refusal = page.locator('main').getByRole('alert')
    this.proforma = page.getByRole('region', { name: /Proforma invoice/u })
  }

  /** Fills and saves the inline new address. */
  async addAddress() {
    const form = this.page.getByRole('form', { name: 'New address' })
    await form.getByLabel('First name').fill('Ada')
    await form.getByLabel('Last name').fill('Lovelace')
    await form.getByLabel('Street address').fill('12 St James’s Square')
    await form.getByLabel('City').fill('London')
    await form.getByLabel('Country').fill('United Kingdom')
    await form.getByLabel('Telephone').fill('+44 20 7946 0000')
    await form.getByRole('button', { name: 'Save address' }).click()
  }

  async chooseCarrier(carrier: 'UPS' | 'DHL' | 'TNT' | 'FEDEX') {
    await this.page.getByRole('radio', { name: new RegExp(`^${carrier}\\b`, 'u') }).check()
  }

  async fillTerms(terms: { readonly poNumber?: string; readonly vatId?: string }) {
    if (terms.poNumber !== undefined) await this.page.getByLabel('Purchase order number (optional)').fill(terms.poNumber)
    if (terms.vatId !== undefined) await this.page.getByLabel('VAT / tax ID (optional)').fill(terms.vatId)
  }

  /** On the payment page: pays with a method. */
  async pay(method: RegExp) {
    await this.page.getByRole('radio', { name: method }).check()
    await this.page.getByRole('form', { name: 'Payment method' }).getByRole('button').click()
  }
}
