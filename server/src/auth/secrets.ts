import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * The random values auth hands out (session tokens, captcha ids, emailed codes) and the digests the store
 * keeps of them instead.
 */

/** Bytes of a session token: 256 bits, beyond guessing. */
const SESSION_TOKEN_BYTES = 32
/** Bytes of a captcha id. */
const CAPTCHA_ID_BYTES = 16

/**
 * A new session token: 32 random bytes, base64url (43 characters, which the contract's `Token` takes). Only
 * its SHA-256 is stored (`hashToken` in the router), so a copy of the database signs no one in.
 */
export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString('base64url')
}

/** A new captcha id: 16 random bytes, base64url (the contract's `CaptchaId` takes it). */
export function newCaptchaId(): string {
  return randomBytes(CAPTCHA_ID_BYTES).toString('base64url')
}

/** `length` characters drawn uniformly from `alphabet`, with the system's secure random source. */
export function randomText(alphabet: string, length: number): string {
  const letters = [...alphabet]
  return Array.from({ length }, () => letters[randomInt(letters.length)]).join('')
}

/** `length` random decimal digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return randomText('0123456789', length)
}

/**
 * The SHA-256 (hex) of a short secret bound to what it is for (`scope`: a captcha's id, an email address and
 * purpose), so the same answer under another scope digests differently.
 */
export function secretDigest(scope: string, secret: string): string {
  return createHash('sha256').update(scope).update('\u0000').update(secret).digest('hex')
}

/** Whether two digests are equal, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}
