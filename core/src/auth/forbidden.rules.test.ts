import { describe, expect, it } from 'vitest'
import { HttpError } from '../ports/http.ts'
import { ApiError } from '../client/api-error.ts'
import { FORBIDDEN_FALLBACK_MESSAGE, forbiddenMessage } from './forbidden.rules.ts'

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
