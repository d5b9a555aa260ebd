import { useCallback, useEffect, useState } from 'react'
import { AUTH_MESSAGES } from '@partfront/core/auth'
import { authCaptcha, type Captcha } from '@partfront/core/contract'
import { useStorefront } from '../../app/storefront.tsx'
import { TextField } from '../../ui/form-field.tsx'
import styles from './auth.module.css'

/**
 * The picture code the server asks for after failed sign-ins (it answers `Please enter the verification code`):
 * a new picture, its id kept by the session machine (`auth.captcha`, AUTH-7), the answer sent with the login.
 */
export function LoginCaptcha() {
  const storefront = useStorefront()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const refresh = useCallback(
    () =>
      storefront.call(authCaptcha, {}).then(
        (next) => {
          setCaptcha(next)
          storefront.send({ type: 'auth.captcha', captchaId: next.captchaId })
        },
        () => setCaptcha(null),
      ),
    [storefront],
  )
  useEffect(() => {
    void refresh()
  }, [refresh])
  return (
    <TextField
      idPrefix="login"
      name="captchaCode"
      label="Verification code"
      hint="Type the characters in the picture."
      autoComplete="off"
      required
      error={AUTH_MESSAGES.enterCode}
      addon={
        <button type="button" className={styles.captcha} onClick={() => void refresh()} aria-label="New picture">
          {captcha === null ? (
            <span className={styles.captchaEmpty}>…</span>
          ) : (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`} alt="Picture code" width={110} height={36} />
          )}
        </button>
      }
    />
  )
}
