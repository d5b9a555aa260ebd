import type { LogFields, LogLevel, LoggerPort } from '@partfront/core'

/** The part of `console` the logger uses. */
export type LogConsole = Pick<Console, LogLevel>

/**
 * The logger port over the console (API-5: network errors are logged). The twin is core's
 * `createMemoryLogger`.
 */
export function createConsoleLogger(target: LogConsole = globalThis.console): LoggerPort {
  const log = (level: LogLevel) => (message: string, fields?: LogFields) => {
    if (fields === undefined) target[level](message)
    else target[level](message, fields)
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
