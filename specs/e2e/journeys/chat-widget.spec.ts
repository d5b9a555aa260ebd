import type { Page, Request } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { waitForReady } from '../support/ready.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * Spec §2, "A chat widget from an external support provider is loaded": the journey server's `CHAT_WIDGET_URL`
 * names a fake provider on a loopback origin of its own (specs/e2e/support/fake-chat-provider.ts). Its script
 * loads only after the buyer accepts cookies, once the page is idle, and the CSP lets it run.
 */
const CHAT_ORIGIN = `http://127.0.0.1:${process.env.E2E_CHAT_PORT}`
/**
 * Waits for what the widget waits for: the page hydrated and the storefront's machines started (the root's mark),
 * then two idle moments of the browser, the first being the one a waiting widget would use.
 */
async function idle(page: Page): Promise<void> {
  await waitForReady(page)
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))))
}

/** Every request the page makes to the chat provider, and the CSP violations it reports. */
function watch(page: Page) {
  const chatRequests: Request[] = []
  const violations: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(CHAT_ORIGIN)) chatRequests.push(request)
  })
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) violations.push(message.text())
  })
  return { chatRequests, violations }
}

const widgetRuns = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.chatWidgetRuns ?? '0'))

test('spec §2: before consent the chat script is not loaded; after Accept Cookies it loads once, when idle, from its own origin', async ({ page }) => {
  const { chatRequests, violations } = watch(page)
  const shell = new ShellPage(page)
  await shell.open('/')
  const bar = page.getByRole('region', { name: 'Cookie consent' })
  await expect(bar).toBeVisible()
  // The page has been idle after its load, and still nothing was asked.
  await idle(page)
  expect(chatRequests).toEqual([])
  expect(await widgetRuns(page)).toBe(0)
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0)

  await bar.getByRole('button', { name: 'Accept Cookies' }).click()
  await expect.poll(() => widgetRuns(page)).toBe(1)
  expect(chatRequests.map((request) => request.url())).toEqual([`${CHAT_ORIGIN}/widget.js`])
  expect(violations).toEqual([])

  // A client navigation does not load it again; the next page of a buyer who accepted loads it by itself.
  await page.getByRole('contentinfo').locator('a[href="/brand"]').first().click()
  await expect(page).toHaveURL(/\/brand$/u)
  expect(await widgetRuns(page)).toBe(1)
  await shell.open('/catalog')
  await expect.poll(() => widgetRuns(page)).toBe(1)
  expect(chatRequests).toHaveLength(2)
})

test('spec §2: a buyer who rejects cookies never gets the chat script', async ({ page }) => {
  const { chatRequests } = watch(page)
  const shell = new ShellPage(page)
  await shell.open('/')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject Cookies' }).click()
  await shell.open('/catalog')
  await idle(page)
  expect(chatRequests).toEqual([])
  expect(await widgetRuns(page)).toBe(0)
})
