import { createMemoryHistory } from '@tanstack/react-router'
import { onTestFinished } from 'vitest'
import { render } from 'vitest-browser-react'
import { createMemoryStorage, type MemoryStorage } from '@partfront/core/ports'
import { App } from './app.tsx'
import { createApp } from './create-app.ts'

/**
 * The whole app at `path` for a component test: a memory history, in-memory local and session storage (so
 * tests do not share a search history), the real storefront over `fetch` (msw answers). Stopped when the
 * test ends.
 */
export async function renderApp(path: string, options: { readonly storage?: MemoryStorage } = {}) {
  const storage = options.storage ?? createMemoryStorage()
  const app = createApp({ history: createMemoryHistory({ initialEntries: [path] }), storage, sessionStore: createMemoryStorage() })
  onTestFinished(() => app.storefront.stop())
  await app.router.load()
  const screen = await render(<App app={app} />)
  return { ...app, storage, screen }
}
