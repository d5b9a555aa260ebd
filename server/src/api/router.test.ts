import { afterEach, describe, expect, it } from 'vitest'
import type { UserId } from '@partfront/core/contract'
import { startTestApi, type TestApi } from '../testing/test-api.ts'
import { hashToken } from './router.ts'
import { badRequest } from './failure.ts'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function memberToken(test: TestApi): Promise<{ token: string; userId: UserId }> {
  const user = await test.store.accounts.createUser({
    email: 'buyer@example.com',
    passwordHash: 'unused',
    emailUpdates: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  if (user === undefined) throw new Error('user not created')
  const token = 'router-test-token'
  await test.store.accounts.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
  })
  return { token, userId: user.id }
}

describe('the API router', () => {
  it('decodes the query, passes the member, and encodes the envelope', async () => {
    api = await startTestApi({
      handlers: { cartSum: ({ query, member }) => Promise.resolve({ cartNum: query.servers ? member.userId : 0 }) },
    })
    const { token, userId } = await memberToken(api)
    const response = await api.fetch('/api/cart/sumcart?servers=true', { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 200, data: { cartNum: userId }, message: 'OK' })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/u)
  })

  it('answers 403 to a member endpoint without a live session, and after the session is revoked', async () => {
    api = await startTestApi({ handlers: { cartSum: () => Promise.resolve({ cartNum: 1 }) } })
    const { token } = await memberToken(api)
    const none = await api.fetch('/api/cart/sumcart?servers=true')
    expect(none.status).toBe(403)
    expect(await none.json()).toMatchObject({ code: 403, data: null })
    await api.store.accounts.revokeSession(hashToken(token), '2026-01-02T00:00:00.000Z')
    const revoked = await api.fetch('/api/cart/sumcart?servers=true', { headers: { Authorization: `Bearer ${token}` } })
    expect(revoked.status).toBe(403)
  })

  it('answers 400 naming the field for a query the schema refuses, logged with the request id', async () => {
    api = await startTestApi({ handlers: { productDetail: () => Promise.reject(new Error('not reached')) } })
    const response = await api.fetch('/api/product/detail?id=abc', { headers: { 'X-Request-Id': 'req-12345678' } })
    expect(response.status).toBe(400)
    const envelope = (await response.json()) as { code: number; message: string }
    expect(envelope.code).toBe(400)
    expect(envelope.message).toMatch(/id/iu)
    expect(api.logs).toContainEqual(expect.objectContaining({ level: 'warn', requestId: 'req-12345678', status: 400 }))
  })

  it('answers 400 for a body that is not JSON, and passes a handler’s own failure through', async () => {
    api = await startTestApi({ handlers: { contactSubmit: () => Promise.reject(badRequest('Please enter your message')) } })
    const broken = await api.fetch('/api/contact/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(await broken.json()).toEqual({ code: 400, data: null, message: 'The body is not valid JSON' })
  })

  it('answers 413 for a body one byte over the limit and reads a body at the limit', async () => {
    api = await startTestApi({
      env: { MAX_BODY_BYTES: '2048' },
      handlers: { contactSubmit: () => Promise.resolve({ id: 1 as never, createdAt: '2026-01-01T00:00:00.000Z' }) },
    })
    const atLimit = JSON.stringify({ pad: 'x'.repeat(2048 - 10) })
    expect(atLimit.length).toBe(2048)
    const ok = await api.fetch('/api/contact/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: atLimit })
    expect(ok.status).toBe(400) // read and decoded: the contact form's fields are missing
    const over = await api.fetch('/api/contact/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `${atLimit} `,
    })
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: 413, data: null, message: 'The request is too large: at most 2 KB' })
  })

  it('answers 500 with the request id when a handler throws, logging the stack', async () => {
    api = await startTestApi({ handlers: { searchTrending: () => Promise.reject(new Error('boom')) } })
    const response = await api.fetch('/api/search/trending', { headers: { 'X-Request-Id': 'req-abcdefgh' } })
    expect(response.status).toBe(500)
    expect(((await response.json()) as { message: string }).message).toContain('req-abcdefgh')
    expect(api.logs).toContainEqual(expect.objectContaining({ level: 'error', requestId: 'req-abcdefgh', error: expect.stringContaining('boom') as string }))
  })

  it('sends a download as the file itself, named safely, and a file of a type the endpoint does not list as a 500', async () => {
    const bytes = new TextEncoder().encode('\uFEFFa,b\r\n')
    let mediaType = 'text/csv; charset=utf-8'
    api = await startTestApi({
      handlers: { bomTemplate: () => Promise.resolve({ fileName: '../Plan "µ"\r\n.csv', mediaType, bytes }) },
    })
    const response = await api.fetch('/api/bom/template?format=csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Plan ___.csv"; filename*=UTF-8''Plan%20_%C2%B5_.csv`)
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/u)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    mediaType = 'text/html'
    const wrong = await api.fetch('/api/bom/template?format=csv')
    expect(wrong.status).toBe(500)
    expect(await wrong.json()).toMatchObject({ code: 500, data: null })
  })

  it('answers 404 in the envelope for an unknown API path and 405 for the wrong method', async () => {
    api = await startTestApi({ handlers: {} })
    const unknown = await api.fetch('/api/nothing/here')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 404, data: null })
    const wrong = await api.fetch('/api/search/trending', { method: 'POST' })
    expect(wrong.status).toBe(405)
  })
})
