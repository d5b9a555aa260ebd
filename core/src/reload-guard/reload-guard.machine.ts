import { assertEvent, assign, emit, setup } from 'xstate'
import {
  RELOAD_GUARD_KEY,
  isReloadablePath,
  mayReload,
  parseReloadRecords,
  recordReload,
  serializeReloadRecords,
} from './reload-guard.rules.ts'
import type { ReloadGuardContext, ReloadGuardEmitted, ReloadGuardEvent, ReloadGuardInput } from './reload-guard.types.ts'

/**
 * The reload guard (ROUTE-9): when the renderer reports that a page chunk failed to load (typically a new
 * deployment removed the old hashed files), the page is loaded anew, at most once per path within 10 s, so
 * a chunk that is really broken cannot reload the page in a loop.
 *
 * Outside world: the remembered reloads come in as `input.stored` (session storage) with the `ClockPort` as
 * `input.clock`; out go, in this order, a `persist` of the records to session storage (key `chunkReloads`)
 * and an `assign` to the path (see `effects.types.ts`). Persisting first matters: the reload restarts the
 * app, and the next failure must find the record.
 *
 * Ours: the page is loaded with a full navigation to the failed path rather than `location.reload()`, which
 * is the same when the failure is on the current page and lands the buyer where they were going when it
 * happened during a navigation (the router may not have changed the address yet).
 *
 * `snapshot.can({ type: 'chunk.failed', path })` says whether a failure of `path` would reload now.
 */
export const reloadGuardMachine = setup({
  types: {
    input: {} as ReloadGuardInput,
    context: {} as ReloadGuardContext,
    events: {} as ReloadGuardEvent,
    emitted: {} as ReloadGuardEmitted,
  },
  guards: {
    mayReload: ({ context, event }) => {
      assertEvent(event, 'chunk.failed')
      return isReloadablePath(event.path) && mayReload(context.records, event.path, context.clock.now())
    },
  },
  actions: {
    recordReload: assign({
      records: ({ context, event }) => {
        assertEvent(event, 'chunk.failed')
        return recordReload(context.records, event.path, context.clock.now())
      },
    }),
    persistRecords: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'session' as const,
      key: RELOAD_GUARD_KEY,
      value: serializeReloadRecords(context.records),
    })),
    loadPath: emit(({ event }) => {
      assertEvent(event, 'chunk.failed')
      return { type: 'assign' as const, to: event.path }
    }),
  },
}).createMachine({
  id: 'reloadGuard',
  context: ({ input }) => ({ clock: input.clock, records: parseReloadRecords(input.stored) }),
  on: {
    'chunk.failed': { guard: 'mayReload', actions: ['recordReload', 'persistRecords', 'loadPath'] },
  },
})
