import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { PASSWORD, TEXT_LIMITS } from '../constants.ts'
import { filled, plainText, requiredText, tooLongMessage } from '../contract/common.ts'

/**
 * The login, registration and reset-password forms as effect Schemas with the spec's exact messages (AUTH-4,
 * AUTH-5), and `validateForm`, which gives a view one message per field to show beside it.
 *
 * Each field reports one message: the "Please enter …" message when it is empty, missing or not text, else
 * the first format rule it breaks. The password-match message is a form-level check, so it appears once every
 * field is valid on its own (effect runs a struct's checks on a decoded struct only).
 */

/** The forms' messages, word for word (AUTH-4, AUTH-5). */
export const AUTH_MESSAGES = {
  enterAccount: 'Please enter account',
  enterPassword: 'Please enter password',
  passwordTooShort: 'At least six characters',
  enterConfirmPassword: 'Please enter the same password again',
  passwordsDiffer: 'The passwords you entered twice do not match',
  enterEmail: 'Please enter email address',
  invalidEmail: 'Please enter a valid email address',
  enterCode: 'Please enter the verification code',
  agreeToTerms: 'Please agree to our Terms of Use and Privacy Policy',
} as const

/**
 * An email address as a buyer would type one: `local@domain.tld`, no spaces. Ours (the spec gives only the
 * message): deliberately loose, the server decides.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u

/**
 * The fields below are the one definition of each auth field: the forms use them, and the API contract's
 * bodies (`core/src/contract/auth.ts`) are built from the forms, so a decoded form posts as is.
 *
 * Each field answers its "Please enter …" message when missing, empty (after trimming, where it trims) or not
 * text, and has a length cap from `TEXT_LIMITS`, so the server refuses what the form would.
 */

/** AUTH-4: the sign-in name: trimmed, at most `TEXT_LIMITS.email` characters; "Please enter account". */
export const Account = requiredText('account', TEXT_LIMITS.email)
export type Account = typeof Account.Type

/** AUTH-4: an email address, trimmed, at most `TEXT_LIMITS.email` (254) characters. */
export const Email = Schema.String.annotate({ message: AUTH_MESSAGES.enterEmail })
  // The pattern allows no whitespace, so the decoded side needs no `Trimmed` check of its own.
  .pipe(Schema.decodeTo(Schema.String, SchemaTransformation.trim()))
  .check(
    filled(AUTH_MESSAGES.enterEmail),
    plainText('email address'),
    Schema.isPattern(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail }),
    Schema.isMaxLength(TEXT_LIMITS.email, { message: AUTH_MESSAGES.invalidEmail }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterEmail }))
export type Email = typeof Email.Type

/**
 * AUTH-4: a password: not trimmed (spaces may be part of one), at least `PASSWORD.minLength` (6) characters,
 * at most `TEXT_LIMITS.password`. Characters are counted as code points, so an emoji counts once. `label`
 * names it in the too-long message; `emptyMessage` answers a missing, empty or non-text value.
 */
export function password(label = 'password', emptyMessage: string = AUTH_MESSAGES.enterPassword) {
  return Schema.String.annotate({ message: emptyMessage })
    .check(
      filled(emptyMessage),
      Schema.isMinCodePoints(PASSWORD.minLength, { message: AUTH_MESSAGES.passwordTooShort }),
      Schema.isMaxLength(TEXT_LIMITS.password, { message: tooLongMessage(label, TEXT_LIMITS.password) }),
    )
    .pipe(Schema.annotateKey({ messageMissingKey: emptyMessage }))
}
export const Password = password()
export type Password = typeof Password.Type

/**
 * AUTH-4: the password typed again. It has no minimum of its own: `passwordsMatch` ties it to the password,
 * so a short one reads "At least six characters" once, on the password, or the mismatch message.
 */
export const ConfirmPassword = Schema.String.annotate({ message: AUTH_MESSAGES.enterConfirmPassword })
  .check(
    filled(AUTH_MESSAGES.enterConfirmPassword),
    Schema.isMaxLength(TEXT_LIMITS.password, { message: tooLongMessage('password', TEXT_LIMITS.password) }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterConfirmPassword }))
