import type { Page } from '@playwright/test'

/**
 * Issue 25: waits until the page has hydrated and its storefront's machines run: the root route marks
 * `<html data-ready>` then (web/src/app/ready-mark.tsx). Not Playwright's `load` + `networkidle`: the load event
 * can come before the page's scripts are even asked for (issue 28's loader asks for them after the first paint),
 * and a quiet network costs at least 500 ms a page. A new document (a `goto`, a reload, a whole-page navigation)
 * starts without the mark; a client navigation keeps it, so after one, wait for what the buyer waits for instead.
 */
export async function waitForReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

