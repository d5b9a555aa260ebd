import { createConsoleLogger, createFetchHttp, cryptoRandom, systemClock } from '@partfront/adapters'
import { type CookiePort, type HttpPort, type LoggerPort, type StoragePort, createMemoryStorage } from '@partfront/core/ports'
import { createStorefront, type Storefront, type XStateClock } from '@partfront/core/storefront'
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { type StackNavigation, createStackNavigation } from './adapters/stack-navigation.ts'
import { configFolder, openFileStore } from './adapters/file-store.ts'

/** What the terminal's storefront runs over: the API's origin and the ports a test may swap. */
export interface TerminalPorts {
  /** The API's origin (`http://localhost:3000`): calls go to `${api}/api/…`, the web pages' links under it. */
  readonly api: string
  /** @default fetch through the adapter */
  readonly http?: HttpPort
  /** @default the file under the config folder */
  readonly storage?: StoragePort
  /** @default the file under the config folder */
  readonly cookies?: CookiePort
  /** @default a log file in the config folder (the screen is Ink's: nothing else may write to it) */
  readonly logger?: LoggerPort
  readonly xstateClock?: XStateClock
}

/** The storefront and the navigation stack the screens follow. */
export interface TerminalStorefront {
  readonly storefront: Storefront
  readonly navigation: StackNavigation
  readonly api: string
}

/** Warnings and errors to `partfront.log` beside the state file: Ink owns the terminal's screen. */
function fileLogger(folder: string): LoggerPort {
  const line = (level: string) => (...args: unknown[]) => {
    try {
      appendFileSync(join(folder, 'partfront.log'), `${new Date().toISOString()} ${level} ${args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')}\n`, { mode: 0o600 })
    } catch {
      // no folder yet: nothing to keep
    }
  }
  return createConsoleLogger({ debug: () => undefined, info: () => undefined, warn: line('warn'), error: line('error') })
}

/**
 * Core's storefront over the terminal's ports, as web/'s `build-storefront.ts` builds it over the browser's:
 * fetch HTTP, storage and cookies in the config folder's file, navigation as a stack of screens, the system
 * clock. The API is another origin: `baseUrl` is it, and it is also the web domain the `referer-url` names.
 */
export function buildTerminalStorefront(ports: TerminalPorts): TerminalStorefront {
  const folder = configFolder()
  const file = ports.storage === undefined || ports.cookies === undefined ? openFileStore(join(folder, 'state.json')) : undefined
  const navigation = createStackNavigation('/')
  const api = ports.api.replace(/\/+$/u, '')
  const storefront = createStorefront({
    http: ports.http ?? createFetchHttp(),
    cookies: ports.cookies ?? file!.cookies,
    storage: ports.storage ?? file!.storage,
    sessionStore: createMemoryStorage(),
    clock: systemClock,
    navigation,
    logger: ports.logger ?? fileLogger(folder),
    random: cryptoRandom,
    ...(ports.xstateClock === undefined ? {} : { xstateClock: ports.xstateClock }),
    config: { baseUrl: api, webDomain: api, timeoutMs: 15_000 },
  })
  return { storefront, navigation, api }
}
