import type { EmailCodePurpose } from '@partfront/core/contract'
import type { MailMessage } from '../mail/mail.port.ts'
import { EMAIL_CODE } from './email-code.ts'

/**
 * The mail auth sends. Each `authEmailCode` that passes its checks sends exactly one of these, whether or
 * not the address has an account, so neither the answer nor the mail traffic says which addresses are
 * members; only the mailbox's owner learns it.
 */

const MINUTES = EMAIL_CODE.ttlSeconds / 60

/** The code for registering (AUTH-5) or resetting a password (AUTH-6). */
export function codeMail(to: string, purpose: EmailCodePurpose, code: string): MailMessage {
  const what = purpose === 'register' ? 'finish creating your Partfront account' : 'reset your Partfront password'
  return {
    to,
    subject: purpose === 'register' ? 'Your Partfront verification code' : 'Your Partfront password reset code',
    text: [
      `Your verification code is ${code}`,
      '',
      `Enter it to ${what}. It can be used once, within ${MINUTES} minutes.`,
      '',
      'If you did not ask for it, you can ignore this message: nothing changes without the code.',
    ].join('\n'),
  }
}

/**
 * Sent instead of a registration code when the address already has an account. `publicUrl` is the
 * storefront's configured origin (`PUBLIC_URL`), never one a request named.
 */
export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have a Partfront account',
    text: [
      'Someone, probably you, asked to register a Partfront account with this email address, which already has one.',
      '',
      `Sign in at ${publicUrl}/login`,
      `Forgot your password? Set a new one at ${publicUrl}/resetPassword`,
      '',
      'If it was not you, you can ignore this message: your account is unchanged.',
    ].join('\n'),
  }
}

/** Sent instead of a reset code when no account uses the address; `publicUrl` as above. */
export function noAccountMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Partfront password reset',
    text: [
      'Someone, probably you, asked to reset the Partfront password of this email address, but no account uses it.',
      '',
      `To create an account, register at ${publicUrl}/register`,
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  }
}
