/**
 * The ports: the small interfaces through which core reaches the world (HTTP, cookies, storage, clock,
 * navigation, logging), with in-memory twins where a twin is trivially pure. The real defaults live in
 * `adapters/`.
 */
export { type ClockPort, type ManualClock, createManualClock } from './clock.ts'
export {
  type CookieOptions,
  type CookiePort,
  type MemoryCookie,
  type MemoryCookies,
  createMemoryCookies,
} from './cookie.ts'
export {
  HttpError,
  type HttpBody,
  type HttpErrorReason,
  type HttpFile,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from './http.ts'
export {
  type LogEntry,
  type LogFields,
  type LogLevel,
  type LoggerPort,
  type MemoryLogger,
  createMemoryLogger,
} from './logger.ts'
export {
  type MemoryNavigation,
  type NavigationPort,
  type NavigationRecord,
  createMemoryNavigation,
} from './navigation.ts'
export { type MemoryStorage, type StoragePort, createMemoryStorage } from './storage.ts'
