import type { BomDetail, EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext, type BrowserContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sharedDataFile } from '../../support/shared-data.ts'
import { registerByApi } from '../pages/account.api.ts'
import { bomCli, cartPlanOf, countsOf, firstUnconfirmed } from '../pages/bom.cli.ts'
import { BomPage } from '../pages/bom.page.ts'
import { CartPage } from '../pages/cart.page.ts'

/**
 * The real BOMs of public hardware projects, end to end against `npm start` (issue 18: "Every real BOM in
 * `../shared/data/boms/` goes through the page to a saved BOM and a filled cart"). The journey server's catalog
 * first gets every real parts file of `../shared/data/parts` through `npm run import` while the server runs, as an
 * operator loads distributors' catalogs (the 32,872-row LCSC file gives all but one BOM a sure line; the README's
 * "Catalog import" says which file gives which). Then each BOM file of `../shared/data/boms` (read in place,
 * never copied; a new file there is a new test) goes through `/bom` as a signed-in member would: chosen (the
 * `.tsv`, refused by its name under BOM-1, pasted into the paste box instead), the mapping confirmed, the counts
 * those of `npm run bom` on the same database, saved with the contact (BOM-4), and its sure lines sent to the
 * cart, whose badge counts them; a BOM with no sure line gets the page's message saying why, then the buyer
 * confirms one of its waiting matches and that line fills the cart. pslab-mini also
 * gets the detailed checks: its exact and distributor-number matches, an alternative picked on a by-value line
 * and kept with the saved BOM, and its matched lines in the cart. Importing again only updates the same parts in
 * place, so the journey may run on a database it ran on.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const database = join(process.env.E2E_DATA_DIR ?? '', 'partfront.db')
const PARTS_FILES = readdirSync(sharedDataFile('parts')).filter((file) => !file.startsWith('.')).sort()
const REAL_BOMS = readdirSync(sharedDataFile('boms')).filter((file) => !file.startsWith('.')).sort()
const CDFER_FILE = 'cdfer_jlcpcb_kicad_library_parts.csv'
const BOM_FILE = 'pslab-mini_JLCPCB_SMT_BOM.csv'
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', telephone: '+44 20 7946 0000', address: '12 St James’s Square, London' }

/** `npm run import -- FILE` on the journey server's database. */
async function importParts(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: database },
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}

