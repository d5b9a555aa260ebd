/**
 * @partfront/adapters: core's ports made real in the browser: HTTP over `fetch`, cookies over `js-cookie`,
 * storage over `localStorage` (with core's in-memory twin), the system clock, navigation over the router and
 * `location`, and a console logger.
 */
export { type BrowserCookiesOptions, type CookieJar, createBrowserCookies } from './cookies.ts'
export { systemClock } from './clock.ts'
export { type FetchHttpOptions, createFetchHttp } from './fetch-http.ts'
export { type XhrHttp, type XhrHttpOptions, createXhrHttp } from './xhr-http.ts'
export { type LogConsole, createConsoleLogger } from './logger.ts'
export { type BrowserNavigationOptions, type NavigationLocation, createBrowserNavigation } from './navigation.ts'
export {
  type MemoryStorage,
  type WebStorage,
  type WebStorageOptions,
  createMemoryStorage,
  createSessionStorage,
  createWebStorage,
} from './storage.ts'
export { cryptoRandom } from './random.ts'
