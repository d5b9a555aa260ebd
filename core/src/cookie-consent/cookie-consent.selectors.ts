import type { ConsentChoice } from './cookie-consent.rules.ts'
import type { CookieConsentContext } from './cookie-consent.types.ts'

/**
 * What the cookie bar shows, read from any snapshot of its machine (`cookie-consent.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** SHELL-6: the buyer's answer, when known (`null` before answering, or for a flag an older version wrote). */
export function cookieChoice(snapshot: { readonly context: CookieConsentContext }): ConsentChoice | null {
  return snapshot.context.choice
}
