import type { BomUploadResult, EnvelopeOf } from '@partfront/core/contract'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sharedDataFile } from '../../support/shared-data.ts'

/**
 * A real BOM file uploaded from Chromium to the BOM upload endpoint of `npm start` (issue 18, "No browser can
 * upload a BOM today"): the browser builds the multipart form itself, with its own mixed-case boundary
 * (`----WebKitFormBoundary…`), which the server must read as sent. The /bom page's journeys are elsewhere.
 */
const dataDir = process.env.E2E_DATA_DIR ?? ''

async function call<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body })
  const envelope = (await response.json()) as EnvelopeOf<T>
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200)
  return envelope.data
}

/** The 6-digit code of the newest mail in the outbox sent to `email` (its body, after the headers). */
function emailedCode(email: string): string {
  const outbox = join(dataDir, 'outbox')
  const mails = readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
  const code = /\b(\d{6})\b/u.exec((mails.at(-1) ?? '').split(/\r?\n\r?\n/u).slice(1).join('\n'))?.[1]
  if (code === undefined) throw new Error(`No code mailed to ${email}`)
  return code
}

/** A new member's session token, registered through the API with the captcha and the emailed code. */
async function registeredToken(request: APIRequestContext): Promise<string> {
  const email = `bom-upload-${Date.now()}@example.com`
  const captcha = await call<{ captchaId: string; svg: string }>(request, '/api/auth/captcha')
  const captchaCode = [...captcha.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]).join('')
  await call(request, '/api/auth/emailcode', { email, purpose: 'register', captchaId: captcha.captchaId, captchaCode })
  const password = 'correct horse battery'
  const registered = await call<{ token: string }>(request, '/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    code: emailedCode(email),
    agree: true,
  })
  return registered.token
}

test('BOM-1, BOM-4: Chromium uploads a real BOM file as its own multipart form and the server reads it', async ({ page, request }) => {
  const token = await registeredToken(request)
  const file = 'tomu_bom-digikey.csv'
  const bytes = [...readFileSync(sharedDataFile('boms', file))]
  await page.goto('/')
  const sent = page.waitForRequest((sending) => sending.url().endsWith('/api/bom/upload'))
  const answer = await page.evaluate(
    async ({ bytes, file, token }) => {
      const form = new FormData()
      form.append('file', new File([new Uint8Array(bytes)], file, { type: 'text/csv' }))
      form.append('name', 'Ada Lovelace')
      form.append('email', 'ada@example.com')
      form.append('telephone', '+44 20 7946 0000')
      form.append('address', '12 St James’s Square, London')
      const response = await fetch('/api/bom/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      return { status: response.status, envelope: (await response.json()) as EnvelopeOf<BomUploadResult> }
    },
    { bytes, file, token },
  )
  const contentType = (await sent).headers()['content-type'] ?? ''
  // The browser's own boundary, with upper-case letters in it: the case the server used to lose.
  expect(contentType).toMatch(/^multipart\/form-data; boundary=----WebKitFormBoundary[0-9A-Za-z]+$/u)
  expect(contentType).toMatch(/boundary=.*[A-Z]/u)
  expect(answer.envelope.message).toBe('OK')
  expect(answer.status).toBe(200)
  expect(answer.envelope.data.bom).toMatchObject({ fileName: file, status: 'uploaded', lines: 7 })
})
