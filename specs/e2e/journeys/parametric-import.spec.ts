import type { CategoryGroup, EnvelopeOf } from '@partfront/core/contract'
import { catalogSlug } from '@partfront/core/routing'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sharedDataFile } from '../../support/shared-data.ts'
import { CategoryPage } from '../pages/category.page.ts'
import { expect, test } from '../support/journey-test.ts'

/**
 * Issue 29, "Done means": after `npm run import` of the LCSC file (`../shared/data/parts`, read in place) into the
 * running server's catalog, its chip resistors can be narrowed by resistance on their category page. In the
 * catalog-changing project: it changes the catalog the other journeys read.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const database = join(process.env.E2E_DATA_DIR ?? '', 'partfront.db')
const LCSC_FILE = 'jlcpcb_lcsc_parts_2024-02-23_stock5000.csv'
/** LCSC's name of the category (its `subcategory` column), which core's import maps to our chip resistors. */
const LCSC_RESISTORS = 'Chip Resistor - Surface Mount'

test.beforeAll(async () => {
  test.setTimeout(600_000)
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import.ts', sharedDataFile('parts', LCSC_FILE)], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: database },
    maxBuffer: 64 * 1024 * 1024,
  })
})

test('issue 29: after importing the LCSC file, its chip resistors narrow by resistance', async ({ page, request }) => {
  test.setTimeout(120_000)
  const tree = (await (await request.get('/api/catalog/group?type=1002')).json()) as EnvelopeOf<readonly CategoryGroup[]>
  const found = tree.data?.flatMap((group) => [group, ...group.childList]).find((category) => category.catalogEnName === LCSC_RESISTORS)
  if (found === undefined) throw new Error(`No "${LCSC_RESISTORS}" category after the import`)

  await page.setViewportSize({ width: 1280, height: 900 })
  const category = new CategoryPage(page)
  await category.open(`/catalog/${catalogSlug(found.catalogEnName, found.intId)}`)
  const all = await category.total()
  const resistance = category.panel().getByRole('group', { name: 'Resistance' })
  // The most common resistance of the file: the list's first value that is one ("No value" may come first).
  const first = resistance.getByRole('checkbox').filter({ hasNotText: 'No value' }).and(resistance.getByRole('checkbox', { name: /^(?!No value)/u })).first()
  const label = (await first.locator('xpath=..').locator('span').first().textContent()) ?? ''
  const expected = await CategoryPage.countOf(first)
  await first.click()
  await expect(first).toBeChecked()
  await expect(page).toHaveURL(/[?&]resistance=[^&]+/u)
  await expect.poll(() => category.total()).toBe(expected)
  expect(expected).toBeLessThan(all)
  for (const value of await category.column('Resistance')) expect(value).toBe(label)
})
