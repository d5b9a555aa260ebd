import { AUTH_MESSAGES } from '@partfront/core/auth'
import type { EmailCodePurpose } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { issueCaptcha } from '../../auth/guards.ts'
import type * as PasswordModule from '../../auth/password.ts'
import { hashPassword, verifyPassword } from '../../auth/password.ts'
import { RATE_LIMITS, windowOf } from '../../auth/rate-limits.ts'
import { signIn } from '../../auth/sessions.ts'
import { readServerConfig } from '../../config.ts'
import type { MailMessage } from '../../mail/mail.port.ts'
import { memoryMail } from '../../mail/memory-mail.ts'
import { fakePaymentProvider } from '../../payments/fake-provider.ts'
import { postgresTestDatabase } from '../../testing/postgres-test-database.ts'
import { openFreshSqliteStore } from '../../testing/fresh-sqlite.ts'
import type { Store } from '../../store/store.ts'
import { memoryLogSink } from '../log.ts'
import { createApiRouter, forwardedClient } from '../router.ts'
import type { Services } from '../services.ts'
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account.ts'
import { WRONG_LOGIN_MESSAGE } from './auth.ts'
import { PASSWORD, T0, captchaAnswer } from './auth.fixtures.ts'
import { handlers } from './index.ts'

/**
 * What a hostile client tries against sign-in (issue 14): bursts of concurrent wrong passwords, a forged
 * `Host` to poison mailed links, a forged first `X-Forwarded-For` entry to dodge the address limits. On both
 * engines, since the limits are counted in the store.
 */

// Every password check is counted: a burst must not get more checks than the limit allows.
vi.mock('../../auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length

const PUBLIC_URL = 'https://shop.example.com'

const folder = mkdtempSync(join(tmpdir(), 'partfront-auth-abuse-'))
const postgres = postgresTestDatabase()
let sqliteFiles = 0
const ENGINES: Record<'sqlite' | 'postgres', () => Promise<Store>> = {
  sqlite: () => openFreshSqliteStore(join(folder, `store-${++sqliteFiles}.db`)),
  postgres: () => postgres.factory(),
}

const opened: Store[] = []
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear()
})
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close()
})
afterAll(async () => {
  await postgres.end()
  rmSync(folder, { recursive: true, force: true })
})

/** The API on a fresh store of one engine, behind one trusted proxy unless `env` says otherwise. */
interface Shop {
  readonly services: Services
  readonly store: Store
  readonly mail: MailMessage[]
  /** POSTs `body` as JSON to `url` (a path on the shop, or a whole URL) with `headers`; status and envelope. */
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; message: string }>
}

async function openShop(engine: keyof typeof ENGINES, env: Record<string, string> = {}): Promise<Shop> {
  const store = await ENGINES[engine]()
  opened.push(store)
  const mail = memoryMail()
  const services: Services = {
    store,
    mail,
    payments: fakePaymentProvider({ secret: 'test-payment-secret' }),
    config: readServerConfig({ DEMO_PARTS: '0', TRUST_PROXY: '1', PUBLIC_URL, ...env }),
    log: memoryLogSink(),
    now: () => T0,
  }
  const api = createApiRouter(services, handlers)
  return {
    services,
    store,
    mail: mail.sent,
    post: async (url, body, headers = {}) => {
      const response = await api.request(new URL(url, PUBLIC_URL).toString(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.1', ...headers },
        body: JSON.stringify(body),
      })
      return { status: response.status, message: ((await response.json()) as { message: string }).message }
    },
  }
}

/** A member with `PASSWORD`, made in the store directly. */
async function member(shop: Shop, email: string) {
  const user = await shop.store.accounts.createUser({ email, passwordHash: await hashPassword(PASSWORD), emailUpdates: false, createdAt: T0.toISOString() })
  if (user === undefined) throw new Error(`${email} is taken`)
  return user
}

/** A fresh captcha and its right answer. */
async function captcha(shop: Shop): Promise<{ captchaId: string; captchaCode: string }> {
  const drawn = await issueCaptcha(shop.services)
  return { captchaId: drawn.captchaId, captchaCode: captchaAnswer(drawn.svg) }
}

/** How many of `answers` have each message. */
function tally(answers: ReadonlyArray<{ status: number; message: string }>): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { status, message } of answers) counts[`${status} ${message}`] = (counts[`${status} ${message}`] ?? 0) + 1
  return counts
}

const ACCOUNT_LIMIT = '429 Too many failed sign-ins to this account: please try again in 15 minutes'
const ADDRESS_LIMIT = '429 Too many failed sign-ins from your network: please try again in 15 minutes'

