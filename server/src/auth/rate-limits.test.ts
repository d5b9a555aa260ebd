import { describe, expect, it } from 'vitest'
import { EMAIL_CODE, emailCodeDigest, newEmailCode, resendWaitSeconds, seconds } from './email-code.ts'
import { RATE_LIMITS, inMinutes, minutesUntil, windowOf } from './rate-limits.ts'

describe('rate-limit windows', () => {
  it('puts instants in fixed 15-minute windows aligned to the hour', () => {
    const limit = RATE_LIMITS.loginAccount
    expect(windowOf(limit, new Date('2026-01-15T09:00:00.000Z'))).toEqual({ start: '2026-01-15T09:00:00.000Z', end: '2026-01-15T09:15:00.000Z' })
    expect(windowOf(limit, new Date('2026-01-15T09:14:59.999Z')).start).toBe('2026-01-15T09:00:00.000Z')
    expect(windowOf(limit, new Date('2026-01-15T09:15:00.000Z')).start).toBe('2026-01-15T09:15:00.000Z')
  })

  it('says the whole minutes left, at least one', () => {
    const window = windowOf(RATE_LIMITS.loginIp, new Date('2026-01-15T09:00:00.000Z'))
    expect(minutesUntil(window, new Date('2026-01-15T09:00:00.000Z'))).toBe(15)
    expect(minutesUntil(window, new Date('2026-01-15T09:00:00.001Z'))).toBe(15)
    expect(minutesUntil(window, new Date('2026-01-15T09:14:59.999Z'))).toBe(1)
    expect(inMinutes(1)).toBe('in 1 minute')
    expect(inMinutes(15)).toBe('in 15 minutes')
  })
})

describe('emailed codes', () => {
  it('are six random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 300 }, () => newEmailCode())
    expect(codes.every((code) => /^\d{6}$/u.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(290)
  })

  it('wait 60 s between two sends: 1 s left at 59 s, none at 60 s', () => {
    const sent = '2026-01-15T09:00:00.000Z'
    expect(EMAIL_CODE.resendAfterSeconds).toBe(60)
    expect(resendWaitSeconds(undefined, new Date(sent))).toBe(0)
    expect(resendWaitSeconds(sent, new Date('2026-01-15T09:00:00.000Z'))).toBe(60)
    expect(resendWaitSeconds(sent, new Date('2026-01-15T09:00:59.000Z'))).toBe(1)
    expect(resendWaitSeconds(sent, new Date('2026-01-15T09:00:59.999Z'))).toBe(1)
    expect(resendWaitSeconds(sent, new Date('2026-01-15T09:01:00.000Z'))).toBe(0)
    expect(seconds(1)).toBe('1 second')
    expect(seconds(2)).toBe('2 seconds')
  })

  it('digest by address (in any case) and purpose', () => {
    expect(emailCodeDigest('Ada@Example.com', 'register', '123456')).toBe(emailCodeDigest('ada@example.com', 'register', '123456'))
    expect(emailCodeDigest('ada@example.com', 'register', '123456')).not.toBe(emailCodeDigest('ada@example.com', 'reset_password', '123456'))
    expect(emailCodeDigest('ada@example.com', 'register', '123456')).not.toBe(emailCodeDigest('bob@example.com', 'register', '123456'))
  })
})
