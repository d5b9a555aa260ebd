import { AUTH_MESSAGES, RegisterForm } from '@partfront/core/auth'
import { authRegister } from '@partfront/core/contract'
import { useApiAction } from '../../app/use-api-action.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, FormMessage, TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { AuthPage } from './auth-page.tsx'
import { EmailCode } from './email-code.tsx'
import { useFieldChecks } from './form-values.ts'
import styles from './auth.module.css'

/**
 * `/register` (AUTH-4, AUTH-5): email, password twice, the emailed code (after the picture code), the required
 * agreement and the optional email-updates consent. Success signs the buyer in through the session machine
 * (`auth.login` with the new account), which goes to `redirect` or `/`.
 *
 * Decided: registration answers a session too, but only the session machine may start one (cookie, storage,
 * the other machines told), so the page signs in with the account just made.
 */
export function RegisterPage({ redirect }: { readonly redirect: string | null }) {
  const hydrated = useHydrated()
  const { run, sending, error, storefront } = useApiAction()
  const { onBlur, onInput, check, error: fieldError } = useFieldChecks(RegisterForm)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = check(event.currentTarget)
    if (form === null) return
    if (!(await run((call) => call(authRegister, { body: form }))).ok) return
    storefront.send({ type: 'auth.login', account: form.email, password: form.password, remember: false, redirect })
  }

  return (
    <AuthPage
      title="Create an account"
      lead="Register with your email to order parts, keep your BOMs and follow your orders."
      footer={
        <span>
          Already have an account? <a href="/login">Sign in</a>
        </span>
      }
    >
      <form className={styles.form} method="post" noValidate onSubmit={(event) => void submit(event)} onBlur={onBlur} onInput={onInput} aria-label="Create an account">
        <TextField idPrefix="register" name="email" label="Email" type="email" autoComplete="email" required error={fieldError('email')} />
        <TextField
          idPrefix="register"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={AUTH_MESSAGES.passwordTooShort}
          required
          error={fieldError('password')}
        />
        <TextField
          idPrefix="register"
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('confirmPassword')}
        />
        <EmailCode purpose="register" idPrefix="register" codeError={fieldError('code')} />
        <CheckboxField
          idPrefix="register"
          name="agree"
          label={
            <>
              I agree to the <a href="/about/termsconditions">Terms of Use</a> and <a href="/about/privacypolicy">Privacy Policy</a>
            </>
          }
          error={fieldError('agree')}
        />
        <CheckboxField idPrefix="register" name="emailUpdates" label="Email me product news and offers (optional)" />
        {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
        <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
          {sending ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthPage>
  )
}
