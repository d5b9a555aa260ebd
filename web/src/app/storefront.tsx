import { createContext, useContext, type ReactNode } from 'react'
import type { Storefront } from '@partfront/core/storefront'

/**
 * The headless storefront (core's `createStorefront`) for the components: they select from its actors'
 * snapshots (`useSelector(storefront.actors.searchBox, searchHistory)`) and `send` events, nothing else.
 */
const StorefrontContext = createContext<Storefront | null>(null)

export function StorefrontProvider({ storefront, children }: { readonly storefront: Storefront; readonly children: ReactNode }) {
  return <StorefrontContext value={storefront}>{children}</StorefrontContext>
}

/** The running storefront; a component outside `StorefrontProvider` is a wiring mistake and throws. */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext)
  if (storefront === null) throw new Error('useStorefront: render inside <StorefrontProvider>')
  return storefront
}
