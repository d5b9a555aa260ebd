/**
 * The emailed-code step of registration and password reset (AUTH-4, AUTH-6): the send button's wording and
 * its resend countdown. Ours: the spec shows the verification code field, not the button.
 */

/** The button before a code was sent, and once it may be sent again. */
export const SEND_CODE_LABEL = 'Send code'

/** The button while the countdown runs: `Resend in 59 s`; the send label once it reached 0. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend in ${Math.ceil(secondsLeft)} s` : SEND_CODE_LABEL
}

/** What the form says once a code went out. */
export function codeSentMessage(email: string): string {
  return `A verification code was sent to ${email}.`
}

/** AUTH-6: what the reset form says once the password changed. */
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. Please sign in with the new password.'

/** What the Change Password form says once the password changed (other sessions are signed out). */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other sessions were signed out.'
