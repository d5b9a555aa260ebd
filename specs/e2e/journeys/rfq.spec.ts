import { productSlug } from '@partfront/core/routing'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registerMember, signInBrowser, stockedParts } from '../pages/member-session.ts'
import { ProductPage } from '../pages/product.page.ts'
import { RfqListPage } from '../pages/rfq-list.page.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * The RFQ list against `npm start` (issue 17). A visitor adds two parts with their product pages' Add to RFQ
 * (RFQ-1); the drawer's Submit sends the visitor to sign in with the way back; signed in (through the API: the login page is built
 * elsewhere), the buyer follows that way back to `/cart/reserve`, edits and submits; the back office lists it.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url))

test.describe('the RFQ list', () => {
  test('RFQ-2: RFQ-3: SIDE-4: a visitor submits from the drawer, signs in, comes back to /cart/reserve, and submits', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const parts = await stockedParts(request, 2)
    const shell = new ShellPage(page)
    // RFQ-1: the visitor adds each part from its product page, a standard pack of it (the drawer opens on each).
    const view = new ProductPage(page)
    const drawer = page.getByRole('dialog')
    for (const part of parts) {
      await view.open(`/product/${productSlug(part.model, part.intID)}`)
      await view.setQuantity(part.spq)
      await view.addToRfq.click()
      await expect(drawer.getByRole('link', { name: part.model })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    }
    await shell.open('/')

    await shell.entry('RFQ List').click()
    await expect(drawer).toContainText('RFQ List ( 2 Items )')
    await drawer.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Freserve$/u)

    const member = await registerMember(request, 'rfq')
    await signInBrowser(context, baseURL ?? '', member)
    const back = new URL(page.url()).searchParams.get('redirect') ?? ''
    expect(back).toBe('/cart/reserve')
    const rfq = new RfqListPage(page)
    await page.goto(back)
    await waitForReady(page)
    await expect(rfq.rows).toHaveCount(2)
    for (const part of parts) await expect(page.getByRole('spinbutton', { name: `Quantity of ${part.model}` })).toHaveValue(String(part.spq))
    await expect(page.getByLabel('Email *')).toHaveValue(member.email)
    expect(await shell.axeViolations()).toEqual([])

    const [first] = parts
    if (first === undefined) throw new Error('no part')
    await rfq.setQuantity(first.model, 250)
    await rfq.setTargetPrice(first.model, 'cheap')
    await page.getByLabel('Name *').fill('Ada Lovelace')
    await rfq.submit.click()
    // A refused submission keeps every line.
    await expect(page.locator('main').getByRole('alert')).toContainText(`target price of ${first.model}`)
    await expect(rfq.rows).toHaveCount(2)

    await rfq.setTargetPrice(first.model, '0.25')
    await rfq.submit.click()
    await expect(rfq.receipt).toContainText('quote request number is')
    await expect(rfq.rows).toHaveCount(0)
    const number = (await rfq.receipt.locator('strong').textContent()) ?? ''
    expect(number).toMatch(/^\d+$/u)

    const quotes = execFileSync('npx', ['tsx', 'scripts/admin.ts', 'quotes'], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: join(process.env.E2E_DATA_DIR ?? '', 'partfront.db') },
      encoding: 'utf8',
    })
    expect(quotes).toContain(first.model)
    expect(quotes).toContain(member.email)
  })
})
