import type { Captcha, EmailCodePurpose } from '@partfront/core/contract'
import { badRequest, tooManyRequests } from '../api/failure.ts'
import type { Services } from '../api/services.ts'
import type { RateCounter } from '../store/accounts.port.ts'
import { CAPTCHA, captchaAnswerDigest, drawCaptcha, newCaptchaText } from './captcha.ts'
import { EMAIL_CODE, emailCodeDigest } from './email-code.ts'
import { type RateLimit, inMinutes, minutesUntil, windowOf } from './rate-limits.ts'
import { newCaptchaId, sameDigest } from './secrets.ts'

/**
 * What guards signing up and in, on the store: rate-limit counters, image captchas and emailed codes. Each
 * takes the services and reads the time from `now()` only.
 */

/** The buyer's message for a wrong, expired, reused or unknown image captcha. */
export const WRONG_CAPTCHA_MESSAGE = 'The verification code is wrong or has expired: please enter the code of the new picture'

/** The buyer's message for an emailed code that is missing, expired, used or out of tries. */
export const DEAD_EMAIL_CODE_MESSAGE = 'The email verification code is wrong or has expired: please ask for a new one'

/** The counter of `limit` for `key` in the window of `now`. */
function counterOf(limit: RateLimit, key: string, now: Date): RateCounter {
  const window = windowOf(limit, now)
  return { kind: limit.kind, key, windowStart: window.start, windowEnd: window.end }
}

/** The 429 of `limit`, saying when its window lets the next attempt in. */
function limitFailure(limit: RateLimit, what: string, now: Date) {
  return tooManyRequests(`${what}: please try again ${inMinutes(minutesUntil(windowOf(limit, now), now))}`)
}

/** Counts one attempt of `limit` for `key`; 429 with `what` when it is past the maximum. */
export async function spendAttempt(limit: RateLimit, key: string, what: string, { store, now }: Services): Promise<void> {
  const at = now()
  const count = await store.accounts.addHit(counterOf(limit, key, at), at.toISOString())
  if (count > limit.max) throw limitFailure(limit, what, at)
}

/** The attempts of `limit` counted for `key` in the current window. */
export function attemptsOf(limit: RateLimit, key: string, { store, now }: Services): Promise<number> {
  return store.accounts.countHits(counterOf(limit, key, now()))
}

/**
 * 429 with `what` when `key` has used up `limit` in the current window; else the attempts counted so far.
 * Nothing is counted here (failures are, by `recordFailure`).
 */
export async function refuseWhenSpent(limit: RateLimit, key: string, what: string, services: Services): Promise<number> {
  const attempts = await attemptsOf(limit, key, services)
  if (attempts >= limit.max) throw limitFailure(limit, what, services.now())
  return attempts
}

/** Counts one failure of `limit` for `key` (a wrong password). */
export async function recordFailure(limit: RateLimit, key: string, { store, now }: Services): Promise<void> {
  const at = now()
  await store.accounts.addHit(counterOf(limit, key, at), at.toISOString())
}

/** Draws a new captcha and keeps the digest of its answer for `CAPTCHA.ttlSeconds`. */
export async function issueCaptcha({ store, now }: Services): Promise<Captcha> {
  const captchaId = newCaptchaId()
  const text = newCaptchaText()
  const at = now()
  await store.accounts.createCaptcha({
    id: captchaId,
    answerDigest: captchaAnswerDigest(captchaId, text),
    createdAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + CAPTCHA.ttlSeconds * 1000).toISOString(),
  })
  return { captchaId, svg: drawCaptcha(text), expiresInSeconds: CAPTCHA.ttlSeconds }
}

/**
 * Checks an answer to the captcha `captchaId` (case-insensitive). The captcha is used up by the check, right
 * or wrong, so each picture allows one guess. 400 when it is wrong, expired, used or unknown.
 */
export async function checkCaptcha(captchaId: string, answer: string, { store, now }: Services): Promise<void> {
  const digest = await store.accounts.takeCaptcha(captchaId, now().toISOString())
  if (digest === undefined || !sameDigest(digest, captchaAnswerDigest(captchaId, answer))) {
    throw badRequest(WRONG_CAPTCHA_MESSAGE)
  }
}

/**
 * Checks the emailed `code` for the address and purpose, and uses it up when right. Each check counts as a
 * try; after `EMAIL_CODE.maxAttempts` tries the code is dead. 400 naming the code when it is wrong.
 */
export async function checkEmailCode(email: string, purpose: EmailCodePurpose, code: string, { store, now }: Services): Promise<void> {
  const at = now().toISOString()
  const attempt = await store.accounts.tryEmailCode(email, purpose, at, EMAIL_CODE.maxAttempts)
  if (attempt === undefined) throw badRequest(DEAD_EMAIL_CODE_MESSAGE)
  if (!sameDigest(attempt.codeDigest, emailCodeDigest(email, purpose, code))) {
    const left = EMAIL_CODE.maxAttempts - attempt.attempts
    throw badRequest(
      left === 0
        ? 'The email verification code is wrong and has been tried too often: please ask for a new one'
        : `The email verification code is wrong: ${left} ${left === 1 ? 'try' : 'tries'} left`,
    )
  }
  if (!(await store.accounts.useEmailCode(email, purpose, at))) throw badRequest(DEAD_EMAIL_CODE_MESSAGE)
}