export type ConfirmPassword = typeof ConfirmPassword.Type

/** AUTH-4: a verification code as typed (image captcha or emailed): trimmed, 1 to `TEXT_LIMITS.code`. */
export const VerificationCode = Schema.String.annotate({ message: AUTH_MESSAGES.enterCode })
  .pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))
  .check(
    filled(AUTH_MESSAGES.enterCode),
    Schema.isMaxLength(TEXT_LIMITS.code, { message: tooLongMessage('the verification code', TEXT_LIMITS.code) }),
    plainText('the verification code'),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterCode }))
export type VerificationCode = typeof VerificationCode.Type

/** An unticked checkbox may be sent as `false` or not at all. */
const OptionalCheckbox = Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)))

/** AUTH-5: the terms agreement must be ticked (`true`); `false` or missing gives the agreement message. */
export const Agreement = Schema.Literal(true)
  .annotate({ message: AUTH_MESSAGES.agreeToTerms })
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.agreeToTerms }))

/**
 * AUTH-4: a form whose `confirmPassword` must equal its `password`; the message sits on `confirmPassword`.
 * Effect runs a struct's own checks only once every field decoded.
 */
export const passwordsMatch = Schema.makeFilter<{ readonly password: string; readonly confirmPassword: string }>(
  (form) =>
    form.password === form.confirmPassword
      ? undefined
      : { path: ['confirmPassword'], issue: AUTH_MESSAGES.passwordsDiffer },
)

/**
 * AUTH-4, AUTH-2: the login form. `account` is trimmed; `remember` defaults to `false`.
 *
 * Ours (the spec lists the messages for "registration and login" together): login checks the 6-character
 * minimum too, since no account can have a shorter password, which saves a round trip.
 */
export const LoginForm = Schema.Struct({
  account: Account,
  password: Password,
  remember: OptionalCheckbox,
})
export type LoginForm = typeof LoginForm.Type

/**
 * AUTH-4, AUTH-5: the registration form. The agreement is required; the email-updates consent is a separate,
 * optional checkbox that defaults to `false`.
 *
 * Ours (the spec lists both "account" and "email" among user fields): a member signs up with an email address,
 * which is the account (the header shows it, AUTH-7), so the form has `email`, not a separate account.
 */
export const RegisterForm = Schema.Struct({
  email: Email,
  password: Password,
  confirmPassword: ConfirmPassword,
  code: VerificationCode,
  agree: Agreement,
  emailUpdates: OptionalCheckbox,
}).check(passwordsMatch)
export type RegisterForm = typeof RegisterForm.Type

/** AUTH-4, AUTH-6: the reset-password form at `/resetPassword`. */
export const ResetPasswordForm = Schema.Struct({
  email: Email,
  code: VerificationCode,
  password: Password,
  confirmPassword: ConfirmPassword,
}).check(passwordsMatch)
export type ResetPasswordForm = typeof ResetPasswordForm.Type

/** One message per field that failed, keyed by field name. */
export type FormErrors<T> = { readonly [K in keyof T & string]?: string }

/** A valid form's decoded value, or the messages to show beside its fields. */
export type FormValidation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FormErrors<T> }

const toIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * AUTH-4: validates a form's raw values: the decoded value, or the first message of each failing field, in
 * field order. Never throws.
 *
 * Ours: input that is not an object is read as an empty form, so every required field asks to be filled.
 */
export function validateForm<T extends object>(
  schema: Schema.ConstraintDecoder<T>,
  input: unknown,
): FormValidation<T> {
  const values = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  const result = Schema.decodeUnknownResult(schema)(values, { errors: 'all' })
  if (Result.isSuccess(result)) return { ok: true, value: result.success }
  const errors: Record<string, string> = {}
  for (const issue of toIssues(result.failure.issue).issues) {
    const field = issue.path?.[0]
    const key = typeof field === 'object' ? field.key : field
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message
  }
  return { ok: false, errors: errors as FormErrors<T> }
}
