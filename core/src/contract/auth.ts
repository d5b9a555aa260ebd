import * as Schema from 'effect/Schema'
import * as Struct from 'effect/Struct'
import { Email, LoginForm, RegisterForm, ResetPasswordForm, VerificationCode } from '../auth/auth.forms.ts'
import { EMAIL_CODE_PURPOSES } from '../constants.ts'
import { AccountInfo } from './account.ts'
import { Count, NoData } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Signing up, in and out (AUTH-1 to AUTH-7). The spec shows the forms and their messages, not the calls:
 * the calls are ours.
 *
 * - An image captcha (`auth/captcha`, SVG with an id; `captchaCodeId` persists, AUTH-7) guards sending an
 *   email code, and login once the server asks for it (after failed attempts; it answers 400
 *   `Please enter the verification code`).
 * - An emailed code (`auth/emailcode`) proves the address at registration and for a password reset.
 * - Bodies are the auth forms (`core/src/auth/auth.forms.ts`), the one definition of their fields and
 *   messages, so a decoded form posts as is (login's `remember` stays on the client, AUTH-2).
 */

/** The auth fields, defined by the forms; other areas' bodies reuse them (an address's email). */
export {
  Account,
  Agreement,
  ConfirmPassword,
  Email,
  Password,
  VerificationCode,
  password,
  passwordsMatch,
} from '../auth/auth.forms.ts'

/** An image captcha's id: 1 to 64 letters, digits, `_` or `-`. */
export const CaptchaId = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{1,64}$/u, { message: 'Please refresh the verification code image' }),
)
export type CaptchaId = typeof CaptchaId.Type

/** A session token (the `user-token` cookie, `Authorization: Bearer …`): 1 to 512 URL-safe characters. */
export const Token = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._~+/=-]{1,512}$/u, { expected: 'a token' }))
export type Token = typeof Token.Type

/** An image captcha: its id, to send back with the answer, and the picture as SVG markup. */
export const Captcha = Schema.Struct({
  captchaId: CaptchaId,
  /** `<svg …>…</svg>`, to show as an image (`data:image/svg+xml,…`), never inserted as HTML. */
  svg: Schema.String,
  expiresInSeconds: Count,
})
export type Captcha = typeof Captcha.Type

/** What an emailed code is for. */
export const EmailCodePurpose = Schema.Literals(EMAIL_CODE_PURPOSES)
export type EmailCodePurpose = typeof EmailCodePurpose.Type

/** Asks for a code by email, answering the image captcha. */
export const EmailCodeBody = Schema.Struct({
  email: Email,
  purpose: EmailCodePurpose,
  captchaId: CaptchaId,
  captchaCode: VerificationCode,
})
export type EmailCodeBody = typeof EmailCodeBody.Type

/** Where the code went and the timing the form shows (the resend button waits `resendAfterSeconds`). */
export const EmailCodeSent = Schema.Struct({
  email: Schema.String,
  expiresInSeconds: Count,
  resendAfterSeconds: Count,
})
export type EmailCodeSent = typeof EmailCodeSent.Type

/** The registration form (AUTH-4, AUTH-5): the email address is the account; `code` is the emailed one. */
export const RegisterBody = RegisterForm
export type RegisterBody = typeof RegisterBody.Type

/**
 * The login form (AUTH-4): account (the email address) and password, without `remember`, which stays on the
 * client (AUTH-2); the image captcha when the server asks for it.
 */
export const LoginBody = LoginForm.mapFields(Struct.omit(['remember'])).mapFields(
  Struct.assign({
    captchaId: Schema.optionalKey(CaptchaId),
    captchaCode: Schema.optionalKey(VerificationCode),
  }),
)
export type LoginBody = typeof LoginBody.Type

/**
 * A signed-in session (AUTH-1): the token for the `user-token` cookie, the cart count for the badge, and
 * the member (spec §3 `userInfo` holds token and cartNum).
 */
export const LoginResult = Schema.Struct({
  token: Token,
  cartNum: Count,
  user: AccountInfo,
})
export type LoginResult = typeof LoginResult.Type

/** The reset-password form (AUTH-6): the emailed code and the new password, confirmed. */
export const ResetPasswordBody = ResetPasswordForm
export type ResetPasswordBody = typeof ResetPasswordBody.Type

export const authCaptcha = endpoint({
  name: 'authCaptcha',
  method: 'GET',
  path: '/api/auth/captcha',
  response: Captcha,
  auth: 'none',
  summary: 'A new image captcha (SVG) and its id. Rate-limited per IP (429).',
})

export const authEmailCode = endpoint({
  name: 'authEmailCode',
  method: 'POST',
  path: '/api/auth/emailcode',
  body: EmailCodeBody,
  response: EmailCodeSent,
  auth: 'none',
  summary: 'Emails a verification code for registration or a password reset, once the image captcha is answered. Rate-limited per address and IP (429).',
})

export const authRegister = endpoint({
  name: 'authRegister',
  method: 'POST',
  path: '/api/auth/register',
  body: RegisterBody,
  response: LoginResult,
  auth: 'none',
  summary: 'Creates an account with the emailed code and signs it in (AUTH-4, AUTH-5); 400 when the address is taken or the code wrong.',
})

export const authLogin = endpoint({
  name: 'authLogin',
  method: 'POST',
  path: '/api/auth/login',
  body: LoginBody,
  response: LoginResult,
  auth: 'none',
  summary: 'Signs in: the token, cart count and member (AUTH-1). Rate-limited per account and IP (429).',
})

export const authLogout = endpoint({
  name: 'authLogout',
  method: 'POST',
  path: '/api/auth/logout',
  response: NoData,
  auth: 'member',
  summary: 'Revokes the session token (AUTH-3).',
})

export const authResetPassword = endpoint({
  name: 'authResetPassword',
  method: 'POST',
  path: '/api/auth/resetpassword',
  body: ResetPasswordBody,
  response: NoData,
  auth: 'none',
  summary: "Sets a new password with the emailed code (AUTH-6) and revokes the account's sessions.",
})
