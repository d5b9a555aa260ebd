import { describe, expect, it } from 'vitest'
import { SCRYPT_PARAMS, hashPassword, parsePasswordHash, verifyPassword } from './password.ts'

describe('password hashing', () => {
  it('writes scrypt$N$r$p$salt$hash with a 16-byte salt and a 32-byte hash, base64url', async () => {
    const stored = await hashPassword('correct horse')
    const [scheme, N, r, p, salt, hash] = stored.split('$')
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p])
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32)
    expect(stored).not.toContain('correct horse')
  })

  it('salts each hash: the same password hashes differently twice, and both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')])
    expect(first).not.toBe(second)
    expect(await verifyPassword('correct horse', first)).toBe(true)
    expect(await verifyPassword('correct horse', second)).toBe(true)
  })

  it('refuses a wrong password, one differing only in case or a trailing space', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('Correct horse', stored)).toBe(false)
    expect(await verifyPassword('correct horse ', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('verifies a password typed with decomposed accents against one hashed composed', async () => {
    const stored = await hashPassword('caf\u00e9 cr\u00e8me')
    expect(await verifyPassword('cafe\u0301 cre\u0300me', stored)).toBe(true)
  })

  it('verifies with the parameters stored in the hash, so a hash of another cost still works', async () => {
    const stored = await hashPassword('correct horse')
    const parsed = parsePasswordHash(stored)
    expect(parsed?.options).toEqual({ N: 16384, r: 8, p: 1 })
    const { scryptSync } = await import('node:crypto')
    const salt = Buffer.from('0123456789abcdef')
    const cheaper = `scrypt$1024$8$1$${salt.toString('base64url')}$${scryptSync('correct horse', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`
    expect(await verifyPassword('correct horse', cheaper)).toBe(true)
    expect(await verifyPassword('wrong horse', cheaper)).toBe(false)
  })

  it('answers false for no hash or a malformed one (a missing account), never throwing', async () => {
    expect(await verifyPassword('anything', undefined)).toBe(false)
    expect(await verifyPassword('anything', 'unused')).toBe(false)
    expect(await verifyPassword('anything', 'scrypt$16384$8$1$$')).toBe(false)
    expect(await verifyPassword('anything', 'bcrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA')).toBe(false)
  })

  it('refuses stored parameters that are not scrypt’s or would take more memory than allowed', () => {
    const tail = 'c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA'
    expect(parsePasswordHash(`scrypt$1000$8$1$${tail}`)).toBeUndefined()
    expect(parsePasswordHash(`scrypt$1$8$1$${tail}`)).toBeUndefined()
    expect(parsePasswordHash(`scrypt$1048576$8$1$${tail}`)).toBeUndefined()
    expect(parsePasswordHash(`scrypt$16384$8$0$${tail}`)).toBeUndefined()
    expect(parsePasswordHash(`scrypt$16384$8$1$${tail}`)).toBeDefined()
  })
})
