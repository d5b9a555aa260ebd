import { useEffect, useRef } from 'react'
import { AUTH_MESSAGES, LoginForm, loginError, rememberedAccount } from '@partfront/core/auth'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, FormMessage, TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { AuthPage } from './auth-page.tsx'
import { LoginCaptcha } from './login-captcha.tsx'
import { formValues, useFieldChecks } from './form-values.ts'
import styles from './auth.module.css'

/**
 * `/login` (AUTH-1, AUTH-2, AUTH-4): account and password, remember me; the session machine signs in and goes
 * to `redirect` when it is a path of this site (core's `afterLoginPath`), else `/`. A refusal (wrong password,
 * 429) shows the server's message; once the server asks for the picture code, the form shows it.
 */
export function LoginPage({ redirect }: { readonly redirect: string | null }) {
  const storefront = useStorefront()
  const hydrated = useHydrated()
  const busy = useStorefrontSelector('auth', (snapshot) => snapshot.hasTag('busy'), false)
  const failure = useStorefrontSelector('auth', loginError, null)
  const remembered = useStorefrontSelector('auth', rememberedAccount, '')
  const { onBlur, onInput, check, error } = useFieldChecks(LoginForm)
  const account = useRef<HTMLInputElement>(null)
  const askCaptcha = failure === AUTH_MESSAGES.enterCode

  // AUTH-2: the remembered account is local storage, known once the session machine runs.
  useEffect(() => {
    if (remembered !== '' && account.current !== null && account.current.value === '') account.current.value = remembered
  }, [remembered])

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = formValues(form)
    const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '')
    check(form)
    storefront.send({
      type: 'auth.login',
      account: text('account'),
      password: text('password'),
      remember: values.remember === true,
      captchaCode: text('captchaCode'),
      redirect,
    })
  }

  return (
    <AuthPage
      title="Sign in"
      lead="Sign in to see your cart, orders, BOMs and addresses."
      footer={
        <>
          <a href="/resetPassword">Forgot your password?</a>
          <span>
            New to Partfront? <a href="/register">Create an account</a>
          </span>
        </>
      }
    >
      <form className={styles.form} method="post" noValidate onSubmit={submit} onBlur={onBlur} onInput={onInput} aria-label="Sign in">
        <TextField
          ref={account}
          idPrefix="login"
          name="account"
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={error('account')}
        />
        <TextField
          idPrefix="login"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={error('password')}
        />
        {askCaptcha ? <LoginCaptcha /> : null}
        <CheckboxField idPrefix="login" name="remember" label="Remember me" />
        {failure === null || askCaptcha ? null : <FormMessage kind="error">{failure}</FormMessage>}
        <Button type="submit" disabled={!hydrated || busy} aria-busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthPage>
  )
}
