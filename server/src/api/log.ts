/**
 * Structured logs: one JSON object per line, with the time, a level and the request id where there is one,
 * so `jq` or a log shipper can read them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface LogLine {
  readonly level: LogLevel
  readonly msg: string
  readonly [field: string]: unknown
}

/** Where log lines go. */
export interface LogSink {
  write(line: LogLine): void
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** Lines at `level` and above, as JSON on stdout (info and below) or stderr (warn and error). */
export function jsonLogSink(level: LogLevel, now: () => Date = () => new Date()): LogSink {
  return {
    write: (line) => {
      if (ORDER[line.level] < ORDER[level]) return
      const text = JSON.stringify({ time: now().toISOString(), ...line })
      if (ORDER[line.level] >= ORDER.warn) process.stderr.write(`${text}\n`)
      else process.stdout.write(`${text}\n`)
    },
  }
}

/** Keeps every line in memory: for tests, which assert what was logged. */
export function memoryLogSink(): LogSink & { readonly lines: LogLine[] } {
  const lines: LogLine[] = []
  return { lines, write: (line) => void lines.push(line) }
}

/** Whether `text` names a log level. */
export function isLogLevel(text: string): text is LogLevel {
  return Object.hasOwn(ORDER, text)
}
