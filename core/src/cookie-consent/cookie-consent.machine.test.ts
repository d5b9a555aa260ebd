import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { CookieConsentEmitted, CookieConsentInput } from './cookie-consent.types.ts'
import { cookieConsentMachine } from './cookie-consent.machine.ts'
import { cookieChoice } from './cookie-consent.selectors.ts'

function start(input: Partial<CookieConsentInput> = {}) {
  const actor = createActor(cookieConsentMachine, { input: { stored: null, ...input } })
  const emitted: CookieConsentEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, visible: () => actor.getSnapshot().hasTag('visible') }
}

describe('cookieConsentMachine', () => {
  it('SHELL-6: the cookie bar shows when isHascookie is absent from storage', () => {
    expect(start().visible()).toBe(true)
    expect(start({ stored: null }).visible()).toBe(true)
  })

  it('SHELL-6: an empty isHascookie counts as absent (ours)', () => {
    expect(start({ stored: '' }).visible()).toBe(true)
  })

  it('SHELL-6: the cookie bar does not show when isHascookie is present, whatever its value', () => {
    for (const stored of ['accepted', 'rejected', 'true', '1']) {
      const { actor, visible } = start({ stored })
      expect(visible()).toBe(false)
      expect(actor.getSnapshot().can({ type: 'consent.accept' })).toBe(false)
    }
    expect(cookieChoice(start({ stored: 'rejected' }).actor.getSnapshot())).toBe('rejected')
    expect(cookieChoice(start({ stored: 'true' }).actor.getSnapshot())).toBeNull()
  })

  it('SHELL-6: Accept Cookies closes the bar and stores isHascookie = accepted (ours)', () => {
    const { actor, emitted, visible } = start()
    actor.send({ type: 'consent.accept' })
    expect(visible()).toBe(false)
    expect(cookieChoice(actor.getSnapshot())).toBe('accepted')
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'isHascookie', value: 'accepted' }])
  })

  it('SHELL-6: Reject Cookies closes the bar and stores isHascookie = rejected (ours)', () => {
    const { actor, emitted, visible } = start()
    actor.send({ type: 'consent.reject' })
    expect(visible()).toBe(false)
    expect(cookieChoice(actor.getSnapshot())).toBe('rejected')
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'isHascookie', value: 'rejected' }])
  })

  it('SHELL-6: once answered, a second click changes nothing and stores nothing more', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'consent.reject' })
    actor.send({ type: 'consent.accept' })
    expect(cookieChoice(actor.getSnapshot())).toBe('rejected')
    expect(emitted).toHaveLength(1)
  })
})
