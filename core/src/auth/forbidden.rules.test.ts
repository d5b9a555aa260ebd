import { describe, expect, it } from 'vitest'
import { HttpError } from '../ports/http.ts'
import { ApiError } from '../client/api-error.ts'
import { FORBIDDEN_FALLBACK_MESSAGE, failureMessage, forbiddenEvent, forbiddenMessage, isForbiddenCall } from './forbidden.rules.ts'

describe('recognising a 403 among failed calls', () => {
  it("API-3: the client's forbidden ApiError carries the server's message", () => {
    const error = new ApiError({ kind: 'forbidden', endpoint: 'cartDetail', code: 403, message: 'Token revoked' })
    expect(forbiddenMessage(error)).toBe('Token revoked')
  })

  it('API-3: a 403 envelope with no message reads the fallback text', () => {
    expect(forbiddenMessage({ kind: 'forbidden', message: '' })).toBe(FORBIDDEN_FALLBACK_MESSAGE)
  })

  it('API-3: a transport failure with status 403 (no envelope, e.g. a proxy page) does not end the session', () => {
    const error = new HttpError('malformed', 'Not JSON: <html>403 Forbidden', { status: 403 })
    expect(forbiddenMessage(error)).toBeNull()
  })

  it('API-4: any other failure is not a 403', () => {
    const error = new ApiError({ kind: 'failure', endpoint: 'cartAdd', code: 500, message: 'Server error' })
    expect(forbiddenMessage(error)).toBeNull()
    expect(forbiddenMessage('403')).toBeNull()
    expect(forbiddenMessage(null)).toBeNull()
  })
})

describe("a machine's guard and event for a 403", () => {
  it("API-3: a call that answered 403 passes the guard and is emitted as auth.forbidden with the server's message", () => {
    const error = new ApiError({ kind: 'forbidden', endpoint: 'orderCreate', code: 403, message: 'Token revoked' })
    expect(isForbiddenCall(undefined, { error })).toBe(true)
    expect(forbiddenEvent(undefined, { error })).toEqual({ type: 'auth.forbidden', message: 'Token revoked' })
  })

  it('API-3: any other failure does not pass the guard', () => {
    const error = new ApiError({ kind: 'failure', endpoint: 'orderCreate', code: 500, message: 'Server error' })
    expect(isForbiddenCall(undefined, { error })).toBe(false)
    expect(isForbiddenCall(undefined, { error: new HttpError('malformed', 'Not JSON', { status: 403 }) })).toBe(false)
  })
})

describe('the message of a failed call', () => {
  it("API-4: the server's message is shown; no message reads the fallback", () => {
    expect(failureMessage(new ApiError({ kind: 'failure', endpoint: 'cartAdd', code: 500, message: 'Out of stock' }), 'Failed')).toBe('Out of stock')
    expect(failureMessage(new ApiError({ kind: 'failure', endpoint: 'cartAdd', code: 500, message: ' ' }), 'Failed')).toBe('Failed')
    expect(failureMessage(null, 'Failed')).toBe('Failed')
  })

  it('an answer the client refused as not matching the contract reads the fallback, not the diagnostic', () => {
    const refused = new ApiError({ kind: 'invalid-response', endpoint: 'cartAdd', message: 'Invalid response from cartAdd (POST /api/cart/addcart, HTTP 200): data' })
    expect(failureMessage(refused, 'Failed')).toBe('Failed')
  })
})
