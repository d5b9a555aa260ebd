/** The cookie consent bar (SHELL-6): machine, selector and rules. */
export { cookieConsentMachine } from './cookie-consent.machine.ts'
export { cookieChoice } from './cookie-consent.selectors.ts'
export { COOKIE_CONSENT_KEY, needsConsent, storedChoice, type ConsentChoice } from './cookie-consent.rules.ts'
export type {
  ConsentAcceptEvent,
  ConsentRejectEvent,
  CookieConsentContext,
  CookieConsentEmitted,
  CookieConsentEvent,
  CookieConsentInput,
} from './cookie-consent.types.ts'
