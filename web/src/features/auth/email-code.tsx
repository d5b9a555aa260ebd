import { useCallback, useEffect, useState } from 'react'
import { AUTH_MESSAGES, RegisterForm, codeSentMessage, resendLabel, validateForm } from '@partfront/core/auth'
import { authCaptcha, authEmailCode, type Captcha, type EmailCodePurpose } from '@partfront/core/contract'
import { useApiAction } from '../../app/use-api-action.ts'
import { TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import styles from './auth.module.css'

/** `data:` URL of the captcha's SVG (shown as a picture, never as HTML). */
function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/**
 * The emailed-code step (AUTH-4): the image captcha answered, then `Send code` mails a code to the email field's
 * address; the button counts down to resend (`resendAfterSeconds` from the server). The code is typed in the
 * form's `code` field below it.
 */
export function EmailCode({
  purpose,
  idPrefix,
  codeError,
}: {
  readonly purpose: EmailCodePurpose
  readonly idPrefix: string
  readonly codeError: string | undefined
}) {
  const hydrated = useHydrated()
  const { run, sending, error, setError, storefront } = useApiAction()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [answerError, setAnswerError] = useState<string | undefined>(undefined)
  const [sent, setSent] = useState<string | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(0)

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
    if (hydrated) void refresh()
  }, [hydrated, refresh])

  useEffect(() => {
    if (secondsLeft <= 0) return
    const tick = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000)
    return () => clearInterval(tick)
  }, [secondsLeft > 0]) // eslint-disable-line react-hooks/exhaustive-deps -- restart only when the countdown starts

  const send = async (button: HTMLButtonElement) => {
    const form = button.form
    if (form === null || captcha === null) return
    const email = (form.elements.namedItem('email') as HTMLInputElement | null)?.value ?? ''
    const answer = (form.elements.namedItem('captchaCode') as HTMLInputElement | null)?.value ?? ''
    const checked = validateForm(RegisterForm, { email })
    const emailError = checked.ok ? undefined : checked.errors.email
    if (emailError !== undefined) {
      setError(emailError)
      return
    }
    if (answer.trim() === '') {
      setAnswerError(AUTH_MESSAGES.enterCode)
      return
    }
    setAnswerError(undefined)
    const result = await run((call) =>
      call(authEmailCode, { body: { email, purpose, captchaId: captcha.captchaId, captchaCode: answer } }),
    )
    if (!result.ok) {
      void refresh()
      return
    }
    setSent(codeSentMessage(result.value.email))
    setSecondsLeft(result.value.resendAfterSeconds)
  }

  return (
    <>
      <TextField
        idPrefix={idPrefix}
        name="captchaCode"
        label="Picture code"
        hint="Type the characters in the picture to have a code emailed to you."
        autoComplete="off"
        error={answerError}
        addon={
          <button
            type="button"
            className={styles.captcha}
            onClick={() => void refresh()}
            aria-label="New picture"
            disabled={!hydrated}
          >
            {captcha === null ? <span className={styles.captchaEmpty}>…</span> : <img src={svgUrl(captcha.svg)} alt="Picture code" width={110} height={36} />}
          </button>
        }
      />
      <TextField
        idPrefix={idPrefix}
        name="code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={codeError}
        addon={
          <button
            type="button"
            className={styles.sendCode}
            disabled={!hydrated || sending || secondsLeft > 0 || captcha === null}
            onClick={(event) => void send(event.currentTarget)}
          >
            {resendLabel(secondsLeft)}
          </button>
        }
      />
      {error === null ? null : (
        <p className={styles.codeError} role="alert">
          {error}
        </p>
      )}
      {sent === null ? null : (
        <p className={styles.codeSent} role="status">
          {sent}
        </p>
      )}
    </>
  )
}
