import AxeBuilder from '@axe-core/playwright'
import type { BomPage as BomList, EnvelopeOf, ProductSummary, SearchResult } from '@partfront/core/contract'
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { readFileSync, readdirSync } from 'node:fs'
import * as XLSX from 'xlsx'
import { TOO_SLOW_MESSAGE } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import { LOOPING_SEED, damaged } from '../../../server/src/bom/hostile-files.fixtures.ts'
import { sharedDataFile } from '../../support/shared-data.ts'
import { registerByApi } from '../pages/account.api.ts'
import { bomCli, countsOf } from '../pages/bom.cli.ts'
import { BomPage } from '../pages/bom.page.ts'

/**
 * The BOM tool in Chromium against `npm start` (issue 18): every real BOM of `../shared/data/boms` through the
 * page (file picker and drag and drop), its lines and match counts the same as `npm run bom` says for the file
 * on the same database; a build quantity across a price break; a close match picked; pasted part numbers; the
 * refusals before anything is sent (BOM-1, BOM-2, 5 MB); a visitor who signs in to save, the BOM then in the
 * member's BOM list (read through the API: `/member/bom` is another page's); the matched lines to the cart
 * and the export read back; axe at 1280 and 375 px.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '12 St James’s Square, London' }

async function data<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

/** Registers a member through the API (the captcha's text, the code from the mail outbox) and answers the token. */
async function register(request: APIRequestContext): Promise<string> {
  const email = `bom-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  return (await registerByApi(request, email, 'correct horse battery')).token
}

/** Signs the browser in: the session cookie the server and the page read. */
async function signInBrowser(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: 'user-token', value: token, url: baseURL }])
}

/** Parts of the seeded catalog found by a keyword, each with its ladder. */
async function partsFor(request: APIRequestContext, keyWord: string, pageSize = 20): Promise<ProductSummary[]> {
  const found = await data<SearchResult>(request, `/api/search/list?keyWord=${encodeURIComponent(keyWord)}&pageSize=${pageSize}`)
  return found.list.map((hit) => hit.product)
}

/** Records the requests to the preview (the upload): a refused file must send none. */
function uploadsOf(page: Page): string[] {
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/bom/preview')) uploads.push(request.url())
  })
  return uploads
}

const REAL_BOMS = readdirSync(sharedDataFile('boms')).sort()

test.describe('the BOM tool', () => {
  test('every real BOM goes through the page (picker and drag and drop) with the lines and match counts npm run bom gives', async ({ page }) => {
    test.setTimeout(600_000)
    const bom = new BomPage(page)
    expect(REAL_BOMS).toHaveLength(15)
    for (const [index, name] of REAL_BOMS.entries()) {
      const path = sharedDataFile('boms', name)
      await bom.open()
      if (name.endsWith('.tsv')) {
        // BOM-1 takes .xls, .xlsx and .csv: the tab-separated file is refused by its name, and its cells go in
        // through the paste box instead, as copied from a spreadsheet.
        await bom.choose(path)
        await expect(bom.notice).toHaveText(`"${name}" is a .tsv file. Please upload a BOM as .xls, .xlsx or .csv.`)
        await bom.paste(readFileSync(path, 'utf8'))
      } else if (index % 2 === 0) await bom.choose(path)
      else await bom.drop(path, { onPage: index % 4 === 3 })
      await bom.confirmMapping()
      const cli = await bomCli(path)
      expect(await bom.counts(), name).toEqual(countsOf(cli.lines))
    }
  })

  test('BOM-1, BOM-2: a .txt file, a file of 201 models and one of 5 MB and a byte are refused before anything is sent', async ({ page }) => {
    const bom = new BomPage(page)
    const uploads = uploadsOf(page)
    await bom.open()
    await bom.choose({ name: 'parts.txt', mimeType: 'text/plain', buffer: Buffer.from('LM358D 10\n') })
    await expect(bom.notice).toHaveText('"parts.txt" is a .txt file. Please upload a BOM as .xls, .xlsx or .csv.')
    const models = ['Part Number,Quantity', ...Array.from({ length: 201 }, (_, i) => `PN-${10_000 + i},1`)].join('\n')
    await bom.choose({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(models) })
    await expect(bom.notice).toHaveText('This BOM lists 201 models; a BOM may list at most 200. Please split it into several files.')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)
    await bom.choose({ name: 'big.csv', mimeType: 'text/csv', buffer: big })
    await expect(bom.notice).toHaveText('The file is larger than 5 MB, the most a BOM file may be.')
    expect(uploads).toEqual([])
  })

  test('a damaged .xls that makes the reader loop is stopped at the time limit while the page stays responsive; the next file reads', async ({ page }) => {
    // BOM.maxReadMs (10 s) of looping in the page's worker, then the real file.
    test.setTimeout(60_000)
    const bom = new BomPage(page)
    const uploads = uploadsOf(page)
    await bom.open()
    const original = readFileSync(sharedDataFile('boms', 'smoothieboard_bom.xls'))
    const looping = Buffer.from(damaged(new Uint8Array(original), LOOPING_SEED))
    const chosen = Date.now()
    await bom.choose({ name: 'smoothieboard_bom.xls', mimeType: 'application/vnd.ms-excel', buffer: looping })
    // While the worker loops, the page's own thread answers at once: the search box takes typing.
    const box = page.getByTestId('desktop-header').getByRole('combobox', { name: 'Search parts' })
    await box.fill('LM358', { timeout: 2_000 })
    await expect(box).toHaveValue('LM358')
    await expect(bom.notice).toHaveText(TOO_SLOW_MESSAGE, { timeout: BOM.maxReadMs + 10_000 })
    expect(Date.now() - chosen).toBeGreaterThanOrEqual(BOM.maxReadMs)
    // Refused in the browser: nothing was sent.
    expect(uploads).toEqual([])
    await bom.choose({ name: 'smoothieboard_bom.xls', mimeType: 'application/vnd.ms-excel', buffer: original })
    await expect(bom.mapping).toBeVisible()
  })

  test('ten pasted part numbers are matched; a build quantity re-prices across a price break; a close match is picked', async ({ page, request }) => {
    const bom = new BomPage(page)
    const parts = (await partsFor(request, 'LM', 40)).filter((part, i, all) => all.findIndex((p) => p.model === part.model) === i).slice(0, 10)
    expect(parts).toHaveLength(10)
    await bom.open()
    await bom.paste(parts.map((part, i) => `${part.model} ${i + 1}`).join('\n'))
    await bom.confirmMapping()
    expect(await bom.counts()).toEqual({ lines: 10, kinds: { exact: 10 }, dnp: 0 })

    // A part whose ladder has a break at 100: 1 per board is 10 pieces at 10 boards, 100 at 100.
    const laddered = (await partsFor(request, 'LM358D', 5)).find((part) => part.model === 'LM358D' && part.priceLadder.some((step) => step.quantity === 100))
    expect(laddered).toBeDefined()
    await bom.open()
    await bom.paste(`LM358D 1\nLM358 2`)
    await bom.confirmMapping()
    const unitAt10 = await bom.line(2).unit.textContent()
    const totalAt10 = await bom.build(0).total.textContent()
    await bom.setBoards(0, 100)
    await expect(bom.line(2).unit).not.toHaveText(unitAt10 ?? '')
    expect(await bom.build(0).total.textContent()).not.toBe(totalAt10)
    const tenths = (text: string | null) => Number((text ?? '').replace(/[$,]/gu, ''))
    expect(tenths(await bom.line(2).unit.textContent())).toBeLessThan(tenths(unitAt10))

    // LM358 is not in the catalog as it is: close matches, the buyer picks the second.
    const close = bom.line(3)
    await expect(close.kind).toHaveText('Close match')
    await close.options.locator('summary').click()
    const second = close.options.getByRole('radio').nth(1)
    await second.check()
    await expect(close.line).toContainText('Picked')
    await expect(page.getByTestId('count-matched')).toHaveText('2')
  })

  test('BOM-4: a visitor uploads, signs in to save, finds the BOM in the member’s list, sends its matched lines to the cart and exports it', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    const bom = new BomPage(page)
    // A small BOM of parts the seeded catalog has, so some lines are sure enough to go to the cart.
    const parts = (await partsFor(request, 'LM', 40)).filter((part, i, all) => all.findIndex((p) => p.model === part.model) === i).slice(0, 3)
    const csv = ['Designator,Quantity,Manufacturer Part Number,Manufacturer', ...parts.map((part, i) => `U${i + 1},${i + 1},${part.model},${part.brandName}`), 'U9,1,XQ9Z77001,Nobody'].join('\n')
    await bom.open()
    await bom.choose({ name: 'board-rev-b.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await bom.confirmMapping()
    await bom.setBoards(0, 20)
    await bom.save(CONTACT)
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbom$/u)

    const token = await register(request)
    await signInBrowser(context, token, baseURL ?? '')
    await page.goto('/bom')
    await waitForReady(page)
    // The work came back: the file read again with its columns, and the build quantity kept.
    await expect(bom.results).toBeVisible({ timeout: 30_000 })
    await expect(bom.build(0).boards).toHaveValue('20')
    await expect(bom.contact.getByRole('textbox', { name: 'Name' })).toHaveValue(CONTACT.name)
    await bom.save()
    await expect(bom.saved.getByRole('heading', { name: /^BOM #\d+ saved$/u })).toBeVisible({ timeout: 30_000 })
    const id = Number(/#(\d+)/u.exec((await bom.saved.getByRole('heading').textContent()) ?? '')?.[1])

    // The member's BOM list (`/member/bom` reads it): the saved BOM with its status.
    const list = await data<BomList>(request, '/api/bom/list', token)
    expect(list.list.map((entry) => [entry.id, entry.fileName, entry.status])).toContainEqual([id, 'board-rev-b.csv', 'uploaded'])

    const before = (await bom.cartBadge.count()) === 0 ? 0 : Number(await bom.cartBadge.textContent())
    await bom.saved.getByRole('button', { name: /Add matched lines to cart/u }).click()
    await expect(page.getByTestId('bom-sent')).toContainText('Added 3 parts')
    await page.getByText('1 line was left out, and why').click()
    await expect(page.getByTestId('bom-left-out')).toHaveText('Row 5 (XQ9Z77001) matched no catalog part.')
    await expect.poll(async () => Number((await bom.cartBadge.textContent()) ?? '0')).toBeGreaterThan(before)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bom-export-xlsx').click()])
    const path = await download.path()
    const book = XLSX.read(readFileSync(path), { type: 'buffer' })
    const sheet = book.Sheets[book.SheetNames[0] ?? '']
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1 })
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/u)
    for (const part of parts) expect(JSON.stringify(rows)).toContain(part.model)
    expect(JSON.stringify(rows)).toContain('XQ9Z77001')
  })

  for (const width of [1280, 375]) {
    test(`the page, its mapping and its results pass axe (WCAG 2.1 A/AA) at ${width} px with no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const bom = new BomPage(page)
      await bom.open()
      const check = async (step: string) => {
        const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
        expect(axe.violations.map((violation) => `${step}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), step).toBe(0)
      }
      await check('empty')
      await bom.choose(sharedDataFile('boms', 'libresolar_bms-c1_bom.csv'))
      await expect(bom.mapping).toBeVisible({ timeout: 30_000 })
      await check('mapping')
      await bom.confirm.click()
      await expect(bom.results).toBeVisible({ timeout: 30_000 })
      await check('results')
    })
  }
})
