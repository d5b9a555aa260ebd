import type { ClockPort } from '@partfront/core'

/** The system clock: `Date.now()`, the default `ClockPort` (the twin is core's `createManualClock`). */
export const systemClock: ClockPort = { now: () => Date.now() }
