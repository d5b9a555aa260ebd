import type { TestProjectConfiguration } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { chromiumArgs, chromiumPath } from './specs/support/chromium.ts'

/**
 * The test projects. Vitest 4 no longer reads this file by itself: `vite.config.ts` imports
 * `projects` from here into `test.projects`.
 *
 * - `core`, `adapters`, `server`, `terminal`, `specs` run in Node (core and adapters with no DOM at all).
 * - `web` runs in Vitest browser mode on the system Chromium through Playwright; nothing downloads a browser.
 */
export const projects: TestProjectConfiguration[] = [
  { test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'] } },
  { test: { name: 'adapters', environment: 'node', include: ['adapters/src/**/*.test.ts'] } },
  { test: { name: 'server', environment: 'node', include: ['server/src/**/*.test.ts'] } },
  // The terminal renderer (Ink) in Node: its screens through ink-testing-library over an msw-mocked API.
  { test: { name: 'terminal', environment: 'node', include: ['terminal/src/**/*.test.{ts,tsx}'] } },
  { test: { name: 'specs', environment: 'node', include: ['specs/**/*.test.ts'], exclude: ['specs/e2e/**'] } },
  {
    extends: './web/vite.config.ts',
    root: './web',
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
]
