import type { StoragePort } from '@partfront/core'

export { type MemoryStorage, createMemoryStorage } from '@partfront/core'

/**
 * The storage port over Web Storage (`localStorage` by default), for the state spec §3 keeps (quoteList,
 * cartNum, searchList, …). Web Storage throws where it is not available or full: reading
 * `window.localStorage` in Safari's private mode or with storage blocked (`SecurityError`), and `setItem`
 * over the quota (`QuotaExceededError`). The storefront must keep working then, so this port never throws:
 * what Web Storage refuses is kept in memory for the rest of the page's life, and reads see it.
 */

/** The part of `Storage` the port uses; tests pass a plain object, or one that throws. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What `createWebStorage` takes. */
export interface WebStorageOptions {
  /**
   * Which Web Storage to use, as a function because merely reading `window.localStorage` can throw.
   * @default () => globalThis.localStorage
   */
  readonly storage?: () => WebStorage | undefined
}

/**
 * A `StoragePort` over Web Storage that falls back to memory, key by key, whenever the storage throws, and
 * never throws itself. A key written or removed while the storage refused is answered from memory after that
 * (a removal as `null`), so reads stay consistent with writes.
 */
export function createWebStorage(options: WebStorageOptions = {}): StoragePort {
  const open = options.storage ?? (() => globalThis.localStorage)
  /** Keys Web Storage refused, with their value (`null`: removed). */
  const fallback = new Map<string, string | null>()
  let storage: WebStorage | undefined
  let opened = false
  const area = (): WebStorage | undefined => {
    if (!opened) {
      opened = true
      storage = attempt(open, undefined)
    }
    return storage
  }
  return {
    getItem: (key) => {
      if (fallback.has(key)) return fallback.get(key) ?? null
      const store = area()
      return store === undefined ? null : attempt(() => store.getItem(key), null)
    },
    setItem: (key, value) => {
      const store = area()
      const stored = store !== undefined && attempt(() => (store.setItem(key, value), true), false)
      if (stored) fallback.delete(key)
      else fallback.set(key, value)
    },
    removeItem: (key) => {
      const store = area()
      const removed = store !== undefined && attempt(() => (store.removeItem(key), true), false)
      if (removed) fallback.delete(key)
      else fallback.set(key, null)
    },
  }
}

/** A `StoragePort` over `sessionStorage`, with the same guard. */
export function createSessionStorage(): StoragePort {
  return createWebStorage({ storage: () => globalThis.sessionStorage })
}

function attempt<A>(run: () => A, otherwise: A): A {
  try {
    return run()
  } catch {
    return otherwise
  }
}
