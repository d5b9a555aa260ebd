import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * `false` on the server and during hydration, `true` after: for what only the browser knows (local storage,
 * the scroll offset). Drawing it before would make the first client render differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
