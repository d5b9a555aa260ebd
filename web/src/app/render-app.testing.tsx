import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { onTestFinished } from 'vitest'
import { render } from 'vitest-browser-react'
import { createMemoryStorage, type MemoryStorage } from '@partfront/core/ports'
import type { Storefront, XStateClock } from '@partfront/core/storefront'
import { createApp } from './create-app.ts'

/**
 * The whole frame at `path` for a component test, as a page gets it: the router with its loaders (the root's
 * frame data through msw's default handlers), a memory history, in-memory local and session storage (so tests
 * do not share a search history), and the storefront the root route builds, started after render (its
 * machines loaded and running when this answers) and stopped when the test ends. It renders into a container rather than a whole `<html>` document.
 */
export async function renderApp(path: string, options: { readonly storage?: MemoryStorage; readonly xstateClock?: XStateClock } = {}) {
  const storage = options.storage ?? createMemoryStorage()
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    storage,
    sessionStore: createMemoryStorage(),
    document: false,
    ...(options.xstateClock === undefined ? {} : { xstateClock: options.xstateClock }),
  })
  onTestFinished(() => app.storefront()?.stop())
  // No preloading on hover in tests: a test's pointer would otherwise ask for pages it never opens.
  app.router.update({ ...app.router.options, defaultPreload: false })
  await app.router.load()
  const screen = await render(<RouterProvider router={app.router} />)
  const deferred = app.storefront()
  if (deferred === undefined) throw new Error('renderApp: the root route built no storefront')
  // The root route starts it after the first render; the machines load, then run (issue 13).
  const storefront: Storefront = await deferred.start()
  return { router: app.router, storefront, storage, screen }
}
