import { authHeader, headerFor, type AuthHeader } from '@partfront/core/auth'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefrontSelector } from '../../app/storefront.tsx'

/** The same header state (the selector builds a new object on every snapshot). */
function sameHeader(a: AuthHeader, b: AuthHeader): boolean {
  return a.signedIn === b.signedIn && (!a.signedIn || (b.signedIn && a.email === b.email))
}

/** AUTH-7: what the header shows for the session, from the auth machine (`authHeader`); the server's member until it runs. */
export function useAuthHeader(): AuthHeader {
  return useStorefrontSelector('auth', authHeader, headerFor(useShellData().member?.email ?? null), sameHeader)
}
