import { useEffect, useState } from 'react'
import { useTerminalStorefront } from './storefront.tsx'
import type { Storefront } from '@partfront/core/storefront'

/** What a screen's own query is doing. */
export type CallState<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'loaded'; readonly value: T }

/**
 * A screen's own query through the storefront's typed caller (`call(orderList, …)`), as web/'s pages run
 * theirs in their loaders; asked again when `key` changes. `ask` returning `null` asks nothing.
 */
export function useCall<T>(key: string, ask: (call: Storefront['call']) => Promise<T> | null): CallState<T> {
  const { storefront } = useTerminalStorefront()
  // The answer with the key it answers: an answer to another key is still loading this one.
  const [state, setState] = useState<{ readonly key: string; readonly answer: CallState<T> } | null>(null)
  useEffect(() => {
    const asked = ask(storefront.call)
    if (asked === null) return
    let current = true
    asked.then(
      (value) => current && setState({ key, answer: { state: 'loaded', value } }),
      (error: unknown) => current && setState({ key, answer: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the key changes, as documented
  }, [key, storefront])
  return state !== null && state.key === key ? state.answer : { state: 'loading' }
}
