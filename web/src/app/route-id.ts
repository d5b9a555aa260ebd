import { notFound } from '@tanstack/react-router'
import * as Schema from 'effect/Schema'
import { INT_ID_INVALID, type RouteIdResult } from '@partfront/core/routing'

// Apart from `route-data.ts`: only loaders (split into their own chunks) read ids this way, so effect's
// Schema stays off a page's first load (issue 13).

/**
 * ROUTE-2: a route's id, as the entity's branded id, or the 404 `IntId is invalid` (thrown for the router:
 * the server answers 404 with the error page).
 */
export function routeIdOr404<S extends Schema.Decoder<unknown>>(schema: S, result: RouteIdResult): S['Type'] {
  if (!result.ok) throw notFound({ data: { message: INT_ID_INVALID } })
  const decoded = Schema.decodeUnknownOption(schema)(result.id)
  if (decoded._tag === 'None') throw notFound({ data: { message: INT_ID_INVALID } })
  return decoded.value
}
