import type { LoginBody, LoginResult } from '../contract/auth.ts'
import type { CookieEffect } from '../effects/effects.types.ts'
import { userTokenCookie } from '../shell/cookies.rules.ts'
import type { LoginForm } from './auth.forms.ts'
import { hasToken } from './token.rules.ts'

/** The session's storage keys (spec §3 user state; AUTH-2, AUTH-7). `account` is ours. */
export const AUTH_KEYS = {
  userEmail: 'userEmail',
  isLogin: 'isLogin',
  captchaCodeId: 'captchaCodeId',
  account: 'account',
} as const

/** AUTH-3: the confirm dialog's title and buttons, word for word (the question mark is full-width). */
export const LOGOUT_DIALOG = { title: 'Log out？', no: 'no', yes: 'yes' } as const

/** AUTH-3: the toast after logging out. */
export const LOGOUT_SUCCESS_MESSAGE = 'Logout Success'

/** Ours: what a failed login shows when the server gives no message. */
export const LOGIN_FAILED_MESSAGE = 'Sign in failed, please try again'

/** AUTH-7: how `isLogin` is stored. */
export function storedFlag(signedIn: boolean): string {
  return signedIn ? 'true' : 'false'
}

/**
 * AUTH-7, ROUTE-6: whether the page starts signed in: the `user-token` cookie holds a token. The cookie decides
 * (the route guard and every call read it); a stored `isLogin` without a token is stale.
 */
export function startsSignedIn(token: string | null | undefined): boolean {
  return hasToken(token)
}

/** A stored string, or `''` for an absent one. */
export function storedText(value: string | null | undefined): string {
  return typeof value === 'string' ? value : ''
}

/**
 * AUTH-1: the login call's body from a valid form and the captcha: the captcha fields go only when both the
 * id and the answer are known (the server asks for them after failed attempts).
 */
export function loginBody(form: LoginForm, captchaId: string, captchaCode: unknown): LoginBody {
  const code = typeof captchaCode === 'string' ? captchaCode.trim() : ''
  const body = { account: form.account, password: form.password }
  return captchaId !== '' && code !== '' ? { ...body, captchaId, captchaCode: code } : body
}

/**
 * AUTH-1: the login actor's answer. The client decoded it with the contract's `LoginResult` (an answer that is
 * not one rejects the call as `invalid-response`, a failed login), so it is not checked a second time here:
 * that would bring effect's Schema to every page's first load (issue 13). `null` only when there is none.
 */
export function readLoginResult(output: unknown): LoginResult | null {
  return typeof output === 'object' && output !== null ? (output as LoginResult) : null
}

/** AUTH-1, AUTH-7: the email the header shows: the member's, or the account typed when the member has none. */
export function memberEmail(result: LoginResult, account: string): string {
  return result.user.email.trim() !== '' ? result.user.email : account
}

/** AUTH-1: the `user-token` cookie holding `token` (365 days, path `/`); AUTH-3 blanks it with `''`. */
export function tokenCookie(token: string): CookieEffect {
  const spec = userTokenCookie(token)
  return { type: 'cookie', name: spec.name, value: spec.value, days: spec.expiresDays, path: spec.path }
}

/** A link of the header (AUTH-7). */
export interface HeaderLink {
  readonly label: string
  readonly to: string
}

/** AUTH-7: Sign in and Register, shown while signed out. */
export const SIGNED_OUT_LINKS: readonly HeaderLink[] = [
  { label: 'Sign in', to: '/login' },
  { label: 'Register', to: '/register' },
]

/** AUTH-7: the signed-in member's menu; Logout sends `auth.logout` rather than navigating. */
export const ACCOUNT_MENU = [
  { label: 'My Account', to: '/member/information' },
  { label: 'Order', to: '/member/order' },
  { label: 'Logout', event: 'auth.logout' },
] as const

/** AUTH-7: what the header shows. */
export type AuthHeader =
  | { readonly signedIn: false; readonly links: readonly HeaderLink[] }
  | { readonly signedIn: true; readonly email: string; readonly menu: typeof ACCOUNT_MENU }
