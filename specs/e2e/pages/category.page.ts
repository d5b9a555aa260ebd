import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/**
 * A category page (`/catalog/{name}-{id}`) with its filter panel (issue 29) as a buyer meets it: the panel beside
 * the table at 1280 px, in the "Filters" sheet at 375 px; the active filters' chips; the products' count.
 */
export class CategoryPage {
  readonly heading: Locator
  readonly listing: Locator
  readonly rows: Locator
  readonly chips: Locator
  readonly sheet: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.listing = page.getByRole('region', { name: 'Products' })
    this.rows = this.listing.getByRole('table', { name: 'Products' }).locator('tbody tr')
    this.chips = page.getByRole('group', { name: 'Active filters' })
    this.sheet = page.getByRole('dialog', { name: 'Filters' })
  }

  /** Opens a path and waits for hydration and the storefront's start (`waitForReady`). */
  async open(path: string) {
    await this.page.goto(path)
    await waitForReady(this.page)
    await expect(this.heading).toBeVisible()
  }

  /** The panel in view: the sheet's when it is open, else the one beside the table. */
  panel(): Locator {
    return this.page.getByRole('group', { name: 'Filter by attributes' }).locator('visible=true')
  }

  /** How many products the listing says match (`Products (1,234)`). */
  async total(): Promise<number> {
    const text = (await this.listing.getByRole('heading', { level: 2 }).textContent()) ?? ''
    const count = /\(([\d,]+)\)/u.exec(text)?.[1]
    if (count === undefined) throw new Error(`No count in "${text}"`)
    return Number(count.replace(/,/gu, ''))
  }

  /** An attribute's value checkbox (`10 kΩ`), found through the group's search box when the list has one. */
  async value(attribute: string, value: string): Promise<Locator> {
    const group = this.panel().getByRole('group', { name: attribute })
    const search = group.getByRole('searchbox')
    if ((await search.count()) > 0) await search.fill(value)
    return group.getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')} [\\d,]+ parts?$`, 'u') })
  }

  /** The count a value's checkbox shows. */
  static async countOf(checkbox: Locator): Promise<number> {
    const name = (await checkbox.getAttribute('aria-label')) ?? (await checkbox.locator('xpath=..').textContent()) ?? ''
    const count = /([\d,]+) parts?$/u.exec(name)?.[1]
    if (count === undefined) throw new Error(`No count in "${name}"`)
    return Number(count.replace(/,/gu, ''))
  }

  /** Types a from/to range into an attribute's boxes and applies it. */
  async range(attribute: string, from: string, to: string) {
    const form = this.panel().getByRole('form', { name: `${attribute} from and to` })
    await form.getByRole('textbox', { name: 'From' }).fill(from)
    await form.getByRole('textbox', { name: 'To' }).fill(to)
    await form.getByRole('button', { name: /^Apply/u }).click()
  }

  /** The values of one column (`Resistance`) of the rows shown. */
  async column(name: string): Promise<string[]> {
    return this.rows.locator(`td[data-label="${name}"]`).allTextContents()
  }
}
