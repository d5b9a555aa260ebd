import type { ParsedLocation } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createScrollRestorationPolicy, keepScrollTracked, type NavigationType } from './scroll-restoration.ts'

function at(href: string, key?: string): { location: ParsedLocation } {
  return { location: { href, state: key === undefined ? {} : { __TSR_key: key } } as ParsedLocation }
}

describe('scroll restoration (issue 28)', () => {
  it.each<[NavigationType, boolean]>([
    ['navigate', false],
    ['reload', false],
    ['back_forward', true],
  ])('the document loaded by %s: restores on its first render: %s', (type, restores) => {
    const policy = createScrollRestorationPolicy(() => type)
    expect(policy(at('/catalog', 'a'))).toBe(restores)
  })

  it('after the first render: a new history entry restores, a render of the same entry leaves the scroll alone', () => {
    const policy = createScrollRestorationPolicy(() => 'navigate')
    expect(policy(at('/catalog'))).toBe(false)
    // The storefront starts and a loader is invalidated: the same entry again.
    expect(policy(at('/catalog'))).toBe(false)
    expect(policy(at('/catalog/diodes-12', 'b'))).toBe(true)
    expect(policy(at('/catalog/diodes-12', 'b'))).toBe(false)
    // Back (its own key) and a link to the page already shown (a new key) are navigations.
    expect(policy(at('/catalog', 'a'))).toBe(true)
    expect(policy(at('/catalog', 'c'))).toBe(true)
  })
})

describe('a scrolled window stays known to the restoration after a render (issue 28)', () => {
  /** A router with only its `onRendered` listeners: `render()` emits one. */
  function routerEvents() {
    const listeners: (() => void)[] = []
    return {
      subscribe: (_type: 'onRendered', listener: () => void) => {
        listeners.push(listener)
        return () => listeners.splice(listeners.indexOf(listener), 1)
      },
      render: () => listeners.forEach((listener) => listener()),
    }
  }

  /** Scrolls the window to `y` (a page tall enough for it) and waits for the buyer's own scroll event to pass. */
  async function scrolledTo(y: number) {
    document.body.style.minHeight = '5000px'
    if (window.scrollY === y) return
    await new Promise((resolve) => {
      addEventListener('scroll', resolve, { once: true })
      window.scrollTo(0, y)
    })
  }

  /** What hears the scroll events from now until `stop()`: the document's capturing listeners, the window's bubbling ones. */
  function listen() {
    const heard = { onDocument: [] as EventTarget[], onWindow: 0 }
    const capture = (event: Event) => heard.onDocument.push(event.target as EventTarget)
    const bubble = () => {
      heard.onWindow += 1
    }
    document.addEventListener('scroll', capture, true)
    window.addEventListener('scroll', bubble)
    const stop = () => {
      document.removeEventListener('scroll', capture, true)
      window.removeEventListener('scroll', bubble)
    }
    return { heard, stop }
  }

  it('after each render, a window scrolled by 1 px or more is marked by a scroll event on the document, which the window does not hear', async () => {
    const router = routerEvents()
    const stop = keepScrollTracked(router)
    try {
      await scrolledTo(1)
      const { heard, stop: deaf } = listen()
      router.render()
      deaf()
      expect(heard.onDocument).toEqual([document])
      expect(heard.onWindow).toBe(0)
    } finally {
      stop()
      document.body.style.minHeight = ''
      window.scrollTo(0, 0)
    }
  })

  it('a window at the top is not marked: the router has nothing of it to restore', async () => {
    const router = routerEvents()
    const stop = keepScrollTracked(router)
    try {
      await scrolledTo(0)
      const { heard, stop: deaf } = listen()
      router.render()
      deaf()
      expect(heard.onDocument).toEqual([])
    } finally {
      stop()
      document.body.style.minHeight = ''
    }
  })
})
