import { fc, test } from '@fast-check/vitest'
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import {
  Envelope,
  decodeEnvelope,
  envelopeOf,
  envelopeOutcome,
  readEnvelope,
  requestHeaders,
  requestUrl,
} from '../../core/src/api/index.ts'

const CartNum = Schema.Struct({ cartNum: Schema.Number })

describe('request headers and URLs', () => {
  it('API-1: a token gives Authorization: Bearer {token}; referer-url is web domain + stored referrer', () => {
    expect(requestHeaders({ token: 'abc.def', webDomain: 'https://www.partfront.com', referrer: '/product/lm358dr-12345' })).toEqual({
      Authorization: 'Bearer abc.def',
      'referer-url': 'https://www.partfront.com/product/lm358dr-12345',
    })
  })

  it('API-1: no Authorization header without a token, or with an empty one', () => {
    for (const token of [undefined, null, '', '  ']) {
      expect(requestHeaders({ token, webDomain: 'https://www.partfront.com', referrer: '?from=google' }), String(token)).toEqual({
        'referer-url': 'https://www.partfront.com?from=google',
      })
    }
  })

  it('API-1: a missing referrer leaves the web domain alone; nothing at all leaves the header out', () => {
    expect(requestHeaders({ webDomain: 'https://www.partfront.com' })).toEqual({ 'referer-url': 'https://www.partfront.com' })
    expect(requestHeaders({ webDomain: '', referrer: '' })).toEqual({})
  })

  it('API-1: the base URL and path join with exactly one slash', () => {
    expect(requestUrl('https://api.partfront.com', '/api/cart/detail')).toBe('https://api.partfront.com/api/cart/detail')
    expect(requestUrl('https://api.partfront.com/', 'api/cart/detail')).toBe('https://api.partfront.com/api/cart/detail')
    expect(requestUrl('https://api.partfront.com/v1//', '//api/cart/detail')).toBe('https://api.partfront.com/v1/api/cart/detail')
    expect(requestUrl('', '/api/cart/detail')).toBe('/api/cart/detail')
  })

  it('API-1: query values are encoded, undefined and null skipped, order kept', () => {
    expect(requestUrl('https://api.partfront.com', '/api/catalog/group', { type: 1001, seo: true, page: undefined, q: null })).toBe(
      'https://api.partfront.com/api/catalog/group?type=1001&seo=true',
    )
    expect(requestUrl('', '/api/cart/delcart', { ids: '12,13' })).toBe('/api/cart/delcart?ids=12%2C13')
    expect(requestUrl('', '/api/x', { 'key word': 'LM358 & 10k/ü' })).toBe('/api/x?key%20word=LM358%20%26%2010k%2F%C3%BC')
    expect(requestUrl('', '/api/x', { a: undefined })).toBe('/api/x')
  })

  it('API-1: a path that already has a query gets the rest after &', () => {
    expect(requestUrl('', '/api/cart/addcart?addup=true', { x: 1 })).toBe('/api/cart/addcart?addup=true&x=1')
  })

  test.prop([fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined)))])(
    'API-1: every defined query value reads back unchanged',
    (query) => {
      const url = new URL(requestUrl('https://api.partfront.com', '/api/x', query))
      const expected = Object.entries(query).filter(([, value]) => value !== undefined)
      expect([...url.searchParams.entries()]).toEqual(expected.map(([key, value]) => [key, String(value)]))
    },
  )
})

