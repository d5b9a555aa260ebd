import type { ParsedLocation } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createScrollRestorationPolicy, type NavigationType } from './scroll-restoration.ts'

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
