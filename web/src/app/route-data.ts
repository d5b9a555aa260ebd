import { notFound, redirect } from '@tanstack/react-router'
import { isApiError } from '@partfront/core/client'
import { LOGIN_PATH } from '@partfront/core/routing'
import type { ShellData } from './shell-data.ts'

/**
 * A page's entity, or the 404 page with the API's message when the API says there is none (a product id
 * that names nothing). Any other failure propagates: the router shows the 500 page with its message (ROUTE-8).
 */
export async function foundOr404<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading
  } catch (error) {
    if (isApiError(error) && error.code === 404) throw notFound({ data: { message: error.message } })
    throw error
  }
}

/**
 * A member page's data (ROUTE-6): a 403 (the token was revoked: logged out elsewhere, password changed) sends
 * the buyer to `/login` as the guard would, a 404 shows the 404 page (another member's order or BOM is none of
 * theirs); anything else propagates (ROUTE-8).
 */
export async function memberDataOr404<T>(loading: Promise<T>): Promise<T> {
  try {
    return await foundOr404(loading)
  } catch (error) {
    if (isApiError(error) && error.code === 403) throw redirect({ href: LOGIN_PATH })
    throw error
  }
}

/** The frame's data from a route's `head` arguments (the root match is always first). */
export function shellOf(matches: ReadonlyArray<{ readonly loaderData?: unknown }>): ShellData | undefined {
  return matches[0]?.loaderData as ShellData | undefined
}
