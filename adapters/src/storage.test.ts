import { describe, expect, it } from 'vitest'
import { type WebStorage, createMemoryStorage, createWebStorage } from './storage.ts'

/** A Web Storage double over a map, whose operations can be made to throw as Safari's and full ones do. */
function fakeStorage(fail: { get?: boolean; set?: boolean; remove?: boolean } = {}) {
  const items = new Map<string, string>()
  const refuse = (name: string) => {
    throw new DOMException(`${name} refused`, 'QuotaExceededError')
  }
  const storage: WebStorage = {
    getItem: (key) => (fail.get ? refuse('getItem') : (items.get(key) ?? null)),
    setItem: (key, value) => (fail.set ? refuse('setItem') : void items.set(key, value)),
    removeItem: (key) => (fail.remove ? refuse('removeItem') : void items.delete(key)),
  }
  return { storage, items, fail }
}

describe('the Web Storage port', () => {
  it('reads and writes through to the storage it is given', () => {
    const { storage, items } = fakeStorage()
    const port = createWebStorage({ storage: () => storage })
    port.setItem('cartNum', '3')
    expect(items.get('cartNum')).toBe('3')
    expect(port.getItem('cartNum')).toBe('3')
    port.removeItem('cartNum')
    expect(port.getItem('cartNum')).toBeNull()
    expect(items.size).toBe(0)
  })

  it('when the storage cannot even be opened (Safari private mode, blocked), it works in memory', () => {
    const port = createWebStorage({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(port.getItem('quoteList')).toBeNull()
    port.setItem('quoteList', '[]')
    expect(port.getItem('quoteList')).toBe('[]')
    port.removeItem('quoteList')
    expect(port.getItem('quoteList')).toBeNull()
  })

  it('when there is no storage at all (no window), it works in memory', () => {
    const port = createWebStorage({ storage: () => undefined })
    port.setItem('a', '1')
    expect(port.getItem('a')).toBe('1')
  })

  it('a write over the quota is kept in memory and read back; later writes that fit go to storage again', () => {
    const double = fakeStorage()
    double.items.set('searchList', '["old"]')
    const port = createWebStorage({ storage: () => double.storage })
    double.fail.set = true
    expect(() => port.setItem('searchList', '["new"]')).not.toThrow()
    expect(port.getItem('searchList')).toBe('["new"]')
    double.fail.set = false
    port.setItem('searchList', '["newer"]')
    expect(double.items.get('searchList')).toBe('["newer"]')
    expect(port.getItem('searchList')).toBe('["newer"]')
  })

  it('a refused removal reads as removed; a refused read is null; nothing throws', () => {
    const double = fakeStorage()
    double.items.set('cartNum', '5')
    double.items.set('isLogin', 'true')
    const port = createWebStorage({ storage: () => double.storage })
    double.fail.remove = true
    port.removeItem('cartNum')
    expect(port.getItem('cartNum')).toBeNull()
    double.fail.get = true
    expect(port.getItem('isLogin')).toBeNull()
  })

  it('re-exports the in-memory twin', () => {
    const twin = createMemoryStorage({ a: '1' })
    expect(twin.getItem('a')).toBe('1')
  })
})