/** A new member, signed in in the browser: an empty cart of their own. */
async function signedInMember(request: APIRequestContext, context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const email = `bom-real-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const { token } = await registerByApi(request, email, 'correct horse battery')
  await context.addCookies([{ name: 'user-token', value: token, url: baseURL ?? '' }])
  return token
}

async function bomDetail(request: APIRequestContext, id: number, token: string): Promise<BomDetail> {
  const response = await request.get(`/api/bom/detail?id=${id}`, { headers: { Authorization: `Bearer ${token}` } })
  const envelope = (await response.json()) as EnvelopeOf<BomDetail>
  expect(envelope.code, envelope.message).toBe(200)
  return envelope.data
}

test.describe('real BOMs against the real parts files', () => {
  test.beforeAll(async () => {
    // Once per worker: every parts file, as `npm run import` loads it (the LCSC file's 32,872 rows take most).
    test.setTimeout(600_000)
    expect(PARTS_FILES).toContain(CDFER_FILE)
    for (const file of PARTS_FILES) {
      const imported = await importParts(sharedDataFile('parts', file))
      if (file === CDFER_FILE) expect(imported).toMatch(/894 rows in [\d.]+ s: \d+ products added, \d+ updated, 26 skipped\./u)
      else expect(imported, file).toMatch(/\d+ rows in [\d.]+ s: \d+ products added, \d+ updated, \d+ skipped\./u)
    }
  })

  test('BOM-4, PAGE-6: a real BOM matched against real imported parts: exact matches, an alternative picked and kept, saved, and its matched lines in the cart', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000)
    const token = await signedInMember(request, context, baseURL)
    const bom = new BomPage(page)
    await bom.open()
    await bom.choose(sharedDataFile('boms', BOM_FILE))
    await bom.confirmMapping()

    // The real parts are there: the exact part numbers, and the LCSC numbers of the JLCPCB file's `JLCPCB Part #`.
    const counts = await bom.counts()
    expect(counts.lines).toBe(68)
    expect(counts.kinds['exact']).toBeGreaterThanOrEqual(2)
    expect(counts.kinds['distributor']).toBeGreaterThanOrEqual(8)
    await bom.filter.selectOption('exact')
    await expect(bom.line(38).kind).toHaveText('Exact')
    await expect(bom.line(38).line).toContainText('MMBT3904')
    await expect(bom.line(58).line).toContainText('AMS1117-3.3')
    await bom.filter.selectOption('all')

    // Row 46 (180k, 0603) matched by value (its LCSC number is in no parts file): the buyer picks the second part offered.
    const byValue = bom.line(46)
    await expect(byValue.kind).toHaveText('By value')
    await byValue.options.locator('summary').click()
    const alternative = byValue.options.getByRole('radio').nth(1)
    const picked = Number(await alternative.getAttribute('value'))
    await alternative.check()
    await expect(byValue.line).toContainText('Picked')

    await bom.save(CONTACT)
    await expect(bom.saved.getByRole('heading', { name: /^BOM #\d+ saved$/u })).toBeVisible({ timeout: 60_000 })
    const id = Number(/#(\d+)/u.exec((await bom.saved.getByRole('heading').textContent()) ?? '')?.[1])

    // The pick is kept with the saved BOM: its detail prices the part picked on row 46.
    const saved = await bomDetail(request, id, token)
    expect(saved.picks).toContainEqual({ row: 46, productId: picked })
    const line46 = saved.lines.find((line) => line.row === 46)
    expect(line46?.match.product?.intID).toBe(picked)
    expect(line46?.unitPrice).not.toBeNull()
    await page.goto(`/member/detail/bom_${id}`)
    await expect(page.getByTestId('bom-picked')).toHaveCount(1)

    // Sent from the saved BOM's page, which names no pick: the server sends the kept one with the sure lines.
    await waitForReady(page)
    await page.getByRole('button', { name: 'Add matched parts to cart' }).click()
    const sent = page.getByRole('status').filter({ hasText: /\d+ parts? \(\d+ pieces?\) added to your cart/u })
    await expect(sent).toBeVisible({ timeout: 30_000 })
    // The by-value line picked went with the sure ones; the other by-value lines wait for the buyer's confirmation.
    await expect(sent).not.toContainText('Row 46 ')
    await expect(sent).toContainText('Row 42 ')

    const cart = new CartPage(page)
    await cart.open()
    for (const model of ['MMBT3904', 'AMS1117-3.3', line46?.match.product?.model ?? '']) await expect(cart.row(model).first(), model).toBeVisible()
  })

  for (const name of REAL_BOMS) {
    test(`BOM-4, PAGE-6: ${name} goes through the page to a saved BOM, and its sure lines (or one the buyer confirms) to the cart`, async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000)
      const path = sharedDataFile('boms', name)
      // The terminal's reading of the same file, worked out while the page reads it.
      const cli = bomCli(path)
      await signedInMember(request, context, baseURL)
      const bom = new BomPage(page)
      await bom.open()
      await expect(bom.cartBadge).toHaveCount(0)
      if (name.endsWith('.tsv')) {
        // BOM-1 takes .xls, .xlsx and .csv: the tab-separated file goes in through the paste box, as copied from a spreadsheet.
        await bom.choose(path)
        await expect(bom.notice).toHaveText(`"${name}" is a .tsv file. Please upload a BOM as .xls, .xlsx or .csv.`)
        await bom.paste(readFileSync(path, 'utf8'))
      } else await bom.choose(path)
      await bom.confirmMapping()
      const { lines } = await cli
      expect(await bom.counts(), name).toEqual(countsOf(lines))

      await bom.save(CONTACT)
      await expect(bom.saved.getByRole('heading', { name: /^BOM #\d+ saved$/u })).toBeVisible({ timeout: 60_000 })

      const plan = cartPlanOf(lines)
      await bom.saved.getByRole('button', { name: /^Add matched lines to cart/u }).click()
      if (plan.parts === 0) {
        // Nothing sure to send: the page says so, and why, and the cart stays empty.
        const waiting = `${plan.unconfirmed} close or by-value match${plan.unconfirmed === 1 ? ' needs' : 'es need'} your confirmation first`
        await expect(bom.notice).toHaveText(`No line of this BOM has a sure catalog match to add to the cart${plan.unconfirmed === 0 ? '' : `: ${waiting}`}.`)
        await expect(bom.cartBadge).toHaveCount(0)
        const unconfirmed = firstUnconfirmed(lines)
        if (unconfirmed === undefined) return
        // The buyer confirms one of the matches waiting for them: that line goes, and the cart fills.
        const waitingLine = bom.line(unconfirmed.row)
        await waitingLine.options.locator('summary').click()
        await waitingLine.options.locator(`input[type="radio"][value="${unconfirmed.match.partId}"]`).check()
        await expect(waitingLine.line).toContainText('Picked')
        await bom.saved.getByRole('button', { name: /^Add matched lines to cart/u }).click()
        await expect(page.getByTestId('bom-sent')).toContainText('Added 1 part (', { timeout: 30_000 })
        await expect(bom.cartBadge).toHaveText('1')
        return
      }
      const sent = page.getByTestId('bom-sent')
      await expect(sent).toContainText(`Added ${plan.parts} ${plan.parts === 1 ? 'part' : 'parts'} (`, { timeout: 30_000 })
      const leftOut = lines.length - plan.sureLines
      if (leftOut > 0) await expect(sent.getByText(`${leftOut} ${leftOut === 1 ? 'line was' : 'lines were'} left out, and why`)).toBeVisible()
      // A new member's cart held nothing: the badge counts the parts sent.
      await expect(bom.cartBadge).toHaveText(String(plan.parts))
    })
  }
})