describe.each(['sqlite', 'postgres'] as const)('a burst of concurrent logins counts every try (%s)', (engine) => {
  const burst = Array.from({ length: 60 }, (_, index) => index)

  it('checks at most 3 of 60 concurrent wrong passwords without a captcha; the rest ask for it or answer 429', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine)
    await member(shop, 'ada@example.com')
    const answers = await Promise.all(burst.map(() => shop.post('/api/auth/login', { account: 'ada@example.com', password: 'wrong password' })))
    const counts = tally(answers)
    expect(passwordChecks()).toBe(3)
    expect(counts[`400 ${WRONG_LOGIN_MESSAGE}`]).toBe(3)
    for (const key of Object.keys(counts)) {
      expect([`400 ${WRONG_LOGIN_MESSAGE}`, `400 ${AUTH_MESSAGES.enterCode}`, ACCOUNT_LIMIT, ADDRESS_LIMIT]).toContain(key)
    }
    // Only the failures stay counted: the refused tries were taken back.
    const window = windowOf(RATE_LIMITS.loginAccount, T0)
    expect(await shop.store.accounts.countHits({ kind: 'login-account', key: 'ada@example.com', windowStart: window.start, windowEnd: window.end })).toBe(3)
    expect(await shop.store.accounts.countHits({ kind: 'login-ip', key: '203.0.113.1', windowStart: window.start, windowEnd: window.end })).toBe(3)
  })

  it('checks exactly 5 of 60 concurrent wrong passwords, each with a right captcha from its own address; 55 answer 429, then the right password too', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine)
    await member(shop, 'ada@example.com')
    const captchas = await Promise.all(burst.map(() => captcha(shop)))
    const answers = await Promise.all(
      burst.map((index) =>
        shop.post('/api/auth/login', { account: 'ADA@example.com', password: 'wrong password', ...captchas[index] }, { 'X-Forwarded-For': `198.51.100.${index}` }),
      ),
    )
    expect(passwordChecks()).toBe(5)
    expect(tally(answers)).toEqual({ [`400 ${WRONG_LOGIN_MESSAGE}`]: 5, [ACCOUNT_LIMIT]: 55 })
    const right = await shop.post('/api/auth/login', { account: 'ada@example.com', password: PASSWORD, ...(await captcha(shop)) })
    expect(`${right.status} ${right.message}`).toBe(ACCOUNT_LIMIT)
    expect(passwordChecks()).toBe(5)
  })

  it('counts a burst for an unknown account alike; a sign-in takes its reserved try back from the address', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine)
    const unknown = await Promise.all(burst.map(() => shop.post('/api/auth/login', { account: 'nobody@example.com', password: 'wrong password' }, { 'X-Forwarded-For': '198.51.100.7' })))
    expect(tally(unknown)[`400 ${WRONG_LOGIN_MESSAGE}`]).toBe(3)
    expect(passwordChecks()).toBe(3)

    await member(shop, 'bob@example.com')
    const right = await shop.post('/api/auth/login', { account: 'bob@example.com', password: PASSWORD }, { 'X-Forwarded-For': '198.51.100.8' })
    expect(right.status).toBe(200)
    const window = windowOf(RATE_LIMITS.loginIp, T0)
    // A sign-in takes its reserved try back: the address's count holds failures only.
    expect(await shop.store.accounts.countHits({ kind: 'login-ip', key: '198.51.100.8', windowStart: window.start, windowEnd: window.end })).toBe(0)
  })

  it('checks at most 5 of 40 concurrent wrong current passwords on Change Password; the rest, and then the right one, answer 429', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine)
    const ada = await member(shop, 'ada@example.com')
    const { token } = await signIn(ada, shop.services)
    const change = (oldPassword: string) =>
      shop.post('/api/account/password', { oldPassword, password: 'a new password 2', confirmPassword: 'a new password 2' }, { Authorization: `Bearer ${token}` })
    const answers = await Promise.all(Array.from({ length: 40 }, () => change('wrong password')))
    expect(passwordChecks()).toBe(5)
    expect(tally(answers)).toEqual({
      [`400 ${WRONG_CURRENT_PASSWORD_MESSAGE}`]: 5,
      '429 Too many wrong current passwords: please try again in 15 minutes': 35,
    })
    expect((await change(PASSWORD)).status).toBe(429)
    expect(passwordChecks()).toBe(5)
  })
})

