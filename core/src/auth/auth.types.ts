import type { AccountInfo } from '../contract/account.ts'
import type { LoginBody } from '../contract/auth.ts'
import type {
  AssignEffect,
  AuthForbiddenEvent,
  AuthSignedInEvent,
  AuthSignedOutEvent,
  CookieEffect,
  ForgetEffect,
  NavigateEffect,
  PersistEffect,
  ToastEffect,
} from '../effects/effects.types.ts'
import type { FormErrors, LoginForm } from './auth.forms.ts'

/** The stored strings the session starts from (AUTH-7), each `StoragePort.getItem(key)`: `null` when absent. */
export interface AuthStored {
  /** `userEmail`: the signed-in member's email address. */
  readonly userEmail: string | null
  /** `isLogin`: `'true'` while signed in. */
  readonly isLogin: string | null
  /** `captchaCodeId`: the id of the image captcha last shown. */
  readonly captchaCodeId: string | null
  /** `account`: the account remembered at login (AUTH-2); the key is ours. */
  readonly account: string | null
}

/** What the session starts from. */
export interface AuthInput {
  readonly stored: AuthStored
  /** The `user-token` cookie (`CookiePort.get`): signed in when it holds a token (ROUTE-6). */
  readonly token: string | null | undefined
}

export interface AuthContext {
  /** The token of the `user-token` cookie; `''` when signed out. */
  readonly token: string
  /** The member's email address for the header (AUTH-7); `''` when signed out. */
  readonly email: string
  /** The member from the login result; `null` before a login in this page (it is not stored). */
  readonly user: AccountInfo | null
  /** The remembered account, to prefill the login form (AUTH-2); `''` for none. */
  readonly rememberedAccount: string
  /** The image captcha's id, sent with a login that answers it (AUTH-7 persists it). */
  readonly captchaCodeId: string
  /** The login form's messages, one per field (AUTH-4), from the last `auth.login`. */
  readonly fieldErrors: FormErrors<LoginForm>
  /** Why the last login call failed (the server's message), for the form; `null` for none. */
  readonly loginError: string | null
  /** The login in flight: whether to remember the account, and where to go after. */
  readonly pending: {
    readonly remember: boolean
    readonly redirect: string | null
    readonly body: LoginBody
  } | null
}

/** Sign in with the login form (AUTH-1, AUTH-2, AUTH-4). */
export interface AuthLoginEvent {
  readonly type: 'auth.login'
  readonly account: string
  readonly password: string
  /** AUTH-2: store the account locally. @default false */
  readonly remember?: boolean
  /** The image captcha's answer, when the server asked for one. */
  readonly captchaCode?: string
  /** The `redirect` query value of `/login` (ROUTE-7); followed only when it is a path on this site. */
  readonly redirect?: string | null
}

/** A new image captcha was shown: its id is kept and stored (AUTH-7). */
export interface AuthCaptchaEvent {
  readonly type: 'auth.captcha'
  readonly captchaId: string
}

/** Logout in the header menu: the `Log out？` dialog opens (AUTH-3). */
export interface AuthLogoutEvent {
  readonly type: 'auth.logout'
}

/** The dialog's `no`: stay signed in. */
export interface AuthLogoutNoEvent {
  readonly type: 'auth.logout.no'
}

/** The dialog's `yes`: log out (AUTH-3). */
export interface AuthLogoutYesEvent {
  readonly type: 'auth.logout.yes'
}

export type AuthEvent =
  | AuthLoginEvent
  | AuthCaptchaEvent
  | AuthLogoutEvent
  | AuthLogoutNoEvent
  | AuthLogoutYesEvent
  | AuthForbiddenEvent

/** What the session asks of the outside world, and tells the cart, RFQ and favourites machines. */
export type AuthEmitted =
  | PersistEffect
  | ForgetEffect
  | CookieEffect
  | NavigateEffect
  | AssignEffect
  | ToastEffect
  | AuthSignedInEvent
  | AuthSignedOutEvent
