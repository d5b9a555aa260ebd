import { STOREFRONT_CHUNK } from '../support/hold-storefront.ts'
import { expect, test } from '../support/journey-test.ts'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * The frame against `npm start` in Chromium: the mobile drawers at 375 px (SHELL-3) and the floating sidebar's
 * drawers at 1280 px (SIDE-1..4), each checked with axe-core while open. With `UPDATE_SCREENSHOTS=1` it writes
 * the README's screenshot of the mobile drawer.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url))

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('SHELL-3: the menu drawer opens from the mobile header, Category goes two levels deep with Back, Esc closes it', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.open('/')
    await expect(page.getByTestId('mobile-header')).toBeVisible()
    await shell.menuButton.click()
    await expect(shell.menu).toBeVisible()
    expect(await shell.menuEntries()).toEqual(expect.arrayContaining(['Home', 'My Account', 'Category', 'Brand', 'BOM', 'Product', 'News', 'About']))
    await shell.expectNoAxeViolations()
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      const folder = join(repo, 'docs', 'screenshots')
      mkdirSync(folder, { recursive: true })
      await page.screenshot({ path: join(folder, 'mobile-drawer.png') })
    }

    await shell.menu.getByRole('button', { name: 'Category' }).click()
    const groups = await shell.menuEntries()
    expect(groups.length).toBeGreaterThan(1)
    const group = groups[0] ?? ''
    await shell.menu.getByRole('button', { name: group, exact: true }).click()
    await expect(shell.menu.getByRole('heading', { name: group })).toBeVisible()
    const child = shell.menu.getByRole('link').nth(1)
    await expect(child).toHaveAttribute('href', /^\/catalog\/[a-z0-9-]+-\d+$/u)
    await shell.menu.getByRole('button', { name: 'Back' }).click()
    expect(await shell.menuEntries()).toEqual(groups)
    await page.keyboard.press('Escape')
    await expect(shell.menu).toBeHidden()
    await expect(shell.menuButton).toBeFocused()
  })

  test('SHELL-4: the page is no wider than the phone', async ({ page }) => {
    const shell = new ShellPage(page)
    for (const path of ['/', '/so?keyWord=LM358', '/no/such/page']) {
      await shell.open(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('SIDE-1: SIDE-3: SIDE-4: RFQ-3: the RFQ List entry opens a 270 px drawer saying no data; Submit leads to /cart/reserve through sign-in', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.open('/')
    await shell.entry('RFQ List').click()
    const drawer = page.getByRole('dialog', { name: 'RFQ List ( 0 Items )' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toContainText('no data')
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(270)
    await shell.expectNoAxeViolations()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    // RFQ-3: Submit leads to /cart/reserve, which asks a visitor to sign in first and come back (ROUTE-7).
    await shell.entry('RFQ List').click()
    await drawer.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Freserve$/u)
  })

  test('CART-5: a visitor opening the Shopping Cart drawer is sent to /login', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.open('/')
    await shell.entry('Shopping Cart').click()
    await expect(page).toHaveURL(/\/login$/u)
  })
})

test('API-7: once a new build is deployed, the next navigation loads it as a whole page', async ({ page }) => {
  await page.clock.install()
  const shell = new ShellPage(page)
  await shell.open('/')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname)
  })
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true })
  // Before any new build, a link is followed in the page: no document is asked for.
  await faq.click()
  await expect(page).toHaveURL(/\/faq$/u)
  expect(documents).toEqual([])

  let polls = 0
  await page.route('**/builds/latest.json*', async (route) => {
    polls += 1
    await route.fulfill({ json: { id: 'the-next-build', timestamp: Date.now() + 60_000 } })
  })
  // The watcher asks once a minute (DEPLOYMENT_POLL_MS).
  await page.clock.runFor(61_000)
  await expect.poll(() => polls).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quality', exact: true }).click()
  await expect(page).toHaveURL(/\/quality$/u)
  await expect.poll(() => documents).toEqual(['/quality'])
})

test('ROUTE-9: when the storefront\'s own chunk cannot load, the page loads anew once; a second failure within 10 s leaves it as rendered and says why', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${new URL(request.url()).pathname}${new URL(request.url()).search}`)
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // Every load of the machines' chunk fails, as after a deploy that removed it.
  await page.route(STOREFRONT_CHUNK, (route) => route.abort())
  await page.goto('/so?keyWord=LM358')
  await expect.poll(() => errors.some((text) => text.startsWith('The storefront could not load'))).toBe(true)
  expect(documents).toEqual(['/so?keyWord=LM358', '/so?keyWord=LM358'])
  // The server's page is still there, its links and results shown.
  await expect(page.getByTestId('search-keyword')).toHaveText('LM358')
})
