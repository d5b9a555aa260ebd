import { StateMachine, type setup } from 'xstate'

/**
 * XState's `setup(...).createMachine(...)` for a machine that lives in a page's own chunk (the BOM tool), not in
 * the storefront every page loads.
 *
 * Why not `setup` itself: measured with `npm run check:budgets`, a route chunk that calls xstate's `setup` (or
 * `assertEvent`, defined beside it in xstate's main module) makes the bundler (rolldown) stop merging the
 * shared chunks into the entry, and every page's first load grows by about 3 kB (/so from 190.1 to 193.3 kB on
 * main, past its 192 kB budget). `StateMachine`, the actors and the actions live in xstate's other modules and
 * cost nothing of the kind (/so 190.3 kB).
 *
 * At run time this is what `setup` does for `createMachine` (xstate 5.33, `xstate.esm.js`): a `StateMachine`
 * with the implementations. It is typed as `setup` so the machine is type-checked the same way; only
 * `createMachine` is there (import `assign`, `emit`… from `xstate`).
 */
export const setupMachine = ((implementations: {
  readonly schemas?: unknown
  readonly actors?: unknown
  readonly actions?: unknown
  readonly guards?: unknown
  readonly delays?: unknown
}) => ({
  createMachine: (config: object) =>
    new StateMachine({ ...config, schemas: implementations.schemas } as never, {
      actors: implementations.actors,
      actions: implementations.actions,
      guards: implementations.guards,
      delays: implementations.delays,
    } as never),
})) as unknown as typeof setup

/** xstate's `assertEvent`, for the same reason (see above): narrows `event` to one of `types`, or throws. */
export function assertEventType<E extends { readonly type: string }, T extends E['type']>(event: E, types: T | readonly T[]): asserts event is Extract<E, { type: T }> {
  const list: readonly string[] = typeof types === 'string' ? [types] : types
  if (!list.includes(event.type)) throw new Error(`Expected event ${list.map((t) => JSON.stringify(t)).join(' or ')}, got ${JSON.stringify(event.type)}`)
}
