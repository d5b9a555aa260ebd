import type { EmailCodePurpose, LoginResult } from '@partfront/core/contract'
import type { MailMessage } from '../../mail/mail.port.ts'
import { type TestApi, type TestApiOptions, startTestApi } from '../../testing/test-api.ts'

/**
 * Fixtures of the auth and account tests: the captcha's answer read off its picture, emailed codes read
 * out of the sent mail, members registered through the real flow, and raw requests from a chosen address.
 */

/** The test clock's start (the test API's default). */
export const T0 = new Date('2026-01-15T09:00:00.000Z')

/** `T0` plus `ms` milliseconds. */
export function at(ms: number): Date {
  return new Date(T0.getTime() + ms)
}

export const SECOND = 1000
export const MINUTE = 60 * SECOND

/** A password every fixture member has. */
export const PASSWORD = 'correct horse 1'

/** The app with `X-Forwarded-For` trusted, so a test can speak from several addresses. */
export function startAuthApi(options: TestApiOptions = {}): Promise<TestApi> {
  return startTestApi({ ...options, env: { TRUST_PROXY: 'true', ...options.env } })
}

/** The characters of a captcha picture, in order: what a buyer reads off it. */
export function captchaAnswer(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
}

/** The six-digit code of a code mail. */
export function codeOf(message: MailMessage | undefined): string {
  const code = /verification code is (\d{6})/u.exec(message?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`no code in the mail: ${message?.subject ?? 'none sent'}`)
  return code
}

/** The last mail sent. */
export function lastMail(api: TestApi): MailMessage | undefined {
  return api.mail.at(-1)
}

/** An answer's status and envelope. */
export interface RawAnswer {
  readonly status: number
  readonly body: { readonly code: number; readonly data: unknown; readonly message: string }
}

/** A raw request from `ip` (`X-Forwarded-For`): `body` sent as JSON with POST when given, `token` as Bearer. */
export async function send(
  api: TestApi,
  path: string,
  options: { readonly token?: string; readonly body?: unknown; readonly ip?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? '203.0.113.1' }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  let init: RequestInit = { headers }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init = { method: 'POST', headers, body: JSON.stringify(options.body) }
  }
  const response = await api.fetch(path, init)
  return { status: response.status, body: (await response.json()) as RawAnswer['body'] }
}

/** A new captcha from `ip`: its id and the right answer. */
export async function newCaptcha(api: TestApi, ip?: string): Promise<{ captchaId: string; captchaCode: string }> {
  const answer = await send(api, '/api/auth/captcha', ip === undefined ? {} : { ip })
  if (answer.status !== 200) throw new Error(`captcha refused: ${answer.body.message}`)
  const captcha = answer.body.data as { captchaId: string; svg: string }
  return { captchaId: captcha.captchaId, captchaCode: captchaAnswer(captcha.svg) }
}

/** Asks for an emailed code with a right captcha; the raw answer. */
export async function askCode(
  api: TestApi,
  email: string,
  purpose: EmailCodePurpose,
  ip?: string,
): Promise<RawAnswer> {
  const captcha = await newCaptcha(api, ip)
  return send(api, '/api/auth/emailcode', { body: { email, purpose, ...captcha }, ...(ip === undefined ? {} : { ip }) })
}

/** Asks for a code and reads it out of the mail it sent. */
export async function emailedCode(api: TestApi, email: string, purpose: EmailCodePurpose): Promise<string> {
  const answer = await askCode(api, email, purpose)
  if (answer.status !== 200) throw new Error(`code refused: ${answer.body.message}`)
  return codeOf(lastMail(api))
}

/** Registers `email` through captcha, emailed code and register; the login result. */
export async function register(api: TestApi, email: string, password = PASSWORD): Promise<LoginResult> {
  const code = await emailedCode(api, email, 'register')
  return api.client().authRegister({
    body: { email, password, confirmPassword: password, code, agree: true, emailUpdates: false },
  })
}

/** Signs in from `ip`; the raw answer. */
export function login(
  api: TestApi,
  account: string,
  password: string,
  options: { readonly ip?: string; readonly captcha?: { captchaId: string; captchaCode: string } } = {},
): Promise<RawAnswer> {
  return send(api, '/api/auth/login', {
    body: { account, password, ...options.captcha },
    ...(options.ip === undefined ? {} : { ip: options.ip }),
  })
}
