import { useSelector } from '@xstate/react'
import { authHeader, type AuthHeader } from '@partfront/core/auth'
import { useStorefront } from '../../app/storefront.tsx'

/** The same header state (the selector builds a new object on every snapshot). */
function sameHeader(a: AuthHeader, b: AuthHeader): boolean {
  return a.signedIn === b.signedIn && (!a.signedIn || (b.signedIn && a.email === b.email))
}

/** AUTH-7: what the header shows for the session, from the auth machine (`authHeader`). */
export function useAuthHeader(): AuthHeader {
  return useSelector(useStorefront().actors.auth, authHeader, sameHeader)
}
