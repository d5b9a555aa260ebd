import type { TestProjectConfiguration } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { chromiumArgs, chromiumPath } from './specs/support/chromium.ts'

/**
 * The test projects. Vitest 4 no longer reads this file by itself: `vite.config.ts` imports
 * `projects` from here into `test.projects`.
 *
 * - `core`, `adapters`, `server`, `terminal`, `specs` run in Node (core and adapters with no DOM at all).
 * - `web` runs in Vitest browser mode on the system Chromium through Playwright; nothing downloads a browser.
 *
 * The Node projects run their files in worker threads that keep their modules from one file to the next
 * (`isolate: false`): importing effect, the contract, XState and the BOM reader anew for every file cost more
 * than the tests themselves (core: 83 s of imports against 13 s of tests, issue 25). It is safe because no file of
 * theirs changes a module another file reads: stubbed globals are put back (`vi.unstubAllGlobals`), stores and
 * servers are opened per test. A file that replaces a module (`vi.mock`) needs a module registry of its own, so
 * those files run isolated, in `server-mocked`.
 */

/** Files that `vi.mock` a module: the mock must be in place before any other file has imported the real one. */
const MOCKING = ['server/src/api/handlers/auth.abuse.test.ts']

/**
 * Shared modules, in worker threads. 20 s a test rather than Vitest's 5: the heavy ones (a 50,000-part demo
 * catalog generated and searched, 60 concurrent logins hashed with scrypt) take 1-3 s on a quiet machine and
 * passed 5 s only when the two cores were busy with something else, failing runs for no fault of the code.
 * Hooks get 20 s too rather than 10: a file's `beforeAll` that seeds a 2,000-part demo catalog into its test app
 * passed 10 s on a loaded machine and skipped the whole file (seen with catalog.pages.test.ts).
 */
const SHARED_MODULES = { pool: 'threads', isolate: false, testTimeout: 20_000, hookTimeout: 20_000 } as const

export const projects: TestProjectConfiguration[] = [
  { test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'], ...SHARED_MODULES } },
  { test: { name: 'adapters', environment: 'node', include: ['adapters/src/**/*.test.ts'], ...SHARED_MODULES } },
  {
    test: { name: 'server', environment: 'node', include: ['server/src/**/*.test.ts'], exclude: MOCKING, ...SHARED_MODULES },
  },
  { test: { name: 'server-mocked', environment: 'node', include: MOCKING, pool: 'threads', testTimeout: 20_000, hookTimeout: 20_000 } },
  // The terminal renderer (Ink) in Node: its screens through ink-testing-library over an msw-mocked API.
  { test: { name: 'terminal', environment: 'node', include: ['terminal/src/**/*.test.{ts,tsx}'], ...SHARED_MODULES } },
  {
    test: {
      name: 'specs',
      environment: 'node',
      include: ['specs/**/*.test.ts'],
      exclude: ['specs/e2e/**'],
      ...SHARED_MODULES,
    },
  },
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
