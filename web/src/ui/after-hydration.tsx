import { Suspense, type ReactNode } from 'react'
import { useHydrated } from './use-hydrated.ts'

/**
 * Renders a lazily loaded widget (`children`, a `lazy()` component) only once the page has hydrated, showing
 * `fallback` on the server and during hydration. The server renders with `renderToString`, where a suspended
 * `lazy()` cannot finish and React reports error #419 in the browser; this keeps the lazy part out of it.
 */
export function AfterHydration({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  const hydrated = useHydrated()
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