describe('the envelope', () => {
  it('API-2: code 200 yields its data', () => {
    expect(envelopeOutcome({ code: 200, data: [1, 2], message: 'ok' })).toEqual({ kind: 'data', data: [1, 2] })
    expect(readEnvelope({ code: 200, data: { cartNum: 3 }, message: 'success' }, CartNum)).toEqual({
      kind: 'data',
      data: { cartNum: 3 },
    })
  })

  it('API-2: a missing or null message decodes as an empty string; missing data as undefined', () => {
    expect(decodeEnvelope({ code: 200 })).toEqual({ ok: true, value: { code: 200, data: undefined, message: '' } })
    expect(decodeEnvelope({ code: 200, data: null, message: null })).toEqual({ ok: true, value: { code: 200, data: null, message: '' } })
  })

  it('API-2: a body that is not an envelope gives a message naming what is wrong, without throwing', () => {
    const wrong = decodeEnvelope({ code: '200', message: 5 })
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) {
      expect(wrong.error).toContain('Expected number')
      expect(wrong.error).toContain('["code"]')
      expect(wrong.error).toContain('["message"]')
    }
    expect(decodeEnvelope(null)).toEqual({ ok: false, error: 'Expected object' })
    expect(decodeEnvelope('<html>')).toEqual({ ok: false, error: 'Expected object' })
    expect(decodeEnvelope({ code: 200.5 })).toMatchObject({ ok: false })
  })

  it('API-2: a 200 whose data breaks the data schema is invalid, naming the field', () => {
    expect(readEnvelope({ code: 200, data: { cartNum: 'x' } }, CartNum)).toEqual({
      kind: 'invalid',
      error: 'data: Expected number\n  at ["cartNum"]',
    })
  })

  it('API-2: envelopeOf(data) decodes data with the given schema and round-trips', () => {
    const schema = envelopeOf(CartNum)
    const decoded = Schema.decodeUnknownSync(schema)({ code: 200, data: { cartNum: 9 } })
    expect(decoded).toEqual({ code: 200, data: { cartNum: 9 }, message: '' })
    expect(Schema.encodeSync(schema)(decoded)).toEqual({ code: 200, data: { cartNum: 9 }, message: '' })
    expect(() => Schema.decodeUnknownSync(schema)({ code: 200, data: {} })).toThrow()
  })

  it('API-3: code 403 is forbidden with the server message (the caller clears the token and goes to /login)', () => {
    expect(envelopeOutcome({ code: 403, data: null, message: 'Login expired' })).toEqual({ kind: 'forbidden', message: 'Login expired' })
  })

  it('API-3: a 403 with no data is forbidden, not a data-schema failure', () => {
    expect(readEnvelope({ code: 403, data: null, message: 'Login expired' }, CartNum)).toEqual({
      kind: 'forbidden',
      message: 'Login expired',
    })
  })

  it('API-4: any other code fails with the code and the server message (401, 404, 500, 201, 0)', () => {
    for (const code of [401, 404, 500, 201, 199, 402, 404, 0, -1]) {
      expect(envelopeOutcome({ code, data: { cartNum: 1 }, message: 'Stock changed' }), String(code)).toEqual({
        kind: 'failure',
        code,
        message: 'Stock changed',
      })
    }
    expect(readEnvelope({ code: 500, message: 'Server busy' }, CartNum)).toEqual({ kind: 'failure', code: 500, message: 'Server busy' })
  })

  test.prop([fc.integer(), fc.anything(), fc.string()])(
    'API-4: only 200 yields data and only 403 is forbidden; every other integer code is a failure',
    (code, data, message) => {
      const decoded = decodeEnvelope({ code, data, message })
      expect(decoded.ok).toBe(true)
      if (!decoded.ok) return
      const outcome = envelopeOutcome(decoded.value)
      if (code === 200) expect(outcome).toEqual({ kind: 'data', data })
      else if (code === 403) expect(outcome).toEqual({ kind: 'forbidden', message })
      else expect(outcome).toEqual({ kind: 'failure', code, message })
    },
  )

  test.prop([fc.anything()])('API-2: decoding any value never throws', (value) => {
    const decoded = decodeEnvelope(value)
    if (decoded.ok) expect(Schema.is(Envelope)(decoded.value)).toBe(true)
    else expect(decoded.error.length).toBeGreaterThan(0)
  })
})
