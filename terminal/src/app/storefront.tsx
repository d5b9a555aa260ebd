import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react'
import type { StorefrontActors } from '@partfront/core/storefront'
import type { TerminalStorefront } from '../build-storefront.ts'

/**
 * The storefront the screens draw from, as web/'s `storefront.tsx` gives it to its pages: each screen reads a
 * machine through a core selector (`useStorefrontSelector('cart', badgeText)`) and sends events to it.
 */
const StorefrontContext = createContext<TerminalStorefront | null>(null)

export function StorefrontProvider({ value, children }: { readonly value: TerminalStorefront; readonly children: ReactNode }) {
  return <StorefrontContext value={value}>{children}</StorefrontContext>
}

export function useTerminalStorefront(): TerminalStorefront {
  const value = useContext(StorefrontContext)
  if (value === null) throw new Error('useTerminalStorefront: no StorefrontProvider above')
  return value
}

type SnapshotOf<N extends keyof StorefrontActors> = ReturnType<StorefrontActors[N]['getSnapshot']>

/** A core selector over one machine's snapshot, redrawn when its answer changes. */
export function useStorefrontSelector<N extends keyof StorefrontActors, T>(name: N, select: (snapshot: SnapshotOf<N>) => T): T {
  // One machine's actor, read through the shape every actor has (the union of twelve actor types is not callable).
  const actor = useTerminalStorefront().storefront.actors[name] as unknown as {
    subscribe(next: () => void): { unsubscribe(): void }
    getSnapshot(): unknown
  }
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(() => changed())
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  // A selector may answer a new array for the same snapshot (`resultRows`): the answer is kept per snapshot,
  // so React sees the same value until the machine moves.
  const cache = useRef<{ snapshot: unknown; select: unknown; value: T } | null>(null)
  const read = () => {
    const snapshot = actor.getSnapshot() as SnapshotOf<N>
    const kept = cache.current
    if (kept !== null && kept.snapshot === snapshot && kept.select === select) return kept.value
    const value = select(snapshot)
    cache.current = { snapshot, select, value }
    return value
  }
  return useSyncExternalStore(subscribe, read, read)
}

/** The screen shown: the top of the navigation stack (its path, `/so?keyWord=LM358`). */
export function useCurrentPath(): string {
  const { navigation } = useTerminalStorefront()
  const path = () => navigation.currentPath()
  return useSyncExternalStore((changed) => navigation.subscribe(changed), path, path)
}
