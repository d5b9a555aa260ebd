import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

/** A file as the page is given it: a path on disk, or a name and its bytes. */
export type BomFileInput = string | { readonly name: string; readonly mimeType: string; readonly buffer: Buffer }

/** The match counts the results show: the lines, each kind's (fitted lines) and the do-not-fit lines. */
export interface BomCounts {
  readonly lines: number
  readonly kinds: Readonly<Record<string, number>>
  readonly dnp: number
}

const FILTER_KINDS: Readonly<Record<string, string>> = {
  Exact: 'exact',
  'Packaging variant': 'variant',
  'Distributor number': 'distributor',
  'Close match': 'close',
  'By value': 'value',
  'Not found': 'none',
  'Do not fit': 'dnp',
}

/** The BOM tool (`/bom`) as a buyer meets it: the inputs, the upload, the mapping, the results. */
export class BomPage {
  readonly fileInput: Locator
  readonly dropZone: Locator
  readonly pasteBox: Locator
  readonly pasteSubmit: Locator
  readonly notice: Locator
  readonly mapping: Locator
  readonly confirm: Locator
  readonly results: Locator
  readonly filter: Locator
  readonly lines: Locator
  readonly contact: Locator
  readonly saved: Locator
  readonly cartBadge: Locator

  constructor(readonly page: Page) {
    this.fileInput = page.getByTestId('bom-file-input')
    this.dropZone = page.getByTestId('bom-drop-zone')
    this.pasteBox = page.getByRole('textbox', { name: 'Or paste part numbers and quantities' })
    this.pasteSubmit = page.getByRole('button', { name: 'Match these parts' })
    this.notice = page.getByTestId('bom-notice')
    this.mapping = page.getByTestId('bom-mapping')
    this.confirm = page.getByRole('button', { name: 'Confirm columns and match' })
    this.results = page.getByTestId('bom-results')
    this.filter = page.getByRole('combobox', { name: 'Show' })
    this.lines = page.getByTestId('bom-lines').locator('tbody tr')
    this.contact = page.getByTestId('bom-contact')
    this.saved = page.getByTestId('bom-saved')
    this.cartBadge = page.getByTestId('desktop-header').getByTestId('cart-badge')
  }

  /** Opens `/bom` and waits for the page to hydrate (the inputs work only then). */
  async open() {
    await this.page.goto('/bom')
    await waitForReady(this.page)
    await expect(this.page.getByRole('heading', { name: 'Upload your BOM' })).toBeVisible()
  }

  /** Chooses a file with the file picker. */
  async choose(file: BomFileInput) {
    await this.fileInput.setInputFiles(file)
  }

  /** Drops a file on the drop zone, or anywhere on the page (`onPage`), as a file dragged from the desktop. */
  async drop(path: string, options: { readonly onPage?: boolean } = {}) {
    const transfer = await this.page.evaluateHandle(
      ({ base64, name }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const data = new DataTransfer()
        data.items.add(new File([bytes], name))
        return data
      },
      { base64: readFileSync(path).toString('base64'), name: basename(path) },
    )
    const target = options.onPage === true ? this.page.getByRole('heading', { name: 'How it works' }) : this.dropZone
    await target.dispatchEvent('dragenter', { dataTransfer: transfer })
    await target.dispatchEvent('dragover', { dataTransfer: transfer })
    await target.dispatchEvent('drop', { dataTransfer: transfer })
  }

  /** Pastes lines into the paste box and sends them. */
  async paste(text: string) {
    await this.pasteBox.fill(text)
    await this.pasteSubmit.click()
  }

  /** Waits for the mapping step, confirms the columns as guessed, and waits for the results. */
  async confirmMapping() {
    await expect(this.mapping).toBeVisible({ timeout: 30_000 })
    await this.confirm.click()
    await expect(this.results).toBeVisible({ timeout: 30_000 })
  }

  /** The counts the results show: every line, and the lines of each match kind (the filter's counts). */
  async counts(): Promise<BomCounts> {
    const lines = Number(await this.page.getByTestId('count-lines').textContent())
    const kinds: Record<string, number> = {}
    let dnp = 0
    for (const text of await this.filter.locator('option').allTextContents()) {
      const match = /^(.+) \((\d+)\)$/u.exec(text)
      const kind = match === null ? undefined : FILTER_KINDS[match[1] ?? '']
      if (match === null || kind === undefined) continue
      if (kind === 'dnp') dnp = Number(match[2])
      else kinds[kind] = Number(match[2])
    }
    return { lines, kinds, dnp }
  }

  /** The build quantity card `index` (0, 1 or 2). */
  build(index: 0 | 1 | 2) {
    const card = this.page.getByTestId(`bom-build-${index}`)
    return { card, boards: card.getByRole('textbox'), total: card.getByTestId('build-total'), perBoard: card.getByTestId('build-per-board') }
  }

  /** Sets build quantity `index` and waits for its total to change. */
  async setBoards(index: 0 | 1 | 2, boards: number) {
    const build = this.build(index)
    const before = await build.total.textContent()
    await build.boards.fill(String(boards))
    await build.boards.press('Enter')
    await expect(build.total).not.toHaveText(before ?? '')
  }

  /** The line of BOM row `row`. */
  line(row: number) {
    const line = this.page.locator(`[data-testid="bom-lines"] tr[data-row="${row}"]`)
    return { line, unit: line.getByTestId('line-unit'), extended: line.getByTestId('line-extended'), kind: line.getByTestId('line-kind'), options: line.getByTestId('line-options') }
  }

  /** Fills the contact info (BOM-4) and submits it. */
  async save(contact?: { readonly name: string; readonly email: string; readonly telephone: string; readonly address: string }) {
    if (contact !== undefined) {
      await this.contact.getByRole('textbox', { name: 'Name' }).fill(contact.name)
      await this.contact.getByRole('textbox', { name: 'Email' }).fill(contact.email)
      await this.contact.getByRole('textbox', { name: 'Telephone' }).fill(contact.telephone)
      await this.contact.getByRole('textbox', { name: 'Address' }).fill(contact.address)
    }
    await this.contact.getByRole('button', { name: /Save BOM|Sign in to save/ }).click()
  }
}
