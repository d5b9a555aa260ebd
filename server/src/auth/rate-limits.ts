/**
 * The attempt limits of auth (issue 6: "login and verification-code requests rate-limited per account and
 * IP"). Each counts events in fixed windows (aligned to the epoch, so every server process on one database
 * agrees on the window without talking to the others); the counters are rows in the store, so they hold
 * across restarts and processes.
 *
 * Ours (the spec shows no limits). A fixed window lets up to twice its maximum through across a window's
 * edge; for limits this size that is still far below what guessing a password needs.
 */

/** One limit: at most `max` events per `windowMs`. */
export interface RateLimit {
  /** The counter's name in the store. */
  readonly kind: RateLimitKind
  readonly max: number
  readonly windowMs: number
}

export type RateLimitKind = 'login-account' | 'login-ip' | 'captcha-ip' | 'email-code-ip' | 'password-member' | 'bom-read-ip'

const MINUTE_MS = 60_000

/** The limits. */
export const RATE_LIMITS = {
  /** Failed sign-ins to one account (whether it exists or not). @default 5 per 15 minutes */
  loginAccount: { kind: 'login-account', max: 5, windowMs: 15 * MINUTE_MS },
  /** Failed sign-ins from one address, over every account. @default 20 per 15 minutes */
  loginIp: { kind: 'login-ip', max: 20, windowMs: 15 * MINUTE_MS },
  /** Captcha pictures drawn for one address. @default 60 per 15 minutes */
  captchaIp: { kind: 'captcha-ip', max: 60, windowMs: 15 * MINUTE_MS },
  /** Emailed-code requests from one address. @default 10 per hour */
  emailCodeIp: { kind: 'email-code-ip', max: 10, windowMs: 60 * MINUTE_MS },
  /** Wrong current passwords on Change Password, per member. @default 5 per 15 minutes */
  passwordMember: { kind: 'password-member', max: 5, windowMs: 15 * MINUTE_MS },
  /**
   * BOM files read without saving from one address (issue 18): `POST /api/bom/preview` and its export, public
   * and each a read in a worker thread, so one address cannot keep the readers busy. A buyer at the page reads a
   * file, a sheet and a corrected mapping or two, and exports; the journeys, each on an address of its own, stay
   * far below. @default 60 per 15 minutes
   */
  bomReadIp: { kind: 'bom-read-ip', max: 60, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>

/**
 * After this many failed sign-ins to an account within its window, signing in to it needs the image captcha
 * (the server answers `Please enter the verification code`, contract `authLogin`). @default 3
 */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3

/** The window `now` falls in: where it starts and ends. */
export interface RateWindow {
  readonly start: string
  readonly end: string
}

/** The window of `limit` that `now` falls in. */
export function windowOf(limit: RateLimit, now: Date): RateWindow {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs
  return { start: new Date(start).toISOString(), end: new Date(start + limit.windowMs).toISOString() }
}

/** Whole minutes (at least 1) from `now` until `window` ends. */
export function minutesUntil(window: RateWindow, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(window.end) - now.getTime()) / MINUTE_MS))
}

/** `in 1 minute`, `in 12 minutes`. */
export function inMinutes(minutes: number): string {
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`
}
