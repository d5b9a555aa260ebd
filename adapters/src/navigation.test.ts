import { describe, expect, it } from 'vitest'
import { type NavigationLocation, createBrowserNavigation } from './navigation.ts'

function fakeLocation(pathname: string, search = '') {
  const calls: string[] = []
  const location: NavigationLocation = {
    pathname,
    search,
    assign: (url) => {
      calls.push(`assign ${String(url)}`)
    },
    reload: () => {
      calls.push('reload')
    },
  }
  return { location, calls }
}

describe('the browser navigation port', () => {
  it('CART-1: soft navigation goes through the router, not location', () => {
    const routed: string[] = []
    const { location, calls } = fakeLocation('/product/lm358dr-12345')
    const navigation = createBrowserNavigation({ navigate: (to) => routed.push(to), location })
    navigation.navigate('/login?redirect=%2Fproduct%2Flm358dr-12345')
    expect(routed).toEqual(['/login?redirect=%2Fproduct%2Flm358dr-12345'])
    expect(calls).toEqual([])
  })

  it('AUTH-3, API-7: full navigation and reload go through location', () => {
    const { location, calls } = fakeLocation('/member')
    const navigation = createBrowserNavigation({ navigate: () => undefined, location })
    navigation.assign('/')
    navigation.reload()
    expect(calls).toEqual(['assign /', 'reload'])
  })

  it('the current path is the path with its query string', () => {
    const { location } = fakeLocation('/search', '?keyword=lm358')
    expect(createBrowserNavigation({ navigate: () => undefined, location }).currentPath()).toBe('/search?keyword=lm358')
  })
})
