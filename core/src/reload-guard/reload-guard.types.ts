import type { AssignEffect, PersistEffect } from '../effects/effects.types.ts'
import type { ClockPort } from '../ports/clock.ts'
import type { ReloadRecords } from './reload-guard.rules.ts'

/** What the reload guard starts from. */
export interface ReloadGuardInput {
  /** The time source (`ClockPort`; in tests the `SimulatedClock` given to `createActor`). */
  readonly clock: ClockPort
  /**
   * The remembered reloads as session storage holds them: `getItem(RELOAD_GUARD_KEY)` of the session
   * storage port, `null` for none.
   */
  readonly stored: string | null
}

export interface ReloadGuardContext {
  readonly clock: ClockPort
  readonly records: ReloadRecords
}

/** A page chunk failed to load while going to `path` (a site path with its query, ROUTE-9). */
export interface ChunkFailedEvent {
  readonly type: 'chunk.failed'
  readonly path: string
}

export type ReloadGuardEvent = ChunkFailedEvent

/** The guard stores its records (session storage) and then loads the path anew. */
export type ReloadGuardEmitted = PersistEffect | AssignEffect
