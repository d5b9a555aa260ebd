import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { PASSWORD, TEXT_LIMITS } from '../constants.ts'

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
 * An email address as a buyer would type one: `local@domain.tld`, no spaces, at most `TEXT_LIMITS.email`
 * (254) characters. Ours (the spec gives only the message): deliberately loose, the server decides.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/

/** A failing empty check stops the field's later checks, so "Please enter …" is its only message. */
function filled(message: string) {
  return Schema.makeFilter<string>((value) => value !== '', { message }, true)
}

/** Text that must be entered; `message` also answers a missing key or a value that is not a string. */
function enteredText(message: string, options: { readonly trim: boolean }) {
  const text = Schema.String.annotate({ message })
  const normalised = options.trim ? text.pipe(Schema.decodeTo(Schema.String, SchemaTransformation.trim())) : text
  return normalised.check(filled(message))
}

const Account = enteredText(AUTH_MESSAGES.enterAccount, { trim: true }).pipe(
  Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterAccount }),
)

/**
 * AUTH-4: at least `PASSWORD.minLength` (6) characters. Passwords are not trimmed: spaces may be part of one.
 * Characters are counted as code points, so an emoji counts once.
 */
const Password = enteredText(AUTH_MESSAGES.enterPassword, { trim: false })
  .check(
    Schema.makeFilter<string>((value) => [...value].length >= PASSWORD.minLength, {
      message: AUTH_MESSAGES.passwordTooShort,
    }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterPassword }))

const ConfirmPassword = enteredText(AUTH_MESSAGES.enterConfirmPassword, { trim: false }).pipe(
  Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterConfirmPassword }),
)

const Email = enteredText(AUTH_MESSAGES.enterEmail, { trim: true })
  .check(
    Schema.makeFilter<string>((value) => value.length <= TEXT_LIMITS.email && EMAIL_PATTERN.test(value), {
      message: AUTH_MESSAGES.invalidEmail,
    }),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterEmail }))

const VerificationCode = enteredText(AUTH_MESSAGES.enterCode, { trim: true }).pipe(
  Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.enterCode }),
)

/** An unticked checkbox may be sent as `false` or not at all. */
const OptionalCheckbox = Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)))

/** AUTH-5: the terms agreement must be ticked (`true`); `false` or missing gives the agreement message. */
const Agreement = Schema.Literal(true)
  .annotate({ message: AUTH_MESSAGES.agreeToTerms })
  .pipe(Schema.annotateKey({ messageMissingKey: AUTH_MESSAGES.agreeToTerms }))

/** AUTH-4: the confirmation must equal the password; the message sits on `confirmPassword`. */
const passwordsMatch = Schema.makeFilter<{ readonly password: string; readonly confirmPassword: string }>(
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
