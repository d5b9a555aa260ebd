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

/**
 * An attempt counted before it is made (`reserveAttempt`). It stays counted when `keep` is called (a wrong
 * password, or a counter the caller cleared itself); `settle`, in a `finally`, takes it back otherwise (a
 * right password, a missing captcha, a failure of ours), so only failures are left counted, as before.
 */
export interface Reservation {
  /** The attempts counted in the window, this one and those still being made included. */
  readonly count: number
  /** Leaves the attempt counted. */
  keep(): void
  /** Takes the attempt back unless it was kept; once. */
  settle(): Promise<void>
}

/**
 * Counts one attempt of `limit` for `key` before it is made, with one atomic increment in the store, so that
 * N concurrent attempts count N and at most `limit.max` of them get past this, however they interleave with
 * the slow check (scrypt) that follows. Past the maximum: the attempt is taken back and this answers 429 with
 * `what`, saying when the window lets the next one in.
 */
export async function reserveAttempt(limit: RateLimit, key: string, what: string, services: Services): Promise<Reservation> {
  const at = services.now()
  const counter = counterOf(limit, key, at)
  const count = await services.store.accounts.addHit(counter, at.toISOString())
  let open = true
  const reservation: Reservation = {
    count,
    keep: () => {
      open = false
    },
    settle: async () => {
      if (!open) return
      open = false
      await services.store.accounts.releaseHit(counter)
    },
  }
  if (count > limit.max) {
    await reservation.settle()
    throw limitFailure(limit, what, at)
  }
  return reservation
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
