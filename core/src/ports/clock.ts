/**
 * The clock port: the current time, for what compares dates (the 15-day return window, PAGE-7; the
 * deployment watcher's `?{timestamp}`, API-7). Timers are not here: machines use XState delays, driven in
 * tests by `SimulatedClock`. The default reads `Date.now()` in `adapters/`.
 */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number
}

/** The twin: a clock that stands still until told to move. */
export interface ManualClock extends ClockPort {
  /** Sets the time. */
  set(epochMs: number): void
  /** Moves the time forward by `ms` (backward when negative). */
  advance(ms: number): void
}

/** A `ClockPort` that reads `startMs` until `set` or `advance` moves it. */
export function createManualClock(startMs = 0): ManualClock {
  let time = startMs
  return {
    now: () => time,
    set: (epochMs) => {
      time = epochMs
    },
    advance: (ms) => {
      time += ms
    },
  }
}
