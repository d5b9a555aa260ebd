import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { ContentPage } from '../pages/content.page.ts'
import { WCAG_TAGS } from '../pages/shell.page.ts'

/**
 * A visitor reading and writing to the content pages against `npm start` (PAGE-3, PAGE-5, ROUTE-1): a news
 * item from its list, the FAQ accordion, the certificate anchors, the contact form and a multi-line Get Quote;
 * each page at 1280 and 375 px without sideways scroll, axe-clean.
 */

/** The labels of a server-rendered form whose `for` names a control in the same HTML: what a crawler reads. */
function labelledControls(html: string): string[] {
  const labels = [...html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([^<]*)/gu)]
  return labels.filter(([, id]) => new RegExp(`<(?:input|textarea|select)[^>]*\\bid="${id}"`, 'u').test(html)).map(([, , text]) => (text ?? '').trim())
}

test.describe('content pages against npm start', () => {
  test('PAGE-5: the contact and Get Quote forms are in the server\'s HTML, labelled, and fillable before any script runs', async ({ request, browser, baseURL }) => {
    const contact = await (await request.get('/contactus')).text()
    expect(contact).toContain('aria-label="Contact form"')
    expect(labelledControls(contact)).toEqual(expect.arrayContaining(['Your name', 'Email', 'Company', 'Telephone', 'Message']))
    expect(contact).not.toMatch(/Loading the (contact )?form/u)
    const quote = await (await request.get('/quote')).text()
    expect(quote).toContain('aria-label="Get Quote"')
    expect(labelledControls(quote)).toEqual(expect.arrayContaining(['Model', 'Manufacturer', 'Package', 'Quantity', 'Target price (USD)', 'Option', 'Description', 'Your name', 'Email']))
    expect(quote).not.toMatch(/Loading the quote form/u)

    // With scripts off the page is the server's HTML alone: the form is there and takes typing; its button waits for the page.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/contactus')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Buyer')
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await context.close()
  })

  test('PAGE-5: a news item opens from its list', async ({ page }) => {
    const view = new ContentPage(page)
    await view.open('/news/list_1')
    const item = page.locator('main a[href^="/news/"]:not([href*="list_"])').first()
    const title = (await item.textContent())?.trim() ?? ''
    expect(title).not.toBe('')
    await item.click()
    await expect(view.heading).toHaveText(title)
    await expect(page).toHaveURL(/\/news\/\d+$/u)
  })

  test('PAGE-5: the FAQ answers open and close like an accordion', async ({ page }) => {
    const view = new ContentPage(page)
    await view.open('/faq')
    const questions = page.locator('main details')
    expect(await questions.count()).toBeGreaterThan(3)
    const second = questions.nth(1)
    await expect(second).not.toHaveAttribute('open')
    await second.locator('summary').click()
    await expect(second).toHaveAttribute('open')
    await second.locator('summary').press('Enter')
    await expect(second).not.toHaveAttribute('open')
  })

  test('PAGE-3: the certificate anchors scroll to their certificate', async ({ page }) => {
    for (const anchor of ['iso9001', 'erai']) {
      await page.goto(`/about/certificate#${anchor}`)
      await waitForReady(page)
      await expect(page.locator(`#${anchor}`)).toBeInViewport()
    }
    await page.goto('/about/certificate')
    await page.getByRole('navigation', { name: 'Certificates' }).getByRole('link', { name: 'ERAI' }).click()
    await expect(page.locator('#erai')).toBeInViewport()
  })

  test('ROUTE-1: PAGE-5: /ContactUs sends the contact form and confirms', async ({ page }) => {
    const view = new ContentPage(page)
    await view.open('/ContactUs')
    const form = view.contactForm
    await form.getByRole('textbox', { name: 'Email' }).fill('not an address')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await form.getByRole('textbox', { name: 'Company' }).fill('Acme Devices')
    await form.getByRole('textbox', { name: 'Telephone' }).fill('+1 555 0100')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you stock LM358D on reels of 2,500?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(view.status).toContainText('Thank you, Ada Buyer: your message was received')
  })

  test('Get Quote sends two lines after one is added and another removed', async ({ page }) => {
    const view = new ContentPage(page)
    await view.open('/quote')
    const form = view.quoteForm
    await form.getByRole('button', { name: 'Add another part' }).click()
    await form.getByRole('button', { name: 'Add another part' }).click()
    await form.getByRole('button', { name: 'Remove part 2' }).click()
    await view.quoteLine(1).getByRole('textbox', { name: 'Model' }).fill('LM358D')
    await view.quoteLine(1).getByRole('textbox', { name: 'Quantity' }).fill('1000')
    await view.quoteLine(1).getByRole('textbox', { name: 'Target price (USD)' }).fill('0.05')
    await view.quoteLine(2).getByRole('textbox', { name: 'Model' }).fill('NE555P')
    await view.quoteLine(2).getByRole('textbox', { name: 'Quantity' }).fill('200')
    await view.quoteLine(2).getByRole('combobox', { name: 'Option' }).selectOption('Original only')
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('button', { name: 'Send 2 requests' }).click()
    await expect(view.status).toContainText('your 2 requests were received')
  })

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`PAGE-3: PAGE-5: content pages at ${viewport.width} px have no horizontal scroll and no axe violation`, async ({ page }) => {
      // Seven pages, each hydrated and analysed by axe: more than the default 30 s on a shared machine.
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const path of ['/faq', '/contactus', '/quote', '/news/list_1', '/about/certificate', '/quality', '/application/automotive']) {
        await page.goto(path)
        await waitForReady(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true)
        const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
        expect(axe.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      }
    })
  }
})
