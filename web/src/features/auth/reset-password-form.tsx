import { useState } from 'react'
import { PASSWORD_RESET_MESSAGE, ResetPasswordForm, AUTH_MESSAGES } from '@partfront/core/auth'
import { authResetPassword } from '@partfront/core/contract'
import { useApiAction } from '../../app/use-api-action.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { FormMessage, TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { AuthPage } from './auth-page.tsx'
import { EmailCode } from './email-code.tsx'
import { useFieldChecks } from './form-values.ts'
import styles from './auth.module.css'

/** `/resetPassword` (AUTH-6): email, the emailed code, the new password twice; success says so and links to sign in. */
export function ResetPasswordPage() {
  const hydrated = useHydrated()
  const { run, sending, error } = useApiAction()
  const { onBlur, onInput, check, error: fieldError } = useFieldChecks(ResetPasswordForm)
  const [done, setDone] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = check(event.currentTarget)
    if (form === null) return
    if ((await run((call) => call(authResetPassword, { body: form }))).ok) setDone(true)
  }

  return (
    <AuthPage
      title="Reset your password"
      lead="We email you a code; type it with your new password."
      footer={
        <span>
          Remembered it? <a href="/login">Sign in</a>
        </span>
      }
    >
      {done ? (
        <div className={styles.form}>
          <FormMessage kind="success">{PASSWORD_RESET_MESSAGE}</FormMessage>
          <a className={buttonClass('primary')} href="/login">
            Sign in
          </a>
        </div>
      ) : (
        <form className={styles.form} method="post" noValidate onSubmit={(event) => void submit(event)} onBlur={onBlur} onInput={onInput} aria-label="Reset your password">
          <TextField idPrefix="reset" name="email" label="Email" type="email" autoComplete="email" required error={fieldError('email')} />
          <EmailCode purpose="reset_password" idPrefix="reset" codeError={fieldError('code')} />
          <TextField
            idPrefix="reset"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={AUTH_MESSAGES.passwordTooShort}
            required
            error={fieldError('password')}
          />
          <TextField
            idPrefix="reset"
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            error={fieldError('confirmPassword')}
          />
          {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
          <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
            {sending ? 'Saving…' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthPage>
  )
}
