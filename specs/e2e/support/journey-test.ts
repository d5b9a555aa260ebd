import { test as base } from '@playwright/test'

/**
 * Playwright's `test` for the journeys: each test is a different client address. The journey server trusts one
 * proxy hop (`TRUST_PROXY=1` in `playwright.config.ts`), and every request of a test (its pages, its `request`
 * fixture, the contexts it opens) says `X-Forwarded-For: 10.a.b.c`, an address of its own drawn from the test's
 * id. Without it every journey would share 127.0.0.1, and the per-address limits of auth (ten emailed codes an
 * hour, `RATE_LIMITS` in server/src/auth/rate-limits.ts) would refuse the run's later sign-ups with a 429
 * that has nothing to do with the journey in hand.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.testId) })
  },
})

export { expect } from '@playwright/test'

/** A private address drawn from a test's id: the same test keeps its address across runs. */
export function clientAddress(testId: string): string {
  let hash = 2166136261
  for (const char of testId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 255) || 1}`
}
