import { render } from 'ink-testing-library'
import { createFetchHttp } from '@partfront/adapters'
import { COOKIES } from '@partfront/core/constants'
import { createMemoryCookies, createMemoryLogger, createMemoryStorage, type MemoryStorage } from '@partfront/core/ports'
import { expect } from 'vitest'
import { buildTerminalStorefront, type TerminalStorefront } from '../build-storefront.ts'
import { App } from './app.tsx'
import { TEST_API, TEST_MEMBER_EMAIL } from './api-mocks.testing.ts'

/** What a screen test drives: the app as drawn, its keys, and the storefront under it. */
export interface RenderedApp {
  readonly built: TerminalStorefront
  readonly storage: MemoryStorage
  /** The last frame drawn. */
  frame(): string
  /** Types `keys` (one chunk per string), letting the app take each. */
  press(...keys: string[]): Promise<void>
  /** Waits until the frame shows `text` (or matches it); fails with the last frame. */
  see(text: string | RegExp, timeoutMs?: number): Promise<string>
  /** The terminal is resized to `columns` (as a terminal emulator does: the size changes, `resize` fires). */
  resize(columns: number): Promise<void>
  unmount(): void
}

export const KEY = { enter: '\r', escape: '\u001B', tab: '\t', up: '\u001B[A', down: '\u001B[B', left: '\u001B[D', right: '\u001B[C', backspace: '\u007F', ctrlU: '\u0015', ctrlW: '\u0017' } as const

const tick = (ms = 40) => new Promise((wait) => setTimeout(wait, ms))

/**
 * The terminal app over the real machines (core's `createStorefront` through `buildTerminalStorefront`), with
 * fetch to `TEST_API` (msw answers), storage and cookies in memory; `signedIn` starts with a member's token.
 */
export async function renderApp(options: { readonly signedIn?: boolean; readonly path?: string; readonly stored?: Record<string, string> } = {}): Promise<RenderedApp> {
  const storage = createMemoryStorage({
    ...(options.signedIn === true ? { userEmail: TEST_MEMBER_EMAIL, isLogin: 'true', cartNum: '0' } : {}),
    ...options.stored,
  })
  const cookies = createMemoryCookies(options.signedIn === true ? { [COOKIES.userToken.name]: 'test-token' } : {})
  const built = buildTerminalStorefront({ api: TEST_API, http: createFetchHttp(), storage, cookies, logger: createMemoryLogger() })
  if (options.path !== undefined) built.navigation.reset(options.path)
  built.storefront.start()
  const drawn = render(<App storefront={built} />)
  await tick(50)
  const frame = () => drawn.lastFrame() ?? ''
  return {
    built,
    storage,
    frame,
    press: async (...keys) => {
      for (const key of keys) {
        drawn.stdin.write(key)
        await tick()
      }
    },
    see: async (text, timeoutMs = 3000) => {
      const deadline = Date.now() + timeoutMs
      const shows = () => (typeof text === 'string' ? frame().includes(text) : text.test(frame()))
      while (!shows() && Date.now() < deadline) await tick()
      if (!shows()) expect(frame(), `the frame should show ${String(text)}`).toContain(String(text))
      // A frame is drawn before its passive effects run (Ink's key listeners among them): let them run.
      await tick(60)
      return frame()
    },
    resize: async (columns) => {
      Object.defineProperty(drawn.stdout, 'columns', { value: columns, configurable: true })
      drawn.stdout.emit('resize')
      await tick(60)
    },
    unmount: () => {
      drawn.unmount()
      built.storefront.stop()
    },
  }
}
