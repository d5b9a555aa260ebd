import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { DeferredStorefront, Storefront, StorefrontActorName, StorefrontActors } from '@partfront/core/storefront'

/**
 * The headless storefront (core's `createStorefront`) for the components, held as core's `DeferredStorefront`:
 * the machines (and XState) load after the page is interactive, not with it (issue 13). Components select
 * from its actors' snapshots through `useStorefrontSelector`, giving what to draw until the machines run (what
 * the server rendered), and `send` events, which wait while the machines load.
 */
const StorefrontContext = createContext<DeferredStorefront | null>(null)

export function StorefrontProvider({ storefront, children }: { readonly storefront: DeferredStorefront; readonly children: ReactNode }) {
  return <StorefrontContext value={storefront}>{children}</StorefrontContext>
}

/** The page's storefront; a component outside `StorefrontProvider` is a wiring mistake and throws. */
export function useStorefront(): DeferredStorefront {
  const storefront = useContext(StorefrontContext)
  if (storefront === null) throw new Error('useStorefront: render inside <StorefrontProvider>')
  return storefront
}

/** The "before" of a list the machines hold (rows, history, favourites): empty, and the same array every render. */
export const NO_ITEMS: readonly never[] = []

/** Stands for "the machines do not run yet" in `useStorefrontSelector`'s store. */
const BEFORE: unique symbol = Symbol('before the storefront runs')
const beforeRunning = (): typeof BEFORE => BEFORE

/** What the hooks read of an actor, whichever it is. */
interface Watched {
  getSnapshot(): unknown
  subscribe(listener: () => void): { unsubscribe(): void }
}

const actorOf = (storefront: Storefront, name: StorefrontActorName): Watched => storefront.actors[name]

/** Nothing runs on the server, nor in the render that hydrates its HTML. */
const notRunning = () => undefined

/**
 * The running storefront, `undefined` until its machines have started (always on the server, and in the
 * render that hydrates the server's HTML): for what only the machines can do (a subscription in an effect).
 */
export function useRunningStorefront(): Storefront | undefined {
  const storefront = useStorefront()
  return useSyncExternalStore(storefront.subscribe, storefront.current, notRunning)
}

/**
 * What `selector` reads from the `name` actor's snapshot, re-rendering only when that changes (`compare`);
 * `before` until the machines run: what the server rendered from its data, so the browser's first render is
 * the server's HTML and the page shows it while the machines load.
 */
export function useStorefrontSelector<N extends StorefrontActorName, T>(
  name: N,
  selector: (snapshot: SnapshotFrom<StorefrontActors[N]>) => T,
  before: T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const storefront = useStorefront()
  const subscribe = useCallback(
    (onChange: () => void) => {
      let watching: { unsubscribe(): void } | undefined
      const watch = (running: Storefront) => {
        watching = actorOf(running, name).subscribe(onChange)
      }
      const running = storefront.current()
      if (running !== undefined) watch(running)
      const leave = storefront.subscribe(() => {
        const started = storefront.current()
        if (watching === undefined && started !== undefined) watch(started)
        onChange()
      })
      return () => {
        leave()
        watching?.unsubscribe()
      }
    },
    [storefront, name],
  )
  // The last selection, kept while the snapshot and the selector are the same, or the new one compares equal:
  // `useSyncExternalStore` needs the same value back for the same state.
  const last = useRef<{ readonly snapshot: unknown; readonly selector: unknown; readonly value: T } | null>(null)
  const read = (): T | typeof BEFORE => {
    const running = storefront.current()
    if (running === undefined) return BEFORE
    const snapshot = actorOf(running, name).getSnapshot()
    const kept = last.current
    if (kept !== null && kept.snapshot === snapshot && kept.selector === selector) return kept.value
    const value = selector(snapshot as SnapshotFrom<StorefrontActors[N]>)
    last.current = { snapshot, selector, value: kept !== null && compare(kept.value, value) ? kept.value : value }
    return last.current.value
  }
  const selected = useSyncExternalStore(subscribe, read, beforeRunning)
  return selected === BEFORE ? before : selected
}
