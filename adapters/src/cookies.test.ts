import { COOKIES } from '@partfront/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserCookies } from './cookies.ts'

/**
 * The real `js-cookie` over a stand-in `document.cookie` (Node has no DOM): the setter keeps what a browser
 * would (name and value; a past `expires` deletes) and records each raw `Set-Cookie`-style string.
 */
function fakeDocument() {
  const jar = new Map<string, string>()
  const written: string[] = []
  const document = {
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair = '', ...attributes] = text.split('; ')
      const [name = '', value = ''] = pair.split('=')
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='))
      if (expires !== undefined && Date.parse(expires.slice('expires='.length)) < Date.now()) jar.delete(name)
      else jar.set(name, value)
    },
  }
  return { document, written }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the js-cookie port', () => {
  it('AUTH-1, SHELL-9: user-token for 365 days on /, SameSite=Lax, Secure on https', () => {
    const { document, written } = fakeDocument()
    vi.stubGlobal('document', document)
    const cookies = createBrowserCookies({ secure: () => true })
    const { name, days, path } = COOKIES.userToken
    cookies.set(name, 'abc', { days, path })
    expect(cookies.get(name)).toBe('abc')
    const attributes = written[0]?.split('; ') ?? []
    expect(attributes[0]).toBe('user-token=abc')
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'sameSite=lax', 'secure']))
    const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))?.slice(8) ?? '')
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365)
  })

  it('not Secure on http; a session cookie without days', () => {
    const { document, written } = fakeDocument()
    vi.stubGlobal('document', document)
    createBrowserCookies({ secure: () => false }).set('i18n_redirected', 'en-US')
    expect(written[0]).toBe('i18n_redirected=en-US; path=/; sameSite=lax')
  })

  it('AUTH-3: a blanked token reads back empty; remove deletes it', () => {
    const { document } = fakeDocument()
    vi.stubGlobal('document', document)
    const cookies = createBrowserCookies({ secure: () => false })
    cookies.set('user-token', 'abc', { days: 365 })
    cookies.set('user-token', '', { days: 365 })
    expect(cookies.get('user-token')).toBe('')
    cookies.remove('user-token')
    expect(cookies.get('user-token')).toBeUndefined()
  })

  it('Secure follows the page protocol by default', () => {
    const { document, written } = fakeDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('location', { protocol: 'https:' })
    createBrowserCookies().set('visitor-id', 'x', { days: 7 })
    expect(written[0]?.split('; ')).toContain('secure')
  })
})
