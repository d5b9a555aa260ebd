import { expect, type Locator, type Page } from '@playwright/test'

/** Issue 29's compare page and the listing's tick boxes, as a buyer meets them. */
export class ComparePage {
  readonly table: Locator
  readonly region: Locator
  readonly partHeaders: Locator
  readonly quantity: Locator

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /parts side by side/u })
    this.table = this.region.getByRole('table')
    this.partHeaders = this.table.getByRole('columnheader')
    this.quantity = page.getByLabel('Price at quantity', { exact: true })
  }

  /** A listing's tick box for the row of `model`. */
  static tick(page: Page, model: string): Locator {
    return page.getByRole('checkbox', { name: `Compare ${model}`, exact: true })
  }

  /** The models of the parts side by side, in order. */
  async models(): Promise<string[]> {
    return this.partHeaders.getByRole('link').allTextContents()
  }

  /** Each row of the table: its key, its cells' texts, and whether it is marked as differing. */
  async rows(): Promise<{ key: string; cells: string[]; marked: boolean }[]> {
    return this.table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        key: row.getAttribute('data-row') ?? '',
        cells: [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
        marked: (row.querySelector('th')?.textContent ?? '').includes('Differs'),
      })),
    )
  }

  async setQuantity(quantity: number) {
    await this.quantity.fill(String(quantity))
    await this.page.getByRole('button', { name: 'Apply' }).click()
    await expect(this.page).toHaveURL(new RegExp(`qty=${quantity}`, 'u'))
  }

  async remove(model: string) {
    await this.page.getByRole('button', { name: `Remove ${model} from the comparison` }).click()
  }
}
