import type { EmailCodePurpose } from '@partfront/core/contract'
import { randomDigits, secretDigest } from './secrets.ts'

/**
 * The emailed verification code (contract `authEmailCode`): six digits that prove the buyer reads the
 * address, for registration (AUTH-5) and a password reset (AUTH-6). Ours: the spec shows the field only.
 */
export const EMAIL_CODE = {
  /** Digits per code. @default 6 */
  digits: 6,
  /** How long a code may be used. @default 600 */
  ttlSeconds: 600,
  /** How long before another code may be sent to the same address for the same purpose. @default 60 */
  resendAfterSeconds: 60,
  /**
   * Tries one code allows, right or wrong; after this many wrong ones it is dead and a new one must be
   * asked for. Five tries at a million codes leave a guesser one chance in 200,000. @default 5
   */
  maxAttempts: 5,
} as const

/** A new code: `EMAIL_CODE.digits` random digits. */
export function newEmailCode(): string {
  return randomDigits(EMAIL_CODE.digits)
}

/** What the store keeps of a code: its digest, bound to the address (lower case) and the purpose. */
export function emailCodeDigest(email: string, purpose: EmailCodePurpose, code: string): string {
  return secretDigest(`email-code:${purpose}:${email.toLowerCase()}`, code.trim())
}

/**
 * Whole seconds (at least 1) until another code may be sent, when the last one went at `lastSentAt`; `0`
 * when one may be sent now.
 */
export function resendWaitSeconds(lastSentAt: string | undefined, now: Date): number {
  if (lastSentAt === undefined) return 0
  const waitMs = Date.parse(lastSentAt) + EMAIL_CODE.resendAfterSeconds * 1000 - now.getTime()
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000)
}

/** `1 second`, `42 seconds`. */
export function seconds(count: number): string {
  return `${count} second${count === 1 ? '' : 's'}`
}
