import type { RandomPort } from '@partfront/core/client'

/**
 * Core's randomness port over the Web Crypto API (browsers, and Node 20's global `crypto`): the API client's
 * idempotency keys come from it.
 */
export const cryptoRandom: RandomPort = {
  bytes: (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
}
