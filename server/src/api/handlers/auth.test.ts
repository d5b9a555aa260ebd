import { AUTH_MESSAGES } from '@partfront/core/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CAPTCHA } from '../../auth/captcha.ts'
import { DEAD_EMAIL_CODE_MESSAGE, WRONG_CAPTCHA_MESSAGE } from '../../auth/guards.ts'
import { seedDemoCatalog } from '../../demo/seed.ts'
import type { TestApi } from '../../testing/test-api.ts'
import { hashToken } from '../router.ts'
import { EMAIL_TAKEN_MESSAGE, WRONG_LOGIN_MESSAGE } from './auth.ts'
import {
  MINUTE,
  PASSWORD,
  SECOND,
  askCode,
  at,
  captchaAnswer,
  codeOf,
  emailedCode,
  lastMail,
  login,
  newCaptcha,
  register,
  send,
  startAuthApi,
} from './auth.fixtures.ts'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function start(options: Parameters<typeof startAuthApi>[0] = {}): Promise<TestApi> {
  api = await startAuthApi(options)
  return api
}

/** The body of a registration with `code`. */
function registration(email: string, code: string, password = PASSWORD) {
  return { email, password, confirmPassword: password, code, agree: true, emailUpdates: false } as const
}

describe('authCaptcha', () => {
  it('AUTH-7: draws an SVG captcha of five unambiguous characters with a random id, answerable for 5 minutes', async () => {
    const a = await start()
    const first = await a.client().authCaptcha()
    const second = await a.client().authCaptcha()
    expect(first.captchaId).toMatch(/^[A-Za-z0-9_-]{22}$/u)
    expect(second.captchaId).not.toBe(first.captchaId)
    expect(first.expiresInSeconds).toBe(300)
    expect(first.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/su)
    expect(first.svg).not.toMatch(/<script|on\w+=/iu)
    const answer = captchaAnswer(first.svg)
    expect(answer).toHaveLength(CAPTCHA.length)
    expect([...answer].every((character) => CAPTCHA.alphabet.includes(character))).toBe(true)
    // The answer is kept as a digest only.
    const stored = a.store.db.prepare('SELECT * FROM captchas WHERE id = ?').get(first.captchaId) as Record<string, string>
    expect(JSON.stringify(stored)).not.toContain(answer)
    expect(stored.expires_at).toBe('2026-01-15T09:05:00.000Z')
  })

  it('draws 60 captchas for one address per 15 minutes, answers 429 to the 61st, and serves another address', async () => {
    const a = await start()
    for (let index = 0; index < 60; index += 1) {
      expect((await send(a, '/api/auth/captcha', { ip: '198.51.100.7' })).status).toBe(200)
    }
    const refused = await send(a, '/api/auth/captcha', { ip: '198.51.100.7' })
    expect(refused).toEqual({
      status: 429,
      body: { code: 429, data: null, message: 'Too many verification code pictures from your network: please try again in 15 minutes' },
    })
    expect((await send(a, '/api/auth/captcha', { ip: '198.51.100.8' })).status).toBe(200)
    a.setNow(at(15 * MINUTE))
    expect((await send(a, '/api/auth/captcha', { ip: '198.51.100.7' })).status).toBe(200)
  })
})

