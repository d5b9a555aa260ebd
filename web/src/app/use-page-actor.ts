import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * A page's own machine, for pages whose state is more than the storefront's (the BOM tool, payment): the
 * actor is made once and started after mount, so the server's render and the first render in the browser draw
 * the same initial snapshot. `leave` runs when the page goes (cancel an upload in flight); the actor is not
 * stopped, since a stopped actor cannot start again and React's development mode mounts twice: a page
 * machine holds no timers, and goes with the page.
 *
 * Ours rather than `@xstate/react`'s `useActorRef` and `useSelector`: a route chunk that imports those (they
 * bring a CommonJS helper) makes the bundler split shared code out of the entry, and every page's first load
 * grew by about 4 kB (`npm run check:budgets`).
 */
export function useStartedActor<TActor extends AnyActorRef>(make: () => TActor, leave?: (actor: TActor) => void): TActor {
  const [actor] = useState(make)
  const [onLeave] = useState(() => leave)
  useEffect(() => {
    actor.start()
    return () => onLeave?.(actor)
  }, [actor, onLeave])
  return actor
}

/** The actor's snapshot, re-rendering on each change (a transition makes a new snapshot). */
export function useActorSnapshot<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const current = useCallback(() => actor.getSnapshot() as SnapshotFrom<TActor>, [actor])
  return useSyncExternalStore(subscribe, current, current)
}
