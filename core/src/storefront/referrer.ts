/**
 * API-1: the local-storage key of the referrer value appended to the web domain in `referer-url`. Ours: the
 * spec says only "stored referrer value" and shows no key. A module of its own: a renderer's caller reads it
 * without loading the storefront's machines (issue 13).
 */
export const REFERRER_KEY = 'referrer'
