/**
 * The logger port: what goes wrong on the client (API-5: network errors are logged and rethrown) and what
 * the machines want seen. The default writes to the console in `adapters/`; the twin keeps the entries.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** Structured context for an entry: anything JSON can carry, plus errors. */
export type LogFields = Readonly<Record<string, unknown>>

export interface LoggerPort {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export interface LogEntry {
  readonly level: LogLevel
  readonly message: string
  readonly fields: LogFields | undefined
}

/** The in-memory twin: a `LoggerPort` that keeps every entry for assertions. */
export interface MemoryLogger extends LoggerPort {
  entries(): ReadonlyArray<LogEntry>
}

export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = []
  const log = (level: LogLevel) => (message: string, fields?: LogFields) => {
    entries.push({ level, message, fields })
  }
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    entries: () => [...entries],
  }
}
