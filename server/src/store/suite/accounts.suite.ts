import type { AddressId, PostalAddress, UserId } from '@partfront/core/contract'
import { BLANK_PROFILE } from '@partfront/core/contract/fixtures'
import { describe, expect, it } from 'vitest'
import { MAX_ADDRESSES, type RateCounter } from '../accounts.port.ts'
import type { Store, StoreFactory } from '../store.ts'
import { ADDRESS, AT, addCartRow, createMember, seedCatalog, storeOpener } from './fixtures.ts'

/** `AT` plus `minutes`. */
function later(minutes: number): string {
  return new Date(Date.parse(AT) + minutes * 60_000).toISOString()
}

/** Saves an address in `city` for the member, at `AT` plus `minutes`; answers its id. */
async function saveAddress(store: Store, userId: UserId, city: string, minutes: number, makeDefault = false): Promise<AddressId> {
  const outcome = await store.accounts.addAddress(userId, { fields: { ...ADDRESS, city }, makeDefault, createdAt: later(minutes) }, MAX_ADDRESSES)
  if (!outcome.ok) throw new Error(`The address was refused: ${outcome.reason}`)
  return outcome.address.id
}

/** The accounts area: members, sessions, addresses. */
export function accountsSuite(factory: StoreFactory): void {
  describe('accounts', () => {
    const open = storeOpener(factory)

    it('creates a member with empty profile fields, and finds them by id and by email in any case', async () => {
      const store = await open()
      const created = await store.accounts.createUser({
        email: 'Ada@Example.com',
        passwordHash: 'scrypt$hash',
        emailUpdates: true,
        createdAt: '2026-01-15T09:00:00.000Z',
      })
      expect(created).toEqual({
        id: expect.any(Number) as UserId,
        email: 'Ada@Example.com',
        passwordHash: 'scrypt$hash',
        ...BLANK_PROFILE,
        emailUpdates: true,
        createdAt: '2026-01-15T09:00:00.000Z',
      })
      if (created === undefined) return
      expect(await store.accounts.findUser(created.id)).toEqual(created)
      expect(await store.accounts.findUserByEmail('ada@example.com')).toEqual(created)
      expect(await store.accounts.findUserByEmail('ADA@EXAMPLE.COM')).toEqual(created)
    })

    it('refuses an email already taken in another case, keeping the first member as they were', async () => {
      const store = await open()
      const first = await store.accounts.createUser({ email: 'bob@example.com', passwordHash: 'a', emailUpdates: false, createdAt: '2026-01-01T00:00:00.000Z' })
      const again = await store.accounts.createUser({ email: 'BOB@example.COM', passwordHash: 'b', emailUpdates: true, createdAt: '2026-01-02T00:00:00.000Z' })
      expect(again).toBeUndefined()
      expect(await store.accounts.findUserByEmail('bob@example.com')).toEqual(first)
    })

    it('finds no member for an unknown id or email', async () => {
      const store = await open()
      await createMember(store, 'alice')
      expect(await store.accounts.findUser(999_999 as UserId)).toBeUndefined()
      expect(await store.accounts.findUserByEmail('nobody@example.com')).toBeUndefined()
    })

    it('gives two members different ids', async () => {
      const store = await open()
      expect(await createMember(store, 'alice')).not.toBe(await createMember(store, 'bob'))
    })

    it('answers a session with its member until the instant it expires, not at that instant', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      await store.accounts.createSession({
        tokenHash: 'hash-1',
        userId: alice,
        createdAt: '2026-01-15T09:00:00.000Z',
        expiresAt: '2026-02-14T09:00:00.000Z',
      })
      expect(await store.accounts.findSessionUser('hash-1', '2026-01-15T09:00:00.000Z')).toBe(alice)
      expect(await store.accounts.findSessionUser('hash-1', '2026-02-14T08:59:59.999Z')).toBe(alice)
      expect(await store.accounts.findSessionUser('hash-1', '2026-02-14T09:00:00.000Z')).toBeUndefined()
      expect(await store.accounts.findSessionUser('hash-unknown', '2026-01-15T09:00:00.000Z')).toBeUndefined()
    })

    it('ends a revoked session only, the member staying signed in elsewhere; revoking twice changes nothing', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const session = { userId: alice, createdAt: '2026-01-15T09:00:00.000Z', expiresAt: '2026-02-14T09:00:00.000Z' }
      await store.accounts.createSession({ ...session, tokenHash: 'laptop' })
      await store.accounts.createSession({ ...session, tokenHash: 'phone' })
      await store.accounts.revokeSession('laptop', '2026-01-15T10:00:00.000Z')
      await store.accounts.revokeSession('laptop', '2026-01-15T11:00:00.000Z')
      expect(await store.accounts.findSessionUser('laptop', '2026-01-15T10:00:00.000Z')).toBeUndefined()
      expect(await store.accounts.findSessionUser('phone', '2026-01-15T10:00:00.000Z')).toBe(alice)
    })
  })

  describe('accounts: profile and password', () => {
    const open = storeOpener(factory)

    it('a new password ends the member’s other sessions, keeping the one given, and every one when none is given', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const bob = await createMember(store, 'bob')
      const session = { createdAt: AT, expiresAt: later(60) }
      for (const tokenHash of ['laptop', 'phone', 'tablet']) await store.accounts.createSession({ ...session, userId: alice, tokenHash })
      await store.accounts.createSession({ ...session, userId: bob, tokenHash: 'bob' })
      await store.accounts.setPassword(alice, 'scrypt$new', later(1), 'phone')
      const signedIn = async (tokenHash: string) => (await store.accounts.findSessionUser(tokenHash, later(2))) !== undefined
      expect([await signedIn('laptop'), await signedIn('phone'), await signedIn('tablet'), await signedIn('bob')]).toEqual([false, true, false, true])
      expect((await store.accounts.findUser(alice))?.passwordHash).toBe('scrypt$new')
      await store.accounts.setPassword(alice, 'scrypt$newer', later(3))
      expect(await signedIn('phone')).toBe(false)
      expect((await store.accounts.findUser(bob))?.passwordHash).not.toBe('scrypt$newer')
    })

    it('changes the profile fields given and keeps the others; an unknown member changes nothing', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      await store.accounts.updateProfile(alice, { firstName: 'Ada', company: 'Analytical Engines', emailUpdates: true }, later(1))
      const saved = await store.accounts.updateProfile(alice, { lastName: 'Lovelace', company: '', emailUpdates: false }, later(2))
      expect(saved).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: '', country: '', emailUpdates: false })
      expect(await store.accounts.findUser(alice)).toEqual(saved)
      expect(await store.accounts.updateProfile(999_999 as UserId, { firstName: 'Nobody' }, later(3))).toBeUndefined()
    })

    it('keeps the postal address and remark as given, lines included, and an empty one clears them (issue 16)', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const bob = await createMember(store, 'bob')
      expect(await store.accounts.findUser(alice)).toMatchObject({ address: '', remark: '' })
      const address = '12 Babbage Row\r\nUnit 4\nLondon'
      await store.accounts.updateProfile(alice, { address, remark: 'Ring\tfirst' }, later(1))
      const kept = await store.accounts.updateProfile(alice, { company: 'Engines' }, later(2))
      expect(kept).toMatchObject({ address, remark: 'Ring\tfirst', company: 'Engines' })
      expect(await store.accounts.findUser(bob)).toMatchObject({ address: '', remark: '' })
      expect(await store.accounts.updateProfile(alice, { address: '' }, later(3))).toMatchObject({ address: '', remark: 'Ring\tfirst' })
    })

    it("sets a password, ending the member's other sessions (all of them when none is kept), no one else's", async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const bob = await createMember(store, 'bob')
      const live = { createdAt: AT, expiresAt: '2026-02-14T09:00:00.000Z' }
      for (const tokenHash of ['alice-1', 'alice-2', 'alice-3']) await store.accounts.createSession({ ...live, userId: alice, tokenHash })
      await store.accounts.createSession({ ...live, userId: bob, tokenHash: 'bob-1' })
      await store.accounts.setPassword(alice, 'new-hash', later(1), 'alice-2')
      const signedIn = async () => {
        const users = []
        for (const tokenHash of ['alice-1', 'alice-2', 'alice-3', 'bob-1']) users.push(await store.accounts.findSessionUser(tokenHash, later(2)))
        return users
      }
      expect(await signedIn()).toEqual([undefined, alice, undefined, bob])
      expect((await store.accounts.findUser(alice))?.passwordHash).toBe('new-hash')
      await store.accounts.setPassword(alice, 'newer-hash', later(3))
      expect(await signedIn()).toEqual([undefined, undefined, undefined, bob])
    })

    it("counts the rows of the member's own cart", async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const alice = await createMember(store, 'alice')
      const bob = await createMember(store, 'bob')
      await addCartRow(store, bob, parts.opAmp, 7)
      await addCartRow(store, bob, parts.timer, 10)
      expect(await store.accounts.countCartItems(bob)).toBe(2)
      expect(await store.accounts.countCartItems(alice)).toBe(0)
    })
  })

  describe('accounts: captchas, emailed codes, rate limits', () => {
    const open = storeOpener(factory)

    it('answers a captcha once, before it expires, and forgets expired ones as new ones are made', async () => {
      const store = await open()
      await store.accounts.createCaptcha({ id: 'c1', answerDigest: 'd1', createdAt: AT, expiresAt: later(5) })
      await store.accounts.createCaptcha({ id: 'c2', answerDigest: 'd2', createdAt: AT, expiresAt: later(5) })
      expect(await store.accounts.takeCaptcha('c1', later(4))).toBe('d1')
      expect(await store.accounts.takeCaptcha('c1', later(4))).toBeUndefined()
      expect(await store.accounts.takeCaptcha('c2', later(5))).toBeUndefined()
      expect(await store.accounts.takeCaptcha('unknown', AT)).toBeUndefined()
    })

    it('keeps one code per address and purpose, whatever the case of the address; a new one replaces it', async () => {
      const store = await open()
      await store.accounts.saveEmailCode({ email: 'Ada@Example.com', purpose: 'register', codeDigest: 'r1', createdAt: AT, expiresAt: later(10) })
      await store.accounts.saveEmailCode({ email: 'ada@example.com', purpose: 'reset_password', codeDigest: 'p1', createdAt: later(1), expiresAt: later(11) })
      expect(await store.accounts.lastEmailCodeAt('ADA@example.com', 'register')).toBe(AT)
      expect(await store.accounts.lastEmailCodeAt('ada@example.com', 'reset_password')).toBe(later(1))
      expect(await store.accounts.lastEmailCodeAt('bob@example.com', 'register')).toBeUndefined()
      await store.accounts.saveEmailCode({ email: 'ada@example.com', purpose: 'register', codeDigest: 'r2', createdAt: later(2), expiresAt: later(12) })
      expect(await store.accounts.lastEmailCodeAt('ada@example.com', 'register')).toBe(later(2))
      expect(await store.accounts.tryEmailCode('ada@example.com', 'register', later(3), 5)).toEqual({ codeDigest: 'r2', attempts: 1 })
    })

    it('counts each try at a code, refusing past the most tries, after expiry and once used', async () => {
      const store = await open()
      await store.accounts.saveEmailCode({ email: 'ada@example.com', purpose: 'register', codeDigest: 'r1', createdAt: AT, expiresAt: later(10) })
      const tries = []
      for (let i = 0; i < 4; i++) tries.push((await store.accounts.tryEmailCode('ada@example.com', 'register', later(1), 3))?.attempts)
      expect(tries).toEqual([1, 2, 3, undefined])
      await store.accounts.saveEmailCode({ email: 'ada@example.com', purpose: 'register', codeDigest: 'r2', createdAt: later(2), expiresAt: later(10) })
      expect(await store.accounts.tryEmailCode('ada@example.com', 'register', later(10), 3)).toBeUndefined()
      expect(await store.accounts.tryEmailCode('ADA@example.com', 'register', later(9), 3)).toEqual({ codeDigest: 'r2', attempts: 1 })
      expect(await store.accounts.useEmailCode('ada@example.com', 'register', later(9))).toBe(true)
      expect(await store.accounts.useEmailCode('ada@example.com', 'register', later(9))).toBe(false)
      expect(await store.accounts.tryEmailCode('ada@example.com', 'register', later(9), 3)).toBeUndefined()
      expect(await store.accounts.useEmailCode('bob@example.com', 'register', later(9))).toBe(false)
    })

    it('counts hits per kind, key and window; clears a key; forgets windows that ended', async () => {
      const store = await open()
      const window: RateCounter = { kind: 'login-account', key: 'ada@example.com', windowStart: AT, windowEnd: later(15) }
      expect(await store.accounts.countHits(window)).toBe(0)
      expect(await store.accounts.addHit(window, AT)).toBe(1)
      expect(await store.accounts.addHit(window, later(1))).toBe(2)
      expect(await store.accounts.addHit({ ...window, kind: 'login-ip' }, later(1))).toBe(1)
      expect(await store.accounts.addHit({ ...window, windowStart: later(15), windowEnd: later(30) }, later(16))).toBe(1)
      expect(await store.accounts.countHits(window)).toBe(0)
      expect(await store.accounts.countHits({ ...window, kind: 'login-ip' })).toBe(0)
      const next = { ...window, windowStart: later(15), windowEnd: later(30) }
      expect(await store.accounts.addHit(next, later(17))).toBe(2)
      await store.accounts.clearHits('login-account', 'ada@example.com')
      expect(await store.accounts.countHits(next)).toBe(0)
    })

    it('counts every one of 60 concurrent hits: each gets a count of its own, 1 to 60', async () => {
      const store = await open()
      const window: RateCounter = { kind: 'login-account', key: 'ada@example.com', windowStart: AT, windowEnd: later(15) }
      const counts = await Promise.all(Array.from({ length: 60 }, () => store.accounts.addHit(window, AT)))
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1))
      expect(await store.accounts.countHits(window)).toBe(60)
    })

    it('takes hits back one at a time, concurrent ones too, never below none; the next hit counts from there', async () => {
      const store = await open()
      const window: RateCounter = { kind: 'password-member', key: '7', windowStart: AT, windowEnd: later(15) }
      await store.accounts.releaseHit(window)
      expect(await store.accounts.countHits(window)).toBe(0)
      for (let index = 0; index < 10; index += 1) await store.accounts.addHit(window, AT)
      await Promise.all(Array.from({ length: 4 }, () => store.accounts.releaseHit(window)))
      expect(await store.accounts.countHits(window)).toBe(6)
      expect(await store.accounts.addHit(window, AT)).toBe(7)
      await Promise.all(Array.from({ length: 9 }, () => store.accounts.releaseHit(window)))
      expect(await store.accounts.countHits(window)).toBe(0)
      expect(await store.accounts.addHit(window, AT)).toBe(1)
      const mixed = await Promise.all([
        ...Array.from({ length: 20 }, () => store.accounts.addHit(window, AT)),
        ...Array.from({ length: 5 }, () => store.accounts.releaseHit(window).then(() => 0)),
      ])
      expect(mixed.filter((count) => count > 0)).toHaveLength(20)
      expect(await store.accounts.countHits(window)).toBe(16)
      await store.accounts.releaseHit({ ...window, key: '8' })
      expect(await store.accounts.countHits({ ...window, key: '8' })).toBe(0)
    })
  })

  describe('accounts: addresses', () => {
    const open = storeOpener(factory)

    it('makes the first address the default, and a later one only when asked; lists the default first, then the newest', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const austin = await saveAddress(store, alice, 'Austin', 1)
      const boston = await saveAddress(store, alice, 'Boston', 2)
      const chicago = await saveAddress(store, alice, 'Chicago', 3)
      const list = await store.accounts.listAddresses(alice)
      expect(list.map((address) => [address.id, address.isDefault])).toEqual([
        [austin, true],
        [chicago, false],
        [boston, false],
      ])
      expect(list[0]).toEqual({ id: austin, ...ADDRESS, isDefault: true })
      const denver = await saveAddress(store, alice, 'Denver', 4, true)
      expect((await store.accounts.listAddresses(alice)).map((address) => [address.id, address.isDefault])).toEqual([
        [denver, true],
        [chicago, false],
        [boston, false],
        [austin, false],
      ])
    })

    it(`keeps ${MAX_ADDRESSES} addresses at most: the last fits, one more is refused`, async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      for (let i = 0; i < MAX_ADDRESSES - 1; i++) await saveAddress(store, alice, `City ${i}`, i)
      const fields: PostalAddress = { ...ADDRESS, city: 'Last' }
      expect((await store.accounts.addAddress(alice, { fields, makeDefault: false, createdAt: AT }, MAX_ADDRESSES)).ok).toBe(true)
      expect(await store.accounts.addAddress(alice, { fields, makeDefault: false, createdAt: AT }, MAX_ADDRESSES)).toEqual({
        ok: false,
        reason: 'full',
        max: MAX_ADDRESSES,
      })
      expect(await store.accounts.listAddresses(alice)).toHaveLength(MAX_ADDRESSES)
    })

    it("finds, edits, defaults and deletes the member's own addresses only", async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const bob = await createMember(store, 'bob')
      const alices = await saveAddress(store, alice, 'Austin', 1)
      const bobs = await saveAddress(store, bob, 'Boston', 1)
      expect(await store.accounts.findAddress(alice, alices)).toMatchObject({ id: alices, city: 'Austin' })
      expect(await store.accounts.findAddress(alice, bobs)).toBeUndefined()
      expect(await store.accounts.editAddress(alice, bobs, { ...ADDRESS, city: 'Stolen' })).toBeUndefined()
      expect(await store.accounts.setDefaultAddress(alice, bobs)).toBe(false)
      expect(await store.accounts.deleteAddress(alice, bobs)).toBe(false)
      expect(await store.accounts.listAddresses(bob)).toEqual([{ id: bobs, ...ADDRESS, city: 'Boston', isDefault: true }])
      expect(await store.accounts.editAddress(alice, alices, { ...ADDRESS, city: 'Dallas', company: '' })).toEqual({
        id: alices,
        ...ADDRESS,
        city: 'Dallas',
        company: '',
        isDefault: true,
      })
    })

    it('keeps at most the most addresses when many are added at once, and one default among them', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const outcomes = await Promise.all(
        Array.from({ length: MAX_ADDRESSES + 5 }, (_, index) =>
          store.accounts.addAddress(alice, { fields: { ...ADDRESS, city: `City ${index}` }, makeDefault: index % 3 === 0, createdAt: later(index) }, MAX_ADDRESSES),
        ),
      )
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(MAX_ADDRESSES)
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, reason: 'full', max: MAX_ADDRESSES })))
      const list = await store.accounts.listAddresses(alice)
      expect(list).toHaveLength(MAX_ADDRESSES)
      expect(list.filter((address) => address.isDefault)).toHaveLength(1)
    })

    it('moves the default on demand, and to the newest remaining address when the default is deleted', async () => {
      const store = await open()
      const alice = await createMember(store, 'alice')
      const austin = await saveAddress(store, alice, 'Austin', 1)
      const boston = await saveAddress(store, alice, 'Boston', 2)
      const chicago = await saveAddress(store, alice, 'Chicago', 3)
      const defaults = async () => (await store.accounts.listAddresses(alice)).filter((address) => address.isDefault).map((address) => address.id)
      expect(await store.accounts.setDefaultAddress(alice, boston)).toBe(true)
      expect(await defaults()).toEqual([boston])
      expect(await store.accounts.deleteAddress(alice, boston)).toBe(true)
      expect(await defaults()).toEqual([chicago])
      expect(await store.accounts.deleteAddress(alice, austin)).toBe(true)
      expect(await defaults()).toEqual([chicago])
      expect(await store.accounts.deleteAddress(alice, chicago)).toBe(true)
      expect(await store.accounts.listAddresses(alice)).toEqual([])
      expect(await store.accounts.findAddress(alice, chicago)).toBeUndefined()
    })
  })
}
