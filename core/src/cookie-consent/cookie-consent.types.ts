import type { PersistEffect } from '../effects/effects.types.ts'
import type { ConsentChoice } from './cookie-consent.rules.ts'

/** What the cookie bar starts from. */
export interface CookieConsentInput {
  /** `StoragePort.getItem(COOKIE_CONSENT_KEY)` (`isHascookie`): `null` when never answered. */
  readonly stored: string | null
}

export interface CookieConsentContext {
  /** Whether the buyer has answered (now or on an earlier visit). */
  readonly answered: boolean
  /** Which button, when known. */
  readonly choice: ConsentChoice | null
}

/** Accept Cookies. */
export interface ConsentAcceptEvent {
  readonly type: 'consent.accept'
}

/** Reject Cookies. */
export interface ConsentRejectEvent {
  readonly type: 'consent.reject'
}

export type CookieConsentEvent = ConsentAcceptEvent | ConsentRejectEvent

/** The cookie bar only stores the answer. */
export type CookieConsentEmitted = PersistEffect
