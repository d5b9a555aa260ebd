import type { BomDetail, EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sharedDataFile } from '../../support/shared-data.ts'
import { registerByApi } from '../pages/account.api.ts'
import { BomPage } from '../pages/bom.page.ts'
import { CartPage } from '../pages/cart.page.ts'

/**
 * A real BOM from a public hardware project, end to end against `npm start` (issue 18): the journey server's
 * catalog gets the real parts file `cdfer_jlcpcb_kicad_library_parts.csv` (894 JLCPCB parts with their LCSC
 * numbers, from `../shared/data/parts`) through `npm run import` while the server runs, as an operator loads a
 * distributor's catalog; the server's answers follow the catalog's version (search) or read the catalog as it
 * is (BOM matching). Then the real `pslab-mini_JLCPCB_SMT_BOM.csv` (fossasia/pslab-mini-hardware, read in
 * place, never copied) goes through `/bom`: its exact and distributor-number matches, an alternative picked on a
 * by-value line, saved, the pick kept with the saved BOM, and the matched lines sent to the cart, which shows
 * them. Importing again only updates the same parts in place, so the journey may run on a database it ran on.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const database = join(process.env.E2E_DATA_DIR ?? '', 'partfront.db')
const PARTS_FILE = 'cdfer_jlcpcb_kicad_library_parts.csv'
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

async function bomDetail(request: APIRequestContext, id: number, token: string): Promise<BomDetail> {
  const response = await request.get(`/api/bom/detail?id=${id}`, { headers: { Authorization: `Bearer ${token}` } })
  const envelope = (await response.json()) as EnvelopeOf<BomDetail>
  expect(envelope.code, envelope.message).toBe(200)
  return envelope.data
}

test('BOM-4, PAGE-6: a real BOM matched against real imported parts: exact matches, an alternative picked and kept, saved, and its matched lines in the cart', async ({ page, context, request, baseURL }) => {
  test.setTimeout(300_000)
  const imported = await importParts(sharedDataFile('parts', PARTS_FILE))
  expect(imported).toMatch(/894 rows in [\d.]+ s: \d+ products added, \d+ updated, 26 skipped\./u)

  const { token } = await registerByApi(request, `bom-real-${Date.now()}@example.com`, 'correct horse battery')
  await context.addCookies([{ name: 'user-token', value: token, url: baseURL ?? '' }])
  const bom = new BomPage(page)
  await bom.open()
  await bom.choose(sharedDataFile('boms', BOM_FILE))
  await bom.confirmMapping()

  // The real parts are there: two exact part numbers, and the LCSC numbers of the JLCPCB file's `JLCPCB Part #`.
  const counts = await bom.counts()
  expect(counts.lines).toBe(68)
  expect(counts.kinds['exact']).toBeGreaterThanOrEqual(2)
  expect(counts.kinds['distributor']).toBeGreaterThanOrEqual(8)
  await bom.filter.selectOption('exact')
  await expect(bom.line(38).kind).toHaveText('Exact')
  await expect(bom.line(38).line).toContainText('MMBT3904')
  await expect(bom.line(58).line).toContainText('AMS1117-3.3')
  await bom.filter.selectOption('all')

  // Row 49 (10k) matched by value: the buyer picks the second part offered instead.
  const byValue = bom.line(49)
  await expect(byValue.kind).toHaveText('By value')
  await byValue.options.locator('summary').click()
  const alternative = byValue.options.getByRole('radio').nth(1)
  const picked = Number(await alternative.getAttribute('value'))
  await alternative.check()
  await expect(byValue.line).toContainText('Picked')

  await bom.save(CONTACT)
  await expect(bom.saved.getByRole('heading', { name: /^BOM #\d+ saved$/u })).toBeVisible({ timeout: 60_000 })
  const id = Number(/#(\d+)/u.exec((await bom.saved.getByRole('heading').textContent()) ?? '')?.[1])

  // The pick is kept with the saved BOM: its detail prices the part picked on row 49.
  const saved = await bomDetail(request, id, token)
  expect(saved.picks).toContainEqual({ row: 49, productId: picked })
  const line49 = saved.lines.find((line) => line.row === 49)
  expect(line49?.match.product?.intID).toBe(picked)
  expect(line49?.unitPrice).not.toBeNull()
  await page.goto(`/member/detail/bom_${id}`)
  await expect(page.getByTestId('bom-picked')).toHaveCount(1)

  // Sent from the saved BOM's page, which names no pick: the server sends the kept one with the sure lines.
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Add matched parts to cart' }).click()
  const sent = page.getByRole('status').filter({ hasText: /\d+ parts? \(\d+ pieces?\) added to your cart/u })
  await expect(sent).toBeVisible({ timeout: 30_000 })
  // The by-value line picked went with the sure ones; the other by-value lines wait for the buyer's confirmation.
  await expect(sent).not.toContainText('Row 49 ')
  await expect(sent).toContainText('Row 39 ')

  const cart = new CartPage(page)
  await cart.open()
  for (const model of ['MMBT3904', 'AMS1117-3.3', line49?.match.product?.model ?? '']) await expect(cart.row(model).first(), model).toBeVisible()
})
