import { createBrowserNavigation, createSessionStorage, cryptoRandom, systemClock } from '@partfront/adapters'
import { AUTH_KEYS } from '@partfront/core/auth'
import { CART_NUM_KEY } from '@partfront/core/cart'
import type { CookiePort, HttpPort, LoggerPort, StoragePort } from '@partfront/core/ports'
import { createStorefront, type Storefront, type XStateClock } from '@partfront/core/storefront'
import type { ShellData } from './shell-data.ts'

/** What the page gives the storefront it builds once loaded (`create-app.ts`). */
export interface BuildStorefrontOptions {
  readonly shell: ShellData
  readonly http: HttpPort
  readonly cookies: CookiePort
  readonly storage: StoragePort
  /** @default `sessionStorage` through the adapter */
  readonly sessionStore?: StoragePort | undefined
  readonly logger: LoggerPort
  /** A soft navigation (the router's). */
  readonly navigate: (to: string) => void
  /** @default XState's real clock */
  readonly xstateClock?: XStateClock | undefined
}

/**
 * What the server rendered is the truth the machines start from (the member's email and cart count; the
 * stored values of another tab or an old session could differ and would not match the server's HTML).
 */
export function seedFromShell(storage: StoragePort, shell: ShellData): void {
  if (shell.member === null) return
  storage.setItem(AUTH_KEYS.userEmail, shell.member.email)
  storage.setItem(CART_NUM_KEY, String(shell.member.cartNum))
}

/**
 * The storefront's machines over the browser's ports, built from the frame's data. This module, with XState
 * and every machine, is loaded after the page is interactive (`create-app.ts` imports it on start), so no
 * page's first load carries it (issue 13). The viewport's width is read now, when the machines start.
 */
export function buildStorefront(options: BuildStorefrontOptions): Storefront {
  const { shell, storage } = options
  seedFromShell(storage, shell)
  const webDomain = globalThis.location.origin
  return createStorefront({
    http: options.http,
    cookies: options.cookies,
    storage,
    sessionStore: options.sessionStore ?? createSessionStorage(),
    clock: systemClock,
    navigation: createBrowserNavigation({ navigate: options.navigate }),
    logger: options.logger,
    random: cryptoRandom,
    ...(options.xstateClock === undefined ? {} : { xstateClock: options.xstateClock }),
    // The scroll offset comes with LayoutEvents once the machines run.
    config: {
      baseUrl: '',
      webDomain,
      pageWidth: globalThis.innerWidth,
      trending: shell.trending,
      ...(import.meta.env.VITE_BUILD_ID === undefined ? {} : { buildId: import.meta.env.VITE_BUILD_ID }),
    },
  })
}