describe('authEmailCode', () => {
  it('AUTH-5: mails a six-digit registration code and says how long it lasts; the store keeps only its digest', async () => {
    const a = await start()
    const answer = await askCode(a, 'new@example.com', 'register')
    expect(answer).toEqual({
      status: 200,
      body: { code: 200, data: { email: 'new@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 }, message: 'OK' },
    })
    expect(a.mail).toHaveLength(1)
    expect(lastMail(a)).toMatchObject({ to: 'new@example.com', subject: 'Your Partfront verification code' })
    const code = codeOf(lastMail(a))
    expect(code).toMatch(/^\d{6}$/u)
    const row = a.store.db.prepare('SELECT * FROM email_codes').get() as Record<string, unknown>
    expect(row).toMatchObject({ purpose: 'register', attempts: 0, expires_at: '2026-01-15T09:10:00.000Z', used_at: null })
    expect(JSON.stringify(row)).not.toContain(code)
  })

  it('takes the captcha answer in any case', async () => {
    const a = await start()
    const captcha = await newCaptcha(a)
    const answer = await send(a, '/api/auth/emailcode', {
      body: { email: 'new@example.com', purpose: 'register', captchaId: captcha.captchaId, captchaCode: captcha.captchaCode.toLowerCase() },
    })
    expect(answer.status).toBe(200)
  })

  it('refuses a wrong captcha answer, and the captcha is used up by it: the right answer then fails too', async () => {
    const a = await start()
    const captcha = await newCaptcha(a)
    const wrong = await send(a, '/api/auth/emailcode', {
      body: { email: 'new@example.com', purpose: 'register', captchaId: captcha.captchaId, captchaCode: 'WRONG' },
    })
    expect(wrong).toEqual({ status: 400, body: { code: 400, data: null, message: WRONG_CAPTCHA_MESSAGE } })
    const right = await send(a, '/api/auth/emailcode', { body: { email: 'new@example.com', purpose: 'register', ...captcha } })
    expect(right.status).toBe(400)
    expect(right.body.message).toBe(WRONG_CAPTCHA_MESSAGE)
    expect(a.mail).toEqual([])
  })

  it('refuses a captcha answered twice (single use) and an unknown captcha id', async () => {
    const a = await start()
    const captcha = await newCaptcha(a)
    expect((await send(a, '/api/auth/emailcode', { body: { email: 'one@example.com', purpose: 'register', ...captcha } })).status).toBe(200)
    const again = await send(a, '/api/auth/emailcode', { body: { email: 'two@example.com', purpose: 'register', ...captcha } })
    expect(again.body).toEqual({ code: 400, data: null, message: WRONG_CAPTCHA_MESSAGE })
    const unknown = await send(a, '/api/auth/emailcode', {
      body: { email: 'two@example.com', purpose: 'register', captchaId: 'no-such-captcha', captchaCode: 'ACEFH' },
    })
    expect(unknown.body).toEqual({ code: 400, data: null, message: WRONG_CAPTCHA_MESSAGE })
    expect(a.mail).toHaveLength(1)
  })

  it('takes a captcha until 5 minutes after it was drawn, not at 5 minutes', async () => {
    const a = await start()
    const early = await newCaptcha(a)
    const late = await newCaptcha(a)
    a.setNow(at(5 * MINUTE - 1))
    expect((await send(a, '/api/auth/emailcode', { body: { email: 'one@example.com', purpose: 'register', ...early } })).status).toBe(200)
    a.setNow(at(5 * MINUTE))
    const expired = await send(a, '/api/auth/emailcode', { body: { email: 'two@example.com', purpose: 'register', ...late } })
    expect(expired.body).toEqual({ code: 400, data: null, message: WRONG_CAPTCHA_MESSAGE })
  })

  it('answers 429 to another code for the same address and purpose at 59 s, saying how long to wait, and sends one at 60 s', async () => {
    const a = await start()
    await askCode(a, 'new@example.com', 'register')
    a.setNow(at(59 * SECOND))
    const early = await askCode(a, 'new@example.com', 'register')
    expect(early).toEqual({ status: 429, body: { code: 429, data: null, message: 'Please wait 1 second before asking for another code' } })
    a.setNow(at(30 * SECOND))
    expect((await askCode(a, 'NEW@example.com', 'register')).body.message).toBe('Please wait 30 seconds before asking for another code')
    expect(a.mail).toHaveLength(1)
    a.setNow(at(60 * SECOND))
    expect((await askCode(a, 'new@example.com', 'register')).status).toBe(200)
    expect(a.mail).toHaveLength(2)
  })

  it('times the resend wait per purpose: a reset code may follow a registration code at once', async () => {
    const a = await start()
    await register(a, 'member@example.com')
    a.setNow(at(2 * MINUTE))
    expect((await askCode(a, 'member@example.com', 'register')).status).toBe(200)
    expect((await askCode(a, 'member@example.com', 'reset_password')).status).toBe(200)
  })

  it('answers a registration code for a member’s address as for any other, and mails the member that the account exists', async () => {
    const a = await start({ env: { PUBLIC_URL: 'https://shop.example.com' } })
    await register(a, 'member@example.com')
    a.setNow(at(2 * MINUTE))
    const member = await askCode(a, 'member@example.com', 'register')
    const stranger = await askCode(a, 'stranger@example.com', 'register')
    expect(member.body).toEqual({ ...stranger.body, data: { ...(stranger.body.data as object), email: 'member@example.com' } })
    const notice = a.mail.find((message) => message.to === 'member@example.com' && message.subject === 'You already have a Partfront account')
    expect(notice?.text).toContain('https://shop.example.com/resetPassword')
    expect(notice?.text).not.toMatch(/\d{6}/u)
  })

  it('AUTH-6: answers a reset code for an unknown address as for a member’s, mailing a notice without a code', async () => {
    const a = await start()
    await register(a, 'member@example.com')
    a.setNow(at(2 * MINUTE))
    const member = await askCode(a, 'member@example.com', 'reset_password')
    expect(lastMail(a)).toMatchObject({ to: 'member@example.com', subject: 'Your Partfront password reset code' })
    const stranger = await askCode(a, 'stranger@example.com', 'reset_password')
    expect(stranger.body).toEqual({ ...member.body, data: { ...(member.body.data as object), email: 'stranger@example.com' } })
    expect(lastMail(a)).toMatchObject({ to: 'stranger@example.com', subject: 'Partfront password reset' })
    expect(lastMail(a)?.text).not.toMatch(/\d{6}/u)
  })

  it('mails 10 codes per address per hour and answers 429 to the 11th; another address is served', async () => {
    const a = await start()
    for (let index = 0; index < 10; index += 1) {
      expect((await askCode(a, `buyer${index}@example.com`, 'register', '192.0.2.10')).status).toBe(200)
    }
    const refused = await askCode(a, 'buyer10@example.com', 'register', '192.0.2.10')
    expect(refused).toEqual({
      status: 429,
      body: { code: 429, data: null, message: 'Too many verification emails asked from your network: please try again in 60 minutes' },
    })
    expect((await askCode(a, 'buyer10@example.com', 'register', '192.0.2.11')).status).toBe(200)
    expect(a.mail).toHaveLength(11)
  })

  it('answers 503 when the mail cannot be sent, logging why', async () => {
    const a = await start()
    vi.spyOn(a.services.mail, 'send').mockRejectedValueOnce(new Error('421 service not available'))
    const answer = await askCode(a, 'new@example.com', 'register')
    expect(answer).toEqual({
      status: 503,
      body: { code: 503, data: null, message: 'We could not send the email just now: please try again in a minute' },
    })
    expect(a.logs).toContainEqual(expect.objectContaining({ status: 503, detail: { mailError: '421 service not available' } }))
  })

  it('AUTH-4: answers 400 naming the field for a bad address or a missing captcha answer', async () => {
    const a = await start()
    const captcha = await newCaptcha(a)
    const badEmail = await send(a, '/api/auth/emailcode', { body: { email: 'not-an-email', purpose: 'register', ...captcha } })
    expect(badEmail.body).toMatchObject({ code: 400, message: AUTH_MESSAGES.invalidEmail })
    const noAnswer = await send(a, '/api/auth/emailcode', { body: { email: 'a@example.com', purpose: 'register', captchaId: captcha.captchaId } })
    expect(noAnswer.body).toMatchObject({ code: 400, message: AUTH_MESSAGES.enterCode })
    expect(a.mail).toEqual([])
  })
})

describe('authRegister and authLogout', () => {
  it('AUTH-1, AUTH-3, AUTH-5: captcha, emailed code, register; the token works until logout, then answers 403', async () => {
    const a = await start()
    const code = await emailedCode(a, 'Ada@Example.com', 'register')
    const result = await a.client().authRegister({ body: { ...registration('Ada@Example.com', code), emailUpdates: true } })
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/u)
    expect(result).toMatchObject({
      cartNum: 0,
      user: { account: 'Ada@Example.com', email: 'Ada@Example.com', emailUpdates: true, createdAt: '2026-01-15T09:00:00.000Z' },
    })
    const member = a.client(result.token)
    expect(await member.accountInfo()).toEqual(result.user)
    // Only the token's SHA-256 is stored, and the password as a salted scrypt hash.
    const session = a.store.db.prepare('SELECT * FROM sessions').get() as Record<string, string>
    expect(session.token_hash).toBe(hashToken(result.token))
    expect(session.expires_at).toBe('2026-02-14T09:00:00.000Z')
    const hash = a.store.db.prepare('SELECT password_hash FROM users').pluck().get() as string
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/u)
    expect(await member.authLogout()).toBeNull()
    await expect(member.accountInfo()).rejects.toMatchObject({ code: 403 })
    await expect(member.authLogout()).rejects.toMatchObject({ code: 403 })
  })

  it('AUTH-3: logout ends only its own session', async () => {
    const a = await start()
    const laptop = await register(a, 'ada@example.com')
    const phone = (await login(a, 'ada@example.com', PASSWORD)).body.data as { token: string }
    await a.client(laptop.token).authLogout()
    await expect(a.client(laptop.token).accountInfo()).rejects.toMatchObject({ code: 403 })
    expect((await a.client(phone.token).accountInfo()).email).toBe('ada@example.com')
  })

  it('keeps a session for SESSION_DAYS: 403 once they have passed', async () => {
    const a = await start({ env: { SESSION_DAYS: '2' } })
    const { token } = await register(a, 'ada@example.com')
    a.setNow(at(2 * 24 * 60 * MINUTE - 1))
    expect((await a.client(token).accountInfo()).email).toBe('ada@example.com')
    a.setNow(at(2 * 24 * 60 * MINUTE))
    await expect(a.client(token).accountInfo()).rejects.toMatchObject({ code: 403 })
  })

  it('refuses a wrong code, counting the tries left, and takes the right one on the 5th try', async () => {
    const a = await start()
    const code = await emailedCode(a, 'ada@example.com', 'register')
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let index = 0; index < 4; index += 1) {
      messages.push((await send(a, '/api/auth/register', { body: registration('ada@example.com', wrong) })).body.message)
    }
    expect(messages).toEqual([
      'The email verification code is wrong: 4 tries left',
      'The email verification code is wrong: 3 tries left',
      'The email verification code is wrong: 2 tries left',
      'The email verification code is wrong: 1 try left',
    ])
    expect((await send(a, '/api/auth/register', { body: registration('ada@example.com', code) })).status).toBe(200)
  })

  it('kills a code after 5 wrong tries: the right code is refused after', async () => {
    const a = await start()
    const code = await emailedCode(a, 'ada@example.com', 'register')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let index = 0; index < 4; index += 1) await send(a, '/api/auth/register', { body: registration('ada@example.com', wrong) })
    const fifth = await send(a, '/api/auth/register', { body: registration('ada@example.com', wrong) })
    expect(fifth.body).toEqual({
      code: 400,
      data: null,
      message: 'The email verification code is wrong and has been tried too often: please ask for a new one',
    })
    const right = await send(a, '/api/auth/register', { body: registration('ada@example.com', code) })
    expect(right.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
    expect(a.store.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0)
  })

  it('takes a code until 10 minutes after it was sent, not at 10 minutes', async () => {
    const a = await start()
    const adaCode = await emailedCode(a, 'ada@example.com', 'register')
    const bobCode = await emailedCode(a, 'bob@example.com', 'register')
    a.setNow(at(10 * MINUTE - 1))
    expect((await send(a, '/api/auth/register', { body: registration('ada@example.com', adaCode) })).status).toBe(200)
    a.setNow(at(10 * MINUTE))
    const late = await send(a, '/api/auth/register', { body: registration('bob@example.com', bobCode) })
    expect(late.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
  })

  it('takes a code only for its own address and purpose, and only once', async () => {
    const a = await start()
    const adaCode = await emailedCode(a, 'ada@example.com', 'register')
    const other = await send(a, '/api/auth/register', { body: registration('eve@example.com', adaCode) })
    expect(other.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
    await register(a, 'member@example.com')
    a.setNow(at(2 * MINUTE))
    const resetCode = await emailedCode(a, 'member@example.com', 'reset_password')
    const wrongPurpose = await send(a, '/api/auth/register', { body: registration('member@example.com', resetCode) })
    expect(wrongPurpose.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
    expect((await send(a, '/api/auth/register', { body: registration('ada@example.com', adaCode) })).status).toBe(200)
    const reused = await send(a, '/api/auth/register', { body: registration('ada@example.com', adaCode) })
    expect(reused.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
  })

  it('answers 400 saying the address is taken when it was registered after the code was sent', async () => {
    const a = await start()
    const code = await emailedCode(a, 'ada@example.com', 'register')
    await a.store.accounts.createUser({ email: 'ADA@example.com', passwordHash: 'x', emailUpdates: false, createdAt: '2026-01-15T09:00:00.000Z' })
    const taken = await send(a, '/api/auth/register', { body: registration('ada@example.com', code) })
    expect(taken.body).toEqual({ code: 400, data: null, message: EMAIL_TAKEN_MESSAGE })
  })

  it('AUTH-4, AUTH-5: answers 400 with the form’s message for a short password, a mismatch or no agreement', async () => {
    const a = await start()
    const base = registration('ada@example.com', '123456')
    const short = await send(a, '/api/auth/register', { body: { ...base, password: 'abc', confirmPassword: 'abc' } })
    expect(short.body).toMatchObject({ code: 400, message: AUTH_MESSAGES.passwordTooShort })
    const mismatch = await send(a, '/api/auth/register', { body: { ...base, confirmPassword: 'something else' } })
    expect(mismatch.body).toMatchObject({ code: 400, message: AUTH_MESSAGES.passwordsDiffer })
    const noAgreement = await send(a, '/api/auth/register', { body: { ...base, agree: false } })
    expect(noAgreement.body).toMatchObject({ code: 400, message: AUTH_MESSAGES.agreeToTerms })
  })
})

describe('authLogin', () => {
  it('AUTH-1: signs in with the email in any case: a new token, the cart count counted from the cart, the member', async () => {
    const a = await start({ seed: (store) => seedDemoCatalog(store, { parts: 20 }).then(() => undefined) })
    const registered = await register(a, 'Ada@Example.com')
    const products = a.store.db.prepare('SELECT id FROM products ORDER BY id LIMIT 3').pluck().all() as number[]
    const insert = a.store.db.prepare(
      "INSERT INTO cart_items (user_id, product_id, quantity, created_at, updated_at) VALUES (?, ?, 5, '2026-01-15T09:00:00.000Z', '2026-01-15T09:00:00.000Z')",
    )
    for (const product of products) insert.run(registered.user.id, product)
    const answer = await login(a, 'ada@EXAMPLE.com', PASSWORD)
    expect(answer.status).toBe(200)
    const result = answer.body.data as { token: string; cartNum: number; user: unknown }
    expect(result.cartNum).toBe(3)
    expect(result.user).toEqual(registered.user)
    expect(result.token).not.toBe(registered.token)
    expect((await a.client(result.token).accountInfo()).id).toBe(registered.user.id)
  })

  it('answers a wrong password and an unknown account with the same message', async () => {
    const a = await start()
    await register(a, 'ada@example.com')
    expect(await login(a, 'ada@example.com', 'wrong password')).toEqual({
      status: 400,
      body: { code: 400, data: null, message: WRONG_LOGIN_MESSAGE },
    })
    expect(await login(a, 'nobody@example.com', PASSWORD)).toEqual({
      status: 400,
      body: { code: 400, data: null, message: WRONG_LOGIN_MESSAGE },
    })
  })

  it('asks for the image captcha after the 3rd failure, refuses a wrong one, and forgets the failures after a sign-in', async () => {
    const a = await start()
    await register(a, 'ada@example.com')
    for (let index = 0; index < 3; index += 1) {
      expect((await login(a, 'ada@example.com', 'wrong password')).body.message).toBe(WRONG_LOGIN_MESSAGE)
    }
    const noCaptcha = await login(a, 'ada@example.com', PASSWORD)
    expect(noCaptcha.body).toEqual({ code: 400, data: null, message: AUTH_MESSAGES.enterCode })
    const captcha = await newCaptcha(a)
    const wrongCaptcha = await login(a, 'ada@example.com', PASSWORD, { captcha: { ...captcha, captchaCode: 'WRONG' } })
    expect(wrongCaptcha.body).toEqual({ code: 400, data: null, message: WRONG_CAPTCHA_MESSAGE })
    const withCaptcha = await login(a, 'ada@example.com', PASSWORD, { captcha: await newCaptcha(a) })
    expect(withCaptcha.status).toBe(200)
    expect((await login(a, 'ada@example.com', PASSWORD)).status).toBe(200)
  })

  it('asks for the captcha for an unknown account after 3 failures too', async () => {
    const a = await start()
    for (let index = 0; index < 3; index += 1) await login(a, 'nobody@example.com', 'wrong password')
    expect((await login(a, 'nobody@example.com', 'wrong password')).body.message).toBe(AUTH_MESSAGES.enterCode)
  })

  it('takes 5 failures per account per 15 minutes, then answers 429 even to the right password, until the window ends', async () => {
    const a = await start()
    await register(a, 'ada@example.com')
    const answers: number[] = []
    for (let index = 0; index < 5; index += 1) {
      answers.push((await login(a, 'ada@example.com', 'wrong password', { captcha: await newCaptcha(a) })).status)
    }
    expect(answers).toEqual([400, 400, 400, 400, 400])
    const blocked = await login(a, 'ada@example.com', PASSWORD, { captcha: await newCaptcha(a) })
    expect(blocked).toEqual({
      status: 429,
      body: { code: 429, data: null, message: 'Too many failed sign-ins to this account: please try again in 15 minutes' },
    })
    a.setNow(at(14 * MINUTE + 30 * SECOND))
    expect((await login(a, 'ada@example.com', PASSWORD, { captcha: await newCaptcha(a) })).body.message).toBe(
      'Too many failed sign-ins to this account: please try again in 1 minute',
    )
    a.setNow(at(15 * MINUTE))
    expect((await login(a, 'ada@example.com', PASSWORD)).status).toBe(200)
  })

  it('takes 20 failures per address per 15 minutes over any accounts, then answers 429; another address signs in', async () => {
    const a = await start()
    await register(a, 'ada@example.com')
    const answers: number[] = []
    for (let index = 0; index < 20; index += 1) {
      answers.push((await login(a, `guess${index}@example.com`, 'wrong password', { ip: '192.0.2.99' })).status)
    }
    expect(answers).toEqual(Array(20).fill(400))
    const blocked = await login(a, 'ada@example.com', PASSWORD, { ip: '192.0.2.99' })
    expect(blocked).toEqual({
      status: 429,
      body: { code: 429, data: null, message: 'Too many failed sign-ins from your network: please try again in 15 minutes' },
    })
    expect((await login(a, 'ada@example.com', PASSWORD, { ip: '192.0.2.100' })).status).toBe(200)
  })

  it('AUTH-4: answers 400 with the form’s message for a missing account or password', async () => {
    const a = await start()
    expect((await send(a, '/api/auth/login', { body: { password: PASSWORD } })).body).toMatchObject({ code: 400, message: AUTH_MESSAGES.enterAccount })
    expect((await send(a, '/api/auth/login', { body: { account: 'ada@example.com' } })).body).toMatchObject({
      code: 400,
      message: AUTH_MESSAGES.enterPassword,
    })
  })
})

describe('authResetPassword', () => {
  it('AUTH-6: sets a new password with the emailed code and signs out every session', async () => {
    const a = await start()
    const laptop = await register(a, 'ada@example.com')
    const phone = (await login(a, 'ada@example.com', PASSWORD)).body.data as { token: string }
    a.setNow(at(2 * MINUTE))
    const code = await emailedCode(a, 'ada@example.com', 'reset_password')
    const body = { email: 'ada@example.com', code, password: 'new password 2', confirmPassword: 'new password 2' }
    expect(await a.client().authResetPassword({ body })).toBeNull()
    await expect(a.client(laptop.token).accountInfo()).rejects.toMatchObject({ code: 403 })
    await expect(a.client(phone.token).accountInfo()).rejects.toMatchObject({ code: 403 })
    expect((await login(a, 'ada@example.com', PASSWORD)).body.message).toBe(WRONG_LOGIN_MESSAGE)
    expect((await login(a, 'ada@example.com', 'new password 2')).status).toBe(200)
    const again = await send(a, '/api/auth/resetpassword', { body: { ...body, password: 'third one', confirmPassword: 'third one' } })
    expect(again.body).toEqual({ code: 400, data: null, message: DEAD_EMAIL_CODE_MESSAGE })
  })

  it('refuses a wrong code and leaves the password as it was', async () => {
    const a = await start()
    await register(a, 'ada@example.com')
    a.setNow(at(2 * MINUTE))
    const code = await emailedCode(a, 'ada@example.com', 'reset_password')
    const wrong = code === '000000' ? '111111' : '000000'
    const answer = await send(a, '/api/auth/resetpassword', {
      body: { email: 'ada@example.com', code: wrong, password: 'new password 2', confirmPassword: 'new password 2' },
    })
    expect(answer.body).toEqual({ code: 400, data: null, message: 'The email verification code is wrong: 4 tries left' })
    expect((await login(a, 'ada@example.com', PASSWORD)).status).toBe(200)
  })

  it('refuses a code for an address without an account', async () => {
    const a = await start()
    await askCode(a, 'nobody@example.com', 'reset_password')
    const answer = await send(a, '/api/auth/resetpassword', {
      body: { email: 'nobody@example.com', code: '123456', password: 'new password 2', confirmPassword: 'new password 2' },
    })
    expect(answer.status).toBe(400)
    expect(a.store.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0)
  })
})
