/**
 * The storage port: the state spec §3 keeps in local storage (quoteList, cartNum, sidebarParams, searchList,
 * userEmail, isLogin, captchaCodeId, isHascookie). Strings only, as Web Storage holds them; callers encode.
 * The default wraps `localStorage` in `adapters/`; `createMemoryStorage` is its twin.
 */
export interface StoragePort {
  /** The stored string, or `null` when the key is absent (as `Storage.getItem`). */
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The in-memory twin: a `StoragePort` a test can inspect. */
export interface MemoryStorage extends StoragePort {
  /** Every key and value, for assertions. */
  snapshot(): Readonly<Record<string, string>>
}

/** An in-memory `StoragePort` over a `Map`, optionally filled with `initial`. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): MemoryStorage {
  const items = new Map<string, string>(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
    snapshot: () => Object.fromEntries(items),
  }
}
