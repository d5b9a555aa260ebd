import type { FormErrors, LoginForm } from './auth.forms.ts'
import { ACCOUNT_MENU, LOGOUT_DIALOG, SIGNED_OUT_LINKS, type AuthHeader } from './auth.rules.ts'
import type { AuthContext } from './auth.types.ts'

/**
 * What the session shows, read from any snapshot of its machine (`auth.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the session. */
interface AuthSnapshotLike {
  readonly context: AuthContext
  hasTag(tag: 'signedIn'): boolean
}

/** AUTH-7: whether a member is signed in. */
export function isSignedIn(snapshot: AuthSnapshotLike): boolean {
  return snapshot.hasTag('signedIn')
}

/** AUTH-7: the header: Sign in / Register, or the email with the menu My Account, Order, Logout. */
export function authHeader(snapshot: AuthSnapshotLike): AuthHeader {
  return headerFor(snapshot.hasTag('signedIn') ? snapshot.context.email : null)
}

/**
 * AUTH-7: the header of a member signed in as `email`, or of a visitor (`null`): what `authHeader` reads from
 * the session, and what a page shows from the server's data before the session machine runs.
 */
export function headerFor(email: string | null): AuthHeader {
  return email === null ? { signedIn: false, links: SIGNED_OUT_LINKS } : { signedIn: true, email, menu: ACCOUNT_MENU }
}

/** AUTH-3: the `Log out？` dialog while it is open, else `null`. */
export function logoutDialog(snapshot: { hasTag(tag: 'confirmingLogout'): boolean }): typeof LOGOUT_DIALOG | null {
  return snapshot.hasTag('confirmingLogout') ? LOGOUT_DIALOG : null
}

/** AUTH-4: the login form's message beside each field, from the last attempt. */
export function loginFieldErrors(snapshot: AuthSnapshotLike): FormErrors<LoginForm> {
  return snapshot.context.fieldErrors
}

/** Why the last login call failed, or `null`. */
export function loginError(snapshot: AuthSnapshotLike): string | null {
  return snapshot.context.loginError
}

/** AUTH-2: the account to prefill the login form with (`''` for none). */
export function rememberedAccount(snapshot: AuthSnapshotLike): string {
  return snapshot.context.rememberedAccount
}

/** The session token for calls (`''` when signed out). */
export function sessionToken(snapshot: AuthSnapshotLike): string {
  return snapshot.context.token
}
