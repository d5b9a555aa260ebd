import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorPage } from '../features/error-page/error-page.tsx'
import { useStorefront } from './storefront.tsx'

/**
 * ROUTE-4: an unmatched path is `Page Not Found: {path}` with status 404 (the server answers it). A route that
 * throws `notFound({ data: { message } })` shows its own message instead (ROUTE-2: `IntId is invalid`).
 */
export function NotFound({ data }: { readonly data?: unknown }) {
  const path = useLocation({ select: (location) => location.pathname })
  return <ErrorPage status={404} message={messageOf(data) ?? `Page Not Found: ${path}`} />
}

/**
 * ROUTE-8: a page whose data failed to load: status 500 from the server, the failure's message (the API's own
 * words, e.g. a 503 or a timeout) and Back Home.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const storefront = useStorefront()
  const href = useLocation({ select: (location) => location.href })
  // ROUTE-9: a page's code that failed to load (a deploy replaced its chunk) goes to the reload guard, which
  // reloads the page at most once per path within 10 s.
  useEffect(() => {
    if (isChunkLoadFailure(error)) storefront.send({ type: 'chunk.failed', path: href })
  }, [error, href, storefront])
  return <ErrorPage status={500} message={messageOf(error) ?? 'Something went wrong loading this page.'} />
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined
}

/**
 * Whether `error` is a page chunk that did not load, in the words each engine uses for a failed dynamic
 * `import()` (Chromium, Firefox, Safari) or Vite's preload of its dependencies.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/iu.test(
    message,
  )
}
