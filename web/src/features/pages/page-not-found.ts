import { notFound } from '@tanstack/react-router'

/**
 * Throws the router's 404 from a loader: with no message, the unmatched page's `Page Not Found: {path}`
 * (ROUTE-4); with one, that message (core's `Page not found: {path}` of ROUTE-3).
 */
export function pageNotFound(message?: string): never {
  throw notFound(message === undefined ? undefined : { data: { message } })
}