describe.each(['sqlite', 'postgres'] as const)('a forged Host never reaches a mail (%s)', (engine) => {
  async function askCode(shop: Shop, email: string, purpose: EmailCodePurpose, headers: Record<string, string>) {
    const answer = await shop.post('http://evil.example/api/auth/emailcode', { email, purpose, ...(await captcha(shop)) }, headers)
    expect(answer.status).toBe(200)
    const mail = shop.mail.at(-1)
    expect(mail?.to).toBe(email)
    return mail?.text ?? ''
  }

  /** The links of a mail's text. */
  const links = (text: string) => text.match(/https?:\/\/\S+/gu) ?? []

  it('links a member’s notice to PUBLIC_URL’s /login and /resetPassword, and a stranger’s to its /register, whatever Host says', async () => {
    const shop = await openShop(engine)
    await member(shop, 'member@example.com')
    const forged = { Host: 'evil.example', Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' }
    const notice = await askCode(shop, 'member@example.com', 'register', forged)
    expect(links(notice)).toEqual([`${PUBLIC_URL}/login`, `${PUBLIC_URL}/resetPassword`])
    const stranger = await askCode(shop, 'stranger@example.com', 'reset_password', { ...forged, 'X-Forwarded-For': '203.0.113.2' })
    expect(links(stranger)).toEqual([`${PUBLIC_URL}/register`])
    expect(`${notice}\n${stranger}`).not.toContain('evil.example')
  })

  it('links to http://localhost:{PORT} when PUBLIC_URL is not set', async () => {
    const shop = await openShop(engine, { PUBLIC_URL: '', PORT: '8080' })
    await member(shop, 'member@example.com')
    const notice = await askCode(shop, 'member@example.com', 'register', { Host: 'evil.example' })
    expect(links(notice)).toEqual(['http://localhost:8080/login', 'http://localhost:8080/resetPassword'])
  })
})

describe.each(['sqlite', 'postgres'] as const)('a forged X-Forwarded-For first entry does not reset the limit (%s)', (engine) => {
  it('with TRUST_PROXY=1, 30 failed logins under rotating first entries are one address: 429 from the 21st', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine, { TRUST_PROXY: '1' })
    const statuses: number[] = []
    for (let index = 0; index < 30; index += 1) {
      const answer = await shop.post('/api/auth/login', { account: `guess${index}@example.com`, password: 'wrong password' }, {
        'X-Forwarded-For': `203.0.113.${index}, 127.0.0.1`,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(20).fill(400), ...Array<number>(10).fill(429)])
  })

  it('with TRUST_PROXY=1, 15 code requests under rotating first entries are one address: 429 from the 11th', { timeout: 60_000 }, async () => {
    const shop = await openShop(engine, { TRUST_PROXY: '1' })
    const statuses: number[] = []
    for (let index = 0; index < 15; index += 1) {
      const answer = await shop.post('/api/auth/emailcode', { email: `buyer${index}@example.com`, purpose: 'register', ...(await captcha(shop)) }, {
        'X-Forwarded-For': `203.0.113.${index}, 127.0.0.1`,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)])
  })
})

describe('TRUST_PROXY: the client is the entry as many hops from the right as proxies are trusted', () => {
  it('takes the entry N from the right, never one the client wrote left of it; none when fewer entries or no proxy', () => {
    const header = '10.0.0.66, 203.0.113.9, 192.0.2.1, 127.0.0.1'
    expect(forwardedClient(header, 0)).toBeUndefined()
    expect(forwardedClient(header, 1)).toBe('127.0.0.1')
    expect(forwardedClient(header, 2)).toBe('192.0.2.1')
    expect(forwardedClient(header, 3)).toBe('203.0.113.9')
    expect(forwardedClient(header, 4)).toBe('10.0.0.66')
    expect(forwardedClient(header, 5)).toBeUndefined()
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClient(undefined, 1)).toBeUndefined()
    expect(forwardedClient('203.0.113.9, ', 1)).toBeUndefined()
    expect(forwardedClient('203.0.113.9,192.0.2.1', 1)).toBe('192.0.2.1')
  })

  it('falls back to the socket’s address when the header is shorter than the trusted hops: rotating entries still count as one', { timeout: 60_000 }, async () => {
    const shop = await openShop('sqlite', { TRUST_PROXY: '3' })
    const statuses: number[] = []
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await shop.post('/api/auth/login', { account: `guess${index}@example.com`, password: 'wrong password' }, { 'X-Forwarded-For': `203.0.113.${index}, 127.0.0.1` })).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })
})
