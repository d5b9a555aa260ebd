import { useCallback, useEffect, useState } from 'react'
import { AUTH_MESSAGES } from '@partfront/core/auth'
import { authCaptcha, type Captcha } from '@partfront/core/contract'
import { useApiAction } from '../../app/use-api-action.ts'
import { TextField } from '../../ui/form-field.tsx'
import styles from './auth.module.css'

/**
 * The picture code the server asks for after failed sign-ins (it answers `Please enter the verification code`):
 * a new picture, its id kept by the session machine (`auth.captcha`, AUTH-7), the answer sent with the login.
 */
export function LoginCaptcha() {
  const { run, storefront } = useApiAction()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const refresh = useCallback(async () => {
    const next = await run((call) => call(authCaptcha, {}))
    if (next === null) return
    setCaptcha(next)
    storefront.send({ type: 'auth.captcha', captchaId: next.captchaId })
  }, [run, storefront])
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
