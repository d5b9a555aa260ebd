import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from '@partfront/core/client'
import { cryptoRandom } from './random.ts'

describe('cryptoRandom', () => {
  it('gives the bytes asked for, different each time, and keys the API accepts', () => {
    const first = cryptoRandom.bytes(32)
    expect(first).toHaveLength(32)
    expect(cryptoRandom.bytes(32)).not.toEqual(first)
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(cryptoRandom)))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/u)
  })
})
