import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { DEPLOYMENT_POLL_MS } from '../constants.ts'
import { isReloadablePath } from '../reload-guard/reload-guard.rules.ts'
import { isNewBuild, latestBuildUrl, parseLatestBuild, rememberBuild, type LatestBuild } from './deployment.rules.ts'
import type {
  DeploymentWatcherContext,
  DeploymentWatcherEmitted,
  DeploymentWatcherEvent,
  DeploymentWatcherInput,
  FetchLatestBuildInput,
} from './deployment.types.ts'

/**
 * The deployment watcher (API-7): polls `builds/latest.json?{timestamp}` and moves the buyer onto a new build.
 *
 * - It asks at once, then `DEPLOYMENT_POLL_MS` (60 s, ours) after each answer or failure. The first answer
 *   records the current build (unless `input.buildId` gave it); failures and malformed answers are ignored
 *   until the next poll; a request unanswered for a whole interval is abandoned and asked again.
 * - A different build makes it `outdated` (tag `updateAvailable`) and polling stops: there is nothing more
 *   to learn.
 * - Ours (the spec says only "reloads onto a new build"): the reload waits for the buyer's next navigation,
 *   never interrupting a half-filled RFQ or BOM form. The router sends `deployment.navigate` with the
 *   destination when `snapshot.can(...)` accepts it (only when outdated) and the watcher answers with a full
 *   navigation there (`assign`). `deployment.reload` loads the new build at once (a notice's button). A page
 *   left open with no navigation keeps working; should one of its chunks be gone, the reload guard
 *   (ROUTE-9) takes over.
 * - `deployment.stop` stops polling for good.
 *
 * Outside world: `fetchLatestBuild` is an invoked actor the composition root provides (`machine.provide`)
 * over the HTTP port: given `{ url }` it answers the manifest `{ id, timestamp }`. The default fails, so an
 * unwired watcher simply never finds a build. The time comes from `input.clock`; the loads go out as
 * emitted `assign` / `reload` (see `effects.types.ts`).
 */
export const deploymentWatcherMachine = setup({
  types: {
    input: {} as DeploymentWatcherInput,
    context: {} as DeploymentWatcherContext,
    events: {} as DeploymentWatcherEvent,
    emitted: {} as DeploymentWatcherEmitted,
    tags: {} as 'updateAvailable' | 'polling',
  },
  actors: {
    fetchLatestBuild: fromPromise<LatestBuild, FetchLatestBuildInput>(() =>
      Promise.reject(new Error('deploymentWatcher: provide fetchLatestBuild with machine.provide({ actors })')),
    ),
  },
  guards: {
    isNewBuild: ({ context }, params: { readonly output: unknown }) => {
      const latest = parseLatestBuild(params.output)
      return latest !== null && isNewBuild(context.current, latest)
    },
    isSitePath: ({ event }) => {
      assertEvent(event, 'deployment.navigate')
      return isReloadablePath(event.to)
    },
  },
  actions: {
    recordCurrent: assign({
      current: ({ context }, params: { readonly output: unknown }) => rememberBuild(context.current, parseLatestBuild(params.output)),
    }),
    recordLatest: assign({
      latest: (_, params: { readonly output: unknown }) => parseLatestBuild(params.output),
    }),
    navigateFully: emit(({ event }) => {
      assertEvent(event, 'deployment.navigate')
      return { type: 'assign' as const, to: event.to }
    }),
    reload: emit({ type: 'reload' } as const),
  },
  delays: {
    /** API-7: the time between polls (ours; the spec does not show it). */
    pollInterval: DEPLOYMENT_POLL_MS,
  },
}).createMachine({
  id: 'deploymentWatcher',
  context: ({ input }) => ({
    clock: input.clock,
    base: typeof input.base === 'string' && input.base !== '' ? input.base : '/',
    current: typeof input.buildId === 'string' && input.buildId !== '' ? { id: input.buildId, timestamp: null } : null,
    latest: null,
  }),
  initial: 'polling',
  states: {
    polling: {
      tags: ['polling'],
      initial: 'fetching',
      on: { 'deployment.stop': 'stopped' },
      states: {
        fetching: {
          invoke: {
            id: 'fetchLatestBuild',
            src: 'fetchLatestBuild',
            input: ({ context }) => ({ url: latestBuildUrl(context.clock.now(), context.base) }),
            onDone: [
              {
                guard: { type: 'isNewBuild', params: ({ event }) => ({ output: event.output }) },
                target: '#deploymentWatcher.outdated',
                actions: { type: 'recordLatest', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'waiting',
                actions: { type: 'recordCurrent', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            // API-7: a failed poll is ignored; the next one comes after the interval.
            onError: 'waiting',
          },
          after: { pollInterval: { target: 'fetching', reenter: true } },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    outdated: {
      tags: ['updateAvailable'],
      on: {
        'deployment.navigate': { guard: 'isSitePath', actions: 'navigateFully' },
        'deployment.reload': { actions: 'reload' },
      },
    },
    stopped: {},
  },
})
