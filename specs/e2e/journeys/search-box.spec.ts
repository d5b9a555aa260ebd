import { holdStorefront } from '../support/hold-storefront.ts'
import { expect, test } from '../support/journey-test.ts'
import { HeaderPage } from '../pages/header.page.ts'

test.describe('header search against npm start', () => {
  test('SEARCH-5: the header search box offers "Part #/ Keyword"', async ({ page }) => {
    const header = new HeaderPage(page)
    await header.open()
    await expect(header.searchBox).toHaveAttribute('placeholder', 'Part #/ Keyword')
  })

  test('SEARCH-1: an empty keyword warns "Please enter the Keyword." and stays on the page', async ({ page }) => {
    const header = new HeaderPage(page)
    await header.open()
    await header.search('')
    await expect(header.toast).toContainText('Please enter the Keyword.')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('SEARCH-2: a keyword navigates to /so?keyWord=… and the page shows it', async ({ page }) => {
    const header = new HeaderPage(page)
    await header.open()
    await header.search('TPS71725QDRVRQ1')
    await expect(page).toHaveURL(/\/so\?keyWord=TPS71725QDRVRQ1$/)
    await expect(page.getByTestId('search-keyword')).toHaveText('TPS71725QDRVRQ1')
  })

  test('SEARCH-2: a search typed while the storefront\'s machines still load is searched once they run (issue 13)', async ({ page }) => {
    // The machines' chunk loads after hydration; held here, the buyer types and searches before it arrives.
    const storefront = holdStorefront(page)
    const header = new HeaderPage(page)
    await page.goto('/')
    await storefront.asked
    await header.searchBox.fill('LM358')
    await header.searchBox.press('Enter')
    // The box keeps the text, and nothing navigates, while the machines are not there.
    await expect(header.searchBox).toHaveValue('LM358')
    expect(new URL(page.url()).pathname).toBe('/')
    storefront.release()
    await expect(page).toHaveURL(/\/so\?keyWord=LM358$/u)
    await expect(page.getByTestId('search-keyword')).toHaveText('LM358')
  })

  test('SEARCH-2: a results URL opened directly shows its keyword (rendered by the server)', async ({ page }) => {
    await page.goto('/so?keyWord=LM358')
    await expect(page.getByTestId('search-keyword')).toHaveText('LM358')
  })

  test('the server sends the storefront security headers', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("default-src 'self'")
  })
})
