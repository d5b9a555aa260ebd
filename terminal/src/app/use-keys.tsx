import { type Key, useInput } from 'ink'
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Keys for the whole app through one Ink `useInput`, mounted with the app. Ink registers each `useInput`
 * listener in a passive effect, which runs after the frame is drawn: a key typed right after a screen or a
 * field appeared reached nothing, or the previous render's handler with its old state. Here each handler is
 * registered in a layout effect (synchronous with the commit) and always called in its latest form.
 */
type Listener = { current: { readonly handler: (input: string, key: Key) => void; readonly active: boolean } }

const KeysContext = createContext<Set<Listener> | null>(null)

export function KeysProvider({ children }: { readonly children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>())
  useInput((input, key) => {
    for (const listener of [...listeners]) if (listener.current.active) listener.current.handler(input, key)
  })
  return <KeysContext value={listeners}>{children}</KeysContext>
}

/** Calls `handler` for every key while mounted (and `isActive`, default true). */
export function useKeys(handler: (input: string, key: Key) => void, options: { readonly isActive?: boolean } = {}): void {
  const listeners = useContext(KeysContext)
  if (listeners === null) throw new Error('useKeys: no KeysProvider above')
  const listener = useRef({ handler, active: options.isActive ?? true })
  useLayoutEffect(() => {
    listener.current = { handler, active: options.isActive ?? true }
  })
  useLayoutEffect(() => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [listeners])
}
