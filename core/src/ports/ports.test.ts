import { describe, expect, it } from 'vitest'
import { COOKIES } from '../constants.ts'
import {
  HttpError,
  createManualClock,
  createMemoryCookies,
  createMemoryLogger,
  createMemoryNavigation,
  createMemoryStorage,
} from './index.ts'

describe('in-memory twins', () => {
  it('storage behaves like Web Storage: null when absent, strings in and out', () => {
    const storage = createMemoryStorage({ cartNum: '3' })
    expect(storage.getItem('cartNum')).toBe('3')
    expect(storage.getItem('quoteList')).toBeNull()
    storage.setItem('quoteList', '[]')
    storage.removeItem('cartNum')
    expect(storage.snapshot()).toEqual({ quoteList: '[]' })
  })

  it('AUTH-1: cookies keep their days and path for a test to check', () => {
    const cookies = createMemoryCookies()
    const { name, days, path } = COOKIES.userToken
    cookies.set(name, 'abc', { days, path })
    expect(cookies.get(name)).toBe('abc')
    expect(cookies.entries().get(name)).toEqual({ value: 'abc', days: 365, path: '/' })
    cookies.set(name, '')
    expect(cookies.get(name)).toBe('')
    cookies.remove(name)
    expect(cookies.get(name)).toBeUndefined()
  })

  it('the manual clock moves only when told', () => {
    const clock = createManualClock(1000)
    expect(clock.now()).toBe(1000)
    clock.advance(500)
    expect(clock.now()).toBe(1500)
    clock.set(0)
    expect(clock.now()).toBe(0)
  })

  it('navigation records soft, full and reload requests and follows paths', () => {
    const navigation = createMemoryNavigation('/product/lm358dr-12345')
    navigation.navigate('/login?redirect=%2Fproduct%2Flm358dr-12345')
    expect(navigation.currentPath()).toBe('/login?redirect=%2Fproduct%2Flm358dr-12345')
    navigation.assign('/')
    navigation.reload()
    expect(navigation.currentPath()).toBe('/')
    expect(navigation.records()).toEqual([
      { kind: 'navigate', path: '/login?redirect=%2Fproduct%2Flm358dr-12345' },
      { kind: 'assign', url: '/' },
      { kind: 'reload' },
    ])
  })

  it('the logger keeps entries in order', () => {
    const logger = createMemoryLogger()
    logger.error('network error', { url: '/api/cart/detail' })
    logger.info('ok')
    expect(logger.entries()).toEqual([
      { level: 'error', message: 'network error', fields: { url: '/api/cart/detail' } },
      { level: 'info', message: 'ok', fields: undefined },
    ])
  })

  it('HttpError says why there is no response', () => {
    const error = new HttpError('malformed', 'Response is not JSON', { status: 502 })
    expect(error).toBeInstanceOf(Error)
    expect([error.name, error.reason, error.status, error.message]).toEqual(['HttpError', 'malformed', 502, 'Response is not JSON'])
  })
})
