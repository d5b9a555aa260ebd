import type { ApiCaller } from '../client/api-client.ts'
import type { Storefront } from './storefront.types.ts'

/** How a renderer builds a `DeferredStorefront`. */
export interface DeferredStorefrontOptions {
  /**
   * The typed caller for the calls made before the machines run (a form sent in the first second): the lazy
   * client with the same session as the storefront's (its token read at each call).
   */
  readonly call: ApiCaller
  /**
   * Builds the storefront, loading its code: `() => import('./build-storefront.ts').then(…)`. Called once,
   * by the first `start`; never on a server render, which never starts.
   */
  readonly load: () => Promise<Storefront>
}

/**
 * The storefront as a renderer holds it from the first render, before its machines exist (issue 13: XState
 * and the machines are not in a page's first load; they load once the page is interactive, from `load`).
 *
 * - Until they run, the renderer draws what the server rendered (its own "before" values), and `current()` is
 *   `undefined`.
 * - `send` never loses an event: sent before the machines run, it waits and is delivered, in order, as soon as
 *   they have started (a search typed in the first second still searches).
 * - `call` goes through the storefront's own caller once it runs, through `options.call` until then.
 * - `subscribe` tells a renderer when `current()` changes (once: when the machines have started).
 */
export interface DeferredStorefront {
  readonly send: (event: unknown) => void
  readonly call: ApiCaller
  /** The running storefront, or `undefined` while it loads (and always on the server). */
  readonly current: () => Storefront | undefined
  /** Calls `listener` when the storefront starts running; answers the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
  /**
   * Loads the storefront, starts it and delivers the waiting events (idempotent). Answers when it runs; a failed
   * load rejects, and a later `start` tries again.
   */
  readonly start: () => Promise<Storefront>
  /**
   * Stops the storefront for good (the end of a page or a test): it stops if it runs, never starts if it is
   * still loading, and the waiting events are dropped.
   */
  readonly stop: () => void
}

export function createDeferredStorefront(options: DeferredStorefrontOptions): DeferredStorefront {
  let running: Storefront | undefined
  let starting: Promise<Storefront> | undefined
  let stopped = false
  const waiting: unknown[] = []
  const listeners = new Set<() => void>()

  const call: ApiCaller = (endpoint, request) => (running === undefined ? options.call(endpoint, request) : running.call(endpoint, request))

  function start(): Promise<Storefront> {
    starting ??= options.load().then(
      (storefront) => {
        if (stopped) return storefront
        storefront.start()
        running = storefront
        for (const event of waiting.splice(0)) storefront.send(event)
        for (const listener of [...listeners]) listener()
        return storefront
      },
      (error: unknown) => {
        starting = undefined
        throw error
      },
    )
    return starting
  }

  return {
    send: (event) => {
      if (running === undefined) waiting.push(event)
      else running.send(event)
    },
    call,
    current: () => running,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start,
    stop: () => {
      stopped = true
      waiting.length = 0
      running?.stop()
    },
  }
}
