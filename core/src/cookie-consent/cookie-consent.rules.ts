/**
 * The cookie consent bar's rules (SHELL-6): whether to ask, and how the answer is stored. The spec says the
 * bar shows while the local flag `isHascookie` is absent and that either button closes it; how the choice
 * is stored is "not shown", so the values are ours.
 */

/** SHELL-6: the local-storage flag that records that the buyer answered the cookie bar (spec §3). */
export const COOKIE_CONSENT_KEY = 'isHascookie'

/**
 * SHELL-6: the buyer's answer. Ours: stored as the flag's value, so the answer is kept (a renderer can hold
 * back optional scripts after `rejected`), not just the fact that there was one.
 */
export type ConsentChoice = 'accepted' | 'rejected'

/** SHELL-6: whether the bar shows: the flag is absent. Ours: an empty value counts as absent. */
export function needsConsent(stored: string | null | undefined): boolean {
  return stored === null || stored === undefined || stored === ''
}

/**
 * SHELL-6: the stored answer, or `null` when there is none or it is a value we did not write (an older
 * version's flag): such a value still counts as answered, so the bar stays closed, but says nothing about
 * which button was pressed.
 */
export function storedChoice(stored: string | null | undefined): ConsentChoice | null {
  return stored === 'accepted' || stored === 'rejected' ? stored : null
}
